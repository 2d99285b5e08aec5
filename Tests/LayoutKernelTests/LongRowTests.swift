// A constraint whose expansion has thousands of terms (a chain pinned at both ends) is
// built in one pass; the solution is the one the arithmetic gives.

import LayoutKernel
import XCTest

final class LongRowTests: XCTestCase {
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
