/// The smallest piece of a compositional layout, one cell: the counterpart of UIKit's
/// `NSCollectionLayoutItem`.
open class CollectionLayoutItem {
    /// The item's size, relative to its group.
    public let layoutSize: CollectionLayoutSize
    /// Space taken from the item's slot around its cell.
    public var contentInsets = DirectionalEdgeInsets()

    /// Creates an item.
    public init(layoutSize: CollectionLayoutSize) {
        self.layoutSize = layoutSize
    }
}

/// Items side by side (horizontal) or stacked (vertical): the counterpart of UIKit's
/// `NSCollectionLayoutGroup`. A group is itself an item, so groups nest.
open class CollectionLayoutGroup: CollectionLayoutItem {
    /// The axis the subitems follow.
    enum Axis { case horizontal, vertical }
    let axis: Axis
    /// The subitems, in order.
    public let subitems: [CollectionLayoutItem]
    /// With a repeating subitem: how many copies, each taking an equal share of the group.
    let repeatCount: Int?
    /// The spacing between subitems (default none).
    public var interItemSpacing: CollectionLayoutSpacing?

    init(axis: Axis, layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem], count: Int?) {
        self.axis = axis
        self.subitems = subitems
        self.repeatCount = count
        super.init(layoutSize: layoutSize)
    }

    /// Subitems left to right (right to left in a right-to-left layout), repeated in order
    /// while the next still fits the group's width (as UIKit fills a group).
    public static func horizontal(layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem]) -> CollectionLayoutGroup {
        CollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: subitems, count: nil)
    }
    /// Subitems top to bottom, repeated while the next still fits the group's height.
    public static func vertical(layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem]) -> CollectionLayoutGroup {
        CollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: subitems, count: nil)
    }
    /// `count` copies of one item side by side, sharing the group's width equally (less
    /// the spacing), whatever the item's own width.
    public static func horizontal(layoutSize: CollectionLayoutSize, repeatingSubitem subitem: CollectionLayoutItem, count: Int)
        -> CollectionLayoutGroup
    {
        CollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: [subitem], count: max(1, count))
    }
    /// The iOS 13 spelling of `horizontal(layoutSize:repeatingSubitem:count:)`, for ported code.
    public static func horizontal(layoutSize: CollectionLayoutSize, subitem: CollectionLayoutItem, count: Int) -> CollectionLayoutGroup {
        horizontal(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }
    /// The iOS 13 spelling of `vertical(layoutSize:repeatingSubitem:count:)`, for ported code.
    public static func vertical(layoutSize: CollectionLayoutSize, subitem: CollectionLayoutItem, count: Int) -> CollectionLayoutGroup {
        vertical(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }
    /// `count` copies of one item stacked, sharing the group's height equally.
    public static func vertical(layoutSize: CollectionLayoutSize, repeatingSubitem subitem: CollectionLayoutItem, count: Int)
        -> CollectionLayoutGroup
    {
        CollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: [subitem], count: max(1, count))
    }
}
