/// A view that moves without changing size can enter or leave the unsafe area (a banner
/// pushed down out of the status bar, a card slid under the home indicator): UIKit then
/// updates its safe area and calls `safeAreaInsetsDidChange()` (and `layoutMarginsDidChange()`
/// when its margins follow). The layout pass reports inset changes for each view it visits
/// (LayoutEngine+Hooks.swift) but walks only marked branches, and a move sets no
/// `layoutSubviews()` mark; so a moved view whose insets can change is put on the walk's path.
extension View {
    /// Puts a view that just moved on the next hook walk, without marking it for
    /// `layoutSubviews()`, when its insets can change: it reported insets before, its
    /// superview reported some (and so may hand a safe region down), or its margins follow
    /// its superview's. Other moves (the bulk: rows of a list inside an inset-free content
    /// view) cost one check, made inline in the frame setter that calls this.
    @inline(__always) func markMovedForInsetCheck() {
        let vars = layoutVariables
        guard vars.reportsInsets || vars.superviewHandle?.reportsInsets == true || preservesSuperviewLayoutMargins else { return }
        markMovedViewForInsetWalk()
    }

    /// The rare part of `markMovedForInsetCheck`, kept out of line.
    @inline(never) private func markMovedViewForInsetWalk() {
        propagateMark(.layoutSubviewsBelow)
    }
}
