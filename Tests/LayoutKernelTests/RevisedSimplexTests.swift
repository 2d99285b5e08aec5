import XCTest

@testable import LayoutKernel

/// The factored-basis prototype (`RevisedSimplex`) against hand-derived cases and against the
/// dense lexicographic reference (`ReferenceModel`) on random systems.
final class RevisedSimplexTests: XCTestCase {
    // MARK: Hand-derived

    /// The inequality chain `x[i+1] >= x[i] + 1` with a weak `x[i] == 0` on each, n = 11.
    /// With `u[i] = x[i] − i` the links say u is non-decreasing, and the weak error is
    /// `Σ |u[i] + i|`: targets `−i` that decrease, so the best non-decreasing u is constant at
    /// their median (isotonic regression), `u = −5`: `x[i] = i − 5`, every link tight,
    /// error `2 · (1 + 2 + 3 + 4 + 5) = 30` (the bench's ineq_chain expects about n²/4 too).
    /// With a required `x[0] == 0` added, `x[i] = i` and the error is `0 + 1 + ... + 10 = 55`.
    func testInequalityChainSettlesAtTheMedian() {
        let n = 11
        var simplex = RevisedSimplex(externalCount: n, rows: inequalityChain(n))
        XCTAssertEqual(simplex.solve(), .optimal)
        for i in 0..<n { XCTAssertEqual(simplex.externalValue(i), Double(i - 5), accuracy: 1e-9, "x[\(i)]") }
        XCTAssertEqual(simplex.levelErrors[Strength.weak.priority]!, 30, accuracy: 1e-9)

        let pinned =
            inequalityChain(n) + [RevisedRow(variables: [0], coefficients: [1], constant: 0, relation: .equal, strength: .required)]
        var anchored = RevisedSimplex(externalCount: n, rows: pinned)
        XCTAssertEqual(anchored.solve(), .optimal)
        for i in 0..<n { XCTAssertEqual(anchored.externalValue(i), Double(i), accuracy: 1e-9, "x[\(i)]") }
        XCTAssertEqual(anchored.levelErrors[Strength.weak.priority]!, 55, accuracy: 1e-9)
    }

    /// `x + y == 10` required, strong `x == 3`, weak `y == 0`: the strong level wins, x = 3,
    /// so y = 7 and the weak error is 7 (strict priorities: no weight of weak can trade back).
    func testStrictPrioritiesWin() {
        let rows = [
            RevisedRow(variables: [0, 1], coefficients: [1, 1], constant: -10, relation: .equal, strength: .required),
            RevisedRow(variables: [0], coefficients: [1], constant: -3, relation: .equal, strength: .strong),
            RevisedRow(variables: [1], coefficients: [1], constant: 0, relation: .equal, strength: Strength(250, weight: 1000)),
        ]
        var simplex = RevisedSimplex(externalCount: 2, rows: rows)
        XCTAssertEqual(simplex.solve(), .optimal)
        XCTAssertEqual(simplex.externalValue(0), 3, accuracy: 1e-12)
        XCTAssertEqual(simplex.externalValue(1), 7, accuracy: 1e-12)
        XCTAssertEqual(simplex.levelErrors[250]!, 7000, accuracy: 1e-9)
    }

    /// `x >= 5` and `x <= 3`, both required: no point; both rows are reported (which one keeps
    /// the artificial depends on the pivots, but at least one must, and only these two exist).
    func testContradictoryRequiredRowsAreReported() {
        let rows = [
            RevisedRow(variables: [0], coefficients: [1], constant: -5, relation: .greaterThanOrEqual, strength: .required),
            RevisedRow(variables: [0], coefficients: [1], constant: -3, relation: .lessThanOrEqual, strength: .required),
        ]
        var simplex = RevisedSimplex(externalCount: 1, rows: rows)
        guard case .infeasible(let bad) = simplex.solve() else { return XCTFail("feasible?") }
        XCTAssertFalse(bad.isEmpty)
        XCTAssertTrue(bad.allSatisfy { $0 == 0 || $0 == 1 })
    }

