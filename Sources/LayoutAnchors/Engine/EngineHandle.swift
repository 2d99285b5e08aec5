/// A weak reference to a layout engine without a side table: constraints refer to the engine
/// that holds them through its handle, as `ItemHandle` explains (one `weak`
/// reference to the engine sends every retain and release of it down the runtime's slow path;
/// BENCHMARKS.md, "Unsafe code", has the cost).
///
/// Why `unowned` is enough: the engine makes its handle (a `let` property), attaches itself at
/// the end of its initializer and detaches itself in its `deinit`, so `engine` is the live
/// engine or nil. The reference is the checked kind (no side table; a read after the engine's
/// `deinit` would trap, never read freed memory). `LayoutEngine` is final and its `deinit`
/// detaches first, so no code reads it while it is deinitialized. An engine belongs to
/// one hierarchy, which is not shared between threads, so no read races the detach.
final class EngineHandle {
    @exclusivity(unchecked) private unowned var owner: LayoutEngine?

    /// Called at the end of the engine's initializer.
    func attach(_ engine: LayoutEngine) { owner = engine }

    /// Called in the engine's `deinit`.
    func detach() { owner = nil }

    /// The engine, or nil once it is gone.
    var engine: LayoutEngine? { owner }
}
