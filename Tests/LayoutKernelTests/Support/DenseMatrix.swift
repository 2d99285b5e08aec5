// @testable: builds from SparseVector, an internal type of the kernel.
@testable import LayoutKernel

/// An independent reference for the basis factorisation's tests: a dense square matrix, solved
/// by textbook Gaussian elimination with partial pivoting, and its rank by complete pivoting.
/// It shares nothing with `BasisFactorisation` but the input format it converts from.
struct DenseMatrix {
    let size: Int
    /// Row-major cells.
    var cells: [Double]

    init(size: Int) {
        self.size = size
        cells = [Double](repeating: 0, count: size * size)
    }

    /// The matrix whose column `j` is `columns[j]` (rows `0..<columns.count`).
    init(columns: [SparseVector]) {
        self.init(size: columns.count)
        for (j, column) in columns.enumerated() {
            for k in column.indices.indices { self[Int(column.indices[k]), j] += column.values[k] }
        }
    }

    subscript(i: Int, j: Int) -> Double {
        get { cells[i * size + j] }
        set { cells[i * size + j] = newValue }
    }

    var transposed: DenseMatrix {
        var t = DenseMatrix(size: size)
        for i in 0..<size { for j in 0..<size { t[j, i] = self[i, j] } }
        return t
    }

    /// `x` with `A x = b`, by elimination with partial pivoting; nil when a pivot is under
    /// `1e-12` times the matrix's largest entry (singular for the tests' purposes).
    func solve(_ b: [Double]) -> [Double]? {
        let n = size
        var a = cells, x = b
        let largest = cells.reduce(0) { max($0, abs($1)) }
        for k in 0..<n {
            var p = k
            for i in k + 1..<max(n, k + 1) where abs(a[i * n + k]) > abs(a[p * n + k]) { p = i }
            if abs(a[p * n + k]) <= 1e-12 * largest { return nil }
            if p != k {
                for j in 0..<n { a.swapAt(k * n + j, p * n + j) }
                x.swapAt(k, p)
            }
            for i in k + 1..<max(n, k + 1) {
                let f = a[i * n + k] / a[k * n + k]
                if f == 0 { continue }
                for j in k..<n { a[i * n + j] -= f * a[k * n + j] }
                x[i] -= f * x[k]
            }
        }
        for k in stride(from: n - 1, through: 0, by: -1) {
            var s = x[k]
            for j in k + 1..<max(n, k + 1) { s -= a[k * n + j] * x[j] }
            x[k] = s / a[k * n + k]
        }
        return x
    }

    /// The rank, by complete pivoting: pivots under `tolerance` times the largest entry end it.
    func rank(tolerance: Double = 1e-9) -> Int {
        let n = size
        var a = cells
        let largest = cells.reduce(0) { max($0, abs($1)) }
        var r = 0
        var rowsLeft = Array(0..<n), columnsLeft = Array(0..<n)
        while !rowsLeft.isEmpty {
            var best = (0, 0, 0.0)
            for (ri, i) in rowsLeft.enumerated() {
                for (cj, j) in columnsLeft.enumerated() where abs(a[i * n + j]) > best.2 { best = (ri, cj, abs(a[i * n + j])) }
            }
            if best.2 <= tolerance * largest { break }
            let pi = rowsLeft.remove(at: best.0), pj = columnsLeft.remove(at: best.1)
            for i in rowsLeft {
                let f = a[i * n + pj] / a[pi * n + pj]
                for j in columnsLeft { a[i * n + j] -= f * a[pi * n + j] }
            }
            r += 1
        }
        return r
    }
}

extension SplitMix64 {
    /// A double in `[0, 1)`.
    mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }

    /// An integer in `0..<n` (a plain remainder: spread, not uniformity, is what the tests need).
    mutating func index(below n: Int) -> Int { Int(next() % UInt64(n)) }
}
