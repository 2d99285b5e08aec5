import XCTest

@testable import LayoutKernel

/// Removing a definition: what lies below it follows the freed variable, and the tableau
/// constraints that use it are put back in terms of the freed variable. (The random sessions
/// of `DefinitionConstantChangeTests` remove definitions too, checked against the reference.)
final class DefinitionRemovalTests: XCTestCase {
    /// Removing the front of a chain of definitions frees what lies below: x[2] == x[1] + 1
    /// and x[3] == x[2] + 1 stay, and a weak x[1] == 5 (in the tableau, through no
    /// definition once x[1] is free) now places them: 5, 6, 7.
    func testRemovingTheFrontLinkLetsTheRestFollowItsNewBase() throws {
        let solver = Solver()
        let x = (0..<4).map { Variable("x\($0)") }
        try solver.add(x[0] == 0)
        let first = x[1] == x[0] + 1
        try solver.add(first)
        try solver.add(x[2] == x[1] + 1)
        try solver.add(x[3] == x[2] + 1)
        try solver.add(Constraint(x[1] - 5, .equal, strength: .weak))
        solver.updateVariables()
        XCTAssertEqual(x.map(\.value), [0, 1, 2, 3])
        try solver.remove(first)
        solver.updateVariables()
        XCTAssertEqual(x.map(\.value), [0, 5, 6, 7])
    }

    /// An ordinary removal takes no copy of the solver, so a removal whose simplex runs stop
    /// at the pivot budget (forced here through the tableau's seams: the next run stops after
    /// one pivot) must be recovered by the rebuild (Solver+PivotBudget.swift). The random
    /// sessions of `DefinitionConstantChangeTests`, each removal forced to stop, must still
    /// agree with the dense reference.
    func testRemovalsCutShortAgreeWithTheDenseReference() throws {
        var recoveries = 0
        for seed in UInt64(1)...40 {
            var session = DefinitionSession(seed: seed)
            try session.build()
            for _ in 0..<4 {
                session.solver.core.tableau.minimumPivotBudget = 0
                session.solver.core.tableau.pivotsPerSymbol = 0
                try session.removeOne()
                // A recovery leaves the default budget (a rebuilt tableau has it).
                if session.solver.core.tableau.minimumPivotBudget == Tableau.defaultMinimumPivotBudget {
                    recoveries += 1
                }
                session.solver.core.tableau.minimumPivotBudget = Tableau.defaultMinimumPivotBudget
                session.solver.core.tableau.pivotsPerSymbol = Tableau.defaultPivotsPerSymbol
                try session.compare()
            }
        }
        XCTAssertGreaterThan(recoveries, 5)
    }

    /// An ordinary removal that fails to put a user back (as rounding might; forced here
    /// through the seam) leaves the core to the rebuild: the solver is rebuilt with what it
    /// held before the call, and the removal redone guarded goes through. x0 == 0,
    /// x1 == x0 + 1, x2 == x1 + 1 (definitions), x2 <= 50 and a strong x2 == 100 (users): once
    /// x1's link is gone, x2 meets its bound, 50, and x1 = 49.
    func testARemovalThatCannotPutAUserBackIsRedoneFromARebuild() throws {
        let solver = Solver()
        let x = (0..<3).map { Variable("x\($0)") }
        try solver.add(x[0] == 0)
        let link = x[1] == x[0] + 1
        try solver.add(link)
        try solver.add(x[2] == x[1] + 1)
        let bound = x[2] <= 50
        try solver.add(bound)
        let target = Constraint(x[2] - 100, .equal, strength: .strong)
        try solver.add(target)
        solver.updateVariables()
        XCTAssertEqual(x.map(\.value), [0, 1, 2])
        solver.core.userRestoreFailsForTesting = true
        try solver.remove(link)
        XCTAssertFalse(solver.core.userRestoreFailsForTesting, "the removal did not reach the seam")
        XCTAssertFalse(solver.contains(link))
        XCTAssertTrue(solver.contains(bound) && solver.contains(target))
        solver.updateVariables()
        XCTAssertEqual(x.map(\.value), [0, 49, 50])
        // The recovered solver keeps working: the bound moved to 40 moves x1 and x2 with it.
        try solver.setConstant(-40, for: bound)
        solver.updateVariables()
        XCTAssertEqual(x.map(\.value), [0, 39, 40])
    }
}
