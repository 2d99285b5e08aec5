/// The incremental simplex tableau: the whole Cassowary algorithm over integer symbols.
///
/// Layout of the data, chosen for the inner loop:
/// - Symbols are `Int32` ids; their kind, their row (if basic) and the rows they occur in
///   are dense side tables indexed by id. No dictionary and no class reference is touched
///   while pivoting.
/// - Rows are sorted arrays of cells, merged in one linear pass through a scratch buffer.
/// - `columns[s]` lists the rows in which `s` may occur (the occurrence index that kiwi
///   lacks), so substituting a symbol visits only the rows that hold it. The lists are kept
///   lazily: an entry may be stale (the row no longer holds the symbol, or was freed and
///   reused); `collectRows(containing:)` filters and compacts them, and skips the check for
///   a list compacted since the last structural change (`structureEpoch`). The lists live
///   in raw buffers (`OccurrenceLists`), and `compactStaleLists` bounds the stale entries.
/// - A pivot keeps the pivot row at its index, so the row's symbols keep their entries.
/// - The objective is one dense array of costs per priority level, highest first (`levels`),
///   indexed by symbol, so that substituting a row into it costs the row's length, not the
///   objective's. A symbol may enter the basis when the first level in which its cost is not
///   zero gives it a negative cost: a lexicographic objective, so a violation at a higher
///   priority is worse than any amount of violation below it (the symbolic weights of the
///   Cassowary paper). Symbols whose costs change are queued as entering candidates, so the
///   search never scans the whole objective; the lowest candidate id enters (Bland's rule,
///   as kiwi's sorted objective does), which rules out cycling.
/// - Every change of a row's constant marks its basic symbol dirty, so writing values back
///   visits only what may have changed.
/// - Adding a constraint that needs phase one (an artificial variable) records the first
///   value of everything it touches in an `UndoJournal`, so that a constraint that cannot be
///   satisfied leaves the tableau exactly as it was, without copying it.
struct Tableau {
    // Symbols.
    private(set) var kinds: [SymbolKind] = []
    /// Row index of a basic symbol, or -1.
    private(set) var rowOf: [Int32] = []
    /// The occurrence index (internal for the extension in Tableau+OccurrenceCompaction.swift).
    var columns = OccurrenceLists()
    private var freeSymbols: [Int32] = []

    // Rows.
    private(set) var rows: [Row] = []
    /// Basic symbol of each row index, -1 for a free slot.
    private(set) var basicOf: [Int32] = []
    private var freeRows: [Int32] = []
    var rowStamps: [UInt32] = []
    /// Bumped by every change to which rows exist or which symbols a row holds; an occurrence
    /// list compacted at the current epoch is exact and needs no checking.
    var structureEpoch = 0
    var compactedAt: [Int] = []
    var stamp: UInt32 = 0
    /// Occurrence entries left by the last full compaction (`compactStaleLists`).
    var entriesAfterCompaction = 0

    // Objective: dense costs per priority level, highest priority first.
    private(set) var levels: [[Double]] = []
    private(set) var levelPriorities: [Double] = []
    private var levelUsers: [Int] = []
    /// The phase-one objective while a constraint is added through an artificial variable.
    private var artificial: Row? = nil
    /// What phase one changed, while it runs.
    private var journal: UndoJournal? = nil
    /// Whether phase one is running (its lists must keep every row it may restore).
    var inPhaseOne: Bool { journal != nil }
    /// How many entering symbols the last phase one chose (its pivots; for tests).
    private(set) var phaseOneSteps = 0

    // Work lists and scratch buffers, kept to avoid allocating in the loop.
    private var scratch: [Cell] = []
    private var added: [Int32] = []
    private var visit = IndexList()
    private var infeasible: [Int32] = []
    private var candidates: [Int32] = []
    /// Scratch for `substituteIntoObjective`: symbols whose cost vector may have turned negative.
    private var signSuspects: [Int32] = []
    private var isCandidate: [Bool] = []
    private(set) var dirtySymbols: [Int32] = []
    private var isDirty: [Bool] = []
    /// Whether a pivot ever made a row constant larger than `Solver.safeMagnitude` or
    /// non-finite: the solver guards every later call then (see `SolverMagnitudeGuard`).
    private(set) var sawLargeConstant = false

    // MARK: - Symbols

    mutating func makeSymbol(_ kind: SymbolKind) -> Int32 {
        if let reused = freeSymbols.popLast() {
            kinds[Int(reused)] = kind
            return reused
        }
        let id = Int32(kinds.count)
        kinds.append(kind)
        rowOf.append(-1)
        columns.appendSymbol()
        compactedAt.append(-1)
        isDirty.append(false)
        isCandidate.append(false)
        for k in levels.indices { levels[k].append(0) }
        return id
    }

