/// Where one element of a collection view goes: the counterpart of UIKit's
/// `UICollectionViewLayoutAttributes`.
public final class CollectionViewLayoutAttributes {
    /// The element's frame in the collection view's content coordinates.
    public var frame: Rect
    /// The item's (or the supplementary view's section's) index path.
    public var indexPath: IndexPath
    /// Front-to-back order: higher is in front (pinned headers are in front of cells).
    public var zIndex: Int
    /// The supplementary view's kind; nil for a cell.
    public let representedElementKind: String?

    /// Attributes of a cell.
    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        frame = .zero
        zIndex = 0
        representedElementKind = nil
    }

    /// Attributes of a supplementary view.
    public init(forSupplementaryViewOfKind kind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        frame = .zero
        zIndex = 0
        representedElementKind = kind
    }

    /// The frame's size.
    public var size: Size { frame.size }
}

/// Decides where a collection view's elements go: the counterpart of UIKit's
/// `UICollectionViewLayout`. Subclasses compute everything in `prepare()` and answer the
/// queries from what they computed; the collection view calls `prepare()` again after
/// `invalidateLayout()`, a reload or a change of its size.
open class CollectionViewLayout {
    /// The collection view this layout belongs to.
    public internal(set) weak var collectionView: CollectionView?

    /// Creates a layout.
    public init() {}

    /// The size of all the content.
    open var collectionViewContentSize: Size { .zero }

    /// Computes the layout. The default does nothing.
    open func prepare() {}

    /// The elements whose frames meet `rect` (content coordinates), in no particular order.
    open func layoutAttributesForElements(in rect: Rect) -> [CollectionViewLayoutAttributes] { [] }

    /// Where an item goes; nil when there is no such item.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? { nil }

    /// Where a supplementary view goes; nil when there is none.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
    { nil }

    /// Marks the layout for a new `prepare()` before the next layout pass.
    open func invalidateLayout() {
        isPrepared = false
        collectionView?.setNeedsLayout()
    }

    /// False until `prepare()` ran for the current data and size.
    var isPrepared = false
}
