import LayoutAnchors
import XCTest

/// Sections: headers and footers, table header and footer views, plain headers pinned while
/// their section is on screen, grouped ones not, inset-grouped rows inside the margins.
final class TableViewSectionsTests: XCTestCase {
    /// Three sections of 10 rows of 44, headers 30, footers 20, a 100 table header view and a
    /// 50 table footer view. Positions (content coordinates):
    ///   table header 0...100;
    ///   section 0: header 100...130, rows 130 + 44 r (to 570), footer 570...590;
    ///   section 1: header 590...620, rows 620 + 44 r (to 1060), footer 1060...1080;
    ///   section 2: header 1080...1110, rows 1110 + 44 r (to 1550), footer 1550...1570;
    ///   table footer 1570...1620 = contentSize.height.
    private func makeSections(
        style: TableView.Style, size: Size = Size(width: 320, height: 480), direction: LayoutDirection = .leftToRight
    ) -> (Window, TableView, RowsModel) {
        let model = RowsModel([texts(10), texts(10), texts(10)])
        model.headers = [0: 30, 1: 30, 2: 30]
        model.footers = [0: 20, 1: 20, 2: 20]
        let (window, table) = makeTable(size: size, style: style, direction: direction, model: model) {
            $0.rowHeight = 44
            $0.tableHeaderView = View(frame: Rect(x: 0, y: 0, width: 10, height: 100))
            $0.tableFooterView = View(frame: Rect(x: 0, y: 0, width: 10, height: 50))
        }
        return (window, table, model)
    }

