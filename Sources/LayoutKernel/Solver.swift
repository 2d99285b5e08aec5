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
/// (see SolverPivotBudget.swift: the solver then holds what it held before the call).
///
/// Inside, a required equality that mentions a variable nothing else used yet becomes a
/// *definition* of that variable, evaluated forward (see `Definitions`); everything else
/// goes into the simplex `Tableau`.
public final class Solver: CustomDebugStringConvertible {
    /// What the solver remembers of a constraint it holds: one compact record per constraint,
    /// a definition's or a tableau constraint's.
    ///
    /// 48 bytes. It used to be a 48-byte record, a 40-byte `Marker` beside it (the plain
    /// values in-place changes read, and the constraint's identity) and, for a definition, a
    /// 40-byte item in `Definitions` that held the constraint a third time: 128 bytes a
    /// definition, three appends and two retains an add (BENCHMARKS.md "Session 5:
    /// s6-compact"). The plain values are read field by field (`marker(at:)`), which copies
    /// no reference, so the separate `Marker` table is not needed for the suggest path.
    /// A definition's `defined` and `definedCoefficient` share their storage with a tableau
    /// constraint's `other` and `otherCoefficient` (a record is one or the other: a tableau
    /// constraint has a marker, a definition none).
    struct Record {
        let constraint: Constraint
        /// The expression's terms by symbol, duplicates combined (none for a definition).
        let terms: [(symbol: Int32, coefficient: Double)]
        /// For a tableau constraint: the symbol that identifies its row (slack, plus-error or
        /// dummy), and its coefficient in the original row. -1 for a definition.
        var marker: Int32 = -1
        private var otherOrDefined: Int32 = -1
        var markerCoefficient = 0.0
        private var otherOrDefinedCoefficient = 0.0
        /// When it was added: conflict sets list constraints in this order. 32 bits (the
        /// record's size): `storeRecord` renumbers the live records before it would wrap.
        var sequence: UInt32 = 0
        /// Whether the constraint is required (its strength cannot cross between required
        /// and optional, so this never goes stale).
        var isRequired = false
        /// Whether a coefficient of the constraint lies outside 1e-6...1e6: the marker's cells
        /// in other rows may then have been cut as zero (below 1e-8), and a shift would miss
        /// them, so a constant change recomputes the constraint instead.
        var isExtreme = false
        /// Whether the marker is a required equality's dummy whose column was dropped from the
        /// rows (see SolverRequiredEqualities.swift). `isExtreme` is then set too, so that a
        /// constant change recomputes the constraint instead of shifting through the column.
        var isStripped = false

        init(constraint: Constraint, terms: [(symbol: Int32, coefficient: Double)]) {
            self.constraint = constraint
            self.terms = terms
        }

        init(constraint: Constraint, definedVariable defined: Int32, coefficient: Double) {
            self.constraint = constraint
            self.terms = []
            otherOrDefined = defined
            otherOrDefinedCoefficient = coefficient
            // A definition is a required equality; its record keeps no terms, so it is
            // never extreme.
            isRequired = true
        }

        var isDefinition: Bool { marker < 0 && otherOrDefined >= 0 }

        /// For a tableau constraint: the second error (or -1) and its coefficient in the
        /// original row. Set only once `marker` is.
        var other: Int32 {
            get { marker >= 0 ? otherOrDefined : -1 }
            set { otherOrDefined = newValue }
        }
        var otherCoefficient: Double {
            get { marker >= 0 ? otherOrDefinedCoefficient : 0 }
            set { otherOrDefinedCoefficient = newValue }
        }

        /// For a definition: the variable it defines and that variable's coefficient.
        var defined: Int32 { marker < 0 ? otherOrDefined : -1 }
        var definedCoefficient: Double { marker < 0 ? otherOrDefinedCoefficient : 0 }

        /// Works out `isRequired` and `isExtreme` from the constraint and the terms, and
        /// clears `isStripped` (a tableau constraint about to be stored, or built again).
        mutating func resetFlags() {
            isRequired = constraint.strength.isRequired
            isExtreme = terms.contains { Solver.isExtreme($0.coefficient) }
            isStripped = false
        }

