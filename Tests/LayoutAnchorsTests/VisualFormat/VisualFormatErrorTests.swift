// Visual Format Language errors: every malformed string, unknown name and bad option throws
// `VisualFormatError` whose `offset` is the 0-based Character offset of the culprit
// (Apple's caret), and nothing is created.

import LayoutAnchors
import XCTest

final class VisualFormatErrorTests: XCTestCase {
    /// Made for each test and dropped after it (XCTest on Linux never frees test case
    /// instances, so a stored fixture would live until exit).
    private var fixture: VisualFormatFixture!

    override func setUp() {
        super.setUp()
        fixture = VisualFormatFixture()
    }

    override func tearDown() {
        fixture = nil
        super.tearDown()
    }

    private func offset(
        _ format: String, options: FormatOptions = [],
        metrics: [String: Double]? = nil,
        file: StaticString = #filePath, line: UInt = #line
    ) -> Int? {
        let error = visualFormatError {
            _ = try LayoutConstraint.constraints(
                withVisualFormat: format, options: options,
                metrics: metrics, views: fixture.views)
        }
        XCTAssertNotNil(error, "\(format) should throw", file: file, line: line)
        XCTAssertFalse(error?.message.isEmpty ?? true, file: file, line: line)
        return error?.offset
    }

    func testMissingColonAfterOrientation() {
        XCTAssertEqual(offset("V|[a]"), 1)
        XCTAssertEqual(offset("H[a]"), 1)
        let error = visualFormatError {
            _ = try LayoutConstraint.constraints(withVisualFormat: "V|[a]", views: fixture.views)
        }
        XCTAssertEqual(error?.message, "Expected ':' after 'V' to specify vertical arrangement")
    }

    func testUnknownOrientation() {
        XCTAssertEqual(offset("X:[a]"), 0)
    }

    func testEmptyFormat() {
        XCTAssertEqual(offset(""), 0)
        XCTAssertEqual(offset("H:"), 2)
    }

    func testSuperviewWithoutView() {
        XCTAssertEqual(offset("|"), 1)
        XCTAssertEqual(offset("|-|"), 2)
    }

    func testUnexpectedCharacter() {
        XCTAssertEqual(offset("[a]#"), 3)
        XCTAssertEqual(offset("[a]-[b]&"), 7)
    }

    func testSingleEqualsIsNotARelation() {
        XCTAssertEqual(offset("[a(=5)]"), 3)
        XCTAssertEqual(offset("[a(<5)]"), 3)
    }

    func testPredicateMustEndWithParenthesis() {
        XCTAssertEqual(offset("[a(50]"), 5)
        XCTAssertEqual(offset("[a(50 60)]"), 6)
        let error = visualFormatError {
            _ = try LayoutConstraint.constraints(withVisualFormat: "[a(50]", views: fixture.views)
        }
        XCTAssertEqual(
            error?.message,
            "A predicate on a view's thickness must end with ')' and the view must end with ']'")
    }

    func testViewMustEndWithBracket() {
        XCTAssertEqual(offset("[a(50)"), 6)
        XCTAssertEqual(offset("[a b]"), 3)
    }

    func testMissingViewName() {
        XCTAssertEqual(offset("[]"), 1)
        XCTAssertEqual(offset("[12]"), 1)
    }

    func testEmptyPredicateList() {
        XCTAssertEqual(offset("[a()]"), 3)
        XCTAssertEqual(offset("[a(50,)]"), 6)
    }

    func testMissingPriority() {
        XCTAssertEqual(offset("[a(50@)]"), 6)
    }

    func testPriorityOutOfRange() {
        XCTAssertEqual(offset("[a(50@0)]"), 6)
        XCTAssertEqual(offset("[a(50@1001)]"), 6)
        XCTAssertEqual(offset("[a]-(5@p)-[b]", metrics: ["p": 2000]), 7)
    }

    func testDanglingConnection() {
        XCTAssertEqual(offset("[a]-"), 4)
        XCTAssertEqual(offset("[a]--[b]"), 4)
        XCTAssertEqual(offset("[a]-10"), 6)
        XCTAssertEqual(offset("[a]-10[b]"), 6)
    }

    func testUnclosedSpacingPredicates() {
        XCTAssertEqual(offset("[a]-(10-[b]"), 7)
    }

    func testSpacingMustBePositiveWithoutParentheses() {
        XCTAssertEqual(offset("[a]--10-[b]"), 4)
    }

    func testSuperviewOnlyAtTheEnds() {
        XCTAssertEqual(offset("|[a]|[b]"), 5)
        XCTAssertEqual(offset("[a]||"), 4)
    }

    func testUnknownView() {
        XCTAssertEqual(offset("[a]-[nope]"), 5)
        let error = visualFormatError {
            _ = try LayoutConstraint.constraints(withVisualFormat: "[nope]", views: fixture.views)
        }
        XCTAssertEqual(error?.message, "'nope' is not a key in the views dictionary")
    }

    func testUnknownMetric() {
        XCTAssertEqual(offset("[a]-pad-[b]"), 4)
        XCTAssertEqual(offset("[a]-pad-[b]", metrics: ["other": 1]), 4)
        XCTAssertEqual(offset("[a(w)]"), 3)
        XCTAssertEqual(offset("[a(50@high)]"), 6)
    }

    func testViewNameInSpacingPredicate() {
        XCTAssertEqual(offset("[a]-(b)-[c]"), 5)
        XCTAssertEqual(offset("[a]-b-[c]"), 4)
    }

    func testLeftmostErrorWins() {
        XCTAssertEqual(offset("[x]-pad-[y]"), 1)
    }

    func testSuperviewOfAViewWithoutSuperview() {
        XCTAssertEqual(offset("|-[lonely]"), 0)
        XCTAssertEqual(offset("[a]-[lonely]|"), 12)
    }

    func testOffsetsCountCharactersNotBytes() {
        // "🇫🇷" is one Character (two scalars, eight UTF-8 bytes); "\u{3000}" is whitespace.
        XCTAssertEqual(offset("V:[a(🇫🇷)]"), 5)
        XCTAssertEqual(offset("[a]\u{3000}-[q]"), 6)
        XCTAssertEqual(offset("[a(é)]"), 3)
    }

    func testAlignmentAlongTheLayoutAxisIsRefused() {
        XCTAssertEqual(offset("[a][b]", options: .alignAllLeading), 0)
        XCTAssertEqual(offset("[a][b]", options: .alignAllCenterX), 0)
        XCTAssertEqual(offset("V:[a][b]", options: .alignAllTop), 0)
        XCTAssertEqual(offset("V:[a][b]", options: .alignAllLastBaseline), 0)
    }

    func testTwoDirectionsAreRefused() {
        XCTAssertEqual(offset("[a][b]", options: [.directionLeftToRight, .directionRightToLeft]), 0)
    }

    func testNothingIsCreatedOnError() {
        // A bad name at the end: the valid spacing before it must not be half-made.
        XCTAssertEqual(offset("|-[a]-[b]-[c]-[zzz]"), 15)
        XCTAssertTrue(fixture.sup.constraints.isEmpty)
        XCTAssertTrue(fixture.a.constraints.isEmpty)
    }
}
