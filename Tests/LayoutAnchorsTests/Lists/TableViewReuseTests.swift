import LayoutAnchors
import XCTest

/// Reuse: only realised rows hold cells, cells that leave go back to their queue and come
/// back through prepareForReuse(); scrolling through many rows makes at most visible + 2 cells.
final class TableViewReuseTests: XCTestCase {
    func testScrollingThroughManyRowsMakesFewCells() {
        // 200 self-sizing rows "row i" (41 each at .large, see TableViewSelfSizingTests),
        // scrolled one screen (480) at a time. A screen holds at most ceil(480 / 41) + 1 =
        // 13 rows that meet it: at most 13 + 2 = 15 cells may ever be made.
        TextCell.made = 0
        let model = RowsModel([texts(200)])
        let (window, table) = makeTable(model: model)
        var offset = 0.0
        var mostVisible = 0
        while offset + 480 < table.contentSize.height {
            offset += 480
            table.contentOffset = Point(x: 0, y: offset)
            window.layoutIfNeeded()
            let visible = table.indexPathsForVisibleRows ?? []
            mostVisible = max(mostVisible, visible.count)
            // The realised rows are exactly those meeting offset..<offset + 480 at 41 each.
            let first = Int((offset / 41).rounded(.down)), last = min(199, Int(((offset + 480) / 41).rounded(.up)) - 1)
            XCTAssertEqual(visible, (first...last).map { IndexPath(row: $0, section: 0) }, "offset \(offset)")
            XCTAssertEqual(table.subviews.filter { $0 is TableViewCell }.count, visible.count)
        }
        XCTAssertLessThanOrEqual(TextCell.made, mostVisible + 2)
        // Every row measured is exact now: 200 x 41 = 8,200 once all were on screen.
        XCTAssertEqual(table.contentSize.height, 8_200)
        // A reused cell was prepared: its reuse count is positive, and it shows its row's text.
        let cell = table.visibleCells.first as? TextCell
        XCTAssertGreaterThan(cell?.reuses ?? 0, 0)
        let row = table.indexPathsForVisibleRows?.first?.row ?? -1
        XCTAssertEqual(cell?.label.text, "row \(row)")
        XCTAssertTrue(table.layoutIssues.isEmpty, "\(table.layoutIssues)")
    }

    func testWillDisplayOncePerAppearance() {
        let model = RowsModel([texts(50)])
        let (window, table) = makeTable(model: model) { $0.rowHeight = 100 }
        // 480 / 100: rows 0...4 appear.
        XCTAssertEqual(model.displayed, (0...4).map { IndexPath(row: $0, section: 0) })
        model.displayed = []
        table.contentOffset = Point(x: 0, y: 250)  // 250..<730: rows 2...7; 5, 6, 7 appear
        window.layoutIfNeeded()
        XCTAssertEqual(model.displayed, (5...7).map { IndexPath(row: $0, section: 0) })
    }

    func testFreedTableWithLiveCellsLeaksNothing() {
        weak var weakTable: TableView?
        weak var weakVisible: TableViewCell?
        weak var weakQueued: TableViewCell?
        let model = RowsModel([texts(100)])
        do {
            let (window, table) = makeTable(model: model)
            table.contentOffset = Point(x: 0, y: 1000)
            window.layoutIfNeeded()
            weakTable = table
            weakQueued = table.visibleCells.first  // row 24: in a queue once scrolled back
            table.contentOffset = Point(x: 0, y: 0)
            window.layoutIfNeeded()
            weakVisible = table.visibleCells.first
        }
        XCTAssertNil(weakTable)
        XCTAssertNil(weakVisible)
        XCTAssertNil(weakQueued)
    }
}
