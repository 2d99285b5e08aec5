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
