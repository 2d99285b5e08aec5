import LayoutKernel
import XCTest

/// Issue 11, defect 5: calls that used to succeed with a wrong answer.
final class SilentWrongAnswerTests: XCTestCase {
    /// `x + 1e17 == 0` defines x; the new constant -3 means `x - 3 == 0`, so x = 3. The
    /// difference -3 - 1e17 rounds to -1e17, which applied as a shift gave x = 0.
    func testConstantChangeAbsorbedByRoundingOnADefinition() throws {
        let solver = Solver()
        let x = Variable("x")
        let c: Constraint = x + 1e17 == 0
        try solver.add(c)
        try solver.setConstant(-3, for: c)
        solver.updateVariables()
        XCTAssertEqual(x.value, 3)
        XCTAssertEqual(c.expression.constant, -3)
    }

    /// The same change on a constraint that lives in the tableau (x is used before, so the
    /// equality cannot define it): x - 3 == 0 gives x = 3.
    func testConstantChangeAbsorbedByRoundingInTheTableau() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add((x == 7) | .weak)
        let c: Constraint = x + 1e17 == 0
        try solver.add(c)
        try solver.setConstant(-3, for: c)
        solver.updateVariables()
        XCTAssertEqual(x.value, 3)
    }

    /// A required `1e308 >= 0` changed to `-22.8 >= 0` cannot hold: refused, and the solver
    /// (its dump and the constraint's constant) is exactly as before.
    func testImpossibleConstantChangeOnARequiredConstantConstraintIsRefused() throws {
        let solver = Solver()
        let c = Constraint(LinearExpression(constant: 1e308), .greaterThanOrEqual)
        try solver.add(c)
        let before = solver.debugDescription
        XCTAssertThrowsError(try solver.setConstant(-22.8, for: c)) { error in
            guard case SolverError.unsatisfiableConstraint(let refused, _) = error else {
                return XCTFail("expected unsatisfiableConstraint, got \(error)")
            }
            XCTAssertTrue(refused === c)
        }
        XCTAssertEqual(solver.debugDescription, before)
        XCTAssertEqual(c.expression.constant, 1e308)
        XCTAssertTrue(solver.contains(c))
    }

    /// After `reset()`, every variable the solver holds is written at the next update, even
    /// one whose solved value happens to be what a fresh solver assumes (0).
    func testResetThenUpdateWritesEveryHeldVariable() throws {
        let solver = Solver()
        let v0 = Variable("v0"), v3 = Variable("v3"), v6 = Variable("v6")
        try solver.add(v3 - v0 + 2 >= 0)
        try solver.add((v3 == -2) | .weak)
        solver.updateVariables()
        // v3 - v0 + 2 >= 0 with v0 = 0 (undetermined) allows v3 = -2, which the weak pull picks.
        XCTAssertEqual(v3.value, -2)
        solver.reset()
        let c: Constraint = -v6 + 2 * v3 - 2 * v0 + 2 >= 0
        try solver.add(c)
        solver.updateVariables()
        let lhs = -v6.value + 2 * v3.value - 2 * v0.value + 2
        XCTAssertGreaterThanOrEqual(lhs, 0, "v0 = \(v0.value), v3 = \(v3.value), v6 = \(v6.value)")
    }
}