    func testSectionGeometry() {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let (_, table, model) = makeSections(style: .plain, direction: direction)
            _ = model
            XCTAssertEqual(table.contentSize, Size(width: 320, height: 1620))
            XCTAssertEqual(table.numberOfSections, 3)
            XCTAssertEqual(table.numberOfRows(inSection: 2), 10)
            XCTAssertEqual(table.tableHeaderView?.frame, Rect(x: 0, y: 0, width: 320, height: 100))
            XCTAssertEqual(table.tableFooterView?.frame, Rect(x: 0, y: 1570, width: 320, height: 50))
            XCTAssertEqual(table.rect(forSection: 1), Rect(x: 0, y: 590, width: 320, height: 490))
            XCTAssertEqual(table.rectForHeader(inSection: 1), Rect(x: 0, y: 590, width: 320, height: 30))
            XCTAssertEqual(table.rectForFooter(inSection: 1), Rect(x: 0, y: 1060, width: 320, height: 20))
            XCTAssertEqual(table.rectForRow(at: IndexPath(row: 3, section: 1)), Rect(x: 0, y: 752, width: 320, height: 44))
            // Over a header or a footer there is no row; 621 is in row 0 of section 1.
            XCTAssertNil(table.indexPathForRow(at: Point(x: 5, y: 600)))
            XCTAssertNil(table.indexPathForRow(at: Point(x: 5, y: 575)))
            XCTAssertEqual(table.indexPathForRow(at: Point(x: 5, y: 621)), IndexPath(row: 0, section: 1))
            // At offset 0 (0...480): header 0 on screen at 100; rows of section 0 from 130:
            // rows 0...7 (row 7 spans 438...482).
            XCTAssertEqual(table.headerView(forSection: 0)?.frame, Rect(x: 0, y: 100, width: 320, height: 30))
            XCTAssertEqual(table.indexPathsForVisibleRows?.last, IndexPath(row: 7, section: 0))
        }
    }

    func testPlainHeadersPinWhileTheirSectionIsOnScreen() {
        let (window, table, model) = makeSections(style: .plain)
        _ = model
        // Offset 700 (visible 700...1180): section 1's header sticks at 700; section 2's
        // header sits at 1080 where its section starts.
        table.contentOffset = Point(x: 0, y: 700)
        window.layoutIfNeeded()
        XCTAssertEqual(table.headerView(forSection: 1)?.frame, Rect(x: 0, y: 700, width: 320, height: 30))
        XCTAssertEqual(table.headerView(forSection: 2)?.frame, Rect(x: 0, y: 1080, width: 320, height: 30))
        XCTAssertNil(table.headerView(forSection: 0))
        // Offset 1060: section 1 ends at 1080, so its header stops at 1080 - 30 = 1050.
        table.contentOffset = Point(x: 0, y: 1060)
        window.layoutIfNeeded()
        XCTAssertEqual(table.headerView(forSection: 1)?.frame, Rect(x: 0, y: 1050, width: 320, height: 30))
        // A 20-point top content inset: the pinned top is offset + 20; at offset 700 that is
        // 720.
        table.contentInset = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        table.contentOffset = Point(x: 0, y: 700)
        window.layoutIfNeeded()
        XCTAssertEqual(table.headerView(forSection: 1)?.frame, Rect(x: 0, y: 720, width: 320, height: 30))
        // Headers are in front of the cells.
        if let header = table.headerView(forSection: 1), let cell = table.visibleCells.first {
            XCTAssertGreaterThan(table.subviews.firstIndex { $0 === header } ?? -1, table.subviews.firstIndex { $0 === cell } ?? 99)
        }
    }

    func testGroupedHeadersDoNotPin() {
        let (window, table, model) = makeSections(style: .grouped)
        _ = model
        table.contentOffset = Point(x: 0, y: 700)
        window.layoutIfNeeded()
        // Section 1's header stays at 590...620, off screen.
        XCTAssertNil(table.headerView(forSection: 1))
        XCTAssertEqual(table.headerView(forSection: 2)?.frame, Rect(x: 0, y: 1080, width: 320, height: 30))
    }

    func testInsetGroupedRowsSitInsideTheMargins() {
        // Margins of 20: rows at x 20, 390 - 40 = 350 wide, on a 390 x 844 phone.
        let model = RowsModel([texts(3)])
        let (_, table) = makeTable(size: Size(width: 390, height: 844), style: .insetGrouped, model: model) {
            $0.rowHeight = 44
            $0.layoutMargins = EdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        }
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame, Rect(x: 20, y: 44, width: 350, height: 44))
    }

    func testSelfSizingHeaderView() {
        // A header whose view is a 17-point label inset 8: 8 + 20.4 + 8 = 36.4 -> 36.5 on the
        // half-point grid (a header has no separator).
        final class Model: TableViewDataSource, TableViewDelegate {
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "text", for: indexPath)
            }
            func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
                let view = View(), label = Label(text: "Header")
                label.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(label)
                LayoutConstraint.activate([
                    label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 8),
                    label.topAnchor.constraint(equalTo: view.topAnchor, constant: 8),
                    label.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -8),
                ])
                return view
            }
        }
        let model = Model()
        let window = Window(size: Size(width: 320, height: 480))
        let table = TableView(frame: window.bounds)
        table.rowHeight = 44
        table.register(TextCell.self, forCellReuseIdentifier: "text")
        table.delegate = model
        table.dataSource = model
        window.addSubview(table)
        window.layoutIfNeeded()
        XCTAssertEqual(table.rectForHeader(inSection: 0), Rect(x: 0, y: 0, width: 320, height: 36.5))
        XCTAssertEqual(table.headerView(forSection: 0)?.frame, Rect(x: 0, y: 0, width: 320, height: 36.5))
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY, 36.5)
        XCTAssertTrue(table.layoutIssues.isEmpty, "\(table.layoutIssues)")
    }
}

final class TableViewHeaderPaddingTests: XCTestCase {
    func testTopPaddingSitsAboveHeaders() {
        // Headers of 30 with a top padding of 6: section 0 spans 0...36 + rows; its header view
        // is at 6...36 and row 0 at 36. A NaN padding counts as 0.
        let model = RowsModel([texts(2)])
        model.headers = [0: 30]
        let (window, table) = makeTable(model: model) {
            $0.rowHeight = 44
            $0.sectionHeaderTopPadding = 6
        }
        XCTAssertTrue(table.window === window)
        XCTAssertEqual(table.headerView(forSection: 0)?.frame, Rect(x: 0, y: 6, width: 320, height: 30))
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY, 36)
        table.sectionHeaderTopPadding = .nan
        window.layoutIfNeeded()
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY, 30)
    }
}
