/// One section of a flow layout as computed by `prepare()`, along the scroll axis ("main")
/// and across it ("cross"): its span, header, lines and items, in unflipped content
/// coordinates (right-to-left mirrors them when they are handed out).
struct FlowSection {
    /// The section's span along the main axis, header to footer.
    var start = 0.0, end = 0.0
    /// Where the items' area ends (before the bottom inset and the footer): a pinned header
    /// stops there.
    var itemsEnd = 0.0
    var header: Rect = .zero
    var footer: Rect = .zero
    /// Each item's frame.
    var frames: [Rect] = []
    /// The lines: the first item of each and its main-axis span.
    var lines: [FlowLine] = []
}

/// A line of a flow section.
struct FlowLine {
    var firstItem: Int
    var itemCount: Int
    var start: Double
    var end: Double
}

extension Rect {
    /// The rect with its axes swapped (a horizontal flow is computed as a vertical one).
    var transposed: Rect { Rect(x: minY, y: minX, width: height, height: width) }
}
