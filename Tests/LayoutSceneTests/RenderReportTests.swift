import Foundation
import XCTest

@testable import LayoutScene

final class RenderReportTests: XCTestCase {
    func testSeed001TextHasExactFrames() throws {
        let report = RenderReport(try buildExample("001-visual-format-scroll.json"))
        XCTAssertEqual(
            report.text,
            """
            Seed 001: scroll view set up with the Visual Format Language: window 390x844, safe area (47, 0, 34, 0), 18 constraints

            •Window:window (0, 0, 390, 844)
            |   •View:view (0, 0, 390, 844)
            |   |   *ScrollView:scrollView (0, 0, 390, 844)
            |   |   |   *View:contentView (0, 0, 390, 945)
            |   |   |   |   *View:greenView (15, 15, 360, 400)
            |   |   |   |   *View:whiteView (15, 430, 360, 500)
            (* laid out by constraints, • by frame; frames in superview coordinates)

            Scroll views:
              scrollView: contentSize 390x945, contentOffset (0, -47), adjustedContentInset (47, 0, 34, 0)

            Layout issues: none
            """)
    }

    func testSeed000FloatingButtonAndScrolledOffset() throws {
        let built = try buildExample("000-forecast-layout-guides.json")
        let report = RenderReport(built)
        let button = try XCTUnwrap(report.views.first { $0.id == "infoButton" })
        // Pinned to the scroll view's margins (safe area 47 + 8), scrolled by 240: it stays put.
        XCTAssertEqual(button.frame, [8, 295, 22, 22])
        XCTAssertEqual(button.windowFrame, [8, 55, 22, 22])
        XCTAssertEqual(report.scrollViews.first?.contentOffset, [0, 240])
        XCTAssertTrue(report.issues.isEmpty)
    }

    func testSeed003PinsTheContentWidth() throws {
        // The example pins the image's leading and trailing to the content area (the article
        // leaves the scrollable width ambiguous; the seed tests in LayoutAnchorsTests keep that version), so the
        // content is as wide as the frame, 390, and there is no issue.
        let report = RenderReport(try buildExample("003-text-fields-scroll.json"))
        XCTAssertEqual(report.issues.map(\.kind), [])
        XCTAssertEqual(report.scrollViews.first?.contentSize, [390, 958])
        XCTAssertTrue(report.text.contains("Layout issues: none"), report.text)
    }

    func testJSONRoundTripsAndIsSorted() throws {
        let report = RenderReport(try buildExample("004-keyboard-avoiding.json"))
        let decoded = try JSONDecoder().decode(RenderReport.self, from: Data(report.json.utf8))
        XCTAssertEqual(decoded, report)
        XCTAssertTrue(report.json.hasPrefix("{\n  \"constraintCount\" : 14,"), report.json)
        XCTAssertEqual(report.scrollViews.first?.adjustedContentInset, [47, 0, 336, 0])
    }

    func testLayoutTraceMarksAmbiguousViews() throws {
        let built = try buildScene(sceneText(constraints: ["\"content.top == view.top\""]))
        let trace = LayoutTrace.trace(of: built.window)
        XCTAssertTrue(trace.contains("|   |   |   *View:content (0, 0, 0, 0) - AMBIGUOUS LAYOUT"), trace)
        XCTAssertTrue(trace.hasPrefix("•Window (0, 0, 390, 844)"), trace)  // unnamed: its type
    }

    func testConstraintTextInUIKitStyle() throws {
        let built = try buildScene(
            sceneText(constraints: [
                "{ \"anchor\": \"content.height == 400\", \"id\": \"h\" }",
                "\"content.width == 0.5 * scroll.frameLayoutGuide.width - 4 @999\"",
            ]))
        let writer = ConstraintText(name: built.name(of:))
        XCTAssertEqual(writer.debug(built.allConstraints[0]), "<LayoutConstraint 'h' content.height == 400 @1000>")
        XCTAssertEqual(writer.expression(built.allConstraints[1]), "content.width == 0.5 * scroll.frameLayoutGuide.width - 4 @999")
    }
}
