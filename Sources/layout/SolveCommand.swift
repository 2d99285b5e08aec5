import LayoutScene

/// `layout solve FILE`: kernel-level constraints over named variables.
enum SolveCommand {
    static func run(_ arguments: [String]) {
        var path: String?
        for argument in arguments {
            switch argument {
            case "-h", "--help":
                print(Help.solve)
                return
            default:
                if argument.hasPrefix("-") && argument != "-" { usageError("unknown option '\(argument)'", command: "solve") }
                if path != nil { usageError("only one file, found extra '\(argument)'", command: "solve") }
                path = argument
            }
        }
        guard let path else { usageError("missing the constraint file", command: "solve") }
        let name = path == "-" ? "<stdin>" : path
        do {
            let program = try KernelProgram.parse(Files.read(path), file: name)
            print(try KernelSolution.solve(program, file: name).text)
        } catch {
            fail(error.description, .badInput)
        }
    }
}
