/// The layout pass as UIKit runs it, around the solve:
///
/// 1. traits: `traitCollectionDidChange(_:)` on controllers and views whose traits changed;
/// 2. `updateConstraints()` on marked views, subviews before superviews (a controller's root
///    view through the controller's `updateViewConstraints()`);
/// 3. solve and write the frames that moved (the engine's `layoutIfNeeded()`);
/// 4. top-down: safe area and margin change hooks, then `viewWillLayoutSubviews()`,
///    `layoutSubviews()`, `viewDidLayoutSubviews()` on views whose bounds size changed, that
///    gained or lost a subview, or that `setNeedsLayout()` marked.
///
/// Whatever the hooks change (constraints, constants, frames, offsets, new marks) is laid out
/// by another pass before `layoutIfNeeded()` returns, up to `maximumHookPasses`; a layout that
/// still asks for more records a "layout feedback loop" issue and keeps its last frames.
///
/// Only marked branches are walked: marks carry a "marked view below" bit up to the root
/// (View+Hooks.swift), so a pass in which one view changed visits that view and its ancestors,
/// not the whole hierarchy. Every walk uses an explicit stack, never recursion, so deep
/// hierarchies cannot overflow the call stack.
extension LayoutEngine {
    /// The most passes one `layoutIfNeeded()` makes while hooks keep changing the layout.
    static let maximumHookPasses = 16

    /// Runs the layout pass (see above); `View.layoutIfNeeded()` calls it. The engine's own
    /// `layoutIfNeeded()` (LayoutEngine+Layout.swift) is step 3 alone: queries such as
    /// ambiguity checks and fitting use it, and so does a `layoutIfNeeded()` called from inside
    /// a hook (the running pass calls the hooks its changes need).
    func runLayoutPass() {
        if state.pass.hooks.isRunning {
            layoutIfNeeded()
            return
        }
        state.pass.hooks.isRunning = true
        defer { state.pass.hooks.isRunning = false }
        var passes = 0
        repeat {
            if passes == LayoutEngine.maximumHookPasses {
                reportFeedbackLoop()
                break
            }
            passes += 1
            // The last allowed pass names the views whose hooks it runs, for the issue.
            state.pass.hooks.namesHookedViews = passes == LayoutEngine.maximumHookPasses
            state.pass.hooks.hookedViewNames = []
            if let root { runUpdateConstraints(from: root) }
            layoutIfNeeded()
            runLayoutHooks()
        } while hasLayoutWork
    }

    /// True when a hook is due, or a hook left work for the solver.
    private var hasLayoutWork: Bool {
        if state.pass.needsLayout || !state.constraints.pending.isEmpty || !state.views.dirtyViews.isEmpty { return true }
        guard let root else { return false }
        return root.hookMarks.contains(.updateConstraintsBelow) || root.hookMarks.contains(.layoutSubviewsBelow)
            || state.pass.hooks.deliveredTraits != traits
    }

    /// The traits of every view of this hierarchy.
    var traits: TraitCollection { window?.windowTraits ?? TraitCollection() }

    private func reportFeedbackLoop() {
        let hooked = state.pass.hooks.hookedViewNames
        state.pass.hooks.hookedViewNames = []
        state.pass.hooks.namesHookedViews = false
        let names = hooked.isEmpty ? "" : " Hooks of the last pass ran on: \(hooked.prefix(8).joined(separator: ", "))."
        record(
            LayoutIssue(
                kind: .unsatisfiable, constraint: nil, conflictingConstraints: [],
                description: "Layout feedback loop: the layout was still changing after \(LayoutEngine.maximumHookPasses) passes of "
                    + "updateConstraints/layoutSubviews (a hook keeps invalidating layout).\(names) The last pass's frames are kept."))
    }

    // MARK: Traits and updateConstraints (before the solve)

