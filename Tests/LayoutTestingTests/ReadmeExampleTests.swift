import Foundation
import XCTest

/// README.md's "Testing your layouts" example is ReadmeExample.swift, verbatim: it compiles
/// and runs as part of this suite, and this test keeps the two the same.
final class ReadmeExampleTests: XCTestCase {
    func testReadmeShowsTheCompiledExample() throws {
        let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let readme = try String(
            contentsOf: here.deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("README.md"), encoding: .utf8)
        let example = try String(contentsOf: here.appendingPathComponent("ReadmeExample.swift"), encoding: .utf8)
        let section = try XCTUnwrap(readme.components(separatedBy: "## Testing your layouts").dropFirst().first)
        let code = try XCTUnwrap(section.components(separatedBy: "```swift\n").dropFirst().first?.components(separatedBy: "```").first)
        XCTAssertEqual(code, example)
    }
}
