/// The layout engine of one hierarchy, owned by its root view: one kernel `Solver`, kept
/// alive across layouts and fed incrementally.
///
/// Activating a constraint queues it; the next layout adds it to the solver (one kernel
/// constraint). Deactivating removes it; a `constant` change goes through
/// `Solver.setConstant`, an optional priority change through `Solver.setStrength`. Layout then
/// asks the solver which variables changed and writes only the frames that moved.
///
/// Every view and guide has four variables (minX, minY, width, height) in one coordinate
/// space, the root's, with each scroll view's content placed unscrolled: a scroll changes the
/// constants of the few guides that follow the visible bounds, nothing else.
final class LayoutEngine {
    /// The root view, held as its handle (the root owns the engine; see `ItemHandle`).
    var root: View? { rootHandle.view }
    let rootHandle: ItemHandle
    let solver = Solver()
    /// What constraints hold to refer to this engine (see `EngineHandle`).
    let handle = EngineHandle()

    /// Everything the engine changes as it works (see `EngineState`).
    ///
    /// Release builds skip Swift's dynamic exclusivity checks on it: the engine reaches its
    /// fields several times per constraint and per view, and each check is a
    /// `swift_beginAccess` call with its bookkeeping. Safe because the state belongs to one
    /// engine, which belongs to one hierarchy, used from one thread at a time, and no engine
    /// code holds an access to it open (an `inout` argument, a mutating method or a `_modify`
    /// yield) while calling code that could reach it again: user hooks and subclass overrides
    /// run between engine statements, never inside an access. Debug builds keep the checks, so
    /// the tests prove that rule on every path they run: an overlapping access traps there, and
    /// `HookReentryTests` calls back into the engine from every hook.
    #if DEBUG
        var state = EngineState()
    #else
        @exclusivity(unchecked) var state = EngineState()
    #endif

    init(root: View) {
        self.rootHandle = root.layoutVariables
        if let window = root as? Window {
            state.builtEnvironment.direction = window.layoutDirection
            state.builtEnvironment.category = window.contentSizeCategory
        }
        handle.attach(self)
        markDirty(root)
        root.markJoined(isSubtreeRoot: true)
    }

    deinit { handle.detach() }

    var window: Window? { root as? Window }

    /// Whether an item's variables are registered with this engine.
    func isRegistered(_ item: LayoutItem) -> Bool { item.layoutVariables.registeredSerial == state.views.serial }
    var direction: LayoutDirection { window?.layoutDirection ?? .leftToRight }
    var category: ContentSizeCategory { window?.contentSizeCategory ?? .large }
    var rounding: PixelRounding { PixelRounding(scale: window?.displayScale ?? 2) }
    var geometry: EnvironmentGeometry { EnvironmentGeometry(engine: self) }

    /// Asks for a full layout (a scroll alone asks through `noteScroll`).
    func setNeedsLayout() {
        state.pass.needsLayout = true
        state.pass.needsFullSync = true
    }

    /// A scroll view's content offset changed: a layout is needed, and if nothing else changed
    /// since the last one, a scroll-only one.
    func noteScroll(_ scrollView: ScrollView) {
        let onlyScrolls = !state.pass.needsLayout || !state.pass.needsFullSync
        state.pass.needsLayout = true
        state.pass.needsFullSync = !onlyScrolls
        if onlyScrolls { state.scrolling.scrolledViews.append(WeakScrollView(view: scrollView)) }
    }

    // MARK: Registration of user constraints

    @inline(__always) func register(_ c: LayoutConstraint) {
        if c.isStaleInPending { dropStalePending(c) }
        c.engineHandle = handle
        state.constraints.sequenceCounter += 1
        c.sequence = state.constraints.sequenceCounter
        c.kernel = nil
        c.isBroken = false
        state.constraints.pending.append(c)
        if c.stackRank != 0 { state.constraints.hasPendingStackConstraints = true }
        state.constraints.structureGeneration += 1
        setNeedsLayout()
    }

