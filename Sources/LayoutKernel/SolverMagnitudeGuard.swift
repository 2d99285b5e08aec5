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
        for term in constraint.terms {
            let size = abs(term.coefficient)
            if size != 0 && !safeCoefficients.contains(size) { return true }
        }
        return false
    }

    /// Whether a public call must run guarded (`runGuarded`): when `unsafe` (its own numbers
    /// lie outside the safe band) or when the solver watches magnitudes. Written out in each
    /// call (no closure) so that the ordinary path pays only these flag tests.
    @inline(__always)
    func needsGuard(unsafe: Bool) -> Bool {
        claimsHandles && !isGuarding && (unsafe || watchesMagnitudes || tableau.sawLargeConstant || tableau.stoppedAtPivotBudget)
    }

    /// Runs `body` with a snapshot taken first; afterwards checks the solved form
    /// (`isSolvedFormSound`) and, when it is broken, undoes the call and throws
    /// `nonFiniteValue`. `changed` is the constraint whose constant or strength the call may
    /// change, restored with everything else on an undo.
    func runGuarded<Result>(
        changing changed: Constraint?,
        _ body: () throws(SolverError) -> Result
    ) throws(SolverError) -> Result {
        isGuarding = true
        defer { isGuarding = false }
        watchesMagnitudes = true
        let saved = snapshot()
        // Removals write handed-back variables' values at once: keep them to put back.
        let savedValues = saved.variables.map { $0?.value ?? 0 }
        let constant = changed?.constant, strength = changed?.strength
        let result: Result
        // Claims the body hands back wait in `deferredReleases` until the call is kept or
        // undone, so that an undone call never lets a handle go that it keeps.
        deferredReleases = DeferredReleases()
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
        if isSolvedFormSound() && !failsGuardedCallsForTesting {
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
    private func undo(to saved: SolverSnapshot, values: [Double]) {
        let keptVariables = Set(saved.variables.compactMap { $0.map(ObjectIdentifier.init) })
        for case let v? in variables where !keptVariables.contains(ObjectIdentifier(v)) {
            v.cachedSymbol = -1
            deferredReleases.variables.append(v)
        }
        let keptConstraints = Set(saved.records.compactMap { $0.map { ObjectIdentifier($0.constraint) } })
        for case let r? in records where !keptConstraints.contains(ObjectIdentifier(r.constraint)) {
            r.constraint.cachedSlot = -1
            deferredReleases.constraints.append(r.constraint)
        }
        restore(saved)
        for (s, variable) in saved.variables.enumerated() { variable?.value = values[s] }
    }

    /// Whether every tableau number (rows and objective) and solved value is finite and every required constraint
    /// holds for the solved values: its violation at most 1e-6 of the size of its terms, plus
    /// the zero tolerance (1e-8, relative above 1) on each variable, plus 1e-7.
    func isSolvedFormSound() -> Bool {
        // A simplex run cut short by its pivot budget (a cycle) left no trustworthy optimum.
        if tableau.stoppedAtPivotBudget { return false }
        for (_, row) in tableau.liveRows {
            guard row.constant.isFinite, row.cells.allSatisfy({ $0.coefficient.isFinite }) else { return false }
        }
        for level in tableau.levels where !level.allSatisfy({ $0.isFinite }) { return false }
        var evaluated = definitions
        var order: [Int32] = []
        let defined = (0..<Int32(tableau.symbolCount)).filter { evaluated.isDefined($0) }
        evaluated.reachable(from: defined, into: &order)
        evaluated.evaluate(order) { tableau.value(of: $0) }
        func value(_ s: Int32) -> Double { evaluated.isDefined(s) ? evaluated.values[Int(s)] : tableau.value(of: s) }
        for s in variables.indices where variables[s] != nil && !value(Int32(s)).isFinite {
            return false
        }
        for case let record? in records where record.constraint.strength.isRequired {
            // Scaled by a power of two (exact) when the plain sums overflow.
            guard let holds = holds(record, scale: 1, value: value) ?? holds(record, scale: 0x1p-200, value: value),
                holds
            else { return false }
        }
        return true
    }

    /// Whether the required constraint of `record` holds for `value` (see
    /// `isSolvedFormSound`), computed with every coefficient and the constant multiplied by
    /// `factor`; nil when a sum overflows at that factor.
    private func holds(_ record: Record, scale factor: Double, value: (Int32) -> Double) -> Bool? {
        var total = record.constraint.constant * factor, size = abs(total), slack = 1e-7 * factor
        // The constraint's own terms: a definition's record keeps none.
        for term in record.constraint.expression.terms {
            guard let symbol = existingSymbol(of: term.variable) else { return false }
            let x = value(symbol)
            let product = term.coefficient * factor * x
            total += product
            size += abs(product)
            slack += abs(term.coefficient * factor) * 1e-8 * max(1, abs(x))
        }
        guard total.isFinite, size.isFinite, slack.isFinite else { return nil }
        let violation: Double
        switch record.constraint.relation {
        case .equal: violation = abs(total)
        case .lessThanOrEqual: violation = max(0, total)
        case .greaterThanOrEqual: violation = max(0, -total)
        }
        return violation <= 1e-6 * size + slack
    }

    /// Whether some variable's coefficients in `expression`, added up, are not zero.
    static func hasNonZeroCombinedCoefficient(_ expression: LinearExpression) -> Bool {
        var sums: [ObjectIdentifier: Double] = [:]
        for term in expression.terms { sums[ObjectIdentifier(term.variable), default: 0] += term.coefficient }
        return sums.values.contains { abs($0) > 1e-8 }
    }
}

/// The handles a guarded call hands back, released only once the call is kept or undone.
struct DeferredReleases {
    var variables: [Variable] = []
    var constraints: [Constraint] = []
}

extension Solver {
    /// Ends a guarded call (kept or undone): hands back each deferred handle that the solver,
    /// as it now stands, no longer holds. One it holds again (re-added by the call, or kept
    /// by the undo) keeps its claim: it was never released.
    func releaseDeferred() {
        let pending = deferredReleases
        deferredReleases = DeferredReleases()
        let token = self.token
        for v in pending.variables where existingSymbol(of: v) == nil {
            v.words.release(0, from: token)
            claimReleased?()
        }
        for c in pending.constraints where slot(of: c) == nil {
            c.words.release(0, from: token)
            claimReleased?()
        }
    }
}
