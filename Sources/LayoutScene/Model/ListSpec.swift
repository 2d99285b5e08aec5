import LayoutAnchors

/// The rows of a `table` (or the items of a `collection`) in a scene: texts from a template
/// and a count, or listed; each row is a cell with one label inset in its content view.
public struct ListSpec: Sendable {
    /// The texts, one per row (a template expanded, or the listed texts).
    public var texts: [String] = []
    /// The labels' line limit (default 0: wrap, as self-sizing rows usually do).
    public var numberOfLines = 0
    /// The labels' font.
    public var font: Font = .preferred(.body)
    /// A fixed row height; nil for self-sizing rows.
    public var rowHeight: Double?
    /// The estimate for rows not yet on screen (nil: the table's default); 0 measures all.
    public var estimatedRowHeight: Double?
    /// The table style.
    public var style: TableView.Style = .plain
    /// A collection's item size.
    public var itemSize = Size(width: 50, height: 50)
    /// A collection's scroll direction.
    public var scrollDirection: CollectionView.ScrollDirection = .vertical
}
