import XCTest

// @testable: lowers the deferral threshold (a test seam); checks the tableau's invariants and occurrence index.
@testable import LayoutKernel

/// Dragging: a long run of suggestions (the dual simplex pivots on every step) gives the
/// closed form of the drag grid at every step, also with the rows of user variables left
/// unsubstituted, and every other call made between drag steps sees the solved form.
final class DragTests: XCTestCase {
    /// The drag grid of BENCH.md (b): views in R rows and C columns, each row of views chained
    /// from x = 16 to W - 16 with 8-point gaps, each column from y = 16 to H - 16; widths
    /// `>= 20` (required) and `== 100` at the weak level with weight c + 1, heights `>= 20`
    /// and `== 44` with weight r + 1; W and H strong edits.
    private struct Grid {
        let rows: Int, columns: Int
        let solver = Solver()
        let width = Variable("W"), height = Variable("H")
        var left: [[Variable]] = [], top: [[Variable]] = [], w: [[Variable]] = [], h: [[Variable]] = []

        init(rows R: Int, columns C: Int, defersEveryRow: Bool = false) throws {
            rows = R
            columns = C
            if defersEveryRow { solver.core.tableau.deferredRowLength = 0 }
            func grid() -> [[Variable]] { (0..<R).map { _ in (0..<C).map { _ in Variable() } } }
            left = grid()
            top = grid()
            w = grid()
            h = grid()
            try solver.addEditVariable(width, strength: .strong)
            try solver.addEditVariable(height, strength: .strong)
            for r in 0..<R {
                for c in 0..<C {
                    try solver.add(c == 0 ? left[r][c] == 16 : left[r][c] == left[r][c - 1] + w[r][c - 1] + 8)
                    try solver.add(w[r][c] >= 20)
                    try solver.add((w[r][c] == 100) | Strength(250, weight: Double(c + 1)))
                    try solver.add(r == 0 ? top[r][c] == 16 : top[r][c] == top[r - 1][c] + h[r - 1][c] + 8)
                    try solver.add(h[r][c] >= 20)
                    try solver.add((h[r][c] == 44) | Strength(250, weight: Double(r + 1)))
                    if c == C - 1 { try solver.add(left[r][c] + w[r][c] == width - 16) }
                    if r == R - 1 { try solver.add(top[r][c] + h[r][c] == height - 16) }
                }
            }
        }

        func drag(to W: Double, _ H: Double) throws {
            try solver.suggestValue(W, for: width)
            try solver.suggestValue(H, for: height)
            solver.updateVariables()
        }
    }

    /// The sizes along one chain of n views, from the rules: the chain must sum to `total`
    /// (met, since the strong edit beats the weak preferences and `total >= 20n` here); the
    /// weak `== preferred` with weight i + 1 is cheapest to break for i = 0, so view 0 takes
    /// all of an excess, and a deficit is taken from view 0 down to 20, then from view 1, and
    /// so on (each point taken from view i costs i + 1, so the order is the cheapest first).
    private func chainSizes(count n: Int, total: Double, preferred: Double) -> [Double] {
        var sizes = [Double](repeating: preferred, count: n)
        var excess = total - preferred * Double(n)
        if excess >= 0 {
            sizes[0] += excess
            return sizes
        }
        for i in 0..<n where excess < 0 {
            let take = min(-excess, preferred - 20)
            sizes[i] -= take
            excess += take
        }
        return sizes
    }

    func testDragMatchesTheClosedFormAndKeepsTheTableauSound() throws {
        try dragMatchesTheClosedForm(defersEveryRow: false)
    }

    /// The same with every external row deferred in the dual simplex (Tableau+DeferredRows.swift).
    func testDragWithDeferredRowsMatchesTheClosedForm() throws {
        try dragMatchesTheClosedForm(defersEveryRow: true)
    }

