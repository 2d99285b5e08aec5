import LayoutKernel
import XCTest

/// The operator DSL builds the expressions and constraints it reads as.
final class ExpressionTests: XCTestCase {
    let x = Variable("x"), y = Variable("y")

    private func coefficients(_ e: LinearExpression) -> [String: Double] {
        var result: [String: Double] = [:]
        for t in e.terms { result[t.variable.name, default: 0] += t.coefficient }
        return result
    }

    func testArithmeticBuildsTermsAndConstant() {
        let e = 2 * x + 10 - y / 4
        XCTAssertEqual(coefficients(e), ["x": 2, "y": -0.25])
        XCTAssertEqual(e.constant, 10)
        let n = -(x - 3)
        XCTAssertEqual(coefficients(n), ["x": -1])
        XCTAssertEqual(n.constant, 3)
        let t = Term(x, 3) * 2 + Term(y)
        XCTAssertEqual(coefficients(t), ["x": 6, "y": 1])
    }

    /// The operators grow their left operand's terms in place; an expression the caller holds
    /// must read the same after being used as an operand, whichever side and operator.
    func testOperandsTheCallerHoldsAreNotChanged() {
        let z = Variable("z")
        let held = x + y  // x + y
        let fromVariable = z.linearExpression  // z
        let uses: [LinearExpression] = [
            held + z, held - z, held + 5, held - 5, 5 - held, -held, 3 * held, held / 2,
            fromVariable + held, fromVariable - held,
        ]
        _ = [held == z, held <= 4, 4 >= held, fromVariable == held]
        XCTAssertEqual(coefficients(held), ["x": 1, "y": 1])
        XCTAssertEqual(held.constant, 0)
        XCTAssertEqual(coefficients(fromVariable), ["z": 1])
        XCTAssertEqual(fromVariable.terms.count, 1)
        // 5 - (x + y) = -x - y + 5; (x + y) / 2 = 0.5x + 0.5y; z - (x + y) = z - x - y.
        XCTAssertEqual(coefficients(uses[4]), ["x": -1, "y": -1])
        XCTAssertEqual(uses[4].constant, 5)
        XCTAssertEqual(coefficients(uses[7]), ["x": 0.5, "y": 0.5])
        XCTAssertEqual(coefficients(uses[9]), ["z": 1, "x": -1, "y": -1])
        XCTAssertEqual(uses[9].terms.map(\.variable.name), ["z", "x", "y"], "left operand's terms first")
    }

    func testRelationsMoveEverythingToTheLeft() {
        let c: Constraint = x + 10 <= 2 * y
        XCTAssertEqual(c.relation, .lessThanOrEqual)
        XCTAssertEqual(coefficients(c.expression), ["x": 1, "y": -2])
        XCTAssertEqual(c.expression.constant, 10)
        XCTAssertEqual(c.strength, .required)
        let d: Constraint = 5 >= x
        XCTAssertEqual(d.relation, .greaterThanOrEqual)
        XCTAssertEqual(coefficients(d.expression), ["x": -1])
        XCTAssertEqual(d.expression.constant, 5)
    }

    func testStrengthOperatorMakesANewConstraint() {
        let c: Constraint = x == y
        let weak = c | .weak
        XCTAssertFalse(c === weak)
        XCTAssertEqual(weak.strength, .weak)
        XCTAssertEqual(c.strength, .required)
        XCTAssertEqual(weak.relation, .equal)
    }

    func testTypedContextCompiles() throws {
        let solver = Solver()
        try solver.add(x + 10 <= 2 * y)
        try solver.add(y == 20)
        try solver.add((x == 100) | .weak)
        solver.updateVariables()
        XCTAssertEqual(x.value, 30)
        XCTAssertEqual(y.value, 20)
    }

    func testDescriptions() {
        let c: Constraint = 2 * x - y + 10 <= 0
        XCTAssertEqual(c.description, "2 * x - y + 10 <= 0 | required")
        XCTAssertEqual(((x == 1) | Strength(500, weight: 2)).description, "x - 1 == 0 | medium*2")
        XCTAssertTrue(Variable("width").description.contains("width"))
    }

    func testStrengthOrderingAndConstants() {
        XCTAssertEqual(Strength.required.priority, 1000)
        XCTAssertEqual(Strength.strong.priority, 750)
        XCTAssertEqual(Strength.strong.weight, 1)
        XCTAssertEqual(Strength.medium.priority, 500)
        XCTAssertEqual(Strength.weak.priority, 250)
        XCTAssertLessThan(Strength.weak, Strength.medium)
        XCTAssertLessThan(Strength(500, weight: 1), Strength(500, weight: 2))
        XCTAssertLessThan(Strength(500, weight: 1000), Strength.strong)
        XCTAssertTrue(Strength(1200).isRequired)
        XCTAssertFalse(Strength(999.9).isRequired)
    }

    func testVariablesHaveIdentitySemantics() {
        let a = Variable("same"), b = Variable("same")
        XCTAssertNotEqual(a, b)
        XCTAssertEqual(a, a)
        XCTAssertEqual(Set([a, b, a]).count, 2)
    }
}
