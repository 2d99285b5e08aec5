/// A stack view's baselines are those of one of its arranged views, as UIStackView.h states:
/// "A horizontal UIStackView will return its tallest view for -viewForFirst/LastBaselineLayout,
/// or if that is another stack view, then the relevant viewForFirst/LastBaselineLayout from
/// that stack view. A vertical UIStackView will return its first view for
/// -viewForFirstBaselineLayout and its last view for -viewForLastBaselineLayout". So a column
/// of a title and a subtitle in a first-baseline row aligns the title's baseline.
///
/// The engine reads a baseline as a constant offset from the view's top (first) or bottom
/// (last). The first arranged view's top and the last one's bottom are the stack's own edges
/// (the canvas connections), and the tallest view of a row spans its height, so the offset is
/// the chosen view's own. Where that does not hold — a margin-relative stack (its margins
/// follow the safe area), or a chosen view without a text baseline — the stack keeps the
/// plain view's baselines (at its bottom).
extension StackView {
    /// The first baseline's offset from the top (nil: none, the plain view's rule).
    var forwardedFirstBaselineFromTop: Double? {
        guard !isLayoutMarginsRelativeArrangement, let view = baselineView(first: true) else { return nil }
        return view.firstBaselineFromTop
    }

    /// The last baseline's offset from the bottom (0: the plain view's rule).
    var forwardedLastBaselineFromBottom: Double {
        guard !isLayoutMarginsRelativeArrangement, let view = baselineView(first: false),
            view.firstBaselineFromTop != nil
        else { return 0 }
        return view.lastBaselineFromBottom
    }

    /// The arranged view whose baseline is the stack's: the first (or last) visible one of a
    /// column, the tallest visible one (by intrinsic height, the first of equals) of a row.
    private func baselineView(first: Bool) -> View? {
        let visible = entries.lazy.filter { !$0.isCollapsed }.map(\.view)
        if axis == .vertical { return first ? visible.first : visible.reversed().first }
        var tallest: View?
        var height = -Double.infinity
        for view in visible {
            let h = view.intrinsicContentSize.height
            if h > height { tallest = view; height = h }
        }
        return tallest
    }
}
