/// Height-for-width of wrapping labels, driven by the variables the solver changed.
extension LayoutEngine {
    /// Measures again each wrapping label whose solved width changed since it was last
    /// measured; true when an intrinsic-size constraint changed. Only the changed variables are
    /// visited (text, font and text size changes mark the label dirty instead), so scrolling
    /// past a thousand labels measures none of them and visits none of them.
    func rewrapLabelsWhoseWidthChanged() -> Bool {
        guard !state.labels.byItem.isEmpty else { return false }
        var touched = false
        // A copy, so that the borrowed segments stay alive while `refreshIntrinsic` notes more.
        let changed = state.views.changedVariables
        // Widths only: the bulk of a layout's changes are positions.
        changed.forEachView(in: state.views.itemsByVariable, widthsOnly: true) { ref in
            let view = ref.view
            guard let label = view as? Label, label.numberOfLines != 1,
                let entry = state.labels.byItem[ObjectIdentifier(label)]
            else { return }
            let width = view.layoutVariables.width.value
            guard width != entry.measuredWidth else { return }
            if wrapsAlike(label, entry: entry, at: width) {
                entry.measuredWidth = width
                return
            }
            entry.measuredWidth = width
            if refreshIntrinsic(of: label) { touched = true }
        }
        return touched
    }

    /// Whether the label's text wraps into the same lines at `width` as at the width it was
    /// last measured at, so measuring again would give the same size: greedy word wrapping
    /// keeps every line it made at a width W at any width from the widest of those lines up to
    /// W (each line still fits, and what did not fit at W fits at no narrower width; a word
    /// broken between characters breaks at the same place, its pieces being the widest that
    /// fit). The label's width hugging constant is that widest line while the entry is
    /// current (`state.labels.byItem` makes a new entry whenever the text metrics change). This is the
    /// label that just took the width of its wrapped text (314 of room, 306 of text): its
    /// second measure is skipped.
    private func wrapsAlike(_ label: Label, entry: WeakLabel, at width: Double) -> Bool {
        guard width > 0, width < entry.measuredWidth, !label.measuresUnwrapped,
            !label.translatesAutoresizingMaskIntoConstraints,
            let widest = state.support.intrinsic[ObjectIdentifier(label)]?.constraints[0]?.constant
        else { return false }
        return widest <= width
    }
}
