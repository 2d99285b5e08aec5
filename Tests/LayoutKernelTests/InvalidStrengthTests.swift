import LayoutKernel
import XCTest

/// Issue 11, defect 6 (kernel): a strength the solver cannot rank is refused by every call
/// that takes one, with `invalidStrength`, and leaves the solver as it was.
final class InvalidStrengthTests: XCTestCase {
    /// Priority not above 0 or not finite; weight negative or not finite. Creating them never
    /// traps.
    private let invalid: [Strength] = [
        Strength(0), Strength(-1), Strength(.nan), Strength(.infinity), Strength(-.infinity),
        Strength(500, weight: -1), Strength(500, weight: .nan), Strength(500, weight: .infinity),
        Strength(-0.0), Strength(.leastNonzeroMagnitude, weight: -.leastNonzeroMagnitude),
    ]

    private func expectInvalidStrength(_ body: () throws -> Void, line: UInt = #line) {
        XCTAssertThrowsError(try body(), line: line) { error in
            XCTAssertEqual(error as? SolverError, .invalidStrength, line: line)
        }
    }

    func testEveryEntryPointRefusesAnInvalidStrength() throws {
        let solver = Solver()
        let x = Variable("x")
        let held = Constraint(LinearExpression([Term(x)], constant: -5), .equal, strength: .weak)
        try solver.add(held)
        let before = solver.debugDescription
        for strength in invalid {
            let c = Constraint(LinearExpression([Term(x)], constant: -1), .equal, strength: strength)
            expectInvalidStrength { try solver.add(c) }
            XCTAssertFalse(solver.contains(c))
            expectInvalidStrength { try solver.setStrength(strength, for: held) }
            XCTAssertEqual(held.strength, .weak)
            expectInvalidStrength { try solver.addEditVariable(x, strength: strength) }
            XCTAssertFalse(solver.hasEditVariable(x))
            XCTAssertEqual(solver.debugDescription, before)
        }
        solver.updateVariables()
        XCTAssertEqual(x.value, 5)
    }

    /// The smallest valid numbers are accepted: priority just above 0, weight 0.
    func testBoundaryStrengthsAreAccepted() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(
            Constraint(
                LinearExpression([Term(x)], constant: -2), .equal,
                strength: Strength(.leastNonzeroMagnitude, weight: 0)))
        try solver.add(Constraint(LinearExpression([Term(x)], constant: -3), .equal, strength: Strength(1, weight: 2)))
        solver.updateVariables()
        // x == 3 at priority 1 outranks x == 2 at the tiny priority (weight 0 anyway).
        XCTAssertEqual(x.value, 3)
    }
}
