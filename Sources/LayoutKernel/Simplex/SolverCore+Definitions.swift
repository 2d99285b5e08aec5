/// The solver's definitions: required equalities solved for a fresh variable and kept out of
/// the tableau (see `Definitions`).
extension SolverCore {
    /// Records `constraint` as the definition of `subject`; the definitions copy the terms
    /// (scaled) into their arena, and a definition's record keeps no terms of its own.
    /// Returns false, changing nothing, when solving for the subject overflows (as
    /// `1e-300·v + 1e308·x == 0`): the constraint then goes into the tableau.
    mutating func addDefinition(
        _ constraint: Constraint, terms: [(symbol: Int32, coefficient: Double)],
        subject: (symbol: Int32, coefficient: Double)
    ) -> Bool {
        // Σ a·x + k = 0 with subject v: v = -(Σ_{x≠v} a·x + k) / a.
        let factor = -1 / subject.coefficient
        let constant = constraint.constant * factor
        guard factor.isFinite, constant.isFinite, terms.allSatisfy({ ($0.coefficient * factor).isFinite }) else {
            return false
        }
        retainTerms(terms, by: 1)
        definitions.define(subject.symbol, as: terms, scaledBy: factor, constant: constant)
        // Its flags are known (required, never extreme: the record keeps no terms).
        storeRecordAsIs(
            Record(constraint: constraint, definedVariable: subject.symbol, coefficient: subject.coefficient))
        return true
    }

    /// Whether `Σ terms + constant = 0` solved for a term of coefficient `coefficient` has
    /// finite numbers only.
    @inline(__always)
    static func isSolvable(
        _ terms: [(symbol: Int32, coefficient: Double)], constant: Double, for coefficient: Double
    ) -> Bool {
        let factor = -1 / coefficient
        return factor.isFinite && (constant * factor).isFinite
            && terms.allSatisfy({ ($0.coefficient * factor).isFinite })
    }

    /// The symbols a record's constraint refers to: its terms, or for a definition the defined
    /// variable and its body.
    @inline(__always)
    func referencedSymbols(of record: Record) -> [Int32] {
        guard record.isDefinition, let d = definitions.definition(of: record.defined) else {
            return record.terms.map(\.symbol)
        }
        return [record.defined] + d.terms.map(\.symbol)
    }

    /// The tableau constraints whose expansion goes through the definition of `symbol`.
    /// Only the variables that have users are looked at (the others cost a step of the walk
    /// each, not a look at their user lists), and none at all while no definition ever had a
    /// user (a chain of definitions alone).
    private mutating func dependentsOfDefinition(_ symbol: Int32) -> [Constraint] {
        if definitions.neverHadUsers { return [] }
        var found: [Int32] = []
        definitions.variablesWithUsers(from: symbol, into: &found)
        var seen = Set<ObjectIdentifier>()
        var users: [Constraint] = []
        for v in found {
            for c in liveTableauUsers(of: v) where seen.insert(ObjectIdentifier(c)).inserted {
                users.append(c)
            }
        }
        return users
    }

    /// The tableau constraints held that were expanded through the definition of `symbol`.
    /// The definitions are worked on out of place, so that the liveness test can read the
    /// records meanwhile (a method reference would capture a copy of the whole core).
    mutating func liveTableauUsers(of symbol: Int32) -> [Constraint] {
        var definitions = Definitions()
        swap(&definitions, &self.definitions)
        defer { swap(&definitions, &self.definitions) }
        return definitions.liveUsers(of: symbol, isLive: { isLiveTableauConstraint($0) })
    }

    /// Removes a definition. The tableau constraints expanded through it are taken out and put
    /// back, so that they now see the variable as free. In exact arithmetic putting them back
    /// cannot fail (they held together with the definition); when rounding makes one fail
    /// anyway (extreme magnitudes), nothing is dropped: the solver is put back as it was and
    /// the failure thrown.
    ///
    /// Putting back takes no copy of the core where none is needed: a copy costs the size of
    /// the whole solver once written (copy-on-write of every table), and a stack removes such
    /// a definition each time a view is inserted before the others. A call that holds a copy
    /// already (guarded, or a constant change recomputed by remove + add) undoes with it; a
    /// scratch core (conflict minimisation) copies itself; an ordinary call leaves the core to
    /// be rebuilt as it was before the call (`leaveForRebuild`, the pivot budget's recovery).
    mutating func removeDefinition(_ record: Record, at s: Int32) throws(SolverError) {
        let v = record.defined
        let users = dependentsOfDefinition(v)
        let userRecords = users.compactMap { c in slot(of: c).flatMap { records[Int($0)] } }
        let sortedUsers = userRecords.sorted { slot(of: $0.constraint)! < slot(of: $1.constraint)! }
        let hasOuterCopy = context.isGuarding || context.keepsClaims
        let saved = sortedUsers.isEmpty || hasOuterCopy || claimsHandles ? nil : self
        do throws(SolverError) {
            for user in sortedUsers { try removeFromTableau(user, at: slot(of: user.constraint)!) }
            for symbol in referencedSymbols(of: record) { referenceCounts[Int(symbol)] -= 1 }
            definitions.undefine(v)
            dropRecord(at: s)
            for user in sortedUsers {
                if userRestoreFailsForTesting {
                    userRestoreFailsForTesting = false
                    throw SolverError.unsatisfiableConstraint(user.constraint, conflictingWith: [])
                }
                try addToTableau(user.constraint, terms: user.terms, countBefore: tableau.symbolCount)
            }
        } catch {
            if let saved {
                restore(saved)
            } else if !hasOuterCopy {
                leaveForRebuild(holding: sortedUsers)
            }
            throw error
        }
        tableau.optimize()
        // The evaluation by reach walks down from `v`: everything below it is evaluated
        // there, once per `updateVariables`, not listed here once per removal.
        refresh.append(v)
    }

    /// Moves the constant of a definition: the defined variable and everything that depends on
    /// it shift, and so do the tableau constraints expanded through them.
    /// Returns false, changing nothing, when a coefficient on the way is extreme (see
    /// `Marker.isExtreme`): the caller recomputes the constraint instead.
    mutating func shiftDefinition(_ record: Record, by delta: Double, newConstant: Double) throws(SolverError) -> Bool {
        let v = record.defined
        if SolverCore.isExtreme(record.definedCoefficient) { return false }
        let change = -delta / record.definedCoefficient
        var shifts: [(marker: Marker, delta: Double)] = []
        if !definitions.neverHadUsers {
            guard let found = userShifts(of: record, change: change) else { return false }
            shifts = found
        }
        if !shifts.isEmpty {
            try shiftTableau(shifts, probe: record.constraint, newConstant: newConstant)
        }
        definitions.shiftConstant(of: v, by: change)
        return true
    }

    /// After an ordinary removal failed to put its users back: makes the records list every
    /// constraint held before the call (the users not put back, with their sequences) and
    /// flags a stop, so that `Solver` rebuilds the solver from them as before the call and
    /// runs the call again guarded (Solver+PivotBudget.swift). The core is fit for nothing
    /// but that rebuild (the records appended here own no symbols).
    private mutating func leaveForRebuild(holding users: [Record]) {
        for user in users where slot(of: user.constraint) == nil { records.append(user) }
        tableau.stoppedAtPivotBudget = true
        context.pivotStopWasUndone = false
    }
}
