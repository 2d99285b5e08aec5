import XCTest

@testable import LayoutKernel

/// Constant changes and removals on definitions (required equalities solved for a fresh
/// variable), checked against the dense `ReferenceModel`.
///
/// A constant change on a definition shifts, at the call, only the tableau constraints that
/// use the variables below it (a required one that cannot hold refuses the change there), and
/// leaves the values to `updateVariables`; so the sessions make several changes and removals
/// between updates, and check the values only after each update. A value left stale by a
/// change (or counted twice by two changes before one update) breaks a required equality, and
/// a shift missed on a tableau constraint breaks feasibility or a level's optimum.
final class DefinitionConstantChangeTests: XCTestCase {
    func testSessionsOfChangesOnDefinitionsAgreeWithTheDenseReference() throws {
        var definitionChanges = 0, refusedChanges = 0, removalsWithUsers = 0
        for seed in UInt64(1)...16 {
            var session = DefinitionSession(seed: seed)
            try session.build()
            try session.run(steps: 30)
            definitionChanges += session.definitionChanges
            refusedChanges += session.refusedChanges
            removalsWithUsers += session.removalsWithUsers
        }
        // The sessions must reach the paths they are about, or they prove nothing.
        XCTAssertGreaterThan(definitionChanges, 150)
        XCTAssertGreaterThan(refusedChanges, 8)
        XCTAssertGreaterThan(removalsWithUsers, 30)
    }

    /// A chain of definitions x[i] == x[i-1] + 1 below x[0] == 0, with one tableau
    /// constraint at its end (x[4] <= 10, required): moving the first link's constant by 3
    /// moves x[1]...x[4] by 3 (x[4] = 4 + 3 = 7, allowed), by 7 it would make x[4] = 11 > 10
    /// (refused, and nothing changes), and two changes before one update count once each.
    func testAChangeAtTheTopMovesEverythingBelowOnceAtTheUpdate() throws {
        let solver = Solver()
        let x = (0..<5).map { Variable("x\($0)") }
        try solver.add(x[0] == 0)
        var links: [Constraint] = []
        for i in 1..<5 {
            let link = x[i] == x[i - 1] + 1
            links.append(link)
            try solver.add(link)
        }
        try solver.add(x[4] <= 10)
        solver.updateVariables()
        XCTAssertEqual(x.map(\.value), [0, 1, 2, 3, 4])
        // x1 == x0 + 1 is stored as x1 - x0 - 1 == 0: the constant -4 makes x1 = x0 + 4.
        try solver.setConstant(-4, for: links[0])
        // The next link becomes x2 == x1 + 2: x2 = 4 + 2 = 6, x3 = 7, x4 = 8.
        try solver.setConstant(-2, for: links[1])
        solver.updateVariables()
        XCTAssertEqual(x.map(\.value), [0, 4, 6, 7, 8])
        // x1 = x0 + 7 would give x4 = 7 + 2 + 1 + 1 = 11 > 10.
        let before = solver.debugDescription
        XCTAssertThrowsError(try solver.setConstant(-7, for: links[0]))
        XCTAssertEqual(solver.debugDescription, before)
        solver.updateVariables()
        XCTAssertEqual(x.map(\.value), [0, 4, 6, 7, 8])
    }
}

/// A random session over a small DAG of definitions, with tableau constraints across it.
struct DefinitionSession {
    var rng: SplitMix64
    let seed: UInt64
    let solver = Solver()
    let x: [Variable]
    let reference: ReferenceModel
    var held: [(constraint: Constraint, entry: ReferenceModel.Entry)] = []
    var removed: [(constraint: Constraint, entry: ReferenceModel.Entry)] = []
    var log: [String] = []
    var definitionChanges = 0
    var refusedChanges = 0
    var removalsWithUsers = 0

    init(seed: UInt64) {
        self.seed = seed
        rng = SplitMix64(seed: seed &* 104_729)
        let count = Int.random(in: 8...12, using: &rng)
        x = (0..<count).map { Variable("x\($0)") }
        reference = ReferenceModel(variableCount: count)
    }

    func entry(_ pairs: [(Int, Double)], _ constant: Double, _ relation: Relation, _ strength: Strength)
        -> ReferenceModel.Entry
    {
        ReferenceModel.Entry(pairs, count: x.count, constant, relation, strength)
    }

    func constraint(for e: ReferenceModel.Entry) -> Constraint { e.constraint(over: x) }

    func isDefinition(_ c: Constraint) -> Bool {
        guard let s = solver.core.slot(of: c) else { return false }
        return solver.core.records[Int(s)]!.isDefinition
    }

