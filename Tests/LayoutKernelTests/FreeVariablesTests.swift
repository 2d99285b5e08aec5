import LayoutKernel
import XCTest

/// `Solver.freeVariables(among:)`: which variables can move without changing any error.
final class FreeVariablesTests: XCTestCase {
    func testFixedFreeAndUnknownVariables() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z"), unknown = Variable("unknown")
        try solver.add(x == 10)
        try solver.add(y >= 0)  // anything from 0 up: free
        try solver.add(z == x + 5)  // defined from a fixed variable: fixed
        solver.updateVariables()
        XCTAssertEqual(solver.freeVariables(among: [x, y, z, unknown]), [false, true, false, true])
    }

    func testDefinitionsInheritFreedomAlongALongChain() throws {
        let solver = Solver()
        var chain = [Variable("v0")]
        for i in 1..<20_000 {
            let v = Variable("v\(i)")
            try solver.add(v == chain[i - 1] + 1)
            chain.append(v)
        }
        solver.updateVariables()
        // Nothing fixes v0: every link of the chain moves with it (and the walk must not
        // recurse 20,000 deep).
        XCTAssertEqual(solver.freeVariables(among: [chain[0], chain[19_999]]), [true, true])
        try solver.add(chain[0] == 3)
        solver.updateVariables()
        XCTAssertEqual(solver.freeVariables(among: [chain[0], chain[19_999]]), [false, false])
    }

    func testRangesAndTightPairs() throws {
        let solver = Solver()
        let w = Variable("w"), h = Variable("h"), k = Variable("k")
        try solver.add(w >= 10)
        try solver.add(w <= 90)  // free within 10...90
        try solver.add(h >= 10)
        try solver.add(h <= 10)  // a tight pair: h is 10
        // A label's intrinsic width: hugging (<=, weak) and compression (>=, strong) at 40.
        try solver.add((k <= 40) | .weak)
        try solver.add((k >= 40) | .strong)
        solver.updateVariables()
        XCTAssertEqual(solver.freeVariables(among: [w, h, k]), [true, false, false])
    }

    func testEqualOptionalPullsLeaveATie() throws {
        let solver = Solver()
        let w = Variable("w")
        try solver.add((w == 10) | .weak)
        try solver.add((w == 20) | .weak)  // any w in 10...20 costs 10 in total
        try solver.add(w >= 0)
        solver.updateVariables()
        XCTAssertEqual(solver.freeVariables(among: [w]), [true])
        try solver.add((w == 15) | .medium)  // a higher priority settles it
        solver.updateVariables()
        XCTAssertEqual(solver.freeVariables(among: [w]), [false])
    }
}
