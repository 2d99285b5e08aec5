/// Arranged-subview bookkeeping: inserting and removing entries, and rebuilding everything
/// when the axis changes. Each insertion or removal changes only the constraints of the view
/// and of its neighbours.
extension StackView {
    /// Inserts an entry (its view is already a subview) and makes its constraints.
    func insertEntry(_ entry: ArrangedEntry, at index: Int) {
        entries.insert(entry, at: index)
        arrangedViews.insert(entry.view, at: index)
        assignTieKey(at: index)
        if entry.isCollapsed { makeHiding(for: entry) }
        refreshAlignmentLinks(at: index)
        refreshAlignmentLinks(at: index + 1)
        makeAcrossConstraints(for: entry)
        if !entry.isCollapsed { distributionDidShow(at: index) }
        refreshGaps(aroundVisibleBefore: index, visibleFrom: index + 1)
        setCanvasNeedsUpdate()
    }

    /// Removes an entry and its constraints, relinking its neighbours; the view stays a subview.
    func removeEntry(at index: Int) {
        let entry = entries[index]
        if !entry.isCollapsed { distributionWillHide(at: index) }
        entry.deactivateAll()
        entries.remove(at: index)
        arrangedViews.remove(at: index)
        entry.view.intrinsicWeights = IntrinsicWeights()
        entry.view.markDirty()
        if index == 0, let first = entries.first {
            deactivateStackConstraint(first.gapBefore)
            first.gapBefore = nil
        }
        refreshAlignmentLinks(at: index)
        refreshGaps(aroundVisibleBefore: index, visibleFrom: index)
        setCanvasNeedsUpdate()
    }

    /// Tears every constraint down and makes them again (after an axis change).
    func rebuildArrangement(oldAxis: Axis) {
        for entry in entries {
            entry.deactivateAll()
            entry.view.intrinsicWeights[oldAxis] = 1
        }
        tearDownAlignmentFrame()
        tearDownDistributionFrame()
        deactivateStackConstraints(&stackConstraints.canvasAlong)
        renumberTieKeys()
        for (index, entry) in entries.enumerated() {
            if entry.isCollapsed { makeHiding(for: entry) }
            refreshAlignmentLinks(at: index)
            makeAcrossConstraints(for: entry)
        }
        buildDistribution()
        refreshAllGaps()
        setCanvasNeedsUpdate()
    }

    /// Marks the canvas connections (which depend on the first and last views and on the edge
    /// item) for an update before the next layout, so that appending many views does not
    /// replace them once per view.
    func setCanvasNeedsUpdate() {
        canvasNeedsUpdate = true
        markDirty()
    }

    /// Called by the engine before constraints are solved: brings the deferred constraints
    /// up to date.
    func updateDeferredConstraints() {
        guard canvasNeedsUpdate else { return }
        canvasNeedsUpdate = false
        updateCanvasAlong()
        updateAlignmentFrame()
    }

    /// The item arranged views are laid out in: the stack, or its layout margins guide.
    var edgeItem: AnyObject { isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self }

    /// `UISV-canvas-connection` along the axis: edge.start == first.start, last.end == edge.end.
    private func updateCanvasAlong() {
        let along = axis.along
        guard let first = entries.first?.view, let last = entries.last?.view else {
            deactivateStackConstraints(&stackConstraints.canvasAlong)
            return
        }
        let edge = edgeItem
        let current = stackConstraints.canvasAlong
        // Still active too: `removeFromSuperview()` deactivates the connection to a view that
        // leaves, and the same view arranged again before the next layout must get it back.
        if current.count == 2, current[0].firstItem === edge, current[0].secondItem === first,
            current[1].firstItem === last, current[1].secondItem === edge, current.allSatisfy(\.activeFlag)
        {
            return
        }
        deactivateStackConstraints(&stackConstraints.canvasAlong)
        stackConstraints.canvasAlong = [
            activateStackConstraint(StackIdentifier.canvasConnection, edge, along.start, .equal, first, along.start),
            activateStackConstraint(StackIdentifier.canvasConnection, last, along.end, .equal, edge, along.end),
        ]
    }

    // MARK: Tie-breaking order

    /// The weight step per unit of tie key: small against 1, large against the solver's
    /// tolerance (1e-8) even for keys 1/64 apart.
    private static let tieWeightStep = 1e-5

    /// Gives the entry at `index` a key between its neighbours' (renumbering all when the keys
    /// run out of room), and sets its intrinsic weight along the axis.
    private func assignTieKey(at index: Int) {
        let before = index > 0 ? entries[index - 1].tieKey : nil
        let after = index + 1 < entries.count ? entries[index + 1].tieKey : nil
        let key: Double
        switch (before, after) {
        case (let b?, let a?): key = (a + b) / 2
        case (let b?, nil): key = b + 1
        case (nil, let a?): key = a - 1
        case (nil, nil): key = 0
        }
        let roomy = (before.map { key - $0 >= 1.0 / 64 } ?? true) && (after.map { $0 - key >= 1.0 / 64 } ?? true)
        guard roomy && abs(key) < 50_000 else { return renumberTieKeys() }
        entries[index].tieKey = key
        applyTieWeight(entries[index])
    }

    /// Keys 0, 1, 2, ... in order, and the weights that follow from them.
    func renumberTieKeys() {
        for (index, entry) in entries.enumerated() {
            entry.tieKey = Double(index)
            applyTieWeight(entry)
        }
    }

    private func applyTieWeight(_ entry: ArrangedEntry) {
        let weight = 1 + StackView.tieWeightStep * entry.tieKey
        guard entry.view.intrinsicWeights[axis] != weight else { return }
        entry.view.intrinsicWeights[axis] = weight
        entry.view.markDirty()
    }
}
