/// A location in a two-dimensional coordinate space (points, y growing downwards as in UIKit).
public struct Point: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate.
    public var y: Double

    /// Creates a point from its coordinates.
    public init(x: Double = 0, y: Double = 0) {
        self.x = x
        self.y = y
    }

    /// The origin, (0, 0).
    public static let zero = Point()

    /// `(x, y)`.
    public var description: String { "(\(NumberText.exact(x)), \(NumberText.exact(y)))" }
}