    /// Returns a symbol that occurs nowhere any more to the pool.
    mutating func releaseSymbol(_ symbol: Int32) {
        for k in levels.indices { levels[k][Int(symbol)] = 0 }
        columns.clear(symbol)
        freeSymbols.append(symbol)
    }

    var symbolCount: Int { kinds.count }

    /// The entries of every occurrence list, stale ones included, and the cells of every live
    /// row: the index's overhead, for tests.
    var occurrenceLoad: (entries: Int, cells: Int) {
        (columns.entryCount, basicOf.indices.reduce(0) { basicOf[$1] >= 0 ? $0 + rows[$1].cells.count : $0 })
    }

    /// Undoes `makeSymbol` for a symbol made by a call that failed, newest first, so that the
    /// pool hands out the same ids as if the call had never happened. `countBefore` is
    /// `symbolCount` before the call.
    mutating func unmakeSymbol(_ symbol: Int32, countBefore: Int) {
        if Int(symbol) >= countBefore {
            precondition(Int(symbol) == kinds.count - 1, "symbols must be unmade newest first")
            kinds.removeLast()
            rowOf.removeLast()
            columns.removeLastSymbol()
            compactedAt.removeLast()
            isDirty.removeLast()
            isCandidate.removeLast()
            for k in levels.indices { levels[k].removeLast() }
        } else {
            columns.clear(symbol)
            freeSymbols.append(symbol)
        }
    }

    /// `Σ coefficient·symbol + constant` with every basic symbol replaced by its row, so that
    /// the result holds parametric symbols only.
    mutating func parametricRow(_ terms: [(symbol: Int32, coefficient: Double)], constant: Double) -> Row {
        if terms.count > Tableau.longRowThreshold { return accumulatedRow(terms, constant: constant) }
        var row = Row(constant: constant)
        for term in terms where !nearZero(term.coefficient) {
            if let basicRow = self.row(of: term.symbol) {
                row.add(basicRow, times: term.coefficient, skipping: -1, scratch: &scratch, added: &added)
            } else {
                row.add(term.symbol, term.coefficient)
            }
        }
        return row
    }

    @inline(__always) func isBasic(_ symbol: Int32) -> Bool { rowOf[Int(symbol)] >= 0 }

    /// The current value of a symbol: its row's constant when basic, else 0.
    @inline(__always) func value(of symbol: Int32) -> Double {
        let r = rowOf[Int(symbol)]
        return r >= 0 ? rows[Int(r)].constant : 0
    }

    @inline(__always) private mutating func markDirty(_ symbol: Int32) {
        let s = Int(symbol)
        if kinds[s] == .external && !isDirty[s] {
            isDirty[s] = true
            dirtySymbols.append(symbol)
        }
    }

    /// How many external symbols may have changed value.
    var dirtyCount: Int { dirtySymbols.count }

    /// Appends the external symbols whose value may have changed to `list` and forgets them.
    mutating func moveDirtySymbols(into list: inout [Int32]) {
        for s in dirtySymbols { isDirty[Int(s)] = false }
        if list.isEmpty {
            // Hand the list over (and take the empty one): no copy, no clearing.
            swap(&list, &dirtySymbols)
        } else {
            list.append(contentsOf: dirtySymbols)
            dirtySymbols.removeAll(keepingCapacity: true)
        }
    }

    // MARK: - Rows

    private mutating func insertRow(_ row: Row, basic: Int32) {
        structureEpoch &+= 1
        let index: Int32
        if let reused = freeRows.popLast() {
            index = reused
            journal?.noteRow(Int(index), rows[Int(index)], basicOf[Int(index)])
            rows[Int(index)] = row
            basicOf[Int(index)] = basic
        } else {
            index = Int32(rows.count)
            rows.append(row)
            basicOf.append(basic)
            rowStamps.append(0)
        }
        journal?.noteRowOf(basic, rowOf[Int(basic)])
        rowOf[Int(basic)] = index
        columns.append(index, toSymbolsOf: row.cells)
        markDirty(basic)
        if !(abs(row.constant) <= 1e12) { sawLargeConstant = true }  // Solver.safeMagnitude
        compactStaleLists()
    }

    private mutating func takeRow(basic: Int32) -> Row {
        structureEpoch &+= 1
        let index = Int(rowOf[Int(basic)])
        let row = rows[index]
        journal?.noteRow(index, row, basic)
        journal?.noteRowOf(basic, Int32(index))
        rows[index] = Row()
        basicOf[index] = -1
        freeRows.append(Int32(index))
        rowOf[Int(basic)] = -1
        markDirty(basic)
        return row
    }

    /// The row of a basic symbol.
    func row(of basic: Int32) -> Row? {
        let r = rowOf[Int(basic)]
        return r >= 0 ? rows[Int(r)] : nil
    }

