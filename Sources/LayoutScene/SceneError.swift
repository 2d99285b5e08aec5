/// A position in a scene or constraint file: 1-based line and column.
public struct SourceLocation: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, counted in characters.
    public var column: Int

    /// Creates a location.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The location moved `count` characters to the right on the same line.
    public func advanced(by count: Int) -> SourceLocation {
        SourceLocation(line: line, column: column + count)
    }

    /// `line:column`.
    public var description: String { "\(line):\(column)" }
}

/// Bad input in a scene or constraint file, with the place it was found and what was expected.
///
/// Its `description` reads like a compiler diagnostic:
/// `Examples/forecast.json:12:25: error: unknown view 'contnt' in "contnt.top == ..."`.
public struct SceneError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file's name as given by the caller (may be empty for in-memory text).
    public var file: String
    /// Where the problem is.
    public var location: SourceLocation
    /// What is wrong and, where it helps, what was expected.
    public var message: String

    /// Creates an error.
    public init(file: String = "", location: SourceLocation, message: String) {
        self.file = file
        self.location = location
        self.message = message
    }

    /// `file:line:column: error: message`.
    public var description: String {
        let prefix = file.isEmpty ? "" : "\(file):"
        return "\(prefix)\(location): error: \(message)"
    }

    /// The same error attributed to `file`.
    func inFile(_ file: String) -> SceneError {
        var copy = self
        copy.file = file
        return copy
    }
}
