import LayoutKernel
import XCTest

/// Chains of required equalities (each defining a fresh variable, evaluated forward): long
/// chains, shared sub-chains and a chain pinned at both ends give the values the arithmetic
/// gives.
final class EqualityChainTests: XCTestCase {
    /// x0 == 0, x[i] == x[i-1] + 1: x[i] = i.
    func testChainIsEvaluatedForward() throws {
        let solver = Solver()
        let (x, _) = try addUnitChain(solver, 50)
        solver.updateVariables()
        XCTAssertEqual(x.map(\.value), (0..<50).map(Double.init))
    }

    func testSharedSubchainsExpandOnce() throws {
        // A diamond lattice: a doubling Fibonacci-like DAG would expand exponentially if
        // definitions were expanded per path.
        let solver = Solver()
        let n = 60
        let v = (0..<n).map { Variable("f\($0)") }
        try solver.add(v[0] == 1)
        try solver.add(v[1] == 1)
        for i in 2..<n { try solver.add(v[i] == 0.5 * v[i - 1] + 0.5 * v[i - 2]) }
        let probe = Variable("p")
        try solver.add(probe == v[n - 1] + 1)
        try solver.add(probe >= 0)
        solver.updateVariables()
        XCTAssertEqual(probe.value, 2, accuracy: 1e-9)
    }

    func testChainPinnedAtBothEndsSolvesExactly() throws {
        // top[0] = 0; top[i] = top[i-1] + height[i-1] + 4; height[i] >= 10 + i % 3 (strong)
        // and <= the same (weak); bottom: top[n-1] + height[n-1] == end. The heights settle at
        // 10 + i % 3, so end = Σ heights + 4(n - 1).
        let n = 500
        let solver = Solver()
        let tops = (0..<n).map { Variable("top\($0)") }
        let heights = (0..<n).map { Variable("height\($0)") }
        let end = Variable("end")
        try solver.add(tops[0] == 0)
        for i in 1..<n { try solver.add(tops[i] == tops[i - 1] + heights[i - 1] + 4) }
        try solver.add(tops[n - 1] + heights[n - 1] == end)
        for i in 0..<n {
            let natural = Double(10 + i % 3)
            try solver.add((heights[i] >= natural) | .strong)
            try solver.add((heights[i] <= natural) | .weak)
        }
        solver.updateVariables()
        let expected = (0..<n).reduce(0.0) { $0 + Double(10 + $1 % 3) } + 4 * Double(n - 1)
        XCTAssertEqual(end.value, expected, accuracy: 1e-6)
        XCTAssertEqual(tops[n - 1].value, expected - Double(10 + (n - 1) % 3), accuracy: 1e-6)
        // Pin the end shorter: the strong minimums win over nothing, so it cannot shrink;
        // pin it longer with a required constraint: the weak maximums give way.
        try solver.add(end == expected + 50)
        solver.updateVariables()
        XCTAssertEqual(end.value, expected + 50, accuracy: 1e-6)
        let stretched = (0..<n).map { heights[$0].value - Double(10 + $0 % 3) }
        XCTAssertEqual(stretched.reduce(0, +), 50, accuracy: 1e-6)
        XCTAssertTrue(stretched.allSatisfy { $0 >= -1e-9 })
    }
}
