import XCTest

// @testable: the basis factorisation is an internal type of the kernel.
@testable import LayoutKernel

/// `BasisFactorisation`'s factorisation and solves against `DenseMatrix` (dense Gaussian
/// elimination with partial pivoting, in the test support): FTRAN and BTRAN, dense and sparse,
/// on random sparse bases of sizes 1 to 60, on badly scaled ones, and on singular ones,
/// whose dependent positions must match the dense rank.
final class BasisFactorisationTests: XCTestCase {
    func testRandomBasesSolveLikeDenseElimination() {
        var g = SplitMix64(seed: 0x1_F7C3)
        var checked = 0
        // Every size to 24, then every fourth to 60: the dense reference is cubic.
        for size in Array(1...24) + Array(stride(from: 28, through: 60, by: 4)) {
            for density in [0.02, 0.1, 0.3] {
                let columns = RandomBasis.columns(size: size, density: density, &g)
                var f = BasisFactorisation(columns: columns)
                XCTAssertFalse(f.isSingular, "size \(size), density \(density)")
                guard let error = RandomBasis.worstError(of: &f, against: DenseMatrix(columns: columns), &g) else { continue }
                XCTAssertLessThanOrEqual(error, 1e-9, "size \(size), density \(density)")
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 90)
    }

    /// A small pivot beside a large entry in its column must not be taken: with `ε = 1e-13` as
    /// the pivot of `[ε 1; 1 1]` the multiplier is 1e13 and the solution loses about 3 digits.
    /// The trap is also laid on the diagonal of random bases, where the Markowitz cost alone
    /// would often take it.
    func testThresholdPivotingRefusesATinyPivot() {
        let columns = [
            SparseVector(indices: [0, 1], values: [1e-13, 1]),
            SparseVector(indices: [0, 1], values: [1, 1]),
        ]
        var f = BasisFactorisation(columns: columns)
        // [ε 1; 1 1] x = (1, 2): x₀ = 1/(1 − ε), x₁ = (1 − 2ε)/(1 − ε), both 1 within 1e-12.
        var x = [1.0, 2.0]
        f.solve(&x)
        XCTAssertEqual(x[0], 1, accuracy: 1e-12)
        XCTAssertEqual(x[1], 1, accuracy: 1e-12)

        var g = SplitMix64(seed: 0x7_1A9)
        for size in [4, 12, 30] {
            var columns = RandomBasis.columns(size: size, density: 0.3, &g)
            for j in 0..<size {
                columns[j].indices.append(Int32(j))
                columns[j].values.append(1e-13)
            }
            var f = BasisFactorisation(columns: columns)
            guard let error = RandomBasis.worstError(of: &f, against: DenseMatrix(columns: columns), &g) else { continue }
            XCTAssertLessThanOrEqual(error, 1e-9, "size \(size)")
        }
    }

    /// Rows scaled by 10^[-4, 4] and columns too: coefficients from 1e-8 to 1e8. Nothing may be
    /// taken for dependent, and the solves must still match.
    func testMagnitudesFromTinyToHuge() {
        var g = SplitMix64(seed: 0xBAD_5CA1E)
        for size in [2, 5, 10, 20, 40] {
            for _ in 0..<3 {
                var columns = RandomBasis.columns(size: size, density: 0.2, &g)
                let rowScale = (0..<size).map { _ in pow10(8 * g.unit() - 4) }
                for j in 0..<size {
                    let columnScale = pow10(8 * g.unit() - 4)
                    for k in columns[j].indices.indices {
                        columns[j].values[k] *= rowScale[Int(columns[j].indices[k])] * columnScale
                    }
                }
                var f = BasisFactorisation(columns: columns)
                XCTAssertFalse(f.isSingular, "size \(size)")
                guard let error = RandomBasis.worstError(of: &f, against: DenseMatrix(columns: columns), &g) else { continue }
                XCTAssertLessThanOrEqual(error, 1e-9, "size \(size)")
            }
        }
    }

    /// Zero, repeated, and combined columns: as many dependent positions as the dense rank says
    /// are missing; the factorisation is then that of the basis with each dependent position
    /// replaced by the unit column of its substitute row, and solves like it.
    func testSingularBasesNameTheirDependentPositions() {
        // Hand-made: column 1 = 2 · column 0; column 3 is empty.
        let columns = [
            SparseVector(indices: [0, 2], values: [1, 3]),
            SparseVector(indices: [0, 2], values: [2, 6]),
            SparseVector(indices: [1], values: [4]),
            SparseVector(),
        ]
        let f = BasisFactorisation(columns: columns)
        XCTAssertEqual(f.dependentPositions.count, 2)
        XCTAssertTrue(f.dependentPositions.contains(3))
        XCTAssertTrue(f.dependentPositions.contains(0) != f.dependentPositions.contains(1))
        XCTAssertFalse(f.dependentPositions.contains(2))

        var g = SplitMix64(seed: 0x5_1A6)
        for size in [3, 8, 20, 45] {
            for missing in [1, 2, size / 3 + 1] {
                var columns = RandomBasis.columns(size: size, density: 0.25, &g)
                // `missing` columns become combinations of two others (or zero).
                for j in 0..<missing {
                    let a = columns[(j + 1) % size], b = columns[(j + 2) % size]
                    let (s, t) = (2 * g.unit() - 1, 2 * g.unit() - 1)
                    columns[j] =
                        j % 3 == 2
                        ? SparseVector()
                        : SparseVector(indices: a.indices + b.indices, values: a.values.map { $0 * s } + b.values.map { $0 * t })
                }
                var f = BasisFactorisation(columns: columns)
                let rank = DenseMatrix(columns: columns).rank()
                XCTAssertEqual(f.dependentPositions.count, size - rank, "size \(size), missing \(missing)")
                XCTAssertEqual(f.substituteRows.count, f.dependentPositions.count)
                var substituted = columns
                for (p, r) in zip(f.dependentPositions, f.substituteRows) {
                    substituted[p] = SparseVector(indices: [Int32(r)], values: [1])
                }
                guard let error = RandomBasis.worstError(of: &f, against: DenseMatrix(columns: substituted), &g) else {
                    XCTFail("the substituted basis is singular, size \(size)")
                    continue
                }
                XCTAssertLessThanOrEqual(error, 1e-9, "size \(size), missing \(missing)")
                for x in f.diagonal { XCTAssertTrue(x.isFinite && x != 0) }
            }
        }
        let zero = BasisFactorisation(columns: [SparseVector(), SparseVector()])
        XCTAssertEqual(zero.dependentPositions, [0, 1])
        let empty = BasisFactorisation(columns: [])
        XCTAssertFalse(empty.isSingular)
    }

    private func pow10(_ e: Double) -> Double {
        var result = 1.0, e = e
        while e >= 1 { result *= 10; e -= 1 }
        while e < 0 { result /= 10; e += 1 }
        // 10^e for e in [0, 1), by the series of exp(e · ln 10): enough terms for a scale.
        var term = 1.0, sum = 1.0
        for k in 1..<30 { term *= e * 2.302585092994046 / Double(k); sum += term }
        return result * sum
    }
}
