/// Adding one row to a solved model, which is how an incremental solver builds: the row's
/// starting column (slack, error or artificial, at a value `>= 0`) joins the basis through a
/// bordered update of the factorisation, the duals change only if that column is priced, and
/// the primal simplex continues from the columns whose reduced costs moved.
extension RevisedSimplex {
    /// Appends `row` and re-optimises. `.infeasible([row's index])` when the required rows
    /// cannot hold with it (its artificial stays positive; the model is then left as it is).
    @discardableResult
    mutating func append(_ row: RevisedRow) -> Status {
        if status == .failed { return status }
        let m = basic.count
        let start = addRowColumns(row)
        // The new row's entries on the basic columns, over their positions: rᵀ of B' = [B 0; rᵀ d].
        var border = SparseVector()
        var d = 0.0
        let line = rowEntries[m]
        for e in line.indices.indices {
            let j = Int(line.indices[e])
            if j == start {
                d = line.values[e]
            } else if position[j] >= 0 {
                border.append(position[j], positionSign[Int(position[j])] * line.values[e])
            }
        }
        basic.append(Int32(start))
        positionSign.append(1)
        position[start] = Int32(m)
        let outcome = factor.append(row: border, column: SparseVector(indices: [Int32(m)], values: [d]))
        if outcome != .updated || factor.needsRefactor { refactor() }
        if status == .failed { return status }
        repriceForNewBasic(start, border: border, pivot: d)
        runPrimal(verifyingFromScratch: false)
        if status == .failed { return status }
        if case .artificial = kind[start], value[start] > Self.primalTolerance * max(1, abs(rhs[m])) {
            status = .infeasible(rows: [m])
            return status
        }
        if case .artificial = kind[start] {
            lower[start] = 0
            upper[start] = 0
        }
        status = .optimal
        return status
    }

    /// The reduced costs after column `start` became basic on the new row with pivot `d`.
    /// Only its level changes: `y'_m = c/d` on the new row and `Δy = −y'_m B⁻ᵀ r` on the old
    /// ones (`r`: the border), so `d_j −= Δyᵀ a_j + y'_m a_mj` over the rows those reach.
    mutating func repriceForNewBasic(_ start: Int, border: SparseVector, pivot d: Double) {
        let level = Int(costLevel[start])
        reduced.indices.forEach { reduced[$0][start] = 0 }
        guard level >= 0, costWeight[start] != 0 else { return }
        let ym = costWeight[start] / d
        factor.solveTransposed(border, into: &rho)
        clearRowAlpha()
        let m = basic.count - 1
        func spread(_ i: Int, _ y: Double) {
            let line = rowEntries[i]
            for e in line.indices.indices {
                let j = Int(line.indices[e])
                if !isRowTouched[j] {
                    isRowTouched[j] = true
                    rowTouched.append(Int32(j))
                }
                rowAlpha[j] += y * line.values[e]
            }
        }
        for k in rho.indices.indices { spread(Int(rho.indices[k]), -ym * rho.values[k]) }
        spread(m, ym)
        for j32 in rowTouched {
            let j = Int(j32)
            if position[j] >= 0 { continue }
            reduced[level][j] -= rowAlpha[j]
            fileIfAttractive(j)
        }
    }
}
