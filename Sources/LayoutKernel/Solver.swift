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
public final class Solver: CustomDebugStringConvertible {
    /// What the solver remembers of a constraint it holds.
    struct Record {
        let constraint: Constraint
        /// The symbol that identifies the constraint's row: slack, plus-error or dummy.
        let marker: Int32
        /// The second error (or the error of an optional inequality), or -1.
        let other: Int32
        /// Coefficients of marker and other in the constraint's original row.
        let markerCoefficient: Double
        let otherCoefficient: Double
    }

    /// What the solver remembers of an edit variable.
    struct Edit {
        let variable: Variable
        let constraint: Constraint
    }

    var tableau = Tableau()
    private var records: [Record?] = []
    private var freeRecordSlots: [Int32] = []
    private var recordCount = 0
    private var slotsByConstraint: [ObjectIdentifier: Int32] = [:]
    /// For each tableau symbol, the slot of the constraint that owns it, or -1.
    private var owners: [Int32] = []
    /// For each symbol, the variable it stands for (external symbols only).
    private var variables: [Variable?] = []
    private var symbolsByVariable: [ObjectIdentifier: Int32] = [:]
    /// For each symbol, the index of its edit in `edits`, or -1.
    private var editIndex: [Int32] = []
    private var edits: [Edit?] = []
    /// False inside the scratch solvers that minimise a conflict set.
    private var explainsConflicts = true

    /// Creates an empty solver.
    public init() {}

    // MARK: - Registries

    private var identity: ObjectIdentifier { ObjectIdentifier(self) }

    private func growSideTables() {
        while owners.count < tableau.symbolCount {
            owners.append(-1)
            variables.append(nil)
            editIndex.append(-1)
        }
    }

    /// The symbol of `variable`, or nil when this solver has not seen it.
    private func existingSymbol(of variable: Variable) -> Int32? {
        if variable.cachedSolverID == identity {
            let s = Int(variable.cachedSymbol)
            if s >= 0 && s < variables.count && variables[s] === variable { return variable.cachedSymbol }
        }
        guard let s = symbolsByVariable[ObjectIdentifier(variable)] else { return nil }
        variable.cachedSolverID = identity
        variable.cachedSymbol = s
        return s
    }

    /// The symbol of `variable`, registering it (and noting it in `made`) when new.
    private func symbol(of variable: Variable, made: inout [Int32]) -> Int32 {
        if let s = existingSymbol(of: variable) { return s }
        let s = tableau.makeSymbol(.external)
        made.append(s)
        growSideTables()
        variables[Int(s)] = variable
        symbolsByVariable[ObjectIdentifier(variable)] = s
        variable.cachedSolverID = identity
        variable.cachedSymbol = s
        return s
    }

    private func slot(of constraint: Constraint) -> Int32? {
        if constraint.cachedSolverID == identity {
            let s = Int(constraint.cachedSlot)
            if s >= 0 && s < records.count && records[s]?.constraint === constraint { return constraint.cachedSlot }
        }
        guard let s = slotsByConstraint[ObjectIdentifier(constraint)] else { return nil }
        constraint.cachedSolverID = identity
        constraint.cachedSlot = s
        return s
    }

    private func storeRecord(_ record: Record) -> Int32 {
        let s: Int32
        if let reused = freeRecordSlots.popLast() {
            s = reused
            records[Int(s)] = record
        } else {
            s = Int32(records.count)
            records.append(record)
        }
        recordCount += 1
        slotsByConstraint[ObjectIdentifier(record.constraint)] = s
        record.constraint.cachedSolverID = identity
        record.constraint.cachedSlot = s
        owners[Int(record.marker)] = s
        if record.other >= 0 { owners[Int(record.other)] = s }
        return s
    }

    private func dropRecord(at s: Int32) {
        guard let record = records[Int(s)] else { return }
        records[Int(s)] = nil
        freeRecordSlots.append(s)
        recordCount -= 1
        slotsByConstraint[ObjectIdentifier(record.constraint)] = nil
        if record.constraint.cachedSolverID == identity { record.constraint.cachedSolverID = nil }
        owners[Int(record.marker)] = -1
        if record.other >= 0 { owners[Int(record.other)] = -1 }
    }

    // MARK: - Constraints

