import LayoutKernel

/// The result of solving a `KernelProgram`: every variable's value, in order of first
/// appearance, as `layout solve` prints them.
public struct KernelSolution {
    /// `(name, value)` pairs.
    public var values: [(name: String, value: Double)]

    /// Adds every constraint to a fresh solver and reads the values. A required constraint that
    /// conflicts with earlier ones throws a `SceneError` at its line naming the lines it
    /// conflicts with; an invalid number throws at its line as well.
    public static func solve(_ program: KernelProgram, file: String = "") throws(SceneError) -> KernelSolution {
        let solver = Solver()
        for line in program.lines {
            do {
                try solver.add(line.constraint)
            } catch {
                throw SceneError(file: file, location: line.location, message: message(for: error, line: line, program: program))
            }
        }
        solver.updateVariables()
        return KernelSolution(values: program.variables.map { ($0.name, $0.value) })
    }

    private static func message(for error: SolverError, line: KernelProgram.Line, program: KernelProgram) -> String {
        switch error {
        case .unsatisfiableConstraint(_, let conflicting):
            let others = conflicting.compactMap { c in program.lines.first { $0.constraint === c } }
                .map { "line \($0.location.line) \"\($0.text)\"" }
            let list = others.isEmpty ? "" : ": it conflicts with " + others.joined(separator: ", ")
            return "\"\(line.text)\" cannot be satisfied\(list)"
        case .duplicateConstraint:
            return "\"\(line.text)\" is a duplicate constraint"
        case .nonFiniteValue:
            return "\"\(line.text)\" has a coefficient or constant that is not finite"
        default:
            return "\"\(line.text)\" was refused: \(error)"
        }
    }

    /// One `name = value` line per variable, names padded to align.
    public var text: String {
        let width = values.map { $0.name.count }.max() ?? 0
        return values.map { name, value in
            name + String(repeating: " ", count: width - name.count) + " = " + NumberFormatting.format(value)
        }.joined(separator: "\n")
    }
}
