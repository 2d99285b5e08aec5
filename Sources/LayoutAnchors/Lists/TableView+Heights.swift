/// Heights: building the geometry from the data source and delegate, estimates, and measuring
/// self-sizing cells and header views.
extension TableView {
    /// The width rows are laid out at: the table's.
    var rowAreaWidth: Double { bounds.width }

    /// The horizontal span of a row's cell: the whole width, or inset by the layout margins
    /// in `insetGrouped`.
    var cellSpan: (x: Double, width: Double) {
        guard style == .insetGrouped else { return (0, rowAreaWidth) }
        let margins = layoutMargins
        return (margins.left, max(0, rowAreaWidth - margins.left - margins.right))
    }

    /// The content view's insets in a cell: the safe area's sides (when
    /// `insetsContentViewsToSafeArea`, and not in `insetGrouped`, whose cells are already
    /// inside the margins) and the separator at the bottom.
    var cellContentInsets: EdgeInsets {
        var insets = EdgeInsets(bottom: separatorHeight)
        if insetsContentViewsToSafeArea && style != .insetGrouped {
            let safe = safeAreaInsets
            insets.left = safe.left
            insets.right = safe.right
        }
        return insets
    }

    /// The separator's share of each row: 1 / displayScale with `.singleLine`.
    var separatorHeight: Double {
        separatorStyle == .singleLine ? 1 / (window?.displayScale ?? 2) : 0
    }

    /// Rebuilds the geometry if a reload or a width change asks for it.
    func prepareGeometry() {
        if needsReload {
            rebuildGeometry()
        } else if let width = measuredWidth, width != rowAreaWidth {
            rebuildGeometry()  // measured heights are kept only at the width they were taken at
        }
    }

    /// Asks the data source for every count and the delegate for every estimate (or height, for
    /// rows without one), as UIKit does at `reloadData()`; the cells of realised rows go back
    /// to their queues.
    func rebuildGeometry() {
        needsReload = false
        measuredWidth = rowAreaWidth
        for cell in realisedCells.values { enqueue(cell) }
        realisedCells = [:]
        for view in realisedHeaders.values { view.removeFromSuperview() }
        for view in realisedFooters.values { view.removeFromSuperview() }
        realisedHeaders = [:]
        realisedFooters = [:]
        guard let dataSource else {
            geometry = TableGeometry()
            return
        }
        let sectionCount = checkedCount(dataSource.numberOfSections(in: self), "numberOfSections(in:)")
        var sections: [TableSection] = []
        sections.reserveCapacity(sectionCount)
        for s in 0..<sectionCount {
            let rows = checkedCount(dataSource.tableView(self, numberOfRowsInSection: s), "tableView(_:numberOfRowsInSection: \(s))")
            sections.append(makeSection(s, rows: rows))
        }
        geometry = TableGeometry(sections: sections)
        resolveExactRows(in: 0..<sectionCount)
    }

    /// A section with its header and footer heights and every row at its estimate.
    func makeSection(_ s: Int, rows: Int) -> TableSection {
        var section = TableSection()
        section.headerHeight = headerHeight(s, footer: false)
        section.footerHeight = headerHeight(s, footer: true)
        var heights: [Double] = []
        heights.reserveCapacity(rows)
        for r in 0..<rows { heights.append(estimate(IndexPath(row: r, section: s))) }
        section.rows = RowOffsets(heights: heights)
        section.resolved = Array(repeating: false, count: rows)
        return section
    }

    /// Measures the rows whose estimate is 0 (all of them when `estimatedRowHeight == 0`).
    func resolveExactRows(in sections: Range<Int>) {
        for s in sections where s < geometry.sectionCount {
            for r in 0..<geometry.rowCount(s) {
                let indexPath = IndexPath(row: r, section: s)
                if !geometry.isResolved(indexPath) && rawEstimate(indexPath) == 0 { resolveHeight(of: indexPath, keepingCell: false) }
            }
        }
    }

    /// The delegate's estimate for a row (default `estimatedRowHeight`), unchecked.
    func rawEstimate(_ indexPath: IndexPath) -> Double {
        tableDelegate?.tableView(self, estimatedHeightForRowAt: indexPath) ?? estimatedRowHeight
    }

