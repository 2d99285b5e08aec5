import LayoutAnchors
import XCTest

/// Random data source changes between layouts, told and untold, with bad heights and calls out
/// of range: nothing traps, every misuse is an issue, and after each layout of the table it
/// shows exactly the data source's rows (an untold change is noticed and the table reloads).
final class TableViewChaosTests: XCTestCase {
    final class Model: TableViewDataSource, TableViewDelegate {
        var sections: [[Double]] = [[]]
        func numberOfSections(in tableView: TableView) -> Int { sections.count }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
            section < sections.count ? sections[section].count : 0
        }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "plain", for: indexPath)
        }
        func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double {
            guard indexPath.section < sections.count, indexPath.row < sections[indexPath.section].count else { return 44 }
            return sections[indexPath.section][indexPath.row]
        }
    }

    func testChaos() {
        var state: UInt64 = 7
        func next(_ n: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(max(1, n)))
        }
        let heights: [Double] = [10, 44, 0, -3, .nan, .infinity, 80.5]
        let model = Model()
        model.sections = [(0..<20).map { _ in 44 }, (0..<5).map { _ in 30 }]
        let window = Window(size: Size(width: 320, height: 480))
        let table = TableView(frame: window.bounds)
        table.register(TableViewCell.self, forCellReuseIdentifier: "plain")
        table.delegate = model
        table.dataSource = model
        window.addSubview(table)
        LayoutIssue.withLoggingDisabled {
            window.layoutIfNeeded()
            for step in 0..<120 {
                let s = next(model.sections.count)
                switch next(9) {
                case 0:  // untold insert
                    model.sections[s].insert(heights[next(heights.count)], at: next(model.sections[s].count + 1))
                case 1 where !model.sections[s].isEmpty:  // untold delete
                    model.sections[s].remove(at: next(model.sections[s].count))
                case 2:  // told insert
                    let at = next(model.sections[s].count + 1)
                    model.sections[s].insert(heights[next(heights.count)], at: at)
                    table.insertRows(at: [IndexPath(row: at, section: s)], with: .none)
                case 3:  // wrong claims: inserts announced at random places, nothing changed
                    table.insertRows(at: [IndexPath(row: next(50) - 5, section: next(4) - 1)], with: .none)
                    table.insertSections([next(8) - 2], with: .none)
                    table.deleteSections([next(8) - 2], with: .none)
                case 4:  // untold section change
                    if model.sections.count > 1 && next(2) == 0 { model.sections.remove(at: s) } else { model.sections.append([44, 44]) }
                case 5:  // queries out of range
                    _ = table.cellForRow(at: IndexPath(row: next(100) - 10, section: next(5) - 1))
                    _ = table.rectForRow(at: IndexPath(row: next(100) - 10, section: next(5) - 1))
                    _ = table.rect(forSection: next(6) - 2)
                case 6:
                    table.scrollToRow(
                        at: IndexPath(row: next(30), section: next(3)), at: [.top, .middle, .bottom, .none][next(4)], animated: false)
                case 7:
                    table.reloadData()
                default:
                    table.contentOffset = Point(x: 0, y: Double(next(Int(max(1, table.contentSize.height)))))
                }
                // The table learns of an untold change at its next layout (as UIKit's does at its
                // next query): lay it out, as any scroll would.
                table.setNeedsLayout()
                window.layoutIfNeeded()
                // After the layout the table matches the data source.
                XCTAssertEqual(table.numberOfSections, model.sections.count, "step \(step)")
                for (i, rows) in model.sections.enumerated() {
                    XCTAssertEqual(table.numberOfRows(inSection: i), rows.count, "step \(step) section \(i)")
                }
                let visible = table.indexPathsForVisibleRows ?? []
                XCTAssertEqual(Set(visible).count, visible.count)
                for indexPath in visible {
                    XCTAssertTrue(indexPath.section < model.sections.count && indexPath.row < model.sections[indexPath.section].count)
                    let frame = table.cellForRow(at: indexPath)?.frame ?? .zero
                    XCTAssertTrue(frame.minY.isFinite && frame.height.isFinite && frame.height >= 0, "step \(step)")
                }
                XCTAssertTrue(table.contentSize.height.isFinite)
            }
        }
        XCTAssertFalse(table.layoutIssues.isEmpty)  // the misuse was reported
    }
}
