import LayoutAnchors

/// Tables and collection views built from a scene's `list` settings: each row is a cell with
/// one label pinned inside its content view (16 points at the sides, 11 above and below, as a
/// UIKit default cell), so self-sizing rows follow the text and the window's text size.
enum SceneList {
    static func make(_ spec: ViewSpec) -> View {
        let list = spec.list ?? ListSpec()
        let source = SceneListSource(list)
        if spec.kind == .collection {
            let layout = CollectionViewFlowLayout()
            layout.itemSize = list.itemSize
            layout.scrollDirection = list.scrollDirection
            let collection = SceneCollectionView(frame: .zero, collectionViewLayout: layout)
            collection.source = source
            collection.register(SceneCollectionCell.self, forCellWithReuseIdentifier: "item")
            collection.dataSource = source
            return collection
        }
        let table = SceneTableView(frame: .zero, style: list.style)
        table.source = source
        if let height = list.rowHeight { table.rowHeight = height }
        if let estimate = list.estimatedRowHeight { table.estimatedRowHeight = estimate }
        table.register(SceneTableCell.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        return table
    }

    /// Pins `label` inside `contentView`.
    static func pin(_ label: Label, in contentView: View) {
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 11),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -11),
        ])
    }
}

/// A table that keeps its scene data source alive (a table holds its data source weakly).
final class SceneTableView: TableView {
    var source: SceneListSource?
}

/// A collection view that keeps its scene data source alive.
final class SceneCollectionView: CollectionView {
    var source: SceneListSource?
}

/// A scene row: one label.
final class SceneTableCell: TableViewCell {
    let label = Label()
    required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        SceneList.pin(label, in: contentView)
    }
}

/// A scene item: one label.
final class SceneCollectionCell: CollectionViewCell {
    let label = Label()
    required init(frame: Rect) {
        super.init(frame: frame)
        SceneList.pin(label, in: contentView)
    }
}

/// The rows of a scene list.
final class SceneListSource: TableViewDataSource, CollectionViewDataSource {
    let list: ListSpec
    init(_ list: ListSpec) { self.list = list }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { list.texts.count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        if let cell = cell as? SceneTableCell { configure(cell.label, indexPath) }
        cell.identifier = "row \(indexPath.row)"
        return cell
    }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { list.texts.count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        if let cell = cell as? SceneCollectionCell { configure(cell.label, indexPath) }
        cell.identifier = "item \(indexPath.item)"
        return cell
    }

    private func configure(_ label: Label, _ indexPath: IndexPath) {
        label.font = list.font
        label.numberOfLines = list.numberOfLines
        label.text = indexPath.row < list.texts.count ? list.texts[indexPath.row] : ""
    }
}
