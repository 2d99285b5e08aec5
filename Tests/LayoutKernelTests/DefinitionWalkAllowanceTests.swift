import XCTest

// @testable: counts the tableau's rows (the claim is which equalities make none).
@testable import LayoutKernel

/// A required equality that defines again a variable whose definition was removed, while
/// definitions still use it, walks the definitions below that variable; each add saves up an
/// allowance for such walks, so that a long walk is taken when adds paid for it, and all walks
/// together cost at most a fixed amount per add (SolverCore+DefinitionInputs.swift).
///
/// Fixture: the heights of stacks nested n deep, defined bottom up, `h[i] := h[i+1] + 10`,
/// with `h[n] := 10` at the bottom; the nest grows at the bottom, as stacks arranged in the
/// deepest one do: the bottom equality goes, and `h[m] == h[m+1] + 10`,
/// `h[m+1] == h[m+2] + 10`, `h[m+2] == 10` come (added bottom first). h[m] then lost its
/// definition while the n definitions above it use it: defining it again walks them all.
final class DefinitionWalkAllowanceTests: XCTestCase {
    private func rowCount(_ solver: Solver) -> Int { solver.core.tableau.liveRows.count }

    private final class Nest {
        let solver = Solver()
        var heights: [Variable] = []
        var bottom: Constraint!

        /// h[0] ... h[levels - 1], each 10 more than the one below.
        init(levels: Int) throws {
            heights = (0..<levels).map { Variable("h\($0)") }
            bottom = heights[levels - 1] == 10
            try solver.add(bottom)
            for i in stride(from: levels - 2, through: 0, by: -1) {
                try solver.add(heights[i] == heights[i + 1] + 10)
            }
        }

        /// Two more levels at the bottom.
        func grow() throws {
            let m = heights.count - 1
            heights.append(Variable("h\(m + 1)"))
            heights.append(Variable("h\(m + 2)"))
            try solver.remove(bottom)
            bottom = heights[m + 2] == 10
            try solver.add(bottom)
            try solver.add(heights[m + 1] == heights[m + 2] + 10)
            try solver.add(heights[m] == heights[m + 1] + 10)
        }
    }

    func testALongWalkPaidForByEarlierAddsKeepsTheNestOutOfTheTableau() throws {
        // 200 levels: the walk below h[199] reaches 199 definitions, more than any one add
        // pays for (64), fewer than the 200 adds of the build paid for.
        let nest = try Nest(levels: 200)
        nest.solver.updateVariables()
        // Level i is 10 x (200 - i): the top 2,000, the bottom 10.
        XCTAssertEqual(nest.heights[0].value, 2_000)
        XCTAssertEqual(rowCount(nest.solver), 0)
        try nest.grow()
        nest.solver.updateVariables()
        // 202 levels: the top 2,020, the old bottom 30.
        XCTAssertEqual(nest.heights[0].value, 2_020)
        XCTAssertEqual(nest.heights[199].value, 30)
        XCTAssertEqual(rowCount(nest.solver), 0)
    }

    func testOnceTheAllowanceIsSpentTheNewLevelsAreLoweredInstead() throws {
        // 1,000 levels: the build pays for 1,000 x 64 = 64,000 definitions walked. Each growth
        // walks the 1,000 and more definitions above the old bottom and pays for 3 x 64 = 192:
        // within 80 growths the allowance is spent. The re-defining equality then moves the
        // two new levels' definitions (made after the nest's) before the old bottom's users
        // instead (`Definitions.ancestors`), and still makes no row.
        let nest = try Nest(levels: 1_000)
        var spentOut = false
        for growth in 1...100 {
            let spentBefore = nest.solver.core.walkSpent
            try nest.grow()
            nest.solver.updateVariables()
            // 1,000 + 2 x growth levels of 10.
            XCTAssertEqual(nest.heights[0].value, Double(10 * (1_000 + 2 * growth)), "growth \(growth)")
            XCTAssertEqual(nest.heights[1_000].value, Double(10 * (2 * growth)), "growth \(growth)")
            XCTAssertEqual(rowCount(nest.solver), 0, "growth \(growth)")
            // A walk that could not be paid for reaches less than the 1,000 levels above.
            if nest.solver.core.walkSpent - spentBefore < 1_000 { spentOut = true }
        }
        XCTAssertTrue(spentOut, "the allowance never ran out")
    }
}
