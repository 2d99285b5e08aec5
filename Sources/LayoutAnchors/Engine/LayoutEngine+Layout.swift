/// The layout pass: flush queued changes into the solver, solve, let the environment-driven
/// guides (safe area, margins, readable width, keyboard, scroll offsets, label heights) catch
/// up, then write the frames that moved.
extension LayoutEngine {
    /// The most passes a layout makes while guides and content sizes settle.
    static let maximumPasses = 8

    func layoutIfNeeded() {
        guard state.pass.needsLayout || !state.constraints.pending.isEmpty || !state.views.dirtyViews.isEmpty else { return }
        flush()
        // UIKit's two passes for wrapping labels, before and (when the guides moved) after the
        // environment settles, so that the guides never settle around an unwrapped label.
        let probing = consumeEnvironmentChange()
        writeValuesWrappingLabels(probing: probing)
        var passes = 0, labelsProbed = !probing
        while passes < LayoutEngine.maximumPasses {
            passes += 1
            if !synchronizeEnvironment() {
                guard passes > 1, !labelsProbed, wrapLabelsAtTheirAvailableWidth(probing: true) else { break }
                labelsProbed = true
            }
            noteSolvedValues()
        }
        if !state.constraints.quietlyBroken.isEmpty {  // the pass limit cut the settling short
            settleQuietlyBroken()
            noteSolvedValues()
        }
        writeFrames()
        state.pass.needsLayout = false
        state.pass.needsFullSync = false
    }

    /// Writes the solved values and notes the variables that changed (see `ChangedVariables`).
    /// Moves no hook can see are deferred instead (`DeferredFrames`), except in a scroll-only
    /// layout or when `deferringMoves` is false: only where frames are written before anything
    /// reads them.
    func noteSolvedValues(deferringMoves: Bool = true) {
        let table = state.views.itemsByVariable
        let deferral =
            deferringMoves && !state.pass.isScrollOnlyLayout
            ? MoveDeferral(serial: state.views.serial, rounding: rounding, mirrored: solverIsMirrored, root: rootHandle) : nil
        state.views.noteChanges(of: solver, registeredIn: table, deferral: deferral)
    }

    /// Puts queued changes into the solver.
    func flush() {
        queueDirtyRoot()
        state.pass.isScrollOnlyLayout = !state.pass.needsFullSync && state.constraints.pending.isEmpty && state.views.dirtyViews.isEmpty
        state.scrolling.scrolledInThisLayout = state.pass.isScrollOnlyLayout ? state.scrolling.scrolledViews : []
        state.scrolling.scrolledViews = []
        if direction != state.builtEnvironment.direction || category != state.builtEnvironment.category { rebuildForEnvironment() }
        // Required structure first, intrinsic sizes after it: an intrinsic size constraint
        // added once the view's size is already tied down (a row stretched to its stack's
        // width) enters the solver as a violated inequality at once, instead of being
        // re-optimised every time another equality arrives.
        var sized: [View] = []
        while state.views.rootIsDirty || !state.views.dirtyViews.isEmpty || !state.constraints.pending.isEmpty {
            queueDirtyRoot()
            _ = applyingConstantBatch {
                while !state.views.dirtyViews.isEmpty {
                    let views = state.views.dirtyViews
                    clearDirtyViews()
                    for view in views where isInHierarchy(view) { refreshSupport(of: view, intrinsicLater: &sized) }
                }
            }
            if !state.constraints.pending.isEmpty {
                let queue = orderedForDefinitions(state.constraints.pending)
                state.constraints.pending = []
                for c in queue {
                    if c.isStaleInPending {
                        c.isStaleInPending = false  // deactivated while queued (`unregister`)
                    } else if c.engineHandle === handle && c.activeFlag && c.kernel == nil {
                        add(c)
                    }
                }
            }
            _ = applyingConstantBatch {
                for view in sized where isInHierarchy(view) { refreshIntrinsicSupport(of: view) }
            }
            refreshBaselineConstraints(after: sized)
            sized = []
        }
        if !state.constraints.broken.isEmpty {
            for c in state.constraints.broken where c.triedGeneration != state.constraints.generation && c.engineHandle === handle {
                add(c)
            }
        }
    }

