/// The objective and the two simplex loops: the lexicographic objective levels, the
/// choice of entering and leaving symbols, the primal simplex (`optimize`) and the dual
/// simplex (`dualOptimize`). Moved out of Tableau.swift unchanged.
extension Tableau {
    // MARK: - Objective levels

    /// The index of the level for `priority`, creating it if needed.
    mutating func levelIndex(for priority: Double) -> Int {
        // A plain loop: `firstIndex(of:)` goes through generic code, for a list of a few levels.
        for k in levelPriorities.indices where levelPriorities[k] == priority { return k }
        let k = levelPriorities.firstIndex(where: { $0 < priority }) ?? levelPriorities.count
        levelPriorities.insert(priority, at: k)
        // With the symbol tables' capacity, so that new symbols do not regrow it from its
        // exact first size, a reallocation each time the symbol count passes a power of two.
        var level: [Double] = []
        level.reserveCapacity(kinds.capacity)
        level.append(contentsOf: repeatElement(0, count: kinds.count))
        levels.insert(level, at: k)
        levelUsers.insert(0, at: k)
        return k
    }

    /// Adds `delta` to the cost of `symbol` at level `k`, queueing the symbol as an entering
    /// candidate when its cost vector turns negative.
    @inline(__always) mutating func addCost(_ delta: Double, to symbol: Int32, level k: Int) {
        let s = Int(symbol)
        journal?.noteCost(k, symbol, levels[k][s])
        let old = levels[k][s]
        var cost = old + delta
        if Self.isCancelledCost(cost, from: old) { cost = 0 }
        levels[k][s] = cost
        if !isCandidate[s] && costIsNegative(symbol) {
            isCandidate[s] = true
            candidates.append(symbol)
        }
    }

    /// Whether an updated cost `cost` (`old` plus a change) is rounding left by a cancellation,
    /// and so zero: below the zero tolerance both absolutely (`nearZero`) and relative to the
    /// cost it replaced.
    ///
    /// Not `nearZero` alone, as for cells: a pivot through a large coefficient makes genuinely
    /// small costs (the fuzz session in `SimplexCyclingTests` pivoted through 1.7e9 and left
    /// s14 a cost of 1.8e-10 at the top level, where it had none). Cut to zero, such a cost
    /// hid that the symbol worsens that level, a lower level's negative cost made it enter,
    /// and the next pivot brought the first one back: the basis cycled through 4 pivots
    /// forever. Bland's rule (lowest id enters) cannot prevent that, since each pivot looked
    /// strictly improving. A cost that replaced one of magnitude 1 or more is cut as before;
    /// the relative test runs only on the rare result below the tolerance.
    @inline(__always) static func isCancelledCost(_ cost: Double, from old: Double) -> Bool {
        nearZero(cost) && abs(cost) < epsilon * abs(old)
    }

    /// Whether the first non-zero cost of `symbol`, highest level first, is negative.
    @inline(__always) func costIsNegative(_ symbol: Int32) -> Bool {
        let s = Int(symbol)
        for k in levels.indices {
            let cost = levels[k][s]
            if cost < 0 { return true }
            if cost > 0 { return false }
        }
        return false
    }

    /// Adds `weight · symbol` (or its row, when basic) to the level of `priority`.
    mutating func addToObjective(_ symbol: Int32, weight: Double, priority: Double) {
        let k = levelIndex(for: priority)
        if let row = row(of: symbol) {
            for cell in row.cells { addCost(weight * cell.coefficient, to: cell.symbol, level: k) }
        } else {
            addCost(weight, to: symbol, level: k)
        }
    }

    /// Counts one more (or one fewer) optional constraint at `priority`; a level that no
    /// constraint uses any more is dropped.
    mutating func retainLevel(_ priority: Double, by delta: Int) {
        let k = levelIndex(for: priority)
        levelUsers[k] += delta
        if levelUsers[k] <= 0 {
            levels.remove(at: k)
            levelPriorities.remove(at: k)
            levelUsers.remove(at: k)
            // Costs left below the removed level may now lead: queue them again.
            for s in kinds.indices where !isCandidate[s] && costIsNegative(Int32(s)) {
                isCandidate[s] = true
                candidates.append(Int32(s))
            }
        }
    }

