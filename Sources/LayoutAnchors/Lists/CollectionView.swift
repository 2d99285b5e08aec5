/// A scrolling collection of items placed by a layout object: the counterpart of UIKit's
/// `UICollectionView`.
///
/// Give it a layout (`CollectionViewFlowLayout`, or a subclass of `CollectionViewLayout`) and a
/// `dataSource`; register cell (and supplementary view) classes and dequeue them in the data
/// source. Only elements whose frames meet the visible bounds have views; the collection view
/// realises them in its own `layoutSubviews()`, which every scroll triggers.
open class CollectionView: ScrollView {
    /// The axis a flow layout scrolls along.
    public enum ScrollDirection: Sendable { case vertical, horizontal }

    /// Where `scrollToItem(at:at:animated:)` puts the item (one vertical and one horizontal
    /// member at most).
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The kind of a flow layout's section headers.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a flow layout's section footers.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// Creates a collection view with a layout.
    public init(frame: Rect = .zero, collectionViewLayout: CollectionViewLayout) {
        self.collectionViewLayout = collectionViewLayout
        super.init(frame: frame)
        collectionViewLayout.collectionView = self
    }

    /// The layout; setting another one lays the items out again.
    public var collectionViewLayout: CollectionViewLayout {
        didSet {
            collectionViewLayout.collectionView = self
            reloadData()
        }
    }

    /// The object that gives the collection view its items; held weakly. Setting it reloads.
    public weak var dataSource: CollectionViewDataSource? {
        didSet { reloadData() }
    }

    // MARK: State

    /// Item counts per section, as of the last reload or update.
    var counts: [Int] = []
    var needsReload = true
    /// The bounds size the layout was prepared for.
    var preparedSize: Size?
    var cellClasses: [String: CollectionViewCell.Type] = [:]
    var supplementaryClasses: [String: CollectionReusableView.Type] = [:]  // by "kind/identifier"
    var reuseQueues: [String: [CollectionReusableView]] = [:]  // by identifier or "kind/identifier"
    var realised: [CollectionElementKey: CollectionReusableView] = [:]
    /// How many `performBatchUpdates` calls are running (edits inside wait for the outermost).
    var batchDepth = 0
    /// Measures self-sizing cells away from the hierarchy (see `CellSizer`).
    let sizer = CellSizer()

    /// Realises the elements that meet the visible bounds (CollectionView+Realising.swift).
    open override func layoutSubviews() {
        super.layoutSubviews()
        realiseElements()
    }

    // MARK: Reuse

    /// Makes cells of `cellClass` for `identifier` when its queue is empty.
    public func register(_ cellClass: CollectionViewCell.Type, forCellWithReuseIdentifier identifier: String) {
        cellClasses[identifier] = cellClass
    }

    /// Makes supplementary views of `viewClass` for a kind and identifier.
    public func register(
        _ viewClass: CollectionReusableView.Type, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
    ) {
        supplementaryClasses[elementKind + "/" + identifier] = viewClass
    }

    /// A cell for `indexPath`: one from the identifier's queue (after its `prepareForReuse()`),
    /// else a new one of the registered class (an unregistered identifier records an issue
    /// and gives a plain cell).
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> CollectionViewCell {
        if let cell = reuseQueues[identifier]?.popLast() as? CollectionViewCell {
            cell.prepareForReuse()
            return cell
        }
        let cellClass =
            cellClasses[identifier]
            ?? {
                reportMisuse("no cell class is registered for the reuse identifier \"\(identifier)\"")
                return CollectionViewCell.self
            }()
        let cell = cellClass.init(frame: .zero)
        cell.reuseIdentifier = identifier
        cell.owningCollection = self
        return cell
    }

    /// A supplementary view for a kind and index path, reused as cells are.
    public func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> CollectionReusableView {
        let key = elementKind + "/" + identifier
        if let view = reuseQueues[key]?.popLast() {
            view.prepareForReuse()
            return view
        }
        let viewClass =
            supplementaryClasses[key]
            ?? {
                reportMisuse("no class is registered for supplementary views of kind \"\(elementKind)\" and identifier \"\(identifier)\"")
                return CollectionReusableView.self
            }()
        let view = viewClass.init(frame: .zero)
        view.reuseIdentifier = key
        view.owningCollection = self
        return view
    }

    /// Sends a view back to its queue (off the collection view).
    func enqueue(_ view: CollectionReusableView) {
        view.realisedKey = nil
        view.removeFromSuperview()
        if let identifier = view.reuseIdentifier, view.owningCollection === self {
            reuseQueues[identifier, default: []].append(view)
        }
    }

    /// Records a misuse as an issue (UIKit raises an exception for these).
    func reportMisuse(_ text: String) {
        engine.record(
            LayoutIssue(
                kind: .invalidConstraint, constraint: nil, conflictingConstraints: [],
                description: "\(itemName(self)): \(text)."))
    }
}
