import LayoutAnchors
import XCTest

typealias IndexPath = LayoutAnchors.IndexPath

final class TableViewBasicsTests: XCTestCase {
    func testFixedRowsRealiseOnlyTheVisibleOnes() {
        // 100 rows of 44 in a 320 x 480 table: rows 0...10 meet 0..<480 (row 10 spans
        // 440...484); contentSize 100 x 44 = 4400.
        let model = RowsModel([texts(100)])
        let (window, table) = makeTable(model: model) { $0.rowHeight = 44 }
        XCTAssertEqual(table.contentSize, Size(width: 320, height: 4400))
        XCTAssertEqual(table.indexPathsForVisibleRows, (0...10).map { IndexPath(row: $0, section: 0) })
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 3, section: 0))?.frame, Rect(x: 0, y: 132, width: 320, height: 44))
        // The content view: the row less the 0.5 separator at scale 2.
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 3, section: 0))?.contentView.frame, Rect(x: 0, y: 0, width: 320, height: 43.5))
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 99, section: 0)), Rect(x: 0, y: 4356, width: 320, height: 44))
        // Scroll to 1000: rows meeting 1000..<1480 are 22 (968...1012) to 33 (1452...1496).
        table.contentOffset = Point(x: 0, y: 1000)
        window.layoutIfNeeded()
        XCTAssertEqual(table.indexPathsForVisibleRows?.first, IndexPath(row: 22, section: 0))
        XCTAssertEqual(table.indexPathsForVisibleRows?.last, IndexPath(row: 33, section: 0))
        XCTAssertEqual(table.visibleCells.count, 12)
        XCTAssertEqual(table.indexPathForRow(at: Point(x: 10, y: 1013)), IndexPath(row: 23, section: 0))
        XCTAssertTrue(table.layoutIssues.isEmpty, "\(table.layoutIssues)")
    }
}

final class TableViewScrollToRowTests: XCTestCase {
    func testPositions() {
        // 100 rows of 44 (content 4400) in a 480-high table; row 50 spans 2200...2244.
        let model = RowsModel([texts(100)])
        let (window, table) = makeTable(model: model) { $0.rowHeight = 44 }
        let row50 = IndexPath(row: 50, section: 0)
        table.scrollToRow(at: row50, at: .top, animated: false)
        XCTAssertEqual(table.contentOffset.y, 2200)
        table.scrollToRow(at: row50, at: .middle, animated: true)
        XCTAssertEqual(table.contentOffset.y, 2222 - 240)  // its middle at the middle
        table.scrollToRow(at: row50, at: .bottom, animated: false)
        XCTAssertEqual(table.contentOffset.y, 2244 - 480)
        // .none from the top: the least scroll that shows it, its bottom at the bottom.
        table.contentOffset = .zero
        table.scrollToRow(at: row50, at: .none, animated: false)
        XCTAssertEqual(table.contentOffset.y, 1764)
        // The last row at the top clamps to the end: 4400 - 480.
        table.scrollToRow(at: IndexPath(row: 99, section: 0), at: .top, animated: false)
        XCTAssertEqual(table.contentOffset.y, 3920)
        window.layoutIfNeeded()
        XCTAssertEqual(table.indexPathsForVisibleRows?.last, IndexPath(row: 99, section: 0))
    }

    func testSelfSizingRowAtTheTop() {
        // Rows of 41 ("row i", see TableViewSelfSizingTests), estimated at 44 until measured;
        // scrolled to its top, the rows above row 30 that were never on screen stay estimated.
        let model = RowsModel([texts(100)])
        let (window, table) = makeTable(model: model)
        // Rows 0...11 were measured at the first layout (11 x 41 = 451 < 480): 12 x 41 +
        // 18 x 44 = 492 + 792 = 1284.
        table.scrollToRow(at: IndexPath(row: 30, section: 0), at: .top, animated: false)
        XCTAssertEqual(table.contentOffset.y, 1284)
        window.layoutIfNeeded()
        XCTAssertEqual(table.indexPathsForVisibleRows?.first, IndexPath(row: 30, section: 0))
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 30, section: 0))?.frame, Rect(x: 0, y: 1284, width: 320, height: 41))
    }
}