    func unregister(_ c: LayoutConstraint) {
        let wasInSolver = c.kernel != nil
        dropKernel(c)
        if c.isBroken {
            state.constraints.broken.removeAll { $0 === c }
            c.isBroken = false
        } else if !wasInSolver && !state.constraints.pending.isEmpty {
            // Queued: the last one is removed; any other is left in `pending` and marked, as
            // searching for it would cost O(pending) per call, O(n²) for n deactivated before
            // a layout. `flush` skips it; `register` takes it out first.
            if state.constraints.pending.last === c { state.constraints.pending.removeLast() } else { c.isStaleInPending = true }
        }
        c.engineHandle = nil
        state.constraints.generation += 1
        state.constraints.structureGeneration += 1
        setNeedsLayout()
    }

    /// Takes out of `pending` a constraint `unregister` left there (before it is queued again,
    /// so that it is queued once, in its new place).
    private func dropStalePending(_ c: LayoutConstraint) {
        c.isStaleInPending = false
        state.constraints.pending.removeAll { $0 === c }
    }

    func constantChanged(_ c: LayoutConstraint) {
        state.constraints.generation += 1
        setNeedsLayout()
        guard let k = c.kernel else { return }
        state.constraints.changes += 1
        do {
            try solver.setConstant(c.kernelConstant, for: k)
        } catch {
            if case .unsatisfiableConstraint = error, state.pass.isApplyingEnvironment {
                dropKernel(c)
                c.isBroken = true
                state.constraints.quietlyBroken.append(c)
            } else if case .unsatisfiableConstraint(_, let conflicts) = error {
                dropKernel(c)
                // A library constraint's new constant (a frame, a guide inset) holds and an
                // app constraint breaks instead; an app constraint whose constant was changed
                // into a conflict breaks itself, as before.
                if c.isLibraryMade && constraintToBreak(insteadOf: c, conflicts: conflicts) != nil {
                    add(c)
                } else {
                    markBroken(c, conflicts: conflicts)
                }
            } else {
                record(
                    LayoutIssue(
                        kind: .invalidConstraint, constraint: c, conflictingConstraints: [],
                        description: "Cannot change the constant of \(c): \(error)"))
            }
        }
    }

    func priorityChanged(_ c: LayoutConstraint) {
        state.constraints.generation += 1
        setNeedsLayout()
        guard let k = c.kernel else { return }
        state.constraints.changes += 1
        let strength = c.strength
        do {
            try solver.setStrength(strength, for: k)
        } catch {
            // Crossing between required and optional: take it out and add it again.
            dropKernel(c)
            add(c)
        }
    }

    /// Adds a constraint to the solver now; a required one that conflicts is left broken (and
    /// reported, unless `reportingConflict` is false: the caller retries it).
    func add(_ c: LayoutConstraint, reportingConflict: Bool = true) {
        guard let expression = expression(for: c) else {
            record(
                LayoutIssue(
                    kind: .invalidConstraint, constraint: c, conflictingConstraints: [],
                    description: "Cannot install \(c): one of its items no longer exists."))
            return
        }
        let k = Constraint(expression, c.relation.kernel, strength: c.strength)
        state.constraints.changes += 1
        do {
            try solver.add(k)
            c.kernel = k
            c.solverIndex = Int32(state.constraints.inSolver.count)
            state.constraints.inSolver.append(c)
            if c.firstAttribute.isBaseline || c.secondAttribute.isBaseline { state.constraints.hasHadBaselineConstraint = true }
            state.diagnostics.kernelIndex?[ObjectIdentifier(k)] = c
            if c.kernelExtras.floating != nil { state.scrolling.floatingConstraints[ObjectIdentifier(c)] = c }
            c.setUsedItems(anchorItems: state.lastExpression.usesAnchorItems, &state.lastExpression.usedItems)
            c.forEachUsedItem { retainUse(of: $0) }
            if c.isBroken {
                c.isBroken = false
                state.constraints.broken.removeAll { $0 === c }
            }
        } catch {
            // Read only while it is broken (`flush` retries those tried at an older generation).
            c.triedGeneration = state.constraints.generation
            switch error {
            case .unsatisfiableConstraint where !reportingConflict:
                c.isBroken = true
            case .unsatisfiableConstraint(_, let conflicts):
                if let victim = constraintToBreak(insteadOf: c, conflicts: conflicts) {
                    // An app constraint goes instead (LayoutEngine+ConflictChoice.swift); each
                    // retry takes one more out of the solver, so this ends.
                    breakInstead(victim, for: c, conflicts: conflicts)
                    add(c)
                } else {
                    markBroken(c, conflicts: conflicts)
                }
            case .duplicateConstraint:
                break
            default:
                record(
                    LayoutIssue(
                        kind: .invalidConstraint, constraint: c, conflictingConstraints: [],
                        description: "Cannot install \(c): \(error)"))
            }
        }
    }

