/// Gaussian elimination of a sparse square matrix with Markowitz pivot choice and threshold
/// partial pivoting: the pivot minimises `(r − 1)(c − 1)` (r, c: its row's and column's counts
/// in the active submatrix, a bound on the fill it makes) among entries at least `threshold`
/// times their column's largest. Singletons cost 0 and come first, so a triangular matrix, or a
/// permuted one such as a chain's basis, factors with no fill in time linear in its non-zeros.
///
/// The active submatrix is held by columns (entries) and by rows (pattern only), as line pools,
/// since elimination inserts and removes entries anywhere.
struct MarkowitzElimination {
    typealias Entry = BasisFactorisation.Entry

    let dimension: Int
    /// The active entries of each column: (row, value).
    private var columns: LinePool<Entry>
    /// The active columns of each row.
    private var rows: LinePool<Int32>
    /// Each column's original largest magnitude: the scale of its zero test.
    private var scale: [Double]
    private var columnBuckets: CountBuckets
    private var rowBuckets: CountBuckets
    /// Scatter map for the Schur update: `slot[i]` is row i's place in the column being updated
    /// when `slotStamp[i] == stamp`.
    private var slot: [Int32]
    private var slotStamp: [UInt32]
    private var stamp: UInt32 = 0

    // The result, one item per pivot in order.
    private(set) var pivotRows: [Int32] = []
    private(set) var pivotColumns: [Int32] = []
    private(set) var pivotValues: [Double] = []
    /// Pivot k's column of L: `lIndex/lValue[lStart[k]..<lStart[k+1]]` (rows, multipliers).
    private(set) var lStart: [Int32] = [0]
    private(set) var lIndex: [Int32] = []
    private(set) var lValue: [Double] = []
    /// Pivot k's row of U: `uIndex/uValue[uStart[k]..<uStart[k+1]]` (columns, values).
    private(set) var uStart: [Int32] = [0]
    private(set) var uIndex: [Int32] = []
    private(set) var uValue: [Double] = []
    /// Columns dropped as dependent (no acceptable pivot left).
    private(set) var isDependent: [Bool]

    init(columns input: [SparseVector]) {
        let m = input.count
        dimension = m
        columns = LinePool(capacities: input.map { Int32($0.count) }, filler: Entry(index: 0, value: 0))
        rows = LinePool(lines: 0, filler: 0)
        scale = [Double](repeating: 0, count: m)
        slot = [Int32](repeating: 0, count: m)
        slotStamp = [UInt32](repeating: 0, count: m)
        isDependent = [Bool](repeating: false, count: m)
        columnBuckets = CountBuckets(items: m, maximumCount: m + 1)
        rowBuckets = CountBuckets(items: m, maximumCount: m + 1)
        var rowCounts = [Int32](repeating: 0, count: m)
        for (j, column) in input.enumerated() {
            stamp &+= 1
            for k in column.indices.indices {
                let i = Int(column.indices[k])
                precondition(i >= 0 && i < m, "row index out of range")
                if slotStamp[i] == stamp {
                    let at = Int(slot[i])
                    var e = columns.element(at, of: j)
                    e.value += column.values[k]
                    columns.setElement(at, of: j, to: e)
                } else {
                    slotStamp[i] = stamp
                    slot[i] = Int32(columns.count(j))
                    columns.append(Entry(index: Int32(i), value: column.values[k]), to: j)
                }
            }
            // Entries that are (or add up to) zero are no entries.
            var at = 0
            while at < columns.count(j) {
                if columns.element(at, of: j).value == 0 { columns.remove(at: at, from: j) } else { at += 1 }
            }
            for k in columns.range(j) {
                rowCounts[Int(columns[k].index)] += 1
                scale[j] = max(scale[j], abs(columns[k].value))
            }
        }
        rows = LinePool(capacities: rowCounts, filler: 0)
        for j in 0..<m {
            for k in columns.range(j) { rows.append(Int32(j), to: Int(columns[k].index)) }
        }
        for j in 0..<m { columnBuckets.file(j, under: columns.count(j)) }
        for i in 0..<m { rowBuckets.file(i, under: rows.count(i)) }
    }

    /// Eliminates until no acceptable pivot is left: after it, every column is pivoted or
    /// dependent.
    mutating func run() {
        pivotRows.reserveCapacity(dimension)
        while let (row, column) = choosePivot() { eliminate(row: row, column: column) }
        for j in 0..<dimension where columnBuckets.count[j] >= 0 { drop(column: j) }
    }

    /// Whether column `j` has nothing left worth a pivot.
    private func isNegligible(_ magnitude: Double, column j: Int) -> Bool {
        magnitude <= BasisFactorisation.pivotTolerance * scale[j]
    }

