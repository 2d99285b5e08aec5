/// The engine's state, each field forwarded to `storage` (see `EngineStorage`): reads and
/// writes through these properties are not checked for exclusivity at run time.
extension LayoutEngine {
    /// A random identity for registrations (an address could be reused by a later engine);
    /// a new one forgets every registration at once.
    var serial: UInt64 {
        get { storage.serial }
        _modify { yield &storage.serial }
    }

    /// Set after the solver was rebuilt: the next layout writes every frame.
    var rewritesAllFrames: Bool {
        get { storage.rewritesAllFrames }
        _modify { yield &storage.rewritesAllFrames }
    }

    /// The layout pass hooks' state (LayoutEngine+Hooks.swift).
    var hookState: HookState {
        get { storage.hookState }
        _modify { yield &storage.hookState }
    }

    /// Issues recorded for the hierarchy, oldest first.
    var issues: [LayoutIssue] {
        get { storage.issues }
        _modify { yield &storage.issues }
    }

    var needsLayout: Bool {
        get { storage.needsLayout }
        set {
            storage.needsLayout = newValue
            storage.needsFullSync = newValue  // every request is a full one unless `noteScroll` narrows it
        }
    }

    /// False when the only change since the last layout is content offsets (`noteScroll`):
    /// the layout then brings up to date only what a scroll can move (see `scrollAffectedGuides`).
    var needsFullSync: Bool {
        get { storage.needsFullSync }
        _modify { yield &storage.needsFullSync }
    }

    /// Scroll views scrolled since the last layout, while only scrolls happened.
    var scrolledViews: [WeakScrollView] {
        get { storage.scrolledViews }
        _modify { yield &storage.scrolledViews }
    }

    /// Set by `flush` for the layout under way: only content offsets changed, of these views.
    var isScrollOnlyLayout: Bool {
        get { storage.isScrollOnlyLayout }
        _modify { yield &storage.isScrollOnlyLayout }
    }

    var scrolledInThisLayout: [WeakScrollView] {
        get { storage.scrolledInThisLayout }
        _modify { yield &storage.scrolledInThisLayout }
    }

    /// Bumped whenever something a broken constraint conflicted with may have changed.
    var generation: Int {
        get { storage.generation }
        _modify { yield &storage.generation }
    }

    /// Bumped whenever constraints are added or removed (ambiguity is checked again).
    var structureGeneration: Int {
        get { storage.structureGeneration }
        _modify { yield &storage.structureGeneration }
    }

    var checkedGenerations: (structure: Int, constants: Int) {
        get { storage.checkedGenerations }
        _modify { yield &storage.checkedGenerations }
    }

    var sequenceCounter: Int {
        get { storage.sequenceCounter }
        _modify { yield &storage.sequenceCounter }
    }

    /// How many times a constraint entered or left the solver or changed there (for tests that
    /// check how much work an incremental change does).
    var constraintChanges: Int {
        get { storage.constraintChanges }
        _modify { yield &storage.constraintChanges }
    }

    /// Active user constraints waiting to be added to the solver.
    var pending: [LayoutConstraint] {
        get { storage.pending }
        _modify { yield &storage.pending }
    }

    /// Required constraints left unenforced, to retry.
    var broken: [LayoutConstraint] {
        get { storage.broken }
        _modify { yield &storage.broken }
    }

    /// Every constraint in the solver, in no particular order; each knows its index
    /// (`solverIndex`), so removal is O(1) without hashing.
    /// Whether a baseline constraint ever entered the solver (see `EngineStorage`).
    var hasHadBaselineConstraint: Bool {
        get { storage.hasHadBaselineConstraint }
        set { storage.hasHadBaselineConstraint = newValue }
    }
    var inSolver: [LayoutConstraint] {
        get { storage.inSolver }
        _modify { yield &storage.inSolver }
    }

    /// The views whose variables are registered, by variable (views leave this table before
    /// they leave the hierarchy, which retains them, so the unmanaged references stay valid;
    /// see `ViewReference`).
    var itemsByVariable: VariableTable {
        get { storage.itemsByVariable }
        _modify { yield &storage.itemsByVariable }
    }

    /// Views whose autoresizing or intrinsic constraints need a refresh. Never the root: the
    /// root owns this engine, so holding it here would be a cycle (a hierarchy dropped before
    /// its first layout, or a view removed from its superview, would never be freed);
    /// `rootIsDirty` stands for it. The others are in the hierarchy, which retains them
    /// anyway, and leave this list when they leave it (`release(subtree:)`).
    var dirtyViews: [View] {
        get { storage.dirtyViews }
        _modify { yield &storage.dirtyViews }
    }

