import XCTest

@testable import LayoutKernel

/// The dual simplex leaves the rows of user variables unsubstituted (deferred rows,
/// Tableau+DeferredRows.swift). These tests drive a small drag row into that state and then
/// use every path that must see the solved form: a constant change through a basic marker
/// that deferred rows hold, adding a constraint, removing one. Expected values come from the
/// rules: the views of one row share `W - 48` (16-point margins, two 8-point gaps); each
/// width prefers 100 with weight c + 1 (weak), so a deficit is taken from view 0 first, then
/// view 1, then view 2, each down to its minimum.
final class DeferredRowTests: XCTestCase {
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
