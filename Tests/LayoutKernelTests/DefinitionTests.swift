import XCTest

@testable import LayoutKernel

/// Required equalities that define a fresh variable are kept out of the tableau; these tests
/// pin their behaviour through chains, in-place changes, removal and conflicts.
final class DefinitionTests: XCTestCase {
    /// x0 == 0, x_i == x_{i-1} + 1 for i < n, all definitions.
    private func chain(_ solver: Solver, _ n: Int) throws -> ([Variable], [Constraint]) {
        let x = (0..<n).map { Variable("x\($0)") }
        var links: [Constraint] = [x[0] == 0]
        for i in 1..<n { links.append(x[i] == x[i - 1] + 1) }
        for c in links { try solver.add(c) }
        return (x, links)
    }

    func testChainIsEvaluatedForwardAndStaysOutOfTheTableau() throws {
        let solver = Solver()
        let (x, _) = try chain(solver, 50)
        solver.updateVariables()
        XCTAssertEqual(x.map(\.value), (0..<50).map(Double.init))
        XCTAssertTrue(solver.core.tableau.liveRows.isEmpty, "a pure chain needs no simplex row")
    }

    func testSetConstantInTheMiddleShiftsEverythingDownstream() throws {
        let solver = Solver()
        let (x, links) = try chain(solver, 10)
        let cap: Constraint = x[9] <= 100
        try solver.add(cap)
        solver.updateVariables()
        try solver.setConstant(-6, for: links[4])  // x4 == x3 + 6
        let changed = Set(solver.updateVariables())
        XCTAssertEqual(changed, Set(x[4...]))
        XCTAssertEqual(x[3].value, 3)
        XCTAssertEqual(x[4].value, 9)
        XCTAssertEqual(x[9].value, 14)
    }

    func testSetConstantOnADefinitionThatBreaksATableauConstraint() throws {
        let solver = Solver()
        let (x, links) = try chain(solver, 6)
        let cap: Constraint = x[5] <= 20
        let unrelated: Constraint = Variable("u") >= 1
        try solver.add(cap)
        try solver.add(unrelated)
        solver.updateVariables()
        let before = solver.debugDescription
        XCTAssertThrowsError(try solver.setConstant(-30, for: links[2])) { error in
            guard case .unsatisfiableConstraint(let c, let conflict) = error as? SolverError else {
                return XCTFail("\(error)")
            }
            XCTAssertTrue(c === links[2])
            // x5 = x4 + 1 = x3 + 2 = x2 + 3, x2 = x1 + 30 = x0 + 31 = 31: with the cap, all of
            // them are needed; the unrelated constraint is not.
            XCTAssertEqual(conflict.count, 6)
            XCTAssertTrue(conflict.contains { $0 === cap })
            XCTAssertFalse(conflict.contains { $0 === unrelated })
            XCTAssertFalse(conflict.contains { $0 === links[2] })
        }
        XCTAssertEqual(links[2].expression.constant, -1)
        XCTAssertEqual(solver.debugDescription, before)
        XCTAssertEqual(solver.updateVariables(), [])
        XCTAssertEqual(x[5].value, 5)
    }

    func testRemovingADefinitionFreesItsVariable() throws {
        let solver = Solver()
        let (x, links) = try chain(solver, 5)
        try solver.remove(links[0])  // x0 free, weakly 0
        try solver.add((x[0] == 0) | .weak)
        let floor: Constraint = x[4] >= 10
        try solver.add(floor)
        let pull = (x[2] == 0) | Strength(100)
        try solver.add(pull)
        solver.updateVariables()
        XCTAssertEqual(x[0].value, 6)
        XCTAssertEqual(x[2].value, 8)
        try solver.remove(links[2])  // x2 is free now
        solver.updateVariables()
        XCTAssertEqual(x[0].value, 0)
        XCTAssertEqual(x[1].value, 1)
        XCTAssertEqual(x[2].value, 8, "x4 >= 10 still needs x2 >= 8")
        try solver.remove(floor)
        solver.updateVariables()
        XCTAssertEqual(x[2].value, 0)
        XCTAssertEqual(x[4].value, 2)
        try solver.add(links[2])  // x2 is referenced: into the tableau
        solver.updateVariables()
        XCTAssertEqual(x[2].value, 2)
        XCTAssertEqual(x[4].value, 4)
    }

    func testEditVariableOnADefinedVariable() throws {
        let solver = Solver()
        let (x, _) = try chain(solver, 4)
        let end = Variable("end")
        try solver.add(end >= x[3])
        try solver.addEditVariable(end, strength: .strong)
        try solver.suggestValue(1, for: end)
        solver.updateVariables()
        XCTAssertEqual(end.value, 3)
        try solver.suggestValue(7, for: end)
        solver.updateVariables()
        XCTAssertEqual(end.value, 7)
        XCTAssertThrowsError(try solver.addEditVariable(x[3], strength: .required))
        try solver.addEditVariable(x[3], strength: .weak)  // loses to the required chain
        try solver.suggestValue(50, for: x[3])
        solver.updateVariables()
        XCTAssertEqual(x[3].value, 3)
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

    /// A conflict at the end of a long chain names every link: all of them are needed.
    func testConflictAtTheEndOfALongChainNamesEveryLink() throws {
        let solver = Solver()
        var previous = Variable("top0")
        var chain: [Constraint] = [previous == 0]
        try solver.add(chain[0])
        for i in 1...300 {
            let height = Variable("h\(i)"), top = Variable("top\(i)")
            let h: Constraint = height == 44
            let link: Constraint = top == previous + height + 8
            try solver.add(h)
            try solver.add(link)
            chain += [h, link]
            previous = top
        }
        let unrelated: Constraint = Variable("other") == 1
        try solver.add(unrelated)
        let cap: Constraint = previous <= 100
        XCTAssertThrowsError(try solver.add(cap)) { error in
            guard case .unsatisfiableConstraint(let c, let conflict) = error as? SolverError else { return XCTFail("\(error)") }
            XCTAssertTrue(c === cap)
            XCTAssertEqual(conflict.count, chain.count)
            XCTAssertTrue(zip(conflict, chain).allSatisfy { $0 === $1 }, "in the order they were added")
        }
    }
}
