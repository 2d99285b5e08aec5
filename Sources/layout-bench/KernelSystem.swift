import LayoutKernel

/// A workload system in the language-neutral form of BENCH.md: `nvars` variables by index,
/// constraints `Σ coef·var + constant  op  0` with a strength, and the edit variables.
struct KernelSystem {
    struct Row {
        var terms: [(Int, Double)]
        var constant: Double
        var relation: Relation
        var strength: Strength
    }
    var variableCount: Int
    var rows: [Row]
    var edits: [Int] = []
}

/// A built solver with its variables and constraint objects.
final class BuiltSystem {
    let solver = Solver()
    let variables: [Variable]
    let constraints: [Constraint]

    /// Creates the objects, adds the edit variables (suggesting `editValues` when given) and
    /// then every constraint in order, and writes the values: the timed part of `*_build`.
    init(_ system: KernelSystem, editValues: [Double]? = nil) {
        variables = (0..<system.variableCount).map { _ in Variable() }
        constraints = system.rows.map { [variables] row in
            Constraint(
                LinearExpression(row.terms.map { Term(variables[$0.0], $0.1) }, constant: row.constant),
                row.relation, strength: row.strength)
        }
        do {
            for (j, e) in system.edits.enumerated() {
                try solver.addEditVariable(variables[e], strength: .strong)
                if let values = editValues { try solver.suggestValue(values[j], for: variables[e]) }
            }
            for c in constraints { try solver.add(c) }
        } catch {
            fatalError("workload failed: \(error)")
        }
        solver.updateVariables()
    }

    /// The plain sum of every variable's value: the workload checksum.
    var total: Double { variables.reduce(0) { $0 + $1.value } }

    func suggest(_ width: Double, _ height: Double) {
        do {
            try solver.suggestValue(width, for: variables[0])
            try solver.suggestValue(height, for: variables[1])
        } catch {
            fatalError("suggest failed: \(error)")
        }
        solver.updateVariables()
    }
}

/// kiwi's strength scale mapped to ours, as BENCH.md says.
enum BenchStrength {
    static let strong = Strength.strong
    static let medium = Strength.medium
    static let mmedium = Strength(500, weight: 1.25)
    static let smedium = Strength(500, weight: 100)
    static func weak(_ weight: Double) -> Strength { Strength(250, weight: weight) }
}
