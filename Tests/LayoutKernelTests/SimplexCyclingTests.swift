import XCTest

// @testable: checks that the simplex ended by itself, not at its pivot budget (which would hide a cycle).
@testable import LayoutKernel

/// The primal and dual simplex must end: a session that cycles hangs its caller forever.
///
/// A regression of the cycle below does not hang this test: `Tableau.pivotBudget` stops the
/// run, the guarded call is undone and throws `nonFiniteValue`, and the assertions fail.
final class SimplexCyclingTests: XCTestCase {
    /// Found by FuzzSolver (Fuzz/Corpus/FuzzSolver/hang-0fe7882c): `add(c11)` pivoted through
    /// the same four bases forever (9 in for 14, 14 back in for 9, 17 in for 4, 4 back in for
    /// 17). Pivoting 9 in through its coefficient -1.7e9 left s14 a cost of +1.8e-10 at the
    /// top level (999.5), which the absolute zero tolerance (1e-8) cut to 0; s14's cost of
    /// -0.06 at the weak level then made it enter, undoing the first pivot; the same happened
    /// at level 750 with 17 and 4. Costs are now cut only when a cancellation leaves them.
    func testFuzzSessionThatCycledThroughFourPivotsEnds() throws {
        let solver = Solver()
        let (v0, v1, v3, v5) = (Variable("v0"), Variable("v1"), Variable("v3"), Variable("v5"))
        let w = Strength(999.5, weight: 3)
        // The calls of the fuzz input; those that throw are part of it (they must change nothing).
        try? solver.add(Constraint(LinearExpression([], constant: 22.5), .equal, strength: .weak))
        try? solver.addEditVariable(v3, strength: Strength(1e308, weight: 1e308))  // required: refused
        try? solver.addEditVariable(v3, strength: .weak)
        try? solver.removeEditVariable(v1)  // unknown: refused
        try? solver.add(((-17 * v3 - 20 * v5 + 11.25 * v0 + 23.75) <= 0) | w)
        try? solver.add(Constraint(LinearExpression([], constant: 23.75), .equal, strength: Strength(500, weight: -1)))
        try? solver.add(
            Constraint(
                LinearExpression([Term(v0, -20), Term(v1, .greatestFiniteMagnitude), Term(v3, -15)], constant: .infinity),
                .greaterThanOrEqual, strength: Strength(.nan)))
        try? solver.add(((-17 * v0 + 1e-8 * v3 - 20) == 0) | .strong)
        try? solver.addEditVariable(v1, strength: w)
        try? solver.add(Constraint(LinearExpression([], constant: 23.75), .equal, strength: Strength(500, weight: -1)))
        try? solver.add(((-20 * v0 - 20 * v1 - 17 * v3 - 17) <= 0) | .weak)
        try? solver.addEditVariable(v3, strength: .weak)
        try? solver.addEditVariable(v3, strength: .weak)
        try? solver.addEditVariable(v1, strength: .required)
        try? solver.add(Constraint(LinearExpression([], constant: -20), .equal, strength: .required))
        let c8 = Constraint(LinearExpression([], constant: -20), .lessThanOrEqual, strength: .strong)
        try? solver.add(c8)
        try? solver.suggestValue(17, for: v1)
        try? solver.suggestValue(17, for: v1)
        try? solver.suggestValue(17, for: v3)
        try? solver.addEditVariable(v3, strength: .weak)
        try? solver.addEditVariable(v5, strength: .required)
        try? solver.remove(c8)
        try? solver.add(((-17 * v0 + 1e-8 * v3 - 20) == 0) | .strong)
        try? solver.addEditVariable(v1, strength: w)
        try? solver.add(Constraint(LinearExpression([], constant: -15), .lessThanOrEqual, strength: .required))
        try? solver.addEditVariable(v0, strength: Strength(500, weight: -1))
        // The call that cycled.
        let c11 = Constraint(
            LinearExpression([Term(v0, -20), Term(v1, -20), Term(v0, -15)], constant: 23.25), .equal, strength: w)
        XCTAssertNoThrow(try solver.add(c11))
        XCTAssertTrue(solver.contains(c11))
        XCTAssertFalse(solver.core.tableau.stoppedAtPivotBudget)
        // The levels above weak reach the reference's optimum. (The 1e-8 coefficient sits at
        // the solver's zero tolerance, so how the weak level trades against it is rounding.)
        assertOptimal(solver, variables: [v0, v1, v3, v5], edits: [(v1, 17, w), (v3, 17, .weak)], down: 750)
        // The input's last call: a required -55·v0 - 20 == 0, i.e. v0 = -4/11.
        let c12 = Constraint(
            LinearExpression([Term(v0, -15), Term(v0, -20), Term(v0, -20)], constant: -20), .equal, strength: .required)
        XCTAssertNoThrow(try solver.add(c12))
        XCTAssertFalse(solver.core.tableau.stoppedAtPivotBudget)
        solver.updateVariables()
        XCTAssertEqual(v0.value, -4.0 / 11, accuracy: 1e-9)
        // Now meeting the strong `-17·v0 + 1e-8·v3 - 20 == 0` takes v3 = 1.38e9 (through the
        // 1e-8 coefficient): only the required constraints and the top level are asserted.
        assertOptimal(solver, variables: [v0, v1, v3, v5], edits: [(v1, 17, w), (v3, 17, .weak)], down: 999.5)
    }

