import LayoutKernel
import XCTest

/// Every error of the API, and that a failed call leaves the solver as it was.
final class SolverErrorTests: XCTestCase {
    private func expect(_ expected: SolverError, _ body: () throws -> Void, line: UInt = #line) {
        XCTAssertThrowsError(try body(), line: line) { error in
            XCTAssertEqual(error as? SolverError, expected, line: line)
        }
    }

    func testDuplicateAndUnknownConstraints() throws {
        let solver = Solver()
        let x = Variable("x")
        let c: Constraint = x == 1
        try solver.add(c)
        expect(.duplicateConstraint(c)) { try solver.add(c) }
        let other: Constraint = x >= 0
        expect(.unknownConstraint(other)) { try solver.remove(other) }
        expect(.unknownConstraint(other)) { try solver.setConstant(3, for: other) }
        expect(.unknownConstraint(other)) { try solver.setStrength(.weak, for: other) }
    }

    func testEditVariableErrors() throws {
        let solver = Solver()
        let x = Variable("x")
        expect(.badRequiredStrength) { try solver.addEditVariable(x, strength: .required) }
        XCTAssertFalse(solver.hasEditVariable(x))
        try solver.addEditVariable(x, strength: .strong)
        expect(.duplicateEditVariable(x)) { try solver.addEditVariable(x, strength: .weak) }
        let y = Variable("y")
        expect(.unknownEditVariable(y)) { try solver.suggestValue(1, for: y) }
        expect(.unknownEditVariable(y)) { try solver.removeEditVariable(y) }
    }

    func testNonFiniteNumbersAreRejectedAndNeverStored() throws {
        let solver = Solver()
        let x = Variable("x")
        for bad in [Double.nan, .infinity, -.infinity] {
            expect(.nonFiniteValue) { try solver.add(Constraint(LinearExpression([Term(x, bad)]), .equal)) }
            expect(.nonFiniteValue) { try solver.add(Constraint(LinearExpression([Term(x)], constant: bad), .equal)) }
            expect(.invalidStrength) { try solver.add(Constraint(LinearExpression([Term(x)]), .equal, strength: Strength(bad))) }
        }
        let c: Constraint = x == 4
        try solver.add(c)
        expect(.nonFiniteValue) { try solver.setConstant(.nan, for: c) }
        try solver.addEditVariable(x, strength: .weak)
        expect(.nonFiniteValue) { try solver.suggestValue(.infinity, for: x) }
        expect(.invalidStrength) { try solver.addEditVariable(Variable(), strength: Strength(.nan)) }
        solver.updateVariables()
        XCTAssertEqual(x.value, 4)
        XCTAssertEqual(c.expression.constant, -4)
    }

    func testUnsatisfiableReportsTheMinimalConflictSet() throws {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c"), unrelated = Variable("u")
        let c1: Constraint = a == 10
        let c2: Constraint = b == a + 10
        let c3: Constraint = c >= b
        let c4: Constraint = unrelated == 3
        let c5: Constraint = c <= 1000
        for k in [c1, c2, c3, c4, c5] { try solver.add(k) }
        let bad: Constraint = c <= 5
        expect(.unsatisfiableConstraint(bad, conflictingWith: [c1, c2, c3])) { try solver.add(bad) }
        let equalityConflict: Constraint = b == 3
        expect(.unsatisfiableConstraint(equalityConflict, conflictingWith: [c1, c2])) { try solver.add(equalityConflict) }
        XCTAssertFalse(solver.contains(bad))
    }

    func testRedundantEqualitiesAreAcceptedAndConflictingOnesRefused() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let a: Constraint = x == 10
        let b: Constraint = y == 2 * x
        try solver.add(a)
        try solver.add(b)
        let same: Constraint = y == 20
        try solver.add(same)
        let clash: Constraint = y - x == 11
        expect(.unsatisfiableConstraint(clash, conflictingWith: [a, b])) { try solver.add(clash) }
        try solver.remove(same)
        try solver.remove(a)
        try solver.add(clash)
        solver.updateVariables()
        XCTAssertEqual(x.value, 11)
        XCTAssertEqual(y.value, 22)
    }

    /// kiwi.js#31: after an unsatisfiable add, removing and re-adding an existing constraint
    /// must work as on a solver that never saw the failure.
    func testFailedAddLeavesTheSolverExactlyAsBefore() throws {
        func build() throws -> (Solver, Variable, Constraint) {
            let solver = Solver()
            let x = Variable("x")
            try solver.addEditVariable(x, strength: .strong)
            let floor: Constraint = x >= 2
            try solver.add(floor)
            return (solver, x, floor)
        }
        let (failed, x1, floor1) = try build()
        let (clean, x2, floor2) = try build()
        let bad: Constraint = x1 <= 1
        expect(.unsatisfiableConstraint(bad, conflictingWith: [floor1])) { try failed.add(bad) }
        XCTAssertEqual(failed.debugDescription, clean.debugDescription)
        for (solver, x, floor) in [(failed, x1, floor1), (clean, x2, floor2)] {
            try solver.remove(floor)
            try solver.add(floor)
            try solver.suggestValue(0, for: x)
            solver.updateVariables()
            XCTAssertEqual(x.value, 2)
        }
        XCTAssertEqual(failed.debugDescription, clean.debugDescription)
    }

    func testFailedArtificialPhaseRestoresValues() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add(x + y <= 10)
        try solver.add(x >= 0)
        try solver.add(y >= 0)
        try solver.add((x == 3) | .weak)
        try solver.add((y == 4) | .weak)
        solver.updateVariables()
        let before = solver.debugDescription
        let bad: Constraint = x + y >= 11
        XCTAssertThrowsError(try solver.add(bad))
        XCTAssertEqual(solver.debugDescription, before)
        XCTAssertEqual(solver.updateVariables(), [])
        XCTAssertEqual(x.value, 3)
        XCTAssertEqual(y.value, 4)
    }

    func testErrorDescriptionsNameTheConstraints() {
        let x = Variable("x")
        let c: Constraint = x == 1
        XCTAssertTrue(SolverError.duplicateConstraint(c).description.contains("x - 1 == 0"))
        XCTAssertTrue(SolverError.unknownEditVariable(x).description.contains("x"))
    }

    /// An add that registers a new variable and then fails (x == 0 is required, `x + q - q
    /// >= 1` cannot hold; q's coefficients cancel, but q was registered) hands q back and
    /// cuts the per-symbol tables back. A later tableau user of a new variable still works:
    /// w >= x + 3 with a weak w == 0 gives w = 3, and q (in no constraint) stays 0.
    func testFailedAddWithANewVariableThenALateUser() throws {
        let solver = Solver()
        let x = Variable("x"), q = Variable("q"), w = Variable("w")
        try solver.add(x == 0)
        let impossible = Constraint(LinearExpression([Term(x), Term(q), Term(q, -1)], constant: -1), .greaterThanOrEqual)
        XCTAssertThrowsError(try solver.add(impossible))
        XCTAssertFalse(solver.contains(impossible))
        try solver.add(w >= x + 3)
        try solver.add((w == 0) | .weak)
        solver.updateVariables()
        XCTAssertEqual(x.value, 0)
        XCTAssertEqual(w.value, 3)
        XCTAssertEqual(q.value, 0)
        // q was handed back: another solver can take it.
        let other = Solver()
        try other.add(q == 7)
        other.updateVariables()
        XCTAssertEqual(q.value, 7)
    }
}
