/// The guarantee against silent wrong answers at extreme magnitudes.
///
/// The solver computes in doubles and cuts cells below 1e-8 as zero. With ordinary layout
/// numbers that is exact enough; with numbers far outside them (a constant of 1e308 next to
/// 20, a coefficient of 1e-9) a pivot can overflow to infinity or NaN (and NaN compares as
/// feasible), or rounding can lose a required constraint by far more than its own size.
///
/// So a call whose own numbers lie outside the *safe band* (a non-zero coefficient outside
/// 1e-4...1e4 in magnitude, or a constant or suggested value above 1e12), and every call once
/// the solver has seen such numbers (`watchesMagnitudes`, until `reset()`), runs guarded: the
/// solver takes a snapshot first, and afterwards checks that every tableau cell and every
/// variable's solved value is finite and that every required constraint it holds is satisfied
/// by the solved values within a relative tolerance. If not, the call is undone and throws
/// `SolverError.nonFiniteValue` ("the numbers are beyond what the solver computes reliably").
/// Ordinary calls never take this path: they pay a few flag tests.
///
/// A call with in-band numbers whose pivots first push a row constant out of the band (the
/// tableau notes it in `Tableau.sawLargeConstant`) is not itself guarded; every later call is.
extension Solver {
    /// The largest magnitude of a constant or suggested value inside the safe band: a cell cut
    /// at the zero tolerance (1e-8) costs at most 1e-8 of such a value.
    static let safeMagnitude = 1e12
    /// The coefficient magnitudes inside the safe band (zero aside). Coefficients far from 1
    /// scale the cells that the zero tolerance cuts: FuzzSolver found a required constraint
    /// missed by 3.3 beside a coefficient of 1e9. Layout multipliers stay well inside.
    static let safeCoefficients = 1e-4...1e4

    /// Whether a constant or suggested value lies outside the safe band.
    @inline(__always) static func isUnsafeConstant(_ value: Double) -> Bool {
        !(abs(value) <= safeMagnitude)
    }

    /// Whether a constraint has a coefficient or constant outside the safe band.
    static func isUnsafe(_ constraint: Constraint) -> Bool {
        if isUnsafeConstant(constraint.constant) { return true }
        return !constraint.terms.allCoefficients { coefficient in
            let size = abs(coefficient)
            return size == 0 || safeCoefficients.contains(size)
        }
    }

    /// Whether a public call must run guarded (`runGuarded`): when `unsafe` (its own numbers
    /// lie outside the safe band) or when the solver watches magnitudes. Written out in each
    /// call (no closure) so that the ordinary path pays only these flag tests.
    @inline(__always)
    func needsGuard(unsafe: Bool) -> Bool {
        core.claimsHandles && !core.context.isGuarding
            && (unsafe || core.context.watchesMagnitudes || core.tableau.sawLargeConstant
                || core.tableau.stoppedAtPivotBudget)
    }

    /// Runs `body` with a snapshot taken first; afterwards checks the solved form
    /// (`isSolvedFormSound`) and, when it is broken, undoes the call and throws
    /// `nonFiniteValue`. `changed` is the constraint whose constant or strength the call may
    /// change, restored with everything else on an undo.
    func runGuarded<Result>(
        changing changed: Constraint?,
        _ body: () throws(SolverError) -> Result
    ) throws(SolverError) -> Result {
        core.context.isGuarding = true
        defer { core.context.isGuarding = false }
        core.context.watchesMagnitudes = true
        // The whole core as a value (copy-on-write: the body copies what it writes).
        let saved = core
        // Removals write handed-back variables' values at once: keep them to put back.
        let savedValues = saved.variables.map { $0?.value ?? 0 }
        let constant = changed?.constant, strength = changed?.strength
        let result: Result
        // Claims the body hands back wait in `deferredReleases` until the call is kept or
        // undone, so that an undone call never lets a handle go that it keeps.
        core.context.deferredReleases = DeferredReleases()
        do {
            result = try body()
        } catch {
            // A failing body restores the solver itself; the snapshot makes that exact even
            // where rounding left released symbols in rows (a reused id's kind, say).
            undo(to: saved, values: savedValues)
            releaseDeferred()
            // A required constraint with a variable is satisfiable on its own: refused with no
            // conflicting constraint, the refusal is rounding at these magnitudes, not a fact.
            if case .unsatisfiableConstraint(let refused, let conflict) = error, conflict.isEmpty,
                Self.hasNonZeroCombinedCoefficient(refused.expression)
            {
                throw .nonFiniteValue
            }
            throw error
        }
        if inPlace({ $0.isSolvedFormSound() }) && !failsGuardedCallsForTesting {
            releaseDeferred()
            return result
        }
        undo(to: saved, values: savedValues)
        releaseDeferred()
        if let changed, let constant, let strength {
            changed.constant = constant
            changed.strength = strength
        }
        throw .nonFiniteValue
    }

    /// Puts the solver back at `saved`, handing back what the undone call claimed. What
    /// `saved` holds was never handed back (`deferredReleases`), so it stays claimed throughout.
    private func undo(to saved: SolverCore, values: [Double]) {
        let keptVariables = Set(saved.variables.compactMap { $0.map(ObjectIdentifier.init) })
        for case let v? in core.variables where !keptVariables.contains(ObjectIdentifier(v)) {
            v.cachedSymbol = -1
            core.context.deferredReleases.variables.append(v)
        }
        let keptConstraints = Set(saved.records.compactMap { $0.map { ObjectIdentifier($0.constraint) } })
        for case let r? in core.records where !keptConstraints.contains(ObjectIdentifier(r.constraint)) {
            r.constraint.cachedSlot = -1
            core.context.deferredReleases.constraints.append(r.constraint)
        }
        core.restore(saved)
        for (s, variable) in saved.variables.enumerated() { variable?.value = values[s] }
    }

    /// Whether some variable's coefficients in `expression`, added up, are not zero.
    static func hasNonZeroCombinedCoefficient(_ expression: LinearExpression) -> Bool {
        var sums: [ObjectIdentifier: Double] = [:]
        for term in expression.terms { sums[ObjectIdentifier(term.variable), default: 0] += term.coefficient }
        return sums.values.contains { abs($0) > 1e-8 }
    }
}

extension Solver {
    /// Ends a guarded call (kept or undone): hands back each deferred handle that the solver,
    /// as it now stands, no longer holds. One it holds again (re-added by the call, or kept
    /// by the undo) keeps its claim: it was never released.
    func releaseDeferred() {
        let pending = core.context.deferredReleases
        core.context.deferredReleases = DeferredReleases()
        let token = core.token
        for v in pending.variables where inPlace({ $0.existingSymbol(of: v) }) == nil {
            v.words.release(0, from: token)
            core.context.claimReleased?()
        }
        for c in pending.constraints where inPlace({ $0.slot(of: c) }) == nil {
            c.words.release(0, from: token)
            core.context.claimReleased?()
        }
    }
}
