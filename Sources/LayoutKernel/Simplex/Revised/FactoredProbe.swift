/// The prototype revised simplex (`RevisedSimplex`), reachable from the package's own
/// targets so that `layout-bench` can measure it on the workload systems (its opt-in
/// `factored_*` workloads) before it is wired into `Solver`. Not public API: the package
/// access keeps it out of the contract, and nothing in `Solver` uses it.
///
/// Rows are `Σ coefficients[k] · x[variables[k]] + constant (relation) 0`, as `RevisedRow`.
/// An edit variable is an optional equality row `x − value == 0` whose constant
/// `setConstant` changes, which the simplex re-solves with its warm dual simplex.
package struct FactoredProbe {
    private var simplex: RevisedSimplex

    /// The model of `externalCount` variables and no rows.
    package init(externalCount: Int) {
        simplex = RevisedSimplex(externalCount: externalCount, rows: [])
    }

    /// The model of the given rows, unsolved (`solve()` next): the batch path.
    package init(
        externalCount: Int, variables: [[Int]], coefficients: [[Double]], constants: [Double],
        relations: [Relation], strengths: [Strength]
    ) {
        let rows = constants.indices.map {
            RevisedRow(
                variables: variables[$0], coefficients: coefficients[$0], constant: constants[$0],
                relation: relations[$0], strength: strengths[$0])
        }
        simplex = RevisedSimplex(externalCount: externalCount, rows: rows)
    }

    /// Solves the model from its rows; true when optimal.
    package mutating func solve() -> Bool { simplex.solve() == .optimal }

    /// Adds one row to the solved model and re-optimises (the incremental path); true when
    /// optimal.
    package mutating func append(
        variables: [Int], coefficients: [Double], constant: Double, relation: Relation, strength: Strength
    ) -> Bool {
        let row = RevisedRow(
            variables: variables, coefficients: coefficients, constant: constant, relation: relation,
            strength: strength)
        return simplex.append(row) == .optimal
    }

    /// Changes row `row`'s constant and re-optimises; true when optimal.
    package mutating func setConstant(row: Int, to constant: Double) -> Bool {
        simplex.setConstant(row: row, to: constant) == .optimal
    }

    /// The value of variable `x`.
    package func value(_ x: Int) -> Double { simplex.externalValue(x) }

    /// Basis changes and factorisations so far.
    package var pivotCount: Int { simplex.pivotCount }
    package var refactorCount: Int { simplex.refactorCount }
    /// Rows and columns of the model, and the factors' non-zeros now.
    package var rowCount: Int { simplex.basic.count }
    package var columnCount: Int { simplex.kind.count }
    package var factorNonZeros: Int { simplex.factor.nonZeroCount }
}
