import XCTest

@testable import LayoutScene

final class JSONParserTests: XCTestCase {
    func testValuesRememberLineAndColumn() throws {
        let value = try JSONParser.parse("{\n  \"a\": [1, true],\n  \"b\": \"x\\ny\"\n}")
        guard case .object(let members) = value.kind else { return XCTFail("not an object") }
        XCTAssertEqual(members.map(\.key), ["a", "b"])
        XCTAssertEqual(members[0].keyLocation, SourceLocation(line: 2, column: 3))
        XCTAssertEqual(members[0].value.location, SourceLocation(line: 2, column: 8))
        guard case .string(let s) = members[1].value.kind else { return XCTFail("not a string") }
        XCTAssertEqual(s, "x\ny")
        XCTAssertEqual(members[1].value.location, SourceLocation(line: 3, column: 8))
    }

    func testSyntaxErrorsNameLineColumnAndExpectation() {
        XCTAssertEqual(error("{\n  \"a\": 1\n  \"b\": 2\n}")?.description, "3:3: error: expected ',' or '}' in object, found '\"'")
        XCTAssertEqual(error("[1, 2")?.description, "1:6: error: expected ',' or ']' in array, found end of input")
        XCTAssertEqual(error("{\"a\": tru}")?.location, SourceLocation(line: 1, column: 7))
        XCTAssertEqual(error("{\"a\": 1, \"a\": 2}")?.message, "duplicate key 'a'")
        XCTAssertEqual(error("\"abc")?.message, "unterminated string")
        XCTAssertEqual(error("{} x")?.location, SourceLocation(line: 1, column: 4))
    }

    private func error(_ text: String) -> SceneError? {
        sceneError { _ = try JSONParser.parse(text) }
    }
}
