import LayoutKernel
import XCTest

/// A constant change of an optional constraint (`setConstant`, and every `suggestValue`)
/// takes the shift's fast path: no snapshot, the dual simplex only when a row went
/// infeasible. These pin what that path must still do: let required constraints win, keep
/// priorities strict, and change nothing when it throws.
final class OptionalConstantShiftTests: XCTestCase {
    func testSetConstantOfAnOptionalConstraintIsClampedByARequiredOne() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(x <= 100)
        let pull = (x == 10) | .strong
        try solver.add(pull)
        solver.updateVariables()
        XCTAssertEqual(x.value, 10)
        // x == 150 breaks the required x <= 100: the required bound holds, x = 100 (the
        // strong constraint's error is 150 - 100 = 50, the least it can be).
        try solver.setConstant(-150, for: pull)
        solver.updateVariables()
        XCTAssertEqual(x.value, 100)
        XCTAssertEqual(pull.expression.constant, -150)
        // Back inside the bound: the strong constraint holds exactly, x = 50.
        try solver.setConstant(-50, for: pull)
        solver.updateVariables()
        XCTAssertEqual(x.value, 50)
    }

    func testSetConstantKeepsPrioritiesStrict() throws {
        let solver = Solver()
        let x = Variable("x")
        let strong = (x == 10) | .strong
        let medium = (x == 30) | .medium
        try solver.add(strong)
        try solver.add(medium)
        solver.updateVariables()
        XCTAssertEqual(x.value, 10)
        // Moving the medium one never moves x: no amount of medium error outweighs any
        // strong error.
        try solver.setConstant(-1000, for: medium)
        solver.updateVariables()
        XCTAssertEqual(x.value, 10)
        // Moving the strong one moves x with it, x = 40.
        try solver.setConstant(-40, for: strong)
        solver.updateVariables()
        XCTAssertEqual(x.value, 40)
    }

    func testSuggestionsThatThrowChangeNothing() throws {
        let solver = Solver()
        let width = Variable("width")
        try solver.add(width >= 0)
        try solver.addEditVariable(width, strength: .strong)
        try solver.suggestValue(80, for: width)
        solver.updateVariables()
        XCTAssertEqual(width.value, 80)
        XCTAssertThrowsError(try solver.suggestValue(.nan, for: width)) { error in
            XCTAssertEqual(error as? SolverError, .nonFiniteValue)
        }
        // A variable that another solver holds is no edit variable of this one.
        let other = Solver()
        let foreign = Variable("foreign")
        try other.addEditVariable(foreign, strength: .strong)
        XCTAssertThrowsError(try solver.suggestValue(5, for: foreign)) { error in
            XCTAssertEqual(error as? SolverError, .unknownEditVariable(foreign))
        }
        solver.updateVariables()
        XCTAssertEqual(width.value, 80)
        // The edit still works, and from where it was: -20 is clamped to the required 0.
        try solver.suggestValue(-20, for: width)
        solver.updateVariables()
        XCTAssertEqual(width.value, 0)
    }
}
