/// A weak reference to a label (through its handle, see `ItemHandle`), with the width its
/// text was last wrapped at.
final class WeakLabel {
    private let handle: ItemHandle
    /// The solved width at the last height-for-width measure (NaN: not yet measured).
    var measuredWidth = Double.nan
    /// The text's width on one line per paragraph (NaN: not yet measured; an entry is made
    /// again whenever the label's text metrics change).
    var oneLineWidth = Double.nan
    /// The width the first (unwrapped) pass gave at the last second pass (NaN: none yet).
    var availableWidth = Double.nan

    init(label: Label) { handle = label.layoutVariables }

    /// The label, nil once it is gone.
    var label: Label? { handle.view as? Label }
}