    /// The height a row counts at before it is measured: its estimate (44 for
    /// `automaticDimension`, the row height when that is fixed).
    func estimate(_ indexPath: IndexPath) -> Double {
        let raw = rawEstimate(indexPath)
        if raw == TableView.automaticDimension {
            return rowHeight == TableView.automaticDimension ? TableView.defaultEstimate : checkedHeight(rowHeight, "rowHeight")
        }
        return checkedHeight(raw, "the estimated height of row \(indexPath)")
    }

    /// Sets a row's final height: the delegate's (default `rowHeight`), or for
    /// `automaticDimension` its cell's content view fitted at the row's width plus the
    /// separator. The cell made for measuring is returned (realised) when `keepingCell`, else
    /// sent back to its queue.
    @discardableResult
    func resolveHeight(of indexPath: IndexPath, keepingCell: Bool) -> TableViewCell? {
        let given = tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
        if given != TableView.automaticDimension {
            geometry.setHeight(checkedHeight(given, "the height of row \(indexPath)"), of: indexPath, resolved: true)
            return nil
        }
        let cell = obtainCell(for: indexPath, adding: false)
        let span = cellSpan
        let insets = cellContentInsets
        cell.frame = Rect(x: span.x, y: geometry.row(indexPath).top, width: span.width, height: cell.frame.height)
        cell.contentInsets = insets
        let contentWidth = max(0, span.width - insets.left - insets.right)
        let height = fittingHeight(of: cell.contentView, in: cell, width: contentWidth) + insets.bottom
        geometry.setHeight(height, of: indexPath, resolved: true)
        if keepingCell {
            addSubview(cell)
            return cell
        }
        realisedCells[indexPath] = nil
        enqueue(cell)
        return nil
    }

    /// The height `view` fits at `width` (width required, height at the fitting-size level),
    /// measured in the table's `CellSizer`, so that its text follows the window's text size.
    func fittingHeight(of view: View, in holder: View? = nil, width: Double) -> Double {
        let (size, issues) = sizer.fit(view, in: holder ?? view, width: width, like: window)
        for issue in issues { engine.record(issue) }
        return size.height
    }

    /// A section header's (or footer's) height: the delegate's (default
    /// `sectionHeaderHeight`), `automaticDimension` measuring its view (0 without one), plus
    /// `sectionHeaderTopPadding` above a header that has a height.
    func headerHeight(_ section: Int, footer: Bool) -> Double {
        let delegate = tableDelegate
        let what = footer ? "footer" : "header"
        let given =
            footer
            ? delegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
            : delegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
        var height: Double
        if given == TableView.automaticDimension {
            guard let view = supplementaryView(section, footer: footer) else { return 0 }
            height = fittingHeight(of: view, width: rowAreaWidth)
        } else {
            height = checkedHeight(given, "the \(what) height of section \(section)")
        }
        if !footer && height > 0 { height += topPadding }
        return height
    }

    /// `sectionHeaderTopPadding`, 0 when it is negative or not finite.
    var topPadding: Double {
        sectionHeaderTopPadding.isFinite && sectionHeaderTopPadding > 0 && sectionHeaderTopPadding < 1e15 ? sectionHeaderTopPadding : 0
    }

    /// The delegate's header or footer view for a section.
    func supplementaryView(_ section: Int, footer: Bool) -> View? {
        guard let delegate = tableDelegate else { return nil }
        return footer
            ? delegate.tableView(self, viewForFooterInSection: section) : delegate.tableView(self, viewForHeaderInSection: section)
    }

    /// A height as given, or 0 with an issue when it is NaN, infinite or negative.
    func checkedHeight(_ value: Double, _ what: String) -> Double {
        if value.isFinite && value >= 0 && value < 1e15 { return value }
        reportMisuse("\(what) is \(value), which is not a valid height; 0 is used")
        return 0
    }

    /// A count as given, or 0 with an issue when negative.
    func checkedCount(_ value: Int, _ what: String) -> Int {
        if value >= 0 { return value }
        reportMisuse("\(what) returned \(value); 0 is used")
        return 0
    }
}
