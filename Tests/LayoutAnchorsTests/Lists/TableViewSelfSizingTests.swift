import LayoutAnchors
import XCTest

/// Self-sizing rows: the content view fitted at the table's width (less the safe area's sides),
/// plus the 1 / displayScale separator; estimates for the rows not yet on screen.
final class TableViewSelfSizingTests: XCTestCase {
    static let long = "Lunch with the design team and the product managers"  // 51 characters

    /// Even rows "row i", odd rows the long text.
    private func model(_ n: Int) -> RowsModel {
        RowsModel([(0..<n).map { $0 % 2 == 0 ? "row \($0)" : TableViewSelfSizingTests.long }])
    }

    func testHeightsOnTwoDevicesTwoTextSizesBothDirections() {
        // TextCell: a body label inset 10 on every side of the content view.
        // .large: body 17 pt, 8.5 a character, lines of 20.4.
        //   "row 0" is one line: 10 + 20.4 + 10 = 40.4 -> 40.5 on the half-point grid, + 0.5
        //   separator = 41.
        //   The long text on a 320 table (label 300, 35 characters a line): "Lunch with the design
        //   team and the" (34) / "product managers": 2 lines, 10 + 40.8 + 10 = 60.8 -> 61,
        //   + 0.5 = 61.5. On a 390 table (label 370, 43 characters): "... and the product"
        //   (42) / "managers": also 2 lines, 61.5.
        // .accessibilityExtraLarge: body 40 pt, 20 a character, lines of 48.
        //   "row 0": 10 + 48 + 10 + 0.5 = 68.5.
        //   Long on 320 (15 characters a line): "Lunch with the" / "design team and" /
        //   "the product" / "managers": 4 lines, 10 + 192 + 10 + 0.5 = 212.5.
        //   Long on 390 (18 characters): "Lunch with the" (+ " design" = 21) / "design team and"
        //   (+ " the" = 19) / "the product" (+ " managers" = 20) / "managers": 4 lines, 212.5.
        let cases: [(Size, ContentSizeCategory, Double, Double)] = [
            (Size(width: 320, height: 480), .large, 41, 61.5),
            (Size(width: 390, height: 844), .large, 41, 61.5),
            (Size(width: 320, height: 480), .accessibilityExtraLarge, 68.5, 212.5),
            (Size(width: 390, height: 844), .accessibilityExtraLarge, 68.5, 212.5),
        ]
        for (size, category, short, long) in cases {
            for direction in [LayoutDirection.leftToRight, .rightToLeft] {
                let label = "\(size) \(category) \(direction)"
                let rows = model(40)  // the table holds its data source weakly
                let (_, table) = makeTable(size: size, direction: direction, category: category, model: rows)
                // Rows are realised while their top is above the bottom of the bounds: row k's
                // top is (k / 2) * (short + long), plus short for odd k.
                func top(_ k: Int) -> Double { Double(k / 2) * (short + long) + (k % 2 == 1 ? short : 0) }
                let realised = (0..<40).filter { top($0) < size.height }
                XCTAssertEqual(table.indexPathsForVisibleRows, realised.map { IndexPath(row: $0, section: 0) }, label)
                for k in realised {
                    let expected = Rect(x: 0, y: top(k), width: size.width, height: k % 2 == 0 ? short : long)
                    XCTAssertEqual(table.cellForRow(at: IndexPath(row: k, section: 0))?.frame, expected, "\(label) row \(k)")
                }
                // The rest count at the estimate, 44: contentSize is the measured rows plus
                // 44 for each other row.
                let measured = realised.map { $0 % 2 == 0 ? short : long }.reduce(0, +)
                XCTAssertEqual(table.contentSize.height, measured + Double(40 - realised.count) * 44, label)
                XCTAssertTrue(table.layoutIssues.isEmpty, "\(label): \(table.layoutIssues)")
            }
        }
    }

    func testExactModeMeasuresEveryRowAtReload() {
        // estimatedRowHeight = 0: all 40 rows measured: 20 x (41 + 61.5) = 2050.
        let rows = model(40)
        let (_, table) = makeTable(model: rows) { $0.estimatedRowHeight = 0 }
        XCTAssertEqual(table.contentSize.height, 2050)
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 39, section: 0)), Rect(x: 0, y: 2050 - 61.5, width: 320, height: 61.5))
        // Measuring 40 rows used one cell at a time: only the visible ones (0...9: row 9
        // starts at 4 x 102.5 + 41 = 451 < 480) hold cells, the queue the rest.
        XCTAssertEqual(table.visibleCells.count, 10)
    }

    func testSafeAreaSidesInsetTheContentView() {
        // A landscape phone, 844 x 390 with 47-point sides: the content view is 844 - 94 = 750
        // wide at x = 47; the label 730 fits the long text on one line (51 x 8.5 = 433.5):
        // 41 for every row. Without insetsContentViewsToSafeArea the content view is 844 wide.
        let safe = EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
        let rows = model(20)
        let (_, table) = makeTable(size: Size(width: 844, height: 390), safeArea: safe, model: rows)
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))
        XCTAssertEqual(cell?.frame, Rect(x: 0, y: 41, width: 844, height: 41))
        XCTAssertEqual(cell?.contentView.frame, Rect(x: 47, y: 0, width: 750, height: 40.5))
        let (_, flush) = makeTable(size: Size(width: 844, height: 390), safeArea: safe, model: rows) {
            $0.insetsContentViewsToSafeArea = false
        }
        XCTAssertEqual(flush.cellForRow(at: IndexPath(row: 1, section: 0))?.contentView.frame, Rect(x: 0, y: 0, width: 844, height: 40.5))
    }

    func testDelegateHeightAndNoSeparatorWin() {
        // Row 2 fixed at 100 by the delegate; no separator: "row 0" is 40.5.
        let rows = model(10)
        rows.fixedHeights[IndexPath(row: 2, section: 0)] = 100
        let (_, table) = makeTable(model: rows) { $0.separatorStyle = .none }
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)).height, 40.5)
        // Row 1: 61 (no separator); row 2 at 40.5 + 61 = 101.5, 100 high.
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 2, section: 0)), Rect(x: 0, y: 101.5, width: 320, height: 100))
    }

    func testWidthChangeRemeasures() {
        // 320 -> 160 wide: the label gets 140 (16 characters): "row 0" still one line (41);
        // the long text: "Lunch with the" (14, + " design" = 21) / "design team and" (15)
        // / "the product" (11, + " managers" = 20) / "managers": 4 lines, 10 + 81.6 + 10 =
        // 101.6 -> 101.5, + 0.5 = 102.
        let rows = model(10)
        let (window, table) = makeTable(model: rows)
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 1, section: 0)).height, 61.5)
        table.frame = Rect(x: 0, y: 0, width: 160, height: 480)
        window.layoutIfNeeded()
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 1, section: 0)), Rect(x: 0, y: 41, width: 160, height: 102))
    }
}
