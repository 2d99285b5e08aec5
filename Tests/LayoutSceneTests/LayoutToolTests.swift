import Foundation
import XCTest

/// End-to-end checks of the `layout` executable's exit codes and streams. The test target
/// depends on the `layout` target, so the tool is always built next to the test bundle.
final class LayoutToolTests: XCTestCase {
    func testRenderPrintsTraceAndWritesSVG() throws {
        let svg = FileManager.default.temporaryDirectory.appendingPathComponent("layout-tool-test-\(getpid()).svg")
        let result = try run(["render", examplesDirectory.appendingPathComponent("001-visual-format-scroll.json").path, "--svg", svg.path])
        XCTAssertEqual(result.status, 0, result.err)
        XCTAssertTrue(result.out.contains("*View:greenView (15, 15, 360, 400)"))
        XCTAssertTrue(try String(contentsOf: svg, encoding: .utf8).contains("id=\"view-greenView\""))
        try? FileManager.default.removeItem(at: svg)
    }

    /// Hostile scene files end with exit 1 and an error at line:column, never a crash.
    func testDeeplyNestedScenesExitOneWithThePosition() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("layout-tool-deep-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let brackets = directory.appendingPathComponent("brackets.json")
        try String(repeating: "[", count: 100_000).write(to: brackets, atomically: true, encoding: .utf8)
        let views = directory.appendingPathComponent("views.json")
        try ParserLimitTests.nestedScene(depth: 3_000).write(to: views, atomically: true, encoding: .utf8)
        for (url, position) in [(brackets, ":1:513: error: "), (views, ":257:29: error: ")] {
            let result = try run(["render", url.path])
            XCTAssertEqual(result.status, 1, result.err)
            XCTAssertTrue(result.err.contains(url.path + position + "arrays and objects are nested deeper than 512 levels"), result.err)
            XCTAssertTrue(result.out.isEmpty)
        }
    }

    func testExitCodes() throws {
        XCTAssertEqual(try run(["render"]).status, 2)
        XCTAssertEqual(try run(["render", "x.json", "--frob"]).status, 2)
        XCTAssertEqual(try run(["frob"]).status, 2)
        let missing = try run(["render", "/nonexistent/scene.json"])
        XCTAssertEqual(missing.status, 1)
        XCTAssertTrue(missing.err.contains("cannot read '/nonexistent/scene.json'"))
        XCTAssertTrue(missing.out.isEmpty)
        for command in ["render", "solve", "demo"] {
            let help = try run([command, "--help"])
            XCTAssertEqual(help.status, 0)
            XCTAssertTrue(help.out.hasPrefix("usage: layout \(command)"), help.out)
        }
    }
}
