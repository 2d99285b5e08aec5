/// Reading a few variables' current values without writing any (`Solver.currentValues`).
///
/// `updateVariables` writes the value of every variable that moved since the last call and
/// lists it; a caller that needs only a few values between two solves (the widths of the
/// labels it is about to measure) would pay for every moved variable twice. This computes
/// what `updateVariables` would write for the queried ones: a variable no definition defines
/// takes its tableau value (its row's constant, or 0 when parametric), as `writeByChange` and
/// `writeByReach` write it; a defined one its definition evaluated on the current values of
/// its terms, in the same order and arithmetic as `evaluateDueBits` and `evaluate`, so the
/// result is bit for bit the value the next update writes. Nothing is written, no symbol is
/// marked and no definition leaves the due set.
extension SolverCore {
    /// The values the next `writeChangedValues` would give `queried` (a variable this solver
    /// does not hold: its handle's value), or nil when more than `budget` definitions would be
    /// evaluated (a long chain: the caller writes the values instead).
    func currentValues(of queried: [Variable], budget: Int) -> [Double]? {
        // Definitions evaluated so far, by symbol: variables queried together share their
        // chains (labels in one stack share the stack's width).
        var known: [Int32: Double] = [:]
        var spent = 0
        var result: [Double] = []
        result.reserveCapacity(queried.count)
        for variable in queried {
            guard let s = existingSymbol(of: variable) else {
                result.append(variable.value)
                continue
            }
            guard let value = currentValue(of: s, known: &known, spent: &spent, budget: budget) else { return nil }
            result.append(value)
        }
        return result
    }

    /// The current value of symbol `s` (see above); nil past the budget. Iterative, with an
    /// explicit stack: a chain may be as deep as the budget allows.
    private func currentValue(of s: Int32, known: inout [Int32: Double], spent: inout Int, budget: Int) -> Double? {
        guard definitions.isDefined(s) else { return tableau.value(of: s) }
        if let value = known[s] { return value }
        // Each frame: a defined symbol and how many of its terms are known so far.
        var stack: [(symbol: Int32, next: Int)] = [(s, 0)]
        while let (symbol, next) = stack.last {
            let i = Int(definitions.indexOf[Int(symbol)])
            let body = definitions.body(i)
            if next < body.count {
                stack[stack.count - 1].next = next + 1
                let term = definitions.bodySymbols[body.lowerBound + next]
                if definitions.isDefined(term) && known[term] == nil { stack.append((term, 0)) }
                continue
            }
            spent += 1
            if spent > budget { return nil }
            // Every defined term was evaluated above (pushed, then popped with its value).
            let value = definitions.value(ofDefinition: i) { term in
                definitions.isDefined(term) ? known[term]! : tableau.value(of: term)
            }
            known[symbol] = value
            stack.removeLast()
        }
        return known[s]
    }
}
