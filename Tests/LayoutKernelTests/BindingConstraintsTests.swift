import LayoutKernel
import XCTest

/// `Solver.bindingConstraints(for:)`: the constraints that hold a variable where it is.
final class BindingConstraintsTests: XCTestCase {
    func testPinsAndADefinitionChainNearestFirst() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let pin = x == 10, offset = y == x + 5, double = z == 2 * y
        try solver.add(pin)
        try solver.add(offset)
        try solver.add(double)
        solver.updateVariables()
        // z = 2·(10 + 5) = 30: its own definition, then y's, then x's.
        XCTAssertEqual(z.value, 30)
        XCTAssertEqual(ids(solver.bindingConstraints(for: z)), ids([double, offset, pin]))
        XCTAssertEqual(ids(solver.bindingConstraints(for: x)), ids([pin]))
    }

    func testAnInequalityWithSlackAndAnOverriddenWeakAreLeftOut() throws {
        let solver = Solver()
        let w = Variable("w")
        let floor = w >= 100, loose = w >= 20, wish = (w == 50) | .weak
        for c in [floor, loose, wish] { try solver.add(c) }
        solver.updateVariables()
        // w = 100: `w >= 100` is tight; `w >= 20` has 80 of slack; the weak wish misses by 50.
        XCTAssertEqual(w.value, 100)
        XCTAssertEqual(ids(solver.bindingConstraints(for: w)), ids([floor]))
    }

    /// The article's sample (SolvingConstraints.md, "Why a variable is where it is").
    func testTheArticleSample() throws {
        // sample: SolvingConstraints.md 6
        let solver = Solver()
        let width = Variable("width")
        let floor: Constraint = width >= 100
        let loose: Constraint = width >= 20
        let wish: Constraint = (width == 50) | .weak
        for c in [floor, loose, wish] { try solver.add(c) }
        solver.updateVariables()
        // width is 100: `floor` holds it; `loose` has 80 of slack, `wish` misses by 50.
        let holding = solver.bindingConstraints(for: width)  // [floor]
        // end sample
        XCTAssertEqual(width.value, 100)
        XCTAssertEqual(ids(holding), ids([floor]))
    }

    func testAWeakConstraintThatHoldsIsBinding() throws {
        let solver = Solver()
        let v = Variable("v")
        let ceiling = v <= 100, wish = (v == 30) | .weak
        try solver.add(ceiling)
        try solver.add(wish)
        solver.updateVariables()
        // v = 30 < 100: the ceiling has 70 of slack; the wish holds v.
        XCTAssertEqual(v.value, 30)
        XCTAssertEqual(ids(solver.bindingConstraints(for: v)), ids([wish]))
    }

    func testAHigherPriorityWins() throws {
        let solver = Solver()
        let w = Variable("w")
        let strong = (w == 80) | .strong, weak = (w == 40) | .weak
        try solver.add(weak)
        try solver.add(strong)
        solver.updateVariables()
        // One strong violation outweighs any weak one: w = 80, the weak misses by 40.
        XCTAssertEqual(w.value, 80)
        XCTAssertEqual(ids(solver.bindingConstraints(for: w)), ids([strong]))
    }

    func testATableauConstraintNamesTheDefinitionsItWentThrough() throws {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b")
        // `a + b == 100` defines a := 100 - b; `a - b == 0` goes into the tableau as
        // 100 - b - b == 0, so b = 50 holds through both.
        let sum = a + b == 100, equal = a - b == 0
        try solver.add(sum)
        try solver.add(equal)
        solver.updateVariables()
        XCTAssertEqual(b.value, 50)
        XCTAssertEqual(a.value, 50)
        XCTAssertEqual(ids(solver.bindingConstraints(for: b)), ids([equal, sum]))
        // a's own definition first, then what holds b.
        XCTAssertEqual(ids(solver.bindingConstraints(for: a)), ids([sum, equal]))
    }

    func testADefinitionThatMovesAnotherVariableIsLeftOut() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        // `x + 2y == 30` defines x := 30 - 2y; the strong `x == 10` goes into the tableau as
        // 30 - 2y - 10 == 0: y = 10, x = 10. A new constant K in the definition gives
        // y = (K - 10) / 2 and still x = 10: it holds y, not x.
        let sum = x + 2 * y == 30, pin = (x == 10) | .strong
        try solver.add(sum)
        try solver.add(pin)
        solver.updateVariables()
        XCTAssertEqual(x.value, 10)
        XCTAssertEqual(y.value, 10)
        XCTAssertEqual(ids(solver.bindingConstraints(for: x)), ids([pin]))
        XCTAssertEqual(ids(solver.bindingConstraints(for: y)), ids([pin, sum]))
    }

    func testFreeUnknownAndEditedVariables() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), e = Variable("e"), z = Variable("z"), unknown = Variable("u")
        // x := 10 - y, and nothing holds y: y is free (0), x holds only through its definition.
        let sum = x + y == 10
        try solver.add(sum)
        // An edit variable's suggestion is an input: z's definition only.
        try solver.addEditVariable(e, strength: .strong)
        try solver.suggestValue(40, for: e)
        let double = z == 2 * e
        try solver.add(double)
        solver.updateVariables()
        XCTAssertEqual(z.value, 80)
        XCTAssertEqual(ids(solver.bindingConstraints(for: y)), [])
        XCTAssertEqual(ids(solver.bindingConstraints(for: x)), ids([sum]))
        XCTAssertEqual(ids(solver.bindingConstraints(for: e)), [])
        XCTAssertEqual(ids(solver.bindingConstraints(for: z)), ids([double]))
        XCTAssertEqual(ids(solver.bindingConstraints(for: unknown)), [])
    }

    func testALongChainIsWalkedWithoutRecursion() throws {
        let solver = Solver()
        var chain = [Variable("v0")]
        var links: [Constraint] = []
        let pin = chain[0] == 3
        try solver.add(pin)
        for i in 1..<5_000 {
            let v = Variable("v\(i)")
            links.append(v == chain[i - 1] + 1)
            try solver.add(links[i - 1])
            chain.append(v)
        }
        solver.updateVariables()
        // v4999 = 3 + 4,999: every link, the last one first, then the pin.
        XCTAssertEqual(chain[4_999].value, 5_002)
        XCTAssertEqual(ids(solver.bindingConstraints(for: chain[4_999])), ids(links.reversed() + [pin]))
    }

    func testRemovingTheBindingConstraintHandsTheVariableOn() throws {
        let solver = Solver()
        let w = Variable("w")
        let floor = w >= 100, wish = (w == 50) | .weak
        try solver.add(floor)
        try solver.add(wish)
        try solver.remove(floor)
        solver.updateVariables()
        // Without the floor the weak wish holds: w = 50.
        XCTAssertEqual(w.value, 50)
        XCTAssertEqual(ids(solver.bindingConstraints(for: w)), ids([wish]))
    }

    /// Random systems with generic constants (no ties, so the solution is not degenerate)
    /// and every variable pulled to a target on a level of its own (so the optimum is one
    /// point): a constraint the query names must move the variable when its constant moves
    /// a little, up or down, and when it is removed; one it does not name must not move it.
    /// The moved values come from the dense reference (`ReferenceModel`), not the solver.
    func testRandomSystemsAgreeWithTheReference() throws {
        var rng = SplitMix64(seed: 0xB1D)
        var checkedBinding = 0, checkedOther = 0
        for _ in 0..<30 {
            let n = Int.random(in: 2...4, using: &rng)
            let variables = (0..<n).map { Variable("x\($0)") }
            let solver = Solver()
            var entries: [ReferenceModel.Entry] = []
            var constraints: [Constraint] = []
            func generic() -> Double { Double(Int.random(in: -40_000...40_000, using: &rng)) / 997 }
            // Optional priorities, each used once, above the pulls' levels.
            var priorities = (1...9).map { Double($0) * 90 }.shuffled(using: &rng)
            for _ in 0..<Int.random(in: 3...7, using: &rng) {
                let coefficientChoices: [Double] = [1, -1, 2, -0.5]
                var coefficients = [Double](repeating: 0, count: n)
                for _ in 0..<Int.random(in: 1...2, using: &rng) {
                    coefficients[Int.random(in: 0..<n, using: &rng)] += coefficientChoices.randomElement(using: &rng)!
                }
                guard coefficients.contains(where: { $0 != 0 }) else { continue }
                let relation = [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &rng)!
                let strength = Bool.random(using: &rng) || priorities.isEmpty ? Strength.required : Strength(priorities.removeLast())
                let entry = ReferenceModel.Entry(
                    coefficients: coefficients, constant: generic(), relation: relation, strength: strength)
                let c = constraint(entry, variables)
                do { try solver.add(c) } catch { continue }  // a required one the others rule out
                entries.append(entry)
                constraints.append(c)
            }
            for k in 0..<n {
                var coefficients = [Double](repeating: 0, count: n)
                coefficients[k] = 1
                let pull = ReferenceModel.Entry(
                    coefficients: coefficients, constant: generic(), relation: .equal,
                    strength: Strength(Double(k + 1) * 5))
                let c = constraint(pull, variables)
                try solver.add(c)
                entries.append(pull)
                constraints.append(c)
            }
            solver.updateVariables()
            let reference = ReferenceModel(variableCount: n)
            guard let base = reference.lexicographicSolution(entries)?.point else {
                return XCTFail("the reference refuses what the solver holds")
            }
            for (k, v) in variables.enumerated() {
                XCTAssertEqual(v.value, base[k], accuracy: 1e-6, "the solver and the reference disagree")
            }
            func moved(_ changed: [ReferenceModel.Entry]) -> [Bool] {
                guard let point = reference.lexicographicSolution(changed)?.point else { return [Bool](repeating: true, count: n) }
                return (0..<n).map { abs(point[$0] - base[$0]) > 1e-6 }
            }
            let binding = variables.map { Set(solver.bindingConstraints(for: $0).map(ObjectIdentifier.init)) }
            for (i, c) in constraints.enumerated() {
                var up = entries, down = entries
                up[i].constant += 1e-3
                down[i].constant -= 1e-3
                var removed = entries
                removed.remove(at: i)
                let movedUp = moved(up), movedDown = moved(down), movedRemoved = moved(removed)
                for k in 0..<n {
                    let context = "x\(k), constraint \(c), system \(constraints)"
                    if binding[k].contains(ObjectIdentifier(c)) {
                        checkedBinding += 1
                        XCTAssertTrue(movedUp[k] || movedDown[k], "named but its constant moves nothing: \(context)")
                        XCTAssertTrue(movedRemoved[k], "named but removing it moves nothing: \(context)")
                    } else {
                        checkedOther += 1
                        XCTAssertFalse(movedUp[k] || movedDown[k], "not named but its constant moves the value: \(context)")
                    }
                }
            }
        }
        // The systems exercise both answers.
        XCTAssertGreaterThan(checkedBinding, 100)
        XCTAssertGreaterThan(checkedOther, 100)
    }

    private func constraint(_ e: ReferenceModel.Entry, _ variables: [Variable]) -> Constraint {
        let terms = zip(e.coefficients, variables).filter { $0.0 != 0 }.map { Term($0.1, $0.0) }
        return Constraint(LinearExpression(terms, constant: e.constant), e.relation, strength: e.strength)
    }

    private func ids(_ constraints: [Constraint]) -> [ObjectIdentifier] { constraints.map(ObjectIdentifier.init) }
}
