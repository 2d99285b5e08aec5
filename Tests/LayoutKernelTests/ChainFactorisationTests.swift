import XCTest

// @testable: the basis factorisation is an internal type of the kernel.
@testable import LayoutKernel

/// The bases of chains (`x[i+1] − x[i] = …`): path-like, triangular after a permutation. They
/// must factor with no fill (the factors hold exactly the basis's non-zeros, the diagonal
/// counted once), their solves must satisfy `B x = b` (checked by multiplying back, in O(n)),
/// and a sparse solve for a unit vector must give only the entries its reach holds.
final class ChainFactorisationTests: XCTestCase {
    private let n = 10_000

    /// Lower bidiagonal: column j has 1 at row j and −1 at row j + 1, so row i reads
    /// `x[i] − x[i−1] = b[i]` and `x[i] = b[0] + … + b[i]`.
    private func lowerChain(_ n: Int) -> [SparseVector] {
        (0..<n).map { j in
            j + 1 < n ? SparseVector(indices: [Int32(j), Int32(j + 1)], values: [1, -1]) : SparseVector(indices: [Int32(j)], values: [1])
        }
    }

    private func product(_ columns: [SparseVector], _ x: [Double]) -> [Double] {
        var b = [Double](repeating: 0, count: columns.count)
        for (j, column) in columns.enumerated() {
            for k in column.indices.indices { b[Int(column.indices[k])] += column.values[k] * x[j] }
        }
        return b
    }

    private func transposedProduct(_ columns: [SparseVector], _ y: [Double]) -> [Double] {
        columns.map { column in column.indices.indices.reduce(0) { $0 + column.values[$1] * y[Int(column.indices[$1])] } }
    }

    private func nonZeros(_ columns: [SparseVector]) -> Int { columns.reduce(0) { $0 + $1.count } }

    private func assertSolves(_ f: inout BasisFactorisation, _ columns: [SparseVector], _ g: inout SplitMix64, _ message: String) {
        let b = RandomBasis.vector(length: columns.count, count: nil, &g)
        var x = b
        f.solve(&x)
        XCTAssertLessThanOrEqual(RandomBasis.relativeError(product(columns, x), b), 1e-9, message)
        var y = b
        f.solveTransposed(&y)
        XCTAssertLessThanOrEqual(RandomBasis.relativeError(transposedProduct(columns, y), b), 1e-9, message)
    }

    func testBidiagonalChainsFactorWithoutFill() {
        var g = SplitMix64(seed: 0xC4A1_4)
        let lower = lowerChain(n)
        // Upper bidiagonal: the same chain read the other way.
        let upper = (0..<n).map { j in
            j > 0 ? SparseVector(indices: [Int32(j - 1), Int32(j)], values: [-2, 3]) : SparseVector(indices: [0], values: [3])
        }
        for (name, columns) in [("lower", lower), ("upper", upper)] {
            var f = BasisFactorisation(columns: columns)
            XCTAssertFalse(f.isSingular, name)
            XCTAssertEqual(f.nonZeroCount, nonZeros(columns), name)
            assertSolves(&f, columns, &g, name)
        }
    }

    /// A chain with its rows and positions shuffled, and a triangular band of width 3: still
    /// triangular up to permutations, so still no fill.
    func testPermutedAndBandedTriangularBasesFactorWithoutFill() {
        var g = SplitMix64(seed: 0xB4_4D)
        var rows = Array(0..<n).map { Int32($0) }
        rows.shuffle(using: &g)
        var shuffled = lowerChain(n).map { SparseVector(indices: $0.indices.map { rows[Int($0)] }, values: $0.values) }
        shuffled.shuffle(using: &g)
        let band = (0..<n).map { j in
            let below = (j..<min(n, j + 3)).map { Int32($0) }
            return SparseVector(indices: below, values: below.map { $0 == Int32(j) ? 4 : -1 })
        }
        for (name, columns) in [("shuffled", shuffled), ("band", band)] {
            var f = BasisFactorisation(columns: columns)
            XCTAssertEqual(f.nonZeroCount, nonZeros(columns), name)
            assertSolves(&f, columns, &g, name)
        }
    }

    /// `B x = e_k` on the lower chain gives `x[i] = 1` for `i ≥ k`: a unit vector three rows
    /// from the end has three entries. `Bᵀ y = e_2` gives `y[i] = 1` for `i ≤ 2`: three entries.
    func testASparseSolveGivesOnlyItsReach() {
        var f = BasisFactorisation(columns: lowerChain(n))
        var x = SparseVector()
        f.solve(SparseVector(indices: [Int32(n - 3)], values: [1]), into: &x)
        XCTAssertEqual(Set(x.indices), [Int32(n - 3), Int32(n - 2), Int32(n - 1)])
        XCTAssertEqual(x.values, [1, 1, 1])
        // The search behind the last phase (U) reached those three rows and no others.
        XCTAssertEqual(f.search.reached.count, 3)
        var y = SparseVector()
        f.solveTransposed(SparseVector(indices: [2], values: [1]), into: &y)
        XCTAssertEqual(Set(y.indices), [0, 1, 2])
        XCTAssertEqual(y.values, [1, 1, 1])
        XCTAssertEqual(f.search.reached.count, 3)
    }

    /// A chain grown link by link with `append` (each new row `x[i] − x[i−1]` over the last
    /// position, each new column the new variable) stays free of fill: one diagonal and one
    /// row-eta entry a link.
    func testAChainGrownByAppendsStaysLinear() {
        let links = 2_000
        var f = BasisFactorisation(columns: [SparseVector(indices: [0], values: [1])])
        for i in 1..<links {
            let outcome = f.append(
                row: SparseVector(indices: [Int32(i - 1)], values: [-1]), column: SparseVector(indices: [Int32(i)], values: [1]))
            XCTAssertEqual(outcome, .updated)
        }
        XCTAssertEqual(f.nonZeroCount, 2 * links - 1)
        var x = SparseVector()
        f.solve(SparseVector(indices: [Int32(links - 2)], values: [1]), into: &x)
        XCTAssertEqual(Set(x.indices), [Int32(links - 2), Int32(links - 1)])
    }
}
