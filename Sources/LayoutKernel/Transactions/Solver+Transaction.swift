/// The one path every changing call takes.
///
/// A call runs unguarded (no copy taken; the ordinary case, a few flag tests) or, when its
/// numbers or the solver's lie outside the safe band, guarded (Solver+MagnitudeGuard.swift:
/// a copy of the core first, the result checked, the call undone on a bad result). An
/// unguarded call that stops at the pivot budget is put back and run again guarded
/// (Solver+PivotBudget.swift).
extension Solver {
    /// Runs `body` on the core as the calls described above do. `changed` is the constraint
    /// whose constant or strength the call may change (restored with everything else on an
    /// undo; found only when the call is guarded or recovers). After a stop at the pivot budget the core is rebuilt as it was before the
    /// call: what the call changed is taken back with `ifStopped()` when the call went
    /// through, and with `ifStoppedFailing` when it threw (nil: it put the core back itself,
    /// as every call but a constant change's fast path does, and so does one that noted it).
    @inline(__always)
    func perform(
        unsafe: Bool = false, changing changed: @autoclosure () -> Constraint? = nil,
        ifStoppedFailing failed: UnguardedChange? = nil,
        ifStopped kept: @autoclosure () -> UnguardedChange,
        _ body: (inout SolverCore) throws(SolverError) -> Void
    ) throws(SolverError) {
        guard needsGuard(unsafe: unsafe) else {
            do {
                try body(&core)
            } catch {
                guard core.tableau.stoppedAtPivotBudget && core.claimsHandles && !core.context.isGuarding else { throw error }
                let change = core.context.pivotStopWasUndone ? nil : failed
                return try recoverFromPivotBudget(undoing: change, changing: changed()) {
                    () throws(SolverError) in try body(&core)
                }
            }
            if core.tableau.stoppedAtPivotBudget && core.claimsHandles && !core.context.isGuarding {
                try recoverFromPivotBudget(undoing: kept(), changing: changed()) {
                    () throws(SolverError) in try body(&core)
                }
            }
            return
        }
        try runGuarded(changing: changed()) { () throws(SolverError) in try body(&core) }
    }
}
