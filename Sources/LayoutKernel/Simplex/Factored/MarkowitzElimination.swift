/// Gaussian elimination of a sparse square matrix with Markowitz pivot choice and threshold
/// partial pivoting: the pivot minimises `(r − 1)(c − 1)` (r, c: its row's and column's counts
/// in the active submatrix, a bound on the fill it makes) among entries at least `threshold`
/// times their column's largest. Singletons cost 0 and come first, so a triangular matrix, or a
/// permuted one such as a chain's basis, factors with no fill in time linear in its non-zeros.
///
/// The active submatrix is held by columns (entries) and by rows (pattern only); both are small
/// arrays, since elimination inserts and removes entries anywhere.
struct MarkowitzElimination {
    typealias Entry = BasisFactorisation.Entry

    let dimension: Int
    /// The active entries of each column: (row, value).
    private var columns: [[Entry]]
    /// The active columns of each row.
    private var rows: [[Int32]]
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
        columns = []
        columns.reserveCapacity(m)
        rows = [[Int32]](repeating: [], count: m)
        scale = [Double](repeating: 0, count: m)
        slot = [Int32](repeating: 0, count: m)
        slotStamp = [UInt32](repeating: 0, count: m)
        isDependent = [Bool](repeating: false, count: m)
        columnBuckets = CountBuckets(items: m, maximumCount: m + 1)
        rowBuckets = CountBuckets(items: m, maximumCount: m + 1)
        for (j, column) in input.enumerated() {
            stamp &+= 1
            var entries: [Entry] = []
            entries.reserveCapacity(column.count)
            for k in column.indices.indices {
                let i = Int(column.indices[k])
                precondition(i >= 0 && i < m, "row index out of range")
                if slotStamp[i] == stamp {
                    entries[Int(slot[i])].value += column.values[k]
                } else {
                    slotStamp[i] = stamp
                    slot[i] = Int32(entries.count)
                    entries.append(Entry(index: Int32(i), value: column.values[k]))
                }
            }
            entries.removeAll { $0.value == 0 }
            for e in entries {
                rows[Int(e.index)].append(Int32(j))
                scale[j] = max(scale[j], abs(e.value))
            }
            columns.append(entries)
        }
        for j in 0..<m { columnBuckets.file(j, under: columns[j].count) }
        for i in 0..<m { rowBuckets.file(i, under: rows[i].count) }
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
            let e = columns[j][0]
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
                    for e in columns[j] { largest = max(largest, abs(e.value)) }
                    if isNegligible(largest, column: j) {
                        drop(column: j)
                        continue
                    }
                    for e in columns[j] where abs(e.value) >= BasisFactorisation.threshold * largest {
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
                for j32 in rows[i] {
                    let j = Int(j32)
                    var largest = 0.0, value = 0.0
                    for e in columns[j] {
                        largest = max(largest, abs(e.value))
                        if Int(e.index) == i { value = e.value }
                    }
                    if isNegligible(largest, column: j) || abs(value) < BasisFactorisation.threshold * largest { continue }
                    let cost = (count - 1) * (columns[j].count - 1)
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
        for e in columns[j] {
            let i = Int(e.index)
            removeColumn(j, fromRow: i)
            rowBuckets.file(i, under: rows[i].count)
        }
        columns[j] = []
        columnBuckets.remove(j)
        isDependent[j] = true
    }

    private mutating func removeColumn(_ j: Int, fromRow i: Int) {
        if let k = rows[i].firstIndex(of: Int32(j)) {
            rows[i].swapAt(k, rows[i].count - 1)
            rows[i].removeLast()
        }
    }

    private mutating func eliminate(row r: Int, column c: Int) {
        let pivotColumn = columns[c]
        var pivot = 0.0
        for e in pivotColumn where Int(e.index) == r { pivot = e.value }
        let lFirst = lIndex.count
        for e in pivotColumn where Int(e.index) != r {
            lIndex.append(e.index)
            lValue.append(e.value / pivot)
            removeColumn(c, fromRow: Int(e.index))
        }
        let uFirst = uIndex.count
        for j32 in rows[r] where Int(j32) != c {
            let j = Int(j32)
            let k = columns[j].firstIndex { Int($0.index) == r }!
            uIndex.append(j32)
            uValue.append(columns[j][k].value)
            columns[j].swapAt(k, columns[j].count - 1)
            columns[j].removeLast()
        }
        columns[c] = []
        rows[r] = []
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
                for (k, e) in columns[j].enumerated() {
                    slot[Int(e.index)] = Int32(k)
                    slotStamp[Int(e.index)] = stamp
                }
                for kl in lFirst..<lEnd {
                    let i = Int(lIndex[kl])
                    let change = lValue[kl] * u
                    if slotStamp[i] == stamp {
                        columns[j][Int(slot[i])].value -= change
                    } else {
                        columns[j].append(Entry(index: Int32(i), value: -change))
                        rows[i].append(Int32(j))
                    }
                }
            }
            columnBuckets.file(j, under: columns[j].count)
        }
        for kl in lFirst..<lEnd {
            let i = Int(lIndex[kl])
            rowBuckets.file(i, under: rows[i].count)
        }
        pivotRows.append(Int32(r))
        pivotColumns.append(Int32(c))
        pivotValues.append(pivot)
        lStart.append(Int32(lIndex.count))
        uStart.append(Int32(uIndex.count))
    }
}
