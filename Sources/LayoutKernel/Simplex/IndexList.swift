/// A reusable work list of row or symbol indices: emptying it keeps its buffer and costs one
/// store. (`Array.removeAll(keepingCapacity:)` goes through the generic `replaceSubrange`,
/// which is not inlined; the tableau empties its row list at every `collectRows`, once or
/// more per suggestion, and `updateVariables` its roots once per call.)
struct IndexList: RandomAccessCollection {
    /// The indices at the front; what lies past `count` is left over from earlier use.
    private var storage: [Int32] = []
    /// How many indices the list holds.
    private(set) var count = 0

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(position: Int) -> Int32 {
        precondition(position >= 0 && position < count, "index out of range")
        return storage[position]
    }

    @inline(__always) mutating func append(_ index: Int32) {
        if count < storage.count { storage[count] = index } else { storage.append(index) }
        count += 1
    }

    /// Appends every index of `indices` in one copy.
    mutating func append(contentsOf indices: [Int32]) {
        indices.withUnsafeBufferPointer { append(contentsOf: $0) }
    }

    /// Appends every index of `indices` in one copy.
    mutating func append(contentsOf indices: UnsafeBufferPointer<Int32>) {
        let n = indices.count
        if n == 0 { return }
        if storage.count < count + n { storage.append(contentsOf: repeatElement(0, count: count + n - storage.count)) }
        let start = count
        // Safe: storage holds at least start + n initialised elements (ensured just above),
        // and the slice written is exactly indices.count long.
        storage.withUnsafeMutableBufferPointer { all in
            _ = UnsafeMutableBufferPointer(rebasing: all[start..<start + n]).update(fromContentsOf: indices)
        }
        count += n
    }

    /// Appends every index of `other` in one copy.
    mutating func append(contentsOf other: IndexList) {
        other.withUnsafeBufferPointer { append(contentsOf: $0) }
    }

    /// Appends what `body` writes: it gets room for `room` indices from the pointer on and
    /// returns how many it wrote. One uniqueness check for the lot, where `append` makes one
    /// per index (a large share of writing a handful of them, as one suggestion does).
    @inline(__always) mutating func append(upTo room: Int, _ body: (UnsafeMutablePointer<Int32>) -> Int) {
        if storage.count < count + room { storage.append(contentsOf: repeatElement(0, count: count + room - storage.count)) }
        let start = count
        // Safe: the storage holds at least `start + room` initialised elements (ensured just
        // above), the pointer lives only inside the closure, and each caller writes at most
        // `room` indices (a bound written beside its loop; checked again below).
        let written = storage.withUnsafeMutableBufferPointer { body($0.baseAddress.unsafelyUnwrapped + start) }
        precondition(written >= 0 && written <= room, "wrote past the room asked for")
        count += written
    }

    /// Empties the list, keeping its buffer.
    mutating func removeAll() { count = 0 }

    /// Keeps the first `n` indices.
    mutating func truncate(to n: Int) {
        precondition(n >= 0 && n <= count, "index out of range")
        count = n
    }

    /// Calls `body` with the indices the list holds (not the leftovers past `count`).
    @inline(__always) func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Int32>) -> R) -> R {
        let n = count
        // Safe: `count` never exceeds the storage's count, and the pointer lives only inside
        // the closure.
        return storage.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[0..<n])) }
    }

    /// `leading`, then `transform` of every index in order, as a new array. Built in place:
    /// appending to a reserved array called the runtime's uniqueness and capacity checks per
    /// element, on `updateVariables`' result, once per changed variable.
    func map<T>(after leading: [T] = [], _ transform: (Int32) -> T) -> [T] {
        let first = leading.count
        let n = first + count
        // An empty result must not go through `unsafeUninitializedCapacity`: for capacity 0
        // the standard library hands out its one shared empty-array storage and writes the
        // count into it, a write that ThreadSanitizer reports as a race between two solvers
        // on different threads (seed matrix, `.ci/run`'s TSan pass).
        if n == 0 { return [] }
        return storage.withUnsafeBufferPointer { indices in
            [T](unsafeUninitializedCapacity: n) { buffer, initialized in
                // Safe: `indices` holds at least `count` initialised elements (`count` never
                // exceeds the storage's count), the buffer has room for `first + count`, and
                // each of those slots is initialised exactly once before `initialized` says so.
                let base = buffer.baseAddress.unsafelyUnwrapped
                for k in 0..<first { (base + k).initialize(to: leading[k]) }
                for k in 0..<(n - first) { (base + first + k).initialize(to: transform(indices[k])) }
                initialized = n
            }
        }
    }
}
