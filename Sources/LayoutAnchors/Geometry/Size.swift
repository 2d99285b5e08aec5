/// A width and a height.
public struct Size: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// Creates a size from its extents.
    public init(width: Double = 0, height: Double = 0) {
        self.width = width
        self.height = height
    }

    /// A size of zero by zero.
    public static let zero = Size()

    /// `width x height`.
    public var description: String { "\(NumberText.exact(width))x\(NumberText.exact(height))" }
}