        /// The plain values of the marker technique (no reference).
        var markerInfo: Marker {
            Marker(
                marker: marker, markerCoefficient: markerCoefficient, other: other,
                otherCoefficient: otherCoefficient, isRequired: isRequired, isExtreme: isExtreme)
        }
    }

    /// What the solver remembers of an edit variable.
    /// (Its variable is the constraint's only term; kept nowhere else, so that reading an
    /// edit on every `suggestValue` retains one reference, not two.)
    struct Edit {
        let constraint: Constraint
    }

    /// The solver's working state, reached through the accessors in SolverTables.swift.
    let tables = SolverTables()
    /// The handles a guarded call hands back, held until the call is kept or undone
    /// (`runGuarded`): an undone call must never release a claim it then takes again, or
    /// another solver could take the handle in between.
    var deferredReleases = DeferredReleases()
    /// Test seam: called each time this solver hands a claim back (nil in production).
    var claimReleased: (() -> Void)?
    /// Test seam: when true, every guarded call is undone as if its result were unsound.
    var failsGuardedCallsForTesting = false
    /// Test seam: when set, the tableau rebuilt after an unguarded call stopped at the pivot
    /// budget (SolverPivotBudget.swift) gets this budget, so that the rebuild can be made to fail.
    var rebuildPivotBudgetForTesting: Int? = nil
    /// A row about to be added that holds more required-equality dummies than this has their
    /// columns dropped (SolverRequiredEqualities.swift). Test seam: the chain oracle sessions
    /// lower it so that chains small enough for the dense reference reach the dropped-column
    /// paths.
    var dummyFillLimit = Solver.defaultDummyFillLimit
    /// Whether this solver claims the handles it holds (see `Variable` and `Constraint`):
    /// false only for internal scratch solvers, which work on handles that their parent
    /// solver holds, never write `Variable.value`, and find handles through dictionaries.
    let claimsHandles: Bool

    /// Creates an empty solver.
    public init() { claimsHandles = true }

    init(claimsHandles: Bool) { self.claimsHandles = claimsHandles }

    deinit { releaseClaims() }

    // MARK: - Constraints

    /// Whether the constraint is in this solver.
    public func contains(_ constraint: Constraint) -> Bool {
        slot(of: constraint) != nil
    }

    /// The constraints in this solver (edit variables' internal constraints excluded), in no
    /// particular order.
    public var constraints: [Constraint] {
        let editConstraints = Set(edits.compactMap { $0.map { ObjectIdentifier($0.constraint) } })
        return records.compactMap { $0?.constraint }.filter { !editConstraints.contains(ObjectIdentifier($0)) }
    }

    /// Adds a constraint and re-optimises.
    ///
    /// - Throws: `duplicateConstraint` if it is already here, `invalidStrength` for a strength
    ///   the solver cannot rank, `nonFiniteValue` for NaN or infinity in the expression,
    ///   `unsatisfiableConstraint` with a minimal conflicting set if it is
    ///   required and cannot hold. The solver is unchanged after a throw.
    public func add(_ constraint: Constraint) throws(SolverError) {
        guard needsGuard(unsafe: Self.isUnsafe(constraint)) else {
            // A stop at the pivot budget: the call is put back and run again guarded
            // (SolverPivotBudget.swift). An add that threw has undone itself.
            do { try addUnguarded(constraint) } catch {
                guard stoppedUnguardedCall else { throw error }
                return try redoAdd(constraint, undoing: nil)
            }
            if stoppedUnguardedCall { try redoAdd(constraint, undoing: .added(constraint)) }
            return
        }
        try runGuarded(changing: nil) { () throws(SolverError) in try addUnguarded(constraint) }
    }

