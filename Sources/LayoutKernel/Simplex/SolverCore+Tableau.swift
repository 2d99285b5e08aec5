/// The solver's constraints that live in the simplex tableau: adding, removing and shifting
/// them.
extension SolverCore {
    /// Adds a constraint as a tableau row, its expression expanded through definitions.
    /// On failure the tableau is unchanged and the error names a minimal conflict set.
    /// `countBefore` is the symbol count before the calling operation made any symbol, so that a
    /// failure hands the same ids out again as if it had never happened.
    mutating func addToTableau(
        _ constraint: Constraint, terms: [(symbol: Int32, coefficient: Double)],
        countBefore: Int
    ) throws(SolverError) {
        var row = try parametricRow(of: constraint, terms: terms)
        let strength = constraint.strength
        var record = Record(constraint: constraint, terms: terms)
        switch (constraint.relation, strength.isRequired) {
        case (.equal, true):
            record.marker = tableau.makeSymbol(.dummy)
            record.markerCoefficient = 1
        case (.equal, false):
            record.marker = tableau.makeSymbol(.error)
            record.other = tableau.makeSymbol(.error)
            record.markerCoefficient = -1
            record.otherCoefficient = 1
        case (_, let required):
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            record.marker = tableau.makeSymbol(.slack)
            record.markerCoefficient = sign
            if !required {
                record.other = tableau.makeSymbol(.error)
                record.otherCoefficient = -sign
            }
        }
        growSideTables()
        // Optional rows always find a subject, so this cannot be undone by a failure.
        if !strength.isRequired { tableau.retainLevel(strength.priority, by: 1) }
        completeRow(&row, of: record)
        let filled = dummiesBeyondLimit(in: row, marker: record.marker)
        do {
            try tableau.addConstraintRow(consume row, marker: record.marker, other: record.other)
        } catch {
            let conflict =
                explainsConflicts ? conflictingConstraints(for: constraint, symbols: certificateSymbols(error.symbols)) : []
            if record.other >= 0 { tableau.unmakeSymbol(record.other, countBefore: countBefore) }
            tableau.unmakeSymbol(record.marker, countBefore: countBefore)
            throw .unsatisfiableConstraint(constraint, conflictingWith: conflict)
        }
        retainTerms(terms, by: 1)
        for term in terms where definitions.isDefined(term.symbol) {
            definitions.addUser(constraint, of: term.symbol)
        }
        storeRecord(record)
        if !filled.isEmpty { dropDummyColumns(filled) }
    }

    /// The constraint's expression in parametric symbols: expanded through definitions, every
    /// basic symbol replaced by its row. No marker yet.
    mutating func parametricRow(
        of constraint: Constraint, terms: [(symbol: Int32, coefficient: Double)]
    ) throws(SolverError) -> Row {
        let expanded =
            definitions.isEmpty || !terms.contains(where: { definitions.isDefined($0.symbol) })
            ? (terms: terms, constant: constraint.constant)
            : definitions.expand(
                terms, constant: constraint.constant,
                coefficients: &expansionCoefficients, touched: &expansionTouched)
        let row = tableau.parametricRow(expanded.terms, constant: expanded.constant)
        // Expanding through definitions and rows multiplies coefficients: it can overflow.
        guard row.constant.isFinite, row.cells.allSatisfy({ $0.coefficient.isFinite }) else { throw .nonFiniteValue }
        return row
    }

    /// Adds the record's marker and other symbol to its parametric row, its errors to the
    /// objective (the level must be retained already), and makes the constant non-negative.
    mutating func completeRow(_ row: inout Row, of record: Record) {
        row.add(record.marker, record.markerCoefficient)
        if record.other >= 0 { row.add(record.other, record.otherCoefficient) }
        let strength = record.constraint.strength
        if !strength.isRequired {
            let weight = max(0, strength.weight)
            if record.constraint.relation == .equal {
                tableau.addToObjective(record.marker, weight: weight, priority: strength.priority)
            }
            tableau.addToObjective(record.other, weight: weight, priority: strength.priority)
        }
        if row.constant < 0 { row.negate() }
    }

    /// Takes a tableau constraint out (without re-optimising). Throws only for a required
    /// equality whose dummy column was dropped, when rounding keeps its component from being
    /// built again (see `removeStripped`); nothing is removed then.
    mutating func removeFromTableau(_ record: Record, at s: Int32) throws(SolverError) {
        if record.isStripped { return try removeStripped(record, at: s) }
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
        retainTerms(record.terms, by: -1)
    }

