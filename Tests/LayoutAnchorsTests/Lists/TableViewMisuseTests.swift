import LayoutAnchors
import XCTest

/// Bad input records an issue in layoutIssues (UIKit raises an exception) and nothing traps;
/// the table stays usable.
final class TableViewMisuseTests: XCTestCase {
    private func issues(_ table: TableView, containing text: String) -> Int {
        table.layoutIssues.filter { $0.description.contains(text) }.count
    }

    func testIndexPathsOutOfRange() {
        let model = RowsModel([texts(5)])
        let (_, table) = makeTable(model: model) { $0.rowHeight = 44 }
        LayoutIssue.withLoggingDisabled {
            XCTAssertNil(table.cellForRow(at: IndexPath(row: 5, section: 0)))
            XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 3)), .zero)
            XCTAssertEqual(table.rect(forSection: -1), .zero)
            XCTAssertEqual(table.numberOfRows(inSection: 9), 0)
            table.scrollToRow(at: IndexPath(row: 99, section: 0), at: .top, animated: false)
        }
        XCTAssertEqual(issues(table, containing: "out of range") + issues(table, containing: "section 9 of 1"), 4)
        XCTAssertEqual(table.contentOffset, .zero)
    }

    func testCellFromAnotherTable() {
        let other = RowsModel([texts(3)])
        let (_, otherTable) = makeTable(model: other) { $0.rowHeight = 44 }
        let model = RowsModel([texts(3)])
        model.strayCell = otherTable.visibleCells.first
        let (window, table) = LayoutIssue.withLoggingDisabled { makeTable(model: model) { $0.rowHeight = 44 } }
        // Each row gets a blank stand-in; the stray cell stays in its own table.
        XCTAssertEqual(table.visibleCells.count, 3)
        XCTAssertTrue(table.visibleCells.allSatisfy { $0 !== model.strayCell })
        XCTAssertTrue(model.strayCell?.superview === otherTable)
        XCTAssertEqual(issues(table, containing: "belongs to another table"), 3)
        XCTAssertTrue(table.window === window)
    }

    func testCountsChangedWithoutTellingTheTable() {
        let model = RowsModel([texts(10)])
        let (window, table) = makeTable(model: model) { $0.rowHeight = 44 }
        model.sections[0].removeLast(7)  // no deleteRows
        table.setNeedsLayout()
        LayoutIssue.withLoggingDisabled { window.layoutIfNeeded() }
        XCTAssertEqual(issues(table, containing: "counts changed"), 1)
        // The table reloaded: 3 rows of 44.
        XCTAssertEqual(table.contentSize.height, 132)
        XCTAssertEqual(table.visibleCells.count, 3)
    }

    func testInvalidUpdate() {
        let model = RowsModel([texts(10)])
        let (window, table) = makeTable(model: model) { $0.rowHeight = 44 }
        model.sections[0].append("extra")
        // Claims two inserted rows where the data source has one more.
        LayoutIssue.withLoggingDisabled {
            table.insertRows(at: [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)], with: .automatic)
            window.layoutIfNeeded()
        }
        XCTAssertEqual(issues(table, containing: "invalid update"), 1)
        XCTAssertEqual(table.contentSize.height, 11 * 44)
    }

    func testBadHeights() {
        // NaN and -5 from the delegate count as 0: rows 0 and 1 are 0 high, row 2 starts at 0.
        let model = RowsModel([texts(4)])
        model.fixedHeights = [IndexPath(row: 0, section: 0): .nan, IndexPath(row: 1, section: 0): -5]
        let (window, table) = LayoutIssue.withLoggingDisabled { makeTable(model: model) { $0.rowHeight = 44 } }
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 2, section: 0)), Rect(x: 0, y: 0, width: 320, height: 44))
        XCTAssertEqual(issues(table, containing: "not a valid height"), 2)
        XCTAssertEqual(table.contentSize.height, 88)
        XCTAssertTrue(table.window === window)
    }

    func testUnregisteredIdentifier() {
        let model = RowsModel([texts(2)])
        let window = Window(size: Size(width: 320, height: 480))
        let table = TableView(frame: window.bounds)
        table.rowHeight = 44
        table.dataSource = model
        window.addSubview(table)
        LayoutIssue.withLoggingDisabled { window.layoutIfNeeded() }
        XCTAssertEqual(table.visibleCells.count, 2)
        XCTAssertEqual(issues(table, containing: "no cell class is registered"), 2)
    }
}

final class TableViewUpdateRangeTests: XCTestCase {
    func testSectionsAndRowsToInsertOutOfRange() {
        // Each claim is out of range for the data source's new shape: an issue and a reload,
        // never a trap.
        let model = RowsModel([texts(3), texts(3)])
        let (window, table) = makeTable(model: model) { $0.rowHeight = 44 }
        LayoutIssue.withLoggingDisabled {
            model.sections.append(texts(2))
            table.insertSections([99], with: .automatic)
            model.sections[0].append("x")
            table.insertRows(at: [IndexPath(row: -1, section: 0)], with: .automatic)
            window.layoutIfNeeded()
        }
        XCTAssertEqual(table.layoutIssues.filter { $0.description.contains("invalid update") }.count, 2)
        // After the reloads: 4 + 3 + 2 rows of 44.
        XCTAssertEqual(table.contentSize.height, 9 * 44)
    }
}

final class TableViewOlderCallsTests: XCTestCase {
    func testBeginEndUpdatesAndDequeueWithoutIndexPath() {
        // 5 rows of 44; inside begin/end: delete row 0 (old) and insert two at 0 (new): 6 rows,
        // 264. An unmatched endUpdates is an issue.
        let model = RowsModel([texts(5)])
        let (window, table) = makeTable(model: model) { $0.rowHeight = 44 }
        table.beginUpdates()
        model.sections[0].remove(at: 0)
        table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        table.beginUpdates()
        model.sections[0].insert(contentsOf: ["a", "b"], at: 0)
        table.insertRows(at: [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)], with: .automatic)
        table.endUpdates()
        XCTAssertEqual(table.numberOfRows(inSection: 0), 5)  // not applied until the outer end
        table.endUpdates()
        window.layoutIfNeeded()
        XCTAssertEqual(table.contentSize.height, 264)
        XCTAssertTrue(table.layoutIssues.isEmpty, "\(table.layoutIssues)")
        LayoutIssue.withLoggingDisabled { table.endUpdates() }
        XCTAssertEqual(table.layoutIssues.count, 1)
        XCTAssertNotNil(table.dequeueReusableCell(withIdentifier: "text"))
        XCTAssertNil(table.dequeueReusableCell(withIdentifier: "unknown"))
    }
}
