// Atomic operations on 64-bit words for LayoutKernel, as static inline functions over
// clang's __atomic builtins: no #include, no platform module, and no availability floor
// (Swift's Synchronization.Atomic needs macOS 15 on Apple platforms).
//
// LayoutKernel uses them for the owner word of a Variable or Constraint (which solver holds
// it: claimed with a compare-and-swap, so that two solvers on two threads cannot both take
// it) and for the plain numbers that users may read from any thread while the owning solver
// writes them (a variable's value, a constraint's constant and strength). ThreadSanitizer
// understands these builtins.
#ifndef LAYOUT_KERNEL_ATOMICS_H
#define LAYOUT_KERNEL_ATOMICS_H

typedef unsigned long long lk_word;   // 64 bits on every platform Swift supports; UInt64 in Swift

/// Sets *word to `desired` if it is `expected`; returns whether it did. Acquire-release: a
/// solver that claims a handle sees everything the previous owner wrote before releasing it.
static inline _Bool lk_compare_exchange(lk_word *word, lk_word expected, lk_word desired) {
    return __atomic_compare_exchange_n(word, &expected, desired, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE);
}

/// Reads *word with acquire ordering.
static inline lk_word lk_load_acquire(const lk_word *word) {
    return __atomic_load_n(word, __ATOMIC_ACQUIRE);
}

/// Reads *word without ordering: for numbers whose latest value is all a reader needs.
static inline lk_word lk_load_relaxed(const lk_word *word) {
    return __atomic_load_n(word, __ATOMIC_RELAXED);
}

/// Writes *word without ordering.
static inline void lk_store_relaxed(lk_word *word, lk_word value) {
    __atomic_store_n(word, value, __ATOMIC_RELAXED);
}

#endif
