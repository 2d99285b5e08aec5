import XCTest

// @testable: lowers the dummy fill limit (a test seam) and reads which links had their column dropped.
@testable import LayoutKernel

/// Random sessions over long chains of required equalities, checked against `ReferenceModel`
/// like `OracleSessionTests` (whose sessions hold at most 12 constraints over 6 variables, too
/// few for a row to collect more than `SolverCore.defaultDummyFillLimit` dummies; here each
/// solver's `dummyFillLimit` is lowered to 4, so that chains small enough for the dense
/// reference to stay quick reach the dropped-column paths). Each session puts an
/// optional constraint on every variable first, so that no link can become a definition, then
/// the required links `x[i] == x[i-1] + c`; then it removes, re-adds and changes links, adds
/// required constraints across the chain (refused when infeasible) and suggests edit values.
final class ChainOracleSessionTests: XCTestCase {
    func testChainSessionsAgreeWithTheDenseReference() throws {
        var strippedCalls = 0
        var checks = 0
        for seed in UInt64(1)...20 {
            var session = ChainSession(seed: seed)
            try session.build()
            checks += try session.run(steps: 14)
            strippedCalls += session.strippedCalls
        }
        // The sessions must remove and change links whose column was dropped, or they prove
        // nothing here.
        XCTAssertGreaterThan(strippedCalls, 12)
        XCTAssertEqual(checks, 20 * 14)
    }
}

struct ChainSession: VariableSession {
    var rng: SplitMix64
    let seed: UInt64
    let solver = Solver()
    let x: [Variable]
    let reference: ReferenceModel
    var held: [(constraint: Constraint, entry: ReferenceModel.Entry)] = []
    /// Links taken out, to be added back.
    var removed: [(constraint: Constraint, entry: ReferenceModel.Entry)] = []
    var edit: (index: Int, value: Double)? = nil
    var log: [String] = []

    init(seed: UInt64) {
        self.seed = seed
        rng = SplitMix64(seed: seed &* 7919)
        let count = Int.random(in: 12...16, using: &rng)
        solver.core.dummyFillLimit = 4
        x = (0..<count).map { Variable("x\($0)") }
        reference = ReferenceModel(variableCount: count)
    }

    mutating func hold(_ e: ReferenceModel.Entry) throws {
        let c = constraint(for: e)
        log.append("add(\(c))")
        try solver.add(c)
        held.append((c, e))
    }

    /// An optional lower bound on every variable (and on some a second optional constraint of
    /// any kind), then the chain with non-negative gaps: the bounds then hold the chain at one
    /// end, as in weak_then_chain, so that rows collect the dummies of many links.
    mutating func build() throws {
        let strengths: [Strength] = [.weak, .medium, Strength(250, weight: 2)]
        for i in x.indices {
            let constant = Double(Int.random(in: -20...20, using: &rng))
            try hold(entry([(i, 1)], constant, .greaterThanOrEqual, strengths.randomElement(using: &rng)!))
            if Int.random(in: 0..<8, using: &rng) == 0 {
                let relation: Relation = [.equal, .greaterThanOrEqual, .lessThanOrEqual][Int.random(in: 0..<3, using: &rng)]
                let constant = Double(Int.random(in: -40...40, using: &rng))
                try hold(entry([(i, 1)], constant, relation, strengths.randomElement(using: &rng)!))
            }
        }
        for i in 1..<x.count {
            let gap = Double(Int.random(in: 0...3, using: &rng))
            try hold(entry([(i, 1), (i - 1, -1)], -gap, .equal, .required))
        }
        try compare()
    }

    /// Removals and constant changes of links whose column was dropped.
    var strippedCalls = 0

    mutating func noteIfStripped(_ c: Constraint) {
        if isStripped(c) { strippedCalls += 1 }
    }

    var links: [Int] { held.indices.filter { held[$0].entry.strength.isRequired } }