    /// Fills `visit` with the live rows that hold `symbol`, each once, and compacts the
    /// symbol's occurrence list to exactly those rows.
    private mutating func collectRows(containing symbol: Int32) {
        visit.removeAll()
        let s = Int(symbol)
        let list = columns.list(symbol)
        if list.isEmpty { return }
        if compactedAt[s] == structureEpoch {
            // Nothing changed since the list was compacted: it is exact.
            visit.append(contentsOf: list)
            return
        }
        if journal != nil {
            // During phase one the lists stay as they are: a row that loses the symbol now may
            // hold it again once a failed phase is undone.
            nextStamp()
            for r in list {
                let ri = Int(r)
                if ri >= basicOf.count || rowStamps[ri] == stamp || basicOf[ri] < 0 { continue }
                rowStamps[ri] = stamp
                if rows[ri].contains(symbol) { visit.append(r) }
            }
            return
        }
        let kept = compactList(of: symbol)
        visit.append(contentsOf: UnsafeBufferPointer(rebasing: columns.list(symbol)[0..<kept]))
    }

    /// Above this many occurrence-list entries, `chooseSubject` asks a row with a non-zero
    /// constant only what it needs of a candidate's column, stopping early.
    static let longColumn = 64

    /// Whether `symbol` occurs in some live row: `collectRows`'s test, stopping at the first.
    private func occursInSomeRow(_ symbol: Int32) -> Bool {
        for r in columns.list(symbol) where isLiveOccurrence(r, of: symbol) { return true }
        return false
    }

    /// Whether every live row that holds `symbol` belongs to an external symbol, stopping at
    /// the first that does not.
    private func occursOnlyInExternalRows(_ symbol: Int32) -> Bool {
        for r in columns.list(symbol) where isLiveOccurrence(r, of: symbol) && kinds[Int(basicOf[Int(r)])] != .external {
            return false
        }
        return true
    }

    /// Whether occurrence-list entry `r` of `symbol` is a live row that holds it.
    @inline(__always) private func isLiveOccurrence(_ r: Int32, of symbol: Int32) -> Bool {
        let ri = Int(r)
        return ri < basicOf.count && basicOf[ri] >= 0 && rows[ri].contains(symbol)
    }

    /// Adds `factor · source` into the row at `index`, without `skip`, keeping the occurrence
    /// index up to date and noting a restricted row that became infeasible.
    private mutating func addIntoRow(_ index: Int, _ source: Row, times factor: Double, skipping skip: Int32) {
        structureEpoch &+= 1
        journal?.noteRow(index, rows[index], basicOf[index])
        let fresh = rows[index].add(source, times: factor, skipping: skip, scratch: &scratch, added: &added)
        if fresh > 0 {
            let index = Int32(index)
            added.withUnsafeBufferPointer { symbols in
                columns.append(index, toEachOf: symbols, count: fresh)
            }
        }
        let basic = basicOf[index]
        markDirty(basic)
        if !(abs(rows[index].constant) <= 1e12) { sawLargeConstant = true }  // Solver.safeMagnitude
        if kinds[Int(basic)] != .external && rows[index].constant < 0 {
            infeasible.append(basic)
        }
    }

    /// Replaces `symbol` by `row` in every row and in the objective.
    private mutating func substitute(_ symbol: Int32, by row: Row) {
        collectRows(containing: symbol)
        let targets = visit
        for r in targets {
            let coefficient = rows[Int(r)].coefficient(of: symbol)
            addIntoRow(Int(r), row, times: coefficient, skipping: symbol)
        }
        if journal == nil {
            columns.clear(symbol)
            substituteIntoObjective(symbol, by: row)
        } else {
            for k in levels.indices {
                let coefficient = levels[k][Int(symbol)]
                if coefficient != 0 {
                    journal?.noteCost(k, symbol, coefficient)
                    levels[k][Int(symbol)] = 0
                    for cell in row.cells { addCost(coefficient * cell.coefficient, to: cell.symbol, level: k) }
                }
            }
        }
        if artificial != nil {
            let coefficient = artificial!.coefficient(of: symbol)
            if coefficient != 0 {
                artificial!.add(row, times: coefficient, skipping: symbol, scratch: &scratch, added: &added)
            }
        }
    }

