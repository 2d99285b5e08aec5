/// Everything a `LayoutEngine` changes as it works, in one value, grouped by concern. The engine
/// owns it (`LayoutEngine.state`) and reads and writes the fields in place
/// (`state.constraints.pending.append(c)`), so a newcomer finds every piece of the engine's
/// state here, each with what it means.
struct EngineState {
    /// User constraints on their way into, in, or left out of the solver.
    var constraints = ConstraintState()
    /// The registered views, and which of them need their support constraints refreshed.
    var views = ViewState()
    /// Whether a layout is due, what kind, and the layout pass's hooks.
    var pass = LayoutPassState()
    /// The layout direction and text size the direction- and size-dependent constraints were
    /// built for.
    var builtEnvironment = BuiltEnvironment()
    /// The constraints the engine makes for the hierarchy itself: autoresizing masks,
    /// intrinsic sizes, system layout guides.
    var support = SupportConstraints()
    /// The hierarchy's labels and which of them must be measured again.
    var labels = LabelState()
    /// Scroll views, what scrolled, and the constraints that float over their content.
    var scrolling = ScrollState()
    /// What `expression(for:)` found while building the last kernel expression.
    var lastExpression = ExpressionScratch()
    /// Issues, and the caches of the diagnostic queries.
    var diagnostics = DiagnosticsState()
}

/// User constraints on their way into, in, or left out of the solver.
struct ConstraintState {
    /// Active user constraints waiting to be added to the solver.
    var pending: [LayoutConstraint] = []
    /// Required constraints left unenforced, to retry.
    var broken: [LayoutConstraint] = []
    /// Every constraint in the solver, in no particular order; each knows its index
    /// (`solverIndex`), so removal is O(1) without hashing.
    var inSolver: [LayoutConstraint] = []
    /// Constraints taken out without a report because their new constant conflicted halfway
    /// through a batch of environment-driven constants; added back after it, reported only if
    /// the settled layout still conflicts with them (LayoutEngine+ConstantBatch.swift).
    var quietlyBroken: [LayoutConstraint] = []
    /// The last sequence number given to a registered constraint (conflict choice prefers
    /// keeping older constraints).
    var sequenceCounter = 0
    /// How many times a constraint entered or left the solver or changed there (for tests that
    /// check how much work an incremental change does).
    var changes = 0
    /// Bumped whenever something a broken constraint conflicted with may have changed.
    var generation = 0
    /// Bumped whenever constraints are added or removed (ambiguity is checked again).
    var structureGeneration = 0
    /// Whether a baseline constraint ever entered the solver (never cleared): lets a layout
    /// that resized labels skip the scan for stale baseline offsets in the common case.
    var hasHadBaselineConstraint = false
    /// Whether a stack constraint was queued since the last flush (or a subtree joined from
    /// another engine): only then is the queue
    /// reordered (`LayoutEngine.orderedForDefinitions`), so that layouts without stacks do
    /// not pay for the scan.
    var hasPendingStackConstraints = false
}

/// The registered views, and which of them need their support constraints refreshed.
struct ViewState {
    /// A random identity for registrations (an address could be reused by a later engine);
    /// a new one forgets every registration at once.
    var serial = UInt64.random(in: 1...UInt64.max)
    /// The views whose variables are registered, by variable (views leave this table before
    /// they leave the hierarchy, which retains them, so the unmanaged references stay valid;
    /// see `ViewSlot`).
    var itemsByVariable = VariableTable()
    /// Views whose autoresizing or intrinsic constraints need a refresh. Never the root: the
    /// root owns this engine, so holding it here would be a cycle (a hierarchy dropped before
    /// its first layout, or a view removed from its superview, would never be freed);
    /// `rootIsDirty` stands for it. The others are in the hierarchy, which retains them
    /// anyway, and leave this list when they leave it (`release(subtree:)`).
    var dirtyViews: [View] = []
    /// A view is in `dirtyViews` when its handle's `dirtyMark` equals this (so the test costs
    /// no hashing); bumped to empty the list. Starts at a random value, so that a mark left by
    /// another engine never matches.
    var dirtyEpoch = UInt64.random(in: 1...UInt64.max / 2)
    /// The root's entry in `dirtyViews` (see there).
    var rootIsDirty = false
    /// Variables changed since frames were last written.
    var changedVariables = ChangedVariables()
    /// Frames whose move is written when read (see `DeferredFrames`).
    var deferredFrames = DeferredFrames()
    /// Views whose own frame is written again at the next layout though their solved values
    /// may not have changed (a frame set by hand lasts until then), by their minX. Apart from
    /// `changedVariables` because their subviews are not visited: a placed view's subviews are
    /// framed from its solved origin, not from its frame, so a stack marked for a refresh at
    /// every insertion does not rewrite every arranged view's frame.
    var reframed: [Variable] = []
    /// Marks views already written by the current `writeFrames`; starts at a random value so
    /// that stamps left on a view by another engine never match.
    var writeStamp = UInt64.random(in: 1...UInt64.max / 2)

    /// Writes the solved values and notes the variables that changed, deferring moves with
    /// `deferral` (see `ChangedVariables.appendChanges`).
    mutating func noteChanges(of solver: Solver, registeredIn table: VariableTable, deferral: MoveDeferral?) {
        changedVariables.appendChanges(of: solver, registeredIn: table, deferral: deferral, into: &deferredFrames)
    }

