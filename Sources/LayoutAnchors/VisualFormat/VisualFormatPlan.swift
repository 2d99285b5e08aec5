// The resolved form of a visual format string: every name looked up, every number checked,
// in the order the constraints will be created. Building a plan can fail; turning a plan
// into constraints cannot, so a bad format never leaves constraints half-made.

/// One end of a spacing: a view of the format, or the superview `|`.
enum VisualFormatEndpoint {
    /// A view written as `[name]`.
    case view(View)
    /// The superview `|` (the superview of the adjacent view).
    case superview(View)

    /// The view this endpoint stands for.
    var view: View {
        switch self {
        case .view(let view), .superview(let view): return view
        }
    }

    /// Whether this is the superview `|`.
    var isSuperview: Bool {
        if case .superview = self { return true }
        return false
    }
}

/// What a width/height predicate relates to.
enum VisualFormatDimensionTarget {
    /// A constant (a number or a metric's value).
    case constant(Double)
    /// Another view's width (H) or height (V).
    case view(View)
}

/// Which alignment an option asks for; the layout axis decides the anchor type.
enum VisualFormatAlignment: CaseIterable {
    case left, right, leading, trailing, centerX
    case top, bottom, centerY, firstBaseline, lastBaseline

    /// Whether the attribute lies on the x axis (valid only for `V:` formats).
    var isHorizontalAttribute: Bool {
        switch self {
        case .left, .right, .leading, .trailing, .centerX: return true
        case .top, .bottom, .centerY, .firstBaseline, .lastBaseline: return false
        }
    }

    /// The `FormatOptions` member that requests this alignment.
    var option: FormatOptions {
        switch self {
        case .left: return .alignAllLeft
        case .right: return .alignAllRight
        case .leading: return .alignAllLeading
        case .trailing: return .alignAllTrailing
        case .centerX: return .alignAllCenterX
        case .top: return .alignAllTop
        case .bottom: return .alignAllBottom
        case .centerY: return .alignAllCenterY
        case .firstBaseline: return .alignAllFirstBaseline
        case .lastBaseline: return .alignAllLastBaseline
        }
    }
}

/// Which edges `H:` formats use.
enum VisualFormatDirection {
    /// Leading/trailing anchors (they follow the window's layout direction).
    case leadingToTrailing
    /// Left/right anchors, first view leftmost.
    case leftToRight
    /// Left/right anchors, first view rightmost.
    case rightToLeft
}

/// One constraint to create.
enum VisualFormatStep {
    /// `later.start  relation  earlier.end + constant` (the gap between two neighbours).
    case spacing(
        earlier: VisualFormatEndpoint, later: VisualFormatEndpoint,
        relation: VisualFormatRelation, constant: Double, priority: Double?)
    /// `view.width|height  relation  target`.
    case dimension(
        View, relation: VisualFormatRelation, target: VisualFormatDimensionTarget,
        priority: Double?)
    /// `first.attribute == second.attribute`.
    case alignment(View, View, VisualFormatAlignment)
}

/// A checked, fully resolved format, ready to become constraints.
struct VisualFormatPlan {
    /// `H:` or `V:`.
    var orientation: VisualFormatOrientation
    /// The edges horizontal formats use.
    var direction: VisualFormatDirection
    /// The constraints to create, in order.
    var steps: [VisualFormatStep]
}