    /// Required `x >= 3` and `x + y <= 1`, strong `y == 0`, weak `x == 0`. The crash starts x
    /// on the first row (x = 3), which leaves the second row's slack at 1 − 3 = −2: it hands
    /// over to a new artificial, and phase one must move y. Required: y <= 1 − x <= −2, so the
    /// strong error |y| is at least 2, reached at y = −2; then x <= 1 − y = 3 and x >= 3 give
    /// x = 3, weak error 3.
    func testCrashRepairsARequiredSlackItLeftNegative() {
        let rows = [
            RevisedRow(variables: [0], coefficients: [1], constant: -3, relation: .greaterThanOrEqual, strength: .required),
            RevisedRow(variables: [0, 1], coefficients: [1, 1], constant: -1, relation: .lessThanOrEqual, strength: .required),
            RevisedRow(variables: [1], coefficients: [1], constant: 0, relation: .equal, strength: .strong),
            RevisedRow(variables: [0], coefficients: [1], constant: 0, relation: .equal, strength: .weak),
        ]
        var simplex = RevisedSimplex(externalCount: 2, rows: rows)
        XCTAssertEqual(simplex.solve(), .optimal)
        XCTAssertEqual(simplex.externalValue(0), 3, accuracy: 1e-12)
        XCTAssertEqual(simplex.externalValue(1), -2, accuracy: 1e-12)
        XCTAssertEqual(simplex.levelErrors[Strength.strong.priority]!, 2, accuracy: 1e-12)
        XCTAssertEqual(simplex.levelErrors[Strength.weak.priority]!, 3, accuracy: 1e-12)
    }

    // MARK: Randomized against the reference

    func testRandomSystemsMatchTheReference() {
        var rng = SplitMix64(seed: 0x5E71_5ED)
        var feasible = 0, infeasible = 0
        for round in 0..<150 {
            let (n, entries) = randomSystem(&rng)
            var simplex = RevisedSimplex(externalCount: n, rows: entries.map(revisedRow))
            let status = simplex.solve()
            check(simplex, status, entries, n, "round \(round)", &feasible, &infeasible)
        }
        // Both sides of the feasibility question must have been exercised.
        XCTAssertGreaterThan(feasible, 60)
        XCTAssertGreaterThan(infeasible, 5)
    }

    /// Constant changes after a solve (the `setConstant` / `suggestValue` path: a warm dual
    /// simplex) against a fresh reference solve of the changed system, several in a row.
    func testConstantChangesMatchAFreshReferenceSolve() {
        var rng = SplitMix64(seed: 0xC0_57A7)
        var feasible = 0, infeasible = 0, changes = 0
        for round in 0..<120 {
            var (n, entries) = randomSystem(&rng)
            // A required box on x0 (−30 <= x0 <= 30): changes that cross its sides make the
            // system infeasible, so both outcomes are exercised.
            var unit = [Double](repeating: 0, count: n)
            unit[0] = 1
            entries.append(ReferenceModel.Entry(coefficients: unit, constant: 30, relation: .greaterThanOrEqual, strength: .required))
            entries.append(ReferenceModel.Entry(coefficients: unit, constant: -30, relation: .lessThanOrEqual, strength: .required))
            var simplex = RevisedSimplex(externalCount: n, rows: entries.map(revisedRow))
            guard simplex.solve() == .optimal else { continue }
            for step in 0..<4 {
                // Mostly required rows: their changes are the ones that can make the system
                // infeasible, and the ones that move the most.
                let required = entries.indices.filter { entries[$0].strength.isRequired }
                let row =
                    required.isEmpty || Bool.random(using: &rng)
                    ? Int.random(in: 0..<entries.count, using: &rng) : required.randomElement(using: &rng)!
                // Wide moves for required rows, so some changes make the system infeasible.
                let scale = entries[row].strength.isRequired ? 3.0 : 1.0
                entries[row].constant = scale * Double(Int.random(in: -40_000...40_000, using: &rng)) / 997
                let status = simplex.setConstant(row: row, to: entries[row].constant)
                changes += 1
                check(simplex, status, entries, n, "round \(round) step \(step)", &feasible, &infeasible)
                if status != .optimal { break }
            }
        }
        XCTAssertGreaterThan(changes, 200)
        XCTAssertGreaterThan(feasible, 150)
        XCTAssertGreaterThan(infeasible, 20)
    }

