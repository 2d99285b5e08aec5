import LayoutKernel
import XCTest

/// The checks the random oracle sessions (`OracleSessionTests`, `ChainOracleSessionTests`)
/// make after each step, against the dense reference: one place, so that both sessions hold
/// the solver to the same standard.
extension ReferenceModel {
    /// Asserts that `values` satisfy every required entry of `entries` and reach the
    /// reference's lexicographic optimum at every level. `context` names the seed and the
    /// session's recent calls for the failure message.
    func assertOptimal(
        _ entries: [Entry], values: [Double], context: () -> String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        for e in entries where e.strength.isRequired {
            XCTAssertLessThanOrEqual(
                ReferenceModel.error(e, values), 1e-7, "required violated\n\(context())", file: file, line: line)
        }
        guard let optimum = lexicographicOptimum(entries) else {
            return XCTFail("the reference finds the held constraints infeasible\n\(context())", file: file, line: line)
        }
        let reached = ReferenceModel.levelErrors(entries, values)
        for (priority, best) in optimum {
            XCTAssertEqual(
                reached[priority] ?? 0, best, accuracy: 1e-6 * (1 + abs(best)),
                "level \(priority) not optimal\n\(context())", file: file, line: line)
        }
    }

    /// Sets `constant` on `constraint` and asserts the outcome the reference predicts: the
    /// change is accepted exactly when the required entries of `changed` (the held entries
    /// with the new constant) are feasible, and a refused change names `constraint` and
    /// leaves the solver as it was. Returns whether the change was accepted.
    func assertConstantChange(
        _ solver: Solver, _ constant: Double, for constraint: Constraint, changed: [Entry],
        context: () -> String, file: StaticString = #filePath, line: UInt = #line
    ) throws -> Bool {
        let feasible = requiredAreFeasible(changed)
        let before = solver.debugDescription
        do {
            try solver.setConstant(constant, for: constraint)
            XCTAssertTrue(feasible, "accepted an infeasible constant\n\(context())", file: file, line: line)
            return true
        } catch .unsatisfiableConstraint(let refused, _) {
            XCTAssertFalse(feasible, "refused a feasible constant\n\(context())", file: file, line: line)
            XCTAssertTrue(refused === constraint, file: file, line: line)
            XCTAssertEqual(
                solver.debugDescription, before, "a refused change changed the solver\n\(context())", file: file,
                line: line)
            return false
        }
    }
}
