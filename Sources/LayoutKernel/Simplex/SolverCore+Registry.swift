/// How a solver finds its symbols, records and edits, and holds its handles.
///
/// A solver that claims handles (every public `Solver`) owns each variable and constraint it
/// holds through the handle's atomic owner word, and only then reads or writes the caches on
/// the handle (symbol, slot), validated against dense tables. A scratch solver (conflict
/// minimisation) claims nothing and finds handles through dictionaries only, so it can work
/// on handles that its parent holds without touching them.
extension SolverCore {
    /// Hands back every handle this solver holds (at `reset` and `deinit`).
    func releaseClaims() {
        guard claimsHandles else { return }
        for case let v? in variables { v.words.release(0, from: token) }
        for case let r? in records { r.constraint.words.release(0, from: token) }
    }

    /// Takes `constraint` for this solver; false when another solver holds it.
    @inline(__always)
    func claim(_ constraint: Constraint) -> Bool {
        !claimsHandles || constraint.words.claim(0, for: token)
    }

    /// Hands `constraint` back; inside a guarded call, only when the call is kept
    /// (`deferredReleases`).
    mutating func release(_ constraint: Constraint) {
        guard claimsHandles else { return }
        if context.isGuarding {
            context.deferredReleases.constraints.append(constraint)
            return
        }
        constraint.words.release(0, from: token)
        context.claimReleased?()
    }

    /// Hands `variable` back; inside a guarded call, only when the call is kept
    /// (`deferredReleases`).
    mutating func release(_ variable: Variable) {
        guard claimsHandles else { return }
        if context.isGuarding {
            context.deferredReleases.variables.append(variable)
            return
        }
        variable.words.release(0, from: token)
        context.claimReleased?()
    }

    /// Makes the per-symbol tables cover every symbol of the tableau. They grow ahead, by
    /// `sideTableChunk` default entries at a time, so that a new symbol usually finds its
    /// entries there, where nine appends a symbol (one per table, each with its capacity
    /// check) would be paid by every add. A fixed chunk, not doubling: entries written ahead
    /// are resident memory, where an array's spare capacity is not, so doubling would make a
    /// large solver hold up to twice its tables. Entries past the symbol count stay at their defaults (no symbol there
    /// to change them; `unregister` cuts the tables back).
    static let sideTableChunk = 256

    /// `growSideTables` when a table is shorter than the symbol count: one comparison on
    /// most new symbols, where the call and the definitions' own check would run for every
    /// new variable.
    @inline(__always) mutating func growSideTablesIfNeeded() {
        let count = tableau.symbolCount
        if owners.count < count || definitions.symbolCapacity < count { growSideTables() }
    }

    mutating func growSideTables() {
        let count = tableau.symbolCount
        let length = owners.count
        if length < count {
            let extra = max(count, length + Self.sideTableChunk) - length
            owners.append(contentsOf: repeatElement(-1, count: extra))
            variables.append(contentsOf: repeatElement(nil, count: extra))
            editIndex.append(contentsOf: repeatElement(-1, count: extra))
            referenceCounts.append(contentsOf: repeatElement(0, count: extra))
        }
        definitions.grow(to: count)
    }

    /// The symbol of `variable`, or nil when this solver does not hold it. Reads the handle's
    /// cache only when this solver's token is in its owner word: nobody else writes it then.
    @inline(__always)
    func existingSymbol(of variable: Variable) -> Int32? {
        guard claimsHandles else { return symbolsByVariable[ObjectIdentifier(variable)] }
        guard variable.words.owner(0) == token else { return nil }
        let symbol = variable.cachedSymbol
        let s = Int(symbol)
        // The identity is compared in place (a copy of the table, or of the element, costs a
        // retain and a release on every lookup).
        guard s >= 0 && s < variables.count,
            variables[s].map(ObjectIdentifier.init) == ObjectIdentifier(variable)
        else { return nil }
        return symbol
    }

    /// The symbol of `variable`, claiming and registering it (and noting it in `made`) when
    /// new. Throws `variableHeldByAnotherSolver` when another solver holds it.
    /// Inlined into `combinedTerms`: a variable this solver holds already (most terms) is
    /// found without a call, and without retaining it.
    @inline(__always)
    mutating func symbol(of variable: Variable, made: inout IndexList) throws(SolverError) -> Int32 {
        if let s = existingSymbol(of: variable) { return s }
        return try registerSymbol(of: variable, made: &made)
    }

