import Foundation
import XCTest

/// End-to-end runs of `layout demo`, `layout render` options and `layout solve` input.
final class LayoutToolCommandTests: XCTestCase {
    private func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("layout-command-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    private var seed001: String { examplesDirectory.appendingPathComponent("001-visual-format-scroll.json").path }

    func testDemoRendersEveryExampleAndTheKernelExample() throws {
        let directory = try temporaryDirectory().appendingPathComponent("out")
        let result = try run(["demo", directory.path])
        XCTAssertEqual(result.status, 0, result.err)
        let written = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        XCTAssertEqual(written.count, 7)  // Examples/000 ... 006
        XCTAssertTrue(written.allSatisfy { $0.hasSuffix(".svg") })
        // Seed 001: boxes of 400 and 500 with three gaps of 15 -> content 390 x 945.
        XCTAssertTrue(result.out.contains("001-visual-format-scroll       5 views, content 390x945, no issues"), result.out)
        // Kernel demo at window 390: button.left = 390 - 16 - 88 = 286, label.width = 286 - 8 - 16 = 262.
        XCTAssertTrue(result.out.contains("window 390.0: label.width 262.0, button.left 286.0, window 390.0"), result.out)
        // At 200 the label's minimum 120 wins over the strong edit: 16 + 120 + 8 + 88 + 16 = 248.
        XCTAssertTrue(result.out.contains("window 200.0: label.width 120.0, button.left 144.0, window 248.0"), result.out)
        XCTAssertTrue(result.out.contains("refused"), "adding label.width <= 100 is refused")
        XCTAssertEqual(try run(["demo", "a", "b"]).status, 2)
    }

    func testRenderJSONAndOffsets() throws {
        let json = try run(["render", seed001, "--json"])
        XCTAssertEqual(json.status, 0, json.err)
        XCTAssertTrue(json.out.hasPrefix("{"), json.out)
        let scrolled = try run(["render", seed001, "--offset", "scrollView=0,100"])
        XCTAssertEqual(scrolled.status, 0, scrolled.err)
        XCTAssertTrue(scrolled.out.contains("contentOffset (0, 100)"), scrolled.out)
        let first = try run(["render", seed001, "--offset", "0,50"])
        XCTAssertTrue(first.out.contains("contentOffset (0, 50)"), first.out)
    }

    func testRenderRejectsBadOffsetsAndArguments() throws {
        for (arguments, status, message) in [
            (["render", seed001, "--offset", "x,y"], Int32(2), "--offset expects X,Y"),
            (["render", seed001, "--offset"], 2, "--offset needs X,Y"),
            (["render", seed001, "--svg"], 2, "--svg needs a file name"),
            (["render", seed001, seed001], 2, "only one scene file"),
            (["render", seed001, "--offset", "nope=0,1"], 1, "unknown view 'nope'"),
            (["render", seed001, "--offset", "greenView=0,1"], 1, "'greenView' is not a scroll view"),
        ] {
            let result = try run(arguments)
            XCTAssertEqual(result.status, status, "\(arguments)")
            XCTAssertTrue(result.err.contains(message), "\(arguments): \(result.err)")
        }
    }

    func testSolveReadsStandardInput() throws {
        // left == 16, left + width == 100 -> width 84.
        let result = try run(["solve", "-"], input: "left == 16\nleft + width == 100\n")
        XCTAssertEqual(result.status, 0, result.err)
        XCTAssertEqual(result.out, "left  = 16\nwidth = 84\n")
        XCTAssertEqual(try run(["solve"]).status, 2)
        XCTAssertEqual(try run(["solve", "a", "b"]).status, 2)
    }

    func testUnwritableSVGIsBadInput() throws {
        let directory = try temporaryDirectory()
        let blocker = directory.appendingPathComponent("file")
        try "x".write(to: blocker, atomically: true, encoding: .utf8)
        let result = try run(["render", seed001, "--svg", blocker.appendingPathComponent("out.svg").path])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.err.contains("cannot write"), result.err)
    }

    func testNonUTF8SceneIsBadInput() throws {
        let file = try temporaryDirectory().appendingPathComponent("scene.json")
        try Data([0xFF, 0xFE, 0x00]).write(to: file)
        let result = try run(["render", file.path])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.err.contains("is not UTF-8 text"), result.err)
    }
}
