import Foundation
import XCTest

@testable import LayoutKernel

/// A small deterministic generator (SplitMix64), so every run sees the same systems.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Seeded randomized properties: systems satisfiable by construction around a known point,
/// changed by adds, removes, edits and in-place changes in random order.
final class RandomSystemTests: XCTestCase {
    struct Model {
        var rng: SeededGenerator
        let variables: [Variable]
        let point: [Double]
        var constraints: [Constraint] = []

        init(seed: UInt64, count: Int) {
            rng = SeededGenerator(seed: seed)
            variables = (0..<count).map { Variable("v\($0)") }
            var r = rng
            point = (0..<count).map { _ in Double(Int.random(in: -100...100, using: &r)) }
            rng = r
        }

        func value(_ e: LinearExpression, at values: (Variable) -> Double) -> Double {
            e.terms.reduce(e.constant) { $0 + $1.coefficient * values($1.variable) }
        }

        func holds(_ c: Constraint, tolerance: Double = 1e-6) -> Bool {
            let v = value(c.expression) { $0.value }
            switch c.relation {
            case .equal: return abs(v) <= tolerance
            case .lessThanOrEqual: return v <= tolerance
            case .greaterThanOrEqual: return v >= -tolerance
            }
        }

        /// A random expression whose terms use the variables' known point.
        mutating func randomTerms() -> [Term] {
            let coefficients: [Double] = [1, -1, 2, -2, 0.5, -0.5, 3]
            return (0..<Int.random(in: 1...3, using: &rng)).map { _ in
                Term(variables.randomElement(using: &rng)!, coefficients.randomElement(using: &rng)!)
            }
        }

