import LayoutKernel

/// Every live handle of the C API, behind one lock: the lock is held only to look handles up
/// or change the tables, never while a solver runs, so calls on different solvers proceed in
/// parallel. Lock order: a solver's lock may be held while taking this one, never the reverse.
struct Registry {
    var variables = HandleTable<Variable>(tag: 0xA1)
    var constraints = HandleTable<Constraint>(tag: 0xA2)
    var solvers = HandleTable<SolverBox>(tag: 0xA3)
}

/// The process-wide handle tables.
let registry = Locked(Registry())

/// What one solver handle owns: the solver and what the C API remembers about it. The mutex
/// serialises calls on one solver from several threads (Solver itself is not thread-safe).
final class SolverBox: Sendable {
    let state = Locked(SolverState())
}

/// A solver and the C API's records about it.
struct SolverState {
    let solver = Solver()
    /// The conflicting set of the last unsatisfiable add (emptied by any other add).
    var lastConflicts: [Constraint] = []
    /// The edit variables, in the order they were added (for the dump only).
    var editVariables: [Variable] = []
}
