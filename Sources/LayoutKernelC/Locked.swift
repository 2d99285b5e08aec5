#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A value behind a POSIX mutex.
///
/// A pthread mutex rather than `Synchronization.Mutex`: on Linux the latter hands a contended
/// lock over inside the kernel (priority-inheritance futex), which ThreadSanitizer cannot see,
/// so every solver call made under contention was reported as a race; the pthread functions
/// are intercepted by the sanitizers, and cost the same uncontended.
///
/// Why the unchecked Sendable and the raw pointers are sound: the value is read and written
/// only inside `withLock`, between `pthread_mutex_lock` and `pthread_mutex_unlock` on `mutex`;
/// both live at fixed heap addresses (a pthread mutex must not move) from `init`, where they
/// are initialised, to `deinit`, where they are destroyed and freed, and nothing else touches
/// them. The value sits behind a pointer rather than in a stored property so that each call
/// does not pay for a dynamic exclusivity check: the mutex already makes access exclusive.
final class Locked<Value>: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let value: UnsafeMutablePointer<Value>

    init(_ value: Value) {
        self.value = UnsafeMutablePointer<Value>.allocate(capacity: 1)
        self.value.initialize(to: value)
        mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
        value.deinitialize(count: 1)
        value.deallocate()
    }

    /// Runs `body` on the value with the mutex held.
    @inline(__always)
    func withLock<R, E: Error>(_ body: (inout Value) throws(E) -> R) throws(E) -> R {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value.pointee)
    }
}