    private mutating func choosePivot() -> (row: Int, column: Int)? {
        // Column singletons: no L column, no update, no fill.
        while let j = columnBuckets.first(1) {
            let e = columns.element(0, of: j)
            if !isNegligible(abs(e.value), column: j) { return (Int(e.index), j) }
            drop(column: j)
        }
        while let j = columnBuckets.first(0) { drop(column: j) }
        var best: (row: Int, column: Int)?
        var bestCost = Int.max
        var examined = 0
        for count in 1...max(dimension, 1) {
            if count >= 2 {
                var item = columnBuckets.head[count]
                while item >= 0 {
                    let j = Int(item)
                    item = columnBuckets.next[j]
                    var largest = 0.0
                    for k in columns.range(j) { largest = max(largest, abs(columns[k].value)) }
                    if isNegligible(largest, column: j) {
                        drop(column: j)
                        continue
                    }
                    for k in columns.range(j) where abs(columns[k].value) >= BasisFactorisation.threshold * largest {
                        let e = columns[k]
                        let cost = (Int(rowBuckets.count[Int(e.index)]) - 1) * (count - 1)
                        if cost < bestCost { (best, bestCost) = ((Int(e.index), j), cost) }
                    }
                    examined += 1
                    if best != nil && (bestCost <= (count - 1) * (count - 1) || examined >= BasisFactorisation.searchLimit) {
                        return best
                    }
                }
            }
            var item = rowBuckets.head[count]
            while item >= 0 {
                let i = Int(item)
                item = rowBuckets.next[i]
                for at in rows.range(i) {
                    let j = Int(rows[at])
                    var largest = 0.0, value = 0.0
                    for k in columns.range(j) {
                        let e = columns[k]
                        largest = max(largest, abs(e.value))
                        if Int(e.index) == i { value = e.value }
                    }
                    if isNegligible(largest, column: j) || abs(value) < BasisFactorisation.threshold * largest { continue }
                    let cost = (count - 1) * (columns.count(j) - 1)
                    if cost < bestCost { (best, bestCost) = ((i, j), cost) }
                }
                examined += 1
                if best != nil && (bestCost <= (count - 1) * count || examined >= BasisFactorisation.searchLimit) { return best }
            }
            if count >= dimension { break }
        }
        return best
    }

    /// Takes column `j` out as dependent.
    private mutating func drop(column j: Int) {
        for k in columns.range(j) {
            let i = Int(columns[k].index)
            removeColumn(j, fromRow: i)
            rowBuckets.file(i, under: rows.count(i))
        }
        columns.removeAll(j)
        columnBuckets.remove(j)
        isDependent[j] = true
    }

    private mutating func removeColumn(_ j: Int, fromRow i: Int) {
        let range = rows.range(i)
        for k in range where Int(rows[k]) == j {
            rows.remove(at: k - range.lowerBound, from: i)
            return
        }
    }

    private mutating func eliminate(row r: Int, column c: Int) {
        var pivot = 0.0
        for k in columns.range(c) where Int(columns[k].index) == r { pivot = columns[k].value }
        let lFirst = lIndex.count
        for k in columns.range(c) where Int(columns[k].index) != r {
            let e = columns[k]
            lIndex.append(e.index)
            lValue.append(e.value / pivot)
            removeColumn(c, fromRow: Int(e.index))
        }
        let uFirst = uIndex.count
        for at in rows.range(r) where Int(rows[at]) != c {
            let j32 = rows[at], j = Int(j32)
            let range = columns.range(j)
            for k in range where Int(columns[k].index) == r {
                uIndex.append(j32)
                uValue.append(columns[k].value)
                columns.remove(at: k - range.lowerBound, from: j)
                break
            }
        }
        columns.removeAll(c)
        rows.removeAll(r)
        columnBuckets.remove(c)
        rowBuckets.remove(r)
        // The Schur complement: a[i][j] -= l[i] · u[j] over the pivot's column and row.
        let lEnd = lIndex.count, uEnd = uIndex.count
        for ku in uFirst..<uEnd {
            let j = Int(uIndex[ku]), u = uValue[ku]
            if lEnd > lFirst {
                stamp &+= 1
                if stamp == 0 {
                    for i in slotStamp.indices { slotStamp[i] = 0 }
                    stamp = 1
                }
                // Offsets within the line: they survive an append that moves it.
                for offset in 0..<columns.count(j) {
                    let i = Int(columns.element(offset, of: j).index)
                    slot[i] = Int32(offset)
                    slotStamp[i] = stamp
                }
                for kl in lFirst..<lEnd {
                    let i = Int(lIndex[kl])
                    let change = lValue[kl] * u
                    if slotStamp[i] == stamp {
                        var e = columns.element(Int(slot[i]), of: j)
                        e.value -= change
                        columns.setElement(Int(slot[i]), of: j, to: e)
                    } else {
                        columns.append(Entry(index: Int32(i), value: -change), to: j)
                        rows.append(Int32(j), to: i)
                    }
                }
            }
            columnBuckets.file(j, under: columns.count(j))
        }
        for kl in lFirst..<lEnd {
            let i = Int(lIndex[kl])
            rowBuckets.file(i, under: rows.count(i))
        }
        pivotRows.append(Int32(r))
        pivotColumns.append(Int32(c))
        pivotValues.append(pivot)
        lStart.append(Int32(lIndex.count))
        uStart.append(Int32(uIndex.count))
    }
}
