import LayoutKernel
import XCTest

/// `setConstant`: the solution moves in place as if the constraint had been added with the
/// new constant; a change the required constraints cannot meet is refused with its conflict
/// set and changes nothing; a change is never lost to rounding.
final class ConstantChangeTests: XCTestCase {
    func testSetConstantMovesTheSolutionInPlace() throws {
        let solver = Solver()
        let top = Variable("top"), height = Variable("height"), bottom = Variable("bottom")
        let h = Constraint(LinearExpression([Term(height)], constant: -44), .equal)
        try solver.add(top == 8)
        try solver.add(h)
        try solver.add(bottom == top + height)
        solver.updateVariables()
        XCTAssertEqual(bottom.value, 52)
        try solver.setConstant(-88, for: h)
        XCTAssertEqual(h.expression.constant, -88)
        XCTAssertEqual(Set(solver.updateVariables()), Set([height, bottom]))
        XCTAssertEqual(height.value, 88)
        XCTAssertEqual(bottom.value, 96)
        try solver.setConstant(-44, for: h)
        solver.updateVariables()
        XCTAssertEqual(bottom.value, 52)
    }

    func testSetConstantOnInequalitiesAndOptionals() throws {
        let solver = Solver()
        let x = Variable("x")
        let floor: Constraint = x >= 10
        let wish = (x == 0) | .weak
        try solver.add(floor)
        try solver.add(wish)
        solver.updateVariables()
        XCTAssertEqual(x.value, 10)
        try solver.setConstant(-30, for: floor)  // x >= 30
        solver.updateVariables()
        XCTAssertEqual(x.value, 30)
        try solver.setConstant(-5, for: floor)  // x >= 5
        solver.updateVariables()
        XCTAssertEqual(x.value, 5)
        try solver.setConstant(-50, for: wish)  // weak x == 50
        solver.updateVariables()
        XCTAssertEqual(x.value, 50)
    }

    func testSetConstantThatBreaksARequiredConstraintThrowsAndKeepsTheOld() throws {
        let solver = Solver()
        let x = Variable("x")
        let ceiling: Constraint = x <= 100
        let floor: Constraint = x >= 20
        try solver.add(ceiling)
        try solver.add(floor)
        try solver.add((x == 60) | .weak)
        solver.updateVariables()
        XCTAssertEqual(x.value, 60)
        XCTAssertThrowsError(try solver.setConstant(-150, for: floor)) { error in
            XCTAssertEqual(error as? SolverError, .unsatisfiableConstraint(floor, conflictingWith: [ceiling]))
        }
        XCTAssertEqual(floor.expression.constant, -20)
        XCTAssertEqual(solver.updateVariables(), [])
        XCTAssertEqual(x.value, 60)
        try solver.setConstant(-80, for: floor)
        solver.updateVariables()
        XCTAssertEqual(x.value, 80)
    }

    func testSetConstantOnARedundantEqualityThatNowConflicts() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let a: Constraint = x == 10
        let b: Constraint = y == x + 5
        let redundant: Constraint = y == 15
        try solver.add(a)
        try solver.add(b)
        try solver.add(redundant)
        XCTAssertThrowsError(try solver.setConstant(-16, for: redundant)) { error in
            XCTAssertEqual(error as? SolverError, .unsatisfiableConstraint(redundant, conflictingWith: [a, b]))
        }
        try solver.remove(a)
        try solver.setConstant(-16, for: redundant)
        solver.updateVariables()
        XCTAssertEqual(y.value, 16)
        XCTAssertEqual(x.value, 11)
    }

    func testSetConstantInTheMiddleShiftsEverythingDownstream() throws {
        let solver = Solver()
        let (x, links) = try addUnitChain(solver, 10)
        let cap: Constraint = x[9] <= 100
        try solver.add(cap)
        solver.updateVariables()
        try solver.setConstant(-6, for: links[4])  // x4 == x3 + 6
        let changed = Set(solver.updateVariables())
        XCTAssertEqual(changed, Set(x[4...]))
        XCTAssertEqual(x[3].value, 3)
        XCTAssertEqual(x[4].value, 9)
        XCTAssertEqual(x[9].value, 14)
    }

    func testSetConstantOnADefinitionThatBreaksATableauConstraint() throws {
        let solver = Solver()
        let (x, links) = try addUnitChain(solver, 6)
        let cap: Constraint = x[5] <= 20
        let unrelated: Constraint = Variable("u") >= 1
        try solver.add(cap)
        try solver.add(unrelated)
        solver.updateVariables()
        let before = solver.debugDescription
        XCTAssertThrowsError(try solver.setConstant(-30, for: links[2])) { error in
            guard case .unsatisfiableConstraint(let c, let conflict) = error as? SolverError else {
                return XCTFail("\(error)")
            }
            XCTAssertTrue(c === links[2])
            // x5 = x4 + 1 = x3 + 2 = x2 + 3, x2 = x1 + 30 = x0 + 31 = 31: with the cap, all of
            // them are needed; the unrelated constraint is not.
            XCTAssertEqual(conflict.count, 6)
            XCTAssertTrue(conflict.contains { $0 === cap })
            XCTAssertFalse(conflict.contains { $0 === unrelated })
            XCTAssertFalse(conflict.contains { $0 === links[2] })
        }
        XCTAssertEqual(links[2].expression.constant, -1)
        XCTAssertEqual(solver.debugDescription, before)
        XCTAssertEqual(solver.updateVariables(), [])
        XCTAssertEqual(x[5].value, 5)
    }

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
}
