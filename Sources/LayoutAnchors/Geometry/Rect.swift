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

    // The edges are the smallest and largest coordinates whatever the sign of the size, as
    // CGRectGetMinX / CGRectGetMaxX define them: (10, 0, -4, 0) spans x 6...10. Code that
    // needs the stored corner reads `origin`.

    /// The smallest x coordinate (the origin's, or the opposite corner's for a negative width).
    public var minX: Double { size.width < 0 ? origin.x + size.width : origin.x }
    /// The x coordinate of the centre.
    public var midX: Double { origin.x + size.width / 2 }
    /// The largest x coordinate.
    public var maxX: Double { size.width < 0 ? origin.x : origin.x + size.width }
    /// The smallest y coordinate (the origin's, or the opposite corner's for a negative height).
    public var minY: Double { size.height < 0 ? origin.y + size.height : origin.y }
    /// The y coordinate of the centre.
    public var midY: Double { origin.y + size.height / 2 }
    /// The largest y coordinate.
    public var maxY: Double { size.height < 0 ? origin.y : origin.y + size.height }
    /// The width.
    public var width: Double { size.width }
    /// The height.
    public var height: Double { size.height }

    /// This rectangle shrunk by `insets` on each side.
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: origin.x + insets.left, y: origin.y + insets.top,
            width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
    }

    /// `(x, y, width, height)`.
    public var description: String {
        "(\(formatted(origin.x)), \(formatted(origin.y)), \(formatted(width)), \(formatted(height)))"
    }
}
