/// Reduced costs, level by level, and which columns may enter.
extension RevisedSimplex {
    /// Recomputes every level's reduced costs: `y_k = B⁻ᵀ c_B,k` (one sparse BTRAN a level),
    /// `d_k = c_k − Aᵀ y_k` through the rows `y_k` reaches. Then refiles every attractive
    /// column.
    mutating func priceFromScratch() {
        var costs = [SparseVector](repeating: SparseVector(), count: reduced.count)
        for p in basic.indices {
            let j = Int(basic[p]), k = Int(costLevel[j])
            if k >= 0 && costWeight[j] != 0 { costs[k].append(Int32(p), positionSign[p] * costWeight[j]) }
        }
        var y = SparseVector()
        for k in reduced.indices {
            for j in kind.indices { reduced[k][j] = costLevel[j] == Int32(k) ? costWeight[j] : 0 }
            factor.solveTransposed(costs[k], into: &y)
            for e in y.indices.indices {
                let i = Int(y.indices[e]), yi = y.values[e]
                let line = rowEntries[i]
                for t in line.indices.indices { reduced[k][Int(line.indices[t])] -= yi * line.values[t] }
            }
            for j32 in basic { reduced[k][Int(j32)] = 0 }
        }
        candidates.removeAll()
        for j in kind.indices where position[j] < 0 { fileIfAttractive(j) }
    }

    /// The sign of column `j`'s reduced-cost vector, lexicographically: the sign of its first
    /// level whose entry is beyond the tolerance, 0 when none is.
    @inline(__always) func lexicographicSign(_ j: Int) -> Int {
        for k in reduced.indices {
            let d = reduced[k][j]
            if d > Self.dualTolerance { return 1 }
            if d < -Self.dualTolerance { return -1 }
        }
        return 0
    }

    /// The direction (+1 up, −1 down) in which nonbasic column `j` improves the objective, or
    /// nil: up needs a negative vector and room above, down a positive one and room below.
    func improvingDirection(_ j: Int) -> Double? {
        if position[j] >= 0 || lower[j] == upper[j] { return nil }
        let sign = lexicographicSign(j)
        if sign < 0 && value[j] < upper[j] { return 1 }
        if sign > 0 && value[j] > lower[j] { return -1 }
        return nil
    }

    mutating func fileIfAttractive(_ j: Int) {
        if improvingDirection(j) != nil { candidates.insert(j) }
    }
}
