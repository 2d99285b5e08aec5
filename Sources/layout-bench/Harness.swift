import Foundation

#if canImport(Glibc)
    import Glibc
#endif

// How every workload is timed and reported, so that a figure can be trusted:
// - `measure` runs the workload's body several times; the body does the whole timed work and
//   returns the checksum it computed from the values the solve produced.
// - Every run's checksum is compared with the one the rules give; a wrong one is reported on
//   standard error and makes `layout-bench` exit with status 1.
// - The reported time is the median of the runs, with the fastest and slowest beside it.
// - The peak resident set of each workload is measured by resetting the kernel's high-water
//   mark (`/proc/self/clear_refs`, Linux) before it runs and reading `getrusage` after it.

/// One workload's figures.
struct WorkloadResult {
    let name: String
    /// Seconds per operation of each run.
    let times: [Double]
    let checksum: Double
    let expected: Double
    let passed: Bool
    /// Peak resident set while the workload ran, in bytes (nil where the OS cannot say).
    let peakBytes: Int?
    /// Anything else the reader needs (printed after the figures).
    var note: String = ""
}

/// Command-line options and the results gathered so far. Isolated to the main actor, as the
/// harness functions and the workload families are: the benchmark runs its workloads from
/// main.swift's top-level code, on the main thread (`parallel_scroll_rows` starts its threads
/// inside one call, and they touch none of this).
@MainActor enum Bench {
    static var results: [WorkloadResult] = []
    static var json = false
    static var selection: [String] = []
    /// Objects a timed run made and hands over with `keepUntilTimed`, released after its timer
    /// stops, so that tearing down a solver or a window is not part of the build time
    /// (BENCH.md: build timing excludes destruction).
    static var graveyard: [AnyObject] = []
}

/// Keeps `object` alive until the current run's timer has stopped, and returns it.
@discardableResult
@MainActor func keepUntilTimed<T: AnyObject>(_ object: T) -> T {
    Bench.graveyard.append(object)
    return object
}

/// The command-line names and patterns (empty: the default set).
@MainActor func selectedNames() -> [String] { Bench.selection }

/// Runs `body` `runs` times after `warmups` untimed runs, each timed as a whole and divided by
/// `operations`; checks every checksum against `expected` (within a relative `tolerance`)
/// and reports the result.
@MainActor func measure(
    _ name: String, runs: Int, warmups: Int = 0, operations: Int = 1, expected: Double,
    tolerance: Double = 0, _ body: () -> Double
) {
    resetPeakMemory()
    for _ in 0..<warmups { _ = body() }
    clearGraveyard()
    var times: [Double] = []
    var checksum = expected
    var passed = true
    for _ in 0..<max(1, runs) {
        var sum = 0.0
        times.append(seconds { sum = body() } / Double(operations))
        clearGraveyard()
        if !(abs(sum - expected) <= tolerance * max(1, abs(expected))) {
            passed = false
            checksum = sum
        } else if passed {
            checksum = sum
        }
    }
    report(
        WorkloadResult(
            name: name, times: times, checksum: checksum, expected: expected,
            passed: passed, peakBytes: peakMemory()))
}

/// The runs of a workload measured at several sizes for a growth (n, then 10n): the same
/// number at every size, so that both figures of a ratio are medians of alike runs (a
/// process's first run pays page faults and cold caches the later ones do not; one run at 10n
/// against a median at n overstated growth by about a quarter).
func growthRuns(_ n: Int) -> Int { n <= 100 ? 5 : 3 }

/// Releases what the last run kept (`keepUntilTimed`).
@MainActor private func clearGraveyard() { Bench.graveyard.removeAll() }

/// Records and prints one result.
@MainActor func report(_ result: WorkloadResult) {
    Bench.results.append(result)
    if !result.passed {
        printError("\(result.name): checksum \(format(result.checksum)), expected \(format(result.expected))")
    }
    guard !Bench.json else { return }
    // `<name> <median seconds> <checksum>` as the kiwi script prints, then a comment.
    let range = String(format: "%.3g-%.3g s", result.times.min() ?? 0, result.times.max() ?? 0)
    let memory = result.peakBytes.map { String(format: ", peak %.1f MB", Double($0) / 1e6) } ?? ""
    printLine(
        String(format: "%@ %.9g %.17g", result.name, median(result.times), result.checksum)
            + "  # \(result.times.count) runs, \(range)\(memory)\(result.note.isEmpty ? "" : "; " + result.note)"
            + (result.passed ? "" : ", WRONG CHECKSUM"))
}

/// The JSON form of every result (`--json`).
@MainActor func printJSON() {
    let items = Bench.results.map { r -> String in
        var fields = [
            "\"name\": \"\(r.name)\"",
            "\"median_seconds\": \(String(format: "%.9g", median(r.times)))",
            "\"min_seconds\": \(String(format: "%.9g", r.times.min() ?? 0))",
            "\"max_seconds\": \(String(format: "%.9g", r.times.max() ?? 0))",
            "\"runs\": \(r.times.count)",
            "\"checksum\": \(format(r.checksum))",
            "\"expected\": \(format(r.expected))",
            "\"ok\": \(r.passed)",
        ]
        if let bytes = r.peakBytes { fields.append("\"peak_rss_bytes\": \(bytes)") }
        if !r.note.isEmpty { fields.append("\"note\": \"\(r.note)\"") }
        return "  {" + fields.joined(separator: ", ") + "}"
    }
    printLine("[\n" + items.joined(separator: ",\n") + "\n]")
}

/// A number as JSON and error messages show it (NaN as null).
func format(_ value: Double) -> String {
    value.isFinite ? String(format: "%.17g", value) : "null"
}

/// A line on standard output, written at once (not held in a buffer while a long workload runs).
func printLine(_ line: String) {
    FileHandle.standardOutput.write((line + "\n").data(using: .utf8)!)
}

func printError(_ message: String) {
    FileHandle.standardError.write((message + "\n").data(using: .utf8)!)
}

/// Resets the process's peak-RSS high-water mark (Linux 4.0+: writing 5 to clear_refs).
func resetPeakMemory() {
    #if os(Linux)
        if let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") {
            handle.write("5".data(using: .utf8)!)
            try? handle.close()
        }
    #endif
}

/// The peak resident set since the last reset, in bytes.
func peakMemory() -> Int? {
    #if canImport(Glibc)
        var usage = rusage()
        guard getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage) == 0 else { return nil }
        return Int(usage.ru_maxrss) * 1024
    #else
        return nil
    #endif
}

/// Seconds taken by `body`.
func seconds(_ body: () -> Void) -> Double {
    let start = ContinuousClock.now
    body()
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
}

func median(_ values: [Double]) -> Double {
    guard !values.isEmpty else { return 0 }
    let sorted = values.sorted()
    let n = sorted.count
    return n % 2 == 1 ? sorted[n / 2] : 0.5 * (sorted[n / 2 - 1] + sorted[n / 2])
}

/// Whether the workload `name` runs: everything by default but the opt-in ones; else the
/// names or `prefix*` patterns given.
@MainActor func wanted(_ name: String, optIn: Bool = false) -> Bool {
    let selection = selectedNames()
    if selection.isEmpty { return !optIn }
    return selection.contains { $0 == name || ($0.hasSuffix("*") && name.hasPrefix($0.dropLast())) }
}
