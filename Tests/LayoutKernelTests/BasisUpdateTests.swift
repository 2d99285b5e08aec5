import XCTest

// @testable: the basis factorisation is an internal type of the kernel.
@testable import LayoutKernel

/// `BasisFactorisation`'s updates against a fresh dense solve after each one: Forrest–Tomlin
/// column replacements, bordered appends of a row and a column, and retirements of a row and a
/// position. A refused update must leave the old basis's factorisation intact.
final class BasisUpdateTests: XCTestCase {
    /// Random replacements, refactoring only when the factorisation asks (`needsRefactor`, or
    /// an `.unstable` update), as a simplex would. Two kinds: each position keeps its strong
    /// row (well-conditioned bases throughout), or the strong row is anywhere (bases drift
    /// towards singular, so the growth check must call for refactors in time).
    func testColumnReplacementsMatchAFreshDenseSolve() {
        var g = SplitMix64(seed: 0xF0_4E57)
        for (size, density, keepsStrongRows) in [(12, 0.2, true), (40, 0.08, true), (12, 0.2, false), (40, 0.08, false)] {
            var strongRows = Array(0..<size)
            strongRows.shuffle(using: &g)
            var columns = strongRows.map { RandomBasis.column(strongRow: $0, rows: Array(0..<size), density: density, &g) }
            var f = BasisFactorisation(columns: columns)
            var updated = 0
            for step in 0..<70 {
                let p = g.index(below: size)
                let strongRow = keepsStrongRows ? strongRows[p] : g.index(below: size)
                let column = RandomBasis.column(strongRow: strongRow, rows: Array(0..<size), density: density, &g)
                var next = columns
                next[p] = column
                // Every other step passes alpha as a dual simplex would have it: the pivot row
                // B⁻ᵀ e_p times the column.
                var alpha: Double?
                if step % 2 == 1 {
                    var row = SparseVector()
                    f.solveTransposed(SparseVector(indices: [Int32(p)], values: [1]), into: &row)
                    let rowDense = row.dense(length: size)
                    alpha = column.indices.indices.reduce(0) { $0 + column.values[$1] * rowDense[Int(column.indices[$1])] }
                }
                switch f.replace(position: p, with: column, alpha: alpha) {
                case .updated:
                    columns = next
                    updated += 1
                case .singular:
                    XCTAssertLessThan(DenseMatrix(columns: next).rank(tolerance: 1e-7), size, "step \(step)")
                case .unstable:
                    columns = next
                    f = BasisFactorisation(columns: columns)
                }
                if f.needsRefactor { f = BasisFactorisation(columns: columns) }
                // A full and a two-entry right-hand side: the dense reference is the test's cost.
                guard let error = RandomBasis.worstError(of: &f, against: DenseMatrix(columns: columns), &g, counts: [nil, 2]) else {
                    XCTFail("the reference basis is singular at step \(step)")
                    break
                }
                XCTAssertLessThanOrEqual(error, 1e-9, "size \(size), step \(step)")
            }
            XCTAssertGreaterThanOrEqual(updated, 50, "size \(size)")
        }
    }

    /// Replacing a column by a copy of another makes the basis singular: refused, and the
    /// factorisation still solves the old basis.
    func testASingularReplacementIsRefusedAndChangesNothing() {
        var g = SplitMix64(seed: 0x51_6E)
        let columns = RandomBasis.columns(size: 15, density: 0.2, &g)
        var f = BasisFactorisation(columns: columns)
        XCTAssertEqual(f.replace(position: 3, with: columns[7]), .singular)
        XCTAssertEqual(f.updateCount, 0)
        let scaled = SparseVector(indices: columns[2].indices, values: columns[2].values.map { $0 * -3 })
        XCTAssertEqual(f.replace(position: 9, with: scaled), .singular)
        let error = RandomBasis.worstError(of: &f, against: DenseMatrix(columns: columns), &g)
        XCTAssertLessThanOrEqual(error ?? 1, 1e-9)
    }

