import LayoutAnchors
import XCTest

@testable import LayoutScene

/// Hostile and foreign input to the scene and constraint parsers (issue 11, defect 7): deep
/// nesting stops at a limit with an error at the exact line and column, and CRLF or CR line
/// endings count lines as LF does.
final class ParserLimitTests: XCTestCase {
    func testHundredThousandNestedArraysStopAtTheLimit() {
        let text = String(repeating: "[", count: 100_000)
        let error = sceneError { _ = try JSONParser.parse(text) }
        // Levels 1...512 open; the 513th '[' is at column 513 of line 1.
        XCTAssertEqual(error?.location, SourceLocation(line: 1, column: 513))
        XCTAssertEqual(
            error?.message,
            "arrays and objects are nested deeper than 512 levels (a scene uses two levels per level of subviews)")
    }

    func testNestingAtTheLimitIsAccepted() throws {
        let depth = JSONParser.maximumDepth
        var value = try JSONParser.parse(String(repeating: "[", count: depth) + String(repeating: "]", count: depth))
        var levels = 1
        while case .array(let inner) = value.kind, let first = inner.first {
            value = first
            levels += 1
        }
        XCTAssertEqual(levels, depth)
        XCTAssertNotNil(sceneError { _ = try JSONParser.parse(String(repeating: "{\"a\":", count: depth + 1)) })
    }

    /// A scene whose views nest `depth` deep, one view per line: line 1 opens the scene, line
    /// 2 + i holds view v<i> and opens its subviews.
    static func nestedScene(depth: Int) -> String {
        var lines = ["{ \"window\": { \"size\": [390, 844] }, \"root\":"]
        for i in 0..<depth { lines.append("{ \"id\": \"v\(i)\", \"subviews\": [") }
        lines.append("{ \"id\": \"leaf\" }" + String(repeating: "] }", count: depth) + " }")
        return lines.joined(separator: "\n")
    }

    func testThreeThousandNestedSubviewsStopAtTheLimitWithLineAndColumn() {
        let error = sceneError { _ = try SceneParser.parse(ParserLimitTests.nestedScene(depth: 3_000), file: "deep.json") }
        // Depth 1 is the scene object; view v<i> is at depth 2i + 2 and its subviews array at
        // 2i + 3, so the 513th level is the '[' of v255, on line 2 + 255 = 257, column 29
        // (`{ "id": "v255", "subviews": [` has the '[' as its 29th character).
        XCTAssertEqual(
            error?.description,
            "deep.json:257:29: error: arrays and objects are nested deeper than 512 levels (a scene uses two levels per level of subviews)")
    }

    func testDeepButAllowedSceneBuildsAndLaysOut() throws {
        let built = try buildScene(ParserLimitTests.nestedScene(depth: 200))
        XCTAssertEqual(built.orderedViews.count, 201, "v0...v199 and the leaf")
        var depth = 0
        var view = built.views["leaf"]
        while let parent = view?.superview { depth += 1; view = parent }
        // leaf -> v199 -> ... -> v0 -> window: 201 steps.
        XCTAssertEqual(depth, 201)
    }

    func testCRLFAndCRLineEndingsNameTheRightLine() {
        let lf = "{\n  \"a\": 1\n  \"b\": 2\n}"
        for ending in ["\r\n", "\r"] {
            let text = lf.replacingOccurrences(of: "\n", with: ending)
            let error = sceneError { _ = try JSONParser.parse(text) }
            XCTAssertEqual(error?.description, "3:3: error: expected ',' or '}' in object, found '\"'", "ending \(ending.debugDescription)")
        }
        let string = sceneError { _ = try JSONParser.parse("[\r\n\"abc\r\n\"]") }
        XCTAssertEqual(string?.location, SourceLocation(line: 2, column: 1))
        XCTAssertEqual(string?.message, "unterminated string (strings may not span lines)")
    }

    func testCRLFSceneErrorsPointAtTheRightLineAndColumn() {
        let text = sceneText(constraints: ["\"content.top == view.top\"", "\"content.top == contnt.bottom + 8 @999\""])
            .replacingOccurrences(of: "\n", with: "\r\n")
        let error = sceneError { _ = try buildScene(text, file: "crlf.json") }
        // The same position as with LF endings (SceneBuilderTests): line 8, column 21.
        XCTAssertEqual(error?.location, SourceLocation(line: 8, column: 21))
    }

    func testCRLFConstraintFileCountsLines() throws {
        let program = try KernelProgram.parse("# a row\r\nleft == 16\r\n\r\nleft + width == 100\r\n")
        XCTAssertEqual(program.lines.map(\.location), [SourceLocation(line: 2, column: 1), SourceLocation(line: 4, column: 1)])
        let error = sceneError { _ = try KernelProgram.parse("a == 1\r\n  a + * b == 2", file: "k.txt") }
        XCTAssertEqual(error?.description, "k.txt:2:7: error: expected a number or a name, found '*' in \"a + * b == 2\"")
    }

    /// FuzzScene finding: a label's `"lines"` of 1.1e35 trapped converting to `Int`. Every
    /// value that is not a whole number from 0 through Int32.max is refused at its position.
    func testLineCountsOutOfRangeAreErrorsNotTraps() throws {
        // Line 1 holds the window and the root, line 2 the label; the value starts at column 55
        // of line 2 (`  { "id": "l", "kind": "label", "text": "a", "lines": ` is 54 characters).
        func scene(lines: String) -> String {
            """
            { "window": { "size": [390, 844] }, "root": { "id": "root", "subviews": [
              { "id": "l", "kind": "label", "text": "a", "lines": \(lines) }
            ] } }
            """
        }
        for bad in ["0111111111111111111111111111111111111", "1e300", "-1", "2.5", "2147483648"] {
            let error = sceneError { _ = try SceneParser.parse(scene(lines: bad), file: "l.json") }
            XCTAssertEqual(
                error?.description,
                "l.json:2:55: error: expected a whole number from 0 through 2147483647 for 'lines' of view 'l'", bad)
        }
        let built = try buildScene(scene(lines: "2147483647"))
        XCTAssertEqual((built.views["l"] as? Label)?.numberOfLines, 2_147_483_647)
    }
}
