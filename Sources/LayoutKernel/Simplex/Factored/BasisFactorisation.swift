/// The sparse LU factorisation of a simplex basis `B` (m × m), with solves (FTRAN `B x = b`,
/// BTRAN `Bᵀ y = c`) and updates between refactorisations (a column replaced, Forrest–Tomlin;
/// a row and a column appended, bordered; a row and a column retired).
///
/// Indices: `B`'s rows are the constraints' rows `0..<dimension`; its columns are the basis
/// positions `0..<dimension`. FTRAN takes a vector over rows and gives one over positions;
/// BTRAN takes one over positions and gives one over rows.
///
/// Form: `B = L · R₁⁻¹ ⋯ Rₖ⁻¹ · U` up to permutations. `L` (unit lower triangular) comes from
/// the factorisation and never changes. Each `Rᵢ` is a row eta `wₜ -= Σ mⱼ wⱼ`, added by a
/// Forrest–Tomlin update or an append. `U` is kept in the rows' index space on both sides:
/// row `t` of `U` is the pivot of row `t`, its column `t` is the column of basis position
/// `positionOfRow[t]`, and `order` lists the rows so that `U` is upper triangular in it. An
/// update moves one row to the end of `order`, which is why `U` is stored as lines that can
/// change, and twice (by columns for FTRAN, by rows for BTRAN), so both sparse solves can follow
/// their edges.
///
/// Singular input is not an error: the dependent positions are reported
/// (`dependentPositions`) and the factorisation is that of `B` with each replaced by a unit
/// column of a row left without pivot (`substituteRows`), so a simplex can go on with slacks.
struct BasisFactorisation {
    /// An entry of a line of `U`: the other row index, and the value.
    struct Entry {
        var index: Int32
        var value: Double
    }

    /// What an update did.
    enum UpdateOutcome: Equatable {
        /// The factorisation now holds the new basis.
        case updated
        /// The new basis is singular or nearly so (relative pivot under `pivotTolerance`);
        /// nothing changed.
        case singular
        /// The update's two computations of the new pivot disagree (lost precision): nothing
        /// changed; refactor the new basis from its columns instead.
        case unstable
    }

    /// Entries under this fraction of their column's largest entry are not chosen as pivots
    /// (threshold partial pivoting): a bound on the growth of the factors, which loses little
    /// sparsity at 0.1.
    static let threshold = 0.1
    /// A remaining column whose largest entry is under this fraction of the column's original
    /// largest entry counts as dependent; the same relative bound marks an update singular.
    static let pivotTolerance = 1e-10
    /// The relative disagreement between the two computations of an updated pivot beyond which
    /// an update is refused as unstable.
    static let stabilityTolerance = 1e-8
    /// The growth (`updateGrowth`) past which `needsRefactor` says so: rounding in the updated
    /// factors is then up to this many times the factorisation's.
    static let maximumGrowth = 1e4
    /// Updates after which `needsRefactor` says so: each adds a row eta every solve applies.
    static let maximumUpdates = 100
    /// A right-hand side with more than `dimension / sparseRatio` entries is solved densely: its
    /// reach is likely most of the factors, and the dense loops have no search to pay for.
    static let sparseRatio = 10
    /// How many candidates the Markowitz search examines before it takes the best seen.
    static let searchLimit = 4

    /// `m`, the number of rows and of basis positions (retired ones included).
    var dimension: Int

    // L, by columns: the column of pivot row `r` is `lIndex/lValue[lBegin[r]..<lEnd[r]]`.
    var lBegin: [Int32] = [], lEnd: [Int32] = []
    var lIndex: [Int32] = [], lValue: [Double] = []
    /// The rows in the factorisation's pivot order (the order of `L`).
    var lOrder: [Int32] = []
    // L, by rows (its transpose by columns), for BTRAN.
    var ltBegin: [Int32] = [], ltEnd: [Int32] = []
    var ltIndex: [Int32] = [], ltValue: [Double] = []

    // The row etas R₁…Rₖ, applied in this order by FTRAN: eta e is
    // `w[etaTarget[e]] -= Σ etaValue[k] · w[etaIndex[k]]` over `k` in `etaStart[e]..<etaStart[e+1]`.
    var etaTarget: [Int32] = []
    var etaStart: [Int32] = [0]
    var etaIndex: [Int32] = [], etaValue: [Double] = []

    // U in the rows' index space.
    var diagonal: [Double] = []
    /// Line `t`: the entries `(i, U[i, t])` above the diagonal of column `t`.
    var uColumns = LinePool<Entry>(lines: 0, filler: Entry(index: 0, value: 0))
    /// Line `t`: the entries `(j, U[t, j])` right of the diagonal of row `t`.
    var uRows = LinePool<Entry>(lines: 0, filler: Entry(index: 0, value: 0))
    /// The rows in `U`'s triangular order; `-1` marks a row moved to the end by an update.
    var order: [Int32] = []
    /// Where each row stands in `order`.
    var orderSlot: [Int32] = []
    /// How many entries `uColumns` (and so `uRows`) hold.
    var uEntryCount = 0

    /// The basis position whose column pivots on each row, and its inverse.
    var positionOfRow: [Int32] = [], rowOfPosition: [Int32] = []
    /// Rows and positions taken out by `retire(row:position:)`: ignored on input, zero on output.
    var isRetiredRow: [Bool] = [], isRetiredPosition: [Bool] = []

    /// The positions found dependent by the factorisation (ascending), each replaced by the
    /// unit column of the row at the same index of `substituteRows`.
    var dependentPositions: [Int] = []
    /// The rows left without pivot, paired with `dependentPositions`.
    var substituteRows: [Int] = []
    /// Updates since the factorisation.
    var updateCount = 0
    /// The largest multiplier or spike-to-pivot ratio the updates have brought in.
    var updateGrowth = 0.0
    /// The factors' non-zeros right after the factorisation.
    var factoredNonZeros = 0

    // Work space: dense over rows, zero between calls.
    var work: [Double] = []
    var spike: [Double] = []
    var search = ReachSearch()
    /// The rows a sparse solve has touched, each once (`inPattern == patternStamp`).
    var pattern: [Int32] = []
    var inPattern: [UInt32] = []
    var patternStamp: UInt32 = 0
    var spikeEntries = SparseVector()
    var etaEntries = SparseVector()

    /// The rows the last sparse solve touched (its pattern), or every row after a dense one:
    /// what it cost, for measurements.
    var lastReach: Int { pattern.isEmpty ? dimension : pattern.count }

    /// Whether the basis was found singular (some positions replaced by unit columns).
    var isSingular: Bool { !dependentPositions.isEmpty }

    /// The non-zeros the factors hold now: `L`, the row etas, `U` and its diagonal.
    var nonZeroCount: Int { lIndex.count + etaIndex.count + uEntryCount + dimension }

    /// Whether the caller should refactor: after `maximumUpdates` updates, once the updates
    /// have added more non-zeros than the factorisation held, or once their growth passes
    /// `maximumGrowth`.
    var needsRefactor: Bool {
        updateCount >= Self.maximumUpdates || nonZeroCount > 2 * factoredNonZeros + dimension
            || updateGrowth > Self.maximumGrowth
    }

    /// Factors the basis whose column at position `p` is `columns[p]` (entries over rows
    /// `0..<columns.count`; finite values; an index repeated in a column adds up).
    init(columns: [SparseVector]) {
        dimension = columns.count
        var elimination = MarkowitzElimination(columns: columns)
        elimination.run()
        adopt(elimination)
    }
}
