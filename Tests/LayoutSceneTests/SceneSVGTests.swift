import XCTest

@testable import LayoutScene

final class SceneSVGTests: XCTestCase {
    /// The attributes of the element with `id`, parsed from the SVG text.
    private func element(_ id: String, in svg: String) -> [String: String]? {
        guard let line = svg.split(separator: "\n").first(where: { $0.contains("id=\"\(id)\"") }) else { return nil }
        var result: [String: String] = [:]
        var rest = Substring(line)
        while let eq = rest.range(of: "=\"") {
            let key = rest[..<eq.lowerBound].split(separator: " ").last.map(String.init) ?? ""
            let after = rest[eq.upperBound...]
            guard let close = after.firstIndex(of: "\"") else { break }
            result[key] = String(after[..<close])
            rest = after[after.index(after: close)...]
        }
        return result
    }

    func testSeed001DrawsWindowViewsContentAndVisibleRegion() throws {
        let svg = SceneSVG.render(try buildExample("001-visual-format-scroll.json"))
        XCTAssertTrue(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        XCTAssertTrue(svg.contains("class=\"window\" x=\"0\" y=\"0\" width=\"390\" height=\"844\""))
        XCTAssertTrue(svg.contains("class=\"safe-area\" x=\"0\" y=\"47\" width=\"390\" height=\"763\""))
        // Window panel: green view in window coordinates (scrolled by -47).
        XCTAssertEqual(element("view-greenView", in: svg)?["x"], "15")
        XCTAssertEqual(element("view-greenView", in: svg)?["y"], "62")
        XCTAssertEqual(element("view-greenView", in: svg)?["height"], "400")
        // Content panel: the whole content at contentSize, views in content coordinates.
        XCTAssertEqual(element("content-scrollView", in: svg)?["height"], "945")
        XCTAssertEqual(element("content-scrollView-whiteView", in: svg)?["y"], "430")
        let visible = try XCTUnwrap(element("visible-scrollView", in: svg))
        XCTAssertEqual([visible["x"], visible["y"], visible["width"], visible["height"]], ["0", "-47", "390", "844"])
        XCTAssertTrue(svg.contains(">greenView</text>"))
        XCTAssertTrue(svg.contains(">scrollView content 390x945</text>"))
        XCTAssertTrue(svg.contains(">No layout issues.</text>"))
    }

    func testFloatingViewsGuidesAndKeyboard() throws {
        let svg = SceneSVG.render(try buildExample("000-forecast-layout-guides.json"))
        XCTAssertEqual(element("view-infoButton", in: svg)?["class"], "view floating")
        XCTAssertEqual(element("view-infoButton", in: svg)?["y"], "55")
        XCTAssertTrue(svg.contains(">infoButton (floating)</text>"))
        XCTAssertEqual(element("guide-scroll.layoutMarginsGuide", in: svg)?["stroke-dasharray"], "6 4")
        XCTAssertNil(element("guide-scroll.contentLayoutGuide", in: svg))
        let keyboard = SceneSVG.render(try buildExample("004-keyboard-avoiding.json"))
        XCTAssertTrue(keyboard.contains("class=\"keyboard\" x=\"0\" y=\"508\" width=\"390\" height=\"336\""))
    }

    func testBrokenConstraintsAndAmbiguityAreRedInTheCaption() throws {
        let built = try buildScene(
            sceneText(constraints: ["\"content.height == 400\"", "\"content.height == 500\"", "\"content.top == view.top\""]))
        let svg = SceneSVG.render(built)
        XCTAssertTrue(svg.contains("fill=\"#d62728\">Broken: content.height == 500 (line 8)</text>"), svg)
        XCTAssertTrue(svg.contains(">    conflicts with content.height == 400 (line 7)</text>"))
        // `content.top == view.top` ties a subview of the scroll view to an item outside it:
        // it floats (TN2154), and nothing sets its horizontal position or width.
        XCTAssertEqual(element("view-content", in: svg)?["class"], "view floating ambiguous")
        XCTAssertTrue(svg.contains(">content (floating) AMBIGUOUS LAYOUT</text>"))
    }

    func testTextIsEscaped() {
        XCTAssertEqual(SVGDocument.escape("a < b & \"c\""), "a &lt; b &amp; &quot;c&quot;")
    }
}
