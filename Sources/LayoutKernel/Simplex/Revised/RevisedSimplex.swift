/// A bounded-variable revised simplex over `RevisedRow`s, with the basis held as a sparse LU
/// (`BasisFactorisation`) instead of an explicit tableau: the prototype of the factored core.
///
/// Standard form: row `i` reads `Σ a·x + (slack, error and artificial terms) = −constant`.
/// Externals are free columns; an inequality gets a slack `>= 0` (`+s` for `<=`, `−s` for
/// `>=`); an optional row gets error columns `>= 0` priced at its level with its weight (`−e⁺
/// + e⁻` for `==`, `−e` for `<=`, `+e` for `>=`); a required row whose slack cannot start in
/// the basis at a value `>= 0` gets an artificial `>= 0`.
///
/// Objective: strict levels, each a vector of reduced costs. Level 0 holds the artificials
/// (cost 1): required feasibility is the highest level, so phase one and the optimisation are
/// one lexicographic run, and a required row added later (`append`) takes the same path.
/// Levels 1... are the optional priorities, highest first. A column enters only when its
/// reduced-cost vector is lexicographically negative in a direction it can move.
///
/// After a solve every artificial is fixed at 0 (bounds `[0, 0]`): one still positive names a
/// required row that cannot hold (`Status.infeasible`).
struct RevisedSimplex {
    /// What a column stands for.
    enum ColumnKind: Equatable {
        case external(Int)
        case slack(row: Int)
        case error(row: Int)
        case artificial(row: Int)
    }

    /// The outcome of a solve or a change.
    enum Status: Equatable {
        /// Every required row holds and every level is at its optimum.
        case optimal
        /// The required rows cannot all hold; the rows whose artificials stay positive.
        case infeasible(rows: [Int])
        /// The factorisation found the basis singular, or the iteration limit was reached
        /// (lost precision): the state is not a solution.
        case failed
    }

    /// Primal feasibility and "is zero" tolerance on values.
    static let primalTolerance = 1e-9
    /// Reduced costs within this of zero count as zero.
    static let dualTolerance = 1e-9
    /// Pivot candidates (column or row entries of `B⁻¹A`) under this are not taken.
    static let pivotTolerance = 1e-9

    let externalCount: Int
    /// The rows as given (constants updated by `setConstant`).
    private(set) var rows: [RevisedRow] = []
    /// The right-hand side `−constant` of each row.
    var rhs: [Double] = []
    /// Each column's entries over rows.
    var columns: [SparseVector] = []
    /// Each row's entries over columns (`indices` are columns): the pivot row `ρᵀA` walks them.
    var rowEntries: [SparseVector] = []
    var kind: [ColumnKind] = []
    var lower: [Double] = [], upper: [Double] = []
    /// Every column's value; a nonbasic column sits at a bound, or at 0 when free.
    var value: [Double] = []
    /// The column at each basis position (position `p` pivots initially on row `p`).
    var basic: [Int32] = []
    /// `−1` where the basis holds the negation of the factorisation's column (a long-step
    /// swap to a partner column, `B = B_factored · D`), `+1` elsewhere: such swaps cost no
    /// update of the factors, only these signs on FTRAN outputs and BTRAN inputs.
    var positionSign: [Double] = []
    /// Each column's basis position, `-1` when nonbasic.
    var position: [Int32] = []
    /// The priority of each level; level 0 (artificials) has none and is `.infinity`.
    var levelPriority: [Double] = [.infinity]
    /// The column that can replace each one in the basis by a change of sign (`-1`: none):
    /// an optional equality's two errors, an optional inequality's slack and error. Their
    /// columns are opposite, so the primal ratio test passes the breakpoint where one reaches
    /// 0 by swapping in the other (`RevisedSimplex+LongStep`).
    var partner: [Int32] = []
    /// The level each column is priced at (`-1`: none) and its cost there.
    var costLevel: [Int32] = [], costWeight: [Double] = []
    /// `reduced[k][j]`: column `j`'s reduced cost at level `k`; 0 for basic columns.
    var reduced: [[Double]] = [[]]
    var factor = BasisFactorisation(columns: [])
    var candidates = CandidateHeap()
    /// The status of the last operation.
    var status = Status.optimal

    // Scratch, kept between calls so pivots do not allocate.
    var columnAlpha = SparseVector()
    var rho = SparseVector()
    var rowAlpha: [Double] = []
    var rowTouched: [Int32] = []
    var isRowTouched: [Bool] = []
    /// Basis positions that may be out of bounds (dual simplex), each once.
    var outOfBounds: [Int32] = []
    var isOutOfBounds: [Bool] = []

    /// Pivots (basis changes) and refactorisations so far, for measurements and tests.
    var pivotCount = 0, refactorCount = 0
    /// The sizes the pivots' products reached, for measurements.
    var workCounts = RevisedWorkCounts()

    /// The model of `rows` over `externalCount` externals; call `solve()` next.
    init(externalCount: Int, rows: [RevisedRow]) {
        self.externalCount = externalCount
        for x in 0..<externalCount { _ = addColumn(.external(x), lower: -.infinity, upper: .infinity) }
        var initialBasis: [Int32] = []
        for row in rows { initialBasis.append(Int32(addRowColumns(row))) }
        for (p, c) in initialBasis.enumerated() {
            basic.append(c)
            positionSign.append(1)
            position[Int(c)] = Int32(p)
        }
        refactor()
    }

    /// The value of external `x`.
    func externalValue(_ x: Int) -> Double { value[x] }

    /// Each optional level's weighted error, by priority.
    var levelErrors: [Double: Double] {
        var errors: [Double: Double] = [:]
        for k in 1..<levelPriority.count { errors[levelPriority[k]] = 0 }
        for j in kind.indices where costLevel[j] > 0 {
            errors[levelPriority[Int(costLevel[j])], default: 0] += costWeight[j] * value[j]
        }
        return errors
    }

    /// Replaces the rows (for `setConstant`, which changes only the constant).
    mutating func setRowConstant(_ row: Int, _ constant: Double) {
        rows[row].constant = constant
        rhs[row] = -constant
    }

    mutating func appendModelRow(_ row: RevisedRow) {
        rows.append(row)
        rhs.append(-row.constant)
        rowEntries.append(SparseVector())
    }
}
