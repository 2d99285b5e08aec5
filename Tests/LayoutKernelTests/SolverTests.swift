import XCTest

@testable import LayoutKernel

/// Exact solutions, removal, edit variables and in-place changes, computed by hand.
final class SolverTests: XCTestCase {
    func testSimpleSystemHasTheExactSolution() throws {
        let solver = Solver()
        let left = Variable("left"), width = Variable("width"), right = Variable("right")
        try solver.add(left == 16)
        try solver.add(right == left + width)
        try solver.add(width == 343)
        let changed = solver.updateVariables()
        XCTAssertEqual(left.value, 16)
        XCTAssertEqual(width.value, 343)
        XCTAssertEqual(right.value, 359)
        XCTAssertEqual(Set(changed), Set([left, width, right]))
        XCTAssertEqual(solver.updateVariables(), [], "nothing changed, nothing written")
    }

    func testUndeterminedVariablesAreZero() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        // x + y == 10 fixes the sum only: y is free, so it is 0 and x is 10.
        try solver.add(x + y == 10)
        // An edit variable with no suggestion yet is pulled towards 0, nothing else acts on it.
        try solver.addEditVariable(z, strength: .weak)
        // Stale values, so that only values the solver writes can pass.
        for v in [x, y, z] { v.value = .nan }
        solver.updateVariables()
        XCTAssertEqual(y.value, 0)
        XCTAssertEqual(x.value, 10)
        XCTAssertEqual(z.value, 0)

    }

    func testInequalitiesPickTheBoundClosestToPreference() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(x >= 10)
        try solver.add(x <= 20)
        try solver.add((x == 50) | .strong)
        solver.updateVariables()
        XCTAssertEqual(x.value, 20)
        let lower = (x == 0) | .required
        XCTAssertThrowsError(try solver.add(lower))
        solver.updateVariables()
        XCTAssertEqual(x.value, 20)
    }

    func testRemovalRestoresTheEarlierSolution() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add(x + y == 100)
        try solver.add((x == 30) | .medium)
        solver.updateVariables()
        XCTAssertEqual(x.value, 30)
        XCTAssertEqual(y.value, 70)
        let pin: Constraint = y == 90
        try solver.add(pin)
        solver.updateVariables()
        XCTAssertEqual(x.value, 10)
        XCTAssertEqual(y.value, 90)
        try solver.remove(pin)
        solver.updateVariables()
        XCTAssertEqual(x.value, 30)
        XCTAssertEqual(y.value, 70)
        XCTAssertFalse(solver.contains(pin))
        try solver.add(pin)
        solver.updateVariables()
        XCTAssertEqual(x.value, 10)
    }

    func testRemovingOptionalConstraintsDropsTheirPull() throws {
        let solver = Solver()
        let x = Variable("x")
        let strong = (x == 10) | .strong
        let weak = (x == 20) | .weak
        try solver.add(weak)
        try solver.add(strong)
        solver.updateVariables()
        XCTAssertEqual(x.value, 10)
        try solver.remove(strong)
        solver.updateVariables()
        XCTAssertEqual(x.value, 20)
        try solver.remove(weak)
        solver.updateVariables()
        XCTAssertEqual(x.value, 0)
    }

    func testEditVariablesAreClampedByRequiredInequalities() throws {
        let solver = Solver()
        let width = Variable("width"), left = Variable("left"), right = Variable("right")
        try solver.add(left == 10)
        try solver.add(right == left + width)
        try solver.add(width >= 100)
        try solver.add(right <= 500)
        try solver.addEditVariable(width, strength: .strong)
        XCTAssertTrue(solver.hasEditVariable(width))
        try solver.suggestValue(300, for: width)
        solver.updateVariables()
        XCTAssertEqual(width.value, 300)
        XCTAssertEqual(right.value, 310)
        try solver.suggestValue(50, for: width)
        solver.updateVariables()
        XCTAssertEqual(width.value, 100)
        try solver.suggestValue(1000, for: width)
        solver.updateVariables()
        XCTAssertEqual(width.value, 490)
        XCTAssertEqual(right.value, 500)
        try solver.removeEditVariable(width)
        XCTAssertFalse(solver.hasEditVariable(width))
        XCTAssertThrowsError(try solver.suggestValue(1, for: width)) { error in
            XCTAssertEqual(error as? SolverError, .unknownEditVariable(width))
        }
    }

    func testEditVariableAgainstMediumConstraint() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add((x == 40) | .medium)
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(70, for: x)
        solver.updateVariables()
        XCTAssertEqual(x.value, 70, "strong edit beats medium")
        let weakEdit = Variable("w")
        try solver.add((weakEdit == 5) | .medium)
        try solver.addEditVariable(weakEdit, strength: .weak)
        try solver.suggestValue(9, for: weakEdit)
        solver.updateVariables()
        XCTAssertEqual(weakEdit.value, 5, "weak edit loses to medium")
    }

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

    func testResetEmptiesTheSolver() throws {
        let solver = Solver()
        let x = Variable("x")
        let c: Constraint = x == 3
        try solver.add(c)
        try solver.addEditVariable(x, strength: .weak)
        solver.reset()
        XCTAssertFalse(solver.contains(c))
        XCTAssertFalse(solver.hasEditVariable(x))
        try solver.add(c)
        solver.updateVariables()
        XCTAssertEqual(x.value, 3)
    }

    /// A constraint belongs to one solver at a time: a second solver refuses it until the
    /// first lets it go.
    func testOneConstraintInTwoSolversIsRefusedUntilReleased() throws {
        let x = Variable("x")
        let c: Constraint = x == 7
        let s1 = Solver(), s2 = Solver()
        try s1.add(c)
        XCTAssertThrowsError(try s2.add(c)) { error in
            XCTAssertEqual(error as? SolverError, .constraintHeldByAnotherSolver(c))
        }
        XCTAssertFalse(s2.contains(c))
        try s1.remove(c)
        XCTAssertFalse(s1.contains(c))
        try s2.add(c)
        XCTAssertTrue(s2.contains(c))
        s2.updateVariables()
        XCTAssertEqual(x.value, 7)
    }

    func testDebugDescriptionNamesTheRows() throws {
        let solver = Solver()
        let x = Variable("xpos")
        try solver.add(x == 5)
        try solver.add(x >= 2)
        XCTAssertTrue(solver.debugDescription.contains("xpos := 5"), solver.debugDescription)
        let y = Variable("ypos")
        try solver.add(y >= x)
        XCTAssertTrue(solver.debugDescription.contains("ypos = 5 + 1·s"), solver.debugDescription)
    }
}
