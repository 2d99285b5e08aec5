/// An incremental solver for systems of linear constraints with hierarchical strengths
/// (the Cassowary algorithm).
///
/// Add and remove constraints one at a time; each call re-optimises from the current
/// solution instead of solving from scratch. Required constraints always hold; among optional
/// ones, a violation at a higher priority is worse than any violation at lower priorities.
/// Edit variables (`addEditVariable`, `suggestValue`) are the fast path for values that change
/// often, such as a window size during a drag; `setConstant` changes a constraint in place.
///
/// ```swift
/// let solver = Solver()
/// let left = Variable("left"), width = Variable("width")
/// try solver.add(left == 16)
/// try solver.add(width >= 100)
/// try solver.add((width == 50) | .weak)
/// solver.updateVariables()          // left.value == 16, width.value == 100
/// ```
///
/// Every call that throws leaves the solver exactly as it was before the call.
///
/// Extreme magnitudes: a call with a coefficient outside 1e-4...1e4 or a constant or
/// suggested value above 1e12 (and every call after one, until `reset()`) is checked after it
/// ran: if a value came out infinite or NaN, or a required constraint is missed by more than
/// rounding, the call is undone and throws `SolverError.nonFiniteValue`. Ordinary numbers
/// never pay for the check. A call whose simplex run reaches the pivot budget (a cycle in
/// rounding) is put back and run again checked, and throws `nonFiniteValue` if that fails
/// (see Solver+PivotBudget.swift: the solver then holds what it held before the call).
///
/// Inside, a required equality that mentions a variable nothing else used yet becomes a
/// *definition* of that variable, evaluated forward (see `Definitions`); everything else
/// goes into the simplex `Tableau`. The whole state is one value, `SolverCore`.
public final class Solver: CustomDebugStringConvertible {
    /// The solver's whole state.
    ///
    /// Unchecked: every access to a class's stored property carries a dynamic exclusivity
    /// check (a `swift_beginAccess`/`swift_endAccess` pair), and the core is reached on every
    /// call, in the innermost loops of the update and the suggestion path, where a check per
    /// access would outweigh the work it guards (figures: BENCHMARKS.md, "Where unsafe code
    /// pays"). Why safe: the checks only catch an
    /// access to `core` while another one is open. The core's operations are `mutating`
    /// methods of the value, so inside them the compiler checks exclusivity statically; the
    /// only code that reaches `core` from outside is `Solver`'s, one access at a time; the
    /// solver never calls out to user code while an access is open (no callbacks, delegates
    /// or observers; the `claimReleased` test seam only counts); and a solver is used by one
    /// thread at a time (`Solver` is not `Sendable`; two solvers never share a core).
    #if LAYOUTKERNEL_CHECKED_EXCLUSIVITY
        var core: SolverCore  // Scripts/check-exclusivity: every access checked
    #else
        @exclusivity(unchecked) var core: SolverCore
    #endif
    /// Test seam: when true, every guarded call is undone as if its result were unsound.
    var failsGuardedCallsForTesting = false
    /// Test seam: when set, the core rebuilt after an unguarded call stopped at the pivot
    /// budget (Solver+PivotBudget.swift) gets this budget, so that the rebuild can be made to
    /// fail.
    var rebuildPivotBudgetForTesting: Int? = nil

    /// Creates an empty solver.
    public init() {
        core = SolverCore(claimsHandles: true, token: 0)
        // Set in place: building a second core to replace the first cost a whole core's
        // destruction, and the engine makes scratch solvers by the hundred.
        core.adopt(token: UInt64(UInt(bitPattern: ObjectIdentifier(self))))
    }

    /// A scratch solver (conflict minimisation): claims nothing, works on handles that its
    /// parent solver holds, never writes `Variable.value`, finds handles through dictionaries.
    init(scratch: Void) {
        core = SolverCore(claimsHandles: false, token: 0)
        core.explainsConflicts = false
    }

    deinit { inPlace({ $0.releaseClaims() }) }

