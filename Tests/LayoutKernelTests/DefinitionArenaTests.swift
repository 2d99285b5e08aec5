import XCTest

@testable import LayoutKernel

/// Definitions keep their terms in one arena that is compacted once removed definitions'
/// terms outnumber the live ones (more than 1,024 dead): these tests remove enough
/// definitions to compact it, and check every value against the arithmetic of the rules.
final class DefinitionArenaTests: XCTestCase {
    /// x0 == 5, x[i] == x[i-1] + 2 (one-term bodies), y[i] == x[i] + x[i-1] (two-term
    /// bodies); all y removed (about 6,000 dead terms against about 3,000 live: compacted),
    /// then x0's constant changed and half of the y added back.
    func testValuesAfterCompaction() throws {
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
    func testChainCutAfterCompaction() throws {
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
