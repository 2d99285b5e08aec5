/// Which parts of a view's frame absorb a change of its superview's size, while
/// `translatesAutoresizingMaskIntoConstraints` is true: the counterpart of UIKit's
/// `UIView.AutoresizingMask`.
///
/// A superview's size change along an axis is shared among the flexible parts of that axis
/// (the margins and the size) in proportion to their current lengths; with no flexible part the
/// frame stays as it is (its far margin absorbs the change).
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    /// The raw bits (UIKit's values).
    public let rawValue: UInt
    /// Creates a mask from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The left margin grows and shrinks.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The width grows and shrinks.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The right margin grows and shrinks.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The top margin grows and shrinks.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The height grows and shrinks.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The bottom margin grows and shrinks.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

    /// The flexible parts of one axis: (leading margin, size, trailing margin).
    func flexibility(_ axis: Axis) -> (Bool, Bool, Bool) {
        axis == .horizontal
            ? (contains(.flexibleLeftMargin), contains(.flexibleWidth), contains(.flexibleRightMargin))
            : (contains(.flexibleTopMargin), contains(.flexibleHeight), contains(.flexibleBottomMargin))
    }

    /// UIKit's notation in constraint logs, `h=--& v=--&`: per axis, the margin before, the
    /// size and the margin after, `&` flexible, `-` fixed. An axis with no flexible part prints
    /// its far margin as flexible (it is the one that takes a change), as UIKit does.
    var logNotation: String {
        func axis(_ a: Axis) -> String {
            let (lead, size, trail) = flexibility(a)
            let far = trail || (!lead && !size)
            return (lead ? "&" : "-") + (size ? "&" : "-") + (far ? "&" : "-")
        }
        return "h=\(axis(.horizontal)) v=\(axis(.vertical))"
    }
}

extension View {
    /// Which parts of the frame follow the superview's size while
    /// `translatesAutoresizingMaskIntoConstraints` is true (default none: the frame stays as
    /// set). The frame the view had when it was last set or laid out is the starting point;
    /// the superview's size changes are shared among the flexible parts in proportion to their
    /// current lengths, as UIKit does.
    public var autoresizingMask: AutoresizingMask {
        get { extras?.autoresizingMask ?? [] }
        set {
            guard newValue != autoresizingMask else { return }
            viewExtras.autoresizingMask = newValue
            markDirty()
        }
    }
}
