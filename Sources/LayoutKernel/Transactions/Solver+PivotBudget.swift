/// What happens when an *unguarded* call (ordinary magnitudes, no snapshot taken) stops at
/// the pivot budget.
///
/// The budget (Tableau+Objective.swift) ends a simplex run that cycles; such a run leaves the
/// tableau not optimal, or not even feasible, and an unguarded call has no snapshot to undo
/// to. Undoing the pivots themselves is not exact in doubles, and a snapshot taken lazily
/// once a run passes a threshold would hold the call's half-done state, not the state before
/// it. But the solver keeps every constraint it holds, with its strength and constant, and
/// every edit with its suggested value (its constraint's constant). So after a stop:
///
/// 1. when the call put the solver back exactly itself (an add whose phase one was cut short
///    undoes its journal and throws, as for "unsatisfiable"; a risky constant change restores
///    its tableau copy, one recomputed by remove + add its saved core), only the stop flag is
///    left, and is cleared. Otherwise the solver is
///    rebuilt from scratch from the constraints and edits it held *before* the call (the
///    call's own change taken back), added again in the order they were first added, on a
///    fresh tableau;
/// 2. the call runs again, guarded (`runGuarded`): it is kept if its result is sound, and
///    otherwise undone to the state of step 1 and refused with `SolverError.nonFiniteValue`.
///
/// So the caller sees what a guarded call gives: the call applied with a sound solution, or
/// an error and the solver holding exactly the constraints, strengths, constants and edits it
/// held before the call. (After a rebuild the tableau's symbols are numbered anew, and where
/// the optimum is not unique the values may settle on another optimal point: the one
/// difference from a guarded call's undo.) Later calls run unguarded as before (a later stop
/// is recovered from in the same way). If the rebuild itself cannot finish (a re-added constraint
/// refused, another stop, or a handle the call had handed back taken by another solver
/// meanwhile; never seen), the solver is left empty, as after `reset()`, and the call throws
/// `nonFiniteValue`.
///
/// Ordinary calls pay one flag test after the call (Solver+Transaction.swift): the cost of
/// the pivot loops is unchanged.
extension Solver {
    /// The change an unguarded call makes to what the solver holds, taken back by the rebuild.
    enum UnguardedChange {
        /// A call that threw before changing what the solver holds, leaving the tableau broken;
        /// also a constant change (its stops throw before the constant is written, so after a
        /// stop it holds what it held, and the rerun makes the change).
        case unchanged
        /// `add`, or `addEditVariable` with the edit's constraint.
        case added(Constraint)
        case removed(Constraint)
        case strength(Constraint, old: Strength)
        /// `removeEditVariable`, with the edit's constraint.
        case removedEdit(Constraint)
    }

    /// Puts the solver back as it was before a call that stopped at the pivot budget, then runs
    /// the call again guarded (`rerun`, its unguarded body; `changed` as for `runGuarded`).
    /// `change` is nil when the call put the solver back itself.
    @inline(never) func recoverFromPivotBudget(
        undoing change: UnguardedChange?, changing changed: Constraint?,
        rerun: () throws(SolverError) -> Void
    ) throws(SolverError) {
        core.context.pivotStopWasUndone = false
        if let change {
            guard rebuildAsBeforeCall(undoing: change) else { throw .nonFiniteValue }
        } else {
            core.tableau.stoppedAtPivotBudget = false
            // A lowered budget (test seam) lasts until its first stop, as a rebuild's does.
            core.tableau.minimumPivotBudget = Tableau.defaultMinimumPivotBudget
            core.tableau.pivotsPerSymbol = Tableau.defaultPivotsPerSymbol
        }
        // The call's numbers and the solver's are in the safe band (or the call would have
        // run guarded): once it is settled, later calls need no guard.
        defer { core.context.watchesMagnitudes = false }
        try runGuarded(changing: changed, rerun)
    }

    /// Re-adds what the solver held before the call to a fresh tableau; false (the solver
    /// then empty) when that fails.
    private func rebuildAsBeforeCall(undoing change: UnguardedChange) -> Bool {
        var held = core.records.compactMap { $0 }.sorted { $0.sequence < $1.sequence }.map(\.constraint)
        var editConstraints = Set(core.edits.compactMap { $0.map { ObjectIdentifier($0.constraint) } })
        switch change {
        case .unchanged: break
        case .added(let c): held.removeAll { $0 === c }
        case .removed(let c): if !held.contains(where: { $0 === c }) { held.append(c) }
        case .strength(let c, let old): c.strength = old
        case .removedEdit(let c):
            if !held.contains(where: { $0 === c }) { held.append(c) }
            editConstraints.insert(ObjectIdentifier(c))
        }
        // Every handle the solver held, and the one the call may have handed back.
        let oldVariables = core.variables.compactMap { $0 }
        var oldConstraints = core.records.compactMap { $0?.constraint }
        if case .removed(let c) = change { oldConstraints.append(c) }
        if case .removedEdit(let c) = change { oldConstraints.append(c) }
        // Nothing is handed back while rebuilding: no other solver can take a handle between.
        let outerKeepsClaims = core.context.keepsClaims
        core.context.keepsClaims = true
        defer { core.context.keepsClaims = outerKeepsClaims }
        for v in oldVariables { v.cachedSymbol = -1 }
        for c in oldConstraints { c.cachedSlot = -1 }
        let deferredRowLength = core.tableau.deferredRowLength
        core.clear()
        core.tableau.deferredRowLength = deferredRowLength
        if let budget = rebuildPivotBudgetForTesting {
            core.tableau.minimumPivotBudget = budget
            core.tableau.pivotsPerSymbol = 0
        }
        var rebuilt = true
        for c in held {
            // Every held constraint is in the safe band (an unsafe one would have made the
            // solver watch magnitudes, and the call would have run guarded): no guard needed.
            do { try core.add(c) } catch {
                rebuilt = false
                break
            }
            if core.tableau.stoppedAtPivotBudget || core.tableau.sawLargeConstant {
                rebuilt = false
                break
            }
            if editConstraints.contains(ObjectIdentifier(c)) { core.registerEdit(c) }
        }
        if !rebuilt { reset() }
        // Hand back what the solver no longer holds: what the call had claimed (everything,
        // when the rebuild failed). Inside a call that keeps claims (`keepsClaims` already
        // set), that call restores its own saved core and claims.
        if !outerKeepsClaims {
            let token = core.token
            for v in oldVariables where inPlace({ $0.existingSymbol(of: v) }) == nil && v.words.owner(0) == token { core.release(v) }
            for c in oldConstraints where inPlace({ $0.slot(of: c) }) == nil && c.words.owner(0) == token { core.release(c) }
        }
        return rebuilt
    }
}
