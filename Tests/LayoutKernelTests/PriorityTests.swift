import LayoutKernel
import XCTest

/// Strengths: a violation at a higher priority is worse than any amount of violation below
/// it, weights count within a level, `setStrength` moves a constraint between levels, and a
/// strength the solver cannot rank is refused by every call that takes one.
final class PriorityTests: XCTestCase {
    func testOneMediumBeatsTwoThousandWeak() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add((x == 100) | .medium)
        for _ in 0..<2000 { try solver.add((x == 0) | .weak) }
        solver.updateVariables()
        XCTAssertEqual(x.value, 100)
    }

    /// kiwi#33: a weak third constraint must not change which of two stronger ones wins.
    func testWeakThirdConstraintDoesNotFlipTheWinner() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add((x >= 100) | Strength(501))
        try solver.add((x == 90) | Strength(500))
        solver.updateVariables()
        XCTAssertEqual(x.value, 100)
        try solver.add((x == 50) | Strength(10))
        solver.updateVariables()
        XCTAssertEqual(x.value, 100)
        let suggestion = Variable("s")
        try solver.add(suggestion == x)
        try solver.addEditVariable(suggestion, strength: Strength(500))
        try solver.suggestValue(90, for: suggestion)
        solver.updateVariables()
        XCTAssertEqual(x.value, 100)
    }

    func testWeightsCountOnlyWithinALevel() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add((x == 10) | Strength(500, weight: 1))
        try solver.add((x == 20) | Strength(500, weight: 3))
        try solver.add((x == 30) | Strength(250, weight: 1000))
        solver.updateVariables()
        XCTAssertEqual(x.value, 20)
    }

    func testLowerLevelsStillOptimiseWhatHigherLevelsLeaveFree() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add((x + y == 100) | .strong)
        try solver.add((x == 30) | .weak)
        try solver.add((y >= 90) | .medium)
        solver.updateVariables()
        XCTAssertEqual(x.value, 10)
        XCTAssertEqual(y.value, 90)
    }

    func testEditStrengthAgainstConstraintsOnBothSides() throws {
        let solver = Solver()
        let w = Variable("w")
        try solver.add((w <= 300) | .strong)
        try solver.add((w >= 200) | .weak)
        try solver.addEditVariable(w, strength: .medium)
        try solver.suggestValue(500, for: w)
        solver.updateVariables()
        XCTAssertEqual(w.value, 300)
        try solver.suggestValue(100, for: w)
        solver.updateVariables()
        XCTAssertEqual(w.value, 100)
    }

    func testSetStrengthMovesAConstraintBetweenLevels() throws {
        let solver = Solver()
        let x = Variable("x")
        let a = (x == 10) | .weak
        let b = (x == 20) | .medium
        try solver.add(a)
        try solver.add(b)
        solver.updateVariables()
        XCTAssertEqual(x.value, 20)
        try solver.setStrength(.strong, for: a)
        XCTAssertEqual(a.strength, .strong)
        solver.updateVariables()
        XCTAssertEqual(x.value, 10)
        try solver.setStrength(Strength(100), for: a)
        solver.updateVariables()
        XCTAssertEqual(x.value, 20)
        XCTAssertThrowsError(try solver.setStrength(.required, for: a)) { error in
            XCTAssertEqual(error as? SolverError, .badRequiredStrength)
        }
        let r: Constraint = x >= 0
        try solver.add(r)
        XCTAssertThrowsError(try solver.setStrength(.weak, for: r)) { error in
            XCTAssertEqual(error as? SolverError, .badRequiredStrength)
        }
        try solver.setStrength(Strength(1000, weight: 3), for: r)
    }

    // MARK: - Strengths the solver cannot rank

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
