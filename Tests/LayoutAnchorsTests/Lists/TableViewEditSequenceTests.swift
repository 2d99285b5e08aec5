import LayoutAnchors
import XCTest

/// Random edit sequences (inserts, deletes, reloads, section changes, scrolls) against a plain
/// model of row positions: rows the table has realised since they were last inserted or
/// reloaded count at their height, the others at the 44 estimate; after each layout, the rows
/// that meet the bounds are those a linear walk over the model finds, measuring as it goes.
final class TableViewEditSequenceTests: XCTestCase {
    /// One row: a stable identity and its height (the delegate's).
    struct Row { var id: Int; var height: Double }

    final class Model: TableViewDataSource, TableViewDelegate {
        var sections: [[Row]] = []
        var headers: [Double] = []
        func numberOfSections(in tableView: TableView) -> Int { sections.count }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "plain", for: indexPath)
            cell.identifier = "\(sections[indexPath.section][indexPath.row].id)"
            return cell
        }
        func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double {
            sections[indexPath.section][indexPath.row].height
        }
        func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double { headers[section] }
        func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { View() }
    }

    /// A small deterministic generator (the test must not depend on the platform's).
    struct Generator {
        var state: UInt64
        mutating func next(_ n: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(n))
        }
    }

    func testRandomEditsMatchTheModel() {
        let heights: [Double] = [20, 30.5, 44, 61, 100]
        for seed in 1...6 {
            var random = Generator(state: UInt64(seed))
            let model = Model()
            var nextID = 0
            func newRow() -> Row {
                nextID += 1
                return Row(id: nextID, height: heights[random.next(heights.count)])
            }
            model.sections = (0..<3).map { _ in (0..<(5 + random.next(30))).map { _ in newRow() } }
            model.headers = model.sections.map { _ in [0.0, 28][random.next(2)] }
            // The model's measured flags: ids of rows measured since inserted or reloaded.
            var measured = Set<Int>()
            let window = Window(size: Size(width: 320, height: 480))
            let table = TableView(frame: window.bounds)
            table.register(TableViewCell.self, forCellReuseIdentifier: "plain")
            table.delegate = model
            table.dataSource = model
            window.addSubview(table)

            /// Each row's top and height in the model, after the table's walk measured what
            /// meets the bounds; returns the realised index paths.
            func walk(offset: Double) -> [IndexPath] {
                var realised: [IndexPath] = []
                var y = 0.0
                for (s, rows) in model.sections.enumerated() {
                    y += model.headers[s]
                    for (r, row) in rows.enumerated() {
                        var h = measured.contains(row.id) ? row.height : 44
                        if y + h > offset && y < offset + 480 {
                            measured.insert(row.id)
                            h = row.height
                        }
                        if y < offset + 480 && y + h > offset { realised.append(IndexPath(row: r, section: s)) }
                        y += h
                    }
                }
                return realised
            }
            func rowTop(_ target: IndexPath) -> (Double, Double) {
                var y = 0.0
                for (s, rows) in model.sections.enumerated() {
                    y += model.headers[s]
                    for (r, row) in rows.enumerated() {
                        let h = measured.contains(row.id) ? row.height : 44
                        if IndexPath(row: r, section: s) == target { return (y, h) }
                        y += h
                    }
                }
                return (y, 0)
            }
            func total() -> Double {
                model.sections.enumerated().reduce(0.0) { sum, item in
                    sum + model.headers[item.offset] + item.element.reduce(0.0) { $0 + (measured.contains($1.id) ? $1.height : 44) }
                }
            }
            func check(_ step: Int) {
                window.layoutIfNeeded()
                let expected = walk(offset: table.contentOffset.y)
                let label = "seed \(seed) step \(step)"
                XCTAssertEqual(table.indexPathsForVisibleRows, expected, label)
                XCTAssertEqual(table.contentSize.height, total(), label)
                for indexPath in expected {
                    let (top, height) = rowTop(indexPath)
                    let cell = table.cellForRow(at: indexPath)
                    XCTAssertEqual(cell?.frame, Rect(x: 0, y: top, width: 320, height: height), "\(label) \(indexPath)")
                    XCTAssertEqual(cell?.identifier, "\(model.sections[indexPath.section][indexPath.row].id)", "\(label) \(indexPath)")
                }
            }
            check(0)
            for step in 1...40 {
                let s = random.next(model.sections.count)
                switch random.next(7) {
                case 0:  // insert rows
                    let at = random.next(model.sections[s].count + 1)
                    model.sections[s].insert(newRow(), at: at)
                    table.insertRows(at: [IndexPath(row: at, section: s)], with: .automatic)
                case 1 where !model.sections[s].isEmpty:  // delete a row
                    let at = random.next(model.sections[s].count)
                    model.sections[s].remove(at: at)
                    table.deleteRows(at: [IndexPath(row: at, section: s)], with: .fade)
                case 2 where !model.sections[s].isEmpty:  // reload a row with a new height
                    let at = random.next(model.sections[s].count)
                    model.sections[s][at].height = heights[random.next(heights.count)]
                    measured.remove(model.sections[s][at].id)
                    table.reloadRows(at: [IndexPath(row: at, section: s)], with: .none)
                case 3:  // a batch: delete the first row of s (old index), insert two at 0 (new)
                    table.performBatchUpdates {
                        var removed = 0
                        if !model.sections[s].isEmpty {
                            model.sections[s].remove(at: 0)
                            removed = 1
                        }
                        model.sections[s].insert(contentsOf: [newRow(), newRow()], at: 0)
                        if removed == 1 { table.deleteRows(at: [IndexPath(row: 0, section: s)], with: .automatic) }
                        table.insertRows(at: [IndexPath(row: 0, section: s), IndexPath(row: 1, section: s)], with: .automatic)
                    }
                case 4:  // insert or delete a section
                    if model.sections.count > 1 && random.next(2) == 0 {
                        model.sections.remove(at: s)
                        model.headers.remove(at: s)
                        table.deleteSections([s], with: .automatic)
                    } else {
                        model.sections.insert((0..<random.next(8)).map { _ in newRow() }, at: s)
                        model.headers.insert(28, at: s)
                        table.insertSections([s], with: .automatic)
                    }
                default:  // scroll somewhere in the content
                    let range = max(0, table.contentSize.height - 480)
                    table.contentOffset = Point(x: 0, y: Double(random.next(Int(range) + 1)))
                }
                check(step)
            }
            XCTAssertTrue(table.layoutIssues.isEmpty, "seed \(seed): \(table.layoutIssues)")
        }
    }
}