    /// After a change of layout direction or content size category: rebuilds the constraints
    /// whose expressions depend on it (left and right edges, see `SolverFrame`; baselines).
    private func rebuildForEnvironment() {
        settleDeferredFrames()  // with the values and solver frame they were deferred under
        let oldDirection = state.builtEnvironment.direction, oldCategory = state.builtEnvironment.category
        state.builtEnvironment.direction = direction
        state.builtEnvironment.category = category
        let flipped = oldDirection != state.builtEnvironment.direction
        let recategorized = oldCategory != state.builtEnvironment.category
        var rebuild: [LayoutConstraint] = []
        for c in state.constraints.inSolver {
            if flipped && formDependsOnDirection(c) {
                rebuild.append(c)
            } else if recategorized {
                let a = c.firstAnchorAttribute, b = c.secondAnchorAttribute
                if a == .firstBaseline || a == .lastBaseline || b == .firstBaseline || b == .lastBaseline { rebuild.append(c) }
            }
        }
        rebuild.sort { $0.sequence < $1.sequence }
        // Every old form leaves before any new one enters: holding a mirrored constraint next to
        // an unmirrored one it relates to would be a conflict the final layout does not have.
        // Newest first: a definition then has no dependents left when it goes, and the
        // variables it defined are fresh again, so adding in activation order makes the same
        // definitions as the first build (a flip costs about a first layout of those rows).
        for c in rebuild.reversed() { dropKernel(c) }
        for c in rebuild { add(c) }
        if recategorized {
            for view in state.labels.byItem.values.compactMap(\.label) { view.measuresUnwrapped = true; markDirty(view) }
            for (_, entry) in state.support.intrinsic { if let v = entry.view { markDirty(v) } }
        }
        if flipped {
            // What stayed in the solver keeps its values, which every frame now reads from
            // the other side; a guide's pin takes the leading inset of the new side.
            state.pass.rewritesAllFrames = true
            _ = applyingConstantBatch {
                for support in state.support.guideOrder { if let pin = support.constraints.first { refreshPin(pin) } }
                refreshRootPins()
            }
        }
        queueDirtyRoot()
        state.views.dirtyViews.forEach { refreshSupport(of: $0) }
        clearDirtyViews()
        state.constraints.generation += 1
    }

    /// Whether a flip changes a constraint's kernel form (see `SolverFrame`): it has a left or
    /// right edge, an on-screen centre (a centre related without a leading or trailing edge),
    /// a horizontal offset anchor (whose ends this does not look into), or a horizontal
    /// content-offset shift (its sign follows the side positions are measured from). A pin in
    /// leading terms (`LayoutEngine+LeadingPins.swift`) keeps its form.
    private func formDependsOnDirection(_ c: LayoutConstraint) -> Bool {
        // The anchors' attributes: a margin attribute of `init(item:attribute:...)` is its
        // margins guide's plain one, which is what the expression is built from.
        let a = c.firstAnchorAttribute, b = c.secondAnchorAttribute ?? .notAnAttribute
        // One whose item is gone could not be built again; its variables place nothing.
        guard c.firstHandle?.isLive != false, c.secondHandle?.isLive != false else { return false }
        if c.hasOffsetAnchor { return a.axis == .horizontal }
        if c.builtInLeadingTerms { return pinLeadingInset(c) == nil }  // a pin: only its constant changes
        let directional = a.isDirectional || b.isDirectional
        func readsOnScreen(_ x: LayoutAttribute) -> Bool { x == .left || x == .right || (x == .centerX && !directional) }
        if readsOnScreen(a) || readsOnScreen(b) { return true }
        return c.kernelExtras.floating?.axis == .horizontal
    }

    /// Whether `view.root === root`, decided on handles (without loading either view, which
    /// retains and releases it) when the view's cached root is this engine's.
    func isInHierarchy(_ view: View) -> Bool {
        guard rootHandle.isLive else { return false }
        if let cached = view.rootHandle, cached === rootHandle { return true }
        return view.root.layoutVariables === rootHandle
    }

    /// Puts the root into the dirty list if it was marked (see `rootIsDirty`): it is held there
    /// only while a flush runs. Call before anything reads `dirtyViews`.
    func queueDirtyRoot() {
        if state.views.rootIsDirty, let root { state.views.dirtyViews.insert(root, at: 0) }
        state.views.rootIsDirty = false
    }

