/// Distances inwards from the four edges of a rectangle, with leading and trailing that follow
/// the layout direction (leading is the left edge left-to-right, the right edge right-to-left).
public struct DirectionalEdgeInsets: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// Inset from the top edge.
    public var top: Double
    /// Inset from the leading edge.
    public var leading: Double
    /// Inset from the bottom edge.
    public var bottom: Double
    /// Inset from the trailing edge.
    public var trailing: Double

    /// Creates insets; all zero by default.
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Zero on every side.
    public static let zero = DirectionalEdgeInsets()

    /// The absolute insets for a layout direction.
    func absolute(_ direction: LayoutDirection) -> EdgeInsets {
        direction == .leftToRight
            ? EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
            : EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
    }

    /// The directional insets equivalent to absolute ones in a layout direction.
    init(_ insets: EdgeInsets, _ direction: LayoutDirection) {
        self =
            direction == .leftToRight
            ? DirectionalEdgeInsets(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
            : DirectionalEdgeInsets(top: insets.top, leading: insets.right, bottom: insets.bottom, trailing: insets.left)
    }

    /// `(top, leading, bottom, trailing)`.
    public var description: String {
        "(\(NumberText.exact(top)), \(NumberText.exact(leading)), \(NumberText.exact(bottom)), \(NumberText.exact(trailing)))"
    }
}