    /// An `alpha` that does not match the basis (here twice the true one) makes the two
    /// computations of the new pivot disagree: refused as unstable, nothing changed.
    func testAWrongAlphaIsRefusedAsUnstable() {
        var g = SplitMix64(seed: 0xA1_FA)
        let columns = RandomBasis.columns(size: 10, density: 0.3, &g)
        var f = BasisFactorisation(columns: columns)
        let column = RandomBasis.column(strongRow: Int(f.rowOfPosition[4]), rows: Array(0..<10), density: 0.3, &g)
        var x = column.dense(length: 10)
        f.solve(&x)
        XCTAssertEqual(f.replace(position: 4, with: column, alpha: 2 * x[4]), .unstable)
        XCTAssertEqual(f.updateCount, 0)
        XCTAssertLessThanOrEqual(RandomBasis.worstError(of: &f, against: DenseMatrix(columns: columns), &g) ?? 1, 1e-9)
        XCTAssertEqual(f.replace(position: 4, with: column, alpha: x[4]), .updated)
    }

    /// After `maximumUpdates` updates the factorisation asks for a refactor.
    func testManyUpdatesAskForARefactor() {
        let n = 20
        let columns = (0..<n).map { SparseVector(indices: [Int32($0)], values: [2]) }
        var f = BasisFactorisation(columns: columns)
        XCTAssertFalse(f.needsRefactor)
        for k in 0..<BasisFactorisation.maximumUpdates {
            XCTAssertEqual(f.replace(position: k % n, with: SparseVector(indices: [Int32(k % n)], values: [3])), .updated)
        }
        XCTAssertTrue(f.needsRefactor)
    }

    /// The basis grows by a row and a column at a time (as the incremental solver adds a
    /// constraint with its own basic slack) and sometimes loses one (retire): after each step
    /// the solves match a dense solve of the live rows and positions, with junk on the retired
    /// rows' inputs ignored and zeros on the retired positions' outputs.
    func testAppendsAndRetirementsMatchAFreshDenseSolve() {
        var g = SplitMix64(seed: 0xA9_9E4D)
        let start = 4
        var columns = RandomBasis.columns(size: start, density: 0.4, &g)
        var f = BasisFactorisation(columns: columns)
        var liveRows = Array(0..<start), livePositions = Array(0..<start)
        var appended = 0, retired = 0
        for step in 0..<80 {
            let n = f.dimension
            if step % 4 == 3 && liveRows.count > 2 {
                // Retire a live row, with a position that depends on it: the largest entry of
                // B⁻¹ e_row, as the caller would pick.
                let row = liveRows[g.index(below: liveRows.count)]
                var unit = [Double](repeating: 0, count: n)
                unit[row] = 1
                f.solve(&unit)
                let position = livePositions.max { abs(unit[$0]) < abs(unit[$1]) }!
                XCTAssertEqual(f.retire(row: row, position: position), .updated, "step \(step)")
                liveRows.removeAll { $0 == row }
                livePositions.removeAll { $0 == position }
                retired += 1
            } else {
                var row = SparseVector()
                for p in livePositions where g.unit() < 0.3 { row.append(Int32(p), 2 * g.unit() - 1) }
                var column = RandomBasis.column(strongRow: n, rows: liveRows + [n], density: 0.3, &g)
                // Junk on retired rows: the factorisation must ignore it.
                for r in 0..<n where !liveRows.contains(r) && g.unit() < 0.5 { column.append(Int32(r), 99) }
                XCTAssertEqual(f.append(row: row, column: column), .updated, "step \(step)")
                for k in row.indices.indices {
                    let p = Int(row.indices[k])
                    columns[p].append(Int32(n), row.values[k])
                }
                columns.append(column)
                liveRows.append(n)
                livePositions.append(n)
                appended += 1
            }
            check(&f, columns: columns, liveRows: liveRows, livePositions: livePositions, &g, "step \(step)")
        }
        XCTAssertGreaterThanOrEqual(appended, 50)
        XCTAssertGreaterThanOrEqual(retired, 15)
    }

