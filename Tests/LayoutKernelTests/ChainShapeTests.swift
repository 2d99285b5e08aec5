import XCTest

// @testable: reads the solved tableau: its rows, their fill and its invariants.
@testable import LayoutKernel

/// Chain shapes at small sizes (the benchmark runs them large): the values derived from the
/// rules, and the rows of the solved tableau, which must stay as short as the shape allows.
/// Each also exercises the subject rule that solves a new row for a slack or error occurring
/// only in rows of external symbols.
final class ChainShapeTests: XCTestCase {
    /// Weak `z[i] >= 0` first, then the required chain `z[i] == z[i-1] + 1`: every link holds
    /// exactly, and no weak bound is violated (z[0] >= 0 is reachable, so the optimum has
    /// no weak error), so every z[i] >= i.
    func testWeakBoundsThenRequiredChain() throws {
        let solver = Solver()
        let z = (0..<40).map { Variable("z\($0)") }
        for v in z { try solver.add((v >= 0) | .weak) }
        for i in 1..<z.count { try solver.add(z[i] == z[i - 1] + 1) }
        solver.updateVariables()
        XCTAssertGreaterThanOrEqual(z[0].value, -1e-9)
        for i in 1..<z.count {
            XCTAssertEqual(z[i].value - z[i - 1].value, 1, accuracy: 1e-9)
        }
        XCTAssertNil(solver.core.tableau.brokenInvariant())
    }

    /// `x[i] >= x[i-1] + 1` with a weak `x[i] == 0` on each, n = 9: the objective Σ|x[i]| is
    /// at least Σ_{i<4} (x[8-i] - x[i]) >= 8 + 6 + 4 + 2 = 20, reached by x[i] = i - 4.
    /// n is odd, so that optimum is also unique.
    func testInequalityChainWithWeakZeros() throws {
        let solver = Solver()
        let x = (0..<9).map { Variable("x\($0)") }
        for i in 1..<x.count { try solver.add(x[i] >= x[i - 1] + 1) }
        for v in x { try solver.add((v == 0) | .weak) }
        solver.updateVariables()
        for i in x.indices { XCTAssertEqual(x[i].value, Double(i - 4), accuracy: 1e-9) }
        XCTAssertNil(solver.core.tableau.brokenInvariant())
    }

    // MARK: - Fill
    // The fill of the chain shapes, checked on the solved tableau against what the proofs in
    // the comments derive.

    /// ineq_chain with n = 21: links `x[k] >= x[k-1] + 1` (k = 1...20, slack s_k), then a weak
    /// `x[i] == 0` on each. The optimum is x[i] = i - 10 (c = 10). At it, every slack is
    /// parametric and every x[i], i != c, basic; holding the other parametric symbols at 0
    /// pins x[c] at 0 and every other gap at 1, so raising s_k moves exactly the x[i] beyond
    /// gap k as seen from c: the row of x[i] holds s_k for k in c+1...i (i > c) or i+1...c
    /// (i < c), |i - c| slacks. No choice of basis avoids it: Θ(n²) cells in any explicit
    /// tableau at the optimum.
    func testEveryRowAtTheInequalityChainOptimumHoldsTheSlacksBetweenItAndTheAnchor() throws {
        let n = 21, c = 10
        let solver = Solver()
        let x = (0..<n).map { Variable("x\($0)") }
        var links: [Constraint] = []  // links[k - 1] is gap k
        for k in 1..<n {
            let link = x[k] >= x[k - 1] + 1
            try solver.add(link)
            links.append(link)
        }
        for v in x { try solver.add((v == 0) | .weak) }
        solver.updateVariables()
        for i in 0..<n { XCTAssertEqual(x[i].value, Double(i - c), accuracy: 1e-9) }
        // slack[k - 1] is s_k.
        let slack = links.map { solver.core.records[Int(solver.core.slot(of: $0)!)]!.marker }
        for s in slack { XCTAssertFalse(solver.core.tableau.isBasic(s), "a slack is basic") }
        var slackCells = 0
        for i in 0..<n where i != c {
            let symbol = try XCTUnwrap(solver.core.existingSymbol(of: x[i]))
            let row = try XCTUnwrap(solver.core.tableau.row(of: symbol), "x\(i) is parametric")
            let held = Set((1..<n).filter { row.coefficient(of: slack[$0 - 1]) != 0 })
            XCTAssertEqual(held, Set(i > c ? Array(c + 1...i) : Array(i + 1...c)), "row of x\(i)")
            slackCells += held.count
        }
        // Σ|i - c| = 2(1 + ... + 10) = 110 in the rows of the x alone.
        XCTAssertEqual(slackCells, 110)
    }

    /// weak_then_chain with n = 200: with the dummies of the required links in the rows, the
    /// rows of z[i] and of its bound's slack held the dummies of every link up to i (n(n-1)
    /// cells). Once a new row holds more than `SolverCore.defaultDummyFillLimit` dummies their columns go, so a
    /// row keeps at most the dummies of the links since then, its own included
    /// (defaultDummyFillLimit + 1), beside at most four other cells (z[i] = i + s_0 - e_0 and the
    /// slack rows s_i = i + s_0 - e_0 + e_i).
    func testWeakThenChainRowsStayShort() throws {
        let n = 200
        let solver = Solver()
        let z = (0..<n).map { Variable("z\($0)") }
        for v in z { try solver.add((v >= 0) | .weak) }
        for i in 1..<n { try solver.add(z[i] == z[i - 1] + 1) }
        solver.updateVariables()
        XCTAssertGreaterThanOrEqual(z[0].value, -1e-9)
        for i in 1..<n { XCTAssertEqual(z[i].value - z[i - 1].value, 1, accuracy: 1e-9) }
        for (basic, row) in solver.core.tableau.liveRows {
            let dummies = row.cells.filter { solver.core.tableau.kinds[Int($0.symbol)] == .dummy }.count
            XCTAssertLessThanOrEqual(dummies, SolverCore.defaultDummyFillLimit + 1, "row of \(basic)")
            XCTAssertLessThanOrEqual(row.cells.count - dummies, 4, "row of \(basic)")
        }
        XCTAssertNil(solver.core.tableau.brokenInvariant())
    }

    /// A pure chain of definitions (x0 == 0, x[i] == x[i-1] + 1) needs no simplex row.
    func testAPureChainNeedsNoSimplexRow() throws {
        let solver = Solver()
        let (x, _) = try addUnitChain(solver, 50)
        solver.updateVariables()
        XCTAssertEqual(x.map(\.value), (0..<50).map(Double.init))
        XCTAssertTrue(solver.core.tableau.liveRows.isEmpty, "a pure chain needs no simplex row")
    }
}
