/// Deferred rows: the dual simplex does not substitute an entering restricted symbol into the
/// rows of external (user) symbols.
///
/// Why: nothing in the simplex reads an external symbol's row. The dual simplex pivots on
/// restricted rows and picks the entering symbol from the leaving row; the primal ratio test
/// skips external rows; the objective never holds a basic symbol. An external row is read only
/// for its value, and by the calls that add or remove constraints. On a drag (the dual simplex
/// after every suggestion) about half the row merges go into external rows: in a grid of views
/// a pivot makes the width of the next view basic in a long row and the width of the view
/// that stopped shrinking short again, two merges of a whole row's cells that nobody reads.
///
/// A deferred row is still a true equation of the constraints, `x = c + Σ a·s`, in which some
/// `s` are basic (always restricted: the deferral applies only when a restricted symbol
/// enters). So:
/// - its value is `c + Σ a·value(s)` (`deferredValue`), each basic `s` read from its row,
///   which is never deferred (restricted rows are always substituted);
/// - its value changes when a basic `s` it holds changes value or leaves the basis, so
///   `markDirty` of a restricted symbol marks the external symbols whose deferred rows hold it
///   (found through the symbol's occurrence list, which names those rows while it is basic);
/// - a constant shift through a basic marker bumps the deferred rows that hold the marker by
///   the same rule as `bumpRows` (the marker technique applies to any true equation);
/// - every other call (adding, removing, retiring, dropping a column, reading a row) first
///   substitutes the basic symbols out of every deferred row (`normalizeDeferredRows`) or
///   reads a substituted copy (`row(of:)`, `liveRows`), so they see the solved form.
extension Tableau {
    /// The default of `deferredRowLength`: only a substitution by a row at least this long
    /// defers. A short merge costs less than the bookkeeping of a deferred row (marking its
    /// holders dirty, computing its value), so only rows long enough for the merge to
    /// dominate defer: those of wide grids, not the short rows of an ordinary form.
    static let defaultDeferredRowLength = 32

    /// Marks the row at `index` (an external symbol's row that holds `entering`, a restricted
    /// symbol entering the basis) as deferred, notes `entering` with its coefficient among
    /// the row's basic symbols, and marks the row's symbol dirty.
    mutating func deferRow(_ index: Int, holding entering: Int32) {
        if !isDeferred[index] {
            isDeferred[index] = true
            deferredRows.append(Int32(index))
        }
        deferredBasics[index].append(Cell(symbol: entering, coefficient: rows[index].coefficient(of: entering)))
        markDirty(basicOf[index])
    }

    /// For a pivot: `leaving` is no longer basic, so the deferred rows that hold it drop it
    /// from their basic symbols (it is at 0 now). Keeps `deferredBasics` to the symbols that
    /// are basic, so that a value costs what the row holds now, not every symbol that ever
    /// entered (over a long drag, a deferred row would collect one per view of its line).
    mutating func forgetDeferredBasic(_ leaving: Int32) {
        for r in columns.list(leaving) {
            let ri = Int(r)
            guard ri < basicOf.count && basicOf[ri] >= 0 && isDeferred[ri] else { continue }
            if let i = deferredBasics[ri].firstIndex(where: { $0.symbol == leaving }) {
                deferredBasics[ri].remove(at: i)
            }
        }
    }

    /// Marks dirty every external symbol whose deferred row may hold `symbol` (a restricted
    /// symbol whose value may have changed). Over-marking is harmless: a dirty symbol whose
    /// value did not change is not written.
    mutating func markDeferredHolders(of symbol: Int32) {
        let list = columns.list(symbol)
        if list.isEmpty { return }
        for r in list {
            let ri = Int(r)
            if ri < basicOf.count && basicOf[ri] >= 0 && isDeferred[ri] { markDirty(basicOf[ri]) }
        }
    }

    /// `markDeferredHolders` for the basic symbol of each restricted row in `rows` (for
    /// `bumpRows`). Out of line, so that the bump loop stays as it was when nothing is deferred.
    @inline(never) mutating func markDeferredHolders(ofRows targets: UnsafeBufferPointer<Int32>) {
        for r in targets where kinds[Int(basicOf[Int(r)])] != .external { markDeferredHolders(of: basicOf[Int(r)]) }
    }

    /// The value of the external symbol whose deferred row is at `index`: its constant plus
    /// the values of the basic symbols it holds (`deferredBasics`; the others are parametric,
    /// at 0). Scanning the row instead would cost every cell it had when it was deferred,
    /// where only the few basic ones contribute.
    func deferredValue(ofRow index: Int) -> Double {
        var value = rows[index].constant
        for cell in deferredBasics[index] {
            value += cell.coefficient * rows[Int(rowOf[Int(cell.symbol)])].constant
        }
        return value
    }

    /// The row at `index` with every basic symbol replaced by its row: the solved form, for
    /// readers (the basic symbols' rows are never deferred, so one pass is enough).
    func normalizedCopy(ofRow index: Int) -> Row {
        var row = rows[index]
        var scratch: [Cell] = []
        var added: [Int32] = []
        for cell in rows[index].cells {
            let r = rowOf[Int(cell.symbol)]
            if r >= 0 {
                row.add(rows[Int(r)], times: row.coefficient(of: cell.symbol), skipping: cell.symbol, scratch: &scratch, added: &added)
            }
        }
        return row
    }

    /// Substitutes the basic symbols out of every deferred row, so that the tableau is in
    /// solved form again. Costs nothing when no row is deferred.
    mutating func normalizeDeferredRows() {
        if deferredRows.isEmpty { return }
        var pending: [Int32] = []
        swap(&pending, &deferredRows)
        var basics: [Int32] = []
        for r in pending where isDeferred[Int(r)] {
            let index = Int(r)
            isDeferred[index] = false
            deferredBasics[index].removeAll()
            basics.removeAll(keepingCapacity: true)
            for cell in rows[index].cells where rowOf[Int(cell.symbol)] >= 0 { basics.append(cell.symbol) }
            for s in basics {
                let source = rows[Int(rowOf[Int(s)])]
                addIntoRow(index, source, times: rows[index].coefficient(of: s), skipping: s)
            }
        }
    }

    /// For `shiftConstant` through a basic `marker` (original coefficient `coefficient`):
    /// the deferred rows that hold the marker move as `bumpRows` moves the rows holding a
    /// parametric marker, so that their values stay those of the solved form. While a symbol
    /// is basic its occurrence list names exactly the deferred rows that took it when it
    /// entered, each once (`substitute` set it so; nothing appends a basic symbol), less any
    /// normalized since: no compaction needed, and no list of rows is collected (that would
    /// allocate on every constant change).
    mutating func bumpDeferredHolders(of marker: Int32, delta: Double, coefficient markerCoefficient: Double) {
        let list = columns.list(marker)
        for r in list {
            let ri = Int(r)
            guard ri < basicOf.count && basicOf[ri] >= 0 && isDeferred[ri] else { continue }
            let position = rows[ri].position(of: marker)
            if position < 0 { continue }
            rows[ri].constant += rows[ri].cells[position].coefficient * delta / markerCoefficient
            markDirty(basicOf[ri])
        }
    }
}