    /// `substitute`'s objective part outside phase one (nothing to journal): each level's
    /// costs are updated in one pass over the row through its buffer (one uniqueness check
    /// per level instead of one per cell; drag_step_32x32 spent about 4k instructions per
    /// pivot here), then the symbols whose cost vector may have turned negative are queued.
    /// The arithmetic is `addCost`'s, so the costs are the same to the bit. `row` never holds
    /// `symbol` (it was solved for it).
    ///
    /// Which symbols need the sign test: the levels are updated highest first, and every
    /// symbol with a negative cost vector is queued before the call (the invariant that
    /// `brokenInvariant` checks). A symbol whose vector is negative afterwards, with first
    /// non-zero level f, either had level f updated to a negative cost, or had some level
    /// above f updated to zero (the last such update saw the final levels above f), or had
    /// no level up to f changed, in which case it was negative and queued already. So only a
    /// symbol whose updated cost came out zero or negative is tested; in the dual simplex,
    /// which keeps every cost non-negative, that is almost none (testing every cell of the
    /// row cost about 1.4k instructions per drag_step_32x32 pivot).
    private mutating func substituteIntoObjective(_ symbol: Int32, by row: Row) {
        let target = Int(symbol)
        // The symbols whose cost at an updated level came out zero or negative: only they can
        // have become improving (see above). Swapped out of `self` so the closures can fill it.
        var suspects: [Int32] = []
        swap(&suspects, &signSuspects)
        // Safe: every level holds one cost per symbol id (`makeSymbol`, `levelIndex`), and
        // `symbol` and the row's symbols are live ids; checked anyway (a compare each). Each
        // buffer pointer lives only inside its closure.
        row.cells.withUnsafeBufferPointer { cells in
            for k in levels.indices {
                levels[k].withUnsafeMutableBufferPointer { costs in
                    precondition(target < costs.count, "symbol out of range")
                    let coefficient = costs[target]
                    if coefficient == 0 { return }
                    costs[target] = 0
                    for cell in cells {
                        let s = Int(cell.symbol)
                        precondition(s >= 0 && s < costs.count, "symbol out of range")
                        var cost = costs[s] + coefficient * cell.coefficient
                        if nearZero(cost) { cost = 0 }
                        costs[s] = cost
                        if cost <= 0 { suspects.append(cell.symbol) }
                    }
                }
            }
        }
        for s in suspects where !isCandidate[Int(s)] && costIsNegative(s) {
            isCandidate[Int(s)] = true
            candidates.append(s)
        }
        suspects.removeAll(keepingCapacity: true)
        swap(&suspects, &signSuspects)
    }

    /// Makes `entering` basic in place of `leaving`.
    ///
    /// The row keeps its index: it is marked free while `entering` is substituted (so that the
    /// substitution skips it), then filled again. Its symbols, but for the two that swap,
    /// are the ones it held, so their occurrence lists already name the index (a list loses
    /// an index only when compacted, and only `entering`'s list is compacted meanwhile); only
    /// `leaving` is appended. Re-appending every cell, as `insertRow` does, cost about 2k
    /// instructions per pivot on drag_step_32x32 and left as many stale entries to filter.
    private mutating func pivot(leaving: Int32, entering: Int32) {
        structureEpoch &+= 1
        let index = Int(rowOf[Int(leaving)])
        var row = rows[index]
        journal?.noteRow(index, row, leaving)
        journal?.noteRowOf(leaving, Int32(index))
        rows[index] = Row()
        basicOf[index] = -1
        rowOf[Int(leaving)] = -1
        markDirty(leaving)
        row.swapBasic(leaving: leaving, entering: entering)
        substitute(entering, by: row)
        structureEpoch &+= 1
        journal?.noteRowOf(entering, rowOf[Int(entering)])
        rows[index] = row
        basicOf[index] = entering
        rowOf[Int(entering)] = Int32(index)
        columns.append(Int32(index), to: leaving)
        markDirty(entering)
        if !(abs(row.constant) <= 1e12) { sawLargeConstant = true }  // Solver.safeMagnitude
        compactStaleLists()
    }

    // MARK: - Objective levels

    /// The index of the level for `priority`, creating it if needed.
    mutating func levelIndex(for priority: Double) -> Int {
        if let k = levelPriorities.firstIndex(of: priority) { return k }
        let k = levelPriorities.firstIndex(where: { $0 < priority }) ?? levelPriorities.count
        levelPriorities.insert(priority, at: k)
        levels.insert([Double](repeating: 0, count: kinds.count), at: k)
        levelUsers.insert(0, at: k)
        return k
    }

    /// Adds `delta` to the cost of `symbol` at level `k`, queueing the symbol as an entering
    /// candidate when its cost vector turns negative.
    @inline(__always) private mutating func addCost(_ delta: Double, to symbol: Int32, level k: Int) {
        let s = Int(symbol)
        journal?.noteCost(k, symbol, levels[k][s])
        var cost = levels[k][s] + delta
        if nearZero(cost) { cost = 0 }
        levels[k][s] = cost
        if !isCandidate[s] && costIsNegative(symbol) {
            isCandidate[s] = true
            candidates.append(symbol)
        }
    }

    /// Whether the first non-zero cost of `symbol`, highest level first, is negative.
    @inline(__always) private func costIsNegative(_ symbol: Int32) -> Bool {
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
    /// rows, 0.6 s and 1.2 GB at n = 1,000), while raising the upper piece reaches zero at
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
        while let entering = artificial != nil ? artificialEnteringSymbol() : enteringCandidate() {
            guard let leaving = leavingSymbol(for: entering) else {
                if artificial != nil { break }
                unbounded.append(entering)
                candidates.removeAll { $0 == entering }
                continue
            }
            pivot(leaving: leaving, entering: entering)
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
        }
        return nil
    }

