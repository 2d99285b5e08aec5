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
}
