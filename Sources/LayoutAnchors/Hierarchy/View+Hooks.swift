/// Marking views for the layout pass hooks, as UIKit's `setNeedsUpdateConstraints()` and
/// `setNeedsLayout()` do.
///
/// Each mark is a bit on the view, plus a "somewhere below" bit on the view and every
/// ancestor, so the layout pass walks down only the branches that hold marked views: a
/// hierarchy of 100,000 views in which one view changed calls one view's hooks.
extension View {
    /// Marks the view for `updateConstraints()` at the next layout pass.
    public func setNeedsUpdateConstraints() {
        markForUpdateConstraints()
        if superview != nil || engineStorage != nil { engine.setNeedsLayout() }
    }

    /// Runs `updateConstraints()` now on this view and its subviews that are marked for it
    /// (subviews first), without solving.
    public func updateConstraintsIfNeeded() {
        engine.runUpdateConstraints(from: self)
    }

    /// Sets the `updateConstraints()` mark.
    func markForUpdateConstraints() {
        hookMarks.insert(.needsUpdateConstraints)
        propagateMark(.updateConstraintsBelow)
    }

    /// Sets the `layoutSubviews()` mark.
    func markForLayoutSubviews() {
        hookMarks.insert(.needsLayoutSubviews)
        propagateMark(.layoutSubviewsBelow)
    }

    /// A frame write changed the bounds size: UIKit lays such a view out again.
    func markBoundsSizeChanged() { markForLayoutSubviews() }

    /// Sets a "marked view below" bit here and on each ancestor up to the first that has it.
    func propagateMark(_ below: HookMarks) {
        var current: View? = self
        while let view = current, !view.hookMarks.contains(below) {
            view.hookMarks.insert(below)
            current = view.superview
        }
    }
}

/// The layout pass marks of one view.
struct HookMarks: OptionSet {
    let rawValue: UInt8

    /// `updateConstraints()` is due on this view.
    static let needsUpdateConstraints = HookMarks(rawValue: 1)
    /// This view or a descendant has `needsUpdateConstraints`.
    static let updateConstraintsBelow = HookMarks(rawValue: 2)
    /// `layoutSubviews()` is due on this view.
    static let needsLayoutSubviews = HookMarks(rawValue: 4)
    /// This view or a descendant has `needsLayoutSubviews`.
    static let layoutSubviewsBelow = HookMarks(rawValue: 8)
    /// Everything, as for a view that just joined a hierarchy.
    static let joined: HookMarks = [.needsUpdateConstraints, .updateConstraintsBelow, .needsLayoutSubviews, .layoutSubviewsBelow]
}

/// The insets last reported to `safeAreaInsetsDidChange()` and `layoutMarginsDidChange()`.
struct ReportedInsets {
    /// Starts at zero: a view with no safe area insets is never told they changed.
    var safeArea = EdgeInsets()
    /// nil until first reported: then compared with the view's own margins.
    var margins: EdgeInsets?
}