    func markBroken(_ c: LayoutConstraint, conflicts: [Constraint]) {
        let wasBroken = c.isBroken
        c.isBroken = true
        c.triedGeneration = state.constraints.generation
        if !wasBroken {
            state.constraints.broken.append(c)
            let index = constraintsByKernel()
            let others = conflicts.compactMap { index[ObjectIdentifier($0)] }
            record(LayoutIssue.unsatisfiable(c, conflicts: others))
        }
    }

    /// The constraints in the solver by kernel constraint (see `DiagnosticsState.kernelIndex`).
    func constraintsByKernel() -> [ObjectIdentifier: LayoutConstraint] {
        if let existing = state.diagnostics.kernelIndex { return existing }
        var index: [ObjectIdentifier: LayoutConstraint] = [:]
        index.reserveCapacity(state.constraints.inSolver.count)
        for c in state.constraints.inSolver { if let k = c.kernel { index[ObjectIdentifier(k)] = c } }
        state.diagnostics.kernelIndex = index
        return index
    }

    /// Takes a constraint out of the solver (if it is in), releasing its items' use counts.
    func dropKernel(_ c: LayoutConstraint) {
        guard let k = c.kernel else { return }
        state.constraints.changes += 1
        // One pass over the items before the removal: their use counts, and whether a frame
        // deferred in or below them could change with it (`keepingDeferredFrames`).
        let serial = state.views.serial
        var touchesDeferred = false
        c.forEachUsedItem { vars in
            if vars.useSerial == serial { vars.useCount -= 1 }
            if vars.frameIsDeferred || vars.hasDeferredSubviews { touchesDeferred = true }
        }
        if touchesDeferred {
            keepingDeferredFrames(of: c) { try? solver.remove(k) }
        } else {
            try? solver.remove(k)
        }
        state.diagnostics.kernelIndex?[ObjectIdentifier(k)] = nil
        let i = Int(c.solverIndex)
        if i >= 0, i < state.constraints.inSolver.count, state.constraints.inSolver[i] === c {
            let last = state.constraints.inSolver.removeLast()
            if last !== c {
                state.constraints.inSolver[i] = last
                last.solverIndex = Int32(i)
            }
        }
        c.solverIndex = -1
        if c.kernelExtras.floating != nil { state.scrolling.floatingConstraints[ObjectIdentifier(c)] = nil }
        c.kernel = nil
        c.clearUsedItems()
    }

    /// Counts one more kernel constraint on an item; an item that enters the solver gets its
    /// frame written at the next layout even if its values happen not to change.
    @inline(__always) private func retainUse(of vars: ItemHandle) {
        if vars.useSerial != state.views.serial {
            vars.useSerial = state.views.serial
            vars.useCount = 0
        }
        vars.useCount += 1
        if vars.useCount == 1 { state.views.changedVariables.append(vars.minX) }
    }

    /// Whether an item's variables are in the solver (some constraint uses them).
    func isPlaced(_ vars: ItemHandle) -> Bool { vars.useSerial == state.views.serial && vars.useCount > 0 }

    /// Adds an internal constraint (autoresizing, guide, intrinsic size) right away.
    func addInternal(_ c: LayoutConstraint) {
        c.engineHandle = handle
        c.activeFlag = true
        add(c)
    }

