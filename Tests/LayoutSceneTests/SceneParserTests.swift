import LayoutAnchors
import XCTest

@testable import LayoutScene

final class SceneParserTests: XCTestCase {
    func testParsesWindowViewsAndConstraints() throws {
        let text = """
            {
              "title": "T",
              "window": { "size": [390, 844], "safeArea": { "top": 47, "bottom": 34 }, "direction": "rightToLeft",
                          "contentSizeCategory": "extraLarge", "keyboard": 300 },
              "controller": { "additionalSafeAreaInsets": { "bottom": 10 } },
              "metrics": { "pad": 15 },
              "root": { "id": "view", "margins": 20, "subviews": [
                { "id": "scroll", "kind": "scrollView", "scroll": { "contentOffset": [0, 50], "alwaysBounceVertical": true },
                  "guides": ["spacer"], "subviews": [
                  { "id": "title", "kind": "label", "text": "Hi", "lines": 0, "font": "headline" },
                  { "id": "image", "intrinsicSize": [300, null], "hugging": [251, null] }
                ]}
              ]},
              "constraints": [
                "title.top == scroll.contentLayoutGuide.top + 8 @999",
                { "vfl": "H:|-pad-[image]", "options": ["alignAllTop"] },
                { "anchor": "image.width == 100", "id": "imageWidth" }
              ]
            }
            """
        let scene = try SceneParser.parse(text, file: "t.json")
        XCTAssertEqual(scene.title, "T")
        XCTAssertEqual(scene.window.size, Size(width: 390, height: 844))
        XCTAssertEqual(scene.window.safeArea, EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(scene.window.direction, .rightToLeft)
        XCTAssertEqual(scene.window.contentSizeCategory, .extraLarge)
        XCTAssertEqual(scene.window.keyboardFrame, Rect(x: 0, y: 544, width: 390, height: 300))
        XCTAssertEqual(scene.controller.additionalSafeAreaInsets.bottom, 10)
        XCTAssertEqual(scene.metrics, ["pad": 15])
        XCTAssertEqual(scene.allViews.map(\.id), ["view", "scroll", "title", "image"])
        XCTAssertEqual(scene.allViews.map(\.kind), [.view, .scrollView, .label, .view])
        XCTAssertTrue(scene.root.translatesAutoresizingMask)
        XCTAssertFalse(scene.allViews[1].translatesAutoresizingMask)
        XCTAssertEqual(scene.root.margins, EdgeInsets(top: 20, left: 20, bottom: 20, right: 20))
        XCTAssertEqual(scene.allViews[1].scroll?.contentOffset, Point(x: 0, y: 50))
        XCTAssertEqual(scene.allViews[1].guides, ["spacer"])
        XCTAssertEqual(scene.allViews[2].label?.text, "Hi")
        XCTAssertEqual(scene.allViews[2].label?.numberOfLines, 0)
        XCTAssertEqual(scene.allViews[3].intrinsicSize, Size(width: 300, height: View.noIntrinsicMetric))
        XCTAssertEqual(scene.allViews[3].hugging.horizontal, 251)
        XCTAssertEqual(
            scene.constraints.map(\.text), ["title.top == scroll.contentLayoutGuide.top + 8 @999", "H:|-pad-[image]", "image.width == 100"])
        XCTAssertEqual(scene.constraints[0].textLocation, SourceLocation(line: 15, column: 6))
        XCTAssertEqual(scene.constraints[2].identifier, "imageWidth")
        guard case .visualFormat(let options) = scene.constraints[1].form else { return XCTFail("not VFL") }
        XCTAssertEqual(options, .alignAllTop)
    }

    func testUnknownKeyIsNamedWithItsPosition() {
        let error = sceneError {
            _ = try SceneParser.parse("{\"window\": {\"size\": [1, 2]},\n \"root\": {\"id\": \"v\", \"colour\": 1}}", file: "s.json")
        }
        XCTAssertEqual(error?.file, "s.json")
        XCTAssertEqual(error?.location, SourceLocation(line: 2, column: 22))
        XCTAssertTrue(error?.message.hasPrefix("unknown key 'colour' in view 'v' (expected one of:") ?? false, error?.message ?? "")
    }

    func testMissingAndMistypedValuesSayWhatWasExpected() {
        XCTAssertEqual(
            sceneError { _ = try SceneParser.parse("{\"root\": {\"id\": \"v\"}}") }?.message,
            "missing 'window' in the scene (expected {\"size\": [width, height]})")
        XCTAssertEqual(
            sceneError { _ = try SceneParser.parse("{\"window\": {\"size\": [1]}, \"root\": {\"id\": \"v\"}}") }?.message,
            "expected 2 numbers [width, height] for the window size, found 1")
        XCTAssertEqual(
            sceneError { _ = try SceneParser.parse("{\"window\": {\"size\": [1, 2]}, \"root\": {\"id\": \"v\", \"kind\": \"scroll\"}}") }?
                .message,
            "unknown value 'scroll' for 'kind' of view 'v' (expected one of: view, scrollView, label, stack, table, collection)")
        XCTAssertEqual(
            sceneError { _ = try SceneParser.parse("{\"window\": {\"size\": [1, 2]}, \"root\": {\"id\": \"v\", \"text\": \"x\"}}") }?
                .message,
            "'text', 'lines', 'font' and 'preferredMaxLayoutWidth' need \"kind\": \"label\" (view 'v' is a view)")
    }

    func testDuplicateNamesAreRejected() {
        let text = "{\"window\": {\"size\": [1, 2]}, \"root\": {\"id\": \"v\", \"subviews\": [{\"id\": \"a\"},\n{\"id\": \"a\"}]}}"
        let error = sceneError { _ = try SceneParser.parse(text) }
        XCTAssertEqual(error?.location, SourceLocation(line: 2, column: 1))
        XCTAssertEqual(error?.message, "the name 'a' is used twice (first at 1:63)")
    }
}
