import Foundation
import XCTest

/// End-to-end checks of the `layout` executable's exit codes and streams.
final class LayoutToolTests: XCTestCase {
    private var tool: URL {
        get throws {
            let url = Bundle.main.bundleURL.appendingPathComponent("layout")
            guard FileManager.default.isExecutableFile(atPath: url.path) else { throw XCTSkip("layout executable not built at \(url.path)") }
            return url
        }
    }

    private func run(_ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
        let process = Process()
        process.executableURL = try tool
        process.arguments = arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
    }

    func testRenderPrintsTraceAndWritesSVG() throws {
        let svg = FileManager.default.temporaryDirectory.appendingPathComponent("layout-tool-test-\(getpid()).svg")
        let result = try run(["render", examplesDirectory.appendingPathComponent("001-visual-format-scroll.json").path, "--svg", svg.path])
        XCTAssertEqual(result.status, 0, result.err)
        XCTAssertTrue(result.out.contains("*View:greenView (15, 15, 360, 400)"))
        XCTAssertTrue(try String(contentsOf: svg, encoding: .utf8).contains("id=\"view-greenView\""))
        try? FileManager.default.removeItem(at: svg)
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
