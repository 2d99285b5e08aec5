import XCTest

@testable import LayoutKernel

/// A violation at a higher priority is worse than any amount of violation below it.
final class StrengthHierarchyTests: XCTestCase {
    func testOneMediumBeatsTwoThousandWeak() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add((x == 100) | .medium)
        for _ in 0..<2000 { try solver.add((x == 0) | .weak) }
        solver.updateVariables()
        XCTAssertEqual(x.value, 100)
    }

    /// kiwi#33: a weak third constraint must not change which of two stronger ones wins.
    func testWeakThirdConstraintDoesNotFlipTheWinner() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add((x >= 100) | Strength(501))
        try solver.add((x == 90) | Strength(500))
        solver.updateVariables()
        XCTAssertEqual(x.value, 100)
        try solver.add((x == 50) | Strength(10))
        solver.updateVariables()
        XCTAssertEqual(x.value, 100)
        let suggestion = Variable("s")
        try solver.add(suggestion == x)
        try solver.addEditVariable(suggestion, strength: Strength(500))
        try solver.suggestValue(90, for: suggestion)
        solver.updateVariables()
        XCTAssertEqual(x.value, 100)
    }

    func testWeightsCountOnlyWithinALevel() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add((x == 10) | Strength(500, weight: 1))
        try solver.add((x == 20) | Strength(500, weight: 3))
        try solver.add((x == 30) | Strength(250, weight: 1000))
        solver.updateVariables()
        XCTAssertEqual(x.value, 20)
    }

    func testLowerLevelsStillOptimiseWhatHigherLevelsLeaveFree() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add((x + y == 100) | .strong)
        try solver.add((x == 30) | .weak)
        try solver.add((y >= 90) | .medium)
        solver.updateVariables()
        XCTAssertEqual(x.value, 10)
        XCTAssertEqual(y.value, 90)
    }

    func testEditStrengthAgainstConstraintsOnBothSides() throws {
        let solver = Solver()
        let w = Variable("w")
        try solver.add((w <= 300) | .strong)
        try solver.add((w >= 200) | .weak)
        try solver.addEditVariable(w, strength: .medium)
        try solver.suggestValue(500, for: w)
        solver.updateVariables()
        XCTAssertEqual(w.value, 300)
        try solver.suggestValue(100, for: w)
        solver.updateVariables()
        XCTAssertEqual(w.value, 100)
    }
}
