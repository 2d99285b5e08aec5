import XCTest

// @testable: checks that a long chain stays out of the tableau (its row count).
@testable import LayoutKernel

/// Long chains and coefficients over twelve orders of magnitude.
final class NumericalRobustnessTests: XCTestCase {
    func testTenThousandVariableChain() throws {
        let solver = Solver()
        let n = 10_000
        let v = (0..<n).map { Variable("x\($0)") }
        try solver.add(v[0] == 0)
        for i in 1..<n { try solver.add(v[i] == v[i - 1] + 1) }
        solver.updateVariables()
        XCTAssertEqual(v[n - 1].value, Double(n - 1))
        XCTAssertEqual(v[n / 2].value, Double(n / 2))
        // The far end pulled by an edit through an inequality keeps the chain intact.
        XCTAssertLessThan(solver.core.tableau.liveRows.count, 10)
        let end = Variable("end")
        try solver.add(end >= v[n - 1])
        try solver.addEditVariable(end, strength: .strong)
        try solver.suggestValue(20_000, for: end)
        solver.updateVariables()
        XCTAssertEqual(end.value, 20_000)
        try solver.suggestValue(0, for: end)
        solver.updateVariables()
        XCTAssertEqual(end.value, Double(n - 1))
    }

    func testCoefficientsFromMicroToMega() throws {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        try solver.add(1e-6 * a == 2)  // a = 2e6
        try solver.add(1e6 * b == a)  // b = 2
        try solver.add(c * 1e-3 + b * 1e3 == 4000)  // c = 2e6
        try solver.add((c == 0) | .weak)
        solver.updateVariables()
        XCTAssertEqual(a.value, 2e6, accuracy: 1e-3)
        XCTAssertEqual(b.value, 2, accuracy: 1e-9)
        XCTAssertEqual(c.value, 2e6, accuracy: 1e-3)
    }

    func testSmallCoefficientInequalityIsNotTreatedAsNoise() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(1e-6 * x <= 1)  // x <= 1e6
        try solver.add((x == 5e6) | .strong)
        solver.updateVariables()
        XCTAssertEqual(x.value, 1e6, accuracy: 1e-3)
    }

    func testChainWithMixedScalesAndEdits() throws {
        let solver = Solver()
        let n = 200
        let v = (0..<n).map { Variable("y\($0)") }
        try solver.add(v[0] == 1)
        for i in 1..<n {
            let k = i % 2 == 0 ? 1e3 : 1e-3
            try solver.add(v[i] * k == v[i - 1] * k + k)  // y_i = y_{i-1} + 1 at any scale
        }
        try solver.addEditVariable(v[n - 1], strength: .weak)
        try solver.suggestValue(-1, for: v[n - 1])
        solver.updateVariables()
        XCTAssertEqual(v[n - 1].value, Double(n), accuracy: 1e-6)
    }
}
