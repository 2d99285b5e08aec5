/// The part of a view's or guide's frame that a constraint relates, as in UIKit.
public enum LayoutAttribute: Hashable, Sendable, CustomStringConvertible {
    /// The left edge (never flips).
    case left
    /// The right edge (never flips).
    case right
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom
    /// The leading edge: left, or right in a right-to-left layout.
    case leading
    /// The trailing edge: right, or left in a right-to-left layout.
    case trailing
    /// The width.
    case width
    /// The height.
    case height
    /// The horizontal centre.
    case centerX
    /// The vertical centre.
    case centerY
    /// The baseline of the first line of text (the bottom of a view without text).
    case firstBaseline
    /// The baseline of the last line of text (the bottom of a view without text).
    case lastBaseline
    /// No attribute: the second side of a constant dimension.
    case notAnAttribute

    /// The axis this attribute lies on; nil for `.notAnAttribute`.
    var axis: Axis? {
        switch self {
        case .left, .right, .leading, .trailing, .centerX, .width: return .horizontal
        case .top, .bottom, .centerY, .firstBaseline, .lastBaseline, .height: return .vertical
        case .notAnAttribute: return nil
        }
    }

    /// True for the attributes that a scroll view's descendants attach to its content area.
    var isEdge: Bool {
        switch self {
        case .left, .right, .leading, .trailing, .top, .bottom, .firstBaseline, .lastBaseline: return true
        default: return false
        }
    }

    /// True for leading and trailing, which follow the layout direction.
    var isDirectional: Bool { self == .leading || self == .trailing }

    /// The attribute's name as UIKit prints it.
    public var description: String {
        switch self {
        case .left: return "left"
        case .right: return "right"
        case .top: return "top"
        case .bottom: return "bottom"
        case .leading: return "leading"
        case .trailing: return "trailing"
        case .width: return "width"
        case .height: return "height"
        case .centerX: return "centerX"
        case .centerY: return "centerY"
        case .firstBaseline: return "firstBaseline"
        case .lastBaseline: return "lastBaseline"
        case .notAnAttribute: return "notAnAttribute"
        }
    }
}
