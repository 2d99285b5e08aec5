import Dispatch
import Foundation

/// Runs a function over a list on every core and returns the results in list order.
///
/// Each call of `body` runs on one worker thread from start to end, so anything it creates
/// (a window and its hierarchy) stays on that thread: LayoutAnchors allows separate
/// hierarchies on separate threads. Only the `Sendable` results cross threads, through
/// `ResultSlots`.
enum ParallelMap {
    static func map<Element: Sendable, Result: Sendable>(
        _ items: [Element], parallel: Bool = true,
        _ body: @Sendable (Element) -> Result
    ) -> [Result] {
        guard parallel, items.count > 1, ProcessInfo.processInfo.activeProcessorCount > 1 else { return items.map(body) }
        let slots = ResultSlots<Result>(count: items.count)
        DispatchQueue.concurrentPerform(iterations: items.count) { index in
            slots.store(body(items[index]), at: index)
        }
        return slots.values
    }
}

/// Results written from several threads, each slot once. A lock guards the array, so the
/// `@unchecked Sendable` promise holds: every access happens under `lock`.
private final class ResultSlots<Result: Sendable>: @unchecked Sendable {
    private var slots: [Result?]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func store(_ value: Result, at index: Int) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    /// The results; every slot was stored once `concurrentPerform` returned.
    var values: [Result] {
        lock.lock()
        defer { lock.unlock() }
        return slots.map { $0! }
    }
}
