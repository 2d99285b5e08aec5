import LayoutAnchors
import XCTest

@testable import LayoutScene

final class SceneBuilderTests: XCTestCase {
    func testBuildsHierarchyAndSolves() throws {
        let built = try buildScene(
            sceneText(constraints: [
                "\"scroll.frameLayoutGuide.top == view.top\"", "\"scroll.frameLayoutGuide.bottom == view.bottom\"",
                "\"scroll.frameLayoutGuide.leading == view.leading\"", "\"scroll.frameLayoutGuide.trailing == view.trailing\"",
                "\"content.top == scroll.contentLayoutGuide.top + 8 @999\"", "\"content.leading == scroll.contentLayoutGuide.leading\"",
                "\"content.trailing == scroll.contentLayoutGuide.trailing\"", "\"content.bottom == scroll.contentLayoutGuide.bottom\"",
                "{ \"anchor\": \"content.width == scroll.frameLayoutGuide.width\", \"id\": \"equalWidth\" }",
                "\"content.height == 2 * scroll.height\"",
            ]))
        XCTAssertTrue(built.window.subviews.first === built.views["view"])
        XCTAssertTrue(built.views["scroll"] is ScrollView)
        XCTAssertEqual(built.views["content"]?.frame, Rect(x: 0, y: 8, width: 390, height: 1688))
        XCTAssertEqual((built.views["scroll"] as? ScrollView)?.contentSize, Size(width: 390, height: 1696))
        XCTAssertEqual(built.constraints.count, 10)
        XCTAssertEqual(built.constraints[4].first?.priority, LayoutPriority(999))
        XCTAssertEqual(built.constraints[8].first?.identifier, "equalWidth")
        XCTAssertTrue(built.allConstraints.allSatisfy(\.isActive))
        XCTAssertTrue(built.window.layoutIssues.isEmpty)
    }

    func testUnknownViewIsNamedWithFileLineAndColumn() {
        let text = sceneText(constraints: ["\"content.top == view.top\"", "\"content.top == contnt.bottom + 8 @999\""])
        let error = sceneError { _ = try buildScene(text, file: "bad.json") }
        XCTAssertEqual(
            error?.description,
            "bad.json:8:21: error: unknown view or guide 'contnt' (known: window, content, scroll, view) in \"content.top == contnt.bottom + 8 @999\""
        )
    }

    func testColumnsCountEscapesAsWritten() {
        // `\t` takes two columns in the file but is one character of the expression.
        let text = sceneText(constraints: ["\"content.top\\t== ghost.top\""])
        let error = sceneError { _ = try buildScene(text) }
        XCTAssertEqual(error?.location, SourceLocation(line: 7, column: 22))
    }

    func testUnknownGuideAttributeAndAxisMismatch() {
        func message(_ constraint: String) -> String? {
            sceneError { _ = try buildScene(sceneText(constraints: ["\"\(constraint)\""])) }?.message
        }
        XCTAssertEqual(
            message("content.top == view.contentLayoutGuide.top"),
            "'view' is not a scroll view, so it has no 'contentLayoutGuide' in \"content.top == view.contentLayoutGuide.top\"")
        XCTAssertEqual(
            message("content.top == scroll.marginGuide.top")?.hasPrefix(
                "unknown guide 'marginGuide' of 'scroll' (expected one of: safeAreaLayoutGuide"), true)
        XCTAssertEqual(message("content.tpo == view.top")?.hasPrefix("unknown attribute 'tpo' (expected one of: leading,"), true)
        XCTAssertEqual(
            message("content.top == view.leading"),
            "cannot relate 'content.top' (Y-axis) to 'view.leading' (X-axis): anchors must be on the same axis in \"content.top == view.leading\""
        )
        XCTAssertEqual(
            message("content.top == 20"),
            "'content.top' is an Y-axis anchor: it needs another anchor on the right (only width and height may equal a constant) in \"content.top == 20\""
        )
        XCTAssertEqual(
            message("content.top == 2 * view.top"),
            "a multiplier is only allowed between width and height anchors in \"content.top == 2 * view.top\"")
    }

    func testVisualFormatErrorsPointIntoTheString() {
        let text = sceneText(constraints: ["\"H:|-[content]-|\"", "\"V:|[content(==200)]-[nope]\""])
        let error = sceneError { _ = try buildScene(text) }
        XCTAssertEqual(error?.location, SourceLocation(line: 8, column: 27))
        XCTAssertEqual(error?.message.contains("nope"), true)
    }

    func testNothingIsActivatedWhenAnyConstraintIsBad() throws {
        // The first constraints are fine, the last is not: the builder throws before it
        // activates anything, and a good scene activates every constraint.
        let bad = try SceneParser.parse(
            sceneText(constraints: ["\"content.top == view.top\"", "\"H:|[content]|\"", "\"content.top == ghost.top\""]))
        XCTAssertThrowsError(try SceneBuilder.build(bad)) { XCTAssertTrue($0 is SceneError) }
        let good = try SceneBuilder.build(
            try SceneParser.parse(sceneText(constraints: ["\"content.top == view.top\"", "\"H:|[content]|\""])))
        XCTAssertEqual(good.allConstraints.map(\.isActive), [true, true, true])
    }

    func testUnsatisfiableConstraintIsReportedWithSceneLines() throws {
        let built = try buildScene(
            sceneText(constraints: [
                "\"content.height == 400\"", "\"content.height == 500\"",
            ]))
        let report = RenderReport(built)
        let issue = try XCTUnwrap(report.issues.first { $0.kind == "unsatisfiable" })
        XCTAssertEqual(issue.constraint, "content.height == 500")
        XCTAssertEqual(issue.line, 8)
        XCTAssertEqual(issue.conflicts, ["content.height == 400 (line 7)"])
    }
}