    func isStripped(_ c: Constraint) -> Bool {
        guard let s = solver.core.slot(of: c) else { return false }
        return solver.core.records[Int(s)]!.isStripped
    }

    /// A held required constraint, three times in four one whose column was dropped if any.
    mutating func randomLink() -> Int? {
        let stripped = links.filter { isStripped(held[$0].constraint) }
        if !stripped.isEmpty && Int.random(in: 0..<4, using: &rng) > 0 { return stripped.randomElement(using: &rng) }
        return links.randomElement(using: &rng)
    }

    mutating func run(steps: Int) throws -> Int {
        for _ in 0..<steps {
            switch Int.random(in: 0..<100, using: &rng) {
            case 0..<30: try removeLink()
            case 30..<50: try addBack()
            case 50..<72: try changeLink()
            case 72..<86: try addAcross()
            default: try suggest()
            }
            try compare()
        }
        return steps
    }

    mutating func removeLink() throws {
        guard let i = randomLink() else { return }
        log.append("remove(\(held[i].constraint))")
        noteIfStripped(held[i].constraint)
        try solver.remove(held[i].constraint)
        removed.append(held.remove(at: i))
    }

    mutating func addBack() throws {
        guard !removed.isEmpty else { return try removeLink() }
        let (c, e) = removed.remove(at: Int.random(in: 0..<removed.count, using: &rng))
        try attempt(e, c)
    }

    /// A required constraint between two random variables of the chain; refused exactly when
    /// the reference finds the required set infeasible.
    mutating func addAcross() throws {
        let a = Int.random(in: 0..<x.count, using: &rng)
        let b = Int.random(in: 0..<x.count, using: &rng)
        guard a != b else { return }
        let relation: Relation = [.equal, .greaterThanOrEqual, .lessThanOrEqual][Int.random(in: 0..<3, using: &rng)]
        let e = entry([(a, 1), (b, -1)], Double(Int.random(in: -60...60, using: &rng)), relation, .required)
        try attempt(e, constraint(for: e))
    }

    mutating func attempt(_ e: ReferenceModel.Entry, _ c: Constraint) throws {
        log.append("add(\(c))")
        let feasible = reference.requiredAreFeasible(entries + [e])
        let before = solver.debugDescription
        do {
            try solver.add(c)
            XCTAssertTrue(feasible, "seed \(seed): accepted an infeasible add\n\(trail)")
            held.append((c, e))
        } catch {
            guard case .unsatisfiableConstraint(let refused, let conflict) = error else { throw error }
            XCTAssertFalse(feasible, "seed \(seed): refused a feasible add\n\(trail)")
            XCTAssertTrue(refused === c)
            XCTAssertEqual(solver.debugDescription, before, "seed \(seed): a refused add changed the solver")
            checkConflict(conflict, with: e)
        }
    }

    /// The conflict set names held constraints only, and with the probe it is infeasible.
    func checkConflict(_ conflict: [Constraint], with e: ReferenceModel.Entry) {
        var named: [ReferenceModel.Entry] = []
        for k in conflict {
            if let i = held.firstIndex(where: { $0.constraint === k }) { named.append(held[i].entry) }
        }
        XCTAssertEqual(named.count, conflict.count, "seed \(seed): the conflict names a constraint not held")
        XCTAssertFalse(reference.requiredAreFeasible(named + [e]), "seed \(seed): the conflict set is feasible\n\(trail)")
    }

    mutating func changeLink() throws {
        guard let i = randomLink() else { return }
        let constant = Double(Int.random(in: -4...4, using: &rng))
        let c = held[i].constraint
        log.append("setConstant(\(constant), for: \(c))")
        noteIfStripped(c)
        var changed = entries
        changed[i].constant = constant
        if try reference.assertConstantChange(solver, constant, for: c, changed: changed, context: { trail }) {
            held[i].entry.constant = constant
        }
    }
}
