/// One equation of the tableau, `basic = constant + Σ coefficient·symbol`, or an objective
/// level `Σ coefficient·symbol + constant`. Cells are kept sorted by symbol id so that two
/// rows merge in one linear pass and a lookup is a binary search.
///
/// Unsafe code: `position(of:)` and the merge in `add(_:times:skipping:scratch:added:)` read
/// and write through `withUnsafe…BufferPointer`, which skips the bounds checks and, for the
/// merge's writes, the uniqueness checks of the arrays. They are the two innermost loops of
/// every pivot, where a check per cell is a large share of the work (figures: BENCHMARKS.md,
/// "Where unsafe code pays"). Why safe: each
/// buffer pointer lives only inside its closure, and every index is in bounds by the loop
/// conditions written next to it.
struct Row {
    var cells: [Cell]
    var constant: Double

    init(constant: Double = 0) {
        self.cells = []
        self.constant = constant
    }

    /// The position of `symbol` in `cells`, or where it would be inserted (as a negative
    /// number: `-(position + 1)`).
    @inline(__always) func position(of symbol: Int32) -> Int {
        // Safe: low <= mid < high <= buffer.count throughout.
        cells.withUnsafeBufferPointer { buffer in
            var low = 0, high = buffer.count
            while low < high {
                let mid = (low + high) >> 1
                let s = buffer[mid].symbol
                if s < symbol { low = mid + 1 } else if s > symbol { high = mid } else { return mid }
            }
            return -(low + 1)
        }
    }

    /// The coefficient of `symbol`, 0 when absent.
    @inline(__always) func coefficient(of symbol: Int32) -> Double {
        let index = position(of: symbol)
        return index >= 0 ? cells[index].coefficient : 0
    }

    /// The coefficient of `symbol`, 0 when absent, looked up first at `hint` (a position it
    /// held before, see `ColumnHints`); `hint` is left where the symbol is now.
    @inline(__always) func coefficient(of symbol: Int32, hint: inout Int32) -> Double {
        // Safe: `hint` is used as an index only after the bounds test beside it, and
        // `position(of:)`'s result is an index only when it is not negative.
        cells.withUnsafeBufferPointer { buffer in
            let h = Int(hint)
            if h >= 0 && h < buffer.count && buffer[h].symbol == symbol { return buffer[h].coefficient }
            let index = position(of: symbol)
            if index < 0 { return 0 }
            hint = Int32(truncatingIfNeeded: index)
            return buffer[index].coefficient
        }
    }

    func contains(_ symbol: Int32) -> Bool { position(of: symbol) >= 0 }

