// The scene format's `stack` kind: settings, arranged subviews, hidden views, errors, the
// stack example and its picture.

import LayoutAnchors
import XCTest

@testable import LayoutScene

final class SceneStackTests: XCTestCase {
    private func stackScene(_ stack: String, extraConstraint: String = "") -> String {
        """
        { "window": { "size": [390, 844] },
          "root": { "id": "view", "subviews": [
            { "id": "row", "kind": "stack", "stack": \(stack), "subviews": [
              { "id": "a", "intrinsicSize": [40, 20] },
              { "id": "b", "intrinsicSize": [60, 30], "hidden": false },
              { "id": "c", "intrinsicSize": [100, 10] } ] } ] },
          "constraints": ["row.leading == view.leading + 10", "row.top == view.top + 20"\(extraConstraint)] }
        """
    }

    func testStackArrangesItsSubviews() throws {
        // Vertical, spacing 10, 16 after a: 20 + 16 + 30 + 10 + 10 = 86 high; leading
        // alignment keeps intrinsic widths; the widest (c) sets the stack's width.
        let built = try buildScene(
            stackScene(#"{ "axis": "vertical", "spacing": 10, "alignment": "leading", "customSpacing": { "a": 16 } }"#))
        let stack = try XCTUnwrap(built.views["row"] as? StackView)
        XCTAssertEqual(stack.arrangedSubviews.count, 3)
        XCTAssertEqual(stack.frame, Rect(x: 10, y: 20, width: 100, height: 86))
        XCTAssertEqual(built.views["b"]?.frame, Rect(x: 0, y: 36, width: 60, height: 30))
        XCTAssertEqual(built.views["c"]?.frame, Rect(x: 0, y: 76, width: 100, height: 10))
        XCTAssertTrue(built.window.layoutIssues.isEmpty)
    }

    func testDistributionAndHiddenViews() throws {
        // Horizontal, equal spacing in 300 points, b hidden: one gap of 300 - 140 = 160.
        let text = stackScene(#"{ "distribution": "equalSpacing", "spacing": 8 }"#, extraConstraint: #", "row.width == 300""#)
            .replacingOccurrences(of: #""hidden": false"#, with: #""hidden": true"#)
        let built = try buildScene(text)
        XCTAssertEqual(built.views["b"]?.frame.width, 0)
        XCTAssertEqual(built.views["c"]?.frame, Rect(x: 200, y: 0, width: 100, height: 30))
    }

    func testStackSettingsNeedTheStackKind() {
        let text = #"{ "window": { "size": [390, 844] }, "root": { "id": "view", "subviews": [ { "id": "x", "stack": { } } ] } }"#
        let error = sceneError { _ = try buildScene(text) }
        XCTAssertTrue(error?.message.contains("'stack' needs \"kind\": \"stack\"") ?? false, error?.description ?? "")
    }

    func testCustomSpacingMustNameAnArrangedSubview() {
        let error = sceneError { _ = try buildScene(stackScene(#"{ "customSpacing": { "ghost": 4 } }"#)) }
        XCTAssertTrue(error?.message.contains("'ghost', which is not a subview of stack 'row'") ?? false, error?.description ?? "")
    }

    func testUnknownAlignmentIsReported() {
        let error = sceneError { _ = try buildScene(stackScene(#"{ "alignment": "middle" }"#)) }
        XCTAssertNotNil(error)
    }

    func testStackExampleHasNoIssuesAndCollapsesItsHiddenRow() throws {
        let built = try buildExample("006-stack-settings.json")
        XCTAssertTrue(built.window.layoutIssues.isEmpty, "\(built.window.layoutIssues)")
        XCTAssertEqual(built.views["advanced"]?.frame.height, 0)
        // The hidden row takes no spacing: the footer starts where the row would have.
        XCTAssertEqual(built.views["footer"]?.frame.minY, built.views["advanced"]?.frame.minY)
        // The title is 16 inside the safe area (47) by the stack's margins.
        XCTAssertEqual(built.views["title"]?.frame.minY, 63)
        let svg = SceneSVG.render(built)
        XCTAssertTrue(svg.contains("class=\"view stack\""))
    }
}