    /// The symbol that may enter the basis to lower the phase-one objective, or nil at its
    /// optimum. Dummies never enter.
    ///
    /// The lowest id (Bland's rule) for the first `blandPhaseOneSteps` steps: the short phase
    /// ones of ordinary layouts pivot exactly as they always did, at no extra cost. A longer
    /// phase one then takes, of the first `phaseOneCandidates` candidates, the one whose step
    /// lowers the artificial variable most (its ratio test run for each), and the lowest id
    /// again when none lowers it (every step degenerate). Bland's rule alone can take Θ(n)
    /// steps where one suffices: re-joining a weak_then_chain, the lowest-id candidate lowers
    /// the lower piece, stopped by one weak bound's slack after another (n/2 pivots over n/2
    /// rows: quadratic time), while raising the upper piece reaches zero at
    /// once. No cycling: a pivot that lowers the objective by more than rounding cannot recur,
    /// so a cycle would consist of degenerate pivots only, all chosen by Bland's rule, which
    /// never cycles. An artificial row of extreme magnitude keeps Bland's rule throughout, whose
    /// numerical behaviour the fuzz regression tests pin (as `chooseSubject`'s fourth rule does).
    private mutating func artificialEnteringSymbol() -> Int32? {
        guard let art = artificial else { return nil }
        var bland: Int32 = -1
        for cell in art.cells where cell.coefficient < -epsilon && kinds[Int(cell.symbol)] != .dummy {
            bland = cell.symbol
            break
        }
        if bland < 0 { return nil }
        phaseOneSteps += 1
        let ordinaryMagnitudes =
            abs(art.constant) < 1e15
            && art.cells.allSatisfy { abs($0.coefficient) >= 1e-6 && abs($0.coefficient) <= 1e6 }
        guard phaseOneSteps > Tableau.blandPhaseOneSteps, ordinaryMagnitudes else { return bland }
        var best: Int32 = -1
        var bestGain = epsilon * max(1, abs(art.constant))
        var evaluated = 0
        for cell in art.cells where cell.coefficient < -epsilon && kinds[Int(cell.symbol)] != .dummy {
            guard evaluated < Tableau.phaseOneCandidates else { break }
            evaluated += 1
            guard let leaving = leavingSymbol(for: cell.symbol) else { continue }
            let limit = rows[Int(rowOf[Int(leaving)])]
            let gain = cell.coefficient * limit.constant / limit.coefficient(of: cell.symbol)
            if gain > bestGain && gain.isFinite {
                bestGain = gain
                best = cell.symbol
            }
        }
        return best >= 0 ? best : bland
    }

    /// How many steps of a phase one follow Bland's rule before candidates are compared.
    static let blandPhaseOneSteps = 2

    /// How many candidates phase one compares by their step (each costs a ratio test).
    static let phaseOneCandidates = 8

    /// The lowest-id candidate whose cost vector is still negative; drops the stale ones.
    private mutating func enteringCandidate() -> Int32? {
        var best: Int32 = -1
        var kept = 0
        for i in candidates.indices {
            let s = candidates[i]
            if !isBasic(s) && kinds[Int(s)] != .dummy && costIsNegative(s) {
                candidates[kept] = s
                kept += 1
                if best < 0 || s < best { best = s }
            } else {
                isCandidate[Int(s)] = false
            }
        }
        candidates.removeLast(candidates.count - kept)
        return best >= 0 ? best : nil
    }

    /// The row that limits how far `entering` can grow: the minimum ratio over the rows of
    /// restricted symbols in which it has a negative coefficient.
    private mutating func leavingSymbol(for entering: Int32) -> Int32? {
        collectRows(containing: entering)
        var best: Int32? = nil
        var bestRatio = Double.infinity
        for r in visit {
            let basic = basicOf[Int(r)]
            if kinds[Int(basic)] == .external { continue }
            let coefficient = rows[Int(r)].coefficient(of: entering)
            if coefficient < 0 {
                let ratio = -rows[Int(r)].constant / coefficient
                if ratio < bestRatio || (ratio == bestRatio && best != nil && basic < best!) {
                    bestRatio = ratio
                    best = basic
                }
            }
        }
        return best
    }