    /// The part of a tableau constraint's record that in-place changes need: plain values, no
    /// references, so that passing it around costs nothing (`Record.markerInfo`,
    /// `marker(at:)`; the flags are the record's, see `Record`).
    struct Marker {
        var marker: Int32
        var other: Int32
        var markerCoefficient: Double
        var otherCoefficient: Double
        var isRequired: Bool
        var isExtreme: Bool

        init(
            marker: Int32, markerCoefficient: Double, other: Int32, otherCoefficient: Double,
            isRequired: Bool, isExtreme: Bool = false
        ) {
            self.marker = marker
            self.other = other
            self.markerCoefficient = markerCoefficient
            self.otherCoefficient = otherCoefficient
            self.isRequired = isRequired
            self.isExtreme = isExtreme
        }
    }

    /// Whether `coefficient` is far enough from 1 that shifting through markers may lose
    /// cells cut as zero (see `Marker.isExtreme`).
    static func isExtreme(_ coefficient: Double) -> Bool {
        let magnitude = abs(coefficient)
        return magnitude > 1e6 || magnitude < 1e-6
    }

    /// `shiftTableau` for one optional constraint's shift, the suggestion path: a shift of an
    /// optional constraint needs no `shiftIsHarmless` test and no snapshot (`shiftTableau`
    /// takes its fast path for it), so this is that fast path without the generic call and
    /// its loops over the shifts.
    @inline(__always)
    mutating func shiftOptional(_ m: Marker, by delta: Double) throws(SolverError) {
        shiftRows(m, by: delta)
        try settleShifts()
    }

    /// Moves the rows that hold `m`'s marker by `delta` (the marker technique).
    @inline(__always)
    private mutating func shiftRows(_ m: Marker, by delta: Double) {
        _ = tableau.shiftConstant(
            by: delta, marker: m.marker, markerCoefficient: m.markerCoefficient,
            other: m.other, otherCoefficient: m.otherCoefficient)
    }

    /// Restores optimality after shifts that need no snapshot. The dual simplex runs when any
    /// row is queued, by the shifts or by earlier pivots; with none it would only do its
    /// bookkeeping, and most suggestions queue none.
    @inline(__always)
    private mutating func settleShifts() throws(SolverError) {
        if !tableau.infeasible.isEmpty { _ = tableau.dualOptimize() }
        // A run cut short by the pivot budget: the caller redoes the call from scratch
        // (Solver+PivotBudget.swift); thrown before the new constant is written.
        if tableau.stoppedAtPivotBudget { throw .nonFiniteValue }
    }

    /// Moves the effective constants of tableau constraints by the given amounts (the marker
    /// technique) and restores optimality with the dual simplex. When a required constraint
    /// cannot hold afterwards, everything is restored and the error names `probe`, which
    /// stands for the change (with `newConstant`), and a minimal conflict set.
    mutating func shiftTableau<Shifts: Collection>(_ shifts: Shifts, probe: Constraint, newConstant: Double) throws(SolverError)
    where Shifts.Element == (marker: Marker, delta: Double) {
        var risky = false
        var required = 0
        for shift in shifts where shift.marker.isRequired {
            required += 1
            let m = shift.marker
            if required > 1
                || !tableau.shiftIsHarmless(
                    by: shift.delta, marker: m.marker, markerCoefficient: m.markerCoefficient,
                    other: m.other, otherCoefficient: m.otherCoefficient)
            {
                risky = true
                break
            }
        }
        if !risky {
            // The fast path: no snapshot to take, so no `Optional<Tableau>` is made and
            // destroyed either (its copy-on-write bookkeeping would be paid on every change).
            for shift in shifts { shiftRows(shift.marker, by: shift.delta) }
            try settleShifts()
            return
        }
        let saved = tableau
        for shift in shifts { shiftRows(shift.marker, by: shift.delta) }
        guard let failedSymbol = tableau.brokenDummy() ?? tableau.dualOptimize() else {
            // A dual run cut short by the pivot budget: put the tableau back (the flag kept),
            // so that the call is run again from exactly where it began (Solver+PivotBudget.swift).
            guard tableau.stoppedAtPivotBudget else { return }
            tableau = saved
            tableau.stoppedAtPivotBudget = true
            // Noted only where the recovery will read it (not inside a guarded call).
            context.pivotStopWasUndone = stoppedUnguardedCall
            throw .nonFiniteValue
        }
        var symbols = tableau.row(of: failedSymbol)?.cells.map(\.symbol) ?? []
        symbols.append(failedSymbol)
        symbols = certificateSymbols(symbols)
        tableau = saved
        var expression = probe.expression
        expression.constant = newConstant
        let conflict =
            explainsConflicts
            ? conflictingConstraints(for: Constraint(expression, probe.relation), symbols: symbols, excluding: probe)
            : []
        throw .unsatisfiableConstraint(probe, conflictingWith: conflict)
    }
}
