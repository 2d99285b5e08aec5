/// Changing the rows: reloading, inserting, deleting, in batches. The data source must already
/// say the new counts when an insert or delete is called (as in UIKit); when its counts do not
/// match the edits, an issue is recorded and the table reloads. Nothing animates.
extension TableView {
    /// Forgets every height and cell and asks the data source again at the next layout (or
    /// query). Rows keep no measured height across a reload.
    public func reloadData() {
        needsReload = true
        setNeedsLayout()
    }

    /// The number of sections, as of the last reload or update.
    public var numberOfSections: Int {
        prepareGeometry()
        return geometry.sectionCount
    }

    /// The number of rows in a section (0, with an issue, for a section out of range).
    public func numberOfRows(inSection section: Int) -> Int {
        prepareGeometry()
        guard section >= 0 && section < geometry.sectionCount else {
            reportMisuse("numberOfRows(inSection:) was given section \(section) of \(geometry.sectionCount)")
            return 0
        }
        return geometry.rowCount(section)
    }

    /// Asks the data source again for these rows' cells and heights.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        edit { $0.reloadedRows.formUnion(indexPaths) }
    }

    /// Adds rows (the data source already has them), at their new index paths.
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        edit { $0.insertedRows.formUnion(indexPaths) }
    }

    /// Removes rows (the data source no longer has them), at their old index paths.
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        edit { $0.deletedRows.formUnion(indexPaths) }
    }

    /// Adds sections (UIKit takes an `IndexSet`), at their new indices.
    public func insertSections(_ sections: [Int], with animation: RowAnimation) {
        edit { $0.insertedSections.formUnion(sections) }
    }

    /// Removes sections, at their old indices.
    public func deleteSections(_ sections: [Int], with animation: RowAnimation) {
        edit { $0.deletedSections.formUnion(sections) }
    }

    /// Runs `updates` (inserts, deletes, reloads) as one update, then `completion(true)`.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        if batch != nil {
            updates?()  // nested: part of the outer batch
        } else {
            prepareGeometry()
            batch = TableBatch()
            updates?()
            let collected = batch ?? TableBatch()
            batch = nil
            apply(collected)
        }
        completion?(true)
    }

    /// Starts a group of updates applied together at the matching `endUpdates()` (UIKit's
    /// older spelling of `performBatchUpdates`); groups nest.
    public func beginUpdates() {
        if batch == nil && updateDepth == 0 {
            prepareGeometry()
            batch = TableBatch()
            updatesOwnBatch = true
        }
        updateDepth += 1
    }

    /// Applies the updates made since the matching `beginUpdates()`. An unmatched call is a
    /// misuse (an issue); nothing else happens.
    public func endUpdates() {
        guard updateDepth > 0 else { return reportMisuse("endUpdates() was called without beginUpdates()") }
        updateDepth -= 1
        if updateDepth == 0 && updatesOwnBatch {
            updatesOwnBatch = false
            let collected = batch ?? TableBatch()
            batch = nil
            apply(collected)
        }
    }

    private func edit(_ change: (inout TableBatch) -> Void) {
        if batch != nil {
            change(&batch!)
            return
        }
        prepareGeometry()
        var single = TableBatch()
        change(&single)
        apply(single)
    }

    /// Applies an update to the geometry and the realised cells, checking it against the data
    /// source's counts.
    private func apply(_ update: TableBatch) {
        guard !update.isEmpty, !needsReload else { return }
        if let problem = validate(update) {
            reportMisuse("invalid update: \(problem); the table reloads")
            return reloadData()
        }
        var sections = geometry.sections
        // Reloads first (old index paths): back to their estimates.
        for indexPath in update.reloadedRows where !update.deletedRows.contains(indexPath) {
            sections[indexPath.section].rows.setHeight(estimate(indexPath), at: indexPath.row)
            sections[indexPath.section].resolved[indexPath.row] = false
        }
        // Deleted rows (old), then deleted sections (old), then inserted sections (new), then
        // inserted rows (new).
        let rowsBySection = Dictionary(grouping: update.deletedRows, by: \.section)
        for (s, rows) in rowsBySection where !update.deletedSections.contains(s) {
            let gone = Set(rows.map(\.row))
            var heights: [Double] = [], resolved: [Bool] = []
            for r in 0..<sections[s].rows.count where !gone.contains(r) {
                heights.append(sections[s].rows.heights[r])
                resolved.append(sections[s].resolved[r])
            }
            sections[s].rows.replace(with: heights)
            sections[s].resolved = resolved
        }
        for s in update.deletedSections.sorted(by: >) { sections.remove(at: s) }
        for s in update.insertedSections.sorted() {
            sections.insert(makeSection(s, rows: dataSource?.tableView(self, numberOfRowsInSection: s) ?? 0), at: s)
        }
        let insertedBySection = Dictionary(grouping: update.insertedRows, by: \.section)
        for (s, rows) in insertedBySection where !update.insertedSections.contains(s) {
            var heights = sections[s].rows.heights, resolved = sections[s].resolved
            for indexPath in rows.sorted() {
                heights.insert(estimate(indexPath), at: indexPath.row)
                resolved.insert(false, at: indexPath.row)
            }
            sections[s].rows.replace(with: heights)
            sections[s].resolved = resolved
        }
        geometry.replaceSections(sections)
        remapRealisedCells(after: update)
        resolveExactRows(in: 0..<geometry.sectionCount)
        setNeedsLayout()
    }

    /// Moves realised cells to their rows' new index paths; cells of deleted or reloaded rows
    /// go back to their queues (a reloaded row is asked for its cell again).
    private func remapRealisedCells(after update: TableBatch) {
        let insertedSections = update.insertedSections.sorted()
        var moved: [IndexPath: TableViewCell] = [:]
        for (old, cell) in realisedCells {
            guard !update.reloadedRows.contains(old),
                let s = TableBatch.shifted(old.section, deleted: update.deletedSections, inserted: insertedSections)
            else {
                enqueue(cell)
                continue
            }
            let deleted = Set(update.deletedRows.filter { $0.section == old.section }.map(\.row))
            let inserted = update.insertedRows.filter { $0.section == s }.map(\.row).sorted()
            guard let r = TableBatch.shifted(old.row, deleted: deleted, inserted: inserted) else {
                enqueue(cell)
                continue
            }
            let new = IndexPath(row: r, section: s)
            cell.realisedIndexPath = new
            moved[new] = cell
        }
        realisedCells = moved
        for view in realisedHeaders.values { view.removeFromSuperview() }
        for view in realisedFooters.values { view.removeFromSuperview() }
        realisedHeaders = [:]
        realisedFooters = [:]
    }

    /// Why an update does not fit the geometry and the data source's counts, nil when it does.
    private func validate(_ update: TableBatch) -> String? {
        let oldSections = geometry.sectionCount
        for s in update.deletedSections where s < 0 || s >= oldSections { return "section \(s) to delete is out of range" }
        for p in update.deletedRows.union(update.reloadedRows) where !geometry.contains(p) {
            return "row \(p) to delete or reload is out of range"
        }
        let newSections = oldSections - update.deletedSections.count + update.insertedSections.count
        for s in update.insertedSections where s < 0 || s >= newSections { return "section \(s) to insert is out of range" }
        let given = dataSource?.numberOfSections(in: self) ?? 0
        if given != newSections {
            return
                "the data source has \(given) sections, \(oldSections) before the update with \(update.insertedSections.count) inserted and \(update.deletedSections.count) deleted"
        }
        let insertedSections = update.insertedSections.sorted()
        var expected = Array(repeating: -1, count: newSections)  // -1: an inserted section, any count
        for s in 0..<oldSections {
            guard let n = TableBatch.shifted(s, deleted: update.deletedSections, inserted: insertedSections) else { continue }
            let deleted = update.deletedRows.filter { $0.section == s }.count
            expected[n] = geometry.rowCount(s) - deleted
        }
        for p in update.insertedRows {
            guard p.section >= 0 && p.section < newSections else { return "row \(p) to insert is out of range" }
            if expected[p.section] >= 0 { expected[p.section] += 1 }
        }
        for (s, count) in expected.enumerated() where count >= 0 {
            let given = dataSource?.tableView(self, numberOfRowsInSection: s) ?? 0
            if given != count { return "section \(s) has \(given) rows in the data source, \(count) expected after the update" }
        }
        for p in update.insertedRows where expected[p.section] >= 0 && (p.row < 0 || p.row >= expected[p.section]) {
            return "row \(p) to insert is out of range"
        }
        return nil
    }
}
