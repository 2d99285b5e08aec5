internal import LayoutKernelAtomics

/// A few 64-bit words that more than one thread may touch: the owner word of a `Variable` or
/// `Constraint`, and the numbers a user may read from any thread while the owning solver
/// writes them.
///
/// Why unsafe: an atomic needs a stable address, and Swift gives a class's stored property
/// none, so the words live in memory of their own. Why safe: the owning handle allocates them
/// in its `init` and frees them in its `deinit`, and the pointer never leaves this type, so
/// every access is to live, initialised memory; every access goes through the C atomics.
/// `@unchecked Sendable` for the same reason: the words are shared between threads only
/// through those atomics, so `Variable` and `Constraint` are `Sendable` with no `@unchecked`
/// of their own (their only other state is immutable).
///
/// Cost: one small allocation per handle, no lock anywhere. Not optional: the ownership
/// rule and cross-thread reads of `value` need atomics, and an atomic needs this stable
/// address. Measured with callgrind when it came in (the whole ownership feature: +3.4% on
/// enaml_resize, -0.01% on drag_step_32x32, kernel-trust note); the handle caches kept here
/// as well cost at most +0.21% more (BENCHMARKS.md "Unsafe constructs in the kernel").
struct AtomicWords: @unchecked Sendable {
    private let base: UnsafeMutablePointer<UInt64>

    /// Allocates `count` words set to 0.
    init(count: Int) {
        base = UnsafeMutablePointer<UInt64>.allocate(capacity: count)
        base.initialize(repeating: 0, count: count)
    }

    /// Frees the words; called once, from the owner's `deinit`.
    func deallocate() { base.deallocate() }

    // MARK: Ownership

    /// The owner token in word `i` (0: none), read with acquire ordering.
    @inline(__always) func owner(_ i: Int) -> UInt64 { lk_load_acquire(base + i) }

    /// Takes word `i` for `token` if it is free or already `token`'s. Returns false when
    /// another owner holds it.
    @inline(__always) func claim(_ i: Int, for token: UInt64) -> Bool {
        lk_compare_exchange(base + i, 0, token) || lk_load_acquire(base + i) == token
    }

    /// Hands word `i` back if `token` holds it.
    @inline(__always) func release(_ i: Int, from token: UInt64) {
        _ = lk_compare_exchange(base + i, token, 0)
    }

    // MARK: Plain numbers

    @inline(__always) func double(_ i: Int) -> Double { Double(bitPattern: lk_load_relaxed(base + i)) }

    @inline(__always) func setDouble(_ i: Int, _ value: Double) { lk_store_relaxed(base + i, value.bitPattern) }

    @inline(__always) func int(_ i: Int) -> Int { Int(truncatingIfNeeded: lk_load_relaxed(base + i)) }

    @inline(__always) func setInt(_ i: Int, _ value: Int) { lk_store_relaxed(base + i, UInt64(truncatingIfNeeded: value)) }
}
