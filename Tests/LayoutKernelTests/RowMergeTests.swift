import XCTest

// @testable: calls the merge of the tableau's rows (an internal type) directly.
@testable import LayoutKernel

/// `Row.add(_:times:skipping:scratch:added:)` against sparse-vector arithmetic done by hand:
/// the result must be `self + factor · source` without `skip`, coefficients below `epsilon`
/// dropped, cells sorted by symbol, and the symbols new to the row reported in order. Rows of
/// every length pair are used, so both the general merge and the splice of a short row with a
/// long one (`Row.shortTarget`) are covered.
final class RowMergeTests: XCTestCase {
    /// A row over `count` distinct symbols below `range`, with small integer coefficients (so
    /// that sums cancel exactly now and then).
    private func randomRow(count: Int, range: Int, _ g: inout SplitMix64) -> Row {
        var symbols = Set<Int32>()
        while symbols.count < count { symbols.insert(Int32(g.below(range))) }
        var row = Row(constant: Double(g.below(9)) - 4)
        row.cells = symbols.sorted().map { Cell(symbol: $0, coefficient: Double(g.below(7)) - 3) }
        row.cells.removeAll { $0.coefficient == 0 }
        return row
    }

    func testMergeMatchesSparseArithmetic() {
        let splices = checkMerges(seed: 10, trials: 3000) { g in
            (g.below(6), [0, 1, 3, 8, 20, 40][g.below(6)], 12 + g.below(60))
        } counting: { target, source in
            target.cells.count <= Row.shortTarget && source.cells.count >= 4 * target.cells.count
        }
        // Both paths ran often (checked, not assumed).
        XCTAssertGreaterThan(splices, 500)
        XCTAssertLessThan(splices, 2500)
    }

    func testALongRowUpdatedInPlaceMatchesSparseArithmetic() {
        // Rows of 256 to 555 cells (a chain's sum) with short sources (a pivot row), over a
        // symbol range a little wider than the row, so that cells both cancel and appear.
        let inPlace = checkMerges(seed: 11, trials: 300) { g in
            let m = 256 + g.below(300)
            return (m, g.below(m / 16 + 1), m + 20 + g.below(m / 2))
        } counting: { target, source in
            target.cells.count >= Row.longTarget && source.cells.count * 16 <= target.cells.count
        }
        XCTAssertGreaterThan(inPlace, 200, "the in-place path ran")
    }

    /// Adds random sources into random targets (sizes from `sizes`: target cells, source
    /// cells, symbol range) and checks each against a dictionary of coefficients; returns how
    /// many merges `counting` picked out.
    private func checkMerges(
        seed: UInt64, trials: Int, sizes: (inout SplitMix64) -> (Int, Int, Int),
        counting: (Row, Row) -> Bool
    ) -> Int {
        var g = SplitMix64(seed: seed)
        var scratch: [Cell] = []
        var added: [Int32] = []
        var counted = 0
        for trial in 0..<trials {
            let (m, n, range) = sizes(&g)
            var target = randomRow(count: min(m, range), range: range, &g)
            var source = randomRow(count: min(n, range), range: range, &g)
            // Skip a symbol of the target that the source does not hold (as a substitution
            // does), or nothing.
            var skip: Int32 = -1
            if let cell = target.cells.first(where: { !source.contains($0.symbol) }), g.below(2) == 0 {
                skip = cell.symbol
            }
            source.cells.removeAll { $0.symbol == skip }
            // Factors that cancel a source cell against a target cell (-1, 1), and others.
            let factor = [1.0, -1.0, 0.5, -2.0, 3.0][g.below(5)]
            if counting(target, source) { counted += 1 }

            // Expected, by hand: a dictionary of coefficients.
            var expected: [Int32: Double] = [:]
            for cell in target.cells where cell.symbol != skip { expected[cell.symbol] = cell.coefficient }
            var expectedNew: [Int32] = []
            for cell in source.cells {
                let sum = (expected[cell.symbol] ?? 0) + cell.coefficient * factor
                if expected[cell.symbol] == nil && abs(cell.coefficient * factor) >= epsilon {
                    expectedNew.append(cell.symbol)
                }
                expected[cell.symbol] = sum
            }
            let expectedCells = expected.filter { abs($0.value) >= epsilon }.sorted { $0.key < $1.key }
            let expectedConstant = target.constant + source.constant * factor

            let fresh =
                target.takesInPlace(source)
                ? target.addInPlace(source, times: factor, skipping: skip, added: &added)
                : target.add(source, times: factor, skipping: skip, scratch: &scratch, added: &added)
            XCTAssertEqual(target.cells.map(\.symbol), expectedCells.map(\.key), "trial \(trial): symbols")
            XCTAssertEqual(target.cells.map(\.coefficient), expectedCells.map(\.value), "trial \(trial): coefficients")
            XCTAssertEqual(target.constant, expectedConstant, "trial \(trial): constant")
            XCTAssertEqual(Array(added[0..<fresh]), expectedNew.sorted(), "trial \(trial): new symbols")
        }
        return counted
    }
}

extension SplitMix64 {
    /// A number in `0..<n` (a plain remainder: the merge tests need spread, not uniformity).
    fileprivate mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
}
