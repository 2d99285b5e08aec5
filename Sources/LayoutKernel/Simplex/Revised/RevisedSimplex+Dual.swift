/// A change of one row's constant, warm-started from an optimal basis: the basic values move
/// by `B⁻¹Δb` (one sparse FTRAN of a unit vector, whose reach is what the row can move), and
/// the dual simplex pivots only while a bounded basic is out of its bounds. The reduced costs
/// do not depend on `b`, so the basis stays dual feasible (lexicographically optimal) through
/// every pivot, and is optimal again once every basic is within bounds.
extension RevisedSimplex {
    /// Sets row `row`'s constant and re-optimises. `.infeasible` when the required rows cannot
    /// hold with the new constant (the rows of the artificials left outside `[0, 0]`).
    @discardableResult
    mutating func setConstant(row: Int, to constant: Double) -> Status {
        if status == .failed { return status }
        let delta = rows[row].constant - constant  // Δb = −Δconstant
        setRowConstant(row, constant)
        if delta == 0 { return status }
        factor.solve(SparseVector(indices: [Int32(row)], values: [delta]), into: &columnAlpha)
        Self.applySigns(positionSign, to: &columnAlpha)
        for k in columnAlpha.indices.indices {
            let p = Int(columnAlpha.indices[k])
            value[Int(basic[p])] += columnAlpha.values[k]
            noteIfOutOfBounds(p)
        }
        return runDual()
    }

    /// How far basic position `p` lies outside its bounds (0 when inside, within tolerance).
    @inline(__always) func infeasibility(_ p: Int) -> Double {
        let j = Int(basic[p])
        let tolerance = Self.primalTolerance * max(1, abs(value[j]))
        if value[j] < lower[j] - tolerance { return lower[j] - value[j] }
        if value[j] > upper[j] + tolerance { return value[j] - upper[j] }
        return 0
    }

    mutating func noteIfOutOfBounds(_ p: Int) {
        if isOutOfBounds.count < basic.count {
            isOutOfBounds.append(contentsOf: repeatElement(false, count: basic.count - isOutOfBounds.count))
        }
        if !isOutOfBounds[p] && infeasibility(p) > 0 {
            isOutOfBounds[p] = true
            outOfBounds.append(Int32(p))
        }
    }

    /// The dual simplex over the positions `noteIfOutOfBounds` collected, the most violated
    /// first. Each pivot's entering column comes from the lexicographic dual ratio test, so no
    /// level's optimality is given up for a lower one.
    mutating func runDual() -> Status {
        var limit = 50 * (kind.count + basic.count) + 1000
        while true {
            // The most violated position still out of bounds; the others stay listed.
            var r = -1, worst = 0.0, k = 0
            while k < outOfBounds.count {
                let p = Int(outOfBounds[k]), v = infeasibility(p)
                if v == 0 {
                    isOutOfBounds[p] = false
                    outOfBounds.swapAt(k, outOfBounds.count - 1)
                    outOfBounds.removeLast()
                    continue
                }
                if v > worst { (worst, r) = (v, p) }
                k += 1
            }
            if r < 0 { break }
            limit -= 1
            if limit < 0 {
                status = .failed
                return status
            }
            if !dualStep(leave: r) { return concludeDualInfeasible() }
            if status == .failed { return status }
        }
        status = .optimal
        return status
    }

    /// One dual iteration on basic position `r`: the leaving column goes to the bound it
    /// violates; the entering column is the one whose reduced-cost vector, over its entry in
    /// row `r`, is lexicographically smallest among those that move `r`'s basic the right way.
    /// False when none does: the row cannot be repaired (primal infeasible).
    mutating func dualStep(leave r: Int) -> Bool {
        let leaving = Int(basic[r])
        let increase = value[leaving] < lower[leaving]
        let target = increase ? lower[leaving] : upper[leaving]
        computeRowAlpha(r)
        // x_leaving changes by −α_rj per unit of x_j: to increase it, raise x_j where α_rj < 0
        // or lower it where α_rj > 0; the other way round to decrease it.
        var q = -1, qDirection = 0.0, qAlpha = 0.0
        for j32 in rowTouched {
            let j = Int(j32)
            if position[j] >= 0 || lower[j] == upper[j] { continue }
            let alpha = rowAlpha[j]
            if abs(alpha) < Self.pivotTolerance { continue }
            let direction: Double = (alpha < 0) == increase ? 1 : -1
            if direction > 0 && value[j] >= upper[j] { continue }
            if direction < 0 && value[j] <= lower[j] { continue }
            if q < 0 || dualRatioIsSmaller(j, direction, alpha, than: q, qDirection, qAlpha) {
                (q, qDirection, qAlpha) = (j, direction, alpha)
            }
        }
        if q < 0 { return false }
        computeColumnAlpha(q)
        // The step that brings x_leaving to its target: −α_rq · δ · t = target − x_leaving.
        var step = (value[leaving] - target) / (qAlpha * qDirection)
        let range = upper[q] - lower[q]
        let flips = step > range
        if flips { step = range }
        for k in columnAlpha.indices.indices {
            let p = Int(columnAlpha.indices[k])
            value[Int(basic[p])] -= qDirection * step * columnAlpha.values[k]
        }
        value[q] += qDirection * step
        if flips {
            // q reaches its other bound first: a bound flip, r stays out of bounds.
            value[q] = qDirection > 0 ? upper[q] : lower[q]
        } else {
            value[leaving] = target
            changeBasis(enter: q, leave: r)
        }
        for k in columnAlpha.indices.indices { noteIfOutOfBounds(Int(columnAlpha.indices[k])) }
        return true
    }

    /// Whether column `j`'s dual ratio `δ_j d_j / |α_rj|` is lexicographically smaller than
    /// column `q`'s (δ: the direction the column would move; dual feasibility makes `δ d`
    /// lexicographically `>= 0`, but its entries after the first non-zero one can have either
    /// sign, so they are compared signed). Ties go to the larger `|α|`, the steadier pivot.
    func dualRatioIsSmaller(_ j: Int, _ jDirection: Double, _ jAlpha: Double, than q: Int, _ qDirection: Double, _ qAlpha: Double) -> Bool {
        for k in reduced.indices {
            let a = jDirection * reduced[k][j] / abs(jAlpha), b = qDirection * reduced[k][q] / abs(qAlpha)
            if a < b - Self.dualTolerance { return true }
            if a > b + Self.dualTolerance { return false }
        }
        return abs(jAlpha) > abs(qAlpha)
    }

    /// No column can repair the basic of the row just tried: the required rows cannot hold.
    /// `ρ = B⁻ᵀ e_r` (left in `rho` by the failed step) is a Farkas certificate: the
    /// combination `ρᵀ` of the rows pins the basic outside its bounds whatever the nonbasic
    /// columns do, so the required rows in its support are the conflict.
    mutating func concludeDualInfeasible() -> Status {
        var rows: [Int] = []
        for k in rho.indices.indices where abs(rho.values[k]) > Self.pivotTolerance {
            let i = Int(rho.indices[k])
            if self.rows[i].strength.isRequired { rows.append(i) }
        }
        status = .infeasible(rows: rows.sorted())
        return status
    }
}
