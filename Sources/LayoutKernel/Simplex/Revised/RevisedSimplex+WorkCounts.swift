/// What the pivots' products reached, summed over the model's life: the sizes a factored
/// core's cost is proportional to, for measurements (layout-bench's `factored_*` workloads)
/// that estimate what a tuned core would cost. A few additions a product, against thousands
/// of instructions for the product itself.
struct RevisedWorkCounts {
    /// FTRANs of entering columns, the entries of their results (`B⁻¹a_q`), and the rows their
    /// sparse solves touched.
    var columnSolves = 0, columnEntries = 0, columnReach = 0
    /// BTRANs of pivot rows, the entries of their results (`ρ = B⁻ᵀe_r`), and the rows their
    /// sparse solves touched.
    var rowSolves = 0, rowEntries = 0, rowReach = 0
    /// The entries of the rows `ρ` reaches (the pivot row's multiply-adds) and the columns
    /// that row touched (what the reduced-cost update and the ratio test visit).
    var pivotRowTerms = 0, pivotRowColumns = 0
}
