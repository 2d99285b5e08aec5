/// The mutable state of a `Solver`: its tableau, records and side tables.
///
/// Why a separate type: every access to a class's stored property carries a dynamic
/// exclusivity check (a `swift_beginAccess`/`swift_endAccess` pair). These tables are
/// touched in the solver's innermost loops, so the checks are switched off here with
/// `@exclusivity(unchecked)`. Measured with callgrind (instructions of the whole
/// `layout-bench` process, see BENCHMARKS.md "Unsafe constructs in the kernel"), the checks
/// on all the solver's fields cost +14.5% on enaml_resize, +12.1% on enaml_build and +1.2%
/// on drag_step_32x32; on the eight work lists alone (settled … expansionTouched) +2.1% on
/// enaml_resize. So only the tables that pay are unchecked; the cold fields below (flags,
/// counters, the dictionaries) keep the checks (all ten together cost under 0.6%).
/// `handBack` is unchecked since session 3: `updateVariables` tests it on every call, and its
/// check was about 76 instructions of enaml_resize's 9k per cycle (callgrind).
///
/// Why safe: the checks only catch overlapping accesses to one property (a mutation of it
/// while another access to it is still open). Only the solver's own code reaches these tables
/// (through the forwarding accessors on `Solver`); it never calls out to user code while an
/// access is open (no callbacks, delegates or observers; the `claimReleased` test seam runs
/// between accesses); and a solver is used by one thread at a time (`Solver` is not
/// `Sendable`; two solvers never share tables). The solver's own code has no overlapping
/// access: the whole kernel test suite (oracle sessions included) passes in a debug build
/// with these checks on (see BENCHMARKS.md).
final class SolverTables {
    @exclusivity(unchecked) var tableau = Tableau()
    @exclusivity(unchecked) var definitions = Definitions()
    @exclusivity(unchecked) var records: [Solver.Record?] = []
    // Unchecked since session 3: `storeRecord` touches these on every add (with the former
    // marker table, their checks were about 117 instructions an add, 1.5% of
    // stack_build_1000, callgrind).
    @exclusivity(unchecked) var freeRecordSlots: [Int32] = []
    @exclusivity(unchecked) var recordCount = 0
    @exclusivity(unchecked) var nextSequence: UInt32 = 0
    var slotsByConstraint: [ObjectIdentifier: Int32] = [:]
    /// For each symbol, the slot of the constraint that owns it (a tableau constraint's marker
    /// or other symbol, a definition's variable), or -1.
    @exclusivity(unchecked) var owners: [Int32] = []
    /// For each symbol, the variable it stands for (external symbols only).
    @exclusivity(unchecked) var variables: [Variable?] = []
    var symbolsByVariable: [ObjectIdentifier: Int32] = [:]
    /// For each symbol, how many constraints refer to it.
    @exclusivity(unchecked) var referenceCounts: [Int32] = []
    /// For each symbol, the index of its edit in `edits`, or -1.
    @exclusivity(unchecked) var editIndex: [Int32] = []
    @exclusivity(unchecked) var edits: [Solver.Edit?] = []
    /// Defined variables whose value was already brought up to date (by a definition's
    /// constant change) and only needs writing at the next `updateVariables`.
    @exclusivity(unchecked) var settled: [Int32] = []
    /// Variables whose value must be refreshed at the next `updateVariables`.
    @exclusivity(unchecked) var refresh: [Int32] = []
    @exclusivity(unchecked) var madeBuffer = IndexList()
    /// The combined terms of the constraint being added (`addUnguarded`).
    @exclusivity(unchecked) var termsBuffer: [(symbol: Int32, coefficient: Double)] = []
    /// Reused work lists of `updateVariables`.
    @exclusivity(unchecked) var rootsBuffer = IndexList()
    @exclusivity(unchecked) var dirtyBuffer: [Int32] = []
    @exclusivity(unchecked) var orderBuffer: [Int32] = []
    /// True while a constant change takes a constraint out and adds it back: nothing hands
    /// a handle back meanwhile, so that no other solver can take one in between.
    var keepsClaims = false
    /// Whether calls run guarded against extreme magnitudes (see `SolverMagnitudeGuard`):
    /// set once the solver has seen numbers outside the safe band, until `reset()`.
    var watchesMagnitudes = false
    /// True inside a guarded call, so that the calls it makes are not guarded again.
    var isGuarding = false
    /// Variables handed back since the last update whose final value changed: the next
    /// `updateVariables` reports them (see `retireUnreferenced`).
    @exclusivity(unchecked) var handBack: [Variable] = []
    /// Scratch tables for expanding definitions.
    @exclusivity(unchecked) var expansionCoefficients: [Double] = []
    @exclusivity(unchecked) var expansionTouched: [Bool] = []
    /// False inside the scratch solvers that minimise a conflict set.
    var explainsConflicts = true
}

