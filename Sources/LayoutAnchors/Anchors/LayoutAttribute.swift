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
    /// The left edge of the view's layout margins guide (UIKit's `leftMargin`).
    case leftMargin
    /// The right edge of the view's layout margins guide.
    case rightMargin
    /// The top edge of the view's layout margins guide.
    case topMargin
    /// The bottom edge of the view's layout margins guide.
    case bottomMargin
    /// The leading edge of the view's layout margins guide.
    case leadingMargin
    /// The trailing edge of the view's layout margins guide.
    case trailingMargin
    /// The horizontal centre of the view's layout margins guide.
    case centerXWithinMargins
    /// The vertical centre of the view's layout margins guide.
    case centerYWithinMargins

    /// The attribute of the margins guide that a margin attribute stands for (others: itself).
    var withoutMargins: LayoutAttribute {
        switch self {
        case .leftMargin: return .left
        case .rightMargin: return .right
        case .topMargin: return .top
        case .bottomMargin: return .bottom
        case .leadingMargin: return .leading
        case .trailingMargin: return .trailing
        case .centerXWithinMargins: return .centerX
        case .centerYWithinMargins: return .centerY
        default: return self
        }
    }

    /// True for the margin attributes.
    var isMargin: Bool { withoutMargins != self }

    /// True for width and height.
    var isSize: Bool { self == .width || self == .height }

    /// The axis this attribute lies on; nil for `.notAnAttribute`.
    var axis: Axis? {
        switch withoutMargins {
        case .left, .right, .leading, .trailing, .centerX, .width: return .horizontal
        case .top, .bottom, .centerY, .firstBaseline, .lastBaseline, .height: return .vertical
        case .notAnAttribute: return nil
        default: return nil  // margins are mapped to their base attribute above
        }
    }

    /// True for the attributes that a scroll view's descendants attach to its content area.
    var isEdge: Bool {
        switch withoutMargins {
        case .left, .right, .leading, .trailing, .top, .bottom, .firstBaseline, .lastBaseline: return true
        default: return false  // margins are mapped to their base attribute above
        }
    }

    /// True for leading and trailing, which follow the layout direction.
    var isDirectional: Bool {
        let base = withoutMargins
        return base == .leading || base == .trailing
    }

    /// True for left and right (and their margins), which never flip.
    var isAbsoluteHorizontalEdge: Bool {
        let base = withoutMargins
        return base == .left || base == .right
    }

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
        case .leftMargin: return "leftMargin"
        case .rightMargin: return "rightMargin"
        case .topMargin: return "topMargin"
        case .bottomMargin: return "bottomMargin"
        case .leadingMargin: return "leadingMargin"
        case .trailingMargin: return "trailingMargin"
        case .centerXWithinMargins: return "centerXWithinMargins"
        case .centerYWithinMargins: return "centerYWithinMargins"
        }
    }
}