    /// Claims and registers a variable this solver does not hold yet (`symbol(of:made:)`).
    mutating func registerSymbol(of variable: Variable, made: inout IndexList) throws(SolverError) -> Int32 {
        if claimsHandles && !variable.words.claim(0, for: token) { throw .variableHeldByAnotherSolver(variable) }
        let s = tableau.makeSymbol(.external)
        made.append(s)
        growSideTablesIfNeeded()
        variables[Int(s)] = variable
        // Its value may be stale (from another solver, or from before a `reset`): the next
        // `updateVariables` writes it whether or not the tableau sees it change. A handle that
        // reads 0 (every new variable) is not stale: a new symbol's value is 0 until a row or
        // a definition changes it, and those changes are tracked (dirty rows, pending and due
        // definitions) as for any variable held; a refresh would only walk it once more at
        // the next update (every variable of a build, twice over with its definition).
        if variable.value != 0 { refresh.append(s) }
        if claimsHandles {
            variable.cachedSymbol = s
        } else {
            symbolsByVariable[ObjectIdentifier(variable)] = s
        }
        return s
    }

    /// The expression's terms by symbol, a variable's coefficients added up, zero ones dropped,
    /// in the order of first appearance.
    /// Written into `terms` (empty on entry).
    mutating func combinedTerms(
        of expressionTerms: ConstraintTerms, made: inout IndexList,
        into terms: inout [(symbol: Int32, coefficient: Double)]
    ) throws(SolverError) {
        // The variable handed straight to `symbol(of:)`, borrowed from the constraint: a
        // copy of it costs a retain and a release for every term of every add.
        try expressionTerms.forEach { (variable, coefficient) throws(SolverError) in
            let s = try symbol(of: variable, made: &made)
            if let i = terms.firstIndex(where: { $0.symbol == s }) {
                terms[i].coefficient += coefficient
            } else {
                terms.append((s, coefficient))
            }
        }
        if terms.contains(where: { nearZero($0.coefficient) }) {
            terms.removeAll { nearZero($0.coefficient) }
        }
    }

    /// Undoes the registration of the symbols a failed call made, newest first.
    mutating func unregister(_ made: IndexList, countBefore: Int) {
        if !made.isEmpty { refresh.removeAll { made.contains($0) } }
        for s in made.reversed() {
            if let v = variables[Int(s)] {
                if !symbolsByVariable.isEmpty { symbolsByVariable[ObjectIdentifier(v)] = nil }
                // Claimed by this call (or kept through a constant change, which restores
                // its snapshot and claims again).
                if !context.keepsClaims { release(v) }
                variables[Int(s)] = nil
            }
            tableau.unmakeSymbol(s, countBefore: countBefore)
        }
        // The side tables may be shorter than the tableau's symbol table (phase one's
        // artificial symbol is made and pooled without them): shrink only what is longer.
        let count = tableau.symbolCount
        owners.removeLast(max(0, owners.count - count))
        variables.removeLast(max(0, variables.count - count))
        editIndex.removeLast(max(0, editIndex.count - count))
        referenceCounts.removeLast(max(0, referenceCounts.count - count))
        definitions.shrink(to: count)
    }

    /// Whether no constraint, edit or row mentions the variable of `symbol` yet, so that a
    /// required equality may define it.
    mutating func isFresh(_ symbol: Int32, made: IndexList) -> Bool {
        let s = Int(symbol)
        guard referenceCounts[s] == 0 && editIndex[s] < 0 && !definitions.isDefined(symbol) else { return false }
        // A symbol this call made is in no row yet: no search of the rows.
        return made.contains(symbol) || !tableau.occurs(symbol)
    }

    mutating func retainTerms(_ terms: [(symbol: Int32, coefficient: Double)], by delta: Int32) {
        for term in terms { referenceCounts[Int(term.symbol)] += delta }
    }

    @inline(__always)
    func slot(of constraint: Constraint) -> Int32? {
        guard claimsHandles else { return slotsByConstraint[ObjectIdentifier(constraint)] }
        guard constraint.words.owner(0) == token else { return nil }
        let s = Int(constraint.cachedSlot)
        // The record holds its constraint strongly, so the identity is unique; it is compared
        // in place (no record copied).
        return s >= 0 && s < records.count && records[s].map({ ObjectIdentifier($0.constraint) }) == ObjectIdentifier(constraint)
            ? constraint.cachedSlot : nil
    }

