import XCTest

// @testable: counts the tableau's rows (the claim is that these equalities make none).
@testable import LayoutKernel

/// A required equality with no fresh term defines a variable that only definitions use,
/// rather than becoming a tableau row (SolverCore+DefinitionInputs.swift).
final class DefinitionOfUsedVariableTests: XCTestCase {
    private func rowCount(_ solver: Solver) -> Int { solver.core.tableau.liveRows.count }

    func testAnEqualityDefinesAVariableThatOnlyADefinitionUses() throws {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        let offset: Constraint = b == a + 10  // b := a + 10: a is then used by that definition alone
        let pin: Constraint = c == 20
        let link: Constraint = a == c + 5  // no fresh term: defines a
        for k in [offset, pin, link] { try solver.add(k) }
        solver.updateVariables()
        // c = 20, a = 20 + 5 = 25, b = 25 + 10 = 35.
        XCTAssertEqual([a.value, b.value, c.value], [25, 35, 20])
        XCTAssertEqual(rowCount(solver), 0)
        // b's own definition, then a's, then c's.
        XCTAssertEqual(ids(solver.bindingConstraints(for: b)), ids([offset, link, pin]))

        // `a - c - 5 == 0` with the constant -7: a = 27, b = 37.
        try solver.setConstant(-7, for: link)
        solver.updateVariables()
        XCTAssertEqual([a.value, b.value], [27, 37])

        // b = a + 10 = c + 7 + 10 = 37 cannot be 40: refused, and nothing changes.
        let before = solver.debugDescription
        XCTAssertThrowsError(try solver.add(b == 40))
        XCTAssertEqual(solver.debugDescription, before)

        // Removed and added again: the same values, still no row.
        try solver.remove(link)
        try solver.add(link)
        solver.updateVariables()
        XCTAssertEqual([a.value, b.value], [27, 37])
        XCTAssertEqual(rowCount(solver), 0)
    }

    /// A scroll view's content: the stack's height was defined from the guide's
    /// (`content`), and the stack's end connection comes later. The connection re-solves
    /// `content` for the guide's height and defines the stack's.
    func testAnEqualityResolvesADefinitionForItsOtherVariable() throws {
        let solver = Solver()
        let stackHeight = Variable("stackHeight"), guideHeight = Variable("guideHeight"), last = Variable("last")
        let content: Constraint = stackHeight == guideHeight  // stackHeight := guideHeight
        let place: Constraint = last == 30
        let end: Constraint = stackHeight == last + 8
        for k in [content, place, end] { try solver.add(k) }
        solver.updateVariables()
        // last = 30, the stack 30 + 8 = 38, the guide as high as the stack.
        XCTAssertEqual([last.value, stackHeight.value, guideHeight.value], [30, 38, 38])
        XCTAssertEqual(rowCount(solver), 0)
        // The guide's own definition (`content`), then the stack's (`end`), then last's.
        XCTAssertEqual(ids(solver.bindingConstraints(for: guideHeight)), ids([content, end, place]))

        // A weak wish on the guide is a tableau constraint expanded through both definitions;
        // the required chain keeps it at 38.
        let wish: Constraint = (guideHeight >= 100) | .weak
        try solver.add(wish)
        solver.updateVariables()
        XCTAssertEqual(guideHeight.value, 38)

        // Without `end`, nothing but the wish holds the stack: the guide reaches 100 or more,
        // and stays as high as the stack.
        try solver.remove(end)
        solver.updateVariables()
        XCTAssertGreaterThanOrEqual(guideHeight.value, 100)
        XCTAssertEqual(guideHeight.value, stackHeight.value)

        // Back: 38 again.
        try solver.add(end)
        solver.updateVariables()
        XCTAssertEqual([stackHeight.value, guideHeight.value], [38, 38])
    }

    /// An equality whose only candidate lies below the variable it would define would make a
    /// cycle: it goes into the tableau instead.
    func testACycleIsNotMade() throws {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b")
        let derived: Constraint = b == a + 4  // b := a + 4
        try solver.add(derived)
        // `a == b - 4` holds already (it is `derived` again): defining a from b would be a
        // cycle, so it is a tableau row, and redundant.
        let again: Constraint = a == b - 4
        try solver.add(again)
        let pin: Constraint = a == 1
        try solver.add(pin)
        solver.updateVariables()
        // a = 1, b = 1 + 4 = 5.
        XCTAssertEqual([a.value, b.value], [1, 5])
        try solver.remove(derived)
        solver.updateVariables()
        // `again` alone ties b to a: b = 1 + 4 = 5.
        XCTAssertEqual([a.value, b.value], [1, 5])
    }

    private func ids(_ constraints: [Constraint]) -> [ObjectIdentifier] { constraints.map(ObjectIdentifier.init) }
}
