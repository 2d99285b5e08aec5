/// Distribution: the sizes of arranged views along the axis, and the gaps between them.
///
/// `.fill` needs no constraints of its own: the spacing chain and the canvas connections
/// make the views fill the axis, their hugging and compression resistance decide who gives,
/// and the weights set in `assignTieKey` resolve equal priorities by index.
///
/// The other distributions relate lengths to one shared unit, the size along the axis of a
/// guide owned by the stack (`UISV-distributing`), instead of to each other: every visible
/// view's size (`.fillEqually`: 1 unit; `.fillProportionally`: its intrinsic size in units)
/// or every distance between adjacent visible views (`.equalSpacing`: edge to edge;
/// `.equalCentering`: centre to centre, at priority 149 so that gaps of at least `spacing`
/// win). Hiding, showing, inserting or removing a view then changes one or two of these
/// constraints, never all of them.
extension StackView {
    /// The unit guide, made on first use with the constraints that place it.
    private var distributionUnit: LayoutGuide {
        if let unit = stackConstraints.unit { return unit }
        let unit = LayoutGuide()
        unit.identifier = StackIdentifier.distributingUnit
        addLayoutGuide(unit)
        stackConstraints.unit = unit
        let along = axis.along, across = axis.across
        stackConstraints.unitConstraints = [
            activateStackConstraint(.distributingUnit, unit, along.start, .equal, self, along.start),
            activateStackConstraint(.distributingUnit, unit, across.start, .equal, self, across.start),
            activateStackConstraint(.distributingUnit, unit, across.size, .equal, nil, constant: 0),
            activateStackConstraint(.ambiguitySuppression, unit, along.size, .equal, nil, constant: 0, priority: 25),
        ]
        return unit
    }

    /// Makes the distribution's constraints for every visible view and adjacent pair.
    func buildDistribution() {
        var previousVisible: ArrangedEntry?
        for entry in entries where !entry.isCollapsed {
            makeSizing(for: entry)
            if let previous = previousVisible { previous.distributingAfter = makeDistance(from: previous, to: entry) }
            previousVisible = entry
        }
        buildCanvasFit()
    }

    /// Tears down the unit guide and its constraints.
    func tearDownDistributionFrame() {
        deactivateStackConstraints(&stackConstraints.unitConstraints)
        if let unit = stackConstraints.unit {
            removeLayoutGuide(unit)
            stackConstraints.unit = nil
        }
    }

    /// After a distribution change: its constraints are made again; the gaps change relation
    /// only when switching between exact and minimum spacing.
    func distributionDidChange(from old: Distribution) {
        for entry in entries {
            deactivateStackConstraint(entry.sizing)
            deactivateStackConstraint(entry.distributingAfter)
            entry.sizing = nil
            entry.distributingAfter = nil
        }
        tearDownDistributionFrame()
        buildDistribution()
        if old.keepsMinimumSpacing != distribution.keepsMinimumSpacing { refreshAllGaps() }
    }

    /// The view's size in units (fill equally, fill proportionally).
    private func makeSizing(for entry: ArrangedEntry) {
        let size = axis.along.size
        switch distribution {
        case .fillEqually:
            entry.sizing = activateStackConstraint(.fillEqually, entry.view, size, .equal, distributionUnit, size)
        case .fillProportionally:
            let proportion = intrinsicLength(of: entry.view)
            entry.sizingProportion = proportion
            guard proportion > 0 else { return }
            entry.sizing = activateStackConstraint(
                .fillProportionally, entry.view, size, .equal, distributionUnit, size,
                multiplier: proportion, priority: 999)
        case .fill, .equalSpacing, .equalCentering:
            return
        }
    }

    /// The distance from one visible view to the next equal to the unit (equal spacing, equal
    /// centering); nil for the other distributions.
    private func makeDistance(from a: ArrangedEntry, to b: ArrangedEntry) -> LayoutConstraint? {
        let along = axis.along
        switch distribution {
        case .equalSpacing:
            return activateStackDistance(
                .fillEqually, from: a.view, along.end, to: b.view, along.start,
                equalTo: distributionUnit, along: along, priority: .required)
        case .equalCentering:
            return activateStackDistance(
                .fillEqually, from: a.view, along.center, to: b.view, along.center,
                equalTo: distributionUnit, along: along, priority: 149)
        case .fill, .fillEqually, .fillProportionally:
            return nil
        }
    }

    /// The intrinsic length along the axis, or 0 without one.
    private func intrinsicLength(of view: View) -> Double {
        let size = view.intrinsicContentSize
        let length = axis == .horizontal ? size.width : size.height
        return length.isFinite && length > 0 ? length : 0
    }

    /// The nearest visible entries before and after `index` (the entry itself excluded).
    private func visibleNeighbours(of index: Int) -> (before: ArrangedEntry?, after: ArrangedEntry?) {
        var before: ArrangedEntry?, after: ArrangedEntry?
        var i = index - 1
        while i >= 0 { if !entries[i].isCollapsed { before = entries[i]; break }; i -= 1 }
        var j = index + 1
        while j < entries.count { if !entries[j].isCollapsed { after = entries[j]; break }; j += 1 }
        return (before, after)
    }

    /// Entry `index` became visible (shown or inserted): its size, and the distances to its
    /// visible neighbours in place of the one that spanned it.
    func distributionDidShow(at index: Int) {
        guard distribution != .fill else { return }
        let entry = entries[index]
        makeSizing(for: entry)
        let (before, after) = visibleNeighbours(of: index)
        if let before {
            deactivateStackConstraint(before.distributingAfter)
            before.distributingAfter = makeDistance(from: before, to: entry)
        }
        if let after { entry.distributingAfter = makeDistance(from: entry, to: after) }
    }

    /// Entry `index` stops being visible (hidden or removed): its constraints go, and its
    /// visible neighbours are related directly.
    func distributionWillHide(at index: Int) {
        guard distribution != .fill else { return }
        let entry = entries[index]
        deactivateStackConstraint(entry.sizing)
        deactivateStackConstraint(entry.distributingAfter)
        entry.sizing = nil
        entry.distributingAfter = nil
        let (before, after) = visibleNeighbours(of: index)
        if let before {
            deactivateStackConstraint(before.distributingAfter)
            before.distributingAfter = after.flatMap { makeDistance(from: before, to: $0) }
        }
    }

    /// Called by the engine when an arranged view's intrinsic size changed: a proportional
    /// size follows it.
    func intrinsicSizeDidChange(of view: View) {
        guard distribution == .fillProportionally, let index = arrangedIndex(of: view) else { return }
        let entry = entries[index]
        guard !entry.isCollapsed, intrinsicLength(of: view) != entry.sizingProportion else { return }
        deactivateStackConstraint(entry.sizing)
        entry.sizing = nil
        makeSizing(for: entry)
    }
}
