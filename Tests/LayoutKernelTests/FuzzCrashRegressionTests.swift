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

    /// Found by FuzzSolver: a variable's coefficients added up overflow to -infinity, and the
    /// constraint was accepted with an infinite coefficient (and held violated). It is refused.
    func testCoefficientsThatOverflowWhenCombinedAreRefused() throws {
        let solver = Solver()
        let v4 = Variable("v4")
        let huge = Double.greatestFiniteMagnitude
        let c: Constraint = -huge * v4 - huge * v4 - huge == 0
        let before = solver.debugDescription
        XCTAssertThrowsError(try solver.add(c)) { error in
            XCTAssertEqual(error as? SolverError, .nonFiniteValue)
        }
        XCTAssertFalse(solver.contains(c))
        XCTAssertEqual(solver.debugDescription, before)
    }

    /// Solving `1e-300·v + 1e10·x == 0` for a fresh v overflows (v = -1e310·x): the equality
    /// goes into the tableau instead of becoming an infinite definition.
    func testDefinitionThatWouldOverflowGoesIntoTheTableau() throws {
        let solver = Solver()
        let v = Variable("v"), x = Variable("x")
        try solver.add(x == 1e-300)
        let c: Constraint = 1e-300 * v + 1e10 * x == 0
        do {
            try solver.add(c)
        } catch {
            // Refusing is an acceptable answer (1e-300 is below the zero tolerance, so the row
            // reads 1e10·x == 0 against x == 1e-300, i.e. 1e-290 == 0 within tolerance) ...
            XCTAssertFalse(solver.contains(c))
            return
        }
        // ... and so is accepting, as long as nothing infinite is stored.
        solver.updateVariables()
        XCTAssertTrue(v.value.isFinite)
        XCTAssertFalse(solver.debugDescription.contains("inf"))
    }
}
