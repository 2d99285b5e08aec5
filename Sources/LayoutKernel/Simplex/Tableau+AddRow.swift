/// Adding a constraint row: the choice of the subject, and phase one with an artificial
/// variable when no subject keeps the tableau feasible. Moved out of Tableau.swift unchanged.
extension Tableau {
    // MARK: - Adding a constraint row

    /// Why a required row could not be added: the symbols (markers of existing constraints)
    /// that the certificate of infeasibility names.
    struct Infeasibility: Error {
        var symbols: [Int32]
    }

    /// Adds the row of a new constraint, `row` already expressed in parametric symbols, with
    /// its marker and other symbol. On failure the tableau is left exactly as before.
    /// The row is taken (`consuming`): a borrowed row was copied by its first change here
    /// (`solve(for:)`), one allocation and copy per add.
    mutating func addConstraintRow(_ row: consuming Row, marker: Int32, other: Int32) throws(Infeasibility) {
        normalizeDeferredRows()
        if let subject = chooseSubject(row, marker: marker, other: other) {
            row.solve(for: subject)
            if occursAnywhere(subject) { substitute(subject, by: row) }
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

    /// Whether `symbol` may occur in a row or in the objective: else substituting it is a
    /// no-op. A new row's subject is most often a variable nothing used before (`chooseSubject`
    /// prefers those), and its substitution would walk the objective's levels and the
    /// symbol's lists only to find nothing to do. Outside phase one only (the caller's case).
    private func occursAnywhere(_ symbol: Int32) -> Bool {
        if !columns.isEmpty(symbol) { return true }
        let s = Int(symbol)
        for k in levels.indices where levels[k][s] != 0 { return true }
        return false
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
        if degenerate && row.cells.contains(where: { columns.list($0.symbol).count > Self.longDegenerateColumn }) {
            return subjectOfDegenerateRow(row)
        }
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
            //    for every link, each pivoting through the rows of the whole chain.)
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

    /// Above this many occurrence-list entries, a candidate of a row with a zero constant is
    /// asked whether it occurs before it is counted (`subjectOfDegenerateRow`). Higher than
    /// `longColumn`: counting a column compacts it, which later collections of the symbol
    /// then need not do, so below this the walk pays for itself.
    static let longDegenerateColumn = 1024

    /// `chooseSubject`'s choice for a row with a zero constant that holds a very long column:
    /// the candidate (a slack or error) in the fewest rows, the first of equals, or the first
    /// with a negative coefficient in none, as the general loop chooses; only the way a very
    /// long column is counted differs. Its count matters only if no candidate occurs in no
    /// other row (0 cannot be beaten), and asking whether a column occurs stops at its first
    /// row; it is then counted only as far as it could still win. Counting it in full at
    /// every add walked the whole column: the rows of a stack's views that each end inside
    /// the alignment spanner (`spanner.end >= view.end`, all 0 but the widest) hold the slack
    /// that places the spanner's end, and building n of them was O(n²).
    @inline(never) private mutating func subjectOfDegenerateRow(_ row: Row) -> Int32? {
        var best: Int32 = -1
        var bestCount = Int.max
        var bestPosition = Int.max
        var deferred = false
        // The order of the candidates (compared only among themselves).
        var position = -1
        for cell in row.cells where kinds[Int(cell.symbol)] != .dummy {
            position += 1
            if columns.list(cell.symbol).count > Self.longDegenerateColumn {
                if occursInSomeRow(cell.symbol) {
                    deferred = true
                    continue
                }
                if cell.coefficient < 0 { return cell.symbol }
                if bestCount > 0 {
                    best = cell.symbol
                    bestCount = 0
                    bestPosition = position
                }
                continue
            }
            collectRows(containing: cell.symbol)
            let count = visit.count
            if count == 0 && cell.coefficient < 0 { return cell.symbol }
            if count < bestCount {
                best = cell.symbol
                bestCount = count
                bestPosition = position
            }
        }
        if deferred && bestCount > 0 {
            // The very long columns that occur somewhere, in the same order.
            position = -1
            for cell in row.cells where kinds[Int(cell.symbol)] != .dummy {
                position += 1
                guard columns.list(cell.symbol).count > Self.longDegenerateColumn else { continue }
                let limit = bestCount == Int.max ? Int.max : position < bestPosition ? bestCount + 1 : bestCount
                let count = liveRowCount(of: cell.symbol, upTo: limit)
                if count < limit {
                    best = cell.symbol
                    bestCount = count
                    bestPosition = position
                }
            }
        }
        return best >= 0 ? best : nil
    }

    /// How many live rows hold `symbol`, counted no further than `limit`: `collectRows`'s
    /// count without collecting (the list is not compacted).
    private mutating func liveRowCount(of symbol: Int32, upTo limit: Int) -> Int {
        if limit <= 0 { return 0 }
        nextStamp()
        var count = 0
        for r in columns.list(symbol) {
            let ri = Int(r)
            if ri >= basicOf.count || rowStamps[ri] == stamp || basicOf[ri] < 0 { continue }
            rowStamps[ri] = stamp
            if rows[ri].contains(symbol) {
                count += 1
                if count >= limit { return count }
            }
        }
        return count
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
        isDeferred.removeLast(isDeferred.count - j.rowCount)
        deferredBasics.removeLast(deferredBasics.count - j.rowCount)
        freeRows = j.freeRows
        infeasible.removeAll()
        // Phase one only appends to the candidate queue and the dirty list (the primal loop
        // reads the artificial objective, not the queue): cut both back, or they would keep
        // symbols that the failed call unmakes next, and index past the tables later.
        for s in candidates[j.candidateCount...] { isCandidate[Int(s)] = false }
        candidates.removeLast(candidates.count - j.candidateCount)
        for s in dirtySymbols[j.dirtyCount...] { isDirty[Int(s)] = false }
        dirtySymbols.truncate(to: j.dirtyCount)
    }
}
