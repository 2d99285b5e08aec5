import LayoutAnchors
@_exported import LayoutTesting
import Testing

/// Swift Testing: checks the screen `build` makes in every environment of `matrix` (the
/// `LAYOUT_SHARD` shard, if set) and records one issue per finding at the caller's location.
///
/// ```swift
/// @Test func settingsScreen() {
///     expectLayout(matrix: .allPhones) { environment in
///         let window = environment.makeWindow()
///         window.rootViewController = SettingsViewController()
///         return window
///     }
/// }
/// ```
@discardableResult
public func expectLayout(
    matrix: LayoutMatrix, options: CheckOptions = CheckOptions(),
    sourceLocation: SourceLocation = #_sourceLocation,
    _ build: @escaping @Sendable (LayoutEnvironment) -> Window
) -> LayoutReport {
    let report = LayoutCheck.run(matrix, options: options, shard: SnapshotStore.shardFromEnvironment, build)
    for finding in report.findings {
        Issue.record(Comment(rawValue: finding.detailedDescription), sourceLocation: sourceLocation)
    }
    return report
}

/// Swift Testing: compares the text snapshots of the screen `build` makes with
/// `__LayoutSnapshots__/<test name>/<environment>.txt` next to the calling file, recording an
/// issue with the unified diff for each difference (see `SnapshotStore` for record mode).
/// With `checks`, the same windows are also checked, one issue per finding.
public func expectLayoutSnapshot(
    matrix: LayoutMatrix, record: Bool? = nil, checks: CheckOptions? = nil,
    testName: String = #function, filePath: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ build: @escaping @Sendable (LayoutEnvironment) -> Window
) {
    let store = SnapshotStore(filePath: filePath, testName: testName, record: record)
    let results = LayoutCheck.snapshots(matrix, checks: checks, shard: SnapshotStore.shardFromEnvironment, build)
    for result in results {
        if let failure = store.verify(result.snapshot, fileName: result.environment.fileName, title: result.environment.name) {
            Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
        }
        for finding in result.findings {
            Issue.record(Comment(rawValue: finding.detailedDescription), sourceLocation: sourceLocation)
        }
    }
}