    /// x0 == k, then each x[i] defined from one or two earlier variables (each new variable is
    /// fresh, so each link becomes a definition), then tableau constraints that use the
    /// defined variables: required bounds wide enough to hold at first, and weak targets.
    mutating func build() throws {
        try hold(entry([(0, 1)], Double(Int.random(in: -5...5, using: &rng)), .equal, .required))
        for i in 1..<x.count {
            let p = Int.random(in: 0..<i, using: &rng)
            let gap = Double(Int.random(in: -3...3, using: &rng))
            if i > 2 && Int.random(in: 0..<3, using: &rng) == 0 {
                let q = Int.random(in: 0..<i, using: &rng)
                // x[i] == x[p] - 2·x[q] + gap (a shared sub-chain when p and q meet above).
                try hold(entry([(i, 1), (p, -1), (q, 2)], -gap, .equal, .required))
            } else {
                try hold(entry([(i, 1), (p, -1)], -gap, .equal, .required))
            }
        }
        for _ in 0..<Int.random(in: 2...4, using: &rng) {
            let a = Int.random(in: 0..<x.count, using: &rng)
            let b = Int.random(in: 0..<x.count, using: &rng)
            guard a != b else { continue }
            // a - b <= k or >= k with k around the current difference (required).
            let difference = x[a].value - x[b].value
            let slack = Double(Int.random(in: 2...8, using: &rng))
            if Bool.random(using: &rng) {
                try attempt(entry([(a, 1), (b, -1)], -(difference + slack), .lessThanOrEqual, .required))
            } else {
                try attempt(entry([(a, 1), (b, -1)], -(difference - slack), .greaterThanOrEqual, .required))
            }
        }
        for _ in 0..<Int.random(in: 1...3, using: &rng) {
            let a = Int.random(in: 0..<x.count, using: &rng)
            try attempt(entry([(a, 1)], Double(Int.random(in: -20...20, using: &rng)), .equal, .weak))
        }
        try compare()
    }

    mutating func hold(_ e: ReferenceModel.Entry) throws {
        let c = constraint(for: e)
        log.append("add(\(c))")
        try solver.add(c)
        held.append((c, e))
        solver.updateVariables()
    }

    mutating func run(steps: Int) throws {
        for _ in 0..<steps {
            switch Int.random(in: 0..<100, using: &rng) {
            case 0..<55: try changeConstant()
            case 55..<68: try removeOne()
            case 68..<78: try addBack()
            default: break
            }
            // Updates now and then: several changes come in between.
            if Int.random(in: 0..<3, using: &rng) == 0 { try compare() }
        }
        try compare()
    }

    /// A constant change, on a definition four times in five when there is one.
    mutating func changeConstant() throws {
        let definitions = held.indices.filter { isDefinition(held[$0].constraint) }
        let pick =
            !definitions.isEmpty && Int.random(in: 0..<5, using: &rng) > 0
            ? definitions.randomElement(using: &rng)! : held.indices.randomElement(using: &rng)!
        let c = held[pick].constraint
        let constant = held[pick].entry.constant + Double(Int.random(in: -6...6, using: &rng))
        if isDefinition(c) { definitionChanges += 1 }
        log.append("setConstant(\(constant), for: \(c))")
        var changed = held.map(\.entry)
        changed[pick].constant = constant
        if try reference.assertConstantChange(solver, constant, for: c, changed: changed, context: { trail }) {
            held[pick].entry.constant = constant
        } else {
            refusedChanges += 1
        }
    }

    /// Removes a held constraint, a definition with users below it when there is one.
    mutating func removeOne() throws {
        guard !held.isEmpty else { return }
        let withUsers = held.indices.filter { isDefinition(held[$0].constraint) && hasUsersBelow(held[$0].constraint) }
        let i = withUsers.randomElement(using: &rng) ?? held.indices.randomElement(using: &rng)!
        if withUsers.contains(i) { removalsWithUsers += 1 }
        log.append("remove(\(held[i].constraint))")
        try solver.remove(held[i].constraint)
        removed.append(held.remove(at: i))
    }

    /// Whether a tableau constraint uses the variable a definition defines, or one below it.
    func hasUsersBelow(_ c: Constraint) -> Bool {
        guard let s = solver.core.slot(of: c) else { return false }
        var core = solver.core
        var found: [Int32] = []
        core.definitions.variablesWithUsers(from: core.records[Int(s)]!.defined, into: &found)
        return found.contains { !core.liveTableauUsers(of: $0).isEmpty }
    }

    mutating func addBack() throws {
        guard !removed.isEmpty else { return try removeOne() }
        let (_, e) = removed.remove(at: Int.random(in: 0..<removed.count, using: &rng))
        try attempt(e)
    }

    /// Adds `e`: refused exactly when the reference finds the required set infeasible, and
    /// then nothing changes.
    mutating func attempt(_ e: ReferenceModel.Entry) throws {
        let c = constraint(for: e)
        log.append("add(\(c))")
        let feasible = reference.requiredAreFeasible(held.map(\.entry) + [e])
        let before = solver.debugDescription
        do {
            try solver.add(c)
            XCTAssertTrue(feasible, "seed \(seed): accepted an infeasible add\n\(trail)")
            held.append((c, e))
        } catch {
            guard case .unsatisfiableConstraint = error else { throw error }
            XCTAssertFalse(feasible, "seed \(seed): refused a feasible add\n\(trail)")
            XCTAssertEqual(solver.debugDescription, before, "seed \(seed): a refused add changed the solver")
        }
    }

    var trail: String { "seed \(seed)\n" + log.suffix(30).joined(separator: "\n") }

    func compare() throws {
        solver.updateVariables()
        XCTAssertNil(solver.core.tableau.brokenInvariant(), "seed \(seed)\n\(trail)")
        reference.assertOptimal(held.map(\.entry), values: x.map(\.value), context: { trail })
    }
}
