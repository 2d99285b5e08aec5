/// One section of a table's geometry: its header, rows and footer heights.
struct TableSection {
    var headerHeight: Double = 0
    var footerHeight: Double = 0
    /// Each row's height: measured (or fixed) once `resolved`, its estimate before.
    var rows = RowOffsets()
    /// Whether each row's height is final (fixed or measured) rather than an estimate.
    var resolved: [Bool] = []

    /// The section's height: header, rows, footer.
    var total: Double { headerHeight + rows.total + footerHeight }
}

/// The vertical positions of a table's sections and rows, relative to the end of the table
/// header view: a Fenwick tree over the sections' totals and one over each section's rows, so
/// finding a row's offset or the row at an offset costs O(log n).
struct TableGeometry {
    private(set) var sections: [TableSection] = []
    /// The sections' totals, to find a section's offset in O(log sections).
    private var totals = RowOffsets()

    init(sections: [TableSection] = []) {
        self.sections = sections
        totals = RowOffsets(heights: sections.map(\.total))
    }

    var sectionCount: Int { sections.count }
    func rowCount(_ section: Int) -> Int { sections[section].rows.count }
    /// Every section's height together.
    var total: Double { totals.total }

    /// Whether an index path names an existing row.
    func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.section >= 0 && indexPath.section < sections.count && indexPath.row >= 0
            && indexPath.row < sections[indexPath.section].rows.count
    }

    /// The top of a section (its header's top).
    func sectionTop(_ section: Int) -> Double { totals.offset(of: section) }

    /// The top of a row and its height.
    func row(_ indexPath: IndexPath) -> (top: Double, height: Double) {
        let s = sections[indexPath.section]
        return (sectionTop(indexPath.section) + s.headerHeight + s.rows.offset(of: indexPath.row), s.rows.heights[indexPath.row])
    }

    func isResolved(_ indexPath: IndexPath) -> Bool { sections[indexPath.section].resolved[indexPath.row] }

    /// Sets a row's height; `resolved` says whether it is final.
    mutating func setHeight(_ height: Double, of indexPath: IndexPath, resolved: Bool) {
        sections[indexPath.section].rows.setHeight(height, at: indexPath.row)
        sections[indexPath.section].resolved[indexPath.row] = resolved
        totals.setHeight(sections[indexPath.section].total, at: indexPath.section)
    }

    /// Replaces a whole section (after an edit).
    mutating func replaceSection(_ index: Int, with section: TableSection) {
        sections[index] = section
        totals.setHeight(section.total, at: index)
    }

    /// Inserts or removes whole sections (rebuilds the section tree).
    mutating func replaceSections(_ all: [TableSection]) {
        sections = all
        totals.replace(with: all.map(\.total))
    }

    /// The first row whose bottom is below `y` (or the first row at or after the section that
    /// holds `y`), nil when none is.
    func firstRow(below y: Double) -> IndexPath? {
        guard !sections.isEmpty else { return nil }
        var s = totals.index(containing: y)
        if s >= sections.count { return nil }
        var r = sections[s].rows.index(containing: y - sectionTop(s) - sections[s].headerHeight)
        while s < sections.count && r >= sections[s].rows.count {
            s += 1
            r = 0
        }
        return s < sections.count ? IndexPath(row: r, section: s) : nil
    }

    /// The row after `indexPath`, skipping empty sections.
    func next(after indexPath: IndexPath) -> IndexPath? {
        var s = indexPath.section, r = indexPath.row + 1
        while s < sections.count && r >= sections[s].rows.count {
            s += 1
            r = 0
        }
        return s < sections.count ? IndexPath(row: r, section: s) : nil
    }

    /// The section whose span holds `y` (clamped to the last), nil without sections.
    func section(containing y: Double) -> Int? {
        guard !sections.isEmpty else { return nil }
        return min(totals.index(containing: y), sections.count - 1)
    }
}