// The forwarding accessors: the solver's code names its tables as if they were stored here.
// The hottest reads (updateVariables, slot(of:), existingSymbol, suggestValue) name
// `tables.…` directly: there the optimizer left the `_read` coroutine out of line (+1.5% on
// enaml_resize, callgrind).
extension Solver {
    var tableau: Tableau {
        @inline(__always) _read { yield tables.tableau }
        @inline(__always) _modify { yield &tables.tableau }
    }
    var definitions: Definitions {
        @inline(__always) _read { yield tables.definitions }
        @inline(__always) _modify { yield &tables.definitions }
    }
    var records: [Record?] {
        @inline(__always) _read { yield tables.records }
        @inline(__always) _modify { yield &tables.records }
    }
    var freeRecordSlots: [Int32] {
        @inline(__always) _read { yield tables.freeRecordSlots }
        @inline(__always) _modify { yield &tables.freeRecordSlots }
    }
    var recordCount: Int {
        @inline(__always) _read { yield tables.recordCount }
        @inline(__always) _modify { yield &tables.recordCount }
    }
    var nextSequence: UInt32 {
        @inline(__always) _read { yield tables.nextSequence }
        @inline(__always) _modify { yield &tables.nextSequence }
    }
    var slotsByConstraint: [ObjectIdentifier: Int32] {
        @inline(__always) _read { yield tables.slotsByConstraint }
        @inline(__always) _modify { yield &tables.slotsByConstraint }
    }
    var owners: [Int32] {
        @inline(__always) _read { yield tables.owners }
        @inline(__always) _modify { yield &tables.owners }
    }
    var variables: [Variable?] {
        @inline(__always) _read { yield tables.variables }
        @inline(__always) _modify { yield &tables.variables }
    }
    var symbolsByVariable: [ObjectIdentifier: Int32] {
        @inline(__always) _read { yield tables.symbolsByVariable }
        @inline(__always) _modify { yield &tables.symbolsByVariable }
    }
    var referenceCounts: [Int32] {
        @inline(__always) _read { yield tables.referenceCounts }
        @inline(__always) _modify { yield &tables.referenceCounts }
    }
    var editIndex: [Int32] {
        @inline(__always) _read { yield tables.editIndex }
        @inline(__always) _modify { yield &tables.editIndex }
    }
    var edits: [Edit?] {
        @inline(__always) _read { yield tables.edits }
        @inline(__always) _modify { yield &tables.edits }
    }
    var settled: [Int32] {
        @inline(__always) _read { yield tables.settled }
        @inline(__always) _modify { yield &tables.settled }
    }
    var refresh: [Int32] {
        @inline(__always) _read { yield tables.refresh }
        @inline(__always) _modify { yield &tables.refresh }
    }
    var madeBuffer: IndexList {
        @inline(__always) _read { yield tables.madeBuffer }
        @inline(__always) _modify { yield &tables.madeBuffer }
    }
    var rootsBuffer: IndexList {
        @inline(__always) _read { yield tables.rootsBuffer }
        @inline(__always) _modify { yield &tables.rootsBuffer }
    }
    var dirtyBuffer: [Int32] {
        @inline(__always) _read { yield tables.dirtyBuffer }
        @inline(__always) _modify { yield &tables.dirtyBuffer }
    }
    var orderBuffer: [Int32] {
        @inline(__always) _read { yield tables.orderBuffer }
        @inline(__always) _modify { yield &tables.orderBuffer }
    }
    var keepsClaims: Bool {
        @inline(__always) _read { yield tables.keepsClaims }
        @inline(__always) _modify { yield &tables.keepsClaims }
    }
    var watchesMagnitudes: Bool {
        @inline(__always) _read { yield tables.watchesMagnitudes }
        @inline(__always) _modify { yield &tables.watchesMagnitudes }
    }
    var isGuarding: Bool {
        @inline(__always) _read { yield tables.isGuarding }
        @inline(__always) _modify { yield &tables.isGuarding }
    }
    var handBack: [Variable] {
        @inline(__always) _read { yield tables.handBack }
        @inline(__always) _modify { yield &tables.handBack }
    }
    var expansionCoefficients: [Double] {
        @inline(__always) _read { yield tables.expansionCoefficients }
        @inline(__always) _modify { yield &tables.expansionCoefficients }
    }
    var expansionTouched: [Bool] {
        @inline(__always) _read { yield tables.expansionTouched }
        @inline(__always) _modify { yield &tables.expansionTouched }
    }
    var explainsConflicts: Bool {
        @inline(__always) _read { yield tables.explainsConflicts }
        @inline(__always) _modify { yield &tables.explainsConflicts }
    }
}
