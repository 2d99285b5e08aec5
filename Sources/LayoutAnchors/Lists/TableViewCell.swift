/// A row of a `TableView`: the counterpart of UIKit's `UITableViewCell`.
///
/// Put the row's views in `contentView` and pin them to its edges (or margins) with
/// constraints; with `rowHeight == TableView.automaticDimension` the table measures the
/// content view at its width and gives the row that height. Cells are made by the table
/// (`register(_:forCellReuseIdentifier:)`) and handed out again by
/// `dequeueReusableCell(withIdentifier:for:)` once they scroll away.
open class TableViewCell: View {
    /// Whether a line is drawn under each row (it takes 1 / displayScale of the row's height).
    public enum SeparatorStyle: Sendable {
        /// No separator.
        case none
        /// A hairline under each row.
        case singleLine
    }

    /// The view that holds the row's content; the table sizes it to the cell, less the
    /// separator and (with `insetsContentViewsToSafeArea`) the safe area's side insets.
    public let contentView = View()

    /// The identifier of the reuse queue this cell goes back to.
    public let reuseIdentifier: String?

    /// The table that made or first showed this cell (a cell belongs to one table).
    weak var owningTable: TableView?
    /// The row the cell shows while it is realised; nil while it waits in a queue.
    var realisedIndexPath: IndexPath?
    /// The content view's insets within the cell (left, right: safe area; bottom: separator).
    var contentInsets = EdgeInsets() {
        didSet { if oldValue != contentInsets { placeContentView() } }
    }

    /// Creates a cell for a reuse queue; `register(_:forCellReuseIdentifier:)` calls it, so a
    /// subclass that overrides it must call `super.init(reuseIdentifier:)`.
    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
    }

    /// Creates a cell with no reuse identifier.
    public override init(frame: Rect) {
        reuseIdentifier = nil
        super.init(frame: frame)
        addSubview(contentView)
        placeContentView()
    }

    /// Called on a cell taken from its reuse queue, before `dequeueReusableCell` returns it.
    /// Reset what the previous row configured. The default does nothing.
    open func prepareForReuse() {}

    /// Keeps the content view on the cell's bounds (less its insets).
    open override func layoutSubviews() {
        super.layoutSubviews()
        placeContentView()
    }

    /// Sets the content view's frame from the cell's size and `contentInsets`.
    func placeContentView() {
        let size = frame.size
        let target = Rect(
            x: contentInsets.left, y: contentInsets.top,
            width: max(0, size.width - contentInsets.left - contentInsets.right),
            height: max(0, size.height - contentInsets.top - contentInsets.bottom))
        if contentView.frame != target { contentView.frame = target }
    }
}
