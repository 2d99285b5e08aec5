/// Constraints, layout and diagnostics on every view.
extension View {
    /// The constraints held by this view (activated constraints are held by their items'
    /// closest common ancestor; `addConstraint` holds them here).
    public var constraints: [LayoutConstraint] { installedConstraints }

    /// Holds and activates a constraint on this view (the legacy form, as in UIKit). The
    /// constraint's items must be this view or its descendants.
    public func addConstraint(_ c: LayoutConstraint) {
        guard !c.activeFlag else { return }
        guard let holder = c.validatedHolder(preferred: self) else { return }
        holder.install(c)
    }

    /// Holds and activates each constraint on this view.
    public func addConstraints(_ cs: [LayoutConstraint]) {
        for c in cs { addConstraint(c) }
    }

    /// Deactivates a constraint held by this view.
    public func removeConstraint(_ c: LayoutConstraint) {
        if c.holder === self { uninstall(c) }
    }

    /// Deactivates each constraint held by this view.
    public func removeConstraints(_ cs: [LayoutConstraint]) {
        for c in cs { removeConstraint(c) }
    }

    func install(_ c: LayoutConstraint) {
        c.holderHandle = layoutVariables
        c.activeFlag = true
        layoutVariables.appendInstalled(c)
        engine.register(c)
    }

    func uninstall(_ c: LayoutConstraint) {
        guard layoutVariables.removeInstalled(c) else { return }
        c.activeFlag = false
        c.engine?.unregister(c)
        c.holderHandle = nil
    }

    /// Marks the hierarchy as needing layout, and this view for `layoutSubviews()`;
    /// `layoutIfNeeded()` then solves it.
    public func setNeedsLayout() {
        markForLayoutSubviews()
        engine.setNeedsLayout()
    }

    /// Runs the layout pass if anything changed, in UIKit's order: `updateConstraints()` on
    /// marked views (subviews first), solve and write every frame that moved (rounded to the
    /// window's pixel grid, 1 / displayScale), then `layoutSubviews()` top-down with the view
    /// controllers' `viewWillLayoutSubviews()` / `viewDidLayoutSubviews()`. Changes made in
    /// those hooks are laid out before it returns (at most 16 passes; a layout that keeps
    /// invalidating itself records a "layout feedback loop" issue instead of hanging).
    public func layoutIfNeeded() { engine.runLayoutPass() }

    /// The issues recorded for this view's hierarchy, oldest first.
    public var layoutIssues: [LayoutIssue] { engine.checkedIssues }

    /// True when an edge or the size of this view could move without changing how well any
    /// constraint (at any priority) is satisfied.
    public var hasAmbiguousLayout: Bool { engine.isAmbiguous(self) }

    /// Moves an ambiguous view (and what moves with it) to another frame that satisfies every
    /// constraint, as UIKit's debugging aid does; calling it again moves it back. A view whose
    /// layout is not ambiguous stays. The next layout that writes frames shows the solver's
    /// own solution again.
    public func exerciseAmbiguityInLayout() { engine.exerciseAmbiguity(of: self) }

    /// The active constraints that bear on this view's frame along an axis: its own
    /// constraints, its autoresizing and intrinsic-size constraints, and those of the items it
    /// is tied to through required equalities.
    public func constraintsAffectingLayout(for axis: Axis) -> [LayoutConstraint] {
        engine.constraintsAffecting(self, axis: axis)
    }

    /// The smallest (target 0) or largest size the view's constraints allow near `target`,
    /// with the view's own size pulled towards `target` at the fitting-size priority (50).
    public func systemLayoutSizeFitting(_ target: Size) -> Size {
        systemLayoutSizeFitting(target, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }
}
