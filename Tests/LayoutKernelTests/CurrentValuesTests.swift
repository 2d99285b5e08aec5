import LayoutKernel
import XCTest

/// `Solver.currentValues` gives, without writing anything, the values the next
/// `updateVariables` writes: by hand for a chain of definitions and for rows of the tableau,
/// and bit for bit against `updateVariables` itself on random systems.
final class CurrentValuesTests: XCTestCase {
    /// `definitionRow()` without its last constraint.
    private func row() throws -> (Solver, w: [Variable], left: [Variable]) {
        let (solver, w, left, _) = try definitionRow()
        return (solver, w, left)
    }

    func testAChainIsEvaluatedWithoutWritingAnything() throws {
        let (solver, w, left) = try row()
        try solver.suggestValue(30, for: w[0])
        // left2 = 0 + 30 + 8 = 38, left3 = 38 + 20 + 8 = 66, left4 = 66 + 5 = 71.
        XCTAssertEqual(solver.currentValues(of: left, budget: 100), [0, 38, 66, 71])
        XCTAssertEqual(solver.currentValues(of: [left[3], w[0]], budget: 100), [71, 30])
        XCTAssertEqual(left.map(\.value), [0, 28, 56, 61], "nothing written")
        XCTAssertEqual(w[0].value, 20, "nothing written")
        // The update still writes and lists everything that moved: w1 and the three lefts
        // after it.
        XCTAssertEqual(Set(solver.updateVariables()), Set([w[0], left[1], left[2], left[3]]))
        XCTAssertEqual(left.map(\.value), [0, 38, 66, 71])
    }

    func testAChainLongerThanTheBudgetIsRefused() throws {
        let (solver, w, left) = try row()
        try solver.suggestValue(30, for: w[0])
        // left4 goes through four definitions (left4, left3, left2, left1).
        XCTAssertNil(solver.currentValues(of: [left[3]], budget: 3))
        XCTAssertEqual(solver.currentValues(of: [left[3]], budget: 4), [71])
        // Shared definitions count once: left3 and left4 together are still four.
        XCTAssertEqual(solver.currentValues(of: [left[2], left[3]], budget: 4), [66, 71])
    }

    func testTableauRowsAndADefinitionOnThem() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z"), outside = Variable("outside")
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(40, for: x)
        // An inequality and a weak wish: y sits in the tableau, at its lower bound x + 5.
        try solver.add(y >= x + 5)
        try solver.add((y == 0).withStrength(.weak))
        // A definition on a tableau variable: z = 2y + 1.
        try solver.add(z == 2 * y + 1)
        solver.updateVariables()
        // x = 40, y = 40 + 5 = 45, z = 2 * 45 + 1 = 91.
        XCTAssertEqual([x.value, y.value, z.value], [40, 45, 91])
        try solver.suggestValue(70, for: x)
        // x = 70, y = 70 + 5 = 75, z = 2 * 75 + 1 = 151; a variable the solver does not hold
        // keeps its own value (0, as made).
        XCTAssertEqual(solver.currentValues(of: [z, y, x, outside], budget: 10), [151, 75, 70, 0])
        XCTAssertEqual([x.value, y.value, z.value], [40, 45, 91], "nothing written")
        solver.updateVariables()
        XCTAssertEqual([x.value, y.value, z.value], [70, 75, 151])
    }

    /// Random systems of edit variables, definitions over earlier variables, inequalities and
    /// weak wishes, changed at random; before each update every variable's queried value must
    /// be the value the update writes, bit for bit.
    func testRandomSystemsMatchUpdateVariablesBitForBit() throws {
        for seed in UInt64(1)...40 {
            var rng = SplitMix64(seed: seed)
            let solver = Solver()
            let count = 30
            let variables = (0..<count).map { Variable("v\($0)") }
            var edits: [Variable] = []
            var changeable: [Constraint] = []
            var definitions: [Constraint] = []
            // Thirds and sevenths: sums that round, so that a different order of the same
            // arithmetic would show in the bits.
            func coefficient() -> Double { Double(Int.random(in: -6...6, using: &rng)) / 3 }
            func constant() -> Double { Double(Int.random(in: -1000...1000, using: &rng)) / 7 }
            for i in 0..<count {
                let v = variables[i]
                switch i == 0 ? 0 : Int.random(in: 0..<4, using: &rng) {
                case 0:
                    try solver.addEditVariable(v, strength: .strong)
                    try solver.suggestValue(constant(), for: v)
                    edits.append(v)
                case 1, 2:
                    let a = variables[Int.random(in: 0..<i, using: &rng)], b = variables[Int.random(in: 0..<i, using: &rng)]
                    let c: Constraint = v == coefficient() * a + coefficient() * b + constant()
                    try solver.add(c)
                    definitions.append(c)
                    changeable.append(c)
                default:
                    let a = variables[Int.random(in: 0..<i, using: &rng)]
                    let c: Constraint = v >= a + constant()
                    try solver.add(c)
                    try solver.add((v == constant()).withStrength(.weak))
                    changeable.append(c)
                }
            }
            for round in 0..<30 {
                for _ in 0..<Int.random(in: 1...4, using: &rng) {
                    if Bool.random(using: &rng), let e = edits.randomElement(using: &rng) {
                        try solver.suggestValue(constant(), for: e)
                    } else if let c = changeable.randomElement(using: &rng) {
                        try solver.setConstant(constant(), for: c)
                    }
                }
                if round % 7 == 3, let c = definitions.popLast() {
                    // A removed definition leaves its variable to the tableau (free, or where
                    // its other constraints hold it).
                    try solver.remove(c)
                    changeable.removeAll { $0 === c }
                }
                let queried = round % 2 == 0 ? variables : variables.shuffled(using: &rng).prefix(5).map { $0 }
                let values = try XCTUnwrap(solver.currentValues(of: queried, budget: 10_000))
                solver.updateVariables()
                for (v, value) in zip(queried, values) where v.value.bitPattern != value.bitPattern {
                    XCTFail("seed \(seed), round \(round): \(v.name) queried \(value), written \(v.value)")
                }
            }
        }
    }
}
