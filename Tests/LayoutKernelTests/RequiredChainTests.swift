import XCTest

// @testable: checks which links had their dummy column dropped, and the tableau's invariants.
@testable import LayoutKernel

/// Required equalities whose dummy column was dropped from the rows (SolverRequiredEqualities):
/// a chain of required links added after weak constraints on its variables (so that no link
/// can become a definition) is long enough to drop columns; removing, re-adding and changing
/// links must give the optimum the rules give.
final class RequiredChainTests: XCTestCase {
    /// n variables, a weak `z[i] == 0` on each, then the required links
    /// `z[i] == z[i-1] + 1`, i = 1...n-1, in that order.
    private func weakZerosThenChain(_ n: Int) throws -> (Solver, [Variable], [Constraint]) {
        let solver = Solver()
        let z = (0..<n).map { Variable("z\($0)") }
        for v in z { try solver.add((v == 0) | .weak) }
        var links: [Constraint] = []
        for i in 1..<n {
            let link = z[i] == z[i - 1] + 1
            try solver.add(link)
            links.append(link)
        }
        solver.updateVariables()
        return (solver, z, links)
    }

    private func isStripped(_ solver: Solver, _ constraint: Constraint) -> Bool {
        guard let s = solver.core.slot(of: constraint) else { return false }
        return solver.core.records[Int(s)]!.isStripped
    }

    /// With every link held, z[i] = z[0] + i; the weak errors sum to Σ|z[0] + i|, least when
    /// -z[0] is the median of 0...n-1: n = 83 gives z[0] = -41, so z[i] = i - 41 (unique, n odd).
    func testChainOfLinksWithDroppedColumnsSolvesToTheMedian() throws {
        let (solver, z, links) = try weakZerosThenChain(83)
        for i in z.indices { XCTAssertEqual(z[i].value, Double(i - 41), accuracy: 1e-9, "z\(i)") }
        // The links' dummies filled the rows on both sides of the median: once a new row held
        // more than the limit, their columns went.
        XCTAssertGreaterThanOrEqual(links.filter { isStripped(solver, $0) }.count, SolverCore.defaultDummyFillLimit)
        XCTAssertNil(solver.core.tableau.brokenInvariant())
        // No row keeps more than the limit's worth of dummies (n(n-1) = 6,806 cells with them all).
        let dummyCells = solver.core.tableau.liveRows.reduce(0) { total, entry in
            total + entry.row.cells.filter { solver.core.tableau.kinds[Int($0.symbol)] == .dummy }.count
        }
        XCTAssertLessThan(dummyCells, 2 * 83 * (SolverCore.defaultDummyFillLimit + 1))
    }

    /// Removing links 35 and 56 (z[35] == z[34] + 1, z[56] == z[55] + 1) leaves three chains,
    /// 0...34, 35...55 and 56...82, of 35, 21 and 27 variables; each settles on its own median:
    /// z[i] = i - 17 on the first, i - 45 on the second, i - 69 on the third. Adding the two
    /// links back restores z[i] = i - 41 exactly.
    func testRemovingLinksWithDroppedColumnsAndAddingThemBack() throws {
        let (solver, z, links) = try weakZerosThenChain(83)
        let first = links[34], second = links[55]  // links[k] is z[k+1] == z[k] + 1
        XCTAssertTrue(isStripped(solver, first), "the test must remove a link whose column was dropped")
        XCTAssertTrue(isStripped(solver, second), "the test must remove a link whose column was dropped")
        try solver.remove(first)
        XCTAssertNil(solver.core.tableau.brokenInvariant())
        try solver.remove(second)
        XCTAssertNil(solver.core.tableau.brokenInvariant())
        solver.updateVariables()
        for i in z.indices {
            let expected = i < 35 ? i - 17 : i < 56 ? i - 45 : i - 69
            XCTAssertEqual(z[i].value, Double(expected), accuracy: 1e-9, "z\(i) after the removals")
        }
        XCTAssertFalse(solver.contains(first))
        try solver.add(second)
        try solver.add(first)
        XCTAssertNil(solver.core.tableau.brokenInvariant())
        solver.updateVariables()
        for i in z.indices { XCTAssertEqual(z[i].value, Double(i - 41), accuracy: 1e-9, "z\(i) after adding back") }
    }

    /// Link 41 changed to z[41] == z[40] + 3: z[i] = z[0] + i for i < 41, z[0] + i + 2 above.
    /// The weak errors sum to Σ|z[0] + o| over the offsets o = 0...40, 43...84; their median
    /// (the 42nd of 83) is 43, so z[0] = -43: z[i] = i - 43 below 41, i - 41 from 41 on.
    /// Back to + 1, the first optimum returns.
    func testChangingTheConstantOfALinkWithADroppedColumn() throws {
        let (solver, z, links) = try weakZerosThenChain(83)
        let link = links[40]
        XCTAssertTrue(isStripped(solver, link))
        try solver.setConstant(-3, for: link)  // z41 - (z40 + 3) == 0: the constant is -3
        solver.updateVariables()
        for i in z.indices {
            XCTAssertEqual(z[i].value, Double(i < 41 ? i - 43 : i - 41), accuracy: 1e-9, "z\(i)")
        }
        try solver.setConstant(-1, for: link)
        solver.updateVariables()
        for i in z.indices { XCTAssertEqual(z[i].value, Double(i - 41), accuracy: 1e-9, "z\(i)") }
        XCTAssertNil(solver.core.tableau.brokenInvariant())
    }