    /// Whether the constraint is in this solver.
    public func contains(_ constraint: Constraint) -> Bool {
        slot(of: constraint) != nil
    }

    /// The constraints in this solver, in no particular order.
    public var constraints: [Constraint] {
        records.compactMap { $0?.constraint }.filter { c in !edits.contains { $0?.constraint === c } }
    }

    /// Adds a constraint and re-optimises.
    ///
    /// - Throws: `duplicateConstraint` if it is already here, `nonFiniteValue` for NaN or
    ///   infinity in it, `unsatisfiableConstraint` with a minimal conflicting set if it is
    ///   required and cannot hold. The solver is unchanged after a throw.
    public func add(_ constraint: Constraint) throws(SolverError) {
        if slot(of: constraint) != nil { throw .duplicateConstraint(constraint) }
        guard constraint.expression.isFinite, constraint.strength.isFinite else { throw .nonFiniteValue }
        let countBefore = tableau.symbolCount
        var made: [Int32] = []
        var terms: [(symbol: Int32, coefficient: Double)] = []
        terms.reserveCapacity(constraint.expression.terms.count)
        for term in constraint.expression.terms {
            terms.append((symbol(of: term.variable, made: &made), term.coefficient))
        }
        var row = tableau.parametricRow(terms, constant: constraint.expression.constant)
        let strength = constraint.strength
        let marker: Int32, other: Int32
        let markerCoefficient: Double, otherCoefficient: Double
        switch (constraint.relation, strength.isRequired) {
        case (.equal, true):
            marker = tableau.makeSymbol(.dummy); other = -1
            markerCoefficient = 1; otherCoefficient = 0
        case (.equal, false):
            marker = tableau.makeSymbol(.error); other = tableau.makeSymbol(.error)
            markerCoefficient = -1; otherCoefficient = 1
        case (_, let required):
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            marker = tableau.makeSymbol(.slack)
            other = required ? -1 : tableau.makeSymbol(.error)
            markerCoefficient = sign; otherCoefficient = -sign
        }
        made.append(marker)
        if other >= 0 { made.append(other) }
        growSideTables()
        row.add(marker, markerCoefficient)
        if other >= 0 { row.add(other, otherCoefficient) }
        if !strength.isRequired {
            tableau.retainLevel(strength.priority, by: 1)
            let weight = max(0, strength.weight)
            if constraint.relation == .equal { tableau.addToObjective(marker, weight: weight, priority: strength.priority) }
            tableau.addToObjective(other, weight: weight, priority: strength.priority)
        }
        if row.constant < 0 { row.negate() }
        do {
            try tableau.addConstraintRow(row, marker: marker, other: other)
        } catch {
            let conflict = explainsConflicts ? conflictingConstraints(for: constraint, symbols: error.symbols) : []
            for s in made.reversed() {
                if let v = variables[Int(s)] {
                    symbolsByVariable[ObjectIdentifier(v)] = nil
                    if v.cachedSolverID == identity { v.cachedSolverID = nil }
                    variables[Int(s)] = nil
                }
                tableau.unmakeSymbol(s, countBefore: countBefore)
            }
            owners.removeLast(owners.count - tableau.symbolCount)
            variables.removeLast(variables.count - tableau.symbolCount)
            editIndex.removeLast(editIndex.count - tableau.symbolCount)
            throw .unsatisfiableConstraint(constraint, conflictingWith: conflict)
        }
        _ = storeRecord(Record(constraint: constraint, marker: marker, other: other,
                               markerCoefficient: markerCoefficient, otherCoefficient: otherCoefficient))
    }

    /// Removes a constraint and re-optimises.
    ///
    /// - Throws: `unknownConstraint` if it is not here.
    public func remove(_ constraint: Constraint) throws(SolverError) {
        guard let s = slot(of: constraint), let record = records[Int(s)] else { throw .unknownConstraint(constraint) }
        removeRecord(record, at: s)
    }