    // MARK: - Adding a constraint row

    /// Why a required row could not be added: the symbols (markers of existing constraints)
    /// that the certificate of infeasibility names.
    struct Infeasibility: Error {
        var symbols: [Int32]
    }

    /// Adds the row of a new constraint, `row` already expressed in parametric symbols, with
    /// its marker and other symbol. On failure the tableau is left exactly as before.
    mutating func addConstraintRow(_ row: Row, marker: Int32, other: Int32) throws(Infeasibility) {
        var row = row
        if let subject = chooseSubject(row, marker: marker, other: other) {
            row.solve(for: subject)
            substitute(subject, by: row)
            insertRow(row, basic: subject)
        } else if row.cells.allSatisfy({ kinds[Int($0.symbol)] == .dummy }) {
            // Only dummies remain: the constraint is implied by required equalities (its
            // constant is 0, it is redundant) or contradicts them.
            guard nearZero(row.constant) else {
                throw Infeasibility(symbols: row.cells.map(\.symbol))
            }
            // A redundant equality: its own dummy becomes basic, so that removal finds it.
            row.solve(for: marker)
            substitute(marker, by: row)
            insertRow(row, basic: marker)
        } else {
            try addWithArtificialVariable(row, marker: marker)
        }
        optimize()
    }

    /// The symbol to solve a new row `0 = constant + Σ a·s` (constant >= 0) for, so that the
    /// tableau stays feasible and fills in as little as possible:
    /// 1. an unrestricted external symbol, preferring one that occurs in no other row;
    /// 2. the constraint's own marker or other symbol when it is a slack or error with a
    ///    negative coefficient (it occurs nowhere else, and starts out non-negative);
    /// 3. any slack or error with a negative coefficient that occurs in no other row, or, when
    ///    the constant is zero, the slack or error (of either sign) that occurs in the fewest
    ///    rows: its value is then 0, so no other row changes value.
    /// kiwi stops after step 2 and falls back to an artificial variable, which on layouts
    /// whose new rows hold only basic variables (a chain closed by an edit) pivots shared
    /// symbols into every row.
    private mutating func chooseSubject(_ row: Row, marker: Int32, other: Int32) -> Int32? {
        // The first fitting external, unless its coefficient is tiny next to another one's:
        // solving for it would divide by a tiny pivot and blow the row's other numbers up
        // until small constants are lost beside them (1e-8·v + 33·w + 1e17: v = -1e25 ...).
        var fresh: Cell? = nil, largestFresh: Cell? = nil
        var external: Cell? = nil, largestExternal: Cell? = nil
        for cell in row.cells where kinds[Int(cell.symbol)] == .external {
            if columns.isEmpty(cell.symbol) {
                if fresh == nil { fresh = cell }
                if largestFresh == nil || abs(cell.coefficient) > abs(largestFresh!.coefficient) { largestFresh = cell }
            }
            if external == nil { external = cell }
            if largestExternal == nil || abs(cell.coefficient) > abs(largestExternal!.coefficient) { largestExternal = cell }
        }
        if let first = fresh ?? external, let largest = fresh != nil ? largestFresh : largestExternal {
            return abs(first.coefficient) * 1e3 >= abs(largest.coefficient) ? first.symbol : largest.symbol
        }
        for candidate in [marker, other] where candidate >= 0 {
            let kind = kinds[Int(candidate)]
            if (kind == .slack || kind == .error) && row.coefficient(of: candidate) < 0 {
                return candidate
            }
        }
        let degenerate = nearZero(row.constant)
        var best: Int32 = -1
        var bestCount = Int.max
        // With a zero constant the subject's value is zero whatever the sign of its
        // coefficient, so every slack and error qualifies.
        var unrestrictedOnly: Int32 = -1
        let ordinaryMagnitudes =
            abs(row.constant) < 1e15
            && row.cells.allSatisfy { abs($0.coefficient) >= 1e-6 && abs($0.coefficient) <= 1e6 }
        for cell in row.cells where (degenerate || cell.coefficient < 0) && kinds[Int(cell.symbol)] != .dummy {
            // A long column is only scanned as far as the answer needs (see below); a short one
            // is collected as always (collecting compacts it, and the order of its entries
            // steers later pivots).
            let scansEarly = !degenerate && columns.list(cell.symbol).count > Self.longColumn
            if !scansEarly {
                collectRows(containing: cell.symbol)
                let count = visit.count
                if count == 0 && cell.coefficient < 0 { return cell.symbol }
                if degenerate && count < bestCount {
                    best = cell.symbol
                    bestCount = count
                }
            } else if !occursInSomeRow(cell.symbol) {
                // Only whether it occurs matters here: the scan stops at the first row (a
                // chain's anchor slack occurs in every row of the chain; counting them all at
                // every add made weak_then_chain quadratic).
                return cell.symbol
            }
            // 4. A slack or error with a negative coefficient that occurs only in rows of
            //    external (unrestricted) symbols: the substitution may move their values but
            //    cannot make a restricted row infeasible, so no artificial variable is needed.
            //    (A required equality over variables that weak bounds made basic, such as
            //    `z[i] == z[i-1] + 1` after `z[i] >= 0 | weak`, otherwise went through phase one
            //    for every link: weak_then_chain_100 took 3.5 s, growing as n^4.)
            //    Rows of extreme magnitude keep the phase-one path, whose numerical behaviour
            //    the fuzz regression tests pin.
            if cell.coefficient < 0 && unrestrictedOnly < 0 && ordinaryMagnitudes
                && (scansEarly
                    ? occursOnlyInExternalRows(cell.symbol)
                    : visit.allSatisfy({ kinds[Int(basicOf[Int($0)])] == .external }))
            {
                unrestrictedOnly = cell.symbol
            }
        }
        if best >= 0 { return best }
        return unrestrictedOnly >= 0 ? unrestrictedOnly : nil
    }

