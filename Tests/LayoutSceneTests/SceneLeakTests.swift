import LayoutAnchors
import XCTest

@testable import LayoutScene

/// A whole scene (window, controller, views, guides, constraints), rendered to text, JSON and
/// SVG and scrolled, is freed when the caller drops it (issue 11, defect 2).
final class SceneLeakTests: XCTestCase {
    func testEveryExampleSceneIsFreedAfterRendering() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: examplesDirectory.path)
            .filter { $0.hasSuffix(".json") }.sorted()
        XCTAssertGreaterThanOrEqual(names.count, 5, "the five seed scenes")
        for name in names {
            weak var window: Window?
            weak var controller: ViewController?
            weak var someView: View?
            weak var someGuide: LayoutGuide?
            weak var someConstraint: LayoutConstraint?
            try {
                let built = try buildExample(name)
                window = built.window
                controller = built.controller
                someView = built.orderedViews.last
                someGuide = built.scrollViews.first?.contentLayoutGuide ?? built.window.safeAreaLayoutGuide
                someConstraint = built.allConstraints.first
                if let scroll = built.scrollViews.first { built.scroll(scroll, to: Point(x: 0, y: 120)) }
                let report = RenderReport(built)
                XCTAssertFalse(report.text.isEmpty)
                XCTAssertFalse(report.json.isEmpty)
                XCTAssertTrue(SceneSVG.render(built).hasPrefix("<svg"))
            }()
            XCTAssertNil(window, name)
            XCTAssertNil(controller, name)
            XCTAssertNil(someView, name)
            XCTAssertNil(someGuide, name)
            XCTAssertNil(someConstraint, name)
        }
    }
}
