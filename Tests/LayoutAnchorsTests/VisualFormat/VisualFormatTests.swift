// Visual Format Language: every grammar rule of Apple's Auto Layout Guide, turned into
// constraints and checked attribute by attribute, plus the strings of seed 001 verbatim
// and a few solved layouts.

import LayoutAnchors
import XCTest

final class VisualFormatTests: XCTestCase {
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

    // MARK: connections

    func testStandardSpaceBetweenSiblingsIsEight() throws {
        XCTAssertEqual(try fixture.render("[a]-[b]"), ["b.leading == a.trailing + 8.0 @1000"])
    }

    func testFlushViews() throws {
        XCTAssertEqual(try fixture.render("[a][b]"), ["b.leading == a.trailing + 0.0 @1000"])
    }

    func testStandardSpaceToSuperviewIsTwenty() throws {
        XCTAssertEqual(
            try fixture.render("|-[a]-|"),
            [
                "a.leading == sup.leading + 20.0 @1000",
                "sup.trailing == a.trailing + 20.0 @1000",
            ])
    }

    func testFlushToSuperview() throws {
        XCTAssertEqual(
            try fixture.render("H:|[a]|"),
            [
                "a.leading == sup.leading + 0.0 @1000",
                "sup.trailing == a.trailing + 0.0 @1000",
            ])
    }

    func testExplicitSpacingToSuperview() throws {
        XCTAssertEqual(
            try fixture.render("|-50-[a]-50-|"),
            [
                "a.leading == sup.leading + 50.0 @1000",
                "sup.trailing == a.trailing + 50.0 @1000",
            ])
    }

    func testVerticalLayoutUsesTopAndBottom() throws {
        XCTAssertEqual(
            try fixture.render("V:|-[a]-10-[b]|"),
            [
                "a.top == sup.top + 20.0 @1000",
                "b.top == a.bottom + 10.0 @1000",
                "sup.bottom == b.bottom + 0.0 @1000",
            ])
    }

    func testMetricSpacing() throws {
        XCTAssertEqual(
            try fixture.render("[a]-pad-[b]", metrics: ["pad": 15]),
            ["b.leading == a.trailing + 15.0 @1000"])
    }

    func testFractionalAndExponentNumbers() throws {
        XCTAssertEqual(
            try fixture.render("[a]-.5-[b(1e2)]"),
            [
                "b.leading == a.trailing + 0.5 @1000",
                "b.width == 100.0 @1000",
            ])
    }

    func testSpacingPredicateListWithRelationsPrioritiesAndNegativeNumber() throws {
        XCTAssertEqual(
            try fixture.render("[a]-(>=8@750,<=20)-[b]-(-10)-[c]"),
            [
                "b.leading >= a.trailing + 8.0 @750",
                "b.leading <= a.trailing + 20.0 @1000",
                "c.leading == b.trailing + -10.0 @1000",
            ])
    }

    func testSpacingPredicateToSuperview() throws {
        XCTAssertEqual(
            try fixture.render("|-(>=gap@low)-[a]", metrics: ["gap": 12, "low": 250]),
            ["a.leading >= sup.leading + 12.0 @250"])
    }

    // MARK: view predicates

    func testWidthConstraint() throws {
        XCTAssertEqual(try fixture.render("[a(>=50)]"), ["a.width >= 50.0 @1000"])
        let made = try LayoutConstraint.constraints(withVisualFormat: "[a(>=50)]", views: fixture.views)
        XCTAssertNil(made[0].secondItem)
        XCTAssertEqual(made[0].secondAttribute, .notAnAttribute)
    }

    func testPriority() throws {
        XCTAssertEqual(try fixture.render("[a(100@20)]"), ["a.width == 100.0 @20"])
    }

    func testEqualWidths() throws {
        XCTAssertEqual(try fixture.render("[a(==b)]"), ["a.width == b.width + 0.0 @1000"])
        let made = try LayoutConstraint.constraints(withVisualFormat: "[a(==b)]", views: fixture.views)
        XCTAssertEqual(made[0].multiplier, 1)
    }

    func testViewPredicateWithoutRelationAndPriority() throws {
        XCTAssertEqual(try fixture.render("V:[a(b@300)]"), ["a.height == b.height + 0.0 @300"])
    }

    func testMultiplePredicates() throws {
        XCTAssertEqual(
            try fixture.render("[a(>=70,<=100)]"),
            ["a.width >= 70.0 @1000", "a.width <= 100.0 @1000"])
        XCTAssertEqual(
            try fixture.render("[a(>=50@750,<=200)]"),
            ["a.width >= 50.0 @750", "a.width <= 200.0 @1000"])
    }

