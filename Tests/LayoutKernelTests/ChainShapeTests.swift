import XCTest

@testable import LayoutKernel

/// The chain shapes of issue 10 at small sizes, checked against values derived from the rules
/// (the benchmark runs them large). Each also exercises the subject rule that solves a new row
/// for a slack or error occurring only in rows of external symbols.
final class ChainShapeTests: XCTestCase {
    /// Weak `z[i] >= 0` first, then the required chain `z[i] == z[i-1] + 1`: every link holds
    /// exactly, and no weak bound is violated (z[0] >= 0 is reachable, so the optimum has
    /// no weak error), so every z[i] >= i.
    func testWeakBoundsThenRequiredChain() throws {
        let solver = Solver()
        let z = (0..<40).map { Variable("z\($0)") }
        for v in z { try solver.add((v >= 0) | .weak) }
        for i in 1..<z.count { try solver.add(z[i] == z[i - 1] + 1) }
        solver.updateVariables()
        XCTAssertGreaterThanOrEqual(z[0].value, -1e-9)
        for i in 1..<z.count {
            XCTAssertEqual(z[i].value - z[i - 1].value, 1, accuracy: 1e-9)
        }
        XCTAssertNil(solver.core.tableau.brokenInvariant())
    }

    /// `x[i] >= x[i-1] + 1` with a weak `x[i] == 0` on each, n = 9: the objective Σ|x[i]| is
    /// at least Σ_{i<4} (x[8-i] - x[i]) >= 8 + 6 + 4 + 2 = 20, reached by x[i] = i - 4.
    /// n is odd, so that optimum is also unique.
    func testInequalityChainWithWeakZeros() throws {
        let solver = Solver()
        let x = (0..<9).map { Variable("x\($0)") }
        for i in 1..<x.count { try solver.add(x[i] >= x[i - 1] + 1) }
        for v in x { try solver.add((v == 0) | .weak) }
        solver.updateVariables()
        for i in x.indices { XCTAssertEqual(x[i].value, Double(i - 4), accuracy: 1e-9) }
        XCTAssertNil(solver.core.tableau.brokenInvariant())
    }
}
