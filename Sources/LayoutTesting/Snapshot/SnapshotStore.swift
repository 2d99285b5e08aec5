import Foundation

/// Reads, writes and compares snapshot files: `__LayoutSnapshots__/<TestName>/<environment>.txt`
/// in the directory of the test file. The XCTest and Swift Testing helpers use it; call it
/// directly from another test framework.
///
/// Record mode (the `record` parameter, or `LAYOUT_RECORD=1` in the environment) writes every
/// snapshot and passes. Otherwise a missing file is written and reported as a failure (so a
/// new test cannot pass without a reference), and a different one fails with a unified diff;
/// the expected and actual layouts are then drawn as `<environment>.expected.svg` and
/// `<environment>.actual.svg` beside the file.
public struct SnapshotStore: Sendable {
    /// The folder of this test's snapshots.
    public let directory: String
    /// Whether every snapshot is rewritten instead of compared.
    public let isRecording: Bool

    /// The store for `testName` next to `filePath` (the test file's `#filePath`).
    public init(filePath: String, testName: String, record: Bool? = nil) {
        let folder = (filePath as NSString).deletingLastPathComponent
        directory = folder + "/__LayoutSnapshots__/" + SnapshotStore.cleanTestName(testName)
        isRecording = record ?? SnapshotStore.recordModeFromEnvironment
    }

    /// True when `LAYOUT_RECORD` is set to `1`, `true` or `yes`.
    public static var recordModeFromEnvironment: Bool {
        let value = ProcessInfo.processInfo.environment["LAYOUT_RECORD"]?.lowercased() ?? ""
        return ["1", "true", "yes"].contains(value)
    }

    /// The shard the `LAYOUT_SHARD` environment variable names ("i/n"), else the whole matrix.
    public static var shardFromEnvironment: Shard {
        ProcessInfo.processInfo.environment["LAYOUT_SHARD"].flatMap(Shard.init(parsing:)) ?? .all
    }

    /// "testForecast()" -> "testForecast".
    static func cleanTestName(_ name: String) -> String {
        var text = name
        if let paren = text.firstIndex(of: "(") { text = String(text[..<paren]) }
        return text.isEmpty ? "snapshot" : text
    }

    /// The path of one environment's snapshot.
    public func path(for fileName: String) -> String { directory + "/" + fileName + ".txt" }

    /// Compares (or records) one snapshot; returns a failure message, or nil when it passes.
    public func verify(_ actual: String, fileName: String, title: String) -> String? {
        let path = self.path(for: fileName)
        let expected = try? String(contentsOfFile: path, encoding: .utf8)
        if isRecording || expected == nil {
            if let error = write(actual, to: path) { return error }
            return isRecording ? nil : "No reference snapshot at \(path); recorded it now. Check it and run the test again."
        }
        guard let expected, expected != actual else { return nil }
        let diff = LineDiff.unified(expected: expected, actual: actual, expectedName: path, actualName: "actual layout (\(title))")
        let base = directory + "/" + fileName
        _ = write(SnapshotSVG.render(expected, title: "expected: " + title), to: base + ".expected.svg")
        _ = write(SnapshotSVG.render(actual, title: "actual: " + title), to: base + ".actual.svg")
        return "Layout snapshot differs (\(title)); pictures: \(base).expected.svg, \(base).actual.svg\n\(diff)"
    }

    private func write(_ text: String, to path: String) -> String? {
        do {
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent,
                withIntermediateDirectories: true)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            return nil
        } catch {
            return "Cannot write snapshot \(path): \(error)"
        }
    }
}