    /// Adds `coefficient·symbol`, dropping the cell when the sum cancels. Returns true when the
    /// symbol was not in the row before and is now.
    @discardableResult
    mutating func add(_ symbol: Int32, _ coefficient: Double) -> Bool {
        let index = position(of: symbol)
        if index >= 0 {
            let sum = cells[index].coefficient + coefficient
            if nearZero(sum) { cells.remove(at: index) } else { cells[index].coefficient = sum }
            return false
        }
        if nearZero(coefficient) { return false }
        cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: -(index + 1))
        return true
    }

    /// Removes `symbol` and returns its coefficient (0 when absent).
    @discardableResult
    mutating func remove(_ symbol: Int32) -> Double {
        let index = position(of: symbol)
        guard index >= 0 else { return 0 }
        return cells.remove(at: index).coefficient
    }

    /// Multiplies the whole row by -1.
    mutating func negate() {
        constant = -constant
        for i in cells.indices { cells[i].coefficient = -cells[i].coefficient }
    }

    /// Turns `0 = constant + a·symbol + rest` into `symbol = -constant/a - rest/a`.
    /// The symbol must be in the row.
    mutating func solve(for symbol: Int32) {
        let a = remove(symbol)
        let factor = -1.0 / a
        constant *= factor
        for i in cells.indices { cells[i].coefficient *= factor }
    }

    /// For a pivot: turns the row of `leaving`, `leaving = constant + a·entering + rest`, into
    /// the row of `entering`, `entering = -constant/a + leaving/a - rest/a`, in one pass over
    /// the cells. The arithmetic is that of `add(leaving, -1)` then `solve(for: entering)`
    /// (every coefficient times `-1/a`), which this replaces: those two moved the cells twice
    /// through `Array.insert` and `remove`, shifting the tail of the row each time.
    /// `entering` must be in the row and `leaving` not.
    mutating func swapBasic(leaving: Int32, entering: Int32) {
        let pe = position(of: entering)
        let found = position(of: leaving)
        precondition(pe >= 0 && found < 0, "entering must be in the row, leaving not")
        let pl = -(found + 1)
        let factor = -1.0 / cells[pe].coefficient
        constant *= factor
        let n = cells.count
        // Safe: every index below is in 0..<n (pe < n; pl <= n, and pl - 1 >= pe >= 0 when
        // pl > pe; pl <= pe < n otherwise); the buffer pointer lives only inside the closure.
        cells.withUnsafeMutableBufferPointer { c in
            if pl > pe {
                // entering < leaving: cells pe+1 ..< pl move left by one; leaving goes at pl - 1.
                for i in 0..<pe { c[i].coefficient *= factor }
                for i in pe..<(pl - 1) { c[i] = Cell(symbol: c[i + 1].symbol, coefficient: c[i + 1].coefficient * factor) }
                c[pl - 1] = Cell(symbol: leaving, coefficient: -1 * factor)
                for i in pl..<n { c[i].coefficient *= factor }
            } else {
                // leaving < entering: cells pl ..< pe move right by one; leaving goes at pl.
                for i in 0..<pl { c[i].coefficient *= factor }
                var i = pe
                while i > pl {
                    c[i] = Cell(symbol: c[i - 1].symbol, coefficient: c[i - 1].coefficient * factor)
                    i -= 1
                }
                c[pl] = Cell(symbol: leaving, coefficient: -1 * factor)
                for i in (pe + 1)..<n { c[i].coefficient *= factor }
            }
        }
    }

    /// Adds `factor · source` to this row, leaving out `skip`, in one linear merge. `source`
    /// must not hold `skip` (every caller substitutes a symbol by the row solved for it, or
    /// skips nothing: -1).
    ///
    /// The merge writes through raw buffers into `scratch` (kept at least `count + source
    /// count` long, so that no element write checks uniqueness or capacity), then copies the
    /// result back over this row's own storage. The symbols that were not in the row before
    /// go to the front of `added`; their number is returned. Once the buffers have grown,
    /// nothing is allocated.
    @discardableResult
    mutating func add(
        _ source: Row, times factor: Double, skipping skip: Int32,
        scratch: inout [Cell], added: inout [Int32]
    ) -> Int {
        assert(skip < 0 || !source.contains(skip), "the source row holds the skipped symbol")
        constant += source.constant * factor
        let m = cells.count, n = source.cells.count
        if scratch.count < m + n {
            scratch = [Cell](repeating: Cell(symbol: 0, coefficient: 0), count: max(m + n, 2 * scratch.count))
        }
        if added.count < n {
            added = [Int32](repeating: 0, count: max(n, 2 * added.count))
        }
        var k = 0, newCount = 0
        // Safe: mine and theirs are read only at i < m and j < n; each write to out follows an
        // advance of i or j, so k <= i + j <= m + n <= out.count; each write to fresh follows
        // an advance of j, so newCount <= j <= n <= fresh.count (both sized just above). The
        // counters never overflow (they stay below m + n), so they use wrapping arithmetic:
        // no overflow check per step of the merge.
        scratch.withUnsafeMutableBufferPointer { out in
            added.withUnsafeMutableBufferPointer { fresh in
                cells.withUnsafeBufferPointer { mine in
                    source.cells.withUnsafeBufferPointer { theirs in
                        if m <= Row.shortTarget && n >= 4 * m {
                            (k, newCount) = Row.splice(mine, theirs, times: factor, skipping: skip, into: out, fresh: fresh)
                            return
                        }
                        var i = 0, j = 0
                        // Both rows have cells left: merge by symbol. `source` never holds
                        // `skip` (see the precondition), so only this row's cells are tested.
                        while i < m && j < n {
                            let a = mine[i].symbol
                            let b = theirs[j].symbol
                            if a < b {
                                if a != skip { out[k] = mine[i]; k &+= 1 }
                                i &+= 1
                            } else if b < a {
                                let c = theirs[j].coefficient * factor
                                if !nearZero(c) {
                                    out[k] = Cell(symbol: b, coefficient: c)
                                    k &+= 1
                                    fresh[newCount] = b
                                    newCount &+= 1
                                }
                                j &+= 1
                            } else {
                                let c = mine[i].coefficient + theirs[j].coefficient * factor
                                if !nearZero(c) { out[k] = Cell(symbol: a, coefficient: c); k &+= 1 }
                                i &+= 1
                                j &+= 1
                            }
                        }
                        // Then the tail of whichever row is left.
                        while i < m {
                            if mine[i].symbol != skip { out[k] = mine[i]; k &+= 1 }
                            i &+= 1
                        }
                        Row.copyScaled(theirs, from: &j, to: n, times: factor, into: out, at: &k, fresh: fresh, noted: &newCount)
                    }
                }
            }
        }
        // A merge that changes the row's length by at most two cells overwrites it in place
        // (the common case of small dense systems); any other is one replacement of the whole
        // storage (emptying it, then appending the slice, would go through two generic calls
        // per merge).
        if k <= cells.capacity && k - m <= 2 && m - k <= 2 {
            scratch.withUnsafeBufferPointer { cells.overwrite(with: UnsafeBufferPointer(rebasing: $0[0..<k])) }
        } else {
            scratch.withUnsafeBufferPointer { cells.replaceSubrange(0..<m, with: UnsafeBufferPointer(rebasing: $0[0..<k])) }
        }
        return newCount
    }

    /// Copies `theirs[j..<end]` scaled by `factor` to `out` from `k` on, dropping coefficients
    /// that come out near zero, and notes each copied symbol in `fresh` from `newCount` on:
    /// the tail of `add`'s merge and the runs between `splice`'s placements. Safe under the
    /// callers' bounds (see `add`): each write follows an advance of `j`, and `end <= n`.
    @inline(__always)
    private static func copyScaled(
        _ theirs: UnsafeBufferPointer<Cell>, from j: inout Int, to end: Int, times factor: Double,
        into out: UnsafeMutableBufferPointer<Cell>, at k: inout Int,
        fresh: UnsafeMutableBufferPointer<Int32>, noted newCount: inout Int
    ) {
        while j < end {
            let b = theirs[j].symbol
            let c = theirs[j].coefficient * factor
            if !nearZero(c) {
                out[k] = Cell(symbol: b, coefficient: c)
                k &+= 1
                fresh[newCount] = b
                newCount &+= 1
            }
            j &+= 1
        }
    }

    /// From this many cells, a row that a much shorter row is added into is updated in place
    /// (`addInPlace`).
    static let longTarget = 256

    /// Whether adding `source` into this row goes cell by cell (`addInPlace`) rather than by
    /// a merge: a long row and a much shorter source.
    @inline(__always) func takesInPlace(_ source: Row) -> Bool {
        cells.count >= Row.longTarget && source.cells.count &* 16 <= cells.count
    }

    /// `add` for a short `source` and a long row (a pivot row substituted into a row that
    /// sums a whole chain, such as a stack's end): each of the source's cells is found by a
    /// binary search and updated where it is, and only a cell that appears or cancels moves
    /// the cells after it (one memmove), where the merge would rewrite every cell of the row
    /// and the row's length would make each substitution cost the chain's length in merge
    /// steps. Same cells, same order, same arithmetic as the merge; the new symbols go to the
    /// front of `added` in ascending order, as the merge notes them, and their number is
    /// returned. Kept apart from `add` so that the merge's code is the same as without it.
    @inline(never) mutating func addInPlace(
        _ source: Row, times factor: Double, skipping skip: Int32, added: inout [Int32]
    ) -> Int {
        assert(skip < 0 || !source.contains(skip), "the source row holds the skipped symbol")
        constant += source.constant * factor
        if added.count < source.cells.count {
            added = [Int32](repeating: 0, count: max(source.cells.count, 2 * added.count))
        }
        if skip >= 0 {
            let q = position(of: skip)
            if q >= 0 { cells.remove(at: q) }
        }
        var newCount = 0
        for cell in source.cells {
            let c = cell.coefficient * factor
            let p = position(of: cell.symbol)
            if p >= 0 {
                let sum = cells[p].coefficient + c
                if nearZero(sum) { cells.remove(at: p) } else { cells[p].coefficient = sum }
            } else if !nearZero(c) {
                cells.insert(Cell(symbol: cell.symbol, coefficient: c), at: -(p + 1))
                added[newCount] = cell.symbol
                newCount += 1
            }
        }
        return newCount
    }

    /// Up to this many cells, a row that a much longer row is added into is merged by
    /// `splice`.
    static let shortTarget = 4

    /// `add`'s merge for a short row `mine` and a long `theirs` (a pivot row substituted into
    /// a row of two or three cells: half the merges of a drag step): each of `mine`'s cells
    /// is placed by a binary search in `theirs`, and the runs of `theirs` between are copied
    /// scaled, with no three-way compare per cell. Same cells, same order, same arithmetic as
    /// the general merge; returns the cells written and the new symbols noted in `fresh`.
    /// Safe: as for the merge in `add` (out holds m + n cells, fresh n; theirs is read only
    /// below n, mine below m).
    private static func splice(
        _ mine: UnsafeBufferPointer<Cell>, _ theirs: UnsafeBufferPointer<Cell>, times factor: Double,
        skipping skip: Int32, into out: UnsafeMutableBufferPointer<Cell>, fresh: UnsafeMutableBufferPointer<Int32>
    ) -> (written: Int, fresh: Int) {
        let n = theirs.count
        var k = 0, newCount = 0, j = 0
        func copyScaled(to end: Int) {
            Row.copyScaled(theirs, from: &j, to: end, times: factor, into: out, at: &k, fresh: fresh, noted: &newCount)
        }
        for cell in mine {
            let a = cell.symbol
            // The first position at or after j whose symbol is not below a.
            var low = j, high = n
            while low < high {
                let mid = (low &+ high) >> 1
                if theirs[mid].symbol < a { low = mid &+ 1 } else { high = mid }
            }
            copyScaled(to: low)
            if j < n && theirs[j].symbol == a {
                // In both rows (never `skip`: the source does not hold it).
                let c = cell.coefficient + theirs[j].coefficient * factor
                if !nearZero(c) { out[k] = Cell(symbol: a, coefficient: c); k &+= 1 }
                j &+= 1
            } else if a != skip {
                out[k] = cell
                k &+= 1
            }
        }
        copyScaled(to: n)
        return (k, newCount)
    }
}

