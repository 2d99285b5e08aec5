import XCTest

// @testable: the check after each step asks the tableau for a broken invariant.
@testable import LayoutKernel

/// What the random sessions over variables `x` share: entries and constraints over `x`, one
/// strong edit variable, and the check after a step against the dense reference.
protocol VariableSession {
    var rng: SplitMix64 { get set }
    var seed: UInt64 { get }
    var solver: Solver { get }
    var x: [Variable] { get }
    var reference: ReferenceModel { get }
    /// The constraints held, with their reference entries.
    var held: [(constraint: Constraint, entry: ReferenceModel.Entry)] { get set }
    /// The edit variable's index in `x` and its suggested value, once there is one.
    var edit: (index: Int, value: Double)? { get set }
    var log: [String] { get set }
}

extension VariableSession {
    func entry(_ pairs: [(Int, Double)], _ constant: Double, _ relation: Relation, _ strength: Strength)
        -> ReferenceModel.Entry
    {
        ReferenceModel.Entry(pairs, count: x.count, constant, relation, strength)
    }

    func constraint(for e: ReferenceModel.Entry) -> Constraint { e.constraint(over: x) }

    /// Suggests a random value for the edit variable, made (strong) on a random variable the
    /// first time.
    mutating func suggest() throws {
        if edit == nil {
            let index = Int.random(in: 0..<x.count, using: &rng)
            log.append("addEditVariable(\(x[index]), strength: .strong)")
            try solver.addEditVariable(x[index], strength: .strong)
            edit = (index, 0)
        }
        let value = Double(Int.random(in: -40...40, using: &rng))
        log.append("suggestValue(\(value), for: \(x[edit!.index]))")
        try solver.suggestValue(value, for: x[edit!.index])
        edit!.value = value
    }

    /// Held constraints, then the edit (`held`'s indices first, as constant changes need).
    var entries: [ReferenceModel.Entry] {
        var all = held.map(\.entry)
        if let edit { all.append(entry([(edit.index, 1)], -edit.value, .equal, .strong)) }
        return all
    }

    var trail: String { "seed \(seed)\n" + log.suffix(30).joined(separator: "\n") }

    /// The tableau's invariants hold, the required entries hold at the solver's values, and
    /// each level's error is the reference optimum.
    func compare() throws {
        solver.updateVariables()
        XCTAssertNil(solver.core.tableau.brokenInvariant(), "seed \(seed)\n\(trail)")
        reference.assertOptimal(entries, values: x.map(\.value), context: { trail })
    }
}
