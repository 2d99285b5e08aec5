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

    /// A new head for a chain whose head lost its definition (a view inserted before a
    /// stack's first one): the old head is defined from the new one, before the chain in
    /// evaluation order, and the new head's definition (made earlier than that) goes first.
    func testANewHeadGoesBeforeTheChain() throws {
        let solver = Solver()
        let x0 = Variable("x0"), x1 = Variable("x1"), x2 = Variable("x2"), head = Variable("head")
        let pin: Constraint = x0 == 0
        let first: Constraint = x1 == x0 + 5
        let second: Constraint = x2 == x1 + 5
        for k in [pin, first, second] { try solver.add(k) }
        try solver.remove(pin)  // x0 is now used by x1's definition alone
        let start: Constraint = head == 0  // fresh: head := 0
        let link: Constraint = x0 == head + 3  // no fresh term: defines x0
        try solver.add(start)
        try solver.add(link)
        solver.updateVariables()
        // head = 0, x0 = 0 + 3 = 3, x1 = 3 + 5 = 8, x2 = 8 + 5 = 13.
        XCTAssertEqual([head.value, x0.value, x1.value, x2.value], [0, 3, 8, 13])
        XCTAssertEqual(rowCount(solver), 0)
        XCTAssertEqual(ids(solver.bindingConstraints(for: x2)), ids([second, first, link, start]))

        // `head == 10`: every value below moves by 10: 10, 13, 18, 23.
        try solver.setConstant(-10, for: start)
        solver.updateVariables()
        XCTAssertEqual([head.value, x0.value, x1.value, x2.value], [10, 13, 18, 23])
    }

    /// A batch of new heads defined front to back after the chain (views inserted before a
    /// stack's first one, their gaps handed over front to back): the link that joins the
    /// batch to the old head moves the whole batch before the chain in evaluation order, and
    /// no row is made. The chain is longer than the kernel walks below a new definition
    /// (`definitionInputWalkLimit`, 64), so the batch must move, not the chain.
    func testABatchOfNewHeadsGoesBeforeTheChain() throws {
        let solver = Solver()
        let x = (0..<70).map { Variable("x\($0)") }
        let pin: Constraint = x[0] == 0
        try solver.add(pin)
        for i in 1..<70 { try solver.add(x[i] == x[i - 1] + 5) }
        try solver.remove(pin)  // x0 is now used by x1's definition alone
        // The batch: w0 first (fresh: w0 := 0), then w1 := w0 + 2, w2 := w1 + 2, all made
        // after the chain; then x0 == w2 + 3 joins them to it.
        let w = (0..<3).map { Variable("w\($0)") }
        let start: Constraint = w[0] == 0
        try solver.add(start)
        for i in 1..<3 { try solver.add(w[i] == w[i - 1] + 2) }
        let link: Constraint = x[0] == w[2] + 3
        try solver.add(link)
        solver.updateVariables()
        // w = 0, 2, 4; x0 = 4 + 3 = 7, then x[i] = 7 + 5i.
        XCTAssertEqual(w.map(\.value), [0, 2, 4])
        XCTAssertEqual(x.map(\.value), (0..<70).map { 7 + 5 * Double($0) })
        XCTAssertEqual(rowCount(solver), 0)

        // `w0 == 10` moves everything by 10.
        try solver.setConstant(-10, for: start)
        solver.updateVariables()
        XCTAssertEqual(w.map(\.value), [10, 12, 14])
        XCTAssertEqual(x.map(\.value), (0..<70).map { 17 + 5 * Double($0) })

        // A second batch before the first: its link frees w0 and defines it the same way.
        try solver.remove(start)
        let v = (0..<2).map { Variable("v\($0)") }
        let newStart: Constraint = v[0] == 1
        try solver.add(newStart)
        try solver.add(v[1] == v[0] + 1)
        try solver.add(w[0] == v[1] + 1)
        solver.updateVariables()
        // v = 1, 2; w0 = 3, w = 3, 5, 7; x0 = 10, then x[i] = 10 + 5i.
        XCTAssertEqual(v.map(\.value), [1, 2])
        XCTAssertEqual(w.map(\.value), [3, 5, 7])
        XCTAssertEqual(x.map(\.value), (0..<70).map { 10 + 5 * Double($0) })
        XCTAssertEqual(rowCount(solver), 0)
    }

    /// A new definition whose terms' definitions, above the subject's dependents, refer to
    /// the subject: moving them before it would make a cycle, so none moves, and the
    /// equality goes into the tableau.
    func testABatchThatUsesTheSubjectIsNotMovedBeforeIt() throws {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c"), d = Variable("d")
        let pin: Constraint = a == 0
        try solver.add(pin)
        try solver.add(b == a + 1)  // b := a + 1
        try solver.remove(pin)  // a is used by b's definition alone
        try solver.add(c == b + 1)  // c := b + 1, made after b's (above it)
        try solver.add(d == c + 1)  // d := c + 1
        // `a == d - 3` holds already (d = a + 3) and could define a, but d depends on a
        // through c and b: defining a from d would be a cycle.
        try solver.add(a == d - 3)
        try solver.add(a == 2)
        solver.updateVariables()
        // a = 2, b = 3, c = 4, d = 5.
        XCTAssertEqual([a.value, b.value, c.value, d.value], [2, 3, 4, 5])
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
