import LayoutKernel
import XCTest

/// `Solver.updateVariables(borrowing:)` writes what `updateVariables()` writes and hands over
/// the same variables in the same order (those handed back since the last update first),
/// borrowed. Checked against a twin solver driven alike through `updateVariables()`, and the
/// values by hand.
final class BorrowedUpdateTests: XCTestCase {
    private func borrowedUpdate(_ solver: Solver) -> [Variable] {
        var listed: [Variable] = []
        solver.updateVariables { changed in listed = changed.map { $0.takeUnretainedValue() } }
        return listed
    }

    func testAChangeIsListedAsUpdateVariablesListsIt() throws {
        let (solver, w, left, _) = try definitionRow()
        try solver.suggestValue(25, for: w[1])
        let listed = borrowedUpdate(solver)
        // left3 = 28 + 25 + 8 = 61, left4 = 61 + 5 = 66; left1 and left2 keep 0 and 28.
        XCTAssertEqual(left.map(\.value), [0, 28, 61, 66])
        XCTAssertEqual(Set(listed), Set([w[1], left[2], left[3]]))
        XCTAssertEqual(borrowedUpdate(solver), [], "nothing changed since")
    }

    func testRemovalsAndReusedSlotsAreListedInTheSameOrder() throws {
        // Two solvers driven alike, through removals that hand variables back and a slot
        // reused: the borrowed list is the listed one at every step.
        let (listing, wl, leftl, lastl) = try definitionRow()
        let (borrowing, wb, leftb, lastb) = try definitionRow()
        let extral = Variable("extra"), extrab = Variable("extra")
        let steps: [(Solver, [Variable], [Variable], Constraint, Variable) throws -> Void] = [
            { s, w, _, _, _ in try s.suggestValue(33, for: w[0]) },
            { s, _, _, last, _ in try s.remove(last) },
            { s, _, left, _, extra in try s.add(extra == left[2] + 1) },
            { s, w, _, _, _ in try s.suggestValue(12, for: w[1]) },
            { s, _, left, _, _ in try s.add(left[3] == left[2] + 9) },
        ]
        // Each variable of the listing solver, by the borrowing solver's twin.
        let twins = Dictionary(
            uniqueKeysWithValues: zip((wb + leftb + [extrab]).map(ObjectIdentifier.init), wl + leftl + [extral]))
        var afterRemoval: [Variable] = []
        for (k, step) in steps.enumerated() {
            try step(listing, wl, leftl, lastl, extral)
            try step(borrowing, wb, leftb, lastb, extrab)
            let expected = listing.updateVariables().map(ObjectIdentifier.init)
            let borrowed = borrowedUpdate(borrowing)
            let listed = borrowed.map { twins[ObjectIdentifier($0)].map(ObjectIdentifier.init) }
            XCTAssertEqual(listed, expected, "step \(k)")
            XCTAssertEqual(leftb.map(\.value), leftl.map(\.value), "step \(k)")
            if k == 1 { afterRemoval = borrowed }
        }
        // The first step: left2 = 0 + 33 + 8 = 41, left3 = 41 + 20 + 8 = 69, left4 = 74. The
        // removal leaves left4 in no constraint: it is handed back with the value of a variable
        // nothing determines, 0, and listed although nothing left in the solver moved.
        XCTAssertEqual(afterRemoval.map(ObjectIdentifier.init), [ObjectIdentifier(leftb[3])])
        // After the last step: left1 = 0, left2 = 0 + 33 + 8 = 41, left3 = 41 + 12 + 8 = 61,
        // left4 = 61 + 9 = 70; extra = left3 + 1 = 62.
        XCTAssertEqual(leftb.map(\.value), [0, 41, 61, 70])
        XCTAssertEqual(extrab.value, 62)
    }
}
