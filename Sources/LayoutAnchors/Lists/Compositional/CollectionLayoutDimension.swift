/// One side of a compositional layout size: the counterpart of UIKit's
/// `NSCollectionLayoutDimension`.
public struct CollectionLayoutDimension: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case fractionalWidth, fractionalHeight, absolute, estimated }
    let kind: Kind
    let value: Double

    /// A fraction of the container's width (the section's content area for a group, the
    /// group for an item).
    public static func fractionalWidth(_ fraction: Double) -> CollectionLayoutDimension { .init(kind: .fractionalWidth, value: fraction) }
    /// A fraction of the container's height.
    public static func fractionalHeight(_ fraction: Double) -> CollectionLayoutDimension { .init(kind: .fractionalHeight, value: fraction) }
    /// A fixed number of points.
    public static func absolute(_ points: Double) -> CollectionLayoutDimension { .init(kind: .absolute, value: points) }
    /// A first guess, replaced by the measured size of the cell (self-sizing).
    public static func estimated(_ points: Double) -> CollectionLayoutDimension { .init(kind: .estimated, value: points) }

    /// Whether the dimension is a fraction of the container's width.
    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    /// Whether the dimension is a fraction of the container's height.
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    /// Whether the dimension is a fixed number of points.
    public var isAbsolute: Bool { kind == .absolute }
    /// Whether the dimension is estimated.
    public var isEstimated: Bool { kind == .estimated }
    /// The fraction or the points.
    public var dimension: Double { value }

    /// The points this dimension gives in a container (the estimate for `.estimated`).
    func resolve(in container: Size) -> Double {
        switch kind {
        case .fractionalWidth: return container.width * value
        case .fractionalHeight: return container.height * value
        case .absolute, .estimated: return value
        }
    }
}

/// A width and a height: the counterpart of UIKit's `NSCollectionLayoutSize`.
public struct CollectionLayoutSize: Equatable, Sendable {
    /// The width.
    public var widthDimension: CollectionLayoutDimension
    /// The height.
    public var heightDimension: CollectionLayoutDimension

    /// Creates a size.
    public init(widthDimension: CollectionLayoutDimension, heightDimension: CollectionLayoutDimension) {
        self.widthDimension = widthDimension
        self.heightDimension = heightDimension
    }

    func resolve(in container: Size) -> Size {
        Size(width: widthDimension.resolve(in: container), height: heightDimension.resolve(in: container))
    }
}

/// The spacing between the items of a group: the counterpart of UIKit's
/// `NSCollectionLayoutSpacing`.
public struct CollectionLayoutSpacing: Equatable, Sendable {
    let value: Double
    let isFlexible: Bool
    /// Exactly `points` between items.
    public static func fixed(_ points: Double) -> CollectionLayoutSpacing { .init(value: points, isFlexible: false) }
    /// At least `points`; what room the group has left is shared between the gaps.
    public static func flexible(_ points: Double) -> CollectionLayoutSpacing { .init(value: points, isFlexible: true) }
    /// The (least) spacing.
    public var spacing: Double { value }
    /// Whether the spacing is fixed.
    public var isFixedSpacing: Bool { !isFlexible }
    /// Whether the spacing is flexible.
    public var isFlexibleSpacing: Bool { isFlexible }
}

/// Where a boundary supplementary item sits around its section: the counterpart of
/// `NSRectAlignment`.
public enum RectAlignment: Sendable { case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing }
