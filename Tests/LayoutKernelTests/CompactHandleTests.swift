import LayoutKernel
import XCTest

/// A constraint keeps up to four terms in place and a variable its name in one word: what
/// they read back is what they were made with, at every size and kind of name.
final class CompactHandleTests: XCTestCase {
    private func variables(_ n: Int) -> [Variable] { (0..<n).map { Variable("v\($0)") } }

    /// Zero to seven terms (in place up to four, boxed beyond), in order, repeats kept.
    func testTermsReadBackInOrderAtEveryCount() {
        for n in 0...7 {
            let vs = variables(n)
            let terms = vs.enumerated().map { Term($0.element, Double($0.offset) + 0.5) }
            let c = Constraint(LinearExpression(terms, constant: -3), .lessThanOrEqual, strength: .strong)
            XCTAssertEqual(c.expression.terms.count, n, "\(n) terms")
            for (k, term) in c.expression.terms.enumerated() {
                XCTAssertTrue(term.variable === vs[k], "\(n) terms, term \(k)")
                XCTAssertEqual(term.coefficient, Double(k) + 0.5)
            }
            XCTAssertEqual(c.expression.constant, -3)
            XCTAssertEqual(c.relation, .lessThanOrEqual)
            XCTAssertEqual(c.withStrength(.weak).expression.terms.map(\.coefficient), terms.map(\.coefficient))
        }
        let x = Variable("x")
        let repeated = Constraint(LinearExpression([Term(x, 1), Term(x, 2)]), .equal)
        XCTAssertEqual(repeated.expression.terms.count, 2)
    }

    /// Five terms solve as written: v0 + v1 + v2 + v3 + v4 == 10 with v1...v4 == 1 each
    /// leaves v0 = 10 - 4 = 6; and the relation survives the solver's bookkeeping (kept in
    /// the same word as the slot it caches).
    func testFiveTermsSolveAndTheRelationSurvivesAdding() throws {
        let vs = variables(5)
        let solver = Solver()
        let sum = Constraint(LinearExpression(vs.map { Term($0) }, constant: -10), .equal)
        try solver.add(sum)
        for v in vs.dropFirst() { try solver.add(v == 1) }
        let floor = Constraint(LinearExpression([Term(vs[0])], constant: 0), .greaterThanOrEqual)
        try solver.add(floor)
        solver.updateVariables()
        XCTAssertEqual(vs[0].value, 6, accuracy: 1e-9)
        XCTAssertEqual(sum.relation, .equal)
        XCTAssertEqual(floor.relation, .greaterThanOrEqual)
        try solver.remove(floor)
        XCTAssertEqual(floor.relation, .greaterThanOrEqual)
    }

    /// `|` on an operand nothing else holds gives it the strength; on one held elsewhere it
    /// leaves it as it was.
    func testStrengthOperatorLeavesAHeldOperandAlone() throws {
        let x = Variable("x")
        let solver = Solver()
        let held = x == 1
        try solver.add(held)
        let weak = held | .weak
        XCTAssertFalse(weak === held)
        XCTAssertEqual(held.strength, .required)
        XCTAssertEqual(weak.strength, .weak)
        XCTAssertEqual(((x == 2) | .strong).strength, .strong)
    }

    /// Names of every length around the seven bytes kept in place, non-ASCII ones, and one
    /// holding a zero byte (which cannot be told from the padding, so it is boxed).
    func testNamesReadBackAsGiven() {
        for name in ["", "x", "minX", "height", "sevenby", "eightbyt", "a much longer name", "größe", "日本", "a\u{0}b", "\u{0}"] {
            XCTAssertEqual(Variable(name).name, name)
        }
        XCTAssertTrue(Variable("").description.hasPrefix("Variable("))
        XCTAssertEqual(Variable("w").description, "w")
    }
}