    /// Runs `body` on the core where it is stored. A non-mutating method of the value called
    /// on the stored property (`core.slot(of:)`) is called on a copy of the core (every
    /// field copied, and a retain and a release of every table when the copy is not trivial,
    /// on every call): the compiler cannot lend the class's storage for the call. Through an
    /// `inout` parameter, out of line, it can.
    @inline(never) func inPlace<Result>(_ body: (inout SolverCore) -> Result) -> Result {
        body(&core)
    }

    // MARK: - Constraints

    /// Whether the constraint is in this solver.
    public func contains(_ constraint: Constraint) -> Bool {
        inPlace({ $0.slot(of: constraint) }) != nil
    }

    /// The constraints in this solver (edit variables' internal constraints excluded), in no
    /// particular order.
    public var constraints: [Constraint] { inPlace({ $0.userConstraints }) }

    /// Adds a constraint and re-optimises.
    ///
    /// - Throws: `duplicateConstraint` if it is already here, `invalidStrength` for a strength
    ///   the solver cannot rank, `nonFiniteValue` for NaN or infinity in the expression,
    ///   `unsatisfiableConstraint` with a minimal conflicting set if it is
    ///   required and cannot hold. The solver is unchanged after a throw.
    public func add(_ constraint: Constraint) throws(SolverError) {
        try perform(unsafe: Self.isUnsafe(constraint), ifStopped: .added(constraint)) {
            (core: inout SolverCore) throws(SolverError) in try core.add(constraint)
        }
    }

    /// Removes a constraint and re-optimises.
    ///
    /// - Throws: `unknownConstraint` if it is not here; `nonFiniteValue` at extreme magnitudes
    ///   (see "Extreme magnitudes" above). `unsatisfiableConstraint` only when
    ///   rounding at extreme magnitudes keeps a constraint that depended on a removed
    ///   definition from being put back in terms of the freed variable: then nothing is
    ///   removed (no constraint is ever dropped silently).
    public func remove(_ constraint: Constraint) throws(SolverError) {
        // A failure may leave the core for a rebuild (`SolverCore.removeDefinition`): the
        // rebuild then puts the constraint back.
        try perform(ifStoppedFailing: .removed(constraint), ifStopped: .removed(constraint)) {
            (core: inout SolverCore) throws(SolverError) in try core.remove(constraint)
        }
    }

    /// Changes the constant of a constraint already in the solver, in place (no remove + add):
    /// the fast path that layout uses when a `LayoutConstraint.constant` changes. The
    /// constraint's `expression.constant` becomes `constant`.
    ///
    /// - Throws: `unknownConstraint`, `nonFiniteValue`, or `unsatisfiableConstraint` when the
    ///   constraint is required and cannot hold with the new constant (it then keeps the old).
    public func setConstant(_ constant: Double, for constraint: Constraint) throws(SolverError) {
        // A constant change that stops at the pivot budget throws before the constant is
        // written, having put the core back itself or not (a stop on the fast path, which
        // takes no copy: the core is then rebuilt as it was).
        try perform(
            unsafe: Self.isUnsafeConstant(constant), changing: constraint, ifStoppedFailing: .unchanged,
            ifStopped: .unchanged
        ) { (core: inout SolverCore) throws(SolverError) in try core.setConstant(constant, for: constraint) }
    }

    /// Moves an optional constraint to another strength in place and re-optimises.
    ///
    /// - Throws: `unknownConstraint`, `invalidStrength`, or `badRequiredStrength` when the
    ///   change would cross between required and optional.
    public func setStrength(_ strength: Strength, for constraint: Constraint) throws(SolverError) {
        let old = constraint.strength
        try perform(changing: constraint, ifStopped: .strength(constraint, old: old)) {
            (core: inout SolverCore) throws(SolverError) in try core.setStrength(strength, for: constraint)
        }
    }

    // MARK: - Edit variables

