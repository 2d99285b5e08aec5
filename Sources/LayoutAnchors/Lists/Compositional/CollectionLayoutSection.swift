/// A section of a compositional layout: its group repeated until the section's items run out.
/// The counterpart of UIKit's `NSCollectionLayoutSection`.
open class CollectionLayoutSection {
    /// How a section scrolls across the collection view's axis.
    public enum OrthogonalScrollingBehavior: Sendable {
        case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
    }

    /// The group repeated through the section.
    public let group: CollectionLayoutGroup
    /// Space between repeated groups (default 0).
    public var interGroupSpacing = 0.0
    /// Space around the section's groups.
    public var contentInsets = DirectionalEdgeInsets()
    /// Anything but `.none` lays the groups out in one row that scrolls on its own (without
    /// changing the collection view's content size across).
    public var orthogonalScrollingBehavior = OrthogonalScrollingBehavior.none
    /// Headers and footers around the section.
    public var boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem] = []

    /// Creates a section.
    public init(group: CollectionLayoutGroup) {
        self.group = group
    }
}

/// A header or footer around a compositional section: the counterpart of UIKit's
/// `NSCollectionLayoutBoundarySupplementaryItem`.
open class CollectionLayoutBoundarySupplementaryItem: CollectionLayoutItem {
    /// The kind the data source is asked for.
    public let elementKind: String
    /// Where it sits: `.top` (a header) or `.bottom` (a footer).
    public let alignment: RectAlignment
    /// Whether it sticks to the visible area while its section is on screen (default false).
    public var pinToVisibleBounds = false
    /// Front-to-back order (default 1: in front of cells).
    public var zIndex = 1

    /// Creates a boundary item.
    public init(layoutSize: CollectionLayoutSize, elementKind: String, alignment: RectAlignment) {
        self.elementKind = elementKind
        self.alignment = alignment
        super.init(layoutSize: layoutSize)
    }
}

/// What a section provider is told: the counterpart of UIKit's
/// `NSCollectionLayoutEnvironment`.
public struct CollectionLayoutEnvironment {
    /// The container the sections fill.
    public struct Container {
        /// The collection view's size less its adjusted content insets.
        public let contentSize: Size
    }
    /// The container.
    public let container: Container
    /// The collection view's traits.
    public let traitCollection: TraitCollection
}