    private func removeRecord(_ record: Record, at s: Int32) {
        let strength = record.constraint.strength
        if !strength.isRequired {
            // Take the errors out of the objective before pivoting, or the substitutions
            // would carry them into it again.
            let weight = max(0, strength.weight)
            if record.constraint.relation == .equal {
                tableau.addToObjective(record.marker, weight: -weight, priority: strength.priority)
            }
            tableau.addToObjective(record.other, weight: -weight, priority: strength.priority)
        }
        tableau.eliminate(record.marker)
        if record.other >= 0 && tableau.occurs(record.other) { tableau.eliminate(record.other) }
        dropRecord(at: s)
        tableau.releaseSymbol(record.marker)
        if record.other >= 0 { tableau.releaseSymbol(record.other) }
        if !strength.isRequired { tableau.retainLevel(strength.priority, by: -1) }
        tableau.optimize()
    }

    /// Changes the constant of a constraint already in the solver, in place (no remove + add):
    /// the fast path that layout uses when a `LayoutConstraint.constant` changes. The
    /// constraint's `expression.constant` becomes `constant`.
    ///
    /// - Throws: `unknownConstraint`, `nonFiniteValue`, or `unsatisfiableConstraint` when the
    ///   constraint is required and cannot hold with the new constant (it then keeps the old).
    public func setConstant(_ constant: Double, for constraint: Constraint) throws(SolverError) {
        guard let s = slot(of: constraint), let record = records[Int(s)] else { throw .unknownConstraint(constraint) }
        guard constant.isFinite else { throw .nonFiniteValue }
        let delta = constant - constraint.expression.constant
        if delta == 0 { return }
        if constraint.strength.isRequired
            && !tableau.shiftIsHarmless(by: delta, marker: record.marker, markerCoefficient: record.markerCoefficient,
                                        other: record.other, otherCoefficient: record.otherCoefficient) {
            let saved = tableau
            _ = tableau.shiftConstant(by: delta, marker: record.marker, markerCoefficient: record.markerCoefficient,
                                      other: record.other, otherCoefficient: record.otherCoefficient)
            let failure = tableau.brokenDummy() ?? tableau.dualOptimize()
            if let failedSymbol = failure {
                let row = tableau.row(of: failedSymbol)
                var symbols = row?.cells.map(\.symbol) ?? []
                symbols.append(failedSymbol)
                tableau = saved
                var probe = constraint.expression
                probe.constant = constant
                let conflict = explainsConflicts
                    ? conflictingConstraints(for: Constraint(probe, constraint.relation), symbols: symbols, excluding: constraint)
                    : []
                throw .unsatisfiableConstraint(constraint, conflictingWith: conflict)
            }
        } else {
            _ = tableau.shiftConstant(by: delta, marker: record.marker, markerCoefficient: record.markerCoefficient,
                                      other: record.other, otherCoefficient: record.otherCoefficient)
            _ = tableau.dualOptimize()
        }
        constraint.expression.constant = constant
    }

    /// Moves an optional constraint to another strength in place and re-optimises.
    ///
    /// - Throws: `unknownConstraint`, `nonFiniteValue`, or `badRequiredStrength` when the
    ///   change would cross between required and optional.
    public func setStrength(_ strength: Strength, for constraint: Constraint) throws(SolverError) {
        guard let s = slot(of: constraint), let record = records[Int(s)] else { throw .unknownConstraint(constraint) }
        guard strength.isFinite else { throw .nonFiniteValue }
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
    /// - Throws: `duplicateEditVariable`, `badRequiredStrength`, `nonFiniteValue`.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        if hasEditVariable(variable) { throw .duplicateEditVariable(variable) }
        guard strength.isFinite else { throw .nonFiniteValue }
        if strength.isRequired { throw .badRequiredStrength }
        let constraint = Constraint(LinearExpression([Term(variable)]), .equal, strength: strength)
        try add(constraint)
        guard let s = existingSymbol(of: variable) else { return }
        editIndex[Int(s)] = Int32(edits.count)
        if let free = edits.firstIndex(where: { $0 == nil }) {
            editIndex[Int(s)] = Int32(free)
            edits[free] = Edit(variable: variable, constraint: constraint)
        } else {
            edits.append(Edit(variable: variable, constraint: constraint))
        }
    }

    private func editSlot(of variable: Variable) -> Int? {
        guard let s = existingSymbol(of: variable) else { return nil }
        let e = Int(editIndex[Int(s)])
        return e >= 0 ? e : nil
    }