    func addUnguarded(_ constraint: Constraint) throws(SolverError) {
        if slot(of: constraint) != nil { throw .duplicateConstraint(constraint) }
        guard constraint.strength.isValid else { throw .invalidStrength }
        guard constraint.constant.isFinite, constraint.terms.allSatisfy({ $0.coefficient.isFinite }) else {
            throw .nonFiniteValue
        }
        // Claimed before anything else, so that no other solver adds it meanwhile; kept when
        // it was already this solver's (a constant change that adds it again).
        let wasClaimed = claimsHandles && constraint.words.owner(0) == token
        guard claim(constraint) else { throw .constraintHeldByAnotherSolver(constraint) }
        let countBefore = tableau.symbolCount
        // The symbols this call registers, in a reused buffer (a failure unregisters them).
        var made = IndexList()
        swap(&made, &madeBuffer)
        defer {
            made.removeAll()
            swap(&made, &madeBuffer)
        }
        do throws(SolverError) {
            // Combined in a reused buffer: a definition copies them into its arena, a tableau
            // record keeps an exact copy (one allocation a definition less, callgrind).
            var terms: [(symbol: Int32, coefficient: Double)] = []
            swap(&terms, &tables.termsBuffer)
            defer {
                terms.empty()
                swap(&terms, &tables.termsBuffer)
            }
            try combinedTerms(of: constraint.terms, made: &made, into: &terms)
            // A variable's coefficients added up can overflow (1e308·x + 1e308·x).
            guard terms.allSatisfy({ $0.coefficient.isFinite }) else { throw .nonFiniteValue }
            if constraint.strength.isRequired && constraint.relation == .equal,
                let subject = terms.first(where: { isFresh($0.symbol, made: made) }),
                addDefinition(constraint, terms: terms, subject: subject)
            {
                return
            }
            try addToTableau(constraint, terms: Array(terms[...]), countBefore: countBefore)
        } catch {
            unregister(made, countBefore: countBefore)
            if !wasClaimed { release(constraint) }
            throw error
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
        guard needsGuard(unsafe: false) else {
            do { try removeUnguarded(constraint) } catch {
                guard stoppedUnguardedCall else { throw error }
                return try redoRemove(constraint, undoing: nil)
            }
            if stoppedUnguardedCall { try redoRemove(constraint, undoing: .removed(constraint)) }
            return
        }
        try runGuarded(changing: nil) { () throws(SolverError) in try removeUnguarded(constraint) }
    }

    func removeUnguarded(_ constraint: Constraint) throws(SolverError) {
        let symbols = try removeKeepingClaims(constraint)
        release(constraint)
        retireUnreferenced(symbols)
    }

    /// Takes a constraint out and re-optimises, keeping the claims on it and on its variables;
    /// returns the symbols it referred to.
    func removeKeepingClaims(_ constraint: Constraint) throws(SolverError) -> [Int32] {
        guard let s = slot(of: constraint), let record = records[Int(s)] else { throw .unknownConstraint(constraint) }
        let symbols = referencedSymbols(of: record)
        if record.isDefinition {
            try removeDefinition(record, at: s)
        } else {
            try removeFromTableau(record, at: s)
            tableau.optimize()
        }
        return symbols
    }

    /// Changes the constant of a constraint already in the solver, in place (no remove + add):
    /// the fast path that layout uses when a `LayoutConstraint.constant` changes. The
    /// constraint's `expression.constant` becomes `constant`.
    ///
    /// - Throws: `unknownConstraint`, `nonFiniteValue`, or `unsatisfiableConstraint` when the
    ///   constraint is required and cannot hold with the new constant (it then keeps the old).
    public func setConstant(_ constant: Double, for constraint: Constraint) throws(SolverError) {
        guard needsGuard(unsafe: Self.isUnsafeConstant(constant)) else {
            // Every stop at the pivot budget in a constant change throws before the constant
            // is written (SolverTableau.swift): no check on the way out of the fast path.
            do { try setConstantUnguarded(constant, for: constraint) } catch {
                guard stoppedUnguardedCall else { throw error }
                try redoSetConstant(constant, for: constraint)
            }
            return
        }
        try runGuarded(changing: constraint) { () throws(SolverError) in
            try setConstantUnguarded(constant, for: constraint)
        }
    }

    // Inlined into `setConstant`, so that the guard adds no call to the suggest fast path.
    @inline(__always)
    func setConstantUnguarded(_ constant: Double, for constraint: Constraint) throws(SolverError) {
        guard let s = slot(of: constraint) else { throw .unknownConstraint(constraint) }
        guard constant.isFinite else { throw .nonFiniteValue }
        let old = constraint.constant
        let delta = constant - old
        if delta == 0 { return }
        guard isAccurateShift(delta, from: old, to: constant) else {
            // The difference is rounded (as `1e17` to `-3`, or `1e308` to `-22.8`): applied as
            // a shift it would lose the new constant. Recompute the constraint from scratch.
            try replaceConstant(constant, of: constraint)
            return
        }
        let marker = self.marker(at: Int(s))
        if marker.marker < 0, let record = records[Int(s)] {
            guard try shiftDefinition(record, by: delta, newConstant: constant) else {
                try replaceConstant(constant, of: constraint)
                return
            }
        } else if marker.isExtreme {
            try replaceConstant(constant, of: constraint)
            return
        } else {
            // The fast path (every `suggestValue`): plain values only, no record copied.
            try shiftTableau(CollectionOfOne((marker, delta)), probe: constraint, newConstant: constant)
        }
        constraint.constant = constant
    }

    /// Moves an optional constraint to another strength in place and re-optimises.
    ///
    /// - Throws: `unknownConstraint`, `invalidStrength`, or `badRequiredStrength` when the
    ///   change would cross between required and optional.
    public func setStrength(_ strength: Strength, for constraint: Constraint) throws(SolverError) {
        guard needsGuard(unsafe: false) else {
            let old = constraint.strength
            do { try setStrengthUnguarded(strength, for: constraint) } catch {
                guard stoppedUnguardedCall else { throw error }
                return try redoSetStrength(strength, for: constraint, undoing: nil)
            }
            if stoppedUnguardedCall { try redoSetStrength(strength, for: constraint, undoing: .strength(constraint, old: old)) }
            return
        }
        try runGuarded(changing: constraint) { () throws(SolverError) in
            try setStrengthUnguarded(strength, for: constraint)
        }
    }

    func setStrengthUnguarded(_ strength: Strength, for constraint: Constraint) throws(SolverError) {
        guard let s = slot(of: constraint), let record = records[Int(s)] else { throw .unknownConstraint(constraint) }
        guard strength.isValid else { throw .invalidStrength }
        let old = constraint.strength
        guard old.isRequired == strength.isRequired else { throw .badRequiredStrength }
        constraint.strength = strength
        if old.isRequired || old == strength { return }
        let errors = constraint.relation == .equal ? [record.marker, record.other] : [record.other]
        tableau.retainLevel(strength.priority, by: 1)
        for e in errors {
            tableau.addToObjective(e, weight: -max(0, old.weight), priority: old.priority)
            tableau.addToObjective(e, weight: max(0, strength.weight), priority: strength.priority)
        }
        tableau.retainLevel(old.priority, by: -1)
        tableau.optimize()
    }

    // MARK: - Edit variables

    /// Makes `variable` an edit variable: `suggestValue` then pulls it towards a value with
    /// `strength`, which must be optional.
    ///
    /// - Throws: `duplicateEditVariable`, `invalidStrength`, `badRequiredStrength`.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        guard needsGuard(unsafe: false) else {
            return try addEditVariableUnguarded(variable, strength: strength)
        }
        try runGuarded(changing: nil) { () throws(SolverError) in
            try addEditVariableUnguarded(variable, strength: strength)
        }
    }

    func addEditVariableUnguarded(_ variable: Variable, strength: Strength) throws(SolverError) {
        if hasEditVariable(variable) { throw .duplicateEditVariable(variable) }
        guard strength.isValid else { throw .invalidStrength }
        if strength.isRequired { throw .badRequiredStrength }
        let constraint = Constraint(LinearExpression([Term(variable)]), .equal, strength: strength)
        try add(constraint)
        registerEdit(constraint)
    }

    /// Notes `constraint` (an edit's `variable == constant`, already added) as the edit of its
    /// variable.
    func registerEdit(_ constraint: Constraint) {
        guard let s = existingSymbol(of: constraint.terms[0].variable) else { return }
        if let free = edits.firstIndex(where: { $0 == nil }) {
            editIndex[Int(s)] = Int32(free)
            edits[free] = Edit(constraint: constraint)
        } else {
            editIndex[Int(s)] = Int32(edits.count)
            edits.append(Edit(constraint: constraint))
        }
    }

    /// Removes an edit variable and its pull.
    ///
    /// - Throws: `unknownEditVariable`.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard needsGuard(unsafe: false) else {
            let edit = editSlot(of: variable).flatMap { edits[$0] }
            do { try removeEditVariableUnguarded(variable) } catch {
                guard stoppedUnguardedCall else { throw error }
                return try redoRemoveEditVariable(variable, undoing: nil)
            }
            if stoppedUnguardedCall, let edit {
                try redoRemoveEditVariable(variable, undoing: .removedEdit(edit.constraint))
            }
            return
        }
        try runGuarded(changing: nil) { () throws(SolverError) in try removeEditVariableUnguarded(variable) }
    }

    func removeEditVariableUnguarded(_ variable: Variable) throws(SolverError) {
        guard let e = editSlot(of: variable), let edit = edits[e] else { throw .unknownEditVariable(variable) }
        let symbols = try removeKeepingClaims(edit.constraint)
        edits[e] = nil
        if let s = existingSymbol(of: variable) { editIndex[Int(s)] = -1 }
        release(edit.constraint)
        retireUnreferenced(symbols)
    }

    /// Whether `variable` is an edit variable of this solver.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        editSlot(of: variable) != nil
    }

    /// Pulls an edit variable towards `value`, re-optimising with the dual simplex.
    ///
    /// - Throws: `unknownEditVariable`, `nonFiniteValue`.
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard let e = editSlot(of: variable), let constraint = tables.edits[e]?.constraint else {
            throw .unknownEditVariable(variable)
        }
        guard value.isFinite else { throw .nonFiniteValue }
        try setConstant(-value, for: constraint)
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
    /// (see SolverRequiredEqualities.swift), reached only through the tableau.
    public func bindingConstraints(for variable: Variable) -> [Constraint] {
        guard let s = existingSymbol(of: variable) else { return [] }
        let records = self.records
        let slots = BindingSet.slots(
            holding: s, tableau: tableau, definitions: definitions, owners: owners, records: records)
        return slots.compactMap { slot -> Constraint? in
            guard let record = records[Int(slot)], !isEditConstraint(record) else { return nil }
            return record.constraint
        }
    }

    /// Whether `record` is an edit variable's internal constraint.
    private func isEditConstraint(_ record: Record) -> Bool {
        guard record.terms.count == 1, !record.isDefinition else { return false }
        let e = Int(editIndex[Int(record.terms[0].symbol)])
        return e >= 0 && edits[e]?.constraint === record.constraint
    }

    /// Writes `Variable.value` for every variable whose value changed, and returns those.
    @discardableResult
    public func updateVariables() -> [Variable] {
        // A scratch solver's variables belong to its parent: it never writes them.
        guard claimsHandles else { return [] }
        return writeChangedValues()
    }

    /// Back to an empty solver: every constraint and variable it held is handed back (another
    /// solver may take them). Variables keep the values last written.
    public func reset() {
        releaseClaims()
        clearTables()
        handBack = []
        watchesMagnitudes = false
    }

    /// Empties the tableau, records and side tables (not `handBack`), claims untouched.
    func clearTables() {
        tableau = Tableau()
        definitions = Definitions()
        records = []; freeRecordSlots = []; recordCount = 0; slotsByConstraint = [:]
        owners = []; variables = []; symbolsByVariable = [:]; referenceCounts = []
        editIndex = []; edits = []; refresh = []; settled = []
    }
}