    /// Delivers changed traits top-down and calls `updateConstraints()` subviews-first, on the
    /// branches of `start` that hold marks (on every view when the window's traits changed).
    func runUpdateConstraints(from start: View) {
        let current = traits
        let traitsChanged = state.pass.hooks.deliveredTraits != current
        if traitsChanged && start === root { state.pass.hooks.deliveredTraits = current }
        guard traitsChanged || start.hookMarks.contains(.updateConstraintsBelow) else { return }
        // Post-order with an explicit stack: a view is pushed again (`expanded`) under its
        // subviews, so it is updated after all of them. The subview to expand next, the last
        // one listed, is carried in `next` rather than pushed and popped straight away: each
        // link of a chain of single subviews then costs one entry, not two.
        var stack: [(view: View, expanded: Bool)] = []
        var next: View? = start
        while true {
            let view: View, expanded: Bool
            if let carried = next.take() {
                (view, expanded) = (carried, false)
            } else if let top = stack.popLast() {
                (view, expanded) = top
            } else {
                break
            }
            if expanded {
                if view.hookMarks.contains(.needsUpdateConstraints) {
                    view.hookMarks.remove(.needsUpdateConstraints)
                    if state.pass.hooks.namesHookedViews && state.pass.hooks.hookedViewNames.count < 8 {
                        state.pass.hooks.hookedViewNames.append(itemName(view))
                    }
                    if let controller = view.owningViewController { controller.updateViewConstraints() } else { view.updateConstraints() }
                }
                continue
            }
            deliverTraits(current, to: view)
            // Taken after the trait hooks, so that marks they set below are walked now.
            let marked = view.markedSubviews.update
            view.markedSubviews.update = MarkedList()
            view.hookMarks.remove(.updateConstraintsBelow)
            stack.append((view, true))
            if traitsChanged {
                for sub in view.subviews.reversed() where sub.superview === view {
                    if let listed = next.take() { stack.append((listed, false)) }
                    next = sub
                }
            } else {
                marked.forEachViewReversed { sub in
                    guard sub.hasSuperview(view) && sub.hookMarks.contains(.updateConstraintsBelow) else { return }
                    if let listed = next.take() { stack.append((listed, false)) }
                    next = sub
                }
            }
        }
    }

    /// Calls `traitCollectionDidChange(_:)` on the view's controller, then the view, when its
    /// traits differ from those it last had. A view that has only ever been outside a window
    /// takes the default traits silently.
    private func deliverTraits(_ current: TraitCollection, to view: View) {
        let previous = view.deliveredTraits
        guard previous != current else { return }
        view.deliveredTraits = current
        if previous == nil && current == TraitCollection() { return }
        if let controller = view.owningViewController { controller.traitCollectionDidChange(previous) }
        view.traitCollectionDidChange(previous)
    }

    // MARK: layoutSubviews and the inset hooks (after the solve)