    /// Removes an edit variable and its pull.
    ///
    /// - Throws: `unknownEditVariable`.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let e = editSlot(of: variable), let edit = edits[e] else { throw .unknownEditVariable(variable) }
        try remove(edit.constraint)
        edits[e] = nil
        if let s = existingSymbol(of: variable) { editIndex[Int(s)] = -1 }
    }

    /// Whether `variable` is an edit variable of this solver.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        editSlot(of: variable) != nil
    }

    /// Pulls an edit variable towards `value`, re-optimising with the dual simplex.
    ///
    /// - Throws: `unknownEditVariable`, `nonFiniteValue`.
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard let e = editSlot(of: variable), let edit = edits[e] else { throw .unknownEditVariable(variable) }
        guard value.isFinite else { throw .nonFiniteValue }
        try setConstant(-value, for: edit.constraint)
    }

    // MARK: - Values

    /// Writes `Variable.value` for every variable whose value changed, and returns those.
    @discardableResult
    public func updateVariables() -> [Variable] {
        var changed: [Variable] = []
        for s in tableau.takeDirtySymbols() {
            guard let variable = variables[Int(s)] else { continue }
            let value = tableau.value(of: s)
            if variable.value != value {
                variable.value = value
                changed.append(variable)
            }
        }
        return changed
    }

    /// Back to an empty solver. Variables keep the values last written.
    public func reset() {
        for record in records.compactMap({ $0 }) where record.constraint.cachedSolverID == identity {
            record.constraint.cachedSolverID = nil
        }
        for case let v? in variables where v.cachedSolverID == identity { v.cachedSolverID = nil }
        tableau = Tableau()
        records = []; freeRecordSlots = []; recordCount = 0; slotsByConstraint = [:]
        owners = []; variables = []; symbolsByVariable = [:]; editIndex = []; edits = []
    }

    // MARK: - Explanations

    /// A minimal set of required constraints that `probe` conflicts with, starting from the
    /// constraints that own the certificate's `symbols` (a deletion filter on scratch solvers).
    private func conflictingConstraints(for probe: Constraint, symbols: [Int32],
                                        excluding excluded: Constraint? = nil) -> [Constraint] {
        var seen = Set<ObjectIdentifier>()
        var candidates: [Constraint] = []
        for symbol in symbols where Int(symbol) < owners.count {
            let owner = owners[Int(symbol)]
            guard owner >= 0, let record = records[Int(owner)] else { continue }
            let c = record.constraint
            if c.strength.isRequired && c !== excluded && seen.insert(ObjectIdentifier(c)).inserted {
                candidates.append(c)
            }
        }
        if let minimal = ConflictMinimizer.minimize(probe: probe, candidates: candidates) {
            return minimal
        }
        let everything = records.compactMap { $0?.constraint }.filter { $0.strength.isRequired && $0 !== excluded }
        return ConflictMinimizer.minimize(probe: probe, candidates: everything) ?? candidates
    }

    /// A scratch solver that reports conflicts without explaining them.
    static func scratch() -> Solver {
        let solver = Solver()
        solver.explainsConflicts = false
        return solver
    }

    // MARK: - Debugging

    /// The tableau: every row as `basic = constant + coefficient·symbol …`, then the objective
    /// levels. Symbols print as variable names, or `s` (slack), `e` (error), `d` (dummy)
    /// followed by their id.
    public var debugDescription: String {
        func name(_ s: Int32) -> String {
            if Int(s) < variables.count, let v = variables[Int(s)] { return v.description }
            switch tableau.kinds[Int(s)] {
            case .external: return "v\(s)"
            case .slack: return "s\(s)"
            case .error: return "e\(s)"
            case .dummy: return "d\(s)"
            }
        }
        func text(_ row: Row) -> String {
            var parts = [formatNumber(row.constant)]
            for cell in row.cells { parts.append("\(formatNumber(cell.coefficient))·\(name(cell.symbol))") }
            return parts.joined(separator: " + ")
        }
        var lines = ["Solver: \(recordCount - edits.compactMap { $0 }.count) constraints, \(edits.compactMap { $0 }.count) edit variables"]
        for (basic, row) in tableau.liveRows.sorted(by: { $0.basic < $1.basic }) {
            lines.append("  \(name(basic)) = \(text(row))")
        }
        for (k, level) in tableau.levels.enumerated() {
            lines.append("  objective @\(formatNumber(tableau.levelPriorities[k])): \(text(level))")
        }
        return lines.joined(separator: "\n")
    }
}
