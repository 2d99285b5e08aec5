import XCTest

@testable import LayoutScene

final class KernelProgramTests: XCTestCase {
    func testSolvesNamedVariablesWithStrengths() throws {
        let program = try KernelProgram.parse(
            """
            # a row
            left == 16
            left + width + 8 == button.left
            button.left + 88 == 374
            width >= 100 !strong
            width <= 50 !weak
            """)
        XCTAssertEqual(program.lines.count, 5)
        XCTAssertEqual(program.lines[1].location, SourceLocation(line: 3, column: 1))
        let solution = try KernelSolution.solve(program)
        XCTAssertEqual(solution.values.map(\.name), ["left", "width", "button.left"])
        XCTAssertEqual(solution.values.map(\.value), [16, 262, 286])
        XCTAssertEqual(solution.text, "left        = 16\nwidth       = 262\nbutton.left = 286")
    }

    func testSyntaxErrorsNameLineAndColumn() {
        let error = sceneError { _ = try KernelProgram.parse("a == 1\n  a + * b == 2", file: "k.txt") }
        XCTAssertEqual(error?.description, "k.txt:2:7: error: expected a number or a name, found '*' in \"a + * b == 2\"")
        let strength = sceneError { _ = try KernelProgram.parse("a == 1 !sturdy") }
        XCTAssertEqual(
            strength?.message, "unknown strength 'sturdy' (expected required, strong, medium, weak or a number) in \"a == 1 !sturdy\"")
        XCTAssertEqual(
            sceneError { _ = try KernelProgram.parse("a * b == 1") }?.message, "a product of two names is not linear in \"a * b == 1\"")
    }

    func testUnsatisfiableLineNamesTheConflict() throws {
        let program = try KernelProgram.parse("width >= 120\nwidth <= 100")
        let error = sceneError { _ = try KernelSolution.solve(program, file: "k.txt") }
        XCTAssertEqual(
            error?.description, "k.txt:2:1: error: \"width <= 100\" cannot be satisfied: it conflicts with line 1 \"width >= 120\"")
    }
}
