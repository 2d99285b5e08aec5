import XCTest

// @testable: reads the phase-one step count and the tableau's invariants.
@testable import LayoutKernel

/// Phase one's entering rule (Tableau.artificialEnteringSymbol): re-joining two pieces of a
/// chain takes one step once candidates are compared (after `blandPhaseOneSteps` steps of
/// Bland's rule), where Bland's rule alone took one per link of the lower piece.
final class ChainRejoinTests: XCTestCase {
    /// weak_then_chain with n = 200 (weak `z[i] >= 0` first, then the required links
    /// `z[i] == z[i-1] + 1`); the link z[101] == z[100] + 1 is removed and added back.
    ///
    /// Removed, the pieces z[0...100] and z[101...199] each sit on their own weak bounds: every
    /// bound holds (each piece can), every gap inside a piece is 1. Added back, the link is
    /// violated by z[100] + 1 - z[101] > 0 and no subject makes the row feasible at once, so
    /// phase one runs on that amount. Raising the upper piece by it violates no restricted row
    /// (every upper bound's slack grows), so one pivot ends phase one once candidates are
    /// compared (after `Tableau.blandPhaseOneSteps` steps of Bland's rule); lowering the lower piece
    /// instead is stopped by one bound after another, and Bland's rule (the lowest id) picked
    /// exactly that: about one step per link of the lower piece, each over its rows (quadratic
    /// time, and quadratic memory while the undo journal kept every touched row per pivot).
    /// Afterwards the system is the built one again: every gap 1 and every bound held.
    func testRejoiningAChainEndsPhaseOneOnceCandidatesAreCompared() throws {
        let n = 200, k = 101
        let solver = Solver()
        let z = (0..<n).map { Variable("z\($0)") }
        for v in z { try solver.add((v >= 0) | .weak) }
        var links: [Constraint] = []  // links[i - 1] is z[i] == z[i-1] + 1
        for i in 1..<n {
            links.append(z[i] == z[i - 1] + 1)
            try solver.add(links[i - 1])
        }
        try solver.remove(links[k - 1])
        solver.updateVariables()
        for i in 1..<n where i != k { XCTAssertEqual(z[i].value - z[i - 1].value, 1, accuracy: 1e-9, "gap \(i)") }
        for i in 0..<n { XCTAssertGreaterThanOrEqual(z[i].value, -1e-9, "bound \(i)") }

        try solver.add(links[k - 1])
        XCTAssertLessThanOrEqual(solver.core.tableau.phaseOneSteps, Tableau.blandPhaseOneSteps + 1)
        solver.updateVariables()
        for i in 1..<n { XCTAssertEqual(z[i].value - z[i - 1].value, 1, accuracy: 1e-9, "gap \(i)") }
        for i in 0..<n { XCTAssertGreaterThanOrEqual(z[i].value, -1e-9, "bound \(i)") }
        XCTAssertNil(solver.core.tableau.brokenInvariant())
    }

    /// A re-join that cannot hold fails after phase one and leaves the solver exactly as it
    /// was: the undo journal keeps the first value of every row phase one touched (only the
    /// first: later notes of the same row are not kept). With the middle link (101) removed,
    /// required `z[0] >= 0` and `z[199] <= 150` hold (the upper piece sits at 0...98); the link
    /// would need z[199] = z[0] + 199 >= 199.
    func testAFailedRejoinLeavesTheSolverAsItWas() throws {
        let n = 200, k = 101
        let solver = Solver()
        let z = (0..<n).map { Variable("z\($0)") }
        for v in z { try solver.add((v >= 0) | .weak) }
        for i in 1..<n where i != k { try solver.add(z[i] == z[i - 1] + 1) }
        try solver.add(z[0] >= 0)
        try solver.add(z[n - 1] <= 150)
        solver.updateVariables()
        let before = solver.debugDescription
        let link: Constraint = z[k] == z[k - 1] + 1
        XCTAssertThrowsError(try solver.add(link))
        XCTAssertGreaterThanOrEqual(solver.core.tableau.phaseOneSteps, 1, "phase one ran")
        XCTAssertFalse(solver.contains(link))
        XCTAssertEqual(solver.debugDescription, before)
        XCTAssertNil(solver.core.tableau.brokenInvariant())
    }
}