    /// Walks the branches marked for `layoutSubviews()` top-down, calling each view's inset
    /// hooks when its safe area or margins changed (their subviews are then checked too), then
    /// its controller's and its own layout hooks when it is marked.
    func runLayoutHooks() {
        guard let root, root.hookMarks.contains(.layoutSubviewsBelow) else { return }
        let geometry = self.geometry
        // Read once, not per view (a dynamic cast and a checked access on the window), and
        // again after a user hook that may have changed it (see below).
        var direction = self.direction
        // The safe region handed down and the sum of the ancestors' bounds origins (scroll
        // offsets) travel with each level of siblings, so a view's insets cost O(1), not
        // O(depth).
        var levels: [HookLevel] = []
        // The next view when it is the only one listed below the view just visited (each
        // link of a chain of single subviews): visited straight away, as it would be taken off
        // the top of `levels`, without pushing and dropping a level for it (two retains, two
        // releases and a level's destruction per link, in a branch walked at every layout).
        var carried: HookVisit? = HookVisit(view: root, parent: nil, region: nil, shift: .zero)
        while true {
            let visit: HookVisit
            if let next = carried.take() {
                visit = next
            } else if let next = HookLevel.next(in: &levels) {
                visit = next
            } else {
                break
            }
            let view = visit.view
            guard view.hasSuperview(visit.parent) else { continue }  // moved away by a hook
            var rect = solvedRect(of: view.layoutVariables)
            rect.origin.x -= visit.shift.x
            rect.origin.y -= visit.shift.y
            let insetsChanged: Bool
            let insets: EdgeInsets
            if visit.region == nil && visit.parent != nil && view.hasPlainInsets {
                // No safe region handed down, not the root, no controller: no safe area; own
                // margins of 8, reported as such last time: nothing changed (what the calls below
                // would find, without them: most views of a hierarchy are such views).
                insets = EdgeInsets()
                insetsChanged = false
            } else {
                insets = geometry.safeAreaStep(of: view, rect: rect, region: visit.region)
                insetsChanged = reportInsetChanges(of: view, safeArea: insets, geometry: geometry, direction: &direction)
            }
            if view.hookMarks.contains(.needsLayoutSubviews) {
                view.hookMarks.remove(.needsLayoutSubviews)
                // An offset layout placed (the initial one) reaches the delegate here, as UIKit
                // reports it before laying the scroll view out.
                if view.engineRole == .scrollView, let scrollView = view as? ScrollView { scrollView.reportScrollIfMoved() }
                if state.pass.hooks.namesHookedViews && state.pass.hooks.hookedViewNames.count < 8 {
                    state.pass.hooks.hookedViewNames.append(itemName(view))
                }
                let controller = view.owningViewController
                controller?.viewWillLayoutSubviews()
                state.pass.hooks.viewInLayoutSubviews = ObjectIdentifier(view)
                view.layoutSubviews()
                state.pass.hooks.viewInLayoutSubviews = nil
                controller?.viewDidLayoutSubviews()
                // The direction is the window's, and the window is the root: a change marks
                // it for layoutSubviews() (`Window.layoutDirection`), a mark that stays for
                // the rest of this walk (the root is visited first). Unmarked, it is unchanged.
                if rootHandle.hookMarks.contains(.needsLayoutSubviews) { direction = self.direction }
            }
            // Taken after the hooks, so that subviews they marked are walked now; a view that
            // marked itself again is left for the next pass.
            let marked = view.markedSubviews.layout
            view.markedSubviews.layout = MarkedList()
            view.hookMarks.remove(.layoutSubviewsBelow)
            if view.hookMarks.contains(.needsLayoutSubviews) { view.layoutVariables.propagateMark(.layoutSubviewsBelow) }
            let region = geometry.childRegion(of: view, rect: rect, insets: insets)
            let origin = view.boundsOrigin
            let shift = Point(x: visit.shift.x + origin.x, y: visit.shift.y + origin.y)
            // A changed safe area, or a scroll view handing a safe region to content that moves
            // under it as it scrolls, may change subviews' insets: those that can change are
            // visited too (InsetWalk.swift), besides the marked ones.
            let regionMoved = insetsChanged || (region != nil && view.layoutVariables.kind == .scrollView)
            var subviews = HookLevel.Views()
            if regionMoved {
                for sub in view.subviews
                where sub.superview === view
                    && (sub.hookMarks.contains(.layoutSubviewsBelow)
                        || InsetWalk.mayChange(sub, region: region, shift: shift, frame: solverFrame))
                {
                    subviews.append(sub)
                }
            } else {
                // Marked last first; visited in the order they were marked.
                marked.forEachViewReversed { sub in
                    if sub.hasSuperview(view) && sub.hookMarks.contains(.layoutSubviewsBelow) { subviews.append(sub) }
                }
                subviews.reverse()
            }
            switch subviews {
            case .none: break
            case .one(let sub): carried = HookVisit(view: sub, parent: view, region: region, shift: shift)
            case .many: levels.append(HookLevel(parent: view, region: region, shift: shift, views: subviews))
            }
        }
    }

