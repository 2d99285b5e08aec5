/// Changing a constraint's constant in place (`setConstant`, and so every `suggestValue`).
extension SolverCore {
    /// Changes the constant of `constraint`: a shift of its marker (the marker technique) and
    /// the dual simplex, or of a definition's constant; recomputed by remove + add when the
    /// shift would lose precision. Throws (changing nothing) `unknownConstraint`,
    /// `nonFiniteValue`, or `unsatisfiableConstraint` when the constraint is required and
    /// cannot hold with the new constant. A stop at the pivot budget throws too, with the
    /// core put back (see Solver+PivotBudget.swift), before the constant is written.
    // Out of line: inlined into `Solver`'s code, every non-mutating method it calls on the
    // core would be called on a copy of it (see `Solver.inPlace`).
    @inline(never)
    mutating func setConstant(_ constant: Double, for constraint: Constraint) throws(SolverError) {
        guard let s = slot(of: constraint) else { throw .unknownConstraint(constraint) }
        guard constant.isFinite else { throw .nonFiniteValue }
        try changeConstant(constant, of: constraint, at: s)
    }

    /// `setConstant`'s work once the constraint is known to be at slot `s` and the constant
    /// finite. Inlined into both callers: `suggestValue` reaches it without a second call
    /// frame (a suggestion is a few hundred instructions, and each frame of straight-line
    /// checks and register saves around it is a measurable share).
    @inline(__always)
    private mutating func changeConstant(_ constant: Double, of constraint: Constraint, at s: Int32) throws(SolverError) {
        let old = constraint.constant
        let delta = constant - old
        if delta == 0 { return }
        guard Self.isAccurateShift(delta, from: old, to: constant) else {
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
        } else if !marker.isRequired {
            // The fast path (every `suggestValue`): plain values only, no record copied.
            try shiftOptional(marker, by: delta)
        } else {
            try shiftTableau(CollectionOfOne((marker, delta)), probe: constraint, newConstant: constant)
        }
        constraint.constant = constant
    }

    /// Pulls an edit variable towards `value`: the constant of its edit's constraint
    /// (`variable - value == 0`) becomes `-value`.
    @inline(never)
    mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard let constraint = editConstraint(of: variable) else { throw .unknownEditVariable(variable) }
        guard value.isFinite else { throw .nonFiniteValue }
        // An edit's constraint is always a slot's (the edit and its constraint are added and
        // removed together); looked up all the same, as `setConstant` would.
        guard let s = slot(of: constraint) else { throw .unknownConstraint(constraint) }
        try changeConstant(-value, of: constraint, at: s)
    }

    /// Whether `delta`, computed as `new - old` in floating point, carries the change well
    /// enough to be applied as a shift: exact (the rounding error of the subtraction, found
    /// with Knuth's TwoSum, is zero), or off by less than 1e-12 of the new constant. A shift
    /// adds no more error than the rows already carry then; what it must never do is lose the
    /// new constant itself (1e17 to -3: the difference rounds by 3). Requiring exactness
    /// outright would send ordinary suggestions (0.1 to 0.7) down the slow path.
    static func isAccurateShift(_ delta: Double, from old: Double, to new: Double) -> Bool {
        let b = delta - new
        let error = (new - (delta - b)) + (-old - b)
        return error == 0 || abs(error) <= 1e-12 * abs(new)
    }

    /// Changes the constant of `constraint` by taking it out and adding it again with the
    /// new constant; when the add fails, or stops at the pivot budget, everything is put back
    /// (a stop is then noted for the recovery) and the error thrown.
    mutating func replaceConstant(_ constant: Double, of constraint: Constraint) throws(SolverError) {
        // Rare (see `isAccurateShift`): the copy-on-write copies of the saved core do not
        // matter.
        let saved = self
        let old = constraint.constant
        let outerKeepsClaims = context.keepsClaims
        context.keepsClaims = true
        defer { context.keepsClaims = outerKeepsClaims }
        do throws(SolverError) {
            // Nothing here hands the constraint or its variables back (`keepsClaims`), so no
            // other solver can take them in between. Variables that only this constraint
            // mentioned are retired before the add, or the rows that rounding left them
            // would act as constraints that no longer exist.
            let symbols = try removeKeepingClaims(constraint)
            retireUnreferenced(symbols)
            constraint.constant = constant
            try add(constraint)
            if stoppedUnguardedCall { throw SolverError.nonFiniteValue }
        } catch {
            let stopped = stoppedUnguardedCall
            constraint.constant = old
            restore(saved)
            if stopped {
                tableau.stoppedAtPivotBudget = true
                context.pivotStopWasUndone = true
                throw .nonFiniteValue
            }
            if case .unsatisfiableConstraint(_, let conflict) = error {
                throw .unsatisfiableConstraint(constraint, conflictingWith: conflict.filter { $0 !== constraint })
            }
            throw error
        }
    }

    /// Whether the call that is running, outside any guarded call, stopped at the pivot budget.
    @inline(__always) var stoppedUnguardedCall: Bool {
        tableau.stoppedAtPivotBudget && claimsHandles && !context.isGuarding
    }
}
