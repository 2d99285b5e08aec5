/// Spacing: one `UISV-spacing` constraint per pair of adjacent arranged views,
/// `next.start == previous.end + gap` (at least the gap for equal spacing and centering).
///
/// Hidden views stay in the chain with size 0 (`UISV-hiding`), so the chain never has to be
/// rebuilt: only gap constants change. The gap after a visible view carries its spacing when
/// some visible view follows it; every other gap (after a hidden view, or after the last
/// visible one) is 0. So between two visible views with hidden ones in between there is
/// exactly one spacing, and hidden views at the ends add nothing. Hiding a view changes only
/// the gaps between its visible neighbours.
extension StackView {
    /// What one gap constraint should be.
    struct GapSpec: Equatable {
        var after: LayoutAttribute
        var before: LayoutAttribute
        var relation: LayoutRelation
        var constant: Double
    }

    /// The gap after an arranged view: its custom spacing, else `spacing` (where
    /// `spacingUseDefault` stands for 0: UIStackView.h, "Setting spacing to
    /// UIStackViewSpacingUseDefault ... will result in a spacing of 0").
    func spacing(after entry: ArrangedEntry) -> Double {
        entry.customSpacing ?? (spacing == StackView.spacingUseDefault ? 0 : spacing)
    }

    /// The gap constraint before entry `index` (>= 1), given whether a visible view comes
    /// before it and whether one comes at or after it.
    private func gapSpec(at index: Int, visibleBefore: Bool, visibleFrom: Bool) -> GapSpec {
        let previous = entries[index - 1], next = entries[index]
        let along = axis.along
        let carrying = !previous.isCollapsed && visibleFrom
        var spec = GapSpec(
            after: along.end, before: along.start,
            // Only a gap between visible views may grow (equal spacing,
            // centering); the gaps that place hidden views, or the first
            // visible view after hidden ones, are exact, or they would float.
            relation: distribution.keepsMinimumSpacing && !next.isCollapsed && visibleBefore
                ? .greaterThanOrEqual : .equal,
            constant: carrying ? spacing(after: previous) : 0)
        if axis == .vertical && isBaselineRelativeArrangement {
            // Baseline to baseline between visible views, even across hidden ones; plain edges
            // at the ends so that the stack still encloses its first and last views.
            if carrying { spec.after = .lastBaseline }
            if !next.isCollapsed && visibleBefore { spec.before = .firstBaseline }
        }
        return spec
    }

    /// Updates the gaps `lo...hi` (indices of the later view of each pair). Whether a visible
    /// view lies before `lo` or after `hi` is scanned for unless the caller knows it.
    func refreshGaps(from lo: Int, to hi: Int, visibleBeforeLo: Bool? = nil, visibleAfterHi: Bool? = nil) {
        let lo = max(lo, 1), hi = min(hi, entries.count - 1)
        guard lo <= hi else { return }
        var visibleFrom = [Bool](repeating: false, count: hi - lo + 1)
        var seen = visibleAfterHi ?? entries[(hi + 1)...].contains { !$0.isCollapsed }
        for i in stride(from: hi, through: lo, by: -1) {
            if !entries[i].isCollapsed { seen = true }
            visibleFrom[i - lo] = seen
        }
        var visibleBefore = visibleBeforeLo ?? entries[..<lo].contains { !$0.isCollapsed }
        for i in lo...hi {
            applyGap(gapSpec(at: i, visibleBefore: visibleBefore, visibleFrom: visibleFrom[i - lo]), at: i)
            if !entries[i].isCollapsed { visibleBefore = true }
        }
    }

    /// Updates the gaps a change between `a - 1` and `b` can affect: the gaps `a...b` around the
    /// changed views, the gap after the last visible view before `a` and the gap before the
    /// first visible view at or after `b`. A gap between two hidden views in the runs between
    /// those is always (end, start, ==, 0) whatever is visible elsewhere, so it is left as it
    /// is: hiding the views of a long stack one by one then costs a few gaps each, not a walk
    /// over the whole hidden run's constraints.
    func refreshGaps(aroundVisibleBefore a: Int, visibleFrom b: Int) {
        let count = entries.count
        guard count > 1 else { return }
        // The nearest visible views before `a` and from `b`; the runs of collapsed views at the
        // ends are not walked again (see `CollapsedEnds`).
        var lo = 1, visibleBeforeLo = !entries[0].isCollapsed
        var i = min(a, count) - 1
        while i >= collapsedEnds.front {
            if !entries[i].isCollapsed { lo = i + 1; visibleBeforeLo = true; break }
            i -= 1
        }
        if i < collapsedEnds.front { collapsedEnds.noteCollapsed(before: min(a, count)) }
        var hi = count - 1
        var j = max(b, 0)
        let backStart = count - collapsedEnds.back
        while j < backStart {
            if !entries[j].isCollapsed { hi = j; break }
            j += 1
        }
        if j >= backStart { collapsedEnds.noteCollapsed(from: max(b, 0), count: count) }
        guard lo <= hi else { return }
        var indices = [lo]
        let first = max(a, lo + 1), last = min(b, hi)
        if first <= last { indices.append(contentsOf: first...last) }
        if hi > indices[indices.count - 1] { indices.append(hi) }
        // Whether a visible view comes at or after each index: the views between two listed
        // indices (outside a...b) are hidden, so only the listed views and what follows hi count.
        var visibleFrom = [Bool](repeating: false, count: indices.count)
        var seen = false
        for n in stride(from: indices.count - 1, through: 0, by: -1) {
            if !entries[indices[n]].isCollapsed { seen = true }
            visibleFrom[n] = seen
        }
        var visibleBefore = visibleBeforeLo
        for (n, k) in indices.enumerated() {
            applyGap(gapSpec(at: k, visibleBefore: visibleBefore, visibleFrom: visibleFrom[n]), at: k)
            if !entries[k].isCollapsed { visibleBefore = true }
        }
    }

    /// Updates every gap (after a spacing, distribution or baseline-mode change).
    func refreshAllGaps() {
        refreshGaps(from: 1, to: entries.count - 1)
    }

    /// Changes the gap's constant in place, or replaces it when its items, attributes or
    /// relation differ.
    private func applyGap(_ spec: GapSpec, at index: Int) {
        let entry = entries[index], previous = entries[index - 1].view
        if let c = entry.gapBefore, c.firstAttribute == spec.before, c.secondAttribute == spec.after,
            c.relation == spec.relation, c.secondItem === previous, c.activeFlag
        {
            if c.constant != spec.constant { c.constant = spec.constant }
            return
        }
        deactivateStackConstraint(entry.gapBefore)
        entry.gapBefore = activateStackConstraint(
            .spacing, entry.view, spec.before, spec.relation,
            previous, spec.after, constant: spec.constant, rank: .gap)
    }
}

extension StackView.Distribution {
    /// Equal spacing and centering keep gaps of at least `spacing`; the others exactly.
    var keepsMinimumSpacing: Bool { self == .equalSpacing || self == .equalCentering }
}
