/// The mutable state of a `Solver`: its tableau, records and side tables.
///
/// Why a separate type: every access to a class's stored property carries a dynamic
/// exclusivity check (a `swift_beginAccess`/`swift_endAccess` pair). These tables are
/// touched in the solver's innermost loops, so the checks are switched off here with
/// `@exclusivity(unchecked)`. Measured with callgrind (instructions of the whole
/// `layout-bench` process, see BENCHMARKS.md "Unsafe constructs in the kernel"), with the
/// checks on the solver's tables cost FIGURE_TABLES.
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
    /// For each record slot, its `markerInfo` (marker -1 for a definition), kept apart so that
    /// in-place changes read plain values.
    @exclusivity(unchecked) var markers: [Solver.Marker] = []
    @exclusivity(unchecked) var freeRecordSlots: [Int32] = []
    @exclusivity(unchecked) var recordCount = 0
    @exclusivity(unchecked) var nextSequence = 0
    @exclusivity(unchecked) var slotsByConstraint: [ObjectIdentifier: Int32] = [:]
    /// For each tableau symbol, the slot of the constraint that owns it, or -1.
    @exclusivity(unchecked) var owners: [Int32] = []
    /// For each symbol, the variable it stands for (external symbols only).
    @exclusivity(unchecked) var variables: [Variable?] = []
    @exclusivity(unchecked) var symbolsByVariable: [ObjectIdentifier: Int32] = [:]
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
    @exclusivity(unchecked) var madeBuffer: [Int32] = []
    /// Reused work lists of `updateVariables`.
    @exclusivity(unchecked) var rootsBuffer: [Int32] = []
    @exclusivity(unchecked) var dirtyBuffer: [Int32] = []
    @exclusivity(unchecked) var orderBuffer: [Int32] = []
    /// True while a constant change takes a constraint out and adds it back: nothing hands
    /// a handle back meanwhile, so that no other solver can take one in between.
    @exclusivity(unchecked) var keepsClaims = false
    /// Whether calls run guarded against extreme magnitudes (see `SolverMagnitudeGuard`):
    /// set once the solver has seen numbers outside the safe band, until `reset()`.
    @exclusivity(unchecked) var watchesMagnitudes = false
    /// True inside a guarded call, so that the calls it makes are not guarded again.
    @exclusivity(unchecked) var isGuarding = false
    /// Variables handed back since the last update whose final value changed: the next
    /// `updateVariables` reports them (see `retireUnreferenced`).
    @exclusivity(unchecked) var handBack: [Variable] = []
    /// Scratch tables for expanding definitions.
    @exclusivity(unchecked) var expansionCoefficients: [Double] = []
    @exclusivity(unchecked) var expansionTouched: [Bool] = []
    /// False inside the scratch solvers that minimise a conflict set.
    @exclusivity(unchecked) var explainsConflicts = true
}