    /// Brings every environment-driven constant up to date with the solved values.
    /// Returns true when something changed in the solver.
    func synchronizeEnvironment() -> Bool {
        let (touched, restored) = applyingConstantBatch { synchronizeEnvironmentConstants() }
        if touched || restored { return true }
        settleQuietlyBroken()  // settled: what still conflicts is a real conflict
        return false
    }

    /// The body of `synchronizeEnvironment`, run as one batch of constant changes.
    private func synchronizeEnvironmentConstants() -> Bool {
        var touched = false
        for (id, entry) in state.scrolling.scrollViews {
            guard let scrollView = entry.view else { state.scrolling.scrollViews[id] = nil; continue }
            updateScrollState(of: scrollView)
        }
        if updateFloatingShifts() { touched = true }
        let geometry = self.geometry
        for support in state.pass.isScrollOnlyLayout ? scrollAffectedGuides() : state.support.guideOrder {
            guard let guide = support.guide, let owner = guide.owningView else { continue }
            let constants = geometry.supportConstants(for: guide, owner: owner)
            for (i, c) in support.constraints.enumerated() where i < constants.count {
                if c.constant != constants[i] {
                    c.constant = constants[i]
                    touched = true
                }
            }
            if solverIsMirrored, let pin = support.constraints.first, refreshPin(pin) { touched = true }
        }
        if rewrapLabelsWhoseWidthChanged() { touched = true }
        return touched
    }

    /// contentSize, adjustedContentInset and (until the user scrolls) contentOffset.
    func updateScrollState(of scrollView: ScrollView) {
        let content = scrollView.contentLayoutGuide
        // The guide drives contentSize only while some constraint besides its own defining
        // ones uses it (UIKit's rule): merely reading the guide, as a check or an explanation
        // does, must not replace a contentSize the app set by hand.
        let vars = content.layoutVariables
        if let support = state.support.guides[ObjectIdentifier(content)], vars.useSerial == state.views.serial,
            vars.useCount > support.constraints.count
        {
            let r = rounding
            let size = Size(width: r.round(vars.width.value), height: r.round(vars.height.value))
            if size.width.isFinite && size.height.isFinite {
                scrollView.storedContentSize = size
            } else {
                reportNonFinite("contentSize", of: scrollView)
            }
        }
        // A zoomed view's scale shows in the content size (API.md "Zooming"); its bounds are
        // the last written frame's size, so a zoomed view that resizes settles a pass later.
        if scrollView.storedZoomScale != 1, let zoomed = scrollView.zoomedView, zoomed.superview === scrollView {
            let r = rounding
            let v = zoomed.layoutVariables
            let size = Size(
                width: r.round(v.width.value * scrollView.storedZoomScale), height: r.round(v.height.value * scrollView.storedZoomScale))
            if size.width.isFinite && size.height.isFinite { scrollView.storedContentSize = size }
        }
        let adjusted = geometry.adjustedContentInset(of: scrollView)
        scrollView.storedAdjustedContentInset = adjusted
        if !scrollView.hasBeenScrolled {
            scrollView.storedContentOffset = Point(x: -adjusted.left, y: -adjusted.top)
        }
    }

    /// The last line of defence for huge but finite input: numbers within
    /// `InputValidation`'s limits can still add up to infinity through long chains of
    /// multipliers. A value that is not finite is never written; the old one stays.
    func reportNonFinite(_ property: String, of view: View) {
        record(
            LayoutIssue(
                kind: .invalidConstraint, constraint: nil, conflictingConstraints: [],
                description:
                    "The solved \(property) of \(itemName(view)) is not finite (its constraints overflow); it keeps its previous value."))
    }

    /// A guide's frame in its owner's coordinates: solved, or for a system guide no constraint
    /// uses yet, computed from the owner's frame as its defining constraints would place it.
    func layoutFrame(of guide: LayoutGuide, owner: View) -> Rect {
        var rect = solvedRect(of: guide.layoutVariables)
        let o = solvedRect(of: owner.layoutVariables)
        if guide.kind != .custom && !isRegistered(guide) {
            let k = geometry.supportConstants(for: guide, owner: owner)
            let size =
                guide.kind == .scrollContent
                ? (owner as? ScrollView)?.storedContentSize ?? .zero
                : Size(width: o.width + k[2], height: o.height + k[3])
            rect = Rect(origin: Point(x: o.minX + k[0], y: o.minY + k[1]), size: size)
        }
        return rounding.frame(of: rect, originX: o.minX, originY: o.minY)
    }
}