extension [Cell] {
    /// Makes this array hold exactly `source`'s cells, when the lengths differ by a cell or
    /// two and `source` fits the capacity: the merge's copy back in most merges of a build.
    /// The cells held are overwritten in place and only the difference is appended or cut,
    /// one cell at a time. Out of line, so that `Row.add` stays small enough to be inlined.
    ///
    /// Why: `removeAll(keepingCapacity:)` and `append(contentsOf:)` (which `Row.add` keeps for
    /// longer differences: a drag step's merges) go through generic, non-inlined paths that
    /// cost more than the few cells a build's merge changes. Growing appends first, so that a buffer
    /// shared with the undo journal is copied once, by the append, before the overwrite.
    /// Safe: the overwrite stays inside both counts (`overlap <= count`, `overlap <=
    /// source.count`); the buffer pointer lives only inside its closure; `Cell` is trivial, so
    /// overwriting needs no deinitialisation.
    @inline(never) mutating func overwrite(with source: UnsafeBufferPointer<Cell>) {
        let n = source.count
        let overlap = Swift.min(n, count)
        for i in count..<Swift.max(count, n) { append(source[i]) }
        if overlap > 0, let from = source.baseAddress {
            withUnsafeMutableBufferPointer { cells in cells.baseAddress!.update(from: from, count: overlap) }
        }
        while count > n { removeLast() }
    }
}
