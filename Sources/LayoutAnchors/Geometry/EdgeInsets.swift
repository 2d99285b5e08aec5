/// Distances inwards from the four edges of a rectangle, in absolute (left/right) terms.
public struct EdgeInsets: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// Inset from the top edge.
    public var top: Double
    /// Inset from the left edge.
    public var left: Double
    /// Inset from the bottom edge.
    public var bottom: Double
    /// Inset from the right edge.
    public var right: Double

    /// Creates insets; `EdgeInsets()` is zero on every side.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Zero on every side.
    public static let zero = EdgeInsets()

    /// Side by side sum.
    static func + (a: EdgeInsets, b: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom, right: a.right + b.right)
    }

    /// `(top, left, bottom, right)`.
    public var description: String {
        "(\(NumberText.exact(top)), \(NumberText.exact(left)), \(NumberText.exact(bottom)), \(NumberText.exact(right)))"
    }
}