    /// The plain values of the marker technique for the record at slot `s`, read field by
    /// field (no reference copied: the suggest path's `setConstant`). A free slot reads as a
    /// definition's (marker -1).
    @inline(__always)
    func marker(at s: Int) -> Marker {
        guard let marker = records[s]?.marker else {
            return Marker(marker: -1, markerCoefficient: 0, other: -1, otherCoefficient: 0, isRequired: true)
        }
        return Marker(
            marker: marker, markerCoefficient: records[s]!.markerCoefficient, other: records[s]!.other,
            otherCoefficient: records[s]!.otherCoefficient, isRequired: records[s]!.isRequired,
            isExtreme: records[s]!.isExtreme)
    }

    /// Whether `constraint` is held by this solver as a tableau constraint.
    @inline(__always)
    func isLiveTableauConstraint(_ constraint: Constraint) -> Bool {
        guard let s = slot(of: constraint), let record = records[Int(s)] else { return false }
        return !record.isDefinition
    }

    /// Stores a tableau constraint's `record` (its marker set) in a free slot and returns
    /// the slot; its flags are worked out here.
    @discardableResult
    mutating func storeRecord(_ record: consuming Record) -> Int32 {
        record.resetFlags()
        return storeRecordAsIs(record)
    }

    /// Stores `record` in a free slot (taking it over: no copy) with its flags as they are
    /// (a definition's are known without reading the constraint's strength or scanning
    /// terms), and returns the slot.
    @discardableResult
    mutating func storeRecordAsIs(_ record: consuming Record) -> Int32 {
        if nextSequence == UInt32.max { renumberSequences() }
        userShifts.drop()
        record.sequence = nextSequence
        nextSequence += 1
        let s = freeRecordSlots.isEmpty ? Int32(records.count) : freeRecordSlots.removeLast()
        // The constraint was claimed by `add` (or is an internal one of this solver). Its slot
        // is noted through the record before the record moves in: binding the constraint to
        // a local retained and released it on every add.
        if claimsHandles {
            record.constraint.cachedSlot = s
        } else {
            slotsByConstraint[ObjectIdentifier(record.constraint)] = s
        }
        // A tableau constraint owns its marker and other symbol; a definition owns the
        // variable it defines (`owners` then finds a defined variable's record).
        let first = record.marker >= 0 ? record.marker : record.defined
        let other = record.other
        if Int(s) < records.count {
            records[Int(s)] = consume record
        } else {
            records.append(consume record)
        }
        recordCount += 1
        if first >= 0 { owners[Int(first)] = s }
        if other >= 0 { owners[Int(other)] = s }
        return s
    }

    /// Numbers the live records' sequences 0, 1, 2, … in their order, so that the next
    /// sequence fits in 32 bits again (after about four billion adds).
    mutating func renumberSequences() {
        let live = records.indices.filter { records[$0] != nil }
            .sorted { records[$0]!.sequence < records[$1]!.sequence }
        for (n, slot) in live.enumerated() { records[slot]!.sequence = UInt32(n) }
        nextSequence = UInt32(live.count)
        // The walk allowance counts adds by sequence numbers: it starts again with them.
        walkSpent = 0
    }

    mutating func dropRecord(at s: Int32) {
        guard let record = records[Int(s)] else { return }
        userShifts.drop()
        records[Int(s)] = nil
        freeRecordSlots.append(s)
        recordCount -= 1
        if !slotsByConstraint.isEmpty { slotsByConstraint[ObjectIdentifier(record.constraint)] = nil }
        if claimsHandles { record.constraint.cachedSlot = -1 }
        if record.marker >= 0 { owners[Int(record.marker)] = -1 }
        if record.other >= 0 { owners[Int(record.other)] = -1 }
        if record.defined >= 0 { owners[Int(record.defined)] = -1 }
    }

    @inline(__always)
    func editSlot(of variable: Variable) -> Int? {
        guard let s = existingSymbol(of: variable) else { return nil }
        let e = Int(editIndex[Int(s)])
        return e >= 0 ? e : nil
    }
}
