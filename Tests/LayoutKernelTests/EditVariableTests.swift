import LayoutKernel
import XCTest

/// Edit variables: a suggestion is met as far as stronger constraints allow, including on a
/// variable that a chain of required equalities defines.
final class EditVariableTests: XCTestCase {
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

    func testEditVariableOnADefinedVariable() throws {
        let solver = Solver()
        let (x, _) = try addUnitChain(solver, 4)
        let end = Variable("end")
        try solver.add(end >= x[3])
        try solver.addEditVariable(end, strength: .strong)
        try solver.suggestValue(1, for: end)
        solver.updateVariables()
        XCTAssertEqual(end.value, 3)
        try solver.suggestValue(7, for: end)
        solver.updateVariables()
        XCTAssertEqual(end.value, 7)
        XCTAssertThrowsError(try solver.addEditVariable(x[3], strength: .required))
        try solver.addEditVariable(x[3], strength: .weak)  // loses to the required chain
        try solver.suggestValue(50, for: x[3])
        solver.updateVariables()
        XCTAssertEqual(x[3].value, 3)
    }
}
