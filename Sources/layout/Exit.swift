#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Exit statuses of the `layout` tool.
enum ExitCode: Int32 {
    /// Bad input: an unreadable or malformed scene or constraint file, an unsatisfiable
    /// system; also `render --strict` on a layout with issues.
    case badInput = 1
    /// Bad usage: unknown command or option, missing argument.
    case usage = 2
}

/// Prints `message` to standard error and ends the program with `code`.
func fail(_ message: String, _ code: ExitCode) -> Never {
    printError(message)
    exit(code.rawValue)
}

/// Prints a usage error (and a hint to `--help`) and exits with status 2.
func usageError(_ message: String, command: String) -> Never {
    fail("layout \(command): \(message)\nTry 'layout \(command) --help'.", .usage)
}

/// Writes a line to standard error.
func printError(_ message: String) {
    let line = message + "\n"
    _ = line.withCString { write(2, $0, strlen($0)) }
}