    func testMetricsInViewPredicatesAndPriorities() throws {
        XCTAssertEqual(
            try fixture.render("V:[a(>=h@p)]", metrics: ["h": 44, "p": 999]),
            ["a.height >= 44.0 @999"])
    }

    func testCompleteLineOfLayoutInTextualOrder() throws {
        XCTAssertEqual(
            try fixture.render("|-[a]-[b]-[c(>=20)]-|"),
            [
                "a.leading == sup.leading + 20.0 @1000",
                "b.leading == a.trailing + 8.0 @1000",
                "c.leading == b.trailing + 8.0 @1000",
                "c.width >= 20.0 @1000",
                "sup.trailing == c.trailing + 20.0 @1000",
            ])
    }

    func testWhitespaceBetweenTokensIsIgnored() throws {
        XCTAssertEqual(
            try fixture.render("H: | - [ a ( 30 ) ] - |"),
            [
                "a.leading == sup.leading + 20.0 @1000",
                "a.width == 30.0 @1000",
                "sup.trailing == a.trailing + 20.0 @1000",
            ])
    }

    func testSingleViewWithoutPredicatesMakesNothing() throws {
        XCTAssertEqual(try fixture.render("[a]"), [])
    }

    func testReturnedConstraintsAreNotActive() throws {
        let made = try LayoutConstraint.constraints(withVisualFormat: "|-[a(10)]-[b]-|", views: fixture.views)
        XCTAssertEqual(made.count, 4)
        XCTAssertTrue(made.allSatisfy { !$0.isActive })
    }

    // MARK: options

    func testAlignAllTopRelatesEachAdjacentPair() throws {
        XCTAssertEqual(
            try fixture.render("[a]-[b]-[c]", options: .alignAllTop),
            [
                "b.leading == a.trailing + 8.0 @1000",
                "c.leading == b.trailing + 8.0 @1000",
                "a.top == b.top + 0.0 @1000",
                "b.top == c.top + 0.0 @1000",
            ])
    }

    func testSeveralAlignmentsInAHorizontalRow() throws {
        XCTAssertEqual(
            try fixture.render("[a][b]", options: [.alignAllCenterY, .alignAllBottom]),
            [
                "b.leading == a.trailing + 0.0 @1000",
                "a.bottom == b.bottom + 0.0 @1000",
                "a.centerY == b.centerY + 0.0 @1000",
            ])
        XCTAssertEqual(
            try fixture.render("[a][b]", options: [.alignAllFirstBaseline, .alignAllLastBaseline]),
            [
                "b.leading == a.trailing + 0.0 @1000",
                "a.firstBaseline == b.firstBaseline + 0.0 @1000",
                "a.lastBaseline == b.lastBaseline + 0.0 @1000",
            ])
    }

    func testAlignmentsInAVerticalColumn() throws {
        XCTAssertEqual(
            try fixture.render("V:[a][b]", options: [.alignAllLeading, .alignAllCenterX]),
            [
                "b.top == a.bottom + 0.0 @1000",
                "a.leading == b.leading + 0.0 @1000",
                "a.centerX == b.centerX + 0.0 @1000",
            ])
        XCTAssertEqual(
            try fixture.render("V:[a][b]", options: [.alignAllLeft, .alignAllRight, .alignAllTrailing]),
            [
                "b.top == a.bottom + 0.0 @1000",
                "a.left == b.left + 0.0 @1000",
                "a.right == b.right + 0.0 @1000",
                "a.trailing == b.trailing + 0.0 @1000",
            ])
    }

    func testDirectionLeadingToTrailingIsTheDefault() throws {
        XCTAssertEqual(
            try fixture.render("|-[a]-[b]-|", options: .directionLeadingToTrailing),
            try fixture.render("|-[a]-[b]-|"))
    }

    func testDirectionLeftToRightUsesLeftAndRight() throws {
        XCTAssertEqual(
            try fixture.render("|-[a]-[b]-|", options: .directionLeftToRight),
            [
                "a.left == sup.left + 20.0 @1000",
                "b.left == a.right + 8.0 @1000",
                "sup.right == b.right + 20.0 @1000",
            ])
    }

    func testDirectionRightToLeftPutsTheFirstViewRightmost() throws {
        XCTAssertEqual(
            try fixture.render("|-[a]-(>=5)-[b]-|", options: .directionRightToLeft),
            [
                "sup.right == a.right + 20.0 @1000",
                "a.left >= b.right + 5.0 @1000",
                "b.left == sup.left + 20.0 @1000",
            ])
    }

    func testDirectionDoesNotAffectVerticalFormats() throws {
        XCTAssertEqual(
            try fixture.render("V:|-[a]", options: [.directionRightToLeft, .alignAllLeft]),
            ["a.top == sup.top + 20.0 @1000"])
    }
}