    /// Phase one: adds the row with an artificial variable, minimises that variable, and
    /// accepts the row if it reaches zero. On failure the tableau is restored from a snapshot
    /// and the symbols that block it are reported.
    private mutating func addWithArtificialVariable(_ row: Row, marker: Int32) throws(Infeasibility) {
        let countBefore = symbolCount
        journal = UndoJournal(
            rowCount: rows.count, freeRows: freeRows,
            candidateCount: candidates.count, dirtyCount: dirtySymbols.count)
        let art = makeSymbol(.slack)
        insertRow(row, basic: art)
        artificial = row
        phaseOneSteps = 0
        optimize()
        let success = nearZero(artificial!.constant)
        if !success {
            let blocking = artificial!.cells
                .filter { $0.coefficient > 0 || kinds[Int($0.symbol)] == .dummy }
                .map(\.symbol)
            undoPhaseOne()
            unmakeSymbol(art, countBefore: countBefore)
            throw Infeasibility(symbols: blocking)
        }
        journal = nil
        artificial = nil
        if isBasic(art) {
            var basicRow = takeRow(basic: art)
            if basicRow.cells.isEmpty {
                releaseSymbol(art)
                return
            }
            // Any symbol but a dummy may replace the artificial; with only dummies left, the
            // new constraint is implied by required equalities and its own dummy takes the
            // row, as in the redundant case, so that a later constant change is checked.
            let pivotable = basicRow.cells.first(where: { kinds[Int($0.symbol)] != .dummy })?.symbol
            guard let entering = pivotable ?? (basicRow.contains(marker) ? marker : nil) else {
                releaseSymbol(art)
                return
            }
            basicRow.add(art, -1)
            basicRow.solve(for: entering)
            substitute(entering, by: basicRow)
            insertRow(basicRow, basic: entering)
        }
        // The artificial is parametric now: drop its column.
        collectRows(containing: art)
        structureEpoch &+= 1
        for r in visit { rows[Int(r)].remove(art) }
        releaseSymbol(art)
    }

    /// Puts back everything phase one changed (rows, basis, costs), exactly.
    private mutating func undoPhaseOne() {
        guard let j = journal else { return }
        journal = nil
        structureEpoch &+= 1
        artificial = nil
        for (k, symbol, cost) in j.costs.reversed() { levels[k][Int(symbol)] = cost }
        for (index, row, basic) in j.rows.reversed() where index < j.rowCount {
            rows[index] = row
            basicOf[index] = basic
        }
        for (symbol, row) in j.rowOf.reversed() { rowOf[Int(symbol)] = row }
        rows.removeLast(rows.count - j.rowCount)
        basicOf.removeLast(basicOf.count - j.rowCount)
        rowStamps.removeLast(rowStamps.count - j.rowCount)
        freeRows = j.freeRows
        infeasible.removeAll()
        // Phase one only appends to the candidate queue and the dirty list (the primal loop
        // reads the artificial objective, not the queue): cut both back, or they would keep
        // symbols that the failed call unmakes next, and index past the tables later.
        for s in candidates[j.candidateCount...] { isCandidate[Int(s)] = false }
        candidates.removeLast(candidates.count - j.candidateCount)
        for s in dirtySymbols[j.dirtyCount...] { isDirty[Int(s)] = false }
        dirtySymbols.removeLast(dirtySymbols.count - j.dirtyCount)
    }

    // MARK: - Removing a constraint

    /// Removes the marker (and then the other symbol) of a constraint from the tableau: a
    /// basic one loses its row; a parametric one is pivoted into the basis through the row
    /// that keeps every restricted symbol feasible, and then loses its row.
    mutating func eliminate(_ symbol: Int32) {
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
        if isBasic(symbol) {
            _ = takeRow(basic: symbol)
        } else {
            collectRows(containing: symbol)
            if !visit.isEmpty { structureEpoch &+= 1 }
            for r in visit { rows[Int(r)].remove(symbol) }
        }
        releaseSymbol(symbol)
    }

