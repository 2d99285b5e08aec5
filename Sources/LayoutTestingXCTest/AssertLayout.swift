import LayoutAnchors
@_exported import LayoutTesting
import XCTest

/// Checks the screen `build` makes in every environment of `matrix` (the shard named by
/// `LAYOUT_SHARD`, if set) and fails the test once per finding, at the caller's line.
///
/// ```swift
/// func testSettingsScreen() {
///     assertLayout(matrix: .allPhones) { environment in
///         let window = environment.makeWindow()
///         window.rootViewController = SettingsViewController()
///         return window
///     }
/// }
/// ```
@discardableResult
public func assertLayout(
    matrix: LayoutMatrix, options: CheckOptions = CheckOptions(),
    file: StaticString = #filePath, line: UInt = #line,
    _ build: @escaping @Sendable (LayoutEnvironment) -> Window
) -> LayoutReport {
    let report = LayoutCheck.run(matrix, options: options, shard: SnapshotStore.shardFromEnvironment, build)
    for finding in report.findings {
        XCTFail(finding.detailedDescription, file: file, line: line)
    }
    return report
}

/// Compares the text snapshot of the screen `build` makes in every environment of `matrix`
/// (the `LAYOUT_SHARD` shard, if set) with `__LayoutSnapshots__/<test name>/<environment>.txt`
/// next to the calling file. Fails with a unified diff at the caller's line, and writes SVGs
/// of the expected and actual layouts beside the snapshot. `record: true` (or
/// `LAYOUT_RECORD=1`) rewrites the snapshots instead. With `checks`, the same windows are
/// also checked (one build per environment for both), failing once per finding.
public func assertLayoutSnapshot(
    matrix: LayoutMatrix, record: Bool? = nil, checks: CheckOptions? = nil,
    testName: String = #function, file: StaticString = #filePath, line: UInt = #line,
    _ build: @escaping @Sendable (LayoutEnvironment) -> Window
) {
    let store = SnapshotStore(filePath: "\(file)", testName: testName, record: record)
    let results = LayoutCheck.snapshots(matrix, checks: checks, shard: SnapshotStore.shardFromEnvironment, build)
    for result in results {
        if let failure = store.verify(result.snapshot, fileName: result.environment.fileName, title: result.environment.name) {
            XCTFail(failure, file: file, line: line)
        }
        for finding in result.findings {
            XCTFail(finding.detailedDescription, file: file, line: line)
        }
    }
}
