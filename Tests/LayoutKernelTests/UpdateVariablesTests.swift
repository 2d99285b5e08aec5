import XCTest

// @testable: checks which evaluation path the definitions take, so that both are covered.
@testable import LayoutKernel

/// `updateVariables` writes and returns exactly the variables whose value changed: a change
/// that cancels out stops a chain of definitions where the sum is unchanged. Expected values
/// come from the constraints by hand.
final class UpdateVariablesTests: XCTestCase {
    /// `definitionRow()`, on the path that evaluates definitions by index.
    private func row() throws -> (Solver, w: [Variable], left: [Variable], last: Constraint) {
        let row = try definitionRow()
        XCTAssertTrue(row.0.core.definitions.evaluatesByIndex, "no slot reused: the due path applies")
        return row
    }

    func testOppositeChangesStopTheWalkWhereTheSumIsUnchanged() throws {
        let (solver, w, left, _) = try row()
        try solver.suggestValue(30, for: w[0])
        try solver.suggestValue(10, for: w[1])
        let changed = Set(solver.updateVariables())
        // left2 = 0 + 30 + 8 = 38; left3 = 38 + 10 + 8 = 56 (unchanged); left4 = 61.
        XCTAssertEqual(left.map(\.value), [0, 38, 56, 61])
        XCTAssertEqual(changed, Set([w[0], w[1], left[1]]))
    }

    func testAChangeReachesTheEndOfTheChain() throws {
        let (solver, w, left, _) = try row()
        try solver.suggestValue(25, for: w[1])
        let changed = Set(solver.updateVariables())
        // left3 = 28 + 25 + 8 = 61, left4 = 61 + 5 = 66; left1 and left2 keep 0 and 28.
        XCTAssertEqual(left.map(\.value), [0, 28, 61, 66])
        XCTAssertEqual(changed, Set([w[1], left[2], left[3]]))
        XCTAssertEqual(solver.updateVariables(), [], "nothing changed since")
    }

    /// A variable that comes with a value from another solver is written and listed by the
    /// next update even where nothing in this solver moves it: here it stays parametric.
    func testAValueFromAnotherSolverIsRewritten() throws {
        let x = Variable("x"), y = Variable("y")
        do {
            let first = Solver()
            try first.add(x == 5)
            first.updateVariables()
            XCTAssertEqual(x.value, 5)
            first.reset()
        }
        XCTAssertEqual(x.value, 5, "a reset hands the variable back with its value")
        let solver = Solver()
        try solver.add(y == x)
        let changed = solver.updateVariables()
        // y == x alone determines neither: both take the value 0, and x, which read 5, is
        // listed as changed (y read 0 already and did not change).
        XCTAssertEqual(x.value, 0)
        XCTAssertEqual(y.value, 0)
        XCTAssertEqual(changed.map(ObjectIdentifier.init), [ObjectIdentifier(x)])
    }

    /// A variable handed back by a removal comes first in the next update's list, before the
    /// values the removal moved in the solver.
    func testAHandedBackVariableIsListedBeforeTheWrittenOnes() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let solver = Solver()
        let pinX = x == 10, pinZ = z == 7
        try solver.add(pinX)
        try solver.add(y == x + 5)
        try solver.add(pinZ)
        solver.updateVariables()
        XCTAssertEqual([x.value, y.value, z.value], [10, 15, 7])
        // Without its pin z is in no constraint: handed back with its value now, 0. x is still
        // in y == x + 5, which alone determines neither: x takes 0, so y = 0 + 5 = 5.
        try solver.remove(pinZ)
        try solver.remove(pinX)
        let changed = solver.updateVariables().map(ObjectIdentifier.init)
        XCTAssertEqual([x.value, y.value, z.value], [0, 5, 0])
        XCTAssertEqual(changed.first, ObjectIdentifier(z))
        XCTAssertEqual(Set(changed.dropFirst()), Set([ObjectIdentifier(x), ObjectIdentifier(y)]))
        XCTAssertEqual(changed.count, 3)
    }

    func testAfterASlotIsReusedTheValuesStayRight() throws {
        let (solver, w, left, last) = try row()
        // Removing left4's definition frees its slot; a new definition takes it (index order
        // is no longer creation order: the evaluation goes by reach).
        let extra = Variable("extra")
        try solver.remove(last)
        try solver.add(extra == left[2] + 1)
        XCTAssertFalse(solver.core.definitions.evaluatesByIndex)
        try solver.suggestValue(40, for: w[0])
        solver.updateVariables()
        // left2 = 0 + 40 + 8 = 48, left3 = 48 + 20 + 8 = 76, extra = 77.
        XCTAssertEqual(left[1].value, 48)
        XCTAssertEqual(left[2].value, 76)
        XCTAssertEqual(extra.value, 77)
    }

    func testUpdateValuesWritesTheSameValuesAndCountsThem() throws {
        let (solver, w, left, _) = try row()
        try solver.suggestValue(30, for: w[0])
        try solver.suggestValue(10, for: w[1])
        // As above: w1, w2 and left2 change (left2 = 38); left3 and left4 keep 56 and 61.
        XCTAssertEqual(solver.updateValues(), 3)
        XCTAssertEqual(left.map(\.value), [0, 38, 56, 61])
        XCTAssertEqual(w.map(\.value), [30, 10])
        XCTAssertEqual(solver.updateValues(), 0, "nothing changed since")
    }

    func testUpdateValuesCountsWhatUpdateVariablesLists() throws {
        // Two solvers driven alike, through removals that hand variables back and a slot
        // reused: the count is the length of the list at every step.
        let (listing, wl, leftl, lastl) = try row()
        let (counting, wc, leftc, lastc) = try row()
        let steps: [(Solver, [Variable], [Variable], Constraint) throws -> Void] = [
            { s, w, _, _ in try s.suggestValue(33, for: w[0]) },
            { s, _, _, last in try s.remove(last) },
            { s, _, left, _ in try s.add(Variable("extra") == left[2] + 1) },
            { s, w, _, _ in try s.suggestValue(12, for: w[1]) },
            { s, _, left, _ in try s.add(left[3] == left[2] + 9) },
        ]
        for (k, step) in steps.enumerated() {
            try step(listing, wl, leftl, lastl)
            try step(counting, wc, leftc, lastc)
            XCTAssertEqual(counting.updateValues(), listing.updateVariables().count, "step \(k)")
            XCTAssertEqual(leftc.map(\.value), leftl.map(\.value), "step \(k)")
        }
        // After the last step: left1 = 0, left2 = 0 + 33 + 8 = 41, left3 = 41 + 12 + 8 = 61,
        // left4 = 61 + 9 = 70.
        XCTAssertEqual(leftc.map(\.value), [0, 41, 61, 70])
    }
}
