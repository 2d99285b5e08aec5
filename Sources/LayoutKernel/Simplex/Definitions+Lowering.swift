/// Finding the definitions a new definition must be evaluated after, when it is to take an
/// order below the definitions that use its variable (SolverCore+DefinitionInputs.swift).
extension Definitions {
    /// The definitions that `terms` depend on (directly or through other definitions) whose
    /// orders are `threshold` or more, written into `result` in evaluation order, and the
    /// highest order among the definitions below `threshold` that those (or `terms`) refer
    /// to (`Int.min` when none). Nil when more than `limit` are found, or when one of them
    /// refers to `symbol`: defining `symbol` from them would make a cycle.
    ///
    /// The case it is for: views inserted before a stack's first one are defined front to
    /// back after the chain below them was made, so their orders are above the chain's, and
    /// the link that joins them to it must be evaluated before it: the whole batch moves
    /// below the chain. Only definitions at or above `threshold` are walked: a batch is
    /// walked once, not the chain it joins.
    mutating func ancestors(
        of terms: [(symbol: Int32, coefficient: Double)], excluding symbol: Int32, from threshold: Int, limit: Int,
        into result: inout [Int32]
    ) -> Int? {
        result.removeAll(keepingCapacity: true)
        let m = nextMark()
        var floor = Int.min
        var work: [Int32] = []
        // Whether `s` is fine: below the threshold (the floor notes it), or listed and queued.
        func visit(_ s: Int32) -> Bool {
            let index = indexOf[Int(s)]
            guard index >= 0, marks[Int(s)] != m else { return true }
            marks[Int(s)] = m
            let order = items[Int(index)].order
            if order < threshold {
                floor = max(floor, order)
                return true
            }
            if result.count == limit { return false }
            result.append(s)
            work.append(s)
            return true
        }
        for term in terms where term.symbol != symbol {
            guard visit(term.symbol) else { return nil }
        }
        while let x = work.popLast() {
            for k in body(Int(indexOf[Int(x)])) {
                let t = bodySymbols[k]
                guard t != symbol, visit(t) else { return nil }
            }
        }
        // Orders are an evaluation order: sorted by them, each comes after those it uses.
        result.sort { items[Int(indexOf[Int($0)])].order < items[Int(indexOf[Int($1)])].order }
        return floor
    }
}
