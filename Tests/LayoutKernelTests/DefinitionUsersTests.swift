import XCTest

@testable import LayoutKernel

/// The definitions' table of tableau users per symbol is grown only when a symbol gets its
/// first user (most symbols never get one). These tests reach users of symbols far past the
/// table's length, remove and shift definitions that such users go through, and unregister
/// symbols made by a failed add; every value is checked against the rules' arithmetic.
final class DefinitionUsersTests: XCTestCase {
    /// a[0] == 0 and a[i] == a[i-1] + 1 (definitions), then `z >= a[299] + 5` (a tableau
    /// user of the last link, symbol ~300) and a weak `z == 0`: z = a[299] + 5 = 304.
    /// a[0]'s constant to 10 (a shift through the definitions into the user's row): a[299] =
    /// 309, z = 314. Link 150 removed (the user is expanded again) and a[150] == 1000 added:
    /// a[i] = 1000 + (i - 150) for i >= 150, so a[299] = 1149 and z = 1154; a[149] = 159.
    func testUserOfALateSymbolThroughShiftAndRemoval() throws {
        let solver = Solver()
        let a = (0..<300).map { Variable("a\($0)") }
        let z = Variable("z")
        let origin: Constraint = a[0] == 0
        try solver.add(origin)
        var links: [Constraint] = [origin]
        for i in 1..<300 {
            let link: Constraint = a[i] == a[i - 1] + 1
            try solver.add(link)
            links.append(link)
        }
        try solver.add(z >= a[299] + 5)
        try solver.add((z == 0) | .weak)
        solver.updateVariables()
        XCTAssertEqual(a[299].value, 299)
        XCTAssertEqual(z.value, 304)

        try solver.setConstant(-10, for: origin)
        solver.updateVariables()
        XCTAssertEqual(a[299].value, 309)
        XCTAssertEqual(z.value, 314)

        try solver.remove(links[150])
        try solver.add(a[150] == 1000)
        solver.updateVariables()
        XCTAssertEqual(a[149].value, 159)
        XCTAssertEqual(a[150].value, 1000)
        XCTAssertEqual(a[299].value, 1149)
        XCTAssertEqual(z.value, 1154)
    }

    /// An add that registers a new variable and then fails (x == 0 is required, `x + q - q
    /// >= 1` cannot hold; q's coefficients cancel, but q was registered) hands q back and
    /// cuts the per-symbol tables back. A later tableau user of a new variable still works:
    /// w >= x + 3 with a weak w == 0 gives w = 3, and q (in no constraint) stays 0.
    func testFailedAddWithANewVariableThenALateUser() throws {
        let solver = Solver()
        let x = Variable("x"), q = Variable("q"), w = Variable("w")
        try solver.add(x == 0)
        let impossible = Constraint(LinearExpression([Term(x), Term(q), Term(q, -1)], constant: -1), .greaterThanOrEqual)
        XCTAssertThrowsError(try solver.add(impossible))
        XCTAssertFalse(solver.contains(impossible))
        try solver.add(w >= x + 3)
        try solver.add((w == 0) | .weak)
        solver.updateVariables()
        XCTAssertEqual(x.value, 0)
        XCTAssertEqual(w.value, 3)
        XCTAssertEqual(q.value, 0)
        // q was handed back: another solver can take it.
        let other = Solver()
        try other.add(q == 7)
        other.updateVariables()
        XCTAssertEqual(q.value, 7)
    }
}
