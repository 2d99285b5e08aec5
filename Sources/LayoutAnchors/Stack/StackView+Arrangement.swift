/// Arranged-subview bookkeeping: inserting and removing entries, and rebuilding everything
/// when the axis changes. Each insertion or removal changes only the constraints of the view
/// and of its neighbours.
extension StackView {
    /// Inserts an entry (its view is already a subview) and makes its constraints.
    func insertEntry(_ entry: ArrangedEntry, at index: Int) {
        entries.insert(entry, at: index)
        arrangedViews.insert(entry.view, at: index)
        arrangedArray = nil
        collapsedEnds.inserted(at: index, count: entries.count)
        assignTieKey(at: index)
        if !entry.isCollapsed { visibleCount += 1 }
        if entry.isCollapsed { makeHiding(for: entry) }
        refreshAlignmentLinks(at: index)
        refreshAlignmentLinks(at: index + 1)
        makeAcrossConstraints(for: entry)
        refreshSpanningHold()
        if !entry.isCollapsed { distributionDidShow(at: index) }
        refreshGaps(aroundVisibleBefore: index, visibleFrom: index + 1)
        setCanvasNeedsUpdate()
    }

    /// Removes an entry and its constraints, relinking its neighbours; the view stays a subview.
    func removeEntry(at index: Int) {
        let entry = entries[index]
        if !entry.isCollapsed {
            distributionWillHide(at: index)
            visibleCount -= 1
        }
        entry.deactivateAll()
        entries.remove(at: index)
        arrangedViews.remove(at: index)
        arrangedArray = nil
        collapsedEnds.removed(at: index, count: entries.count)
        entry.view.intrinsicWeights = IntrinsicWeights()
        entry.view.markDirty()
        if index == 0, let first = entries.first {
            deactivateStackConstraint(first.gapBefore)
            first.gapBefore = nil
        }
        refreshAlignmentLinks(at: index)
        refreshSpanningHold()
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
        deactivateStackConstraint(stackConstraints.canvasStart)
        deactivateStackConstraint(stackConstraints.canvasEnd)
        stackConstraints.canvasStart = nil
        stackConstraints.canvasEnd = nil
        renumberTieKeys()
        for (index, entry) in entries.enumerated() {
            if entry.isCollapsed { makeHiding(for: entry) }
            refreshAlignmentLinks(at: index)
            makeAcrossConstraints(for: entry)
        }
        refreshSpanningHold()
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

    /// Called by the engine before the queued constraints reach the solver: the connection
    /// that places the first view. It sums nothing, so it need not wait for the intrinsic
    /// sizes, and queued with the stack's gaps it lets the engine add it before them (see
    /// `LayoutEngine.orderedForDefinitions`).
    func updateLeadingConstraints() {
        guard canvasNeedsUpdate else { return }
        updateCanvasStart()
    }

    /// Called by the engine before constraints are solved: brings the deferred constraints
    /// up to date.
    func updateDeferredConstraints() {
        guard canvasNeedsUpdate else { return }
        canvasNeedsUpdate = false
        updateCanvasStart()
        updateCanvasEnd()
        updateAlignmentFrame()
    }

    /// The item arranged views are laid out in: the stack, or its layout margins guide.
    var edgeItem: AnyObject { isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self }

    /// `UISV-canvas-connection` at the start of the axis: edge.start == first.start.
    private func updateCanvasStart() {
        guard let first = entries.first?.view else {
            deactivateStackConstraint(stackConstraints.canvasStart)
            stackConstraints.canvasStart = nil
            return
        }
        let edge = edgeItem
        // Still active too: `removeFromSuperview()` deactivates the connection to a view that
        // leaves, and the same view arranged again before the next layout must get it back.
        if let current = stackConstraints.canvasStart, current.firstItem === edge, current.secondItem === first,
            current.activeFlag
        {
            return
        }
        deactivateStackConstraint(stackConstraints.canvasStart)
        let start = axis.along.start
        stackConstraints.canvasStart = activateStackConstraint(
            .canvasConnection, edge, start, .equal, first, start, rank: .placesFirstView)
    }

    /// `UISV-canvas-connection` at the end of the axis: last.end == edge.end.
    private func updateCanvasEnd() {
        guard let last = entries.last?.view else {
            deactivateStackConstraint(stackConstraints.canvasEnd)
            stackConstraints.canvasEnd = nil
            return
        }
        let edge = edgeItem
        if let current = stackConstraints.canvasEnd, current.firstItem === last, current.secondItem === edge,
            current.activeFlag
        {
            return
        }
        deactivateStackConstraint(stackConstraints.canvasEnd)
        let end = axis.along.end
        stackConstraints.canvasEnd = activateStackConstraint(
            .canvasConnection, last, end, .equal, edge, end, rank: .closesEnd)
    }

    // MARK: Tie-breaking order

    /// The weight step per unit of tie key of a stack that never held many views: small
    /// against 1, large against the solver's tolerance (1e-8) even for keys 1/64 apart.
    static let defaultTieWeightStep = 1e-5

    /// The smallest difference between the weights of two neighbours: the default step's
    /// for keys 1/64 apart, about 16 times the solver's tolerance.
    static let minimumTieWeightGap = defaultTieWeightStep / 64

    /// How far a weight may move from 1 while the step allows it: the weights of a stack stay
    /// within (0.5, 1.5) up to about 1.6 million views, so that they weigh like 1 beside other
    /// constraints of the same priority.
    static let defaultTieWeightSpread = 0.5

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
        let gap = StackView.minimumTieWeightGap / tieWeightStep
        let roomy = (before.map { key - $0 >= gap } ?? true) && (after.map { $0 - key >= gap } ?? true)
        guard roomy && abs(key) * tieWeightStep < tieWeightSpread else { return renumberTieKeys() }
        entries[index].tieKey = key
        applyTieWeight(entries[index])
    }

    /// Keys 0, 1, 2, ... in order, and the weights that follow from them. The step is halved
    /// until twice as many views would fit in the spread, so that a stack that keeps growing
    /// at one end renumbers only each time it doubles: appending n views costs O(n) in all,
    /// where renumbering at every append past a fixed limit cost O(n) each. Below the
    /// smallest gap the step stops shrinking, and the weights spread further from 1 instead.
    func renumberTieKeys() {
        var step = StackView.defaultTieWeightStep
        while 2 * Double(entries.count) * step >= tieWeightSpread && step / 2 >= StackView.minimumTieWeightGap {
            step /= 2
        }
        tieWeightStep = step
        for (index, entry) in entries.enumerated() {
            entry.tieKey = Double(index)
            applyTieWeight(entry)
        }
    }

    private func applyTieWeight(_ entry: ArrangedEntry) {
        let weight = 1 + tieWeightStep * entry.tieKey
        guard entry.view.intrinsicWeights[axis] != weight else { return }
        entry.view.intrinsicWeights[axis] = weight
        entry.view.markDirty()
    }
}