    /// A bordered append that makes the basis singular (the new row a copy of an old one, the
    /// new column a copy of an old one) is refused.
    func testASingularAppendIsRefused() {
        // B = [2 1; 0 3]; new row (2, 1 | d) over positions 0, 1 and the new column
        // (1, 3 | d): with d = 1 the row is row 0 of [B a] when a = column 1 and d = 1.
        let columns = [SparseVector(indices: [0], values: [2]), SparseVector(indices: [0, 1], values: [1, 3])]
        var f = BasisFactorisation(columns: columns)
        let outcome = f.append(
            row: SparseVector(indices: [0, 1], values: [2, 1]),
            column: SparseVector(indices: [0, 1, 2], values: [1, 3, 1]))
        XCTAssertEqual(outcome, .singular)
        XCTAssertEqual(f.dimension, 2)
        XCTAssertEqual(f.append(row: SparseVector(), column: SparseVector(indices: [2], values: [5])), .updated)
        var x = [1.0, 3.0, 10.0]
        f.solve(&x)
        // [2 1 0; 0 3 0; 0 0 5] x = (1, 3, 10): x₁ = 1, x₀ = (1 − 1)/2 = 0, x₂ = 2.
        XCTAssertEqual(x, [0, 1, 2])
    }

    /// The whole life of a basis in a simplex: replacements, appends and retirements mixed, and
    /// a refactorisation whenever the factorisation asks (or refuses an update as unstable),
    /// which renumbers the live rows and positions as a caller must. Checked against a dense
    /// solve after every step.
    func testMixedUpdatesAndRefactorsMatchAFreshDenseSolve() {
        var g = SplitMix64(seed: 0x31_DE5)
        var columns = RandomBasis.columns(size: 6, density: 0.4, &g)
        var f = BasisFactorisation(columns: columns)
        var liveRows = Array(0..<6), livePositions = Array(0..<6)
        var counts = [0, 0, 0, 0]  // replaced, appended, retired, refactored
        for step in 0..<150 {
            let n = f.dimension
            let choice = g.index(below: 20)
            if choice < 9 {
                let p = livePositions[g.index(below: livePositions.count)]
                let column = RandomBasis.column(strongRow: Int(f.rowOfPosition[p]), rows: liveRows, density: 0.3, &g)
                switch f.replace(position: p, with: column) {
                case .updated:
                    columns[p] = column
                    counts[0] += 1
                case .singular: break
                case .unstable:
                    columns[p] = column
                    refactor(&f, &columns, &liveRows, &livePositions)
                    counts[3] += 1
                }
            } else if choice < 16 || liveRows.count < 3 {
                var row = SparseVector()
                for p in livePositions where g.unit() < 0.3 { row.append(Int32(p), 2 * g.unit() - 1) }
                let column = RandomBasis.column(strongRow: n, rows: liveRows + [n], density: 0.3, &g)
                if f.append(row: row, column: column) == .updated {
                    for k in row.indices.indices { columns[Int(row.indices[k])].append(Int32(n), row.values[k]) }
                    columns.append(column)
                    liveRows.append(n)
                    livePositions.append(n)
                    counts[1] += 1
                }
            } else {
                let row = liveRows[g.index(below: liveRows.count)]
                var unit = [Double](repeating: 0, count: n)
                unit[row] = 1
                f.solve(&unit)
                let position = livePositions.max { abs(unit[$0]) < abs(unit[$1]) }!
                if f.retire(row: row, position: position) == .updated {
                    liveRows.removeAll { $0 == row }
                    livePositions.removeAll { $0 == position }
                    counts[2] += 1
                }
            }
            if f.needsRefactor {
                refactor(&f, &columns, &liveRows, &livePositions)
                counts[3] += 1
            }
            check(&f, columns: columns, liveRows: liveRows, livePositions: livePositions, &g, "step \(step)")
        }
        XCTAssertGreaterThan(counts[0], 40)
        XCTAssertGreaterThan(counts[1], 30)
        XCTAssertGreaterThan(counts[2], 10)
        XCTAssertGreaterThan(counts[3], 0)
    }

