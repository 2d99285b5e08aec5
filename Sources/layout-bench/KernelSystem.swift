import LayoutKernel

/// A workload system in the language-neutral form of BENCH.md: `nvars` variables by index,
/// constraints `Σ coef·var + constant  op  0` with a strength, and the edit variables.
///
/// Written as a list of `Row`s, kept flat (one array per field, the terms of every row in one
/// pair of arrays): the description is the benchmark's, not the kernel's, so that the peak
/// memory of a build is mostly the kernel's (as `Row`s, an array per row, the description
/// would be a sizeable share of the heap a large build reports).
struct KernelSystem {
    struct Row {
        var terms: [(Int, Double)]
        var constant: Double
        var relation: Relation
        var strength: Strength
    }
    var variableCount: Int
    var edits: [Int] = []
    /// Row i's terms are at `termStarts[i] ..< termStarts[i + 1]`.
    private(set) var termStarts: [Int32] = [0]
    private(set) var termVariables: [Int32] = []
    private(set) var termCoefficients: [Double] = []
    private(set) var constants: [Double] = []
    private(set) var relations: [Relation] = []
    private(set) var strengths: [Strength] = []

    init(variableCount: Int, rows: [Row], edits: [Int] = []) {
        self.variableCount = variableCount
        self.edits = edits
        for row in rows {
            for (v, c) in row.terms {
                termVariables.append(Int32(v))
                termCoefficients.append(c)
            }
            termStarts.append(Int32(termVariables.count))
            constants.append(row.constant)
            relations.append(row.relation)
            strengths.append(row.strength)
        }
    }

    var rowCount: Int { constants.count }

    /// The positions of row `i`'s terms in `termVariables` and `termCoefficients`.
    func termRange(_ i: Int) -> Range<Int> { Int(termStarts[i])..<Int(termStarts[i + 1]) }
}

/// A built solver with its variables and constraint objects.
final class BuiltSystem {
    let solver = Solver()
    let variables: [Variable]
    let constraints: [Constraint]

    /// Creates the objects, adds the edit variables (suggesting `editValues` when given) and
    /// then every constraint in order, and writes the values: the timed part of `*_build`.
    init(_ system: KernelSystem, editValues: [Double]? = nil) {
        let variables = (0..<system.variableCount).map { _ in Variable() }
        self.variables = variables
        constraints = (0..<system.rowCount).map { i in
            Constraint(
                LinearExpression(
                    system.termRange(i).map { Term(variables[Int(system.termVariables[$0])], system.termCoefficients[$0]) },
                    constant: system.constants[i]),
                system.relations[i], strength: system.strengths[i])
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
        solver.updateValues()
    }

    /// The plain sum of every variable's value: the workload checksum (a load per variable:
    /// `Variable.value` is inlined).
    var total: Double { variables.reduce(0) { $0 + $1.value } }

    /// One edit step, kiwi's `suggestStep`: two suggestions and an update. Never inlined, so
    /// that `count.sh` finds the same unit on both sides.
    @inline(never) func suggest(_ width: Double, _ height: Double) {
        do {
            try solver.suggestValue(width, for: variables[0])
            try solver.suggestValue(height, for: variables[1])
        } catch {
            fatalError("suggest failed: \(error)")
        }
        solver.updateValues()
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
