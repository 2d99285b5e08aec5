/// Asking the table where rows are, which are on screen, and scrolling to one. Rects are in
/// the table's content coordinates; rows not yet measured are at their estimates.
extension TableView {
    /// The cell of a row, nil unless the row is realised (meets the visible bounds).
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
        prepareGeometry()
        guard checkRow(indexPath, "cellForRow(at:)") else { return nil }
        return realisedCells[indexPath]
    }

    /// The cells of the realised rows, in row order.
    public var visibleCells: [TableViewCell] {
        realisedCells.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The index paths of the realised rows, in order (nil before the data source is set, as
    /// UIKit may answer).
    public var indexPathsForVisibleRows: [IndexPath]? {
        dataSource == nil ? nil : realisedCells.keys.sorted()
    }

    /// A row's frame (`.zero`, with an issue, for an index path out of range).
    public func rectForRow(at indexPath: IndexPath) -> Rect {
        prepareGeometry()
        guard checkRow(indexPath, "rectForRow(at:)") else { return .zero }
        return rowRect(indexPath, headerTop: tableHeaderHeight)
    }

    /// A section's frame: its header, rows and footer.
    public func rect(forSection section: Int) -> Rect {
        prepareGeometry()
        guard checkSection(section, "rect(forSection:)") else { return .zero }
        let top = tableHeaderHeight + geometry.sectionTop(section)
        return Rect(x: 0, y: top, width: bounds.width, height: geometry.sections[section].total)
    }

    /// A section header's frame where the section puts it (the view on screen may be pinned
    /// lower, see `headerView(forSection:)`).
    public func rectForHeader(inSection section: Int) -> Rect {
        prepareGeometry()
        guard checkSection(section, "rectForHeader(inSection:)") else { return .zero }
        let top = tableHeaderHeight + geometry.sectionTop(section)
        return Rect(x: 0, y: top, width: bounds.width, height: geometry.sections[section].headerHeight)
    }

    /// A section footer's frame.
    public func rectForFooter(inSection section: Int) -> Rect {
        prepareGeometry()
        guard checkSection(section, "rectForFooter(inSection:)") else { return .zero }
        return footerRect(section, headerTop: tableHeaderHeight)
    }

    /// The header view shown for a section, nil unless it is on screen.
    public func headerView(forSection section: Int) -> View? { realisedHeaders[section] }

    /// The footer view shown for a section, nil unless it is on screen.
    public func footerView(forSection section: Int) -> View? { realisedFooters[section] }

    /// The row whose frame holds `point` (content coordinates), nil over a header, footer or
    /// outside the rows.
    public func indexPathForRow(at point: Point) -> IndexPath? {
        prepareGeometry()
        guard point.x >= 0, point.x < bounds.width, let indexPath = geometry.firstRow(below: point.y - tableHeaderHeight) else {
            return nil
        }
        let rect = rowRect(indexPath, headerTop: tableHeaderHeight)
        return rect.minY <= point.y && point.y < rect.maxY ? indexPath : nil
    }

    /// Scrolls so that a row shows at `position` of the visible area (the bounds inset by
    /// `adjustedContentInset`): its top at the top, its middle at the middle, its bottom at
    /// the bottom, or (`.none`) the least scroll that shows it; clamped to the scrollable
    /// range. Rows measured on the way are taken into account before it returns.
    public func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        layoutIfNeeded()
        guard checkRow(indexPath, "scrollToRow(at:at:animated:)") else { return }
        // Measuring the rows that come into view can move the target: settle (a few rounds
        // at most, since only rows between the old and new positions change).
        for _ in 0..<4 {
            guard geometry.contains(indexPath) else { return }  // a layout on the way reloaded
            if !geometry.isResolved(indexPath) { resolveHeight(of: indexPath, keepingCell: false) }
            let rect = rowRect(indexPath, headerTop: tableHeaderHeight)
            let inset = adjustedContentInset
            let height = bounds.height
            let visible = height - inset.top - inset.bottom
            var y = contentOffset.y
            switch position {
            case .top: y = rect.minY - inset.top
            case .middle: y = rect.midY - inset.top - visible / 2
            case .bottom: y = rect.maxY - height + inset.bottom
            case .none:
                y = ScrollView.scrolledOffset(
                    y, showing: rect.minY, rect.maxY, viewport: height, insets: (inset.top, inset.bottom),
                    content: contentSize.height, alignsMax: false)
            }
            let lowest = -inset.top
            let highest = max(lowest, contentSize.height + inset.bottom - height)
            y = min(max(y, lowest), highest)
            if y == contentOffset.y { return }
            setContentOffset(Point(x: contentOffset.x, y: y))
            layoutIfNeeded()
        }
    }

    /// The table header view's height: where sections start.
    var tableHeaderHeight: Double { tableHeaderView?.frame.height ?? 0 }

    private func checkRow(_ indexPath: IndexPath, _ call: String) -> Bool {
        if geometry.contains(indexPath) { return true }
        reportMisuse("\(call) was given row \(indexPath), which is out of range")
        return false
    }

    private func checkSection(_ section: Int, _ call: String) -> Bool {
        if section >= 0 && section < geometry.sectionCount { return true }
        reportMisuse("\(call) was given section \(section) of \(geometry.sectionCount)")
        return false
    }
}
