import Foundation

/// Writes a message and a newline to standard error.
func printToStandardError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}