    /// Refactors the live part, renumbering rows and positions in their order.
    private func refactor(
        _ f: inout BasisFactorisation, _ columns: inout [SparseVector], _ liveRows: inout [Int], _ livePositions: inout [Int]
    ) {
        var newRow = [Int32](repeating: -1, count: f.dimension)
        for (k, r) in liveRows.enumerated() { newRow[r] = Int32(k) }
        columns = livePositions.map { p in
            var column = SparseVector()
            for k in columns[p].indices.indices where newRow[Int(columns[p].indices[k])] >= 0 {
                column.append(newRow[Int(columns[p].indices[k])], columns[p].values[k])
            }
            return column
        }
        liveRows = Array(0..<columns.count)
        livePositions = liveRows
        f = BasisFactorisation(columns: columns)
        XCTAssertFalse(f.isSingular)
    }

    private func check(
        _ f: inout BasisFactorisation, columns: [SparseVector], liveRows: [Int], livePositions: [Int], _ g: inout SplitMix64,
        _ message: String
    ) {
        let n = f.dimension
        var rowIndex = [Int](repeating: -1, count: n)
        for (k, r) in liveRows.enumerated() { rowIndex[r] = k }
        var reduced = DenseMatrix(size: liveRows.count)
        for (j, p) in livePositions.enumerated() {
            for k in columns[p].indices.indices where rowIndex[Int(columns[p].indices[k])] >= 0 {
                reduced[rowIndex[Int(columns[p].indices[k])], j] += columns[p].values[k]
            }
        }
        // FTRAN with junk on retired rows.
        let b = RandomBasis.vector(length: liveRows.count, count: nil, &g)
        guard let x = reduced.solve(b) else { return XCTFail("reference singular, \(message)") }
        var full = [Double](repeating: 7, count: n)
        for (k, r) in liveRows.enumerated() { full[r] = b[k] }
        f.solve(&full)
        XCTAssertLessThanOrEqual(RandomBasis.relativeError(livePositions.map { full[$0] }, x), 1e-9, message)
        for p in 0..<n where !livePositions.contains(p) { XCTAssertEqual(full[p], 0, message) }
        var sparse = SparseVector()
        f.solve(RandomBasis.sparse(full.indices.map { rowIndex[$0] >= 0 ? b[rowIndex[$0]] : 5 }), into: &sparse)
        XCTAssertLessThanOrEqual(RandomBasis.relativeError(livePositions.map { sparse.dense(length: n)[$0] }, x), 1e-9, message)
        // BTRAN with junk on retired positions.
        let c = RandomBasis.vector(length: livePositions.count, count: nil, &g)
        guard let y = reduced.transposed.solve(c) else { return XCTFail("reference singular, \(message)") }
        var fullC = [Double](repeating: -4, count: n)
        for (k, p) in livePositions.enumerated() { fullC[p] = c[k] }
        var sparseY = SparseVector()
        f.solveTransposed(RandomBasis.sparse(fullC), into: &sparseY)
        f.solveTransposed(&fullC)
        XCTAssertLessThanOrEqual(RandomBasis.relativeError(liveRows.map { fullC[$0] }, y), 1e-9, message)
        XCTAssertLessThanOrEqual(RandomBasis.relativeError(liveRows.map { sparseY.dense(length: n)[$0] }, y), 1e-9, message)
        for r in 0..<n where rowIndex[r] < 0 { XCTAssertEqual(fullC[r], 0, message) }
    }
}
