import XCTest

// @testable: the `claimReleased` and `failsGuardedCallsForTesting` seams (another thread, a forced undo).
@testable import LayoutKernel

/// A guarded call that is undone (see Solver+MagnitudeGuard.swift) must keep every claim
/// it started with for the whole call. A removal hands its constraint and the variables only
/// it mentioned back; if the undo then re-claimed them, another thread's solver could take
/// one in between. No timing here: the solver's `claimReleased` seam runs "the other thread"
/// at the exact moment of every release.
final class UndoneCallOwnershipTests: XCTestCase {
    /// A solver watching magnitudes (after `y <= 1e13`), whose guarded removal of
    /// `x + z == 10` is forced to be undone.
    func testUndoneGuardedRemovalNeverReleasesItsClaims() throws {
        let solver = Solver(), other = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        try solver.add(y <= 1e13)
        XCTAssertTrue(solver.core.context.watchesMagnitudes)
        let c: Constraint = x + z == 10
        try solver.add(c)
        let token = solver.core.token
        var releases = 0
        var grabbedByOther: [String] = []
        solver.core.context.claimReleased = {
            releases += 1
            // Every claim the undone call started with is still this solver's...
            XCTAssertEqual(c.words.owner(0), token, "constraint released during the call")
            XCTAssertEqual(x.words.owner(0), token, "x released during the call")
            XCTAssertEqual(z.words.owner(0), token, "z released during the call")
            // ...so another solver cannot take any of them at this moment.
            if (try? other.add(c)) != nil { grabbedByOther.append("c") }
            if (try? other.add(x == 1)) != nil { grabbedByOther.append("x") }
        }
        solver.failsGuardedCallsForTesting = true
        XCTAssertThrowsError(try solver.remove(c)) { error in
            XCTAssertEqual(error as? SolverError, .nonFiniteValue)
        }
        XCTAssertEqual(releases, 0)
        XCTAssertEqual(grabbedByOther, [])
        // The undo kept the solver as it was: c, x and z are held, nobody else can take them.
        XCTAssertTrue(solver.contains(c))
        XCTAssertFalse(other.contains(c))
        XCTAssertThrowsError(try other.add(c)) { error in
            XCTAssertEqual(error as? SolverError, .constraintHeldByAnotherSolver(c))
        }
        XCTAssertThrowsError(try other.add(z >= 0)) { error in
            XCTAssertEqual(error as? SolverError, .variableHeldByAnotherSolver(z))
        }
        // x + z == 10 with nothing else on x or z: the first variable defines, z stays 0,
        // so x = 10 - 0 = 10 (the solver's result before and after the undone removal).
        solver.updateVariables()
        XCTAssertEqual(x.value, 10)
    }

    /// The same removal, kept: the constraint and the variables that only it mentioned are
    /// handed back once the call is kept (two claims for x and z, one for c), and another
    /// solver may take them then.
    func testKeptGuardedRemovalHandsItsClaimsBackAtTheEnd() throws {
        let solver = Solver(), other = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        try solver.add(y <= 1e13)
        let c: Constraint = x + z == 10
        try solver.add(c)
        var releases = 0
        solver.core.context.claimReleased = { releases += 1 }
        try solver.remove(c)
        XCTAssertEqual(releases, 3)
        XCTAssertFalse(solver.contains(c))
        try other.add(c)
        XCTAssertTrue(other.contains(c))
    }

    /// A guarded add that is undone hands back exactly what it claimed (x, new here), and
    /// keeps what the solver held before (y).
    func testUndoneGuardedAddHandsBackOnlyWhatItClaimed() throws {
        let solver = Solver(), other = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add(y <= 1e13)
        solver.failsGuardedCallsForTesting = true
        let c: Constraint = x == 3
        XCTAssertThrowsError(try solver.add(c))
        XCTAssertFalse(solver.contains(c))
        try other.add(c)  // c and x are free again
        XCTAssertThrowsError(try other.add(y >= 0)) { error in
            XCTAssertEqual(error as? SolverError, .variableHeldByAnotherSolver(y))
        }
    }
}
