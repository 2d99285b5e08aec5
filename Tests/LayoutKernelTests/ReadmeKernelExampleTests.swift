import LayoutKernel
import XCTest

/// The README's kernel example, verbatim, with the value it states.
final class ReadmeKernelExampleTests: XCTestCase {
    func testReadmeKernelExample() throws {
        let solver = Solver()
        let left = Variable("left"), width = Variable("width"), window = Variable("window")
        try solver.addEditVariable(window, strength: .strong)
        try solver.add(left == 16)
        try solver.add(left + width + 16 == window)
        try solver.add(width >= 100)
        try solver.suggestValue(390, for: window)
        solver.updateVariables()
        XCTAssertEqual(width.value, 358)
        try solver.suggestValue(50, for: window)
        solver.updateVariables()
        XCTAssertEqual(width.value, 100)
        XCTAssertEqual(window.value, 132)
    }
}
