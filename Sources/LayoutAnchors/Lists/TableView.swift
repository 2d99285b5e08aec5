/// A vertically scrolling list of rows in sections: the counterpart of UIKit's `UITableView`.
///
/// Give it a `dataSource` (and optionally a `TableViewDelegate` as `delegate`), register a
/// cell class for a reuse identifier, and dequeue cells in `tableView(_:cellForRowAt:)`. Only
/// the rows whose frames meet the visible bounds have cells; the table realises them in its
/// own `layoutSubviews()`, which every scroll triggers, and sends the cells of rows that left
/// back to their reuse queue.
///
/// ```swift
/// let table = TableView(frame: window.bounds)
/// table.register(MessageCell.self, forCellReuseIdentifier: "message")
/// table.dataSource = model
/// window.addSubview(table)
/// window.layoutIfNeeded()   // the visible rows now have cells, measured at the table's width
/// ```
open class TableView: ScrollView {
    /// How sections look: `plain` pins section headers while their section is on screen;
    /// `grouped` does not; `insetGrouped` also insets rows by the table's layout margins.
    public enum Style: Sendable { case plain, grouped, insetGrouped }
    /// Where `scrollToRow(at:at:animated:)` puts the row in the visible area.
    public enum ScrollPosition: Sendable { case none, top, middle, bottom }
    /// How rows change (accepted for UIKit compatibility; nothing animates).
    public enum RowAnimation: Sendable { case none, automatic, fade }

    /// "Measure it": as a row height, the cell's content view fitted at the table's width; as
    /// an estimate, 44 points. UIKit's value, -1.
    public static let automaticDimension: Double = -1
    /// The estimate `automaticDimension` stands for.
    static let defaultEstimate = 44.0

    /// The table's style (fixed at init, as in UIKit).
    public let style: Style

    /// Creates a table of a style.
    public init(frame: Rect = .zero, style: Style = .plain) {
        self.style = style
        super.init(frame: frame)
    }

    /// Creates a plain table.
    public override convenience init(frame: Rect) {
        self.init(frame: frame, style: .plain)
    }

    /// The object that gives the table its rows; held weakly. Setting it reloads the table.
    public weak var dataSource: TableViewDataSource? {
        didSet { reloadData() }
    }

    /// The height of every row the delegate does not size (default `automaticDimension`:
    /// self-sizing).
    public var rowHeight = TableView.automaticDimension { didSet { heightRulesDidChange() } }
    /// The height counted for rows not yet measured (default `automaticDimension`: 44); 0
    /// measures every row at `reloadData()`, so `contentSize` is exact.
    public var estimatedRowHeight = TableView.automaticDimension { didSet { heightRulesDidChange() } }
    /// The height of section headers the delegate does not size (default
    /// `automaticDimension`: the header view's fitting height, 0 without a view).
    public var sectionHeaderHeight = TableView.automaticDimension { didSet { heightRulesDidChange() } }
    /// The height of section footers the delegate does not size, as for headers.
    public var sectionFooterHeight = TableView.automaticDimension { didSet { heightRulesDidChange() } }
    /// Space above each section header (default 0: iOS 15's automatic padding is not modelled).
    public var sectionHeaderTopPadding = 0.0 { didSet { heightRulesDidChange() } }
    /// Stored for ported code: header and footer heights are resolved at `reloadData()`.
    public var estimatedSectionHeaderHeight = TableView.automaticDimension
    /// Stored for ported code: header and footer heights are resolved at `reloadData()`.
    public var estimatedSectionFooterHeight = TableView.automaticDimension
    /// Whether rows end with a hairline separator (1 / displayScale, part of the row height).
    public var separatorStyle = TableViewCell.SeparatorStyle.singleLine { didSet { heightRulesDidChange() } }
    /// Whether cells' content views are inset by the table's left and right safe area
    /// (default true).
    public var insetsContentViewsToSafeArea = true { didSet { heightRulesDidChange() } }

    /// A view above the first section, as wide as the table and as tall as its own frame.
    public var tableHeaderView: View? {
        didSet { replaceAccessory(oldValue, with: tableHeaderView) }
    }
    /// A view below the last section, as wide as the table and as tall as its own frame.
    public var tableFooterView: View? {
        didSet { replaceAccessory(oldValue, with: tableFooterView) }
    }

    // MARK: State

