import XCTest

@testable import LayoutKernel

/// The measurement plumbing of the factored prototype: the sign correction of FTRAN results
/// and the counts of what a pivot's products reach.
final class RevisedSimplexWorkTests: XCTestCase {
    /// Positions 1 and 3 hold negated columns (signs −1): entries there change sign, the
    /// others stay. Input (3: 2), (0: 5), (1: −4) → (3: −2), (0: 5), (1: 4).
    func testSignsNegateOnlyTheNegatedPositions() {
        var vector = SparseVector(indices: [3, 0, 1], values: [2, 5, -4])
        RevisedSimplex.applySigns([1, -1, 1, -1], to: &vector)
        XCTAssertEqual(vector.indices, [3, 0, 1])
        XCTAssertEqual(vector.values, [-2, 5, 4])
    }

    /// One optional row `x − 5 == 0` over a free `x`: the basis starts on an error column
    /// (`e⁻`, the residual 5 is positive), `x` enters once and the error leaves. That pivot
    /// solves one entering column (1 entry, the whole 1-row basis reached) and one pivot row
    /// (1 entry), whose row 0 has 3 terms over 3 columns (`x`, `e⁺`, `e⁻`).
    func testOnePivotCountsItsProducts() {
        let row = RevisedRow(variables: [0], coefficients: [1], constant: -5, relation: .equal, strength: .weak)
        var simplex = RevisedSimplex(externalCount: 1, rows: [row])
        XCTAssertEqual(simplex.solve(), .optimal)
        XCTAssertEqual(simplex.externalValue(0), 5, accuracy: 1e-12)
        XCTAssertEqual(simplex.pivotCount, 1)
        let c = simplex.workCounts
        XCTAssertEqual([c.columnSolves, c.columnEntries, c.columnReach], [1, 1, 1])
        XCTAssertEqual([c.rowSolves, c.rowEntries, c.rowReach], [1, 1, 1])
        XCTAssertEqual([c.pivotRowTerms, c.pivotRowColumns], [3, 3])
    }
}
