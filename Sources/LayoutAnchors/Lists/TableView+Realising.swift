/// Realising rows: the table's `layoutSubviews()` gives a cell to each row whose frame meets
/// the visible bounds (measuring rows on the way), sends the others' cells back to their
/// queues, and places section headers (pinned in the plain style) and the table's own header
/// and footer views.
extension TableView {
    /// Realises the rows that meet the visible bounds (from `layoutSubviews()`, which every
    /// scroll calls).
    func realiseRows() {
        noticeUntoldCountChanges()
        prepareGeometry()
        let headerTop = placeTableHeader()
        let visible = bounds
        // Cells of rows that no longer meet the bounds go first, so the rows that appear
        // can take them.
        for (indexPath, cell) in realisedCells where !meets(rowRect(indexPath, headerTop: headerTop), visible) {
            realisedCells[indexPath] = nil
            enqueue(cell)
        }
        // Top to bottom: a row measured on the way moves only the rows after it, so one walk
        // finds the rows that meet the bounds at their final heights.
        var wanted = Set<IndexPath>()
        var next = geometry.firstRow(below: visible.minY - headerTop)
        while let indexPath = next {
            var rect = rowRect(indexPath, headerTop: headerTop)
            if rect.minY >= visible.maxY { break }
            if !geometry.isResolved(indexPath) {
                if let cell = resolveHeight(of: indexPath, keepingCell: true) { realisedCells[indexPath] = cell }
                rect = rowRect(indexPath, headerTop: headerTop)
            }
            if meets(rect, visible) { wanted.insert(indexPath) }
            next = geometry.next(after: indexPath)
        }
        for (indexPath, cell) in realisedCells where !wanted.contains(indexPath) {
            realisedCells[indexPath] = nil
            enqueue(cell)
        }
        let insets = cellContentInsets
        for indexPath in wanted.sorted() {
            let cell: TableViewCell
            if let existing = realisedCells[indexPath] {
                cell = existing
            } else {
                cell = obtainCell(for: indexPath)
                realisedCells[indexPath] = cell
                tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
            }
            let rect = rowRect(indexPath, headerTop: headerTop)
            if cell.frame != rect { cell.frame = rect }
            cell.contentInsets = insets
            cell.placeContentView()
        }
        placeSectionAccessories(headerTop: headerTop, visible: visible)
        placeTableFooter(headerTop: headerTop)
        let size = Size(width: bounds.width, height: headerTop + geometry.total + (tableFooterView?.frame.height ?? 0))
        if contentSize != size { contentSize = size }
    }

    /// Whether a row's frame meets the visible rect (a zero-height row inside it does).
    func meets(_ rect: Rect, _ visible: Rect) -> Bool {
        rect.minY < visible.maxY && rect.maxY > visible.minY
    }

    /// A row's frame in content coordinates.
    func rowRect(_ indexPath: IndexPath, headerTop: Double) -> Rect {
        let (top, height) = geometry.row(indexPath)
        let span = cellSpan
        return Rect(x: span.x, y: headerTop + top, width: span.width, height: height)
    }

    /// The data source's cell for a row, checked: a cell of another table, or one already
    /// showing another row, records an issue and a blank cell stands in for it.
    func obtainCell(for indexPath: IndexPath, adding: Bool = true) -> TableViewCell {
        let given = dataSource?.tableView(self, cellForRowAt: indexPath)
        var cell: TableViewCell
        if let given, given.owningTable == nil || given.owningTable === self, given.realisedIndexPath == nil {
            cell = given
        } else {
            if let given {
                let why =
                    given.owningTable !== self
                    ? "belongs to another table" : "already shows row \(given.realisedIndexPath.map(String.init(describing:)) ?? "?")"
                reportMisuse("the data source returned for row \(indexPath) a cell that \(why); a blank cell stands in")
            }
            cell = TableViewCell(reuseIdentifier: nil)
        }
        cell.owningTable = self
        cell.realisedIndexPath = indexPath
        if adding && cell.superview !== self { addSubview(cell) }
        return cell
    }

