// Public only so that `Variable.value`'s and `Variable.tag`'s getters can be `@inlinable` (a
// client's read is then one load, not a call with a retain and release around it); clients
// never name the module.
public import LayoutKernelAtomics

/// A few 64-bit words that more than one thread may touch: the owner word of a `Variable` or
/// `Constraint`, and the numbers a user may read from any thread while the owning solver
/// writes them.
///
/// The words are the handle's own first stored property (`Variable.storage`,
/// `Constraint.storage`, a tuple of `UInt64`), reached through
/// `_getUnsafePointerToStoredProperties` as swift-atomics' `ManagedAtomic` reaches its own:
/// no allocation of their own, no pointer stored (an atomic needs a stable address, and a
/// class instance never moves).
///
/// Why unsafe, and why safe: `base` is a raw pointer into the handle. It is made from a
/// handle the caller holds (`words` is read on a live reference, and the value is used within
/// that expression or statement), the tuple is the first stored property (so it starts at
/// that address: tuples are laid out in order, and a class's stored properties in declaration
/// order), and every index used is below the tuple's count (literals at each call site, 0...3
/// for a variable, 0...4 for a constraint). Every access goes through the C atomics, which
/// ThreadSanitizer understands; Swift code never reads or writes the tuple itself after
/// `init`, so there is no plain access to race with.
///
/// Why in the object: a separate buffer per handle would cost a `malloc`/`free` more per
/// `Variable` and per `Constraint` and more heap per handle, and both are made by the
/// thousand when a screen is built. The inlinable `value` read keeps reading every value of a
/// large layout cheap.
@usableFromInline
struct AtomicWords {
    @usableFromInline let base: UnsafeMutablePointer<UInt64>

    /// The words of `handle`, whose first stored property is its tuple of words.
    @inlinable @inline(__always)
    init(of handle: AnyObject) {
        base = _getUnsafePointerToStoredProperties(handle).assumingMemoryBound(to: UInt64.self)
    }

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

    @inlinable @inline(__always)
    func double(_ i: Int) -> Double { Double(bitPattern: lk_load_relaxed(base + i)) }

    @inline(__always) func setDouble(_ i: Int, _ value: Double) { lk_store_relaxed(base + i, value.bitPattern) }

    @inlinable @inline(__always)
    func int(_ i: Int) -> Int { Int(truncatingIfNeeded: lk_load_relaxed(base + i)) }

    @inline(__always) func setInt(_ i: Int, _ value: Int) { lk_store_relaxed(base + i, UInt64(truncatingIfNeeded: value)) }
}
