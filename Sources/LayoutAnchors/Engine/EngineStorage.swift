/// The mutable state of a `LayoutEngine`, without dynamic exclusivity checks.
///
/// Swift checks every access to a class's stored `var` at run time (a `swift_beginAccess`
/// call with its bookkeeping) unless it can prove the access cannot overlap another. The
/// engine touches these fields several times per constraint and per view, so the checks show
/// in every anchors workload (BENCHMARKS.md, "Unsafe code", has what they cost).
///
/// Why no check is needed: the storage is owned by one engine (a `let`), which belongs to one
/// hierarchy, used from one thread at a time; the engine reaches these fields only through the
/// forwarding properties below, and no engine method holds a mutating access to one field
/// (an `inout` or a `_modify` yield) while calling code that could reach the same field:
/// user hooks and subclass overrides run between engine statements, never inside an access.
/// Every test runs these paths (`swift test`), and the sanitizer run (`Scripts/sanitize`)
/// covers the memory they touch. `labelsToMeasure` follows the same pattern: appended to
/// once per label whose text metrics changed, and read by copy and cleared once per layout
/// (`wrapLabelsAtTheirAvailableWidth`), never held across a call.
final class EngineStorage {
    @exclusivity(unchecked) var serial: UInt64 = UInt64.random(in: 1...UInt64.max)
    @exclusivity(unchecked) var rewritesAllFrames: Bool = false
    @exclusivity(unchecked) var hookState: HookState = HookState()
    @exclusivity(unchecked) var issues: [LayoutIssue] = []
    @exclusivity(unchecked) var needsLayout: Bool = true
    @exclusivity(unchecked) var needsFullSync: Bool = true
    @exclusivity(unchecked) var scrolledViews: [WeakScrollView] = []
    @exclusivity(unchecked) var isScrollOnlyLayout: Bool = false
    @exclusivity(unchecked) var scrolledInThisLayout: [WeakScrollView] = []
    @exclusivity(unchecked) var generation: Int = 0
    @exclusivity(unchecked) var structureGeneration: Int = 0
    @exclusivity(unchecked) var checkedGenerations: (structure: Int, constants: Int) = (structure: -1, constants: -1)
    @exclusivity(unchecked) var sequenceCounter: Int = 0
    @exclusivity(unchecked) var constraintChanges: Int = 0
    @exclusivity(unchecked) var pending: [LayoutConstraint] = []
    @exclusivity(unchecked) var broken: [LayoutConstraint] = []
    @exclusivity(unchecked) var inSolver: [LayoutConstraint] = []
    /// Whether a baseline constraint ever entered the solver (never cleared): lets a layout
    /// that resized labels skip the scan for stale baseline offsets in the common case.
    @exclusivity(unchecked) var hasHadBaselineConstraint: Bool = false
    @exclusivity(unchecked) var itemsByVariable: VariableTable = VariableTable()
    @exclusivity(unchecked) var dirtyViews: [View] = []
    @exclusivity(unchecked) var dirtyEpoch: UInt64 = UInt64.random(in: 1...UInt64.max / 2)
    @exclusivity(unchecked) var rootIsDirty: Bool = false
    @exclusivity(unchecked) var autoresizing: [ObjectIdentifier: [LayoutConstraint]] = [:]
    @exclusivity(unchecked) var intrinsic: [ObjectIdentifier: IntrinsicSupport] = [:]
    @exclusivity(unchecked) var guideSupports: [ObjectIdentifier: GuideSupport] = [:]
    @exclusivity(unchecked) var guideOrder: [GuideSupport] = []
    @exclusivity(unchecked) var scrollViews: [ObjectIdentifier: WeakScrollView] = [:]
    @exclusivity(unchecked) var labels: [ObjectIdentifier: WeakLabel] = [:]
    @exclusivity(unchecked) var labelsToMeasure: [WeakLabel] = []
    @exclusivity(unchecked) var changedVariables: [Variable] = []
    @exclusivity(unchecked) var lastUsedItems: UsedItems = UsedItems()
    @exclusivity(unchecked) var lastUsesAnchorItems: Bool = false
    @exclusivity(unchecked) var lastPositions: PositionTerms = PositionTerms()
    @exclusivity(unchecked) var writeStamp: UInt64 = UInt64.random(in: 1...UInt64.max / 2)
    @exclusivity(unchecked) var builtDirection: LayoutDirection = .leftToRight
    @exclusivity(unchecked) var builtCategory: ContentSizeCategory = .large
    @exclusivity(unchecked) var reportedAmbiguity: [ObjectIdentifier: AmbiguousAttributes] = [:]
    @exclusivity(unchecked) var isApplyingEnvironment: Bool = false
    @exclusivity(unchecked) var quietlyBroken: [LayoutConstraint] = []
    @exclusivity(unchecked) var floatingConstraints: [ObjectIdentifier: LayoutConstraint] = [:]
}