    private func dragMatchesTheClosedForm(defersEveryRow: Bool) throws {
        let (R, C) = (4, 5)
        let grid = try Grid(rows: R, columns: C, defersEveryRow: defersEveryRow)
        // Width available to a row of views: W - 16 - 16 - 8(C - 1); from 600 (an excess of
        // 100 over 5 x 100) down to 120 (all but view 4 near 20) and back, 16 points a step.
        // Heights likewise from 276 (an excess of 100 over 4 x 44) down to 84 and back.
        var steps: [(Double, Double)] = []
        for t in Array(0...30) + Array((0..<30).reversed()) {
            let rowTotal = 600 - 16 * Double(t), columnTotal = 276 - 6.4 * Double(t)
            steps.append((rowTotal + 32 + 8 * Double(C - 1), columnTotal + 32 + 8 * Double(R - 1)))
        }
        for (step, (W, H)) in steps.enumerated() {
            try grid.drag(to: W, H)
            if let broken = grid.solver.core.tableau.brokenInvariant() {
                return XCTFail("step \(step): \(broken)")
            }
            let widths = chainSizes(count: C, total: W - 32 - 8 * Double(C - 1), preferred: 100)
            let heights = chainSizes(count: R, total: H - 32 - 8 * Double(R - 1), preferred: 44)
            for r in 0..<R {
                var x = 16.0
                for c in 0..<C {
                    XCTAssertEqual(grid.w[r][c].value, widths[c], accuracy: 1e-6, "step \(step) w[\(r)][\(c)]")
                    XCTAssertEqual(grid.left[r][c].value, x, accuracy: 1e-6, "step \(step) left[\(r)][\(c)]")
                    x += widths[c] + 8
                }
            }
            for c in 0..<C {
                var y = 16.0
                for r in 0..<R {
                    XCTAssertEqual(grid.h[r][c].value, heights[r], accuracy: 1e-6, "step \(step) h[\(r)][\(c)]")
                    XCTAssertEqual(grid.top[r][c].value, y, accuracy: 1e-6, "step \(step) top[\(r)][\(c)]")
                    y += heights[r] + 8
                }
            }
        }
    }

    /// Every drag step moves symbols out of rows and back; the occurrence index keeps a stale
    /// entry for each until the list is compacted. Without a bound, a 10x10 grid grew by 52
    /// entries per step (313k after 6,000 steps, against 2,004 live cells). 6,000 steps here,
    /// so that the growth would pass the bound eightfold.
    func testOccurrenceIndexStaysBoundedOverALongDrag() throws {
        let grid = try Grid(rows: 10, columns: 10)
        let (wp, hp) = (32.0 + 100 * 10 + 8 * 9, 32.0 + 44 * 10 + 8 * 9)
        var largest = 0
        var cells = 0
        var compacted = 0
        for k in 0..<6000 {
            var t = k % 100
            if t > 50 { t = 100 - t }
            try grid.drag(to: wp + 100 - 20 * Double(t), hp + 100 - 20 * Double(t))
            let load = grid.solver.core.tableau.occurrenceLoad
            largest = max(largest, load.entries)
            cells = max(cells, load.cells)
            compacted = max(compacted, grid.solver.core.tableau.entriesAfterCompaction)
        }
        XCTAssertNil(grid.solver.core.tableau.brokenInvariant())
        // A full compaction leaves one entry per live cell; the live cells mid-step (when the
        // compaction runs) stay within twice those at the end of a step.
        XCTAssertLessThanOrEqual(compacted, 2 * cells)
        // The bound: sixteen times the entries of the last full compaction plus 4,096, plus what
        // one pivot appends before the check (less than the live cells): about 17 x 2,000 +
        // 4,096 here.
        XCTAssertLessThanOrEqual(largest, 16 * compacted + 4096 + cells)
    }

    /// The occurrence index is copy-on-write storage: a copy of the tableau (as a solver
    /// snapshot takes) keeps its lists while the original pivots on.
    func testACopiedTableauKeepsItsOccurrenceIndex() throws {
        let grid = try Grid(rows: 3, columns: 3)
        try grid.drag(to: 400, 300)
        let copy = grid.solver.core.tableau
        let before = copy.occurrenceLoad
        let description = grid.solver.debugDescription
        for k in 0..<60 {
            try grid.drag(to: 150 + Double(k * 37 % 300), 120 + Double(k * 23 % 200))
            XCTAssertNil(grid.solver.core.tableau.brokenInvariant(), "step \(k)")
        }
        XCTAssertNotEqual(grid.solver.debugDescription, description)
        XCTAssertNil(copy.brokenInvariant())
        XCTAssertEqual(copy.occurrenceLoad.entries, before.entries)
        XCTAssertEqual(copy.occurrenceLoad.cells, before.cells)
    }

    // MARK: - Calls between drag steps
    // A small drag row driven into the state where the dual simplex left user rows
    // unsubstituted, then every path that must see the solved form: a constant change through
    // a basic marker those rows hold, adding a constraint, removing one. The views of one row
    // share `W - 48` (16-point margins, two 8-point gaps); each width prefers 100 with weight
    // c + 1 (weak), so a deficit is taken from view 0 first, then view 1, then view 2, each
    // down to its minimum.

