/// Taking symbols out of the tableau: a constraint's marker, a retired user variable, a
/// dropped column, a component. Moved out of Tableau.swift unchanged.
extension Tableau {
    // MARK: - Removing a constraint

    /// Removes the marker (and then the other symbol) of a constraint from the tableau: a
    /// basic one loses its row; a parametric one is pivoted into the basis through the row
    /// that keeps every restricted symbol feasible, and then loses its row.
    mutating func eliminate(_ symbol: Int32) {
        normalizeDeferredRows()
        if !isBasic(symbol) {
            guard let leaving = markerLeavingSymbol(for: symbol) else {
                // It occurs nowhere: nothing to do.
                return
            }
            pivot(leaving: leaving, entering: symbol)
        }
        _ = takeRow(basic: symbol)
    }

    /// kiwi's choice of the row through which a marker leaves: the tightest restricted row with
    /// a negative coefficient, else the tightest restricted row with a positive one, else any
    /// external row.
    private mutating func markerLeavingSymbol(for marker: Int32) -> Int32? {
        collectRows(containing: marker)
        // A redundant equality (a basic dummy whose row holds only dummies) that depends on
        // this marker takes its place: a pivot that changes no value and keeps every other
        // symbol out of dummy rows.
        for r in visit where kinds[Int(basicOf[Int(r)])] == .dummy {
            return basicOf[Int(r)]
        }
        var r1 = Double.infinity, r2 = Double.infinity
        var first: Int32? = nil, second: Int32? = nil, third: Int32? = nil
        for r in visit {
            let basic = basicOf[Int(r)]
            let row = rows[Int(r)]
            let c = row.coefficient(of: marker)
            if kinds[Int(basic)] == .external {
                if third == nil || basic < third! { third = basic }
            } else if c < 0 {
                let ratio = -row.constant / c
                if ratio < r1 || (ratio == r1 && first != nil && basic < first!) { r1 = ratio; first = basic }
            } else {
                let ratio = row.constant / c
                if ratio < r2 || (ratio == r2 && second != nil && basic < second!) { r2 = ratio; second = basic }
            }
        }
        return first ?? second ?? third
    }

    /// Takes an external symbol that no constraint refers to any more out of the tableau and
    /// returns it to the pool. In exact arithmetic it occurs nowhere by then (every row is a
    /// combination of the remaining constraints, none of which mention it); what rounding
    /// left (its own row, or cells in others, where its value is 0) is dropped, which changes
    /// no value.
    mutating func retireExternal(_ symbol: Int32) {
        normalizeDeferredRows()
        if isBasic(symbol) {
            _ = takeRow(basic: symbol)
        } else {
            collectRows(containing: symbol)
            if !visit.isEmpty { structureEpoch &+= 1 }
            for r in visit { rows[Int(r)].remove(symbol) }
        }
        releaseSymbol(symbol)
    }

    // Hooks for required equalities whose dummy column is not kept (SolverCore+RequiredEqualities.swift).

    /// Drops the column of a parametric symbol (its cells in every row, and its costs). Changes
    /// no value: the symbol is 0. For a required equality's dummy, which stays 0 while the
    /// equality is held, the rows are then exactly those of the tableau without that column.
    mutating func dropColumn(_ symbol: Int32) {
        normalizeDeferredRows()
        precondition(!isBasic(symbol) && journal == nil, "only a parametric symbol, outside phase one")
        collectRows(containing: symbol)
        if !visit.isEmpty { structureEpoch &+= 1 }
        for r in visit { rows[Int(r)].remove(symbol) }
        columns.clear(symbol)
        for k in levels.indices { levels[k][Int(symbol)] = 0 }
    }

    /// Takes out the rows of the basic symbols among `symbols` and zeroes the costs of all of
    /// them. When `symbols` are all the symbols of a connected component of the constraints
    /// (an independent block of the tableau: no other row or cost mentions them), what is
    /// left is the tableau of the other components, to which the component's constraints can
    /// be added again one by one.
    mutating func clearBlock(_ symbols: [Int32]) {
        normalizeDeferredRows()
        precondition(journal == nil, "not during phase one")
        for s in symbols {
            if isBasic(s) { _ = takeRow(basic: s) }
            columns.clear(s)
            for k in levels.indices { levels[k][Int(s)] = 0 }
        }
        structureEpoch &+= 1
    }

    /// Whether `symbol` has a cost at some level of the objective.
    func hasCost(_ symbol: Int32) -> Bool {
        let s = Int(symbol)
        for k in levels.indices where s < levels[k].count && levels[k][s] != 0 { return true }
        return false
    }

    /// Whether `symbol` occurs in any row or is basic.
    mutating func occurs(_ symbol: Int32) -> Bool {
        normalizeDeferredRows()
        if isBasic(symbol) { return true }
        collectRows(containing: symbol)
        return !visit.isEmpty
    }
}
