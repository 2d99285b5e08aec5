import LayoutAnchors
import LayoutScene
import XCTest

/// `table` and `collection` kinds in scene files: rows from a template or listed, built,
/// drawn (realised cells and the estimated rest) and checked like other scroll views.
final class ListSceneTests: XCTestCase {
    /// A 390 x 844 window filled by a table of 200 self-sizing rows "Message i" (body, 17 pt
    /// at .large: one line of 20.4; 11 + 20.4 + 11 = 42.4 -> 42.5, + 0.5 separator = 43).
    static let scene = """
        { "window": { "size": [390, 844] },
          "root": { "id": "view", "subviews": [
            { "id": "inbox", "kind": "table", "list": { "rows": { "template": "Message {i}", "count": 200 } } } ] },
          "constraints": [ "inbox.top == view.top", "inbox.bottom == view.bottom",
                           "inbox.leading == view.leading", "inbox.trailing == view.trailing" ] }
        """

    func testTableSceneBuildsAndDraws() throws {
        let built = try SceneBuilder.build(try SceneParser.parse(ListSceneTests.scene))
        let table = try XCTUnwrap(built.views["inbox"] as? TableView)
        // Rows meeting 0..<844 at 43 each: 0...19 (19 x 43 = 817 < 844; row 20 starts at 860).
        XCTAssertEqual(table.indexPathsForVisibleRows?.count, 20)
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 3, section: 0))?.frame, Rect(x: 0, y: 129, width: 390, height: 43))
        // contentSize: 20 measured rows (860) and 180 estimated at 44 (7,920): 8,780.
        XCTAssertEqual(table.contentSize.height, 8780)
        let svg = SceneSVG.render(built)
        XCTAssertTrue(svg.contains("class=\"estimated-rows\""), svg)
        XCTAssertTrue(svg.contains("180 rows estimated"), svg)
        XCTAssertTrue(built.window.layoutIssues.isEmpty, "\(built.window.layoutIssues)")
    }

    func testListedRowsAndCollection() throws {
        let text = """
            { "window": { "size": [320, 480] },
              "root": { "id": "view", "subviews": [
                { "id": "grid", "kind": "collection", "list": { "rows": ["a", "b", "c", "d"], "itemSize": [100, 100] } } ] },
              "constraints": [ "grid.top == view.top", "grid.bottom == view.bottom",
                               "grid.leading == view.leading", "grid.trailing == view.trailing" ] }
            """
        let built = try SceneBuilder.build(try SceneParser.parse(text))
        let grid = try XCTUnwrap(built.views["grid"] as? CollectionView)
        // 3 a line on 320 (x = 0, 110, 220), item 3 on the last line at the leading edge.
        XCTAssertEqual(grid.indexPathsForVisibleItems.count, 4)
        XCTAssertEqual(grid.cellForItem(at: IndexPath(item: 3, section: 0))?.frame, Rect(x: 0, y: 110, width: 100, height: 100))
    }

    func testListSettingsNeedAListKind() {
        let text = """
            { "window": { "size": [320, 480] },
              "root": { "id": "view", "subviews": [ { "id": "box", "list": { "rows": ["a"] } } ] } }
            """
        XCTAssertThrowsError(try SceneParser.parse(text)) { error in
            XCTAssertTrue("\(error)".contains("'list' needs"), "\(error)")
        }
    }

    func testLayoutCheckOnATableScene() throws {
        let result = try run(["check", "-", "--matrix", "smoke"], input: ListSceneTests.scene)
        XCTAssertEqual(result.status, 0, result.out + result.err)
    }

    func testLayoutCheckFindsTruncatedTextInACell() throws {
        // A one-line label of 73 characters at 17 pt (8.5 each) needs far more than the
        // 375 - 16 - 16 = 343 points an iPhone SE's row gives it: truncated.
        let text = """
            { "window": { "size": [390, 844] },
              "root": { "id": "view", "subviews": [
                { "id": "inbox", "kind": "table", "list": { "rowHeight": 30, "lines": 1,
                  "rows": ["A message much too long to fit on one line of a phone screen at this size"] } } ] },
              "constraints": [ "inbox.top == view.top", "inbox.bottom == view.bottom",
                               "inbox.leading == view.leading", "inbox.trailing == view.trailing" ] }
            """
        let result = try run(["check", "-", "--matrix", "smoke"], input: text)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.out.contains("[truncatedText] row 0 > View[0] > Label"), result.out)
        XCTAssertTrue(result.out.contains("has 343 (iPhone SE portrait, L, LTR)"), result.out)
    }
}
