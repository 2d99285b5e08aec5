/// A rectangle: an origin and a size, in some view's coordinate space.
public struct Rect: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The top-left corner.
    public var origin: Point
    /// The extents.
    public var size: Size

    /// Creates a rectangle from an origin and a size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its coordinates and extents.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    // The edges are read from the origin and the signed size: (10, 0, -4, 0) has minX 10 and
    // maxX 6, so `maxX == minX + width` holds for every frame, also for a view whose
    // constraints solve to a negative width (CGRect would report 6 and 10; `standardized`
    // gives that form, and the geometry operations in Rect+Helpers.swift standardize first).

    /// The x coordinate of the origin (the smallest x for a non-negative width).
    public var minX: Double { origin.x }
    /// The x coordinate of the centre.
    public var midX: Double { origin.x + size.width / 2 }
    /// The origin's x plus the width (the largest x for a non-negative width).
    public var maxX: Double { origin.x + size.width }
    /// The y coordinate of the origin (the smallest y for a non-negative height).
    public var minY: Double { origin.y }
    /// The y coordinate of the centre.
    public var midY: Double { origin.y + size.height / 2 }
    /// The origin's y plus the height (the largest y for a non-negative height).
    public var maxY: Double { origin.y + size.height }
    /// The width.
    public var width: Double { size.width }
    /// The height.
    public var height: Double { size.height }

    /// This rectangle shrunk by `insets` on each side.
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: minX + insets.left, y: minY + insets.top,
            width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
    }

    /// `(x, y, width, height)`.
    public var description: String {
        "(\(NumberText.exact(minX)), \(NumberText.exact(minY)), \(NumberText.exact(width)), \(NumberText.exact(height)))"
    }
}