    /// Calls `safeAreaInsetsDidChange()` (and the controller's
    /// `viewSafeAreaInsetsDidChange()`) and `layoutMarginsDidChange()` when those insets differ
    /// from the last reported; true when the safe area changed. `direction` is the engine's,
    /// read again after the hooks (they may change it).
    private func reportInsetChanges(
        of view: View, safeArea: EdgeInsets, geometry: EnvironmentGeometry, direction: inout LayoutDirection
    ) -> Bool {
        let safeChanged = view.layoutVariables.noteReportedSafeArea(safeArea)
        if safeChanged {
            view.owningViewController?.viewSafeAreaInsetsDidChange()
            view.safeAreaInsetsDidChange()
            direction = self.direction
        }
        let margins = geometry.marginInsets(of: view, safeArea: safeArea, direction: direction)
        let previous = view.layoutVariables.swapReportedMargins(margins) ?? view.absoluteMargins(direction)
        if margins != previous {
            view.layoutMarginsDidChange()
            direction = self.direction
        }
        return safeChanged
    }
}

/// The views to visit in the top-down hook walk below one view, in order, with what that view
/// hands down to each. One entry per level rather than per view: under a content view of
/// many rows, what is handed down is the same for every row, and copying it into an entry per
/// row made this walk's list as large as the solver's tables of the rows.
struct HookLevel {
    /// The superview the views had when listed (nil for the root's level); held strongly,
    /// since a hook may remove it from the hierarchy before its views are visited.
    let parent: View?
    let region: SafeRegion?
    let shift: Point
    let views: Views
    /// The next of `views` to visit.
    var next = 0

    /// A level's views: one in place (each level of a deep branch has one marked subview,
    /// and an array of one cost an allocation per level at every layout), or several.
    enum Views {
        case none
        case one(View)
        case many([View])

        init() { self = .none }

        var count: Int {
            switch self {
            case .none: return 0
            case .one: return 1
            case .many(let views): return views.count
            }
        }

        subscript(index: Int) -> View {
            switch self {
            case .none: preconditionFailure("an empty level is never listed")
            case .one(let view): return view
            case .many(let views): return views[index]
            }
        }

        mutating func append(_ view: View) {
            switch self {
            case .none: self = .one(view)
            case .one(let first): self = .many([first, view])
            case .many(var views):
                self = .none  // leaves `views` the array's only reference: appended in place
                views.append(view)
                self = .many(views)
            }
        }

        mutating func reverse() {
            if case .many(var views) = self {
                self = .none
                views.reverse()
                self = .many(views)
            }
        }
    }

    /// The next view to visit in depth-first order, with what its level hands down, taken
    /// off the deepest level; a level is dropped as its last view is taken, so that a chain
    /// of single subviews keeps one level, not one per depth. Reads the level in place, or
    /// moves it out when it is dropped: a copy of the level retained and released its parent
    /// and its views once more per visited view.
    static func next(in levels: inout [HookLevel]) -> HookVisit? {
        guard let last = levels.indices.last else { return nil }
        let index = levels[last].next
        if index + 1 == levels[last].views.count {
            let level = levels.removeLast()
            return HookVisit(view: level.views[index], parent: level.parent, region: level.region, shift: level.shift)
        }
        levels[last].next = index + 1
        return HookVisit(
            view: levels[last].views[index], parent: levels[last].parent, region: levels[last].region,
            shift: levels[last].shift)
    }
}

/// One view of the top-down hook walk, with what its level hands down (see `HookLevel`).
struct HookVisit {
    let view: View
    /// The superview it had when listed, held strongly (see `HookLevel.parent`).
    let parent: View?
    let region: SafeRegion?
    let shift: Point
}

/// The hook state of one engine.
struct HookState {
    /// True while `layoutIfNeeded()` runs the pass (nested calls only solve).
    var isRunning = false
    /// The traits delivered to the whole hierarchy by the last pass (nil: none yet).
    var deliveredTraits: TraitCollection?
    /// The view whose `layoutSubviews()` is running (its own subview changes do not re-mark it).
    var viewInLayoutSubviews: ObjectIdentifier?
    /// Set during the last allowed pass: hooked views' names are collected for the issue.
    var namesHookedViews = false
    var hookedViewNames: [String] = []
}
