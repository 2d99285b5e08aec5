import LayoutAnchors

/// Lists in the content panel: the realised cells are drawn as views (they are the table's
/// subviews); the rows without cells are drawn as dashed bands at their estimated (or
/// measured) positions, class `estimated-rows`, so the picture shows the whole list.
extension SceneDrawing {
    mutating func drawUnrealisedRows(of scroll: ScrollView) {
        guard let table = scroll as? TableView else { return }
        let visible = table.indexPathsForVisibleRows ?? []
        let sections = table.numberOfSections
        var total = 0
        for s in 0..<sections { total += table.numberOfRows(inSection: s) }
        guard total > visible.count, sections > 0 else { return }
        let contentHeight = table.contentSize.height, width = table.contentSize.width
        let first = visible.first.map { table.rectForRow(at: $0).minY } ?? contentHeight
        let last = visible.last.map { table.rectForRow(at: $0).maxY } ?? contentHeight
        let name = SceneDrawing.idName(table)
        let title = "\(total - visible.count) rows without cells, at their estimated or measured heights"
        if first > 0 {
            rect(
                Rect(x: 0, y: 0, width: width, height: first), cls: "estimated-rows", fill: SVGStyle.scrollStroke,
                stroke: SVGStyle.scrollStroke, dashed: true, id: "estimated-above-\(name)", opacity: "0.05", title: title)
        }
        if last < contentHeight {
            rect(
                Rect(x: 0, y: last, width: width, height: contentHeight - last), cls: "estimated-rows", fill: SVGStyle.scrollStroke,
                stroke: SVGStyle.scrollStroke, dashed: true, id: "estimated-below-\(name)", opacity: "0.05", title: title)
            smallText("\(total - visible.count) rows estimated", at: Point(x: 4, y: last + 12), color: SVGStyle.scrollStroke)
        }
    }
}
