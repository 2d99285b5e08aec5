import LayoutAnchors

/// Builds a screen once per environment of a matrix, lays it out and checks it: broken,
/// refused and ambiguous constraints, views clipped by their superview or off-screen,
/// truncated labels, scroll view content that cannot be reached, and optionally small tap
/// targets and overlapping siblings. Environments run in parallel on every core; each builds
/// its own hierarchy on its own thread.
///
/// ```swift
/// let report = LayoutCheck.run(.allPhones) { environment in
///     let window = environment.makeWindow()
///     window.rootViewController = SettingsViewController()
///     return window
/// }
/// print(report.summary)   // one line per environment, then the findings
/// ```
public enum LayoutCheck {
    /// Checks the screen `build` makes in every environment of `matrix` (in one shard of it
    /// with `shard`). `build` returns the window; `run` lays it out.
    public static func run(
        _ matrix: LayoutMatrix, options: CheckOptions = CheckOptions(), shard: Shard = .all,
        parallel: Bool = true,
        _ build: @escaping @Sendable (LayoutEnvironment) -> Window
    ) -> LayoutReport {
        let environments = matrix.shard(shard).environments
        let reports = ParallelMap.map(environments, parallel: parallel) { environment in
            check(build(environment), in: environment, options: options)
        }
        return LayoutReport(environments: reports)
    }

    /// Checks one laid-out window (laying it out first if needed).
    public static func check(
        _ window: Window, in environment: LayoutEnvironment,
        options: CheckOptions = CheckOptions()
    ) -> EnvironmentReport {
        window.layoutIfNeeded()
        var context = CheckContext(window: window, environment: environment, options: options)
        context.checkConstraints()
        context.checkGeometry()
        context.checkText()
        context.checkReachability()
        return EnvironmentReport(environment: environment, findings: context.findings)
    }

    /// Runs `body` on a window built for each environment, in parallel, and returns its
    /// results in matrix order (what the snapshot helpers use).
    public static func map<Result: Sendable>(
        _ matrix: LayoutMatrix, shard: Shard = .all, parallel: Bool = true,
        build: @escaping @Sendable (LayoutEnvironment) -> Window,
        _ body: @escaping @Sendable (LayoutEnvironment, Window) -> Result
    ) -> [Result] {
        ParallelMap.map(matrix.shard(shard).environments, parallel: parallel) { environment in
            let window = build(environment)
            window.layoutIfNeeded()
            return body(environment, window)
        }
    }

    /// The snapshot text of the window `build` makes in each environment and, with `checks`,
    /// its findings: one build per environment for both (the snapshot is taken first, so
    /// checks never touch it). In matrix order, in parallel.
    public static func snapshots(
        _ matrix: LayoutMatrix, checks: CheckOptions? = nil, shard: Shard = .all,
        parallel: Bool = true,
        _ build: @escaping @Sendable (LayoutEnvironment) -> Window
    ) -> [SnapshotResult] {
        map(matrix, shard: shard, parallel: parallel, build: build) { environment, window in
            let text = LayoutSnapshot.text(of: window)
            let findings = checks.map { check(window, in: environment, options: $0).findings } ?? []
            return SnapshotResult(environment: environment, snapshot: text, findings: findings)
        }
    }
}

/// One environment's snapshot text and, when checks ran, its findings.
public struct SnapshotResult: Sendable {
    /// The environment.
    public var environment: LayoutEnvironment
    /// `LayoutSnapshot.text(of:)` of its window.
    public var snapshot: String
    /// The findings (empty when no checks ran).
    public var findings: [Finding]
}
