/// A reusable work list of row or symbol indices: emptying it keeps its buffer and costs one
/// store. (`Array.removeAll(keepingCapacity:)` goes through the generic `replaceSubrange`,
/// about 65 instructions a call; the tableau and `updateVariables` empty about ten work
/// lists per enaml_resize cycle.)
struct IndexList: RandomAccessCollection {
    private var storage: [Int32] = []
    /// How many rows the list holds (the front of `storage`).
    private(set) var count = 0

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(position: Int) -> Int32 {
        precondition(position >= 0 && position < count, "index out of range")
        return storage[position]
    }

    mutating func append(_ row: Int32) {
        if count < storage.count { storage[count] = row } else { storage.append(row) }
        count += 1
    }

    /// Appends `n` rows that `fill` writes into the buffer it is given (exactly `n` long).
    mutating func append(count n: Int, _ fill: (UnsafeMutableBufferPointer<Int32>) -> Void) {
        if n == 0 { return }
        if storage.count < count + n { storage.append(contentsOf: repeatElement(0, count: count + n - storage.count)) }
        let start = count
        storage.withUnsafeMutableBufferPointer { all in
            fill(UnsafeMutableBufferPointer(rebasing: all[start..<start + n]))
        }
        count += n
    }

    /// Empties the list, keeping its buffer.
    mutating func removeAll() { count = 0 }

    /// Drops the last `k` indices.
    mutating func removeLast(_ k: Int) {
        precondition(k >= 0 && k <= count, "cannot remove more than the list holds")
        count -= k
    }

    /// Appends every index of `indices`.
    mutating func append<Indices: Sequence>(contentsOf indices: Indices) where Indices.Element == Int32 {
        for index in indices { append(index) }
    }
}
