import XCTest

// @testable: reads which calls made a definition of a variable that definitions used before.
@testable import LayoutKernel

/// Random sessions over trees of definitions, checked against `ReferenceModel` like
/// `ChainOracleSessionTests`. Each session first defines most variables from earlier ones
/// (`x[i] == a·x[p] + c`, each a definition of a fresh variable), leaving the roots used by
/// definitions alone; then it adds required equalities across the tree (which may define a
/// root, or re-solve the definition of a term for its root first), optional constraints
/// (tableau users of defined variables), removes and re-adds constraints in random orders,
/// changes constants and suggests edit values. A refused call must change nothing.
final class DefinitionInputOracleSessionTests: XCTestCase {
    func testSessionsAgreeWithTheDenseReference() throws {
        var inputs = 0
        var pivots = 0
        var checks = 0
        for seed in UInt64(1)...40 {
            var session = DefinitionInputSession(seed: seed)
            try session.build()
            checks += try session.run(steps: 24)
            inputs += session.inputDefinitions
            pivots += session.pivotedDefinitions
        }
        // The sessions must reach both new kinds of definition, or they prove nothing.
        XCTAssertGreaterThan(inputs, 12)
        XCTAssertGreaterThan(pivots, 12)
        XCTAssertEqual(checks, 40 * 24)
    }
}

struct DefinitionInputSession: VariableSession {
    var rng: SplitMix64
    let seed: UInt64
    let solver = Solver()
    let x: [Variable]
    let reference: ReferenceModel
    var held: [(constraint: Constraint, entry: ReferenceModel.Entry)] = []
    var removed: [(constraint: Constraint, entry: ReferenceModel.Entry)] = []
    var edit: (index: Int, value: Double)? = nil
    var log: [String] = []
    /// Adds that defined a variable which only definitions used before, and adds that first
    /// solved another constraint's definition for another variable.
    var inputDefinitions = 0
    var pivotedDefinitions = 0

    init(seed: UInt64) {
        self.seed = seed
        rng = SplitMix64(seed: seed &* 104_729)
        let count = Int.random(in: 7...11, using: &rng)
        x = (0..<count).map { Variable("x\($0)") }
        reference = ReferenceModel(variableCount: count)
    }

    /// A tree: each variable after the first is, three times in four, defined from an earlier
    /// one; the others stay roots.
    mutating func build() throws {
        for i in 1..<x.count where Int.random(in: 0..<4, using: &rng) > 0 {
            let parent = Int.random(in: 0..<i, using: &rng)
            let scale = [1.0, 1.0, -1.0, 2.0][Int.random(in: 0..<4, using: &rng)]
            let e = entry([(i, 1), (parent, -scale)], Double(Int.random(in: -9...9, using: &rng)), .equal, .required)
            try attempt(e, constraint(for: e))
        }
        try compare()
    }

    mutating func run(steps: Int) throws -> Int {
        for _ in 0..<steps {
            switch Int.random(in: 0..<100, using: &rng) {
            case 0..<36: try addEquality()
            case 36..<42: try addOptional()
            case 42..<60: try removeOne()
            case 60..<75: try addBack()
            case 75..<90: try changeConstant()
            default: try suggest()
            }
            try compare()
        }
        return steps
    }

    /// A required equality over two or three random variables.
    mutating func addEquality() throws {
        let count = Int.random(in: 2...3, using: &rng)
        var pairs: [(Int, Double)] = []
        for _ in 0..<count {
            let i = Int.random(in: 0..<x.count, using: &rng)
            if pairs.contains(where: { $0.0 == i }) { continue }
            pairs.append((i, [1.0, -1.0, 2.0, -0.5][Int.random(in: 0..<4, using: &rng)]))
        }
        guard pairs.count >= 2 else { return }
        let e = entry(pairs, Double(Int.random(in: -30...30, using: &rng)), .equal, .required)
        try attempt(e, constraint(for: e))
    }

    mutating func addOptional() throws {
        let i = Int.random(in: 0..<x.count, using: &rng)
        let relation: Relation = [.equal, .greaterThanOrEqual, .lessThanOrEqual][Int.random(in: 0..<3, using: &rng)]
        let strength: Strength = [.weak, .medium, .strong][Int.random(in: 0..<3, using: &rng)]
        let e = entry([(i, 1)], Double(Int.random(in: -40...40, using: &rng)), relation, strength)
        try attempt(e, constraint(for: e))
    }

    mutating func removeOne() throws {
        guard !held.isEmpty else { return }
        let i = Int.random(in: 0..<held.count, using: &rng)
        log.append("remove(\(held[i].constraint))")
        try solver.remove(held[i].constraint)
        removed.append(held.remove(at: i))
    }

    mutating func addBack() throws {
        guard !removed.isEmpty else { return try removeOne() }
        let (c, e) = removed.remove(at: Int.random(in: 0..<removed.count, using: &rng))
        try attempt(e, c)
    }

    /// Adds `c`; accepted exactly when the reference finds the required set feasible, and a
    /// refused add leaves the solver as it was. Counts the new kinds of definition.
    mutating func attempt(_ e: ReferenceModel.Entry, _ c: Constraint) throws {
        log.append("add(\(c))")
        let core = solver.core
        let symbols = c.terms.array.compactMap { core.existingSymbol(of: $0.variable) }
        let inputs = Set(symbols.filter { !core.definitions.isDefined($0) && core.definitions.hasDependents($0) })
        let defined = Set(symbols.filter { core.definitions.isDefined($0) })
        let feasible = e.strength.isRequired ? reference.requiredAreFeasible(entries + [e]) : true
        let before = solver.debugDescription
        do {
            try solver.add(c)
            XCTAssertTrue(feasible, "seed \(seed): accepted an infeasible add\n\(trail)")
            held.append((c, e))
            if let s = solver.core.slot(of: c), let record = solver.core.records[Int(s)], record.isDefinition {
                if inputs.contains(record.defined) { inputDefinitions += 1 }
                if defined.contains(record.defined) { pivotedDefinitions += 1 }
            }
        } catch {
            guard case .unsatisfiableConstraint(let refused, _) = error else { throw error }
            XCTAssertFalse(feasible, "seed \(seed): refused a feasible add\n\(trail)")
            XCTAssertTrue(refused === c)
            XCTAssertEqual(solver.debugDescription, before, "seed \(seed): a refused add changed the solver")
            removed.append((c, e))
        }
    }

    mutating func changeConstant() throws {
        guard !held.isEmpty else { return }
        let i = Int.random(in: 0..<held.count, using: &rng)
        let constant = Double(Int.random(in: -20...20, using: &rng))
        let c = held[i].constraint
        log.append("setConstant(\(constant), for: \(c))")
        var changed = entries
        changed[i].constant = constant
        if try reference.assertConstantChange(solver, constant, for: c, changed: changed, context: { trail }) {
            held[i].entry.constant = constant
        }
    }
}