    // Hooks for required equalities whose dummy column is not kept (SolverRequiredEqualities.swift).

    /// Drops the column of a parametric symbol (its cells in every row, and its costs). Changes
    /// no value: the symbol is 0. For a required equality's dummy, which stays 0 while the
    /// equality is held, the rows are then exactly those of the tableau without that column.
    mutating func dropColumn(_ symbol: Int32) {
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
        precondition(journal == nil, "not during phase one")
        for s in symbols {
            if isBasic(s) { _ = takeRow(basic: s) }
            columns.clear(s)
            for k in levels.indices { levels[k][Int(s)] = 0 }
        }
        structureEpoch &+= 1
    }

    /// Whether `symbol` occurs in any row or is basic.
    mutating func occurs(_ symbol: Int32) -> Bool {
        if isBasic(symbol) { return true }
        collectRows(containing: symbol)
        return !visit.isEmpty
    }

    // MARK: - Changing a constant in place

    /// Shifts the constraint whose marker is `marker` (with original coefficient
    /// `markerCoefficient`) and other symbol `other` by `delta` in its constant, the marker
    /// technique of the Cassowary paper. Returns whether any restricted row went negative
    /// (or a dummy left zero), i.e. whether the dual simplex has work to do.
    mutating func shiftConstant(
        by delta: Double, marker: Int32, markerCoefficient: Double,
        other: Int32, otherCoefficient: Double
    ) -> Bool {
        var needsRepair = false
        if isBasic(marker) {
            needsRepair = bump(marker, by: -delta / markerCoefficient)
        } else if other >= 0 && isBasic(other) {
            needsRepair = bump(other, by: -delta / otherCoefficient)
        } else {
            collectRows(containing: marker)
            needsRepair = bumpRows(holding: marker, delta: delta, markerCoefficient: markerCoefficient)
        }
        return needsRepair
    }

    /// `bump` for every row in `visit` (the rows that hold `marker`), by the marker's
    /// coefficient `c` times the shift (computed as `c * delta / markerCoefficient`, as
    /// `bump` was called). The constants are changed in one pass through the rows' buffer
    /// (one uniqueness check, not one per row), then the rows are marked and checked in the
    /// same order: enaml_resize 8,859 -> 8,289 instructions per cycle (about 11 rows per
    /// suggestion).
    private mutating func bumpRows(holding marker: Int32, delta: Double, markerCoefficient: Double) -> Bool {
        let targets = visit
        // Safe: `visit` holds live row indices (collectRows checked each against the row
        // table), and the buffer pointer lives only inside the closure.
        rows.withUnsafeMutableBufferPointer { rowBuffer in
            for r in targets {
                let ri = Int(r)
                let c = rowBuffer[ri].coefficient(of: marker)
                rowBuffer[ri].constant += c * delta / markerCoefficient
            }
        }
        var needsRepair = false
        for r in targets {
            let basic = basicOf[Int(r)]
            markDirty(basic)
            let kind = kinds[Int(basic)]
            let constant = rows[Int(r)].constant
            if kind == .dummy {
                if !nearZero(constant) { needsRepair = true }
            } else if kind != .external && constant < 0 {
                infeasible.append(basic)
                needsRepair = true
            }
        }
        return needsRepair
    }

    /// Adds `amount` to the constant of the row of `basic` (for `shiftConstant`); returns
    /// whether the row now needs the dual simplex (a restricted row went negative, or a
    /// dummy left zero).
    @inline(__always) private mutating func bump(_ basic: Int32, by amount: Double) -> Bool {
        let r = Int(rowOf[Int(basic)])
        rows[r].constant += amount
        markDirty(basic)
        let kind = kinds[Int(basic)]
        if kind == .dummy { return !nearZero(rows[r].constant) }
        if kind != .external && rows[r].constant < 0 {
            infeasible.append(basic)
            return true
        }
        return false
    }

    /// Whether shifting as `shiftConstant` would leave every restricted row feasible and every
    /// dummy at zero, computed without changing anything.
    mutating func shiftIsHarmless(
        by delta: Double, marker: Int32, markerCoefficient: Double,
        other: Int32, otherCoefficient: Double
    ) -> Bool {
        func ok(_ basic: Int32, _ amount: Double) -> Bool {
            let value = rows[Int(rowOf[Int(basic)])].constant + amount
            switch kinds[Int(basic)] {
            case .external: return true
            case .dummy: return nearZero(value)
            case .slack, .error: return value >= 0
            }
        }
        if isBasic(marker) { return ok(marker, -delta / markerCoefficient) }
        if other >= 0 && isBasic(other) { return ok(other, -delta / otherCoefficient) }
        collectRows(containing: marker)
        for r in visit where !ok(basicOf[Int(r)], rows[Int(r)].coefficient(of: marker) * delta / markerCoefficient) {
            return false
        }
        return true
    }

