import LayoutKernel
import XCTest

/// A row of two widths as edit variables (20 each, strong) and four lefts as definitions:
/// left1 = 0, left2 = left1 + w1 + 8, left3 = left2 + w2 + 8, left4 = left3 + 5 (`last`),
/// solved and written: 0, 0 + 20 + 8 = 28, 28 + 20 + 8 = 56, 56 + 5 = 61.
func definitionRow(file: StaticString = #filePath, line: UInt = #line) throws -> (
    Solver, w: [Variable], left: [Variable], last: Constraint
) {
    let solver = Solver()
    let w = (1...2).map { Variable("w\($0)") }
    let left = (1...4).map { Variable("left\($0)") }
    for v in w {
        try solver.addEditVariable(v, strength: .strong)
        try solver.suggestValue(20, for: v)
    }
    try solver.add(left[0] == 0)
    try solver.add(left[1] == left[0] + w[0] + 8)
    try solver.add(left[2] == left[1] + w[1] + 8)
    let last: Constraint = left[3] == left[2] + 5
    try solver.add(last)
    solver.updateVariables()
    XCTAssertEqual(left.map(\.value), [0, 28, 56, 61], file: file, line: line)
    return (solver, w, left, last)
}
