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
///   as kiwi's sorted objective does), which rules out cycling in exact arithmetic. In
///   doubles it also needs costs that keep their sign: a cost is cut to zero only when a
///   cancellation leaves it (`isCancelledCost`), and a pivot budget stops any cycle left.
/// - Every change of a row's constant marks its basic symbol dirty, so writing values back
///   visits only what may have changed.
/// - Adding a constraint that needs phase one (an artificial variable) records the first
///   value of everything it touches in an `UndoJournal`, so that a constraint that cannot be
///   satisfied leaves the tableau exactly as it was, without copying it.
struct Tableau {
    // Symbols.
    private(set) var kinds: [SymbolKind] = []
    /// Row index of a basic symbol, or -1.
    var rowOf: [Int32] = []
    /// The occurrence index (internal for the extension in Tableau+OccurrenceCompaction.swift).
    var columns = OccurrenceLists()
    private var freeSymbols: [Int32] = []

    // Rows.
    /// Internal (not `private(set)`) for the extensions in Tableau+*.swift.
    var rows: [Row] = []
    /// Basic symbol of each row index, -1 for a free slot.
    var basicOf: [Int32] = []
    var freeRows: [Int32] = []
    var rowStamps: [UInt32] = []
    /// Bumped by every change to which rows exist or which symbols a row holds; an occurrence
    /// list compacted at the current epoch is exact and needs no checking.
    var structureEpoch = 0
    var compactedAt: [Int] = []
    var stamp: UInt32 = 0
    /// Occurrence entries left by the last full compaction (`compactStaleLists`).
    var entriesAfterCompaction = 0

    // Objective: dense costs per priority level, highest priority first.
    var levels: [[Double]] = []
    var levelPriorities: [Double] = []
    var levelUsers: [Int] = []
    /// The phase-one objective while a constraint is added through an artificial variable.
    var artificial: Row? = nil
    /// What phase one changed, while it runs.
    var journal: UndoJournal? = nil
    /// Whether phase one is running (its lists must keep every row it may restore).
    var inPhaseOne: Bool { journal != nil }
    /// How many entering symbols the last phase one chose (its pivots; for tests).
    var phaseOneSteps = 0

    // Work lists and scratch buffers, kept to avoid allocating in the loop.
    private var scratch: [Cell] = []
    private var added: [Int32] = []
    var visit = IndexList()
    /// Where constant shifts found their markers' cells (see `ColumnHints`).
    var columnHints = ColumnHints()
    var infeasible: [Int32] = []
    var candidates: [Int32] = []
    /// Scratch for `substituteIntoObjective`: symbols whose cost vector may have turned negative.
    private var signSuspects: [Int32] = []
    var isCandidate: [Bool] = []
    var dirtySymbols = IndexList()
    var isDirty: [Bool] = []
    /// Whether a pivot ever made a row constant larger than `Solver.safeMagnitude` or
    /// non-finite: the solver guards every later call then (see Solver+MagnitudeGuard.swift).
    private(set) var sawLargeConstant = false
    /// Whether an `optimize` or `dualOptimize` run stopped at `pivotBudget` (a cycle): the
    /// tableau is then not known to be optimal, or even feasible, and the solver undoes a
    /// guarded call that set this (`Solver.isSolvedFormSound`); an unguarded call that set it
    /// is put back and run again guarded (Solver+PivotBudget.swift). (Set in
    /// Tableau+Objective.swift.)
    var stoppedAtPivotBudget = false
    /// The pivot budget of one run: `minimumPivotBudget + pivotsPerSymbol` × the symbol
    /// count (Tableau+Objective.swift). Test seams: the pivot-budget tests lower both to force
    /// a stop; a fresh tableau (`reset`, a rebuild after a stop) has the defaults again.
    var minimumPivotBudget = Tableau.defaultMinimumPivotBudget
    var pivotsPerSymbol = Tableau.defaultPivotsPerSymbol
    static let defaultMinimumPivotBudget = 1000
    static let defaultPivotsPerSymbol = 100