    /// A view is in `dirtyViews` when its variables' `dirtyMark` equals this (so the test
    /// costs no hashing); bumped to empty the list. Starts at a random value, so that a mark
    /// left by another engine never matches.
    var dirtyEpoch: UInt64 {
        get { storage.dirtyEpoch }
        _modify { yield &storage.dirtyEpoch }
    }

    var rootIsDirty: Bool {
        get { storage.rootIsDirty }
        _modify { yield &storage.rootIsDirty }
    }

    var autoresizing: [ObjectIdentifier: [LayoutConstraint]] {
        get { storage.autoresizing }
        _modify { yield &storage.autoresizing }
    }

    var intrinsic: [ObjectIdentifier: IntrinsicSupport] {
        get { storage.intrinsic }
        _modify { yield &storage.intrinsic }
    }

    var guideSupports: [ObjectIdentifier: GuideSupport] {
        get { storage.guideSupports }
        _modify { yield &storage.guideSupports }
    }

    var guideOrder: [GuideSupport] {
        get { storage.guideOrder }
        _modify { yield &storage.guideOrder }
    }

    var scrollViews: [ObjectIdentifier: WeakScrollView] {
        get { storage.scrollViews }
        _modify { yield &storage.scrollViews }
    }

    var labels: [ObjectIdentifier: WeakLabel] {
        get { storage.labels }
        _modify { yield &storage.labels }
    }

    /// The `labels` entries made since the last layout for labels whose text must be measured
    /// unwrapped (UIKit's first pass): a layout visits these, not every label. An entry that
    /// `labels` no longer holds (replaced or removed since) is skipped.
    var labelsToMeasure: [WeakLabel] {
        get { storage.labelsToMeasure }
        _modify { yield &storage.labelsToMeasure }
    }

    /// Variables changed since frames were last written.
    var changedVariables: [Variable] {
        get { storage.changedVariables }
        _modify { yield &storage.changedVariables }
    }

    /// The items the expression being built uses (filled by `expression(for:)`).
    var lastUsedItems: UsedItems {
        get { storage.lastUsedItems }
        _modify { yield &storage.lastUsedItems }
    }

    /// Set by `expression(for:)`: the expression it built uses exactly its anchors' items
    /// (the plain path), and `lastUsedItems` was not filled.
    var lastUsesAnchorItems: Bool {
        get { storage.lastUsesAnchorItems }
        _modify { yield &storage.lastUsesAnchorItems }
    }

    /// The position terms of the expression being built, for floating (see `floatingShift`).
    var lastPositions: PositionTerms {
        get { storage.lastPositions }
        _modify { yield &storage.lastPositions }
    }

    /// Marks views already written by the current `writeFrames`; starts at a random value so
    /// that stamps left on a view by another engine never match.
    var writeStamp: UInt64 {
        get { storage.writeStamp }
        _modify { yield &storage.writeStamp }
    }

    var builtDirection: LayoutDirection {
        get { storage.builtDirection }
        _modify { yield &storage.builtDirection }
    }

    var builtCategory: ContentSizeCategory {
        get { storage.builtCategory }
        _modify { yield &storage.builtCategory }
    }

    /// The free attributes last reported per item (by its variables), so each is reported once.
    var reportedAmbiguity: [ObjectIdentifier: AmbiguousAttributes] {
        get { storage.reportedAmbiguity }
        _modify { yield &storage.reportedAmbiguity }
    }

    /// True while the layout pass applies a batch of environment-driven constants (guides,
    /// frames, content offsets; see `applyingConstantBatch`).
    var isApplyingEnvironment: Bool {
        get { storage.isApplyingEnvironment }
        _modify { yield &storage.isApplyingEnvironment }
    }

    /// Constraints taken out without a report because their new constant conflicted halfway
    /// through such a batch; added back after it, reported only if the settled layout still
    /// conflicts with them.
    var quietlyBroken: [LayoutConstraint] {
        get { storage.quietlyBroken }
        _modify { yield &storage.quietlyBroken }
    }

    /// Constraints across a scroll view's boundary, whose kernel constants follow content offsets.
    var floatingConstraints: [ObjectIdentifier: LayoutConstraint] {
        get { storage.floatingConstraints }
        _modify { yield &storage.floatingConstraints }
    }
}
