/// The primal simplex: from a primal feasible basis (every bounded basic within its bounds),
/// enter attractive columns until none is left.
extension RevisedSimplex {
    /// Solves the model: prices every level from scratch, runs the primal simplex, and checks
    /// the artificials (required feasibility). Artificials at 0 are then fixed there.
    @discardableResult
    mutating func solve() -> Status {
        if status == .failed { return status }
        if pivotCount == 0 { crash() }
        if status == .failed { return status }
        priceFromScratch()
        runPrimal()
        return concludeSolve()
    }

    /// The primal loop over `candidates`, then (when `verifyingFromScratch`) one pricing from
    /// scratch to catch what rounding in the updated reduced costs hid, repeated while that
    /// finds more. An append does not verify: pricing from scratch costs the whole model.
    mutating func runPrimal(verifyingFromScratch: Bool = true) {
        var limit = 50 * (kind.count + basic.count) + 1000
        for _ in 0..<3 {
            while let q = candidates.popMin() {
                guard let direction = improvingDirection(q) else { continue }
                limit -= 1
                if limit < 0 || !primalStep(enter: q, direction: direction) {
                    status = .failed
                    return
                }
                if status == .failed { return }
            }
            if !verifyingFromScratch { return }
            priceFromScratch()
            if candidates.isEmpty { return }
        }
    }

    /// One primal iteration with column `q` moving in `direction`: the bounded ratio test
    /// (free basics never block) with long steps (`passableBreakpoint`), then a bound flip or
    /// a basis change. False when nothing blocks (an unbounded ray, impossible when every
    /// priced column is `>= 0`).
    mutating func primalStep(enter q: Int, direction: Double) -> Bool {
        computeColumnAlpha(q)
        var breakpoints: [(room: Double, column: Int, position: Int, alpha: Double)] = []
        for k in columnAlpha.indices.indices {
            let alpha = columnAlpha.values[k]
            if abs(alpha) < Self.pivotTolerance { continue }
            let p = Int(columnAlpha.indices[k]), j = Int(basic[p])
            // x_j moves by −direction·alpha per unit of the step.
            let rate = -direction * alpha
            if rate < 0 {
                if lower[j].isFinite { breakpoints.append((max(0, value[j] - lower[j]) / -rate, j, p, alpha)) }
            } else if upper[j].isFinite {
                breakpoints.append((max(0, upper[j] - value[j]) / rate, j, p, alpha))
            }
        }
        // Ties go to the smallest column (Bland's rule, with the entering choice).
        breakpoints.sort { $0.room < $1.room || ($0.room == $1.room && $0.column < $1.column) }
        var slope = reduced.indices.map { direction * reduced[$0][q] }
        var step = upper[q] - lower[q], leave = -1, leaveAlpha = 0.0
        var passed: [Int] = []
        for b in breakpoints {
            if b.room >= step { break }
            if passableBreakpoint(b.column, rate: -direction * b.alpha, slope: &slope) {
                passed.append(b.position)
                continue
            }
            step = b.room
            leave = b.position
            leaveAlpha = b.alpha
            break
        }
        if !step.isFinite { return false }
        for k in columnAlpha.indices.indices {
            let j = Int(basic[Int(columnAlpha.indices[k])])
            value[j] -= direction * step * columnAlpha.values[k]
        }
        value[q] += direction * step
        // Past a few breakpoints, one pricing from scratch costs less than a BTRAN a swap.
        let reprice = passed.count > Self.swapsPricedIncrementally
        for p in passed { swapInPartner(at: p, updatingPrices: !reprice) }
        if status == .failed { return true }
        if reprice {
            if leave >= 0 {
                let j = Int(basic[leave])
                let rate = -direction * leaveAlpha
                value[j] = rate < 0 ? lower[j] : upper[j]
                position[j] = -1
                position[q] = Int32(leave)
                basic[leave] = Int32(q)
                pivotCount += 1
                refactor()
            } else {
                value[q] = direction > 0 ? upper[q] : lower[q]
            }
            priceFromScratch()
            return true
        }
        if leave < 0 {
            // Bound flip: q crosses to its other bound, the basis stays.
            value[q] = direction > 0 ? upper[q] : lower[q]
            return true
        }
        let j = Int(basic[leave])
        let rate = -direction * leaveAlpha
        value[j] = rate < 0 ? lower[j] : upper[j]
        computeRowAlpha(leave)
        changeBasis(enter: q, leave: leave)
        return true
    }

    /// Swaps (long-step breakpoints) in one step beyond which the step prices from scratch.
    static let swapsPricedIncrementally = 8

    /// After an optimisation: artificials still positive make the status `.infeasible` with
    /// their rows; otherwise every artificial is fixed at 0, so no later pivot brings one back.
    mutating func concludeSolve() -> Status {
        if status == .failed { return status }
        var rows: [Int] = []
        for j in kind.indices {
            guard case .artificial(let row) = kind[j] else { continue }
            if value[j] > Self.primalTolerance * max(1, abs(rhs[row])) { rows.append(row) }
        }
        if !rows.isEmpty {
            status = .infeasible(rows: rows.sorted())
            return status
        }
        for j in kind.indices {
            guard case .artificial = kind[j] else { continue }
            lower[j] = 0
            upper[j] = 0
        }
        status = .optimal
        return status
    }
}
