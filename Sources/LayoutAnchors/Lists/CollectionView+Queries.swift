/// Reloading, editing and asking a collection view about its items.
extension CollectionView {
    /// Asks the data source again for everything at the next layout.
    public func reloadData() {
        needsReload = true
        collectionViewLayout.isPrepared = false
        setNeedsLayout()
    }

    /// The number of sections, as of the last reload or update.
    public var numberOfSections: Int {
        if needsReload { reloadCounts() }
        return counts.count
    }

    /// The number of items in a section (0, with an issue, out of range).
    public func numberOfItems(inSection section: Int) -> Int {
        if needsReload { reloadCounts() }
        guard section >= 0 && section < counts.count else {
            reportMisuse("numberOfItems(inSection:) was given section \(section) of \(counts.count)")
            return 0
        }
        return counts[section]
    }

    /// Adds items (the data source already has them). Checked against the data source's
    /// counts: a mismatch records UIKit's "invalid update" as an issue and reloads.
    public func insertItems(at indexPaths: [IndexPath]) { applyItemEdit(inserted: indexPaths, deleted: []) }

    /// Removes items (the data source no longer has them).
    public func deleteItems(at indexPaths: [IndexPath]) { applyItemEdit(inserted: [], deleted: indexPaths) }

    /// Runs `updates` as one update, then `completion(true)`.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        if needsReload { reloadCounts() }
        batchDepth += 1
        updates?()
        batchDepth -= 1
        if batchDepth == 0 { finishEdits() }
        completion?(true)
    }

    private func applyItemEdit(inserted: [IndexPath], deleted: [IndexPath]) {
        if needsReload { reloadCounts() }
        for p in deleted {
            guard isValid(p, kind: nil) else {
                reportMisuse("invalid update: item \(p) to delete is out of range; the collection view reloads")
                return reloadData()
            }
            counts[p.section] -= 1
        }
        for p in inserted {
            guard p.section >= 0 && p.section < counts.count else {
                reportMisuse("invalid update: item \(p) to insert is out of range; the collection view reloads")
                return reloadData()
            }
            counts[p.section] += 1
        }
        if batchDepth == 0 { finishEdits() }
    }

    /// After an update: the counts must match the data source's; realised views go back to
    /// their queues and the layout is prepared again.
    private func finishEdits() {
        guard !needsReload, let dataSource else { return reloadData() }
        let sections = dataSource.numberOfSections(in: self)
        let matches =
            sections == counts.count
            && (0..<sections).allSatisfy { dataSource.collectionView(self, numberOfItemsInSection: $0) == counts[$0] }
        if !matches {
            reportMisuse("invalid update: the data source's counts do not match the inserts and deletes; the collection view reloads")
        }
        reloadData()
    }

    /// The cell of an item, nil unless it is realised.
    public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? {
        realised[CollectionElementKey(kind: nil, indexPath: indexPath)] as? CollectionViewCell
    }

    /// The realised supplementary view of a kind for a section's index path.
    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> CollectionReusableView? {
        realised[CollectionElementKey(kind: elementKind, indexPath: indexPath)]
    }

    /// The cells of the realised items, in index path order.
    public var visibleCells: [CollectionViewCell] {
        realised.filter { $0.key.kind == nil }.sorted { $0.key.indexPath < $1.key.indexPath }.compactMap { $0.value as? CollectionViewCell }
    }

    /// The index paths of the realised items, in order.
    public var indexPathsForVisibleItems: [IndexPath] {
        realised.keys.filter { $0.kind == nil }.map(\.indexPath).sorted()
    }

    /// Where an item goes (prepares the layout first); nil, with an issue, out of range.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        guard isValid(indexPath, kind: nil) else {
            reportMisuse("layoutAttributesForItem(at:) was given item \(indexPath), which is out of range")
            return nil
        }
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// Scrolls so that an item shows at `scrollPosition` of the visible area (the bounds
    /// inset by `adjustedContentInset`), clamped to the scrollable range; an axis without a
    /// position in the set scrolls the least that shows the item.
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        layoutIfNeeded()
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
        let inset = adjustedContentInset, size = bounds.size
        func axis(
            _ current: Double, _ low: Double, _ high: Double, _ viewport: Double, _ insets: (Double, Double), _ content: Double,
            start: Bool, center: Bool, end: Bool
        ) -> Double {
            var value: Double
            if start {
                value = low - insets.0
            } else if center {
                value = (low + high) / 2 - insets.0 - (viewport - insets.0 - insets.1) / 2
            } else if end {
                value = high - viewport + insets.1
            } else {
                return ScrollView.scrolledOffset(
                    current, showing: low, high, viewport: viewport, insets: insets, content: content, alignsMax: false)
            }
            let lowest = -insets.0
            value = min(max(value, lowest), max(lowest, content + insets.1 - viewport))
            return value
        }
        let x = axis(
            contentOffset.x, frame.minX, frame.maxX, size.width, (inset.left, inset.right), contentSize.width,
            start: scrollPosition.contains(.left), center: scrollPosition.contains(.centeredHorizontally),
            end: scrollPosition.contains(.right))
        let y = axis(
            contentOffset.y, frame.minY, frame.maxY, size.height, (inset.top, inset.bottom), contentSize.height,
            start: scrollPosition.contains(.top), center: scrollPosition.contains(.centeredVertically),
            end: scrollPosition.contains(.bottom))
        if x != contentOffset.x || y != contentOffset.y { setContentOffset(Point(x: x, y: y)) }
    }
}