    // Deferred rows of external symbols (Tableau+DeferredRows.swift).
    /// Per row index: whether the row is an external symbol's row that the dual simplex left
    /// holding basic restricted symbols.
    var isDeferred: [Bool] = []
    /// Per row index: the basic symbols that a deferred row holds (each entered the basis
    /// while the row was deferred), with their coefficients in it.
    var deferredBasics: [[Cell]] = []
    /// The rows deferred since the last `normalizeDeferredRows` (may repeat, or name rows
    /// since freed).
    var deferredRows: [Int32] = []
    /// Set while the dual simplex runs: substitutions of a restricted symbol skip the rows of
    /// external symbols.
    var defersExternalRows = false
    /// Test seam: substitutions by shorter rows never defer (see `defaultDeferredRowLength`);
    /// the oracle tests lower it to 0 for half their sessions, so that deferral meets rows of
    /// every shape.
    var deferredRowLength = Tableau.defaultDeferredRowLength

    // MARK: - Symbols

    mutating func makeSymbol(_ kind: SymbolKind) -> Int32 {
        // The free list is tested before it is popped: the generic `popLast` is not inlined,
        // and most new symbols find the list empty.
        if !freeSymbols.isEmpty {
            let reused = freeSymbols.removeLast()
            kinds[Int(reused)] = kind
            return reused
        }
        let id = Int32(kinds.count)
        kinds.append(kind)
        if Int(id) >= rowOf.count { growSymbolTables() }
        for k in levels.indices { levels[k].append(0) }
        return id
    }

    /// How many entries `growSymbolTables` adds ahead.
    static let symbolChunk = 256

