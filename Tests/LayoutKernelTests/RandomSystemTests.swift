import XCTest

// @testable: lowers the deferral threshold (a test seam) and checks the tableau's invariants at every step.
@testable import LayoutKernel

/// Seeded randomized properties, checked against the dense reference (`ReferenceModel`, no
/// code shared with the solver): systems satisfiable by construction around a known point,
/// changed by adds, removes, edits, strength and constant changes in random order. After every
/// step each required constraint holds; at checkpoints and at the end every priority level's
/// weighted error is the reference's optimum (the values may differ where the optimum is not
/// unique; the objective may not). A refused change must be one the reference finds
/// infeasible, and its conflict set one the reference finds minimal.
final class RandomSystemTests: XCTestCase {
    struct Model {
        var rng: SplitMix64
        let variables: [Variable]
        let point: [Double]
        let reference: ReferenceModel
        /// The constraints held, with their reference entries.
        var constraints: [(constraint: Constraint, entry: ReferenceModel.Entry)] = []
        /// Edit variables: index, strength, suggested value.
        var edits: [(index: Int, strength: Strength, value: Double)] = []

        init(seed: UInt64, count: Int) {
            rng = SplitMix64(seed: seed)
            variables = (0..<count).map { Variable("v\($0)") }
            reference = ReferenceModel(variableCount: count)
            var r = rng
            point = (0..<count).map { _ in Double(Int.random(in: -100...100, using: &r)) }
            rng = r
        }

        /// Every entry the solver must honour: the constraints and the edits' suggestions.
        var entries: [ReferenceModel.Entry] {
            constraints.map(\.entry)
                + edits.map { ReferenceModel.Entry.suggestion($0.value, for: $0.index, count: variables.count, strength: $0.strength) }
        }

        func entry(_ c: Constraint) -> ReferenceModel.Entry { ReferenceModel.Entry(c, over: variables) }

        /// `terms · point`: an expression's value at the known point, without its constant.
        func atPoint(_ terms: [Term]) -> Double {
            terms.reduce(0) { $0 + $1.coefficient * point[variables.firstIndex(of: $1.variable)!] }
        }

        /// A random expression's terms (a variable may occur twice).
        mutating func randomTerms() -> [Term] {
            let coefficients: [Double] = [1, -1, 2, -2, 0.5, -0.5, 3]
            return (0..<Int.random(in: 1...3, using: &rng)).map { _ in
                Term(variables.randomElement(using: &rng)!, coefficients.randomElement(using: &rng)!)
            }
        }

        /// A required constraint that holds at the known point.
        mutating func satisfiableRequired() -> Constraint {
            let terms = randomTerms()
            let atPoint = atPoint(terms)
            let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &rng)!
            let slack = Double(Int.random(in: 0...20, using: &rng))
            let constant: Double
            switch relation {
            case .equal: constant = -atPoint
            case .lessThanOrEqual: constant = -atPoint - slack
            case .greaterThanOrEqual: constant = -atPoint + slack
            }
            return Constraint(LinearExpression(terms, constant: constant), relation)
        }

