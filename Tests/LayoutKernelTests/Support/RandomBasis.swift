@testable import LayoutKernel

/// Random sparse bases for the factorisation's tests, and the comparison of its solves with
/// `DenseMatrix`.
enum RandomBasis {
    /// A random sparse column over `rows`: a strong entry (magnitude 2…5) at `strongRow`, and
    /// each other row with probability `density`, uniform in [-1, 1].
    static func column(strongRow: Int, rows: [Int], density: Double, _ g: inout SplitMix64) -> SparseVector {
        var column = SparseVector()
        for i in rows {
            if i == strongRow {
                column.append(Int32(i), (2 + 3 * g.unit()) * (g.unit() < 0.5 ? -1 : 1))
            } else if g.unit() < density {
                column.append(Int32(i), 2 * g.unit() - 1)
            }
        }
        return column
    }

    /// `size` columns with their strong entries on a random permutation of the rows: almost
    /// always nonsingular (the tests check with the dense reference anyway).
    static func columns(size: Int, density: Double, _ g: inout SplitMix64) -> [SparseVector] {
        var rows = Array(0..<size)
        rows.shuffle(using: &g)
        return (0..<size).map { column(strongRow: rows[$0], rows: Array(0..<size), density: density, &g) }
    }

    /// A random vector of `length` with about `count` non-zeros (all of them when nil).
    static func vector(length: Int, count: Int?, _ g: inout SplitMix64) -> [Double] {
        var v = [Double](repeating: 0, count: length)
        if let count {
            for _ in 0..<count { v[g.index(below: length)] = 2 * g.unit() - 1 }
        } else {
            for i in 0..<length { v[i] = 2 * g.unit() - 1 }
        }
        return v
    }

    static func sparse(_ dense: [Double]) -> SparseVector {
        var v = SparseVector()
        for (i, x) in dense.enumerated() where x != 0 { v.append(Int32(i), x) }
        return v
    }

    /// The largest difference between `x` and `reference`, relative to `reference`'s largest
    /// magnitude (or absolute when that is under 1).
    static func relativeError(_ x: [Double], _ reference: [Double]) -> Double {
        let scale = max(1, reference.reduce(0) { max($0, abs($1)) })
        return zip(x, reference).reduce(0) { max($0, abs($1.0 - $1.1)) } / scale
    }

    /// The worst relative error of FTRAN and BTRAN, dense and sparse, against `matrix` solved
    /// densely, for right-hand sides of `counts` non-zeros each (nil: all); nil when the
    /// reference finds the matrix singular.
    static func worstError(
        of f: inout BasisFactorisation, against matrix: DenseMatrix, _ g: inout SplitMix64, counts: [Int?] = [nil, 1, 3]
    ) -> Double? {
        let m = matrix.size
        let transposed = matrix.transposed
        var worst = 0.0
        for count in counts {
            let b = vector(length: m, count: count, &g)
            guard let reference = matrix.solve(b) else { return nil }
            var x = b
            f.solve(&x)
            worst = max(worst, relativeError(x, reference))
            var sparseX = SparseVector()
            f.solve(sparse(b), into: &sparseX)
            worst = max(worst, relativeError(sparseX.dense(length: m), reference))

            let c = vector(length: m, count: count, &g)
            guard let referenceY = transposed.solve(c) else { return nil }
            var y = c
            f.solveTransposed(&y)
            worst = max(worst, relativeError(y, referenceY))
            var sparseY = SparseVector()
            f.solveTransposed(sparse(c), into: &sparseY)
            worst = max(worst, relativeError(sparseY.dense(length: m), referenceY))
        }
        return worst
    }
}
