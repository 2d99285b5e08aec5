import Foundation
import XCTest

/// End-to-end runs of `layout explain SCENE VIEW`.
final class LayoutExplainCommandTests: XCTestCase {
    private var stickyHeader: String { examplesDirectory.appendingPathComponent("005-sticky-header.json").path }

    /// 005's header is pinned to the root's safe area ('stickyTop'), 47 on an iPhone 14-sized
    /// window, and is 60 high: the vertical explanation names the pin, the height and where 47
    /// comes from.
    func testExplainsAViewOfAScene() throws {
        let result = try run(["explain", stickyHeader, "header", "--axis", "vertical"])
        XCTAssertEqual(result.status, 0, result.err)
        XCTAssertTrue(result.out.hasPrefix("View:'header' along the vertical axis"), result.out)
        XCTAssertTrue(result.out.contains("'stickyTop'"), result.out)
        XCTAssertTrue(result.out.contains("gives header.top = 47"), result.out)
        XCTAssertTrue(result.out.contains("gives header.height = 60"), result.out)
        XCTAssertTrue(result.out.contains("safe area top 47 (window)"), result.out)
        XCTAssertFalse(result.out.contains("horizontal axis"), result.out)
        // Without --axis, both.
        let both = try run(["explain", stickyHeader, "header"])
        XCTAssertTrue(both.out.contains("horizontal axis") && both.out.contains("vertical axis"), both.out)
    }

    func testBadArguments() throws {
        XCTAssertEqual(try run(["explain"]).status, 2)
        XCTAssertEqual(try run(["explain", stickyHeader]).status, 2)
        XCTAssertEqual(try run(["explain", stickyHeader, "header", "--axis", "diagonal"]).status, 2)
        let missing = try run(["explain", stickyHeader, "nosuchview"])
        XCTAssertEqual(missing.status, 1)
        XCTAssertTrue(missing.err.contains("no view 'nosuchview'"), missing.err)
    }
}