        /// A required constraint that holds at the known point.
        mutating func satisfiableRequired() -> Constraint {
            let terms = randomTerms()
            let atPoint = terms.reduce(0) { $0 + $1.coefficient * point[variables.firstIndex(of: $1.variable)!] }
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
            let strengths: [Strength] = [.strong, .medium, .weak, Strength(600, weight: 2), Strength(100, weight: 0.5)]
            let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &rng)!
            return Constraint(
                LinearExpression(randomTerms(), constant: Double(Int.random(in: -300...300, using: &rng))),
                relation, strength: strengths.randomElement(using: &rng)!)
        }
    }

    /// Σ weight·error per priority level, highest first, at the variables' current values.
    static func objective(of constraints: [Constraint], edits: [(Variable, Strength, Double)]) -> [Double: Double] {
        var levels: [Double: Double] = [:]
        for c in constraints where !c.strength.isRequired {
            let v = c.expression.terms.reduce(c.expression.constant) { $0 + $1.coefficient * $1.variable.value }
            let error: Double
            switch c.relation {
            case .equal: error = abs(v)
            case .lessThanOrEqual: error = max(0, v)
            case .greaterThanOrEqual: error = max(0, -v)
            }
            levels[c.strength.priority, default: 0] += c.strength.weight * error
        }
        for (variable, strength, value) in edits {
            levels[strength.priority, default: 0] += strength.weight * abs(variable.value - value)
        }
        return levels
    }

    func testRandomOperationsKeepRequiredConstraintsAndOptimality() throws {
        for seed in UInt64(1)...30 {
            try runRandomSession(seed: seed, operations: 160, variableCount: seed % 2 == 0 ? 6 : 12)
        }
        // Many variables: more of the required equalities become definitions, and removals
        // and contradictions go through them.
        for seed in UInt64(31)...38 {
            try runRandomSession(seed: seed, operations: 240, variableCount: 40)
        }
    }

    private func runRandomSession(seed: UInt64, operations: Int, variableCount: Int) throws {
        var model = Model(seed: seed, count: variableCount)
        let solver = Solver()
        // Half the sessions defer every external row in the dual simplex, however short.
        if seed % 4 < 2 { solver.core.tableau.deferredRowLength = 0 }
        var edits: [(Variable, Strength, Double)] = []
        for (i, v) in model.variables.prefix(2).enumerated() {
            let strength: Strength = i == 0 ? .strong : .weak
            try solver.addEditVariable(v, strength: strength)
            edits.append((v, strength, 0))
        }
        var log: [String] = []
        for step in 0..<operations {
            let choice = Int.random(in: 0..<100, using: &model.rng)
            log.append("step \(step) choice \(choice) count \(model.constraints.count)")
            switch choice {
            case 0..<40:
                let c = model.satisfiableRequired()
                try solver.add(c)
                model.constraints.append(c)
            case 40..<60:
                let c = model.randomOptional()
                try solver.add(c)
                model.constraints.append(c)
            case 60..<72 where !model.constraints.isEmpty:
                let index = Int.random(in: 0..<model.constraints.count, using: &model.rng)
                try solver.remove(model.constraints.remove(at: index))
            case 72..<82:
                let e = Int.random(in: 0..<edits.count, using: &model.rng)
                let value = Double(Int.random(in: -500...500, using: &model.rng))
                try solver.suggestValue(value, for: edits[e].0)
                edits[e].2 = value
            case 82..<90:
                if let c = model.constraints.filter({ !$0.strength.isRequired }).randomElement(using: &model.rng) {
                    let strengths: [Strength] = [.strong, .medium, .weak, Strength(300, weight: 4)]
                    try solver.setStrength(strengths.randomElement(using: &model.rng)!, for: c)
                }
            case 90..<96:
                // Loosen or tighten a required inequality, staying true at the known point.
                if let c = model.constraints.filter({ $0.strength.isRequired && $0.relation != .equal })
                    .randomElement(using: &model.rng)
                {
                    let atPoint = model.value(LinearExpression(c.expression.terms)) { model.point[model.variables.firstIndex(of: $0)!] }
                    let slack = Double(Int.random(in: 0...30, using: &model.rng))
                    try solver.setConstant(c.relation == .lessThanOrEqual ? -atPoint - slack : -atPoint + slack, for: c)
                }
            case 96..<98:
                try checkConstantRoundTrip(solver, &model)
            default:
                try checkFailureIsAtomic(solver, &model)
            }
            solver.updateVariables()
            if let broken = solver.core.tableau.brokenInvariant() {
                XCTFail("seed \(seed) step \(step) (\(log.last!)): \(broken)")
                if ProcessInfo.processInfo.environment["DEBUG_RANDOM"] != nil {
                    try? (log.suffix(4).joined(separator: "\n") + "\n" + solver.debugDescription).write(
                        toFile: "/tmp/random-failure.txt", atomically: true, encoding: .utf8)
                    fatalError()
                }
                return
            }
            for c in model.constraints where c.strength.isRequired {
                if !model.holds(c) && ProcessInfo.processInfo.environment["DEBUG_RANDOM"] != nil {
                    let text =
                        log.suffix(4).joined(separator: "\n") + "\n" + solver.debugDescription + "\n"
                        + model.variables.map { "\($0.name)=\($0.value)" }.joined(separator: " ")
                    try? text.write(toFile: "/tmp/random-failure.txt", atomically: true, encoding: .utf8)
                    fatalError()
                }
                XCTAssertTrue(model.holds(c), "seed \(seed) step \(step): \(c) violated")
            }
        }
        // Optimality: a fresh solver given the same system reaches the same objective.
        let incremental = Self.objective(of: model.constraints, edits: edits)
        // The session's solver hands its variables back so that the fresh one may hold them.
        solver.reset()
        let fresh = Solver()
        for (variable, strength, value) in edits {
            try fresh.addEditVariable(variable, strength: strength)
            try fresh.suggestValue(value, for: variable)
        }
        for c in model.constraints { try fresh.add(Constraint(c.expression, c.relation, strength: c.strength)) }
        for v in model.variables { v.value = .nan }
        fresh.updateVariables()
        for v in model.variables where v.value.isNaN { v.value = 0 }
        let scratch = Self.objective(of: model.constraints, edits: edits)
        for (priority, value) in incremental {
            XCTAssertEqual(
                value, scratch[priority] ?? 0, accuracy: 1e-6 * max(1, abs(value)),
                "seed \(seed): level \(priority) differs from a fresh solve")
        }
    }

    /// Adds a constraint that contradicts a required equality; the call must throw, change
    /// nothing, and name a minimal conflict set.
    private func checkFailureIsAtomic(_ solver: Solver, _ model: inout Model) throws {
        // Contradict a required equality (shifted by 7), or a required inequality from the
        // other side (which goes through phase one with an artificial variable).
        let required = model.constraints.filter { $0.strength.isRequired }
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
            XCTFail("contradiction accepted")
        } catch {
            guard case .unsatisfiableConstraint(let c, let conflict) = error else {
                return XCTFail("wrong error \(error)")
            }
            XCTAssertTrue(c === bad)
            XCTAssertFalse(conflict.isEmpty)
            XCTAssertTrue(Self.isInfeasible(conflict + [bad]))
            for i in conflict.indices {
                var smaller = conflict
                smaller.remove(at: i)
                XCTAssertFalse(Self.isInfeasible(smaller + [bad]), "conflict set not minimal")
            }
        }
        XCTAssertEqual(solver.debugDescription, before)
        XCTAssertEqual(solver.updateVariables(), [])
        XCTAssertEqual(model.variables.map(\.value), values)
    }

    /// Moves a required equality's constant away and back: the move either holds (and every
    /// required constraint holds with it) or throws and changes nothing; the way back always
    /// succeeds and restores the values.
    private func checkConstantRoundTrip(_ solver: Solver, _ model: inout Model) throws {
        let equalities = model.constraints.filter { $0.strength.isRequired && $0.relation == .equal }
        guard let c = equalities.randomElement(using: &model.rng) else { return }
        let original = c.expression.constant
        let before = solver.debugDescription
        solver.updateVariables()
        let values = model.variables.map(\.value)
        do {
            try solver.setConstant(original + 7, for: c)
            solver.updateVariables()
            for other in model.constraints where other.strength.isRequired {
                XCTAssertTrue(model.holds(other), "after moving \(c): \(other) violated")
            }
            try solver.setConstant(original, for: c)
            solver.updateVariables()
        } catch {
            guard case .unsatisfiableConstraint(let failed, let conflict) = error else { return XCTFail("\(error)") }
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

    static func isInfeasible(_ constraints: [Constraint]) -> Bool {
        // On copies of the variables: the session's solver holds the originals.
        let s = Solver()
        var copies: [ObjectIdentifier: Variable] = [:]
        func copy(_ v: Variable) -> Variable {
            if let c = copies[ObjectIdentifier(v)] { return c }
            let c = Variable(v.name)
            copies[ObjectIdentifier(v)] = c
            return c
        }
        do {
            for c in constraints {
                let terms = c.expression.terms.map { Term(copy($0.variable), $0.coefficient) }
                try s.add(Constraint(LinearExpression(terms, constant: c.expression.constant), c.relation))
            }
            return false
        } catch {
            return true
        }
    }
}
