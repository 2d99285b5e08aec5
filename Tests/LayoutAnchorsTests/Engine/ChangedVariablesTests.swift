// The engine keeps the variables the solver changed as entries of its view table (slot and
// place) until frames are written. An entry must keep naming the view it was noted for: when
// a view leaves the table, its slot can go to the next view registered, so the entries still
// listed are turned back into variables first.

import LayoutKernel
import XCTest

@testable import LayoutAnchors

final class ChangedVariablesTests: XCTestCase {
    /// Views a and b registered (slots 0 and 1), both moved by a solve and noted.
    private func notedMoves() throws -> (ViewState, View, View) {
        var state = ViewState()
        let a = View(), b = View()
        state.itemsByVariable.insert(a)
        state.itemsByVariable.insert(b)
        let solver = Solver()
        try solver.add(a.layoutVariables.minY == 10)
        try solver.add(b.layoutVariables.minY == 20)
        state.noteChanges(of: solver, registeredIn: state.itemsByVariable, deferral: nil)
        return (state, a, b)
    }

    private func listedViews(_ state: ViewState) -> [ObjectIdentifier] {
        var views: [ObjectIdentifier] = []
        state.changedVariables.forEachView(in: state.itemsByVariable) { views.append(ObjectIdentifier($0.view)) }
        return views
    }

    func testBothMovesAreListedWithTheirValues() throws {
        let (state, a, b) = try notedMoves()
        XCTAssertEqual(a.layoutVariables.minY.value, 10)
        XCTAssertEqual(b.layoutVariables.minY.value, 20)
        XCTAssertEqual(Set(listedViews(state)), Set([ObjectIdentifier(a), ObjectIdentifier(b)]))
    }

    func testMovedRowsAreCountedOncePerView() throws {
        let (state, _, _) = try notedMoves()
        // Each of the two views lists its minY alone: two views, where a quarter of the two
        // variables would reserve for none.
        XCTAssertEqual(state.changedVariables.count, 2)
        XCTAssertEqual(state.changedVariables.viewCountEstimate, 2)
    }

    func testNewViewsAreCountedOncePerView() throws {
        var state = ViewState()
        let views = [View(), View(), View()]
        let solver = Solver()
        for (k, view) in views.enumerated() {
            state.itemsByVariable.insert(view)
            let vars = view.layoutVariables
            for (variable, value) in zip([vars.minX, vars.minY, vars.width, vars.height], [1.0, 2, 3, 4]) {
                try solver.add(variable == value + Double(10 * k))
            }
        }
        state.noteChanges(of: solver, registeredIn: state.itemsByVariable, deferral: nil)
        // Three views, four variables each, all moved from 0: twelve listed, three views.
        XCTAssertEqual(state.changedVariables.count, 12)
        XCTAssertEqual(state.changedVariables.viewCountEstimate, 3)
    }

    func testAViewThatTakesAFreedSlotIsNotListedForTheViewThatLeft() throws {
        var (state, a, b) = try notedMoves()
        state.unregister(a.layoutVariables)
        // c takes a's freed slot (the last freed is reused first).
        let c = View()
        state.itemsByVariable.insert(c)
        XCTAssertEqual(c.layoutVariables.minY.tag, a.layoutVariables.minY.tag, "c reuses a's slot")
        // a left the table, so its move names no view; c did not move: only b is listed.
        XCTAssertEqual(listedViews(state), [ObjectIdentifier(b)])
    }

    private func listedWidths(_ state: ViewState) -> [ObjectIdentifier] {
        var views: [ObjectIdentifier] = []
        state.changedVariables.forEachView(in: state.itemsByVariable, widthsOnly: true) { views.append(ObjectIdentifier($0.view)) }
        return views
    }

    func testWidthsAreListedApartFromPositions() throws {
        var (state, a, b) = try notedMoves()
        // The first solve moved a and b: positions only.
        XCTAssertEqual(listedWidths(state), [])
        // The second widens b and moves a again, in one run.
        let solver = Solver()
        try solver.add(a.layoutVariables.minY == 30)
        try solver.add(b.layoutVariables.width == 40)
        state.noteChanges(of: solver, registeredIn: state.itemsByVariable, deferral: nil)
        XCTAssertEqual(listedWidths(state), [ObjectIdentifier(b)])
    }

    func testAVariableOfAViewInAnotherTableIsNotListed() throws {
        var state = ViewState()
        let a = View()
        state.itemsByVariable.insert(a)
        var other = VariableTable()
        let b = View()
        other.insert(b)
        // b holds slot 0 of the other table: its tags are a's, so only the table's record of
        // the variables it registered tells them apart.
        XCTAssertEqual(b.layoutVariables.minY.tag, a.layoutVariables.minY.tag)
        let solver = Solver()
        try solver.add(b.layoutVariables.minY == 5)
        state.noteChanges(of: solver, registeredIn: state.itemsByVariable, deferral: nil)
        XCTAssertEqual(listedViews(state), [])
        XCTAssertNil(state.itemsByVariable.lookup(b.layoutVariables.minY))
        XCTAssertNotNil(other.lookup(b.layoutVariables.minY))
    }

    func testAViewThatLeavesIsNotListed() throws {
        var (state, a, b) = try notedMoves()
        state.unregister(a.layoutVariables)
        XCTAssertEqual(listedViews(state), [ObjectIdentifier(b)])
        state.unregisterAll()
        XCTAssertEqual(listedViews(state), [])
    }
}