    /// Removes an internal constraint.
    func removeInternal(_ c: LayoutConstraint) {
        dropKernel(c)
        if c.isBroken {
            state.constraints.broken.removeAll { $0 === c }
            c.isBroken = false
        }
        c.activeFlag = false
        c.engineHandle = nil
        state.constraints.generation += 1
    }

    // MARK: Hierarchy changes

    /// Marks a view (its autoresizing and intrinsic constraints) for a refresh.
    func markDirty(_ view: View) {
        setNeedsLayout()
        if view.layoutVariables === rootHandle {
            state.views.rootIsDirty = true
        } else if view.layoutVariables.dirtyMark != state.views.dirtyEpoch {
            view.layoutVariables.dirtyMark = state.views.dirtyEpoch
            state.views.dirtyViews.append(view)
        }
    }

    /// Empties `dirtyViews`.
    func clearDirtyViews() {
        state.views.dirtyViews = []
        state.views.dirtyEpoch &+= 1
    }

    /// Takes in a subtree just added to this engine's hierarchy.
    /// Every view of it is marked for `updateConstraints()` and `layoutSubviews()`, as UIKit
    /// marks a view that joins a hierarchy.
    func adopt(subtree: View) {
        subtree.forEachInSubtree { view in
            markDirty(view)
            view.markJoined(isSubtreeRoot: view === subtree)
        }
    }

    /// Takes over the issues of a subtree's former engine and queues its constraints. An
    /// engine that never laid out hands over its queue as is (already in activation order).
    func absorb(_ other: LayoutEngine, subtree: View) {
        state.diagnostics.issues.append(contentsOf: other.state.diagnostics.issues)
        // The subtree may hold stacks (see `orderedForDefinitions`).
        state.constraints.hasPendingStackConstraints = true
        if other.state.constraints.inSolver.isEmpty && other.state.constraints.broken.isEmpty {
            state.constraints.pending.reserveCapacity(state.constraints.pending.count + other.state.constraints.pending.count)
            for c in other.state.constraints.pending where c.activeFlag && !c.isStaleInPending {
                c.engineHandle = handle
                state.constraints.sequenceCounter += 1
                c.sequence = state.constraints.sequenceCounter
                state.constraints.pending.append(c)
            }
            state.constraints.structureGeneration += 1
            setNeedsLayout()
            return
        }
        reinstall(subtree: subtree)
    }

    /// Queues every constraint held inside `subtree` (after it moved between engines).
    func reinstall(subtree: View) {
        var moved: [LayoutConstraint] = []
        subtree.forEachInSubtree { moved.append(contentsOf: $0.installedConstraints) }
        moved.sort { $0.sequence < $1.sequence }
        for c in moved {
            c.kernel = nil
            c.isBroken = false
            register(c)
        }
    }

    /// Forgets everything about a subtree that leaves this hierarchy.
    func release(subtree: View) {
        state.lastExpression.usedItems = UsedItems()  // it may hold a leaving item's variables
        var leaving = 0
        subtree.forEachInSubtree { view in
            let vars = view.layoutVariables
            if vars.frameIsDeferred { settleFrame(of: vars) }  // while its superview is placed
            leaving += vars.installedCount + 4
        }
        if leaving * 2 >= state.constraints.inSolver.count, state.constraints.inSolver.count > 64, let root, root !== subtree {
            rebuild(without: subtree, root: root)
            return
        }
        subtree.forEachInSubtree { view in
            for c in view.installedConstraints where c.engineHandle === handle {
                unregister(c)
            }
            let id = ObjectIdentifier(view)
            if mayHaveSupport(view) {
                for c in state.support.autoresizing.removeValue(forKey: id) ?? [] { removeInternal(c) }
                state.support.intrinsic.removeValue(forKey: id)?.all.forEach { removeInternal($0) }
            }
            state.scrolling.scrollViews[id] = nil
            state.labels.byItem[id] = nil
            if view.layoutVariables.dirtyMark == state.views.dirtyEpoch {
                view.layoutVariables.dirtyMark = 0
                state.views.dirtyViews.removeAll { $0 === view }
            }
            unregisterItem(view)
            let guides = Array(view.systemGuides.values) + view.ownGuides
            for guide in guides + guides.compactMap(\.existingTwin) {
                if let support = state.support.guides.removeValue(forKey: ObjectIdentifier(guide)) {
                    support.constraints.forEach { removeInternal($0) }
                    state.support.guideOrder.removeAll { $0 === support }
                }
                unregisterItem(guide)
            }
        }
        setNeedsLayout()
    }