    /// Makes `variable` an edit variable: `suggestValue` then pulls it towards a value with
    /// `strength`, which must be optional.
    ///
    /// - Throws: `duplicateEditVariable`, `invalidStrength`, `badRequiredStrength`.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        var added: Constraint?
        try perform(ifStopped: added.map { .added($0) } ?? .unchanged) {
            (core: inout SolverCore) throws(SolverError) in
            added = try core.addEditVariable(variable, strength: strength)
        }
    }

    /// Removes an edit variable and its pull.
    ///
    /// - Throws: `unknownEditVariable`.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        let edit = inPlace({ $0.editConstraint(of: variable) })
        try perform(ifStopped: edit.map { .removedEdit($0) } ?? .unchanged) {
            (core: inout SolverCore) throws(SolverError) in try core.removeEditVariable(variable)
        }
    }

    /// Whether `variable` is an edit variable of this solver.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        inPlace({ $0.editSlot(of: variable) }) != nil
    }

    /// Pulls an edit variable towards `value`, re-optimising with the dual simplex.
    ///
    /// - Throws: `unknownEditVariable`, `nonFiniteValue`.
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        // The suggestion is the constant of the edit's constraint, `variable - value == 0`.
        try perform(
            unsafe: Self.isUnsafeConstant(value), changing: self.inPlace({ $0.editConstraint(of: variable) }),
            ifStoppedFailing: .unchanged, ifStopped: .unchanged
        ) { (core: inout SolverCore) throws(SolverError) in try core.suggestValue(value, for: variable) }
    }

    // MARK: - Values

    /// The constraints whose value holds `variable` where it is at the current solution:
    /// those whose marker, slack or error symbols its row depends on, through definitions,
    /// nearest first, each once. Changing the constant of one of them moves the variable;
    /// an inequality with slack, an overridden lower-priority constraint, or a constraint
    /// that only bounds the variable's free range is not among them. Edit variables' internal
    /// constraints are left out (a suggested value is an input, not a constraint). Empty for
    /// a variable this solver does not hold, or a free one. Costs the rows and definitions
    /// that the variable's value goes through, not the whole solver.
    ///
    /// Not seen: a required equality of a chain so long that the solver dropped its column
    /// (see SolverCore+RequiredEqualities.swift), reached only through the tableau.
    public func bindingConstraints(for variable: Variable) -> [Constraint] {
        inPlace({ $0.bindingConstraints(for: variable) })
    }

    /// For each variable, whether it can move without changing the error of any constraint at
    /// any priority, as far as the solved tableau shows.
    ///
    /// A variable no constraint mentions is free. A defined variable (see `Definitions`) is
    /// free when a symbol of its definition is. A variable in the tableau is free when it is
    /// parametric, or when its row holds a parametric symbol that may move: a user variable
    /// (unrestricted), or a slack or error symbol whose cost is zero at every priority level
    /// (moving it changes no error: the optimum is not unique) — unless a restricted row at 0
    /// blocks the move (a degenerate row: a label's hugging and compression constraints at the
    /// same size hold each other at 0). A required equality's dummy never moves. The test
    /// moves one symbol at a time; a move that needs two symbols together is not seen.
    ///
    /// Costs one scan of the tableau plus the rows and definitions reached, each symbol
    /// answered once.
    public func freeVariables(among queried: [Variable]) -> [Bool] {
        inPlace({ $0.freeVariables(among: queried) })
    }

    /// Writes `Variable.value` for every variable whose value changed, and returns those.
    @discardableResult
    public func updateVariables() -> [Variable] {
        // A scratch solver's variables belong to its parent: it never writes them.
        guard core.claimsHandles else { return [] }
        return core.writeChangedValues()
    }

    /// Writes `Variable.value` for every variable whose value changed, as `updateVariables()`
    /// does, and returns how many there were instead of listing them. For a caller that reads
    /// the values it wants (kiwi's `updateVariables` returns nothing): no array is allocated
    /// and no variable's reference count is touched, which on a small edit is a large part of
    /// the call.
    @discardableResult
    public func updateValues() -> Int {
        guard core.claimsHandles else { return 0 }
        return core.writeChangedValuesUnlisted()
    }

    /// Back to an empty solver: every constraint and variable it held is handed back (another
    /// solver may take them). Variables keep the values last written.
    public func reset() {
        inPlace({ $0.releaseClaims() })
        core.clear()
        core.handBack = []
        core.context.watchesMagnitudes = false
    }
}
