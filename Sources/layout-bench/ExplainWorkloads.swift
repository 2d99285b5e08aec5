import LayoutAnchors

/// explain_rows_N: `explainLayout(.vertical)` of row 10 of the scroll_rows screen of N rows,
/// per explanation (100 a run, after one untimed to build the engine's index of constraints).
/// Row 10's chain is the same at every N (its ten predecessors, the content view, the scroll
/// view and the root), so the cost must not grow with N. Checksum: row 10's top, 8 + 52 x 10.
@MainActor func runExplainWorkloads() {
    for n in [1000, 10000] where wanted("explain_rows_\(n)") {
        let screen = ScrollRows(count: n)
        let row = screen.rows[10]
        _ = row.explainLayout(.vertical)
        measure("explain_rows_\(n)", runs: 11, operations: 100, expected: 528) {
            for _ in 0..<100 { _ = row.explainLayout(.vertical) }
            return row.frame.minY
        }
    }
}