    /// Primal simplex: pivots until no symbol can lower the objective. Returns false when some
    /// symbol had an unbounded direction.
    ///
    /// Errors are non-negative and weights are non-negative, so in exact arithmetic every
    /// improving direction is bounded by the row of the error it lowers. A symbol found
    /// unbounded anyway (rounding at extreme magnitudes left its cost but cut the limiting
    /// cell) is set aside for this run instead of ending it, so that every other improvement
    /// is still made; it is queued again at the end. (Phase one's artificial row always limits
    /// its own entering symbol.)
    @discardableResult
    mutating func optimize() -> Bool {
        var unbounded: [Int32] = []
        var pivots = 0
        while let entering = artificial != nil ? artificialEnteringSymbol() : enteringCandidate() {
            guard let leaving = leavingSymbol(for: entering) else {
                if artificial != nil { break }
                unbounded.append(entering)
                candidates.removeAll { $0 == entering }
                continue
            }
            pivot(leaving: leaving, entering: entering)
            pivots &+= 1
            if pivots >= minimumPivotBudget && pivots >= pivotBudget {
                stopAtPivotBudget()
                break
            }
        }
        for s in unbounded where !candidates.contains(s) { candidates.append(s) }
        return unbounded.isEmpty
    }

    /// Whether candidate `a` (cost ratio vector `costs(a) / ca`) is lexicographically smaller
    /// than `b`.
    private static func ratioLess(_ a: Int32, _ ca: Double, _ b: Int32, _ cb: Double, costs: [[Double]]) -> Bool {
        for level in costs {
            let ra = level[Int(a)] / ca
            let rb = level[Int(b)] / cb
            if ra < rb { return true }
            if ra > rb { return false }
        }
        return a < b
    }

    /// Dual simplex: restores feasibility of the rows queued in `infeasible` while keeping the
    /// objective optimal. Returns the basic symbol of a row that cannot be made feasible, or
    /// nil on success.
    mutating func dualOptimize() -> Int32? {
        precondition(journal == nil && artificial == nil, "not during phase one")
        defersExternalRows = true
        defer { defersExternalRows = false }
        var pivots = 0
        while let leaving = infeasible.popLast() {
            let r = rowOf[Int(leaving)]
            guard r >= 0 else { continue }
            let row = rows[Int(r)]
            guard row.constant < 0 && !nearZero(row.constant) else { continue }
            var entering: Int32 = -1
            var enteringCoefficient = 0.0
            // The levels through a local copy: one retain, not one per cell and level.
            let costs = levels
            for cell in row.cells where cell.coefficient > 0 && kinds[Int(cell.symbol)] != .dummy {
                if entering < 0
                    || Self.ratioLess(cell.symbol, cell.coefficient, entering, enteringCoefficient, costs: costs)
                {
                    entering = cell.symbol
                    enteringCoefficient = cell.coefficient
                }
            }
            if entering < 0 {
                infeasible.removeAll()
                return leaving
            }
            pivot(leaving: leaving, entering: entering)
            pivots &+= 1
            if pivots >= minimumPivotBudget && pivots >= pivotBudget {
                stopAtPivotBudget()
                return nil
            }
        }
        return nil
    }

    /// The most pivots one `optimize` or `dualOptimize` run may make: far above what a
    /// simplex run needs (a few times the number of rows), so that only a cycle reaches it.
    /// The pivot rules cannot cycle in exact arithmetic (the lowest-id entering symbol and
    /// the lowest-id leaving row among ties: Bland's rule); this is the safety net for a
    /// rounding pattern that still does (see `isCancelledCost`), which would otherwise hang
    /// the caller.
    private var pivotBudget: Int { minimumPivotBudget + pivotsPerSymbol * kinds.count }

    /// Notes that a run stopped at `pivotBudget` and drops the rows queued for the dual
    /// simplex. Out of line: it is never called on a sound run.
    @inline(never) private mutating func stopAtPivotBudget() {
        stoppedAtPivotBudget = true
        infeasible.removeAll()
    }
}