    /// A constant change at the front of the anchored chain (`x[0] == 0` required becomes
    /// `x[0] == 7`): every link stays tight, so `x[i] = i + 7` and the weak error is
    /// `Σ (i + 7) = 55 + 77 = 132` for n = 11.
    func testConstantChangeAtTheFrontOfTheChain() {
        let n = 11
        let rows = inequalityChain(n) + [RevisedRow(variables: [0], coefficients: [1], constant: 0, relation: .equal, strength: .required)]
        var simplex = RevisedSimplex(externalCount: n, rows: rows)
        XCTAssertEqual(simplex.solve(), .optimal)
        XCTAssertEqual(simplex.setConstant(row: rows.count - 1, to: -7), .optimal)
        for i in 0..<n { XCTAssertEqual(simplex.externalValue(i), Double(i + 7), accuracy: 1e-9, "x[\(i)]") }
        XCTAssertEqual(simplex.levelErrors[Strength.weak.priority]!, 132, accuracy: 1e-9)
    }

    /// Rows added one at a time to a solved model (bordered update, then the primal simplex
    /// from the columns whose prices moved) against a fresh reference solve after each.
    func testAppendedRowsMatchAFreshReferenceSolve() {
        var rng = SplitMix64(seed: 0xADD_2077)
        var feasible = 0, infeasible = 0
        for round in 0..<100 {
            let (n, entries) = randomSystem(&rng)
            // The pulls (the last n entries) first, so every prefix has a unique optimum; then
            // the other rows one by one.
            let order = Array(entries.indices.suffix(n)) + Array(entries.indices.dropLast(n)).shuffled(using: &rng)
            var simplex = RevisedSimplex(externalCount: n, rows: order.prefix(n).map { revisedRow(entries[$0]) })
            XCTAssertEqual(simplex.solve(), .optimal)
            var added: [ReferenceModel.Entry] = order.prefix(n).map { entries[$0] }
            for index in order.dropFirst(n) {
                added.append(entries[index])
                let status = simplex.append(revisedRow(entries[index]))
                check(simplex, status, added, n, "round \(round) row \(added.count - 1)", &feasible, &infeasible)
                if status != .optimal { break }
            }
        }
        XCTAssertGreaterThan(feasible, 300)
        XCTAssertGreaterThan(infeasible, 5)
    }

    /// The anchored chain built row by row (pin, then each link and its weak pull): the same
    /// answer as the batch solve, `x[i] = i`, error 55 for n = 11.
    func testChainBuiltRowByRow() {
        let n = 11
        var simplex = RevisedSimplex(externalCount: n, rows: [])
        XCTAssertEqual(
            simplex.append(RevisedRow(variables: [0], coefficients: [1], constant: 0, relation: .equal, strength: .required)), .optimal)
        XCTAssertEqual(
            simplex.append(RevisedRow(variables: [0], coefficients: [1], constant: 0, relation: .equal, strength: .weak)), .optimal)
        for i in 1..<n {
            XCTAssertEqual(
                simplex.append(RevisedRow(variables: [i], coefficients: [1], constant: 0, relation: .equal, strength: .weak)), .optimal)
            let link = RevisedRow(
                variables: [i, i - 1], coefficients: [1, -1], constant: -1, relation: .greaterThanOrEqual, strength: .required)
            XCTAssertEqual(simplex.append(link), .optimal)
        }
        for i in 0..<n { XCTAssertEqual(simplex.externalValue(i), Double(i), accuracy: 1e-9, "x[\(i)]") }
        XCTAssertEqual(simplex.levelErrors[Strength.weak.priority]!, 55, accuracy: 1e-9)
    }

    // MARK: Helpers