    /// Forgets a view's registration; the changed variables listed by table entry are turned
    /// back into variables first, since the view's slot may take another view.
    mutating func unregister(_ vars: ItemHandle) {
        changedVariables.resolveEntries(in: itemsByVariable)
        itemsByVariable.remove(vars)
    }

    /// Forgets every registration, as `unregister` does one.
    mutating func unregisterAll() {
        changedVariables.resolveEntries(in: itemsByVariable)
        itemsByVariable = VariableTable()
    }
}

/// Whether a layout is due, what kind, and the layout pass's hooks.
struct LayoutPassState {
    /// A layout is due (`LayoutEngine.setNeedsLayout()` sets it with `needsFullSync`).
    var needsLayout = true
    /// False when the only change since the last layout is content offsets (`noteScroll`):
    /// the layout then brings up to date only what a scroll can move (see `scrollAffectedGuides`).
    var needsFullSync = true
    /// Set by `flush` for the layout under way: only content offsets changed.
    var isScrollOnlyLayout = false
    /// Set after the solver was rebuilt: the next layout writes every frame.
    var rewritesAllFrames = false
    /// True while the layout pass applies a batch of environment-driven constants (guides,
    /// frames, content offsets; see `applyingConstantBatch`).
    var isApplyingEnvironment = false
    /// The layout pass hooks' state (LayoutEngine+Hooks.swift).
    var hooks = HookState()
}

/// The layout direction and text size the direction- and size-dependent constraints were built
/// for: a layout that finds the window's differ rebuilds them.
struct BuiltEnvironment {
    var direction: LayoutDirection = .leftToRight
    var category: ContentSizeCategory = .large
}

/// The constraints the engine makes for the hierarchy itself.
struct SupportConstraints {
    /// A view's autoresizing-mask constraints, by its handle.
    var autoresizing: [ObjectIdentifier: [LayoutConstraint]] = [:]
    /// A view's intrinsic-size constraints, by its handle.
    var intrinsic: [ObjectIdentifier: IntrinsicSupport] = [:]
    /// The constraints of each system layout guide (safe area, margins...), by guide.
    var guides: [ObjectIdentifier: GuideSupport] = [:]
    /// The same guide supports, in the order they were made (parents before children).
    var guideOrder: [GuideSupport] = []
}

/// The hierarchy's labels and which of them must be measured again.
struct LabelState {
    /// Every label of the hierarchy, by its handle, with the widths its text was measured at.
    var byItem: [ObjectIdentifier: WeakLabel] = [:]
    /// The `byItem` entries made since the last layout for labels whose text must be measured
    /// unwrapped (UIKit's first pass): a layout visits these, not every label. An entry that
    /// `byItem` no longer holds (replaced or removed since) is skipped.
    var toMeasure: [WeakLabel] = []
}

/// Scroll views, what scrolled, and the constraints that float over their content.
struct ScrollState {
    /// Every scroll view of the hierarchy, by its handle.
    var scrollViews: [ObjectIdentifier: WeakScrollView] = [:]
    /// Scroll views scrolled since the last layout, while only scrolls happened.
    var scrolledViews: [WeakScrollView] = []
    /// The scroll views the layout under way brings up to date (taken from `scrolledViews`).
    var scrolledInThisLayout: [WeakScrollView] = []
    /// Constraints across a scroll view's boundary, whose kernel constants follow content
    /// offsets (LayoutEngine+Floating.swift).
    var floatingConstraints: [ObjectIdentifier: LayoutConstraint] = [:]
}

/// What `expression(for:)` found while building the last kernel expression.
struct ExpressionScratch {
    /// The items the expression uses (filled unless `usesAnchorItems`).
    var usedItems = UsedItems()
    /// The expression uses exactly its anchors' items (the plain path), and `usedItems` was
    /// not filled.
    var usesAnchorItems = false
    /// The expression's position terms, for floating (see `floatingShift`).
    var positions = PositionTerms()
}

/// Issues, and the caches of the diagnostic queries.
struct DiagnosticsState {
    /// Issues recorded for the hierarchy, oldest first.
    var issues: [LayoutIssue] = []
    /// The free attributes last reported per item (by its handle), so each is reported once.
    var reportedAmbiguity: [ObjectIdentifier: AmbiguousAttributes] = [:]
    /// The constraint generations the last ambiguity check ran at.
    var checkedGenerations: (structure: Int, constants: Int) = (structure: -1, constants: -1)
    /// The constraints in the solver by kernel constraint, made on the first conflict (to name
    /// the conflicting constraints) and kept up to date from then on: a layout without
    /// conflicts never hashes (a dictionary insert per constraint would be a large share of
    /// building a screen).
    var kernelIndex: [ObjectIdentifier: LayoutConstraint]?
    /// The free attributes of every item, with the generations they were computed at.
    var ambiguityCache: AmbiguityCache?
    /// Per view `exerciseAmbiguityInLayout()` was called on, the frames it moved and what
    /// they were, which its next call puts back.
    var exercisedViews: [ObjectIdentifier: [ExercisedFrame]] = [:]
}
