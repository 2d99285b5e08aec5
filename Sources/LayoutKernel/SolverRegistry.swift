/// How a solver finds its symbols, records and edits: caches on the handles, validated
/// against dense tables, with dictionaries only as the fallback for handles shared between
/// solvers.
extension Solver {
    var identity: ObjectIdentifier { ObjectIdentifier(self) }

    /// Hands the caches of the handles this solver holds back, so that another solver (even
    /// one allocated at the same address later) can use them.
    func releaseHandleCaches() {
        for case let v? in variables where v.cachedSolverID == identity { v.cachedSolverID = nil }
        for case let r? in records where r.constraint.cachedSolverID == identity { r.constraint.cachedSolverID = nil }
    }

    func growSideTables() {
        let count = tableau.symbolCount
        while owners.count < count {
            owners.append(-1)
            variables.append(nil)
            editIndex.append(-1)
            referenceCounts.append(0)
        }
        definitions.grow(to: count)
    }

    /// The symbol of `variable`, or nil when this solver has not seen it.
    func existingSymbol(of variable: Variable) -> Int32? {
        if variable.cachedSolverID == identity {
            let s = Int(variable.cachedSymbol)
            if s >= 0 && s < variables.count && variables[s] === variable { return variable.cachedSymbol }
        }
        return symbolsByVariable.isEmpty ? nil : symbolsByVariable[ObjectIdentifier(variable)]
    }

    /// The symbol of `variable`, registering it (and noting it in `made`) when new.
    func symbol(of variable: Variable, made: inout [Int32]) -> Int32 {
        if let s = existingSymbol(of: variable) { return s }
        let s = tableau.makeSymbol(.external)
        made.append(s)
        growSideTables()
        variables[Int(s)] = variable
        // Its value may be stale (from another solver, or from before a `reset`): the next
        // `updateVariables` writes it whether or not the tableau sees it change.
        refresh.append(s)
        // The handle's cache is this solver's unless another solver holds it; only then does
        // the variable go into the dictionary.
        if variable.cachedSolverID == nil || variable.cachedSolverID == identity {
            variable.cachedSolverID = identity
            variable.cachedSymbol = s
        } else {
            symbolsByVariable[ObjectIdentifier(variable)] = s
        }
        return s
    }

    /// The expression's terms by symbol, a variable's coefficients added up, zero ones dropped,
    /// in the order of first appearance.
    func combinedTerms(of expression: LinearExpression, made: inout [Int32]) -> [(symbol: Int32, coefficient: Double)] {
        var terms: [(symbol: Int32, coefficient: Double)] = []
        terms.reserveCapacity(expression.terms.count)
        for term in expression.terms {
            let s = symbol(of: term.variable, made: &made)
            if let i = terms.firstIndex(where: { $0.symbol == s }) {
                terms[i].coefficient += term.coefficient
            } else {
                terms.append((s, term.coefficient))
            }
        }
        if terms.contains(where: { nearZero($0.coefficient) }) {
            terms.removeAll { nearZero($0.coefficient) }
        }
        return terms
    }

    /// Undoes the registration of the symbols a failed call made, newest first.
    func unregister(_ made: [Int32], countBefore: Int) {
        if !made.isEmpty { refresh.removeAll { made.contains($0) } }
        for s in made.reversed() {
            if let v = variables[Int(s)] {
                if !symbolsByVariable.isEmpty { symbolsByVariable[ObjectIdentifier(v)] = nil }
                if v.cachedSolverID == identity { v.cachedSolverID = nil }
                variables[Int(s)] = nil
            }
            tableau.unmakeSymbol(s, countBefore: countBefore)
        }
        let count = tableau.symbolCount
        owners.removeLast(owners.count - count)
        variables.removeLast(variables.count - count)
        editIndex.removeLast(editIndex.count - count)
        referenceCounts.removeLast(referenceCounts.count - count)
        definitions.shrink(to: count)
    }

    /// Whether no constraint, edit or row mentions the variable of `symbol` yet, so that a
    /// required equality may define it.
    func isFresh(_ symbol: Int32) -> Bool {
        let s = Int(symbol)
        return referenceCounts[s] == 0 && editIndex[s] < 0 && !definitions.isDefined(symbol)
            && !tableau.occurs(symbol)
    }

    func retainTerms(_ terms: [(symbol: Int32, coefficient: Double)], by delta: Int32) {
        for term in terms { referenceCounts[Int(term.symbol)] += delta }
    }

    func slot(of constraint: Constraint) -> Int32? {
        if constraint.cachedSolverID == identity {
            let s = Int(constraint.cachedSlot)
            if s >= 0 && s < records.count && records[s]?.constraint === constraint { return constraint.cachedSlot }
        }
        return slotsByConstraint.isEmpty ? nil : slotsByConstraint[ObjectIdentifier(constraint)]
    }

    /// Whether `constraint` is held by this solver as a tableau constraint.
    func isLiveTableauConstraint(_ constraint: Constraint) -> Bool {
        guard let s = slot(of: constraint), let record = records[Int(s)] else { return false }
        return !record.isDefinition
    }

    @discardableResult
    func storeRecord(_ record: Record) -> Int32 {
        var record = record
        record.sequence = nextSequence
        nextSequence += 1
        let s: Int32
        if let reused = freeRecordSlots.popLast() {
            s = reused
            records[Int(s)] = record
            markers[Int(s)] = record.markerInfo
        } else {
            s = Int32(records.count)
            records.append(record)
            markers.append(record.markerInfo)
        }
        recordCount += 1
        let constraint = record.constraint
        if constraint.cachedSolverID == nil || constraint.cachedSolverID == identity {
            constraint.cachedSolverID = identity
            constraint.cachedSlot = s
        } else {
            slotsByConstraint[ObjectIdentifier(constraint)] = s
        }
        if record.marker >= 0 { owners[Int(record.marker)] = s }
        if record.other >= 0 { owners[Int(record.other)] = s }
        return s
    }

    func dropRecord(at s: Int32) {
        guard let record = records[Int(s)] else { return }
        records[Int(s)] = nil
        freeRecordSlots.append(s)
        recordCount -= 1
        if !slotsByConstraint.isEmpty { slotsByConstraint[ObjectIdentifier(record.constraint)] = nil }
        if record.constraint.cachedSolverID == identity { record.constraint.cachedSolverID = nil }
        if record.marker >= 0 { owners[Int(record.marker)] = -1 }
        if record.other >= 0 { owners[Int(record.other)] = -1 }
    }

    func editSlot(of variable: Variable) -> Int? {
        guard let s = existingSymbol(of: variable) else { return nil }
        let e = Int(editIndex[Int(s)])
        return e >= 0 ? e : nil
    }
}
