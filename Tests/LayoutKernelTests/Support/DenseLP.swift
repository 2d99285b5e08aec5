/// An independent reference for the solver: a small dense linear program solved with the
/// textbook two-phase simplex (Bland's rule), and Cassowary's lexicographic objective built on
/// it level by level. It shares no code with LayoutKernel's tableau: dense rows, explicit
/// error variables, free variables split in two non-negative halves.
///
/// Meant for a handful of variables and constraints with small integer data, where doubles
/// with a 1e-9 tolerance are exact enough.
struct DenseLP {
    enum Relation { case lessOrEqual, equal, greaterOrEqual }

    struct Row {
        var coefficients: [Double]
        var relation: Relation
        var bound: Double
    }

    var columnCount: Int
    var rows: [Row] = []

    static let tolerance = 1e-9

    /// Minimises `cost · z` over `rows`, `z >= 0`. Nil when infeasible; otherwise the optimum
    /// and a point that reaches it. (The objectives used here are bounded below by 0.)
    func minimize(_ cost: [Double]) -> (value: Double, point: [Double])? {
        var t = Tableau(self)
        guard t.phaseOne() else { return nil }
        t.phaseTwo(cost)
        let point = t.point(columnCount)
        let value = zip(cost, point).reduce(0) { $0 + $1.0 * $1.1 }
        return (value, point)
    }

    /// Minimises `costs[0]`, then `costs[1]` among the points optimal for `costs[0]`, and so
    /// on: the textbook lexicographic simplex. One phase one; after each objective the
    /// non-basic columns with a positive reduced cost are barred from entering, since any
    /// move along them would worsen that objective, so later objectives keep its optimum.
    /// Nil when infeasible; otherwise each objective's optimum and a point that reaches all.
    func minimizeInOrder(_ costs: [[Double]]) -> (values: [Double], point: [Double])? {
        var t = Tableau(self)
        guard t.phaseOne() else { return nil }
        var allowed = [Bool](repeating: true, count: t.artificialStart)
        var values: [Double] = []
        for cost in costs {
            t.run(cost, columns: t.artificialStart, allowed: allowed)
            let point = t.point(columnCount)
            values.append(zip(cost, point).reduce(0) { $0 + $1.0 * $1.1 })
            let reduced = t.reducedCosts(cost, columns: t.artificialStart)
            for j in 0..<t.artificialStart where reduced[j] > DenseLP.tolerance { allowed[j] = false }
        }
        return (values, t.point(columnCount))
    }

    /// The dense simplex tableau: `m` rows of `width` columns, the right-hand side last.
    private struct Tableau {
        var m: Int
        var width: Int
        var cells: [Double]
        var basis: [Int]
        var artificialStart: Int

        init(_ lp: DenseLP) {
            m = lp.rows.count
            let n = lp.columnCount
            // One slack per inequality, one artificial per row.
            let slacks = lp.rows.filter { $0.relation != .equal }.count
            artificialStart = n + slacks
            width = artificialStart + m + 1
            cells = [Double](repeating: 0, count: m * width)
            basis = []
            var slack = n
            for (i, row) in lp.rows.enumerated() {
                let sign: Double = row.bound < 0 ? -1 : 1
                for j in 0..<n { cells[i * width + j] = sign * row.coefficients[j] }
                if row.relation != .equal {
                    cells[i * width + slack] = sign * (row.relation == .lessOrEqual ? 1 : -1)
                    slack += 1
                }
                cells[i * width + artificialStart + i] = 1
                cells[i * width + width - 1] = sign * row.bound
                basis.append(artificialStart + i)
            }
        }

        /// Starts each row that has one on a column of its own (a slack or an error column
        /// with a positive coefficient, zero in every other row) instead of its artificial:
        /// only the rows left on an artificial need phase one.
        mutating func startOnOwnColumns() {
            var isBasic = [Bool](repeating: false, count: width)
            for i in 0..<m {
                for j in 0..<artificialStart where self[i, j] > DenseLP.tolerance && !isBasic[j] {
                    if (0..<m).allSatisfy({ $0 == i || self[$0, j] == 0 }) {
                        isBasic[j] = true
                        pivot(i, j)
                        break
                    }
                }
            }
        }