    /// Forgets a large subtree by starting the solver afresh with the constraints that stay
    /// (removing most of a hierarchy one constraint at a time costs more than re-adding the
    /// rest). The engine's own constraints are made again at the next layout.
    private func rebuild(without subtree: View, root: View) {
        settleDeferredFrames()
        subtree.forEachInSubtree { view in
            for c in view.installedConstraints where c.engineHandle === handle {
                c.engineHandle = nil
                c.kernel = nil
                c.isBroken = false
            }
        }
        let kept = (state.constraints.inSolver + state.constraints.pending + state.constraints.broken)
            .filter { $0.origin == .user && $0.engineHandle === handle && $0.activeFlag }
            .sorted { $0.sequence < $1.sequence }
        for c in state.constraints.inSolver {
            c.clearUsedItems()
            c.solverIndex = -1
            if c.origin != .user {
                c.kernel = nil
                c.engineHandle = nil
                c.activeFlag = false
            }
        }
        solver.reset()
        state.constraints.inSolver = []
        state.diagnostics.kernelIndex = nil
        state.scrolling.floatingConstraints = [:]
        state.constraints.quietlyBroken = []
        state.constraints.pending = []
        state.constraints.broken = []
        state.support.autoresizing = [:]
        state.support.intrinsic = [:]
        state.support.guides = [:]
        state.support.guideOrder = []
        state.scrolling.scrollViews = [:]
        state.labels.byItem = [:]
        state.labels.toMeasure = []
        state.views.unregisterAll()
        state.views.serial = UInt64.random(in: 1...UInt64.max)
        clearDirtyViews()
        state.diagnostics.ambiguityCache = nil
        var seen = Set<ObjectIdentifier>()
        for c in kept where seen.insert(ObjectIdentifier(c)).inserted {
            c.kernel = nil
            c.isBroken = false
            state.constraints.pending.append(c)
        }
        markRemaining(root, skipping: subtree)
        state.pass.rewritesAllFrames = true
        state.constraints.generation += 1
        state.constraints.structureGeneration += 1
        setNeedsLayout()
    }

    private func markRemaining(_ view: View, skipping subtree: View) {
        guard view !== subtree else { return }
        markDirty(view)
        for s in view.subviews { markRemaining(s, skipping: subtree) }
    }

    /// The variables of an item, registered for frame writing on first use; a system guide's
    /// defining constraints are installed at the same time.
    func variables(of item: LayoutItem) -> ItemHandle {
        let vars = item.layoutVariables
        if vars.registeredSerial != state.views.serial {
            vars.registeredSerial = state.views.serial
            if let view = item as? View {
                state.views.itemsByVariable.insert(view)
            } else if let guide = item as? LayoutGuide {
                // Installing builds other expressions: keep the one being built intact.
                let used = state.lastExpression.usedItems, positions = state.lastExpression.positions
                installSupport(for: guide)
                state.lastExpression.usedItems = used
                state.lastExpression.positions = positions
            }
        }
        return vars
    }

    private func unregisterItem(_ item: LayoutItem) {
        guard item.layoutVariables.registeredSerial == state.views.serial else { return }
        item.layoutVariables.registeredSerial = 0
        state.views.unregister(item.layoutVariables)
    }

    // MARK: Issues

    func record(_ issue: LayoutIssue) {
        state.diagnostics.issues.append(issue)
        issue.log(in: window)
    }

    /// Reports an issue that belongs to no hierarchy (a constraint without a first item).
    static func orphanIssue(_ issue: LayoutIssue) {
        issue.log(in: nil)
    }
}