    /// Grows the per-symbol tables that a new symbol finds at their defaults (`rowOf`,
    /// `compactedAt`, `isDirty`, `isCandidate`, the occurrence lists) by `symbolChunk` entries
    /// ahead of `kinds` (which holds exactly one entry a symbol: its count is the symbol
    /// count, and the objective levels follow it). Entries past the symbol count stay at their
    /// defaults: no symbol there to change them, and `unmakeSymbol` puts an unmade symbol's
    /// back. Five appends a new symbol would be most of what making a symbol costs.
    private mutating func growSymbolTables() {
        let extra = max(kinds.count, rowOf.count + Self.symbolChunk) - rowOf.count
        rowOf.append(contentsOf: repeatElement(-1, count: extra))
        columns.appendSymbols(extra)
        compactedAt.append(contentsOf: repeatElement(-1, count: extra))
        isDirty.append(contentsOf: repeatElement(false, count: extra))
        isCandidate.append(contentsOf: repeatElement(false, count: extra))
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
            // The tables grown ahead keep the entry, back at its defaults (`growSymbolTables`).
            let s = Int(symbol)
            rowOf[s] = -1
            columns.clear(symbol)
            compactedAt[s] = -1
            isDirty[s] = false
            isCandidate[s] = false
            for k in levels.indices { levels[k].removeLast() }
        } else {
            columns.clear(symbol)
            freeSymbols.append(symbol)
        }
    }

    /// `Σ coefficient·symbol + constant` with every basic symbol replaced by its row, so that
    /// the result holds parametric symbols only.
    mutating func parametricRow(_ terms: [(symbol: Int32, coefficient: Double)], constant: Double) -> Row {
        normalizeDeferredRows()
        if terms.count > Tableau.longRowThreshold { return accumulatedRow(terms, constant: constant) }
        var row = Row(constant: constant)
        // Room for every cell the merges can bring, plus the marker and other symbol that
        // `Solver.completeRow` adds next: one allocation, where the row would grow once per
        // merge and once per marker.
        var room = 2
        for term in terms {
            let r = rowOf[Int(term.symbol)]
            room += r >= 0 ? rows[Int(r)].cells.count : 1
        }
        row.cells.reserveCapacity(room)
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
        if r < 0 { return 0 }
        return isDeferred[Int(r)] ? deferredValue(ofRow: Int(r)) : rows[Int(r)].constant
    }

    /// Notes that the value of `symbol` may have changed: an external symbol goes on the dirty
    /// list. (For a restricted one, `markChanged` also marks the external symbols whose
    /// deferred rows hold it.)
    @inline(__always) mutating func markDirty(_ symbol: Int32) {
        let s = Int(symbol)
        if kinds[s] == .external && !isDirty[s] {
            isDirty[s] = true
            dirtySymbols.append(symbol)
        }
    }

    /// `markDirty`, and for a restricted symbol the external symbols whose deferred rows hold
    /// it (Tableau+DeferredRows.swift). The hot loop of `bumpRows` marks the holders in a pass
    /// of its own instead, so that its loop carries no branch for the deferred rows, which
    /// most constant shifts do not meet.
    @inline(__always) mutating func markChanged(_ symbol: Int32) {
        markDirty(symbol)
        if !deferredRows.isEmpty && kinds[Int(symbol)] != .external { markDeferredHolders(of: symbol) }
    }

    /// How many external symbols may have changed value.
    var dirtyCount: Int { dirtySymbols.count }

    /// Appends the external symbols whose value may have changed to `list` and forgets them.
    mutating func moveDirtySymbols(into list: inout IndexList) {
        if list.isEmpty {
            // Hand the list over (and take the empty one): no copy. The flags are cleared from
            // the list in its new place, where reading it costs no retain.
            swap(&list, &dirtySymbols)
            clearDirtyFlags(of: list)
        } else {
            clearDirtyFlags(of: dirtySymbols)
            list.append(contentsOf: dirtySymbols)
        }
        dirtySymbols.removeAll()
    }

    /// Clears the dirty flag of every symbol in `symbols`, through buffers: element by
    /// element, each symbol paid the list's and the flags' checks (a uniqueness check per
    /// write). Safe: each index is tested against the flags' count before the write (a dirty
    /// symbol always passes: `markDirty` indexed the flags with it); both pointers live only
    /// inside their closures.
    @inline(__always) private mutating func clearDirtyFlags(of symbols: IndexList) {
        symbols.withUnsafeBufferPointer { symbols in
            isDirty.withUnsafeMutableBufferPointer { flags in
                for s in symbols where s >= 0 && Int(s) < flags.count { flags[Int(s)] = false }
            }
        }
    }

    // MARK: - Rows

    mutating func insertRow(_ row: Row, basic: Int32) {
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
            isDeferred.append(false)
            deferredBasics.append([])
        }
        journal?.noteRowOf(basic, rowOf[Int(basic)])
        rowOf[Int(basic)] = index
        columns.append(index, toSymbolsOf: row.cells)
        markDirty(basic)
        if !(abs(row.constant) <= 1e12) { sawLargeConstant = true }  // Solver.safeMagnitude
        compactStaleLists()
    }

    mutating func takeRow(basic: Int32) -> Row {
        let (index, row) = detachRow(of: basic)
        if isDeferred[index] {
            isDeferred[index] = false
            deferredBasics[index].removeAll()
        }
        freeRows.append(Int32(index))
        return row
    }

    /// Takes the row of `basic` out of the tables (the slot stays, empty and without a basic
    /// symbol, so that collecting rows skips it) and returns its index and the row; `basic`
    /// becomes parametric. Shared by `takeRow` (which frees the slot) and `pivot` (which
    /// fills it again).
    private mutating func detachRow(of basic: Int32) -> (index: Int, row: Row) {
        structureEpoch &+= 1
        let index = Int(rowOf[Int(basic)])
        let row = rows[index]
        journal?.noteRow(index, row, basic)
        journal?.noteRowOf(basic, Int32(index))
        rows[index] = Row()
        basicOf[index] = -1
        rowOf[Int(basic)] = -1
        markChanged(basic)
        return (index, row)
    }

    /// The row of a basic symbol.
    @inline(__always) func row(of basic: Int32) -> Row? {
        let r = rowOf[Int(basic)]
        if r < 0 { return nil }
        return isDeferred[Int(r)] ? normalizedCopy(ofRow: Int(r)) : rows[Int(r)]
    }

    /// Fills `visit` with the live rows that hold `symbol`, each once, and compacts the
    /// symbol's occurrence list to exactly those rows.
    mutating func collectRows(containing symbol: Int32) {
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
    func occursInSomeRow(_ symbol: Int32) -> Bool {
        for r in columns.list(symbol) where isLiveOccurrence(r, of: symbol) { return true }
        return false
    }

    /// Whether every live row that holds `symbol` belongs to an external symbol, stopping at
    /// the first that does not.
    func occursOnlyInExternalRows(_ symbol: Int32) -> Bool {
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
    mutating func addIntoRow(_ index: Int, _ source: Row, times factor: Double, skipping skip: Int32) {
        structureEpoch &+= 1
        journal?.noteRow(index, rows[index], basicOf[index])
        let fresh =
            rows[index].takesInPlace(source)
            ? rows[index].addInPlace(source, times: factor, skipping: skip, added: &added)
            : rows[index].add(source, times: factor, skipping: skip, scratch: &scratch, added: &added)
        if fresh > 0 {
            let index = Int32(index)
            added.withUnsafeBufferPointer { symbols in
                columns.append(index, toEachOf: symbols, count: fresh)
            }
        }
        let basic = basicOf[index]
        markChanged(basic)
        if !(abs(rows[index].constant) <= 1e12) { sawLargeConstant = true }  // Solver.safeMagnitude
        if kinds[Int(basic)] != .external && rows[index].constant < 0 {
            infeasible.append(basic)
        }
    }

    /// Replaces `symbol` by `row` in every row and in the objective.
    mutating func substitute(_ symbol: Int32, by row: Row) {
        collectRows(containing: symbol)
        let targets = visit
        // In the dual simplex, the rows of external symbols keep a restricted symbol that
        // enters the basis (see Tableau+DeferredRows.swift).
        let defers = defersExternalRows && kinds[Int(symbol)] != .external && row.cells.count >= deferredRowLength
        for r in targets {
            if defers && kinds[Int(basicOf[Int(r)])] == .external {
                deferRow(Int(r), holding: symbol)
                continue
            }
            let coefficient = rows[Int(r)].coefficient(of: symbol)
            addIntoRow(Int(r), row, times: coefficient, skipping: symbol)
        }
        if journal == nil {
            columns.clear(symbol)
            if defers {
                // The deferred rows still hold the symbol: its list names exactly them.
                for r in targets where kinds[Int(basicOf[Int(r)])] == .external { columns.append(r, to: symbol) }
            }
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
    /// per level instead of one per cell, in a loop that runs at every pivot), then the
    /// symbols whose cost vector may have turned negative are queued.
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
    /// which keeps every cost non-negative, that is almost none (where testing every cell
    /// would read the whole cost vector of every symbol of the row at every pivot).
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
                        let old = costs[s]
                        var cost = old + coefficient * cell.coefficient
                        if Self.isCancelledCost(cost, from: old) { cost = 0 }
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
    /// `leaving` is appended. Re-appending every cell, as `insertRow` does, would touch every
    /// symbol's list at every pivot and leave as many stale entries to filter.
    mutating func pivot(leaving: Int32, entering: Int32) {
        precondition(!isDeferred[Int(rowOf[Int(leaving)])], "a deferred row cannot be a pivot row")
        let listIsExact = compactedAt[Int(entering)] == structureEpoch && journal == nil
        let detached = detachRow(of: leaving)
        let index = detached.index
        if listIsExact { keepListExact(of: entering, droppingRow: Int32(index)) }
        var row = detached.row
        if !deferredRows.isEmpty { forgetDeferredBasic(leaving) }
        row.swapBasic(leaving: leaving, entering: entering)
        substitute(entering, by: row)
        structureEpoch &+= 1
        journal?.noteRowOf(entering, rowOf[Int(entering)])
        rows[index] = row
        basicOf[index] = entering
        rowOf[Int(entering)] = Int32(index)
        columns.append(Int32(index), to: leaving)
        markChanged(entering)
        if !(abs(row.constant) <= 1e12) { sawLargeConstant = true }  // Solver.safeMagnitude
        compactStaleLists()
    }

    // MARK: - Edits and diagnostics

    /// Every live row as `(basic, row)`, for dumps and checks.
    var liveRows: [(basic: Int32, row: Row)] {
        basicOf.enumerated().compactMap { r, basic in
            basic >= 0 ? (basic, isDeferred[r] ? normalizedCopy(ofRow: r) : rows[r]) : nil
        }
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
                if isBasic(cell.symbol) && !(isDeferred[r] && kinds[Int(cell.symbol)] != .external) {
                    return "row \(r): basic symbol \(cell.symbol) in a row"
                }
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