        subscript(_ i: Int, _ j: Int) -> Double {
            get { cells[i * width + j] }
            set { cells[i * width + j] = newValue }
        }

        mutating func pivot(_ r: Int, _ c: Int) {
            let (m, w) = (self.m, width)
            // Through the buffer: the tests run in debug builds, where an array write per cell
            // re-checks uniqueness and would make the reference the slowest part of a test.
            cells.withUnsafeMutableBufferPointer { cells in
                let p = cells[r * w + c]
                for j in 0..<w { cells[r * w + j] /= p }
                for i in 0..<m where i != r {
                    let f = cells[i * w + c]
                    if f == 0 { continue }
                    for j in 0..<w { cells[i * w + j] -= f * cells[r * w + j] }
                }
            }
            basis[r] = c
        }

        /// Reduced costs of `cost` (over the first `columns` columns) for the current basis.
        func reducedCosts(_ cost: [Double], columns: Int) -> [Double] {
            var reduced = Array(cost.prefix(columns)) + [Double](repeating: 0, count: max(0, columns - cost.count))
            cells.withUnsafeBufferPointer { cells in
                for i in 0..<m {
                    let cb = basis[i] < cost.count ? cost[basis[i]] : 0
                    if cb == 0 { continue }
                    for j in 0..<columns { reduced[j] -= cb * cells[i * width + j] }
                }
            }
            return reduced
        }

        /// Simplex iterations on `cost` over columns `0..<columns` (Bland's rule), entering
        /// only columns that `allowed` admits (all when nil).
        mutating func run(_ cost: [Double], columns: Int, allowed: [Bool]? = nil) {
            while true {
                let reduced = reducedCosts(cost, columns: columns)
                guard
                    let entering = (0..<columns).first(where: {
                        reduced[$0] < -DenseLP.tolerance && allowed?[$0] != false
                    })
                else { return }
                var leaving = -1
                var best = Double.infinity
                for i in 0..<m where self[i, entering] > DenseLP.tolerance {
                    let ratio = self[i, width - 1] / self[i, entering]
                    if ratio < best - DenseLP.tolerance || (abs(ratio - best) <= DenseLP.tolerance && basis[i] < basis[leaving]) {
                        best = ratio
                        leaving = i
                    }
                }
                if leaving < 0 { return }  // unbounded: cannot happen for the costs used here
                pivot(leaving, entering)
            }
        }

        /// Minimises the sum of the artificials; true when it reaches 0. Then drives the
        /// artificials out of the basis (or drops their rows when redundant).
        mutating func phaseOne() -> Bool {
            var cost = [Double](repeating: 0, count: width - 1)
            for i in 0..<m { cost[artificialStart + i] = 1 }
            startOnOwnColumns()
            run(cost, columns: width - 1)
            let infeasibility = (0..<m).filter { basis[$0] >= artificialStart }.reduce(0) { $0 + self[$1, width - 1] }
            guard infeasibility <= 1e-7 else { return false }
            var i = 0
            while i < m {
                if basis[i] >= artificialStart {
                    if let c = (0..<artificialStart).first(where: { abs(self[i, $0]) > 1e-9 }) {
                        pivot(i, c)
                    } else {
                        cells.removeSubrange(i * width..<(i + 1) * width)
                        basis.remove(at: i)
                        m -= 1
                        continue
                    }
                }
                i += 1
            }
            return true
        }

        /// Minimises `cost` without the artificials.
        mutating func phaseTwo(_ cost: [Double]) {
            run(cost, columns: artificialStart)
        }

        func point(_ n: Int) -> [Double] {
            var z = [Double](repeating: 0, count: n)
            for i in 0..<m where basis[i] < n { z[basis[i]] = self[i, width - 1] }
            return z
        }
    }
}
