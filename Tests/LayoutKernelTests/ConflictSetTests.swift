import XCTest

// @testable: starts the conflict-order counter near its limit (a test seam) and reads the records.
@testable import LayoutKernel

/// The conflict set of a refused constraint: every constraint needed for the contradiction,
/// in the order they were added, through chains of definitions, also after the counter that
/// orders them is renumbered.
final class ConflictSetTests: XCTestCase {
    /// The sequence counter one below its limit: the first add takes the last number, the
    /// next add renumbers the live records (0, 1, …) before it takes one. Conflict sets are
    /// still listed in the order the constraints were added.
    /// x == 10 and y == x + 5 (definitions: y = 15), then y == 20 conflicts with both; the set
    /// is [x == 10, y == x + 5] in that order.
    func testSequenceRenumberedBeforeItWraps() throws {
        let solver = Solver()
        solver.core.nextSequence = UInt32.max - 1
        let x = Variable("x"), y = Variable("y")
        let first: Constraint = x == 10
        let second: Constraint = y == x + 5
        try solver.add(first)
        XCTAssertEqual(solver.core.records[Int(solver.core.slot(of: first)!)]!.sequence, UInt32.max - 1)
        try solver.add(second)
        XCTAssertEqual(solver.core.records[Int(solver.core.slot(of: first)!)]!.sequence, 0)
        XCTAssertEqual(solver.core.records[Int(solver.core.slot(of: second)!)]!.sequence, 1)
        XCTAssertEqual(solver.core.nextSequence, 2)
        let probe: Constraint = y == 20
        XCTAssertThrowsError(try solver.add(probe)) { error in
            guard case SolverError.unsatisfiableConstraint(let c, let conflict) = error else {
                return XCTFail("expected unsatisfiableConstraint, got \(error)")
            }
            XCTAssertTrue(c === probe)
            XCTAssertEqual(conflict.map(ObjectIdentifier.init), [first, second].map(ObjectIdentifier.init))
        }
        solver.updateVariables()
        XCTAssertEqual(x.value, 10)
        XCTAssertEqual(y.value, 15)
    }

    /// A definition's variable is owned by its record: a conflict through a chain of
    /// definitions names every link. a0 == 0, a[i] == a[i-1] + 1 for i < 4 (a3 = 3), then
    /// the tableau constraints z >= a3 and z <= a3 (z = 3) and the refused z == 7: z <= a3
    /// fails (7 > 3) unless a link goes, z >= a3 holds, so the minimal set is the four links
    /// and z <= a3, in the order they were added. With link 2 removed a2 is free: z == 7
    /// holds with a3 = 7, a2 = a3 - 1 = 6, and a1 = 1 as before.
    func testConflictThroughDefinitionsNamesEveryLink() throws {
        let solver = Solver()
        let a = (0..<4).map { Variable("a\($0)") }
        let z = Variable("z")
        var links: [Constraint] = [a[0] == 0]
        for i in 1..<4 { links.append(a[i] == a[i - 1] + 1) }
        for link in links { try solver.add(link) }
        let below: Constraint = z >= a[3]
        let above: Constraint = z <= a[3]
        try solver.add(below)
        try solver.add(above)
        let probe: Constraint = z == 7
        XCTAssertThrowsError(try solver.add(probe)) { error in
            guard case SolverError.unsatisfiableConstraint(_, let conflict) = error else {
                return XCTFail("expected unsatisfiableConstraint, got \(error)")
            }
            XCTAssertEqual(conflict.map(ObjectIdentifier.init), (links + [above]).map(ObjectIdentifier.init))
        }
        try solver.remove(links[2])
        try solver.add(probe)
        solver.updateVariables()
        XCTAssertEqual(z.value, 7)
        XCTAssertEqual(a[3].value, 7)
        XCTAssertEqual(a[2].value, 6)
        XCTAssertEqual(a[1].value, 1)
    }

    /// A conflict at the end of a long chain names every link: all of them are needed.
    func testConflictAtTheEndOfALongChainNamesEveryLink() throws {
        let solver = Solver()
        var previous = Variable("top0")
        var chain: [Constraint] = [previous == 0]
        try solver.add(chain[0])
        for i in 1...300 {
            let height = Variable("h\(i)"), top = Variable("top\(i)")
            let h: Constraint = height == 44
            let link: Constraint = top == previous + height + 8
            try solver.add(h)
            try solver.add(link)
            chain += [h, link]
            previous = top
        }
        let unrelated: Constraint = Variable("other") == 1
        try solver.add(unrelated)
        let cap: Constraint = previous <= 100
        XCTAssertThrowsError(try solver.add(cap)) { error in
            guard case .unsatisfiableConstraint(let c, let conflict) = error as? SolverError else { return XCTFail("\(error)") }
            XCTAssertTrue(c === cap)
            XCTAssertEqual(conflict.count, chain.count)
            XCTAssertTrue(zip(conflict, chain).allSatisfy { $0 === $1 }, "in the order they were added")
        }
    }
}
