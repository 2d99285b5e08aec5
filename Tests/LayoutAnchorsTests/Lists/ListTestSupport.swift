import LayoutAnchors

/// A cell whose content is one wrapping label pinned to the content view with 10 pt insets
/// (so a row of one line of a 17 pt label at .large is 10 + 20.4 + 10 = 40.4, on the grid).
final class TextCell: TableViewCell {
    let label = Label()
    nonisolated(unsafe) static var made = 0
    var reuses = 0

    required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        TextCell.made += 1
        label.numberOfLines = 0
        label.font = .preferred(.body)
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 10),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -10),
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
        ])
    }

    override init(frame: Rect) { super.init(frame: frame) }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
        label.text = ""
    }
}

/// A data source and delegate over a plain array of rows per section; each row is a text
/// (for self-sizing `TextCell`s) and an optional fixed height.
final class RowsModel: TableViewDataSource, TableViewDelegate {
    var sections: [[String]]
    var fixedHeights: [IndexPath: Double] = [:]
    var estimate: Double?
    var headers: [Int: Double] = [:]
    var footers: [Int: Double] = [:]
    var cellsAsked: [IndexPath] = []
    var displayed: [IndexPath] = []
    /// A cell to hand out instead of dequeuing (to test misuse).
    var strayCell: TableViewCell?

    init(_ sections: [[String]]) { self.sections = sections }

    func numberOfSections(in tableView: TableView) -> Int { sections.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        cellsAsked.append(indexPath)
        if let strayCell { return strayCell }
        let cell = tableView.dequeueReusableCell(withIdentifier: "text", for: indexPath)
        (cell as? TextCell)?.label.text = sections[indexPath.section][indexPath.row]
        return cell
    }
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double {
        fixedHeights[indexPath] ?? tableView.rowHeight
    }
    func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> Double {
        estimate ?? tableView.estimatedRowHeight
    }
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
        headers[section] == nil ? nil : View()
    }
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double { headers[section] ?? 0 }
    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? {
        footers[section] == nil ? nil : View()
    }
    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Double { footers[section] ?? 0 }
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
        displayed.append(indexPath)
    }
}

/// A window of a device size with a table filling it.
func makeTable(
    size: Size = Size(width: 320, height: 480), style: TableView.Style = .plain, safeArea: EdgeInsets = EdgeInsets(),
    direction: LayoutDirection = .leftToRight, category: ContentSizeCategory = .large, model: RowsModel,
    configure: (TableView) -> Void = { _ in }
) -> (Window, TableView) {
    let window = Window(size: size, safeAreaInsets: safeArea, layoutDirection: direction, contentSizeCategory: category)
    let table = TableView(frame: Rect(origin: .zero, size: size), style: style)
    table.register(TextCell.self, forCellReuseIdentifier: "text")
    configure(table)
    table.delegate = model
    table.dataSource = model
    window.addSubview(table)
    window.layoutIfNeeded()
    return (window, table)
}

/// `n` texts "row i".
func texts(_ n: Int, prefix: String = "row") -> [String] { (0..<n).map { "\(prefix) \($0)" } }
