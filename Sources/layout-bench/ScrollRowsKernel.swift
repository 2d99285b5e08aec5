import Dispatch
import Foundation
import LayoutAnchors
import LayoutKernel

/// `scroll_rows_N_kernel`: the system of `scroll_rows_N` written directly for `Solver`, the
/// floor the anchors layer is measured against. Four variables (left, top, width, height) per
/// item, as the anchors engine uses:
/// 0-3 the controller's root view (fills the 390x844 window), 4-7 the scroll view pinned to
/// it, 8-11 the content layout guide (at the content origin), 12-15 the frame layout guide
/// (offset 0, the scroll view's size), 16-19 the content view, then each row, then the button.
func scrollRowsKernelSystem(count n: Int) -> KernelSystem {
    var rows: [KernelSystem.Row] = []
    func equal(_ terms: [(Int, Double)], _ constant: Double) {
        rows.append(.init(terms: terms, constant: constant, relation: .equal, strength: .required))
    }
    equal([(0, 1)], 0); equal([(1, 1)], 0); equal([(2, 1)], -390); equal([(3, 1)], -844)
    equal([(4, 1), (0, -1)], 0); equal([(5, 1), (1, -1)], 0)
    equal([(4, 1), (6, 1), (0, -1), (2, -1)], 0); equal([(5, 1), (7, 1), (1, -1), (3, -1)], 0)
    equal([(8, 1)], 0); equal([(9, 1)], 0)
    equal([(12, 1)], 0); equal([(13, 1)], 0); equal([(14, 1), (6, -1)], 0); equal([(15, 1), (7, -1)], 0)
    equal([(16, 1), (8, -1)], 0); equal([(17, 1), (9, -1)], 0)
    equal([(16, 1), (18, 1), (8, -1), (10, -1)], 0); equal([(17, 1), (19, 1), (9, -1), (11, -1)], 0)
    equal([(18, 1), (14, -1)], 0)
    for i in 0..<n {
        let b = 20 + 4 * i
        equal([(b, 1), (16, -1)], -16)
        equal([(b, 1), (b + 2, 1), (16, -1), (18, -1)], 16)
        equal([(b + 3, 1)], -44)
        if i == 0 { equal([(b + 1, 1), (17, -1)], -8) } else { equal([(b + 1, 1), (b - 3, -1), (b - 1, -1)], -8) }
    }
    let last = 20 + 4 * (n - 1)
    equal([(last + 1, 1), (last + 3, 1), (17, -1), (19, -1)], 8)
    let button = 20 + 4 * n
    equal([(button + 2, 1)], -44); equal([(button + 3, 1)], -44)
    equal([(button, 1), (button + 2, 0.5), (12, -1), (14, -0.5)], 0)
    equal([(button + 1, 1), (button + 3, 0.5), (13, -1), (15, -0.5)], 0)
    return KernelSystem(variableCount: button + 4, rows: rows)
}

/// The content height (the content layout guide's height) of a built kernel system.
func scrollRowsKernelContentHeight(_ built: BuiltSystem) -> Double { built.variables[11].value }

/// `parallel_scroll_rows`: independent `scroll_rows_1000` hierarchies built and laid out on
/// two threads at once, against the same work on one thread. Nothing is shared between the
/// hierarchies, so the throughput should double on two idle cores; the note gives the
/// measured scaling (it drops when other processes hold the cores).
@MainActor func runParallelScrollRows() {
    let count = 1000, perThread = 8
    let expected = Double(perThread) * (52 * Double(count) + 8)
    @Sendable func buildAll() -> Double {
        var sum = 0.0
        for _ in 0..<perThread { sum += ScrollRows(count: count).scrollView.contentSize.height }
        return sum
    }
    var serial: [Double] = [], parallel: [Double] = []
    var passed = true
    resetPeakMemory()
    for _ in 0..<5 {
        var one = 0.0
        serial.append(seconds { one = buildAll() } / Double(perThread))
        let sums = ThreadSlots()
        parallel.append(
            seconds {
                DispatchQueue.concurrentPerform(iterations: 2) { sums.store(buildAll(), at: $0) }
            } / Double(2 * perThread))
        passed = passed && one == expected && sums.values == [expected, expected]
    }
    let scaling = median(serial) / median(parallel)
    report(
        WorkloadResult(
            name: "parallel_scroll_rows", times: parallel, checksum: passed ? expected : .nan,
            expected: expected, passed: passed, peakBytes: peakMemory(),
            note: String(
                format: "time per hierarchy on 2 threads; 1 thread %.3g s; throughput scaling %.2fx",
                median(serial), scaling)))
}

/// One result slot per thread of `parallel_scroll_rows`. `@unchecked Sendable` holds because
/// every access to `slots` happens under `lock` (two stores per run, outside the hierarchies'
/// work: no measurable cost; `Synchronization.Mutex` would say the same without `unchecked`,
/// but needs macOS 15).
private final class ThreadSlots: @unchecked Sendable {
    private var slots = [0.0, 0.0]
    private let lock = NSLock()

    func store(_ value: Double, at index: Int) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    var values: [Double] {
        lock.lock()
        defer { lock.unlock() }
        return slots
    }
}