    /// The table header view at the top, as wide as the table; returns where sections start.
    private func placeTableHeader() -> Double {
        guard let header = tableHeaderView else { return 0 }
        let target = Rect(x: 0, y: 0, width: bounds.width, height: header.frame.height)
        if header.frame != target { header.frame = target }
        return target.height
    }

    private func placeTableFooter(headerTop: Double) {
        guard let footer = tableFooterView else { return }
        let target = Rect(x: 0, y: headerTop + geometry.total, width: bounds.width, height: footer.frame.height)
        if footer.frame != target { footer.frame = target }
    }

    /// Section header and footer views for the sections that meet the bounds; plain headers
    /// stick to the top of the visible area while their section is on screen.
    private func placeSectionAccessories(headerTop: Double, visible: Rect) {
        var headers: [Int: Rect] = [:], footers: [Int: Rect] = [:]
        if var s = geometry.section(containing: visible.minY - headerTop) {
            while s < geometry.sectionCount {
                let top = headerTop + geometry.sectionTop(s)
                if top >= visible.maxY { break }
                let header = headerRect(s, headerTop: headerTop)
                if header.height > 0 && meets(header, visible) { headers[s] = header }
                let footer = footerRect(s, headerTop: headerTop)
                if footer.height > 0 && meets(footer, visible) { footers[s] = footer }
                s += 1
            }
        }
        place(headers, in: &realisedHeaders, footer: false)
        place(footers, in: &realisedFooters, footer: true)
    }

    private func place(_ rects: [Int: Rect], in realised: inout [Int: View], footer: Bool) {
        for (s, view) in realised where rects[s] == nil {
            view.removeFromSuperview()
            realised[s] = nil
        }
        for s in rects.keys.sorted() {
            guard let rect = rects[s] else { continue }
            if realised[s] == nil, let view = supplementaryView(s, footer: footer) { realised[s] = view }
            guard let view = realised[s] else { continue }
            addSubview(view)  // in front of the cells (re-adding a subview only reorders it)
            if view.frame != rect { view.frame = rect }
        }
    }

    /// A section header's frame: at the top of its section, and in the plain style pinned to
    /// the top of the visible area (bounds top plus `adjustedContentInset.top`) while its
    /// section is on screen, never leaving the section.
    func headerRect(_ section: Int, headerTop: Double) -> Rect {
        let top = headerTop + geometry.sectionTop(section)
        let data = geometry.sections[section]
        let padding = data.headerHeight > 0 ? topPadding : 0
        var y = top + padding
        let height = data.headerHeight - padding
        if style == .plain {
            let pinnedTop = bounds.minY + adjustedContentInset.top
            let sectionBottom = top + data.total
            y = min(max(y, pinnedTop), sectionBottom - height)
        }
        return Rect(x: 0, y: y, width: bounds.width, height: height)
    }

    /// A section footer's frame, under its rows.
    func footerRect(_ section: Int, headerTop: Double) -> Rect {
        let data = geometry.sections[section]
        let top = headerTop + geometry.sectionTop(section) + data.headerHeight + data.rows.total
        return Rect(x: 0, y: top, width: bounds.width, height: data.footerHeight)
    }

    /// A data source whose counts changed without the table being told (UIKit's "invalid
    /// update"): an issue, and the table reloads to match it rather than ask for rows that no
    /// longer exist. One call per section each layout (sections are few; rows are never
    /// counted one by one).
    private func noticeUntoldCountChanges() {
        guard !needsReload, let dataSource else { return }
        var changed = dataSource.numberOfSections(in: self) != geometry.sectionCount
        if !changed {
            for s in 0..<geometry.sectionCount where dataSource.tableView(self, numberOfRowsInSection: s) != geometry.rowCount(s) {
                changed = true
                break
            }
        }
        if changed {
            reportMisuse("the data source's counts changed without reloadData() or an insert or delete; the table reloads")
            needsReload = true
        }
    }
}
