import XCTest

// @testable: half the sessions lower the deferral threshold of the dual simplex (a test seam).
@testable import LayoutKernel

/// A random session of solver calls over 3 to 6 variables, checked after every call against
/// the dense reference (`ReferenceModel`). Shared by the oracle tests and the pivot-budget
/// tests, which run the same sessions with every call cut short.
struct OracleSession {
    var rng: SplitMix64
    let seed: UInt64
    let solver = Solver()
    let variables: [Variable]
    let reference: ReferenceModel
    /// The constraints held, with their reference entries.
    var held: [(constraint: Constraint, entry: ReferenceModel.Entry)] = []
    /// Edit variables: index, strength, suggested value.
    var edits: [(index: Int, strength: Strength, value: Double)] = []
    var log: [String] = []

    static let strengths: [Strength] = [.strong, .medium, .weak, Strength(250, weight: 2), Strength(750, weight: 0.5)]

    init(seed: UInt64) {
        self.seed = seed
        rng = SplitMix64(seed: seed)
        let count = Int.random(in: 3...6, using: &rng)
        variables = (0..<count).map { Variable("v\($0)") }
        reference = ReferenceModel(variableCount: count)
        // Half the sessions defer every external row in the dual simplex, however short.
        if seed % 2 == 0 { solver.core.tableau.deferredRowLength = 0 }
    }

    /// Runs `steps` random calls, checking after each; returns how many checks ran.
    mutating func run(steps: Int) throws -> Int {
        for _ in 0..<steps {
            let choice = Int.random(in: 0..<100, using: &rng)
            switch choice {
            case 0..<35: try add(required: true)
            case 35..<60: try add(required: false)
            case 60..<72: try removeOne()
            case 72..<86: try changeConstant()
            case 86..<92: try addEdit()
            default: try suggest()
            }
            try compare()
        }
        return steps
    }

    /// All entries the reference must satisfy: constraints plus edits.
    var entries: [ReferenceModel.Entry] {
        held.map(\.entry)
            + edits.map { .suggestion($0.value, for: $0.index, count: variables.count, strength: $0.strength) }
    }

    mutating func randomEntry(required: Bool) -> ReferenceModel.Entry {
        var coefficients = [Double](repeating: 0, count: variables.count)
        for _ in 0..<Int.random(in: 1...3, using: &rng) {
            let c = Double(Int.random(in: 1...3, using: &rng)) * (Bool.random(using: &rng) ? 1 : -1)
            coefficients[Int.random(in: 0..<variables.count, using: &rng)] = c
        }
        let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][Int.random(in: 0..<3, using: &rng)]
        let strength = required ? Strength.required : Self.strengths.randomElement(using: &rng)!
        return ReferenceModel.Entry(
            coefficients: coefficients, constant: Double(Int.random(in: -20...20, using: &rng)),
            relation: relation, strength: strength)
    }

    func constraint(for e: ReferenceModel.Entry) -> Constraint { e.constraint(over: variables) }

    mutating func add(required: Bool) throws {
        guard held.count < 12 else { return try removeOne() }
        let entry = randomEntry(required: required)
        let c = constraint(for: entry)
        log.append("add(\(c))")
        let feasible = reference.requiredAreFeasible(entries + [entry])
        let before = solver.debugDescription
        do {
            try solver.add(c)
            XCTAssertTrue(feasible, "seed \(seed): accepted an add the reference finds infeasible\n\(trail)")
            held.append((c, entry))
        } catch .unsatisfiableConstraint(let refused, _) {
            XCTAssertFalse(feasible, "seed \(seed): refused a feasible add\n\(trail)")
            XCTAssertTrue(refused === c, "seed \(seed): the error names another constraint")
            XCTAssertEqual(solver.debugDescription, before, "seed \(seed): a refused add changed the solver")
        }
    }

    mutating func removeOne() throws {
        guard !held.isEmpty else { return }
        let i = Int.random(in: 0..<held.count, using: &rng)
        log.append("remove(\(held[i].constraint))")
        try solver.remove(held[i].constraint)
        held.remove(at: i)
    }

    mutating func changeConstant() throws {
        guard !held.isEmpty else { return }
        let i = Int.random(in: 0..<held.count, using: &rng)
        let constant = Double(Int.random(in: -20...20, using: &rng))
        let c = held[i].constraint
        log.append("setConstant(\(constant), for: \(c))")
        var changed = entries
        changed[i].constant = constant
        if try reference.assertConstantChange(solver, constant, for: c, changed: changed, context: { "seed \(seed)\n\(trail)" }) {
            held[i].entry.constant = constant
        }
    }

    mutating func addEdit() throws {
        let index = Int.random(in: 0..<variables.count, using: &rng)
        guard !edits.contains(where: { $0.index == index }) else { return }
        let strength = Self.strengths.randomElement(using: &rng)!
        log.append("addEditVariable(\(variables[index]), strength: \(strength))")
        try solver.addEditVariable(variables[index], strength: strength)
        edits.append((index, strength, 0))
    }

    mutating func suggest() throws {
        guard !edits.isEmpty else { return try addEdit() }
        let e = Int.random(in: 0..<edits.count, using: &rng)
        let value = Double(Int.random(in: -30...30, using: &rng))
        log.append("suggestValue(\(value), for: \(variables[edits[e].index]))")
        try solver.suggestValue(value, for: variables[edits[e].index])
        edits[e].value = value
    }

    var trail: String { log.joined(separator: "\n") }

    /// Required constraints hold at the solver's values, and each level's error is the
    /// reference optimum.
    func compare() throws {
        solver.updateVariables()
        reference.assertOptimal(entries, values: variables.map(\.value), context: { "seed \(seed)\n\(trail)" })
    }
}