    /// The component rebuilt by a removal holds a definition and a constraint expanded through
    /// it: w == z[60] + 5 defines the fresh w, and a medium w == 0 pulls z[60] to -5, above
    /// every weak zero, so z[i] = i - 65. Without link 35 the chain 0...34 settles on its
    /// median (z[i] = i - 17) while 35...82 keeps z[60] = -5 (z[i] = i - 65); w stays 0.
    /// Adding the link back restores z[i] = i - 65.
    func testRemovingALinkRebuildsAComponentWithADefinition() throws {
        let (solver, z, links) = try weakZerosThenChain(83)
        let w = Variable("w")
        try solver.add(w == z[60] + 5)
        try solver.add((w == 0) | .medium)
        solver.updateVariables()
        for i in z.indices { XCTAssertEqual(z[i].value, Double(i - 65), accuracy: 1e-9, "z\(i)") }
        let link = links[34]
        XCTAssertTrue(isStripped(solver, link))
        try solver.remove(link)
        XCTAssertNil(solver.core.tableau.brokenInvariant())
        solver.updateVariables()
        for i in z.indices {
            XCTAssertEqual(z[i].value, Double(i < 35 ? i - 17 : i - 65), accuracy: 1e-9, "z\(i) without the link")
        }
        XCTAssertEqual(w.value, 0, accuracy: 1e-9)
        try solver.add(link)
        solver.updateVariables()
        for i in z.indices { XCTAssertEqual(z[i].value, Double(i - 65), accuracy: 1e-9, "z\(i) with the link back") }
        XCTAssertEqual(w.value, 0, accuracy: 1e-9)
    }

    /// A guarded removal (the solver watches magnitudes after `u <= 1e13`) of a link whose column
    /// was dropped, forced to be undone: the component rebuild is undone with everything else,
    /// so the solver prints as before, still holds the link with its column dropped, and its
    /// values are the first optimum z[i] = i - 41.
    func testAnUndoneRemovalOfALinkWithADroppedColumnChangesNothing() throws {
        let (solver, z, links) = try weakZerosThenChain(83)
        try solver.add(Variable("u") <= 1e13)
        XCTAssertTrue(solver.core.context.watchesMagnitudes)
        let link = links[40]
        XCTAssertTrue(isStripped(solver, link))
        let before = solver.debugDescription
        solver.failsGuardedCallsForTesting = true
        XCTAssertThrowsError(try solver.remove(link)) { error in
            XCTAssertEqual(error as? SolverError, .nonFiniteValue)
        }
        solver.failsGuardedCallsForTesting = false
        XCTAssertEqual(solver.debugDescription, before)
        XCTAssertTrue(solver.contains(link))
        XCTAssertTrue(isStripped(solver, link))
        XCTAssertNil(solver.core.tableau.brokenInvariant())
        solver.updateVariables()
        for i in z.indices { XCTAssertEqual(z[i].value, Double(i - 41), accuracy: 1e-9, "z\(i)") }
        // And the kept removal afterwards splits the chain at 41: 0...40 (41 variables, median
        // 20) and 41...82 (42 variables: any t in [61, 62] is optimal, so only the gaps and
        // the weak error are fixed: Σ|z[i]| over 41...82 = 2·(0.5 + ... + 20.5) = 441).
        try solver.remove(link)
        solver.updateVariables()
        for i in 0...40 { XCTAssertEqual(z[i].value, Double(i - 20), accuracy: 1e-9, "z\(i)") }
        for i in 42...82 { XCTAssertEqual(z[i].value - z[i - 1].value, 1, accuracy: 1e-9) }
        XCTAssertEqual(z[41...].reduce(0) { $0 + abs($1.value) }, 441, accuracy: 1e-9)
    }

    /// z[82] == z[0] + 100 contradicts the chain, which gives z[82] - z[0] = 82; without any one
    /// link the rest no longer fixes z[82] - z[0], so the minimal conflict set is every link,
    /// columns dropped or not. The refusal changes nothing.
    func testAConflictWithTheChainNamesEveryLink() throws {
        let (solver, z, links) = try weakZerosThenChain(83)
        let before = solver.debugDescription
        let probe = z[82] == z[0] + 100
        do {
            try solver.add(probe)
            XCTFail("the contradiction was accepted")
        } catch .unsatisfiableConstraint(let refused, let conflict) {
            XCTAssertTrue(refused === probe)
            XCTAssertEqual(Set(conflict.map(ObjectIdentifier.init)), Set(links.map(ObjectIdentifier.init)))
        }
        XCTAssertEqual(solver.debugDescription, before)
    }

    /// Removing every link, in an order that mixes links with and without a kept column, leaves
    /// each z[i] alone with its weak zero: all 0.
    func testRemovingEveryLinkLeavesTheWeakZeros() throws {
        let (solver, z, links) = try weakZerosThenChain(83)
        var order = Array(links.indices)
        var rng = SplitMix64(seed: 7)
        order.shuffle(using: &rng)
        for k in order {
            try solver.remove(links[k])
            XCTAssertNil(solver.core.tableau.brokenInvariant(), "after removing link \(k)")
        }
        solver.updateVariables()
        for v in z { XCTAssertEqual(v.value, 0, accuracy: 1e-9) }
    }
}
