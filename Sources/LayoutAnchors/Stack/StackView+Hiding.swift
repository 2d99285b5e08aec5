/// Hiding: a hidden arranged view takes no space and no spacing along the axis, as in UIKit.
///
/// It keeps its place in the spacing chain with size 0 (`UISV-hiding`); the gaps between its
/// visible neighbours change constants, its spanner boundaries and distribution constraints
/// go, and its neighbours are related directly. Nothing else in the stack changes, so hiding
/// one row of a long stack costs a handful of constraint changes.
extension StackView {
    /// Applies a change of `isHidden` to the constraints of entry `index`.
    func setCollapsed(_ collapsed: Bool, at index: Int) {
        let entry = entries[index]
        if collapsed {
            distributionWillHide(at: index)
            entry.isCollapsed = true
            visibleCount -= 1
            makeHiding(for: entry)
            deactivateStackConstraints(&entry.spanning)
        } else {
            entry.isCollapsed = false
            collapsedEnds.shown(at: index, count: entries.count)
            visibleCount += 1
            deactivateStackConstraint(entry.hiding)
            entry.hiding = nil
            makeSpanning(for: entry)
            distributionDidShow(at: index)
        }
        refreshSpanningHold()
        refreshGaps(aroundVisibleBefore: index, visibleFrom: index + 1)
    }

    /// `UISV-hiding`: size 0 along the axis.
    func makeHiding(for entry: ArrangedEntry) {
        guard entry.hiding == nil else { return }
        entry.hiding = activateStackConstraint(.hiding, entry.view, axis.along.size, .equal, nil, constant: 0)
    }
}
