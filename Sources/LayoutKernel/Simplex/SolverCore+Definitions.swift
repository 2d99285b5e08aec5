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

    /// The symbols a record's constraint refers to: its terms, or for a definition the defined
    /// variable and its body.
    @inline(__always)
    func referencedSymbols(of record: Record) -> [Int32] {
        guard record.isDefinition, let d = definitions.definition(of: record.defined) else {
            return record.terms.map(\.symbol)
        }
        return [record.defined] + d.terms.map(\.symbol)
    }

    /// The tableau constraints whose expansion goes through the definition of `symbol`, and
    /// the definitions that depend on it, in order.
    private mutating func dependentsOfDefinition(_ symbol: Int32) -> (constraints: [Constraint], definitions: [Int32]) {
        let order = definitions.reachable(from: [symbol])
        var seen = Set<ObjectIdentifier>()
        var users: [Constraint] = []
        for index in order where definitions.variableOf[Int(index)] >= 0 {
            for c in liveTableauUsers(of: definitions.variableOf[Int(index)])
            where seen.insert(ObjectIdentifier(c)).inserted {
                users.append(c)
            }
        }
        return (users, order)
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
    /// anyway (extreme magnitudes), nothing is dropped: the solver is restored and the
    /// failure thrown.
    mutating func removeDefinition(_ record: Record, at s: Int32) throws(SolverError) {
        let v = record.defined
        let (users, order) = dependentsOfDefinition(v)
        let userRecords = users.compactMap { c in slot(of: c).flatMap { records[Int($0)] } }
        let sortedUsers = userRecords.sorted { slot(of: $0.constraint)! < slot(of: $1.constraint)! }
        // Only a removal that puts users back can fail, and only that one pays for a snapshot.
        let saved = sortedUsers.isEmpty ? nil : self
        for user in sortedUsers { try removeFromTableau(user, at: slot(of: user.constraint)!) }
        for symbol in referencedSymbols(of: record) { referenceCounts[Int(symbol)] -= 1 }
        definitions.undefine(v)
        dropRecord(at: s)
        for user in sortedUsers {
            do {
                try addToTableau(user.constraint, terms: user.terms, countBefore: tableau.symbolCount)
            } catch {
                if let saved { restore(saved) }
                throw error
            }
        }
        tableau.optimize()
        refresh.append(v)
        definitions.pending.append(contentsOf: order.filter { definitions.variableOf[Int($0)] >= 0 })
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
        var index: [ObjectIdentifier: Int] = [:]
        let changes = definitions.propagate(change, from: v)
        for (symbol, valueChange) in changes {
            for user in liveTableauUsers(of: symbol) {
                guard let r = slot(of: user).flatMap({ records[Int($0)] }),
                    let coefficient = r.terms.first(where: { $0.symbol == symbol })?.coefficient
                else { continue }
                if SolverCore.isExtreme(coefficient) { return false }
                let key = ObjectIdentifier(user)
                if let i = index[key] {
                    shifts[i].delta += coefficient * valueChange
                } else {
                    index[key] = shifts.count
                    shifts.append((r.markerInfo, coefficient * valueChange))
                }
            }
        }
        shifts.removeAll { $0.delta == 0 }
        if !shifts.isEmpty {
            try shiftTableau(shifts, probe: record.constraint, newConstant: newConstant)
        }
        definitions.shiftConstant(of: v, by: change, changes: changes)
        settled.append(contentsOf: changes.map(\.symbol))
        return true
    }
}
