import LayoutKernel
import XCTest

/// Removing constraints: the solution is the one of the constraints that remain, through
/// definitions, tableau users of late variables, and thousands of removals in a row.
final class ConstraintRemovalTests: XCTestCase {
    func testRemovalRestoresTheEarlierSolution() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add(x + y == 100)
        try solver.add((x == 30) | .medium)
        solver.updateVariables()
        XCTAssertEqual(x.value, 30)
        XCTAssertEqual(y.value, 70)
        let pin: Constraint = y == 90
        try solver.add(pin)
        solver.updateVariables()
        XCTAssertEqual(x.value, 10)
        XCTAssertEqual(y.value, 90)
        try solver.remove(pin)
        solver.updateVariables()
        XCTAssertEqual(x.value, 30)
        XCTAssertEqual(y.value, 70)
        XCTAssertFalse(solver.contains(pin))
        try solver.add(pin)
        solver.updateVariables()
        XCTAssertEqual(x.value, 10)
    }

    func testRemovingOptionalConstraintsDropsTheirPull() throws {
        let solver = Solver()
        let x = Variable("x")
        let strong = (x == 10) | .strong
        let weak = (x == 20) | .weak
        try solver.add(weak)
        try solver.add(strong)
        solver.updateVariables()
        XCTAssertEqual(x.value, 10)
        try solver.remove(strong)
        solver.updateVariables()
        XCTAssertEqual(x.value, 20)
        try solver.remove(weak)
        solver.updateVariables()
        XCTAssertEqual(x.value, 0)
    }

    func testRemovingADefinitionFreesItsVariable() throws {
        let solver = Solver()
        let (x, links) = try addUnitChain(solver, 5)
        try solver.remove(links[0])  // x0 free, weakly 0
        try solver.add((x[0] == 0) | .weak)
        let floor: Constraint = x[4] >= 10
        try solver.add(floor)
        let pull = (x[2] == 0) | Strength(100)
        try solver.add(pull)
        solver.updateVariables()
        XCTAssertEqual(x[0].value, 6)
        XCTAssertEqual(x[2].value, 8)
        try solver.remove(links[2])  // x2 is free now
        solver.updateVariables()
        XCTAssertEqual(x[0].value, 0)
        XCTAssertEqual(x[1].value, 1)
        XCTAssertEqual(x[2].value, 8, "x4 >= 10 still needs x2 >= 8")
        try solver.remove(floor)
        solver.updateVariables()
        XCTAssertEqual(x[2].value, 0)
        XCTAssertEqual(x[4].value, 2)
        try solver.add(links[2])  // x2 is referenced: into the tableau
        solver.updateVariables()
        XCTAssertEqual(x[2].value, 2)
        XCTAssertEqual(x[4].value, 4)
    }

    /// a[0] == 0 and a[i] == a[i-1] + 1 (definitions), then `z >= a[299] + 5` (a tableau
    /// user of the last link, symbol ~300) and a weak `z == 0`: z = a[299] + 5 = 304.
    /// a[0]'s constant to 10 (a shift through the definitions into the user's row): a[299] =
    /// 309, z = 314. Link 150 removed (the user is expanded again) and a[150] == 1000 added:
    /// a[i] = 1000 + (i - 150) for i >= 150, so a[299] = 1149 and z = 1154; a[149] = 159.
    func testUserOfALateSymbolThroughShiftAndRemoval() throws {
        let solver = Solver()
        let a = (0..<300).map { Variable("a\($0)") }
        let z = Variable("z")
        let origin: Constraint = a[0] == 0
        try solver.add(origin)
        var links: [Constraint] = [origin]
        for i in 1..<300 {
            let link: Constraint = a[i] == a[i - 1] + 1
            try solver.add(link)
            links.append(link)
        }
        try solver.add(z >= a[299] + 5)
        try solver.add((z == 0) | .weak)
        solver.updateVariables()
        XCTAssertEqual(a[299].value, 299)
        XCTAssertEqual(z.value, 304)

        try solver.setConstant(-10, for: origin)
        solver.updateVariables()
        XCTAssertEqual(a[299].value, 309)
        XCTAssertEqual(z.value, 314)

        try solver.remove(links[150])
        try solver.add(a[150] == 1000)
        solver.updateVariables()
        XCTAssertEqual(a[149].value, 159)
        XCTAssertEqual(a[150].value, 1000)
        XCTAssertEqual(a[299].value, 1149)
        XCTAssertEqual(z.value, 1154)
    }

    /// x0 == 5, x[i] == x[i-1] + 2 (one-term bodies), y[i] == x[i] + x[i-1] (two-term
    /// bodies); all y removed (about 6,000 dead terms against about 3,000 live: compacted),
    /// then x0's constant changed and half of the y added back.
    func testValuesAfterRemovingThousandsOfDefinitions() throws {
        let n = 3000
        let solver = Solver()
        let x = (0..<n).map { Variable("x\($0)") }
        let y = (0..<n).map { Variable("y\($0)") }
        let first: Constraint = x[0] == 5
        try solver.add(first)
        for i in 1..<n { try solver.add(x[i] == x[i - 1] + 2) }
        var sums: [Constraint] = []
        for i in 1..<n {
            let c: Constraint = y[i] == x[i] + x[i - 1]
            try solver.add(c)
            sums.append(c)
        }
        solver.updateVariables()
        // x[i] = 5 + 2i; y[i] = (5 + 2i) + (5 + 2(i - 1)) = 8 + 4i.
        for i in [1, 2, 1500, n - 1] {
            XCTAssertEqual(x[i].value, 5 + 2 * Double(i))
            XCTAssertEqual(y[i].value, 8 + 4 * Double(i))
        }
        for c in sums { try solver.remove(c) }
        try solver.setConstant(-7, for: first)
        solver.updateVariables()
        // x0 == 7 now: x[i] = 7 + 2i.
        for i in [0, 1, 2999] { XCTAssertEqual(x[i].value, 7 + 2 * Double(i)) }
        for i in stride(from: 1, to: n, by: 2) { try solver.add(y[i] == x[i] + x[i - 1]) }
        solver.updateVariables()
        // y[i] = (7 + 2i) + (7 + 2(i - 1)) = 12 + 4i.
        for i in [1, 3, 1501, n - 1] { XCTAssertEqual(y[i].value, 12 + 4 * Double(i)) }
    }

    /// A chain x[i] == x[i-1] + 1 of 6,000 links; the last 5,000 removed, newest first (the
    /// arena compacts once more than 4,023 are dead: 5,999 / 2 + 1,024); then link 500 cut:
    /// x[500] is free and, as nothing else determines it, 0, so x[i] = i - 500 up to x[1000].
    /// Then x[500] pinned to 10: x[i] = i - 490.
    func testChainCutAfterRemovingMostOfIt() throws {
        let n = 6000
        let solver = Solver()
        let x = (0..<n).map { Variable("x\($0)") }
        let origin: Constraint = x[0] == 0
        try solver.add(origin)
        var links = [origin]
        for i in 1..<n {
            let c: Constraint = x[i] == x[i - 1] + 1
            try solver.add(c)
            links.append(c)
        }
        solver.updateVariables()
        XCTAssertEqual(x[n - 1].value, Double(n - 1))
        for i in stride(from: n - 1, to: 1000, by: -1) { try solver.remove(links[i]) }
        solver.updateVariables()
        for i in [0, 1, 999, 1000] { XCTAssertEqual(x[i].value, Double(i)) }
        try solver.remove(links[500])
        solver.updateVariables()
        for i in [500, 501, 750, 1000] { XCTAssertEqual(x[i].value, Double(i - 500)) }
        XCTAssertEqual(x[499].value, 499)
        try solver.add(x[500] == 10)
        solver.updateVariables()
        for i in [500, 1000] { XCTAssertEqual(x[i].value, Double(i - 490)) }
    }
}
