import Foundation
import XCTest

/// The `layout` command line is strict: help without arguments, `help COMMAND`, unknown
/// options named, `render --strict` failing on layout issues, exit codes in the help.
final class LayoutToolStrictTests: XCTestCase {
    /// A fresh empty directory, removed after the test.
    private func emptyDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("layout-strict-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    private func writeScene(_ text: String, in directory: URL) throws -> String {
        let url = directory.appendingPathComponent("scene.json")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    func testNoArgumentsPrintsHelpAndWritesNoFiles() throws {
        let directory = try emptyDirectory()
        let result = try run([], in: directory)
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.out.hasPrefix("usage: layout <command>"), result.out)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), [])
    }

    func testHelpListsExitCodes() throws {
        let help = try run(["--help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.out.contains("exit status:"), help.out)
        XCTAssertTrue(help.out.contains("  2   bad usage"), help.out)
        XCTAssertEqual(try run(["help"]).out, help.out)
    }

    func testHelpCommandShowsEachCommandsHelp() throws {
        for command in ["render", "solve", "demo"] {
            let viaHelp = try run(["help", command])
            XCTAssertEqual(viaHelp.status, 0)
            XCTAssertEqual(viaHelp.out, try run([command, "--help"]).out)
        }
        XCTAssertTrue(try run(["help", "render"]).out.contains("--strict"))
        let unknown = try run(["help", "frob"])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.err.contains("unknown command 'frob'"), unknown.err)
    }

    func testUnknownOptionsAreNamed() throws {
        for arguments in [["--frob"], ["render", "x.json", "--frob"], ["solve", "--frob"], ["demo", "--frob"]] {
            let result = try run(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertTrue(result.err.contains("unknown option '--frob'"), "\(arguments): \(result.err)")
        }
    }

    func testStrictRenderFailsOnAnyIssue() throws {
        let directory = try emptyDirectory()
        // content.height == 400 and == 500 cannot both hold: one unsatisfiable issue.
        let conflicting = try writeScene(
            sceneText(constraints: ["\"content.height == 400\"", "\"content.height == 500\""]),
            in: directory)
        let svg = directory.appendingPathComponent("out.svg").path
        let strict = try run(["render", conflicting, "--strict", "--svg", svg])
        XCTAssertEqual(strict.status, 1)
        XCTAssertTrue(strict.out.contains("Layout issues:"), "the report is still printed")
        XCTAssertTrue(FileManager.default.fileExists(atPath: svg), "the SVG is still written")
        XCTAssertTrue(strict.err.contains("(--strict)"), strict.err)
        XCTAssertEqual(try run(["render", conflicting]).status, 0, "without --strict issues are only reported")
    }

    func testStrictRenderPassesACleanLayout() throws {
        let result = try run(["render", examplesDirectory.appendingPathComponent("001-visual-format-scroll.json").path, "--strict"])
        XCTAssertEqual(result.status, 0, result.out + result.err)
        XCTAssertTrue(result.out.contains("Layout issues: none"))
    }
}
