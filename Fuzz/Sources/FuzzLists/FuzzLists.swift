import FuzzSupport
import LayoutAnchors

/// A self-sizing cell: a label pinned to its content view's margins, so its height follows its
/// text and the table's width.
final class FuzzCell: TableViewCell {
    let label = Label(text: "")

    required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        label.numberOfLines = 0
        label.font = .system(size: 10)
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        let margins = contentView.layoutMarginsGuide
        LayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: margins.topAnchor),
            label.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        ])
    }

    override init(frame: Rect) { super.init(frame: frame) }
}

/// The table's data source and delegate: row counts per section and per-row texts and heights
/// the input changes, told to the table or not, between layouts.
final class FuzzListSource: TableViewDataSource, TableViewDelegate {
    var rows: [[String]] = [["one"], ["two", "three"]]
    var heights: [Double] = [44, 0, -1, .nan, .infinity, 1e9, TableView.automaticDimension, 12.5]
    var heightChoice = 6
    var headerChoice = 0

    func numberOfSections(in tableView: TableView) -> Int { rows.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        section < rows.count ? rows[section].count : 0
    }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        if let cell = cell as? FuzzCell, indexPath.section < rows.count, indexPath.row < rows[indexPath.section].count {
            cell.label.text = rows[indexPath.section][indexPath.row]
        }
        return cell
    }
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double {
        heights[(heightChoice + indexPath.row) % heights.count]
    }
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
        headerChoice % 3 == 0 ? nil : Label(text: "Section \(section)")
    }
}

