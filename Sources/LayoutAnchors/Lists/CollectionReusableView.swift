/// A view a `CollectionView` places and reuses: the counterpart of UIKit's
/// `UICollectionReusableView` (section headers, footers and other supplementary views).
open class CollectionReusableView: View {
    /// The identifier of the reuse queue this view goes back to.
    public internal(set) var reuseIdentifier: String?
    /// The collection view that made or first showed this view.
    weak var owningCollection: CollectionView?
    /// Where the view is shown while realised (nil while it waits in a queue).
    var realisedKey: CollectionElementKey?

    /// Creates a view; `register` calls it, so subclasses that override it call super.
    public required override init(frame: Rect) {
        super.init(frame: frame)
    }

    /// Called on a view taken from its reuse queue, before the dequeue returns it. The default
    /// does nothing.
    open func prepareForReuse() {}
}

/// An item of a `CollectionView`: the counterpart of UIKit's `UICollectionViewCell`. Put the
/// item's views in `contentView`, which fills the cell.
open class CollectionViewCell: CollectionReusableView {
    /// The view that holds the item's content; it fills the cell.
    public let contentView = View()

    /// Creates a cell.
    public required init(frame: Rect) {
        super.init(frame: frame)
        addSubview(contentView)
        placeContentView()
    }

    /// Keeps the content view on the cell's bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        placeContentView()
    }

    func placeContentView() {
        let target = Rect(origin: .zero, size: frame.size)
        if contentView.frame != target { contentView.frame = target }
    }
}

/// What a realised element of a collection view is: a cell at an index path, or a
/// supplementary view of a kind.
struct CollectionElementKey: Hashable {
    /// nil for a cell.
    var kind: String?
    var indexPath: IndexPath
}