    func inequalityChain(_ n: Int) -> [RevisedRow] {
        var rows: [RevisedRow] = []
        for i in 0..<n - 1 {
            // x[i+1] - x[i] - 1 >= 0
            rows.append(
                RevisedRow(variables: [i + 1, i], coefficients: [1, -1], constant: -1, relation: .greaterThanOrEqual, strength: .required))
        }
        for i in 0..<n { rows.append(RevisedRow(variables: [i], coefficients: [1], constant: 0, relation: .equal, strength: .weak)) }
        return rows
    }

    func revisedRow(_ e: ReferenceModel.Entry) -> RevisedRow {
        let used = e.coefficients.indices.filter { e.coefficients[$0] != 0 }
        return RevisedRow(
            variables: used, coefficients: used.map { e.coefficients[$0] }, constant: e.constant, relation: e.relation, strength: e.strength
        )
    }

    /// 3–8 variables, 2–12 rows of 1–3 terms with generic constants, mixed relations and
    /// strengths (required, the named levels, arbitrary priorities and weights), and a pull
    /// on each variable on a level of its own below the others, so each level's optimum is
    /// unique.
    func randomSystem(_ rng: inout SplitMix64) -> (Int, [ReferenceModel.Entry]) {
        let n = Int.random(in: 3...8, using: &rng)
        func generic() -> Double { Double(Int.random(in: -40_000...40_000, using: &rng)) / 997 }
        var entries: [ReferenceModel.Entry] = []
        let strengths = [
            Strength.required, .required, .required, .strong, .medium, .weak, Strength(600, weight: 2.5), Strength(90, weight: 0.25),
        ]
        for _ in 0..<Int.random(in: 2...12, using: &rng) {
            var coefficients = [Double](repeating: 0, count: n)
            for _ in 0..<Int.random(in: 1...3, using: &rng) {
                coefficients[Int.random(in: 0..<n, using: &rng)] += [1, -1, 2, -0.5, 3].randomElement(using: &rng)!
            }
            guard coefficients.contains(where: { $0 != 0 }) else { continue }
            let relation = [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &rng)!
            entries.append(
                ReferenceModel.Entry(
                    coefficients: coefficients, constant: generic(), relation: relation, strength: strengths.randomElement(using: &rng)!))
        }
        for k in 0..<n {
            var coefficients = [Double](repeating: 0, count: n)
            coefficients[k] = 1
            entries.append(
                ReferenceModel.Entry(
                    coefficients: coefficients, constant: generic(), relation: .equal, strength: Strength(Double(k + 1), weight: 1)))
        }
        return (n, entries)
    }

    /// The simplex's status, required rows and level errors against a fresh reference solve.
    func check(
        _ simplex: RevisedSimplex, _ status: RevisedSimplex.Status, _ entries: [ReferenceModel.Entry], _ n: Int, _ label: String,
        _ feasible: inout Int, _ infeasible: inout Int
    ) {
        let reference = ReferenceModel(variableCount: n)
        guard let optimum = reference.lexicographicOptimum(entries) else {
            infeasible += 1
            guard case .infeasible(let rows) = status else { return XCTFail("\(label): \(status), the reference finds no point") }
            XCTAssertFalse(rows.isEmpty, label)
            XCTAssertTrue(rows.allSatisfy { entries[$0].strength.isRequired }, label)
            return
        }
        feasible += 1
        XCTAssertEqual(status, .optimal, label)
        guard status == .optimal else { return }
        let x = (0..<n).map { simplex.externalValue($0) }
        for (i, e) in entries.enumerated() where e.strength.isRequired {
            let v = ReferenceModel.evaluate(e, x)
            let violation = e.relation == .equal ? abs(v) : e.relation == .lessThanOrEqual ? max(0, v) : max(0, -v)
            XCTAssertLessThan(violation, 1e-7, "\(label): required row \(i)")
        }
        let errors = simplex.levelErrors
        for (priority, best) in optimum {
            XCTAssertEqual(errors[priority] ?? .nan, best, accuracy: 1e-7 * max(1, abs(best)), "\(label): level \(priority)")
        }
    }
}
