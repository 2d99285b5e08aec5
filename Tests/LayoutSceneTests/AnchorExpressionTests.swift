import LayoutAnchors
import XCTest

@testable import LayoutScene

final class AnchorExpressionTests: XCTestCase {
    func testParsesGuideConstantAndPriority() throws {
        let e = try AnchorExpressionParser.parse("content.top == scroll.contentLayoutGuide.top + 8 @999")
        XCTAssertEqual(e.first.item, ["content"])
        XCTAssertEqual(e.first.attribute, "top")
        XCTAssertEqual(e.relation, .equal)
        XCTAssertEqual(e.second?.item, ["scroll", "contentLayoutGuide"])
        XCTAssertEqual(e.second?.attribute, "top")
        XCTAssertEqual(e.second?.offset, 15)
        XCTAssertEqual(e.multiplier, 1)
        XCTAssertEqual(e.constant, 8)
        XCTAssertEqual(e.priority, 999)
    }

    func testMultipliersConstantsAndNamedPriorities() throws {
        let a = try AnchorExpressionParser.parse("a.width >= 0.5 * b.width - 10 @high")
        XCTAssertEqual(a.relation, .greaterThanOrEqual)
        XCTAssertEqual(a.multiplier, 0.5)
        XCTAssertEqual(a.constant, -10)
        XCTAssertEqual(a.priority, 750)
        let b = try AnchorExpressionParser.parse("a.height <= 400")
        XCTAssertNil(b.second)
        XCTAssertEqual(b.constant, 400)
        XCTAssertNil(b.priority)
        let c = try AnchorExpressionParser.parse("a.top + 8 == b.bottom @required - 1")
        XCTAssertEqual(c.constant, -8)
        XCTAssertEqual(c.priority, 999)
        let d = try AnchorExpressionParser.parse("a.width == b.height / 2")
        XCTAssertEqual(d.multiplier, 0.5)
    }

    func testSyntaxErrorsGiveOffsetAndExpectation() {
        XCTAssertEqual(error("a.top = b.top"), nil)  // a lone '=' reads as '=='
        XCTAssertEqual(error("a.top b.top"), ExpressionSyntaxError(message: "expected a relation (==, <= or >=), found 'b'", offset: 6))
        XCTAssertEqual(
            error("a.top == b.top @"),
            ExpressionSyntaxError(
                message:
                    "expected a priority after '@' (a number from 1 to 1000 or a name such as 'high'), found the end of the expression",
                offset: 16))
        XCTAssertEqual(error("a.top == b.top @1001")?.message, "priority 1001 is outside 1...1000")
        XCTAssertEqual(error("a.top == b.top + c.top")?.offset, 17)
        XCTAssertEqual(error("a == b.top")?.message, "expected an anchor 'name.attribute' (such as 'a.top'), found 'a'")
        XCTAssertEqual(error("a.top == b.top $")?.offset, 15)
    }

    private func error(_ text: String) -> ExpressionSyntaxError? {
        do {
            _ = try AnchorExpressionParser.parse(text)
            return nil
        } catch {
            return error
        }
    }
}
