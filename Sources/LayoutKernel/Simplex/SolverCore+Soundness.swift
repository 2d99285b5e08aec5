/// The check behind a guarded call (Solver+MagnitudeGuard.swift): is the solved form sound?
extension SolverCore {
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
        var held = true
        record.constraint.terms.forEach { variable, coefficient in
            guard let symbol = existingSymbol(of: variable) else {
                held = false
                return
            }
            let x = value(symbol)
            let product = coefficient * factor * x
            total += product
            size += abs(product)
            slack += abs(coefficient * factor) * 1e-8 * max(1, abs(x))
        }
        guard held else { return false }
        guard total.isFinite, size.isFinite, slack.isFinite else { return nil }
        let violation: Double
        switch record.constraint.relation {
        case .equal: violation = abs(total)
        case .lessThanOrEqual: violation = max(0, total)
        case .greaterThanOrEqual: violation = max(0, -total)
        }
        return violation <= 1e-6 * size + slack
    }
}
