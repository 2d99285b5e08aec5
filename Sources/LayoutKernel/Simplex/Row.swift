/// One equation of the tableau, `basic = constant + Σ coefficient·symbol`, or an objective
/// level `Σ coefficient·symbol + constant`. Cells are kept sorted by symbol id so that two
/// rows merge in one linear pass and a lookup is a binary search.
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

    /// Adds `factor · source` to this row, leaving out `skip`, merging into `scratch` and
    /// swapping buffers so that no allocation happens once capacities have grown. Symbols
    /// that were not in the row before are appended to `added`.
    mutating func add(_ source: Row, times factor: Double, skipping skip: Int32,
                      scratch: inout [Cell], added: inout [Int32]) {
        constant += source.constant * factor
        scratch.removeAll(keepingCapacity: true)
        scratch.reserveCapacity(cells.count + source.cells.count)
        cells.withUnsafeBufferPointer { mine in
            source.cells.withUnsafeBufferPointer { theirs in
                var i = 0, j = 0
                let m = mine.count, n = theirs.count
                while i < m || j < n {
                    let a = i < m ? mine[i].symbol : Int32.max
                    let b = j < n ? theirs[j].symbol : Int32.max
                    if b == skip { j += 1; continue }
                    if a < b {
                        if a != skip { scratch.append(mine[i]) }
                        i += 1
                    } else if b < a {
                        let c = theirs[j].coefficient * factor
                        if !nearZero(c) {
                            scratch.append(Cell(symbol: b, coefficient: c))
                            added.append(b)
                        }
                        j += 1
                    } else {
                        if a != skip {
                            let c = mine[i].coefficient + theirs[j].coefficient * factor
                            if !nearZero(c) { scratch.append(Cell(symbol: a, coefficient: c)) }
                        }
                        i += 1; j += 1
                    }
                }
            }
        }
        swap(&cells, &scratch)
    }
}
