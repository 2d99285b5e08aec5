import Foundation
import XCTest

/// The one way the end-to-end tests run the `layout` executable. The test target depends on
/// the `layout` target, so the tool is always built next to the test bundle: a missing tool
/// fails the test instead of skipping it. Standard input comes from a file and both output
/// streams go to files (a pipe that nobody drains while the child fills the other one could
/// block both processes), and a run that does not finish is stopped.
extension XCTestCase {
    /// The most a run may take before it is stopped: a guard against hanging, not a speed
    /// check (a sanitizer build of the tool takes a few seconds at most).
    static var layoutToolHangLimitSeconds: Double { 300 }

    /// Runs `layout ARGUMENTS`, with `input` as its standard input and `directory` as its
    /// working directory, and returns its exit status and both streams' text.
    func run(_ arguments: [String], input: String? = nil, in directory: URL? = nil) throws -> (status: Int32, out: String, err: String) {
        let tool = Bundle.main.bundleURL.appendingPathComponent("layout")
        guard FileManager.default.isExecutableFile(atPath: tool.path) else {
            XCTFail("layout executable not built at \(tool.path)")
            throw CocoaError(.fileNoSuchFile)
        }
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("layout-tool-test-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let inURL = scratch.appendingPathComponent("in"), outURL = scratch.appendingPathComponent("out")
        let errURL = scratch.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: inURL.path, contents: Data((input ?? "").utf8))
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let stdin = try FileHandle(forReadingFrom: inURL)
        let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)
        defer { try? stdin.close(); try? out.close(); try? err.close() }
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        process.standardInput = input == nil ? FileHandle.nullDevice : stdin
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let deadline = Date().addingTimeInterval(Self.layoutToolHangLimitSeconds)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            XCTFail("layout \(arguments.joined(separator: " ")) did not finish; stopped it")
        }
        process.waitUntilExit()
        return (process.terminationStatus, try layoutToolText(of: outURL), try layoutToolText(of: errURL))
    }

    /// A file's text. (Not `Data(contentsOf:)`: in this toolchain it leaks its buffer for an
    /// empty file, which LeakSanitizer reports.)
    private func layoutToolText(of url: URL) throws -> String {
        let handle = try FileHandle(forReadingFrom: url)
        defer { try? handle.close() }
        return String(decoding: try handle.readToEnd() ?? Data(), as: UTF8.self)
    }
}
