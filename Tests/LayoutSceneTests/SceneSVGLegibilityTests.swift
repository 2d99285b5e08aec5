import LayoutAnchors
import XCTest

@testable import LayoutScene

/// Scene pictures stay readable: labels do not overlap, every frame's numbers are in a
/// `<title>` shown on hover, and a legend explains the colours.
final class SceneSVGLegibilityTests: XCTestCase {
    /// Three views pinned to the same top-left corner of the root: their labels would
    /// share one spot without collision avoidance.
    private func sharedCornerScene() throws -> BuiltScene {
        try buildScene(
            """
            {
              "window": { "size": [390, 844] },
              "root": { "id": "view", "subviews": [ { "id": "alpha" }, { "id": "beta" }, { "id": "gamma" } ] },
              "constraints": [
                "alpha.top == view.top", "alpha.leading == view.leading", "alpha.width == 200", "alpha.height == 100",
                "beta.top == view.top", "beta.leading == view.leading", "beta.width == 150", "beta.height == 80",
                "gamma.top == view.top", "gamma.leading == view.leading", "gamma.width == 100", "gamma.height == 60"
              ]
            }
            """)
    }

    /// The (x, y) of the `<text>` whose content is exactly `content`.
    private func textPosition(_ content: String, in svg: String) -> (Double, Double)? {
        guard let line = svg.split(separator: "\n").first(where: { $0.hasSuffix(">\(content)</text>") }) else { return nil }
        func number(_ key: String) -> Double? {
            guard let start = line.range(of: " \(key)=\"") else { return nil }
            return Double(line[start.upperBound...].prefix { $0 != "\"" })
        }
        guard let x = number("x"), let y = number("y") else { return nil }
        return (x, y)
    }

    func testLabelsOfViewsSharingACornerDoNotOverlap() throws {
        let svg = SceneSVG.render(try sharedCornerScene())
        let positions = try ["alpha", "beta", "gamma"].map { try XCTUnwrap(textPosition($0, in: svg), $0) }
        // All four labels (the root `view` first, drawn before its subviews) prefer the corner
        // (0 + 3, 0 + 12); each later one moves down by whole lines of 11 (10-point text
        // plus 1) until it clears the others: view 12, then 23, 34, 45.
        XCTAssertEqual(textPosition("view", in: svg)?.1, 12)
        XCTAssertEqual(positions.map(\.0), [3, 3, 3])
        XCTAssertEqual(positions.map(\.1).sorted(), [23, 34, 45])
    }

    func testEveryViewRectangleHasAHoverTitleWithItsFrame() throws {
        let svg = SceneSVG.render(try sharedCornerScene())
        // beta: top-left corner of the root, 150 x 80 (its constraints).
        XCTAssertTrue(svg.contains("<title>beta\nframe (0, 0, 150, 80) in its superview\ndrawn at (0, 0, 150, 80)\n\n"), svg)
        // Then why the frame is there, per axis (explainLayout): its width constraint gives 150.
        XCTAssertTrue(svg.contains("View:'beta' along the horizontal axis"), svg)
        XCTAssertTrue(svg.contains("gives beta.width = 150"), svg)
        let viewRects = svg.split(separator: "\n").filter { $0.contains("class=\"view") && $0.contains("<rect") }
        XCTAssertEqual(viewRects.count, 4)  // view, alpha, beta, gamma
        XCTAssertTrue(viewRects.allSatisfy { $0.contains("<title>") })
    }

    func testLegendNamesEveryColour() throws {
        let svg = SceneSVG.render(try buildExample("000-forecast-layout-guides.json"))
        XCTAssertTrue(svg.contains("<g class=\"legend\""))
        for meaning in [
            "window", "safe area", "view", "scroll view", "label", "floating view", "ambiguous",
            "layout guide", "readable content guide", "visible region", "keyboard",
        ] {
            XCTAssertTrue(svg.contains(">\(meaning)</text>"), meaning)
        }
        // The legend is inside the canvas: its rows end above the document's height.
        let height = try XCTUnwrap(Double(svg.split(separator: "\"")[5]))
        let legendTop = try XCTUnwrap(
            svg.range(of: "class=\"legend\" transform=\"translate(20 ").map {
                Double(svg[$0.upperBound...].prefix { $0 != ")" })
            } ?? nil)
        XCTAssertLessThanOrEqual(legendTop + SVGLegend.height(width: 640), height)
    }

    func testPlacementMovesOnlyOverlappingLabels() {
        var placement = LabelPlacement()
        let first = placement.place("abc", at: Point(x: 0, y: 10), fontSize: 10)
        let apart = placement.place("abc", at: Point(x: 100, y: 10), fontSize: 10)
        let below = placement.place("abc", at: Point(x: 5, y: 10), fontSize: 10)
        XCTAssertEqual(first, Point(x: 0, y: 10))
        XCTAssertEqual(apart, Point(x: 100, y: 10), "3 characters at 10 pt are 16.8 wide: no overlap at x 100")
        XCTAssertEqual(below, Point(x: 5, y: 21), "overlaps the first: one line (11) lower")
    }

    /// FuzzScene finding: a caption word longer than a line looped forever (the cut fell on
    /// the continuation's indent). Lines break at the last space that fits, or inside a word.
    func testCaptionWrapBreaksLongWordsAndAlwaysMovesOn() {
        let word = String(repeating: "x", count: 45)
        let lines = SceneDrawing.wrap([("Ambiguous: " + word, "c")], columns: 20).map(\.0)
        // "Ambiguous: " + 45 x's is 56 characters. Line 1: the last space within 20 columns is
        // after "Ambiguous:" (10 characters). Then 4 indent + 16 x's per line: 16 + 16 + 13 = 45.
        XCTAssertEqual(
            lines,
            [
                "Ambiguous:", "    " + String(repeating: "x", count: 16), "    " + String(repeating: "x", count: 16),
                "    " + String(repeating: "x", count: 13),
            ])
        // Fewer than 20 columns are raised to 20; a huge column count keeps the line whole.
        XCTAssertEqual(SceneDrawing.wrap([(word, "c")], columns: 0).map(\.0).first, String(repeating: "x", count: 20))
        XCTAssertEqual(SceneDrawing.wrap([("a b", "c")], columns: 100_000).map(\.0), ["a b"])
    }
}
