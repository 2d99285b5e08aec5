import XCTest
@testable import LayoutKernel

/// Sequences of solver calls that once trapped (found by `Fuzz/FuzzSolver`), each kept as a
/// regression test: nothing a caller does may trap.
final class FuzzCrashRegressionTests: XCTestCase {
    /// Issue 11, defect 4: "Index out of range" in `Tableau.enteringCandidate` (via `isBasic`)
    /// after a failed add of a huge-coefficient required equality.
    func testFailedHugeAddThenTinyAddDoesNotTrap() throws {
        let solver = Solver()
        let v0 = Variable("v0"), v5 = Variable("v5")
        let huge = 1.7976931348623157e308
        try solver.add((huge * v0 - 22.8 * v5 + huge == 0) | .strong)
        try solver.add((v5 <= 0) | Strength(1))
        let refused: Constraint = 1e308 * v0 - 1e308 * v5 + huge == 0
        XCTAssertThrowsError(try solver.add(refused))
        XCTAssertFalse(solver.contains(refused))
        let tiny: Constraint = 1e-300 * v0 <= 0
        // 1e-300 is below the solver's zero tolerance: the constraint reads `0 <= 0`.
        try solver.add(tiny)
        XCTAssertTrue(solver.contains(tiny))
        solver.updateVariables()
        // The weak `v5 <= 0` is satisfiable together with the strong equality.
        XCTAssertLessThanOrEqual(v5.value, 0)
    }
}