        mutating func randomOptional() -> Constraint {
            // Two weights at the strong and at the medium priority, so that weights count
            // within a level, not only between levels.
            let strengths: [Strength] = [
                .strong, .medium, .weak, Strength(600, weight: 2), Strength(100, weight: 0.5), Strength(750, weight: 3),
                Strength(500, weight: 0.25),
            ]
            let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &rng)!
            return Constraint(
                LinearExpression(randomTerms(), constant: Double(Int.random(in: -300...300, using: &rng))),
                relation, strength: strengths.randomElement(using: &rng)!)
        }
    }

    func testRandomOperationsKeepRequiredConstraintsAndOptimality() throws {
        var checkpoints = 0
        for seed in UInt64(1)...30 {
            checkpoints += try runRandomSession(seed: seed, operations: 160, variableCount: seed % 2 == 0 ? 6 : 12)
        }

        // Many variables: more of the required equalities become definitions, and removals
        // and contradictions go through them.
        for seed in UInt64(31)...38 {
            checkpoints += try runRandomSession(seed: seed, operations: 240, variableCount: 40)
        }
        // Small sessions compared twice, large ones once: a session that compared nothing
        // would prove nothing.
        XCTAssertEqual(checkpoints, 30 * 2 + 8)
    }

    /// Runs one session; returns how many times its objective was compared with the reference.
    private func runRandomSession(seed: UInt64, operations: Int, variableCount: Int) throws -> Int {
        var model = Model(seed: seed, count: variableCount)
        let solver = Solver()
        // Half the sessions defer every external row in the dual simplex, however short.
        if seed % 4 < 2 { solver.core.tableau.deferredRowLength = 0 }
        for (i, v) in model.variables.prefix(2).enumerated() {
            let strength: Strength = i == 0 ? .strong : .weak
            try solver.addEditVariable(v, strength: strength)
            model.edits.append((i, strength, 0))
        }
        var log: [String] = []
        var checkpoints = 0
        func context() -> String { "seed \(seed)\n" + log.suffix(6).joined(separator: "\n") }
        for step in 0..<operations {
            let choice = Int.random(in: 0..<100, using: &model.rng)
            log.append("step \(step) choice \(choice) count \(model.constraints.count)")
            switch choice {
            case 0..<40:
                let c = model.satisfiableRequired()
                try solver.add(c)
                model.constraints.append((c, model.entry(c)))
            case 40..<60:
                let c = model.randomOptional()
                try solver.add(c)
                model.constraints.append((c, model.entry(c)))
            case 60..<72 where !model.constraints.isEmpty:
                let index = Int.random(in: 0..<model.constraints.count, using: &model.rng)
                try solver.remove(model.constraints.remove(at: index).constraint)
            case 72..<82:
                let e = Int.random(in: 0..<model.edits.count, using: &model.rng)
                let value = Double(Int.random(in: -500...500, using: &model.rng))
                try solver.suggestValue(value, for: model.variables[model.edits[e].index])
                model.edits[e].value = value
            case 82..<90:
                let optional = model.constraints.indices.filter { !model.constraints[$0].entry.strength.isRequired }
                if let i = optional.randomElement(using: &model.rng) {
                    let strengths: [Strength] = [.strong, .medium, .weak, Strength(300, weight: 4)]
                    let strength = strengths.randomElement(using: &model.rng)!
                    try solver.setStrength(strength, for: model.constraints[i].constraint)
                    model.constraints[i].entry.strength = strength
                }
            case 90..<96:
                // Loosen or tighten a required inequality, staying true at the known point.
                let inequalities = model.constraints.indices.filter {
                    model.constraints[$0].entry.strength.isRequired && model.constraints[$0].entry.relation != .equal
                }
                if let i = inequalities.randomElement(using: &model.rng) {
                    let c = model.constraints[i].constraint
                    let atPoint = model.atPoint(c.expression.terms)
                    let slack = Double(Int.random(in: 0...30, using: &model.rng))
                    let constant = c.relation == .lessThanOrEqual ? -atPoint - slack : -atPoint + slack
                    try solver.setConstant(constant, for: c)
                    model.constraints[i].entry.constant = constant
                }
            case 96..<98:
                try checkConstantRoundTrip(solver, &model, context: context)
            default:
                try checkFailureIsAtomic(solver, &model, context: context)
            }
            solver.updateVariables()
            if let broken = solver.core.tableau.brokenInvariant() {
                XCTFail("\(context()): \(broken)")
                return checkpoints
            }
            let values = model.variables.map(\.value)
            // A plain test first: an assertion per constraint per step would dominate the run.
            for (c, entry) in model.constraints where entry.strength.isRequired {
                let error = ReferenceModel.error(entry, values)
                if !(error <= 1e-6 * (1 + abs(entry.constant))) { XCTFail("\(c) violated by \(error)\n\(context())") }
            }
            // The dense reference takes a while in debug builds: compare the objective halfway
            // through the small sessions, and at the end of every session.
            if (variableCount <= 12 && step == operations / 2 - 1) || step == operations - 1 {
                model.reference.assertOptimal(model.entries, values: values, context: context)
                checkpoints += 1
            }
        }
        return checkpoints
    }

    /// Adds a constraint that contradicts a required one; the call must throw, change nothing,
    /// and name a conflict set that the reference finds infeasible with the probe and feasible
    /// without any one of its members.
    private func checkFailureIsAtomic(_ solver: Solver, _ model: inout Model, context: () -> String) throws {
        // Contradict a required equality (shifted by 7), or a required inequality from the
        // other side (which goes through phase one with an artificial variable).
        let required = model.constraints.filter { $0.entry.strength.isRequired }.map(\.constraint)
        guard let victim = required.randomElement(using: &model.rng) else { return }
        let before = solver.debugDescription
        let values = model.variables.map(\.value)
        let bad: Constraint
        switch victim.relation {
        case .equal:
            bad = Constraint(LinearExpression(victim.expression.terms, constant: victim.expression.constant + 7), .equal)
        case .lessThanOrEqual:
            bad = Constraint(LinearExpression(victim.expression.terms, constant: victim.expression.constant - 5), .greaterThanOrEqual)
        case .greaterThanOrEqual:
            bad = Constraint(LinearExpression(victim.expression.terms, constant: victim.expression.constant + 5), .lessThanOrEqual)
        }
        do {
            try solver.add(bad)
            XCTFail("contradiction accepted\n\(context())")
        } catch {
            guard case .unsatisfiableConstraint(let c, let conflict) = error else {
                return XCTFail("wrong error \(error)")
            }
            XCTAssertTrue(c === bad)
            XCTAssertFalse(conflict.isEmpty)
            let held = Dictionary(model.constraints.map { (ObjectIdentifier($0.constraint), $0.entry) }) { a, _ in a }
            let entries = conflict.compactMap { held[ObjectIdentifier($0)] }
            XCTAssertEqual(entries.count, conflict.count, "the conflict set names a constraint the solver does not hold")
            XCTAssertTrue(entries.allSatisfy(\.strength.isRequired), "the conflict set names an optional constraint")
            let probe = model.entry(bad)
            XCTAssertFalse(model.reference.requiredAreFeasible(entries + [probe]), "conflict set feasible\n\(context())")
            for i in entries.indices {
                var smaller = entries
                smaller.remove(at: i)
                XCTAssertTrue(
                    model.reference.requiredAreFeasible(smaller + [probe]), "conflict set not minimal\n\(context())")
            }
        }
        XCTAssertEqual(solver.debugDescription, before)
        XCTAssertEqual(solver.updateVariables(), [])
        XCTAssertEqual(model.variables.map(\.value), values)
    }

    /// Moves a required equality's constant away and back: the move is accepted exactly when
    /// the reference finds the required constraints feasible with it (then every required
    /// constraint holds), and a refused move changes nothing; the way back always succeeds
    /// and restores the values.
    private func checkConstantRoundTrip(_ solver: Solver, _ model: inout Model, context: () -> String) throws {
        let equalities = model.constraints.indices.filter {
            model.constraints[$0].entry.strength.isRequired && model.constraints[$0].entry.relation == .equal
        }
        guard let i = equalities.randomElement(using: &model.rng) else { return }
        let c = model.constraints[i].constraint
        let original = c.expression.constant
        var moved = model.entries
        moved[i].constant = original + 7
        let feasible = model.reference.requiredAreFeasible(moved.filter(\.strength.isRequired))
        let before = solver.debugDescription
        solver.updateVariables()
        let values = model.variables.map(\.value)
        do {
            try solver.setConstant(original + 7, for: c)
            XCTAssertTrue(feasible, "accepted a move the reference finds infeasible\n\(context())")
            solver.updateVariables()
            let movedValues = model.variables.map(\.value)
            for e in moved where e.strength.isRequired {
                XCTAssertLessThanOrEqual(
                    ReferenceModel.error(e, movedValues), 1e-6 * (1 + abs(e.constant)),
                    "after moving \(c): a required constraint violated\n\(context())")
            }
            try solver.setConstant(original, for: c)
            solver.updateVariables()
        } catch {
            guard case .unsatisfiableConstraint(let failed, let conflict) = error else { return XCTFail("\(error)") }
            XCTAssertFalse(feasible, "refused a move the reference finds feasible\n\(context())")
            XCTAssertTrue(failed === c)
            XCTAssertFalse(conflict.contains { $0 === c })
            XCTAssertEqual(c.expression.constant, original)
            XCTAssertEqual(solver.debugDescription, before)
            XCTAssertEqual(solver.updateVariables(), [])
        }
        for (v, old) in zip(model.variables, values) {
            XCTAssertEqual(v.value, old, accuracy: 1e-6, "\(v) after a round trip of \(c)")
        }
    }
}
