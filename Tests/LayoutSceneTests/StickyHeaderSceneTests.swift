import LayoutAnchors
import XCTest

@testable import LayoutScene

/// Examples/005-sticky-header.json: floating views in a scene file, its report and its SVG.
final class StickyHeaderSceneTests: XCTestCase {
    func testHeaderAndButtonFloatAtTheSceneOffset() throws {
        let built = try buildExample("005-sticky-header.json")
        let scroll = try XCTUnwrap(built.views["scrollView"] as? ScrollView)
        XCTAssertEqual(scroll.contentOffset, Point(x: 0, y: 300))
        XCTAssertEqual(scroll.contentSize, Size(width: 390, height: 2000))
        // Header under the safe area top: frame.y = 47 + 300 - 0 = 347; on screen 47.
        let header = try XCTUnwrap(built.views["header"])
        XCTAssertEqual(header.frame, Rect(x: 0, y: 347, width: 390, height: 60))
        XCTAssertEqual(header.convert(header.bounds, to: nil), Rect(x: 0, y: 47, width: 390, height: 60))
        // Button: on screen x 390 - 16 - 56 = 318, y 844 - 34 - 16 - 56 = 738; frame.y 738 + 300.
        let button = try XCTUnwrap(built.views["composeButton"])
        XCTAssertEqual(button.frame, Rect(x: 318, y: 1038, width: 56, height: 56))
        // Rows scroll: the first at content y 60, on screen 60 - 300 = -240.
        let row = try XCTUnwrap(built.views["firstRow"])
        XCTAssertEqual(row.convert(row.bounds, to: nil), Rect(x: 16, y: -240, width: 358, height: 400))
        XCTAssertTrue(built.window.layoutIssues.isEmpty, "\(built.window.layoutIssues)")
    }

    func testSVGDrawsFloatingViewsAndViewsFloatingThroughThemAsFloating() throws {
        let svg = SceneSVG.render(try buildExample("005-sticky-header.json"))
        for id in ["header", "composeButton", "title"] {
            XCTAssertTrue(svg.contains("id=\"view-\(id)\" class=\"view floating\"") || svg.contains(">\(id) (floating)</text>"), id)
        }
        XCTAssertFalse(svg.contains(">firstRow (floating)</text>"))
        XCTAssertFalse(svg.contains(">contentView (floating)</text>"))
    }
}
