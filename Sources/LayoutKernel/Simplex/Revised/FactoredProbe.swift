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

    /// Every variable's value, by index.
    package var values: [Double] { Array(simplex.value[0..<simplex.externalCount]) }

    /// Basis changes and factorisations so far.
    package var pivotCount: Int { simplex.pivotCount }
    package var refactorCount: Int { simplex.refactorCount }
    /// Rows and columns of the model, and the factors' non-zeros now.
    package var rowCount: Int { simplex.basic.count }
    package var columnCount: Int { simplex.kind.count }
    package var factorNonZeros: Int { simplex.factor.nonZeroCount }

    /// Per pivot product, summed: FTRANs of entering columns (solves, result entries, rows
    /// reached), BTRANs of pivot rows (the same), the pivot rows' terms and columns.
    package var workCounts: [Int] {
        let c = simplex.workCounts
        return [
            c.columnSolves, c.columnEntries, c.columnReach, c.rowSolves, c.rowEntries, c.rowReach, c.pivotRowTerms,
            c.pivotRowColumns,
        ]
    }

    /// What a change of row `row`'s constant costs the FTRAN: the basics it moves (the
    /// entries of `B⁻¹ e_row`) and the rows the sparse solve reached on the way. Leaves the
    /// model as it was.
    package mutating func constantReach(row: Int) -> (moved: Int, reached: Int) {
        simplex.factor.solve(SparseVector(indices: [Int32(row)], values: [1]), into: &simplex.columnAlpha)
        return (simplex.columnAlpha.count, simplex.factor.lastReach)
    }
}
