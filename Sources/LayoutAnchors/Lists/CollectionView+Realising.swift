/// Realising elements: the collection view's `layoutSubviews()` prepares the layout when the
/// data or the size changed, asks it for the elements that meet the bounds, gives each a view
/// and sends the views of the others back to their queues.
extension CollectionView {
    func realiseElements() {
        noticeUntoldCountChanges()
        prepareLayoutIfNeeded()
        let visible = bounds
        var wanted: [CollectionElementKey: CollectionViewLayoutAttributes] = [:]
        for attributes in collectionViewLayout.layoutAttributesForElements(in: visible)
        where attributes.frame.intersects(visible) || (attributes.frame.isEmpty && visible.contains(attributes.frame.origin)) {
            guard isValid(attributes.indexPath, kind: attributes.representedElementKind) else { continue }
            wanted[CollectionElementKey(kind: attributes.representedElementKind, indexPath: attributes.indexPath)] = attributes
        }
        for (key, view) in realised where wanted[key] == nil {
            realised[key] = nil
            enqueue(view)
        }
        // Cells first, then supplementary views in zIndex order, so pinned headers are in
        // front.
        let ordered = wanted.sorted { a, b in
            if a.value.zIndex != b.value.zIndex { return a.value.zIndex < b.value.zIndex }
            if (a.key.kind == nil) != (b.key.kind == nil) { return a.key.kind == nil }
            return a.key.indexPath < b.key.indexPath
        }
        for (key, attributes) in ordered {
            let view: CollectionReusableView
            if let existing = realised[key] {
                view = existing
                if attributes.zIndex > 0 { addSubview(view) }  // keeps pinned views in front
            } else {
                view = obtainView(for: key)
                realised[key] = view
                addSubview(view)
                if let cell = view as? CollectionViewCell, let delegate = delegate as? CollectionViewDelegate {
                    delegate.collectionView(self, willDisplay: cell, forItemAt: key.indexPath)
                }
            }
            if view.frame != attributes.frame { view.frame = attributes.frame }
            (view as? CollectionViewCell)?.placeContentView()
        }
        let size = collectionViewLayout.collectionViewContentSize
        if contentSize != size { contentSize = size }
    }

    /// Runs the layout's `prepare()` after a reload, an invalidation or a size change.
    func prepareLayoutIfNeeded() {
        if needsReload { reloadCounts() }
        if !collectionViewLayout.isPrepared || preparedSize != bounds.size {
            preparedSize = bounds.size
            collectionViewLayout.isPrepared = true
            collectionViewLayout.prepare()
        }
    }

    /// A data source whose counts changed without the collection view being told: an issue
    /// (UIKit's "invalid update"), and a reload. One call per section each layout.
    private func noticeUntoldCountChanges() {
        guard !needsReload, batchDepth == 0, let dataSource else { return }
        let sections = dataSource.numberOfSections(in: self)
        let same =
            sections == counts.count
            && (0..<sections).allSatisfy { dataSource.collectionView(self, numberOfItemsInSection: $0) == counts[$0] }
        if !same {
            reportMisuse("the data source's counts changed without reloadData() or an insert or delete; the collection view reloads")
            reloadCounts()
        }
    }

    /// Asks the data source for the counts again; every realised view goes back to its queue.
    func reloadCounts() {
        needsReload = false
        for view in realised.values { enqueue(view) }
        realised = [:]
        guard let dataSource else {
            counts = []
            return
        }
        let sections = max(0, dataSource.numberOfSections(in: self))
        counts = (0..<sections).map { max(0, dataSource.collectionView(self, numberOfItemsInSection: $0)) }
        collectionViewLayout.isPrepared = false
    }

    /// Whether an element's index path exists (a supplementary view needs its section only).
    func isValid(_ indexPath: IndexPath, kind: String?) -> Bool {
        guard indexPath.section >= 0 && indexPath.section < counts.count else { return false }
        return kind != nil || (indexPath.item >= 0 && indexPath.item < counts[indexPath.section])
    }

    /// The data source's view for an element, checked like a table's cells: a view of
    /// another collection view, or one already shown, records an issue and a blank one stands
    /// in.
    func obtainView(for key: CollectionElementKey) -> CollectionReusableView {
        let given: CollectionReusableView?
        if let kind = key.kind {
            given = dataSource?.collectionView(self, viewForSupplementaryElementOfKind: kind, at: key.indexPath)
        } else {
            given = dataSource?.collectionView(self, cellForItemAt: key.indexPath)
        }
        var view: CollectionReusableView
        if let given, given.owningCollection == nil || given.owningCollection === self, given.realisedKey == nil {
            view = given
        } else {
            if given != nil {
                reportMisuse(
                    "the data source returned for \(key.indexPath) a view of another collection view or one already shown; a blank one stands in"
                )
            }
            view = key.kind == nil ? CollectionViewCell(frame: .zero) : CollectionReusableView(frame: .zero)
        }
        view.owningCollection = self
        view.realisedKey = key
        return view
    }

    /// The fitting size of an item's cell at `estimate` (both axes at the fitting-size level,
    /// as UIKit's `preferredLayoutAttributesFitting` asks), for self-sizing layouts. The cell
    /// goes back to its queue.
    func measureItem(at indexPath: IndexPath, estimate: Size, fixedWidth: Double? = nil) -> Size {
        guard let dataSource else { return estimate }
        let given = dataSource.collectionView(self, cellForItemAt: indexPath)
        guard given.owningCollection == nil || given.owningCollection === self, given.realisedKey == nil else { return estimate }
        given.owningCollection = self
        given.frame = Rect(origin: .zero, size: estimate)
        given.placeContentView()
        let (size, issues) = sizer.fit(given.contentView, in: given, width: fixedWidth, target: estimate, like: window)
        for issue in issues { engine.record(issue) }
        enqueue(given)
        return size
    }
}
