/// Marking views for the layout pass hooks, as UIKit's `setNeedsUpdateConstraints()` and
/// `setNeedsLayout()` do.
///
/// Each mark is a bit on the view, plus a "somewhere below" bit on the view and every
/// ancestor, each of which lists the marked child in its `markedSubviews`; the layout pass
/// walks down only those branches: in a hierarchy of 100,000 views in which one view changed,
/// it visits that view and its ancestors, and calls one view's hooks.
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
        layoutVariables.propagateMark(.updateConstraintsBelow)
    }

    /// Sets the `layoutSubviews()` mark.
    func markForLayoutSubviews() { layoutVariables.markForLayoutSubviews() }

    /// A subview was added or removed: the view is laid out again, unless this happens in its
    /// own `layoutSubviews()` (which already sees the new subviews; re-marking would loop).
    func markSubviewsChanged() {
        let engine = self.engine
        if engine.state.pass.hooks.viewInLayoutSubviews == ObjectIdentifier(self) {
            engine.setNeedsLayout()
        } else {
            setNeedsLayout()
        }
    }

    /// Whether `parent` is the view's superview (nil: it has none): `superview === parent`,
    /// answered on the handles where it can be, without loading the superview (an `unowned`
    /// load, which retains and releases it). The same answer: the caller holds `parent`, so
    /// it is alive and its handle is its own; a handle belongs to one view.
    func hasSuperview(_ parent: View?) -> Bool {
        guard let parent else { return superview == nil }
        return layoutVariables.superviewHandle === parent.layoutVariables
    }

    /// Whether, given no safe area, the view's margins guide is its default 8 on every side and
    /// it last reported exactly that: no controller (whose system minimum margins apply), its
    /// own margins the default ones, not preserving its superview's. The hook walk then skips
    /// the inset computations for it (`marginInsets(of:safeArea:direction:)` would find the same).
    var hasPlainInsets: Bool {
        let vars = layoutVariables
        guard vars.reportedDefaultInsets && !vars.mayHaveController && !vars.preservesSuperviewMargins else { return false }
        guard let extras else { return true }
        return extras.margins == View.defaultMargins
    }

    /// Marks a view that just joined a hierarchy for both hooks (its "below" bits may be left
    /// from its previous hierarchy, so a subtree's root starts clean and climbs into the new one).
    func markJoined(isSubtreeRoot: Bool) {
        if isSubtreeRoot { hookMarks.remove([.updateConstraintsBelow, .layoutSubviewsBelow]) }
        markForUpdateConstraints()
        markForLayoutSubviews()
    }
}

/// The subviews of a view that were marked (for each hook) since the view was last walked;
/// entries may be stale (moved away, freed) or repeated, the walk skips those. Held weakly:
/// a subview removed before any layout must not outlive its last user.
struct MarkedSubviews {
    var layout = MarkedList()
    var update = MarkedList()
}

/// One hook's marked subviews (see `MarkedSubviews`): none, one in place, or several in an
/// array. A view with a marked subview mostly has one (each link of a chain of single
/// subviews, a cell's content view): an array of one cost a malloc chunk per such view, alive
/// from the build until the walk, at the peak of a first layout. As large as the array it
/// replaces (the cases tell themselves apart by a pointer's spare bits).
struct MarkedList {
    private enum Storage {
        case none
        case one(WeakSubview)
        case many([WeakSubview])
    }
    private var storage = Storage.none

    mutating func append(_ entry: WeakSubview) {
        switch storage {
        case .none:
            storage = .one(entry)
        case .one(let first):
            storage = .many([first, entry])
        case .many(var entries):
            storage = .none  // leaves `entries` the array's only reference: appended in place
            entries.append(entry)
            storage = .many(entries)
        }
    }

    /// Calls `body` with each marked subview still alive, the last marked first. No array:
    /// the walks visit one marked subview per level of a deep branch at every layout.
    func forEachViewReversed(_ body: (View) -> Void) {
        switch storage {
        case .none: return
        case .one(let entry): if let view = entry.view { body(view) }
        case .many(let entries): for entry in entries.reversed() { if let view = entry.view { body(view) } }
        }
    }
}

/// A weak reference to a marked subview (through its handle, see `ItemHandle`).
struct WeakSubview {
    let handle: ItemHandle

    /// The subview, nil once it is gone.
    var view: View? { handle.view }
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
}

/// The insets last reported to `safeAreaInsetsDidChange()` and `layoutMarginsDidChange()`.
struct ReportedInsets {
    /// Starts at zero: a view with no safe area insets is never told they changed.
    var safeArea = EdgeInsets()
    /// nil until first reported: then compared with the view's own margins.
    var margins: EdgeInsets?
}
