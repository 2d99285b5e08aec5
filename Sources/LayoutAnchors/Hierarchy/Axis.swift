/// A layout axis.
public enum Axis: Hashable, Sendable {
    /// Left to right: x, width.
    case horizontal
    /// Top to bottom: y, height.
    case vertical
}
