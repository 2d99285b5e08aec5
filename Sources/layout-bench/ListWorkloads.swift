import LayoutAnchors

/// A self-sizing table row: a label "row i" pinned 10 points inside the content view. At the
/// default 17-point font one line is 20.4 high: 10 + 20.4 + 10 = 40.4, 40.5 on the half-point
/// grid, plus the 0.5 separator: every row is 41 high once measured.
private final class BenchRowCell: TableViewCell {
    let label = Label()
    nonisolated(unsafe) static var made = 0

    required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        BenchRowCell.made += 1
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 10),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -10),
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
        ])
    }
}

/// N rows of text in one section.
private final class BenchRows: TableViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        (cell as? BenchRowCell)?.label.text = "row \(indexPath.row)"
        return cell
    }
}

/// N grid items.
private final class BenchItems: CollectionViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
    }
}

/// The list workloads: scrolling a table of self-sizing rows and a flow-layout grid
/// one screen (844 points, a 390 x 844 phone) at a time. Each run scrolls screens no run
/// showed before (so every step measures and realises new rows), and the time is per step:
/// it should not depend on N.
@MainActor func runListWorkloads() {
    let steps = 5
    for n in [1000, 10000, 100000] {
        let tableName = "table_scroll_\(n)"
        if wanted(tableName) {
            let window = Window(size: Size(width: 390, height: 844))
            let rows = BenchRows(count: n)
            let table = TableView(frame: window.bounds)
            table.register(BenchRowCell.self, forCellReuseIdentifier: "row")
            table.dataSource = rows
            window.addSubview(table)
            window.layoutIfNeeded()
            BenchRowCell.made = 0
            var screen = 1
            // Checksum: each step reads the height of its first visible row, 41 (above), and
            // adds 1,000,000 if more than (visible rows + 2) cells were ever made: 41 x steps.
            measure(tableName, runs: 5, warmups: 1, operations: steps, expected: Double(41 * steps)) {
                var checksum = 0.0
                var mostVisible = 0
                for _ in 0..<steps {
                    table.contentOffset = Point(x: 0, y: Double(screen) * 844)
                    screen += 1
                    window.layoutIfNeeded()
                    mostVisible = max(mostVisible, table.visibleCells.count)
                    checksum += table.visibleCells.first?.frame.height ?? 0
                }
                if BenchRowCell.made > mostVisible + 2 { checksum += 1_000_000 }
                return checksum
            }
            _ = rows
        }
        let gridName = "collection_grid_scroll_\(n)"
        if wanted(gridName) {
            let window = Window(size: Size(width: 390, height: 844))
            let items = BenchItems(count: n)
            let layout = CollectionViewFlowLayout()
            layout.itemSize = Size(width: 100, height: 100)
            let grid = CollectionView(frame: window.bounds, collectionViewLayout: layout)
            grid.register(CollectionViewCell.self, forCellWithReuseIdentifier: "item")
            grid.dataSource = items
            window.addSubview(grid)
            window.layoutIfNeeded()
            var screen = 1
            // Items of 100 x 100 with the default spacing of 10: 3 a line (4 need 430 > 390),
            // lines 110 apart. Each step scrolls 880 (8 lines, a little over a screen) so that
            // every step sees the same alignment: at an offset o = 110 m the lines meeting
            // o ..< o + 844 are m ... m + 7 (110 (m + 7) = o + 770 < o + 844; line m + 8 starts
            // at o + 880): 8 lines of 3, 24 items a step, far from the end.
            measure(gridName, runs: 5, warmups: 1, operations: steps, expected: Double(24 * steps)) {
                var visible = 0
                for _ in 0..<steps {
                    grid.contentOffset = Point(x: 0, y: Double(screen) * 880)
                    screen += 1
                    window.layoutIfNeeded()
                    visible += grid.indexPathsForVisibleItems.count
                }
                return Double(visible)
            }
            _ = items
        }
    }
}