/// Interprets the input as a session with one table view in a window: its data source's rows
/// change (inserted, deleted, retitled, whole sections added or removed), and the table is told
/// (insert / delete / reload rows and sections, batches, reloadData), told wrongly, or not told,
/// between layouts; height rules, styles, estimates and separators change; the table scrolls to
/// any offset or row (index paths out of range included) and the window rotates. After every
/// layout: no trap, every realised cell's frame finite, and the table's visible cells and
/// index paths agree. Issues the table records for bad input are expected.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLists(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    var input = ByteReader(data, size)
    LayoutIssue.withLoggingDisabled {
        let window = Window(size: Size(width: 390, height: 844), safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let controller = ViewController()
        window.rootViewController = controller
        let styles: [TableView.Style] = [.plain, .grouped, .insetGrouped]
        let table = TableView(frame: .zero, style: styles[input.index(3)])
        table.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(table)
        LayoutConstraint.activate([
            table.topAnchor.constraint(equalTo: controller.view.topAnchor),
            table.bottomAnchor.constraint(equalTo: controller.view.bottomAnchor),
            table.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            table.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
        ])
        let source = FuzzListSource()
        table.register(FuzzCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = source
        table.delegate = input.byte() & 1 == 0 ? source : nil
        var steps = 0
        while !input.isAtEnd && steps < 64 {
            steps += 1
            step(&input, table: table, source: source, window: window)
            if input.byte() & 1 == 0 {
                window.layoutIfNeeded()
                check(table)
            }
        }
        window.layoutIfNeeded()
        check(table)
        window.rootViewController = nil
    }
    return 0
}

/// A word count the input picks, so texts wrap to 1...4 lines.
private func text(_ input: inout ByteReader) -> String {
    Array(repeating: "word", count: 1 + input.index(40)).joined(separator: " ")
}

/// An index path near the table's rows: in range most of the time, out of range sometimes.
private func indexPath(_ input: inout ByteReader, _ source: FuzzListSource) -> IndexPath {
    let section = input.index(max(1, source.rows.count) + 1) - (input.byte() == 255 ? 1 : 0)
    let count = section >= 0 && section < source.rows.count ? source.rows[section].count : 0
    return IndexPath(row: input.index(count + 2), section: section)
}

private func step(_ input: inout ByteReader, table: TableView, source: FuzzListSource, window: Window) {
    switch input.index(16) {
    case 0:  // insert a row, told
        guard !source.rows.isEmpty else { return }
        let s = input.index(source.rows.count), r = input.index(source.rows[s].count + 1)
        source.rows[s].insert(text(&input), at: r)
        table.insertRows(at: [IndexPath(row: r, section: s)], with: .automatic)
    case 1:  // delete a row, told
        guard !source.rows.isEmpty else { return }
        let s = input.index(source.rows.count)
        guard !source.rows[s].isEmpty else { return }
        let r = input.index(source.rows[s].count)
        source.rows[s].remove(at: r)
        table.deleteRows(at: [IndexPath(row: r, section: s)], with: .fade)
    case 2:  // retitle a row and reload it
        guard !source.rows.isEmpty else { return }
        let s = input.index(source.rows.count)
        guard !source.rows[s].isEmpty else { return }
        let r = input.index(source.rows[s].count)
        source.rows[s][r] = text(&input)
        table.reloadRows(at: [IndexPath(row: r, section: s)], with: .none)
    case 3:  // rows changed without telling the table
        let s = input.index(source.rows.count + 1)
        if s < source.rows.count { source.rows[s].append(text(&input)) } else { source.rows.append([]) }
    case 4:  // a wrong claim: an insert the data source never made
        table.insertRows(at: [indexPath(&input, source)], with: .automatic)
    case 5:  // insert or delete a section, told
        if input.byte() & 1 == 0 || source.rows.isEmpty {
            let s = input.index(source.rows.count + 1)
            source.rows.insert((0..<input.index(12)).map { _ in "row" }, at: s)
            table.insertSections([s], with: .automatic)
        } else {
            let s = input.index(source.rows.count)
            source.rows.remove(at: s)
            table.deleteSections([s], with: .automatic)
        }
    case 6:  // a batch of a delete and an insert
        guard !source.rows.isEmpty else { return }
        let s = input.index(source.rows.count), added = text(&input)
        table.performBatchUpdates({
            if !source.rows[s].isEmpty {
                source.rows[s].removeFirst()
                table.deleteRows(at: [IndexPath(row: 0, section: s)], with: .automatic)
            }
            source.rows[s].append(added)
            table.insertRows(at: [IndexPath(row: source.rows[s].count - 1, section: s)], with: .automatic)
        })
    case 7:
        source.rows = (0..<input.index(4)).map { _ in (0..<input.index(24)).map { _ in "w" } }
        table.reloadData()
    case 8: table.rowHeight = [TableView.automaticDimension, 44, 0, -3, .nan][input.index(5)]
    case 9: table.estimatedRowHeight = [TableView.automaticDimension, 0, 10, 1e6, .infinity][input.index(5)]
    case 10: table.setContentOffset(Point(x: input.number(), y: input.number()))
    case 11: table.scrollToRow(at: indexPath(&input, source), at: [.none, .top, .middle, .bottom][input.index(4)], animated: false)
    case 12:
        source.heightChoice = input.index(source.heights.count)
        source.headerChoice = input.index(3)
    case 13:
        let landscape = input.byte() & 1 == 0
        window.resize(to: landscape ? Size(width: 844, height: 390) : Size(width: 390, height: 844))
    case 14:
        _ = table.cellForRow(at: indexPath(&input, source))
        _ = table.rectForRow(at: indexPath(&input, source))
        _ = table.indexPathForRow(at: Point(x: input.number(), y: input.number()))
    default:
        table.separatorStyle = input.byte() & 1 == 0 ? .none : .singleLine
        table.insetsContentViewsToSafeArea = input.byte() & 1 == 0
    }
}

/// After a layout: every realised cell's frame finite, and the visible cells and index paths
/// the same in number.
private func check(_ table: TableView) {
    let cells = table.visibleCells
    for cell in cells {
        let f = cell.frame
        if !(f.minX.isFinite && f.minY.isFinite && f.width.isFinite && f.height.isFinite) {
            violation("a realised cell has a non-finite frame \(f)")
        }
    }
    let paths = table.indexPathsForVisibleRows ?? []
    if paths.count != cells.count { violation("\(cells.count) visible cells but \(paths.count) visible index paths") }
    let size = table.contentSize
    if !(size.width.isFinite && size.height.isFinite) { violation("non-finite contentSize \(size)") }
}