    private struct Row3 {
        let solver = Solver()
        let W = Variable("W")
        let left = (0..<3).map { Variable("left\($0)") }
        let width = (0..<3).map { Variable("width\($0)") }
        private(set) var minimum: [Constraint] = []

        init() throws {
            // Rows this small defer only with the seam at 0.
            solver.core.tableau.deferredRowLength = 0
            try solver.addEditVariable(W, strength: .strong)
            try solver.suggestValue(348, for: W)
            for c in 0..<3 {
                try solver.add(c == 0 ? left[0] == 16 : left[c] == left[c - 1] + width[c - 1] + 8)
                let atLeast20 = width[c] >= 20
                minimum.append(atLeast20)
                try solver.add(atLeast20)
                try solver.add((width[c] == 100) | Strength(250, weight: Double(c + 1)))
            }
            try solver.add(left[2] + width[2] == W - 16)
        }

        func drag(to w: Double) throws {
            try solver.suggestValue(w, for: W)
            solver.updateVariables()
        }

        func check(_ widths: [Double], _ message: String, file: StaticString = #filePath, line: UInt = #line) {
            var x = 16.0
            for c in 0..<3 {
                XCTAssertEqual(width[c].value, widths[c], accuracy: 1e-9, "\(message): width \(c)", file: file, line: line)
                XCTAssertEqual(left[c].value, x, accuracy: 1e-9, "\(message): left \(c)", file: file, line: line)
                x += widths[c] + 8
            }
            XCTAssertNil(solver.core.tableau.brokenInvariant(), message, file: file, line: line)
        }
    }

    func testDeferredRowsKeepEveryPathExact() throws {
        let row = try Row3()
        row.solver.updateVariables()
        row.check([100, 100, 100], "W = 348: no deficit")
        // W = 198: a deficit of 150; view 0 gives 80 (to 20), view 1 the other 70 (to 30).
        try row.drag(to: 198)
        row.check([20, 30, 100], "W = 198")
        // W = 338: a deficit of 10, all from view 0 (90). View 0's slack enters the basis.
        try row.drag(to: 338)
        row.check([90, 100, 100], "W = 338")
        XCTAssertFalse(row.solver.core.tableau.deferredRows.isEmpty, "the dual simplex deferred a row")
        // W = 98 cannot be met: the widths stop at 20 and the required chain overrides the
        // strong edit, W = 48 + 60 = 108. An error of W's edit is basic now, so the next
        // suggestions shift through it, and the deferred rows that hold it must follow.
        try row.drag(to: 98)
        row.check([20, 20, 20], "W = 98")
        XCTAssertEqual(row.W.value, 108, accuracy: 1e-9)
        for w in [78.0, 58, 88, 18] {
            try row.drag(to: w)
            row.check([20, 20, 20], "W = \(w)")
            XCTAssertEqual(row.W.value, 108, accuracy: 1e-9)
        }
        try row.drag(to: 338)
        row.check([90, 100, 100], "W = 338 again")

        // View 0's minimum 20 -> 95: its slack is basic, so the change shifts through it.
        // A deficit of 10: view 0 gives 5 (to 95), view 1 the other 5 (95).
        try row.solver.setConstant(-95, for: row.minimum[0])
        row.solver.updateVariables()
        row.check([95, 95, 100], "minimum 95, W = 338")
        // W = 198: a deficit of 150; view 0 gives 5, view 1 80 (to 20), view 2 the other 65.
        try row.drag(to: 198)
        row.check([95, 20, 35], "minimum 95, W = 198")

        // Adding a constraint on a width substitutes its (possibly deferred) row:
        // view 1 at least 30: view 0 gives 5, view 1 70, view 2 the other 75 (to 25).
        let atLeast30 = row.width[1] >= 30
        try row.solver.add(atLeast30)
        row.solver.updateVariables()
        row.check([95, 30, 25], "view 1 at least 30")
        // Drag again (rows deferred again), then remove it: back to 95, 20, 35.
        try row.drag(to: 338)
        row.check([95, 95, 100], "view 1 at least 30, W = 338")
        try row.drag(to: 198)
        row.check([95, 30, 25], "view 1 at least 30, W = 198 again")
        try row.solver.remove(atLeast30)
        row.solver.updateVariables()
        row.check([95, 20, 35], "view 1's extra minimum removed")
        // Remove view 0's minimum: nothing holds it above 0 but its weak preference, so it
        // takes the whole deficit of 150 (-50), the others stay at 100.
        try row.drag(to: 338)
        try row.solver.remove(row.minimum[0])
        try row.drag(to: 198)
        row.check([-50, 100, 100], "view 0's minimum removed")
    }
}