    /// Beale's example (Chvátal, Linear Programming, 1983, p. 31), on which the textbook rule
    /// (the most negative cost enters, the first tied row leaves) cycles through six
    /// degenerate pivots: minimise -3/4·x4 + 150·x5 - 1/50·x6 + 6·x7 subject to
    /// 1/4·x4 - 60·x5 - 1/25·x6 + 9·x7 <= 0, 1/2·x4 - 90·x5 - 1/50·x6 + 3·x7 <= 0, x6 <= 1,
    /// x >= 0. The objective goes in as weak pulls, each error linear where the optimum lies:
    /// `x4 >= 10` weight 3/4 (error 10 - x4), `x5 <= 0` weight 150 (error x5), `x6 >= 10`
    /// weight 1/50, `x7 <= 0` weight 6, so the weak level is 7.7 plus Beale's objective.
    /// Optimum: x4 = 1/25, x5 = 0, x6 = 1, x7 = 0 (the second row holds: 1/50 - 1/50 = 0),
    /// objective -3/100 - 1/50 = -1/20.
    func testBealesCyclingExampleReachesItsOptimum() throws {
        let solver = Solver()
        let x4 = Variable("x4"), x5 = Variable("x5"), x6 = Variable("x6"), x7 = Variable("x7")
        for x in [x4, x5, x6, x7] { try solver.add(x >= 0) }
        try solver.add(0.25 * x4 - 60 * x5 - 0.04 * x6 + 9 * x7 <= 0)
        try solver.add(0.5 * x4 - 90 * x5 - 0.02 * x6 + 3 * x7 <= 0)
        try solver.add(x6 <= 1)
        try solver.add((x4 >= 10) | Strength(250, weight: 0.75))
        try solver.add((x5 <= 0) | Strength(250, weight: 150))
        try solver.add((x6 >= 10) | Strength(250, weight: 0.02))
        try solver.add((x7 <= 0) | Strength(250, weight: 6))
        XCTAssertFalse(solver.core.tableau.stoppedAtPivotBudget)
        solver.updateVariables()
        XCTAssertEqual(x4.value, 0.04, accuracy: 1e-9)
        XCTAssertEqual(x5.value, 0, accuracy: 1e-9)
        XCTAssertEqual(x6.value, 1, accuracy: 1e-9)
        XCTAssertEqual(x7.value, 0, accuracy: 1e-9)
    }

    /// Asserts the solver's values against the dense reference (`ReferenceModel`), over every
    /// held constraint and every edit's suggestion: the required ones hold, and every level of
    /// priority `lowest` or above reaches the reference's optimum.
    private func assertOptimal(
        _ solver: Solver, variables: [Variable], edits: [(Variable, Double, Strength)], down lowest: Double,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        solver.updateVariables()
        func entry(_ e: LinearExpression, _ relation: Relation, _ strength: Strength) -> ReferenceModel.Entry {
            var coefficients = [Double](repeating: 0, count: variables.count)
            for term in e.terms {
                coefficients[variables.firstIndex { $0 === term.variable }!] += term.coefficient
            }
            return ReferenceModel.Entry(coefficients: coefficients, constant: e.constant, relation: relation, strength: strength)
        }
        var entries = solver.constraints.map { entry($0.expression, $0.relation, $0.strength) }
        for (v, value, strength) in edits where solver.hasEditVariable(v) {
            entries.append(entry(v - value, .equal, strength))
        }
        let values = variables.map(\.value)
        for e in entries where e.strength.isRequired {
            XCTAssertLessThanOrEqual(ReferenceModel.error(e, values), 1e-7, "required violated", file: file, line: line)
        }
        guard let optimum = ReferenceModel(variableCount: variables.count).lexicographicOptimum(entries) else {
            return XCTFail("the reference finds the held constraints infeasible", file: file, line: line)
        }
        let reached = ReferenceModel.levelErrors(entries, values)
        for (priority, best) in optimum where priority >= lowest {
            XCTAssertEqual(
                reached[priority] ?? 0, best, accuracy: 1e-6 * (1 + abs(best)),
                "level \(priority) not optimal\n\(solver.debugDescription)", file: file, line: line)
        }
    }
}
