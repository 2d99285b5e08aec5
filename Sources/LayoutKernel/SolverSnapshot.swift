/// A copy of everything a solver holds, for the rare calls that must be able to undo work
/// that the tableau's own undo (the phase-one journal, the shift snapshot) does not cover:
/// a constant change recomputed by remove + add, and a definition removal whose re-added
/// users fail. Taking one is cheap (the tables are copy-on-write arrays); the first write
/// after it copies a table, which only these slow paths pay.
struct SolverSnapshot {
    let tableau: Tableau
    let definitions: Definitions
    let records: [Solver.Record?]
    let freeRecordSlots: [Int32]
    let recordCount: Int
    let nextSequence: UInt32
    let slotsByConstraint: [ObjectIdentifier: Int32]
    let owners: [Int32]
    let variables: [Variable?]
    let symbolsByVariable: [ObjectIdentifier: Int32]
    let referenceCounts: [Int32]
    let editIndex: [Int32]
    let edits: [Solver.Edit?]
    let settled: [Int32]
    let refresh: [Int32]
    let handBack: [Variable]
}

extension Solver {
    func snapshot() -> SolverSnapshot {
        SolverSnapshot(
            tableau: tableau, definitions: definitions, records: records,
            freeRecordSlots: freeRecordSlots, recordCount: recordCount, nextSequence: nextSequence,
            slotsByConstraint: slotsByConstraint, owners: owners, variables: variables,
            symbolsByVariable: symbolsByVariable, referenceCounts: referenceCounts,
            editIndex: editIndex, edits: edits, settled: settled, refresh: refresh,
            handBack: handBack)
    }

    /// Puts the solver back as it was at `snapshot`, handle caches and claims included.
    func restore(_ snapshot: SolverSnapshot) {
        tableau = snapshot.tableau
        definitions = snapshot.definitions
        records = snapshot.records
        freeRecordSlots = snapshot.freeRecordSlots
        recordCount = snapshot.recordCount
        nextSequence = snapshot.nextSequence
        slotsByConstraint = snapshot.slotsByConstraint
        owners = snapshot.owners
        variables = snapshot.variables
        symbolsByVariable = snapshot.symbolsByVariable
        referenceCounts = snapshot.referenceCounts
        editIndex = snapshot.editIndex
        edits = snapshot.edits
        settled = snapshot.settled
        refresh = snapshot.refresh
        handBack = snapshot.handBack
        // The caches on the handles may point at slots and symbols of the undone work: point
        // them at the restored ones. The claims were kept through the undone work (nothing
        // in between hands a handle back), so claiming again only confirms them.
        guard claimsHandles else { return }
        let token = self.token
        for (s, variable) in variables.enumerated() {
            guard let variable else { continue }
            _ = variable.words.claim(0, for: token)
            variable.cachedSymbol = Int32(s)
        }
        for (s, record) in records.enumerated() {
            guard let constraint = record?.constraint else { continue }
            _ = constraint.words.claim(0, for: token)
            constraint.cachedSlot = Int32(s)
        }
    }
}

/// Constant changes that cannot be applied as a shift.
extension Solver {
    /// Whether `delta`, computed as `new - old` in floating point, carries the change well
    /// enough to be applied as a shift: exact (the rounding error of the subtraction, found
    /// with Knuth's TwoSum, is zero), or off by less than 1e-12 of the new constant. A shift
    /// adds no more error than the rows already carry then; what it must never do is lose the
    /// new constant itself (1e17 to -3: the difference rounds by 3). Requiring exactness
    /// outright would send ordinary suggestions (0.1 to 0.7) down the slow path.
    func isAccurateShift(_ delta: Double, from old: Double, to new: Double) -> Bool {
        let b = delta - new
        let error = (new - (delta - b)) + (-old - b)
        return error == 0 || abs(error) <= 1e-12 * abs(new)
    }

    /// Changes the constant of `constraint` by taking it out and adding it again with the
    /// new constant; when the add fails, everything is put back and the error thrown.
    func replaceConstant(_ constant: Double, of constraint: Constraint) throws(SolverError) {
        // Rare (see `isAccurateShift`), so the snapshot's copies do not matter.
        let saved = snapshot()
        let old = constraint.constant
        keepsClaims = true
        defer { keepsClaims = false }
        do {
            // Nothing here hands the constraint or its variables back (`keepsClaims`), so no
            // other solver can take them in between. Variables that only this constraint
            // mentioned are retired before the add, or the rows that rounding left them
            // would act as constraints that no longer exist.
            let symbols = try removeKeepingClaims(constraint)
            retireUnreferenced(symbols)
            constraint.constant = constant
            try add(constraint)
        } catch {
            constraint.constant = old
            restore(saved)
            if case .unsatisfiableConstraint(_, let conflict) = error {
                throw .unsatisfiableConstraint(constraint, conflictingWith: conflict.filter { $0 !== constraint })
            }
            throw error
        }
    }
}