    /// Section and row positions.
    var geometry = TableGeometry()
    /// Set by `reloadData()` and rule changes: the geometry is rebuilt at the next use.
    var needsReload = true
    /// The width the heights were measured at.
    var measuredWidth: Double?
    /// Cell classes by reuse identifier.
    var registeredClasses: [String: TableViewCell.Type] = [:]
    /// Cells waiting to be dequeued, by reuse identifier.
    var reuseQueues: [String: [TableViewCell]] = [:]
    /// The cells of realised rows.
    var realisedCells: [IndexPath: TableViewCell] = [:]
    /// The section header and footer views on screen.
    var realisedHeaders: [Int: View] = [:]
    var realisedFooters: [Int: View] = [:]
    /// Measures self-sizing cells and header views away from the table's hierarchy.
    let sizer = CellSizer()
    /// The batch being collected by `performBatchUpdates` or `beginUpdates()`, if one is.
    var batch: TableBatch?
    /// How many `beginUpdates()` calls are open.
    var updateDepth = 0
    /// Whether the open batch was started by `beginUpdates()` (inside `performBatchUpdates`
    /// it is that call's batch, applied when it returns).
    var updatesOwnBatch = false

    /// The table delegate, if the delegate is one.
    var tableDelegate: TableViewDelegate? { delegate as? TableViewDelegate }

    /// Realises the rows that meet the visible bounds (TableView+Realising.swift); a scroll
    /// marks the table for it, as UIKit's does. Subclasses that override it call `super`.
    open override func layoutSubviews() {
        super.layoutSubviews()
        realiseRows()
    }

    // MARK: Reuse

    /// Makes cells of `cellClass` for `identifier` when its queue is empty.
    public func register(_ cellClass: TableViewCell.Type, forCellReuseIdentifier identifier: String) {
        registeredClasses[identifier] = cellClass
    }

    /// A cell for `indexPath`: one from the identifier's queue (after its `prepareForReuse()`),
    /// else a new one of the registered class. An unregistered identifier or an index path
    /// out of range records an issue (UIKit throws); a plain cell is returned.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        if !needsReload && !geometry.contains(indexPath) {
            reportMisuse("dequeueReusableCell(withIdentifier:for:) was given \(indexPath), which is out of range")
        }
        if let cell = reuseQueues[identifier]?.popLast() {
            cell.prepareForReuse()
            return cell
        }
        guard let cellClass = registeredClasses[identifier] else {
            reportMisuse(
                "no cell class is registered for the reuse identifier \"\(identifier)\"; register one with register(_:forCellReuseIdentifier:)"
            )
            let cell = TableViewCell(reuseIdentifier: identifier)
            cell.owningTable = self
            return cell
        }
        let cell = cellClass.init(reuseIdentifier: identifier)
        cell.owningTable = self
        return cell
    }

    /// A cell from the identifier's queue (after its `prepareForReuse()`), else a new one of
    /// the registered class, else nil: UIKit's older call, without an index path.
    public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
        if let cell = reuseQueues[identifier]?.popLast() {
            cell.prepareForReuse()
            return cell
        }
        guard let cellClass = registeredClasses[identifier] else { return nil }
        let cell = cellClass.init(reuseIdentifier: identifier)
        cell.owningTable = self
        return cell
    }

    /// Sends a cell back to its queue (off the table; a cell without an identifier is dropped).
    func enqueue(_ cell: TableViewCell) {
        cell.realisedIndexPath = nil
        cell.removeFromSuperview()
        if let identifier = cell.reuseIdentifier, cell.owningTable === self {
            reuseQueues[identifier, default: []].append(cell)
        }
    }

    // MARK: Helpers

    /// Records a misuse as an issue (UIKit raises an exception for these).
    func reportMisuse(_ text: String) {
        engine.record(
            LayoutIssue(
                kind: .invalidConstraint, constraint: nil, conflictingConstraints: [],
                description: "\(itemName(self)): \(text)."))
    }

    /// A height rule changed: heights are resolved again at the next layout.
    func heightRulesDidChange() {
        needsReload = true
        setNeedsLayout()
    }

    private func replaceAccessory(_ old: View?, with new: View?) {
        if let old, old !== new, old.superview === self { old.removeFromSuperview() }
        if let new, new.superview !== self { addSubview(new) }
        setNeedsLayout()
    }
}
