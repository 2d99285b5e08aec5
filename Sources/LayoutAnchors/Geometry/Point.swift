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
    public var description: String { "(\(formatted(x)), \(formatted(y)))" }
}

/// A number printed without a trailing `.0` when it is whole.
func formatted(_ value: Double) -> String {
    if value.isFinite, abs(value) < 1e15, value == value.rounded() { return String(Int64(value)) }
    return String(value)
}
