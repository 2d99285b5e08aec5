// Compiled copies of the LayoutScene catalog's Swift samples (ArticleSampleCheckTests keeps
// them identical to the articles: `// sample: FILE N` ... `// end sample`).

import LayoutAnchors
import LayoutScene
import XCTest

final class DocumentationSampleTests: XCTestCase {
    func testOverviewSampleBuildsTheCard() throws {
        // sample: LayoutScene.md 1
        let text = """
            {
              "window": { "size": [390, 844] },
              "root": { "id": "view", "subviews": [ { "id": "card" } ] },
              "constraints": [
                "card.top == view.top + 20",
                "card.leading == view.leading + 16",
                "card.trailing == view.trailing - 16",
                "card.height == 120"
              ]
            }
            """
        let scene = try SceneParser.parse(text, file: "card.json")
        let built = try SceneBuilder.build(scene, file: "card.json")
        let frame = built.views["card"]!.frame  // x 16, y 20, width 390 - 16 - 16 = 358, height 120
        let report = RenderReport(built).text  // the view tree with frames, and any issues
        let picture = SceneSVG.render(built)  // the same as an SVG picture
        // end sample
        XCTAssertEqual(frame, Rect(x: 16, y: 20, width: 358, height: 120))
        XCTAssertTrue(report.contains("card"), report)
        XCTAssertTrue(picture.hasPrefix("<svg") || picture.hasPrefix("<?xml"), String(picture.prefix(80)))
    }
}