    /// Basic dummies whose row constant left zero: a redundant equality that now conflicts.
    func brokenDummy() -> Int32? {
        for (r, basic) in basicOf.enumerated() where basic >= 0 && kinds[Int(basic)] == .dummy {
            if !nearZero(rows[r].constant) { return basic }
        }
        return nil
    }

    // MARK: - Edits and diagnostics

    /// Every live row as `(basic, row)`, for dumps and checks.
    var liveRows: [(basic: Int32, row: Row)] {
        basicOf.enumerated().compactMap { r, basic in basic >= 0 ? (basic, rows[r]) : nil }
    }
}

extension Tableau {
    /// A description of the first broken invariant of the solved form, or nil when the tableau
    /// is sound. For tests: it walks everything.
    func brokenInvariant() -> String? {
        let free = Set(freeSymbols)
        for (r, basic) in basicOf.enumerated() where basic >= 0 {
            if free.contains(basic) { return "row \(r): basic \(basic) is free" }
            if rowOf[Int(basic)] != Int32(r) { return "row \(r): rowOf[\(basic)] = \(rowOf[Int(basic)])" }
            var previous: Int32 = -1
            for cell in rows[r].cells {
                if cell.symbol <= previous { return "row \(r): cells not sorted" }
                previous = cell.symbol
                if free.contains(cell.symbol) { return "row \(r): free symbol \(cell.symbol)" }
                if isBasic(cell.symbol) { return "row \(r): basic symbol \(cell.symbol) in a row" }
                if nearZero(cell.coefficient) { return "row \(r): zero cell \(cell.symbol)" }
                if !columns.entries(cell.symbol).contains(Int32(r)) { return "row \(r): \(cell.symbol) missing from its column" }
                if kinds[Int(basic)] == .dummy && kinds[Int(cell.symbol)] != .dummy { return "row \(r): dummy row holds \(cell.symbol)" }
            }
            if kinds[Int(basic)] != .external && rows[r].constant < -epsilon { return "row \(r): infeasible" }
        }
        for (k, level) in levels.enumerated() {
            for (s, cost) in level.enumerated() where cost != 0 {
                if free.contains(Int32(s)) { return "level \(k): free symbol \(s)" }
                if isBasic(Int32(s)) { return "level \(k): basic symbol \(s)" }
                if kinds[s] != .dummy && costIsNegative(Int32(s)) && !isCandidate[s] {
                    return "level \(k): improving symbol \(s) not queued"
                }
            }
        }
        return nil
    }
}

/// The first values of what phase one touches, recorded so that a failed add can be undone
/// exactly without copying the whole tableau. Entries are replayed newest first, so the
/// oldest value of each place wins (a long journal notes each row once).
struct UndoJournal {
    let rowCount: Int
    let freeRows: [Int32]
    /// The lengths of the entering-candidate queue and the dirty list before phase one.
    let candidateCount: Int
    let dirtyCount: Int
    var rows: [(index: Int, row: Row, basic: Int32)] = []
    var rowOf: [(symbol: Int32, row: Int32)] = []
    var costs: [(level: Int, symbol: Int32, cost: Double)] = []

    init(rowCount: Int, freeRows: [Int32], candidateCount: Int, dirtyCount: Int) {
        self.rowCount = rowCount
        self.freeRows = freeRows
        self.candidateCount = candidateCount
        self.dirtyCount = dirtyCount
    }

    /// The row indices noted, once `rows` reached `dedupeFrom` entries (empty before).
    private var notedRows = Set<Int>()
    /// Below this many row notes the journal keeps repeats (cheaper than hashing for the short
    /// phase ones of ordinary layouts: the set cost enaml_build about 1%).
    static let dedupeFrom = 64

    /// Notes the value of the row at `index` before it changes. Rows appended during phase one
    /// (cut off by `rowCount`) are not noted, and once the journal is long, neither is a row
    /// noted before (replay keeps the oldest value anyway). Keeping every note held the old
    /// buffer of each row touched by each pivot alive: re-joining a weak_then_chain of 1,000
    /// kept 1.2 GB of them.
    mutating func noteRow(_ index: Int, _ row: Row, _ basic: Int32) {
        guard index < rowCount else { return }
        if rows.count >= UndoJournal.dedupeFrom {
            if notedRows.isEmpty { for entry in rows { notedRows.insert(entry.index) } }
            guard notedRows.insert(index).inserted else { return }
        }
        rows.append((index, row, basic))
    }
    mutating func noteRowOf(_ symbol: Int32, _ row: Int32) { rowOf.append((symbol, row)) }
    mutating func noteCost(_ level: Int, _ symbol: Int32, _ cost: Double) { costs.append((level, symbol, cost)) }
}
