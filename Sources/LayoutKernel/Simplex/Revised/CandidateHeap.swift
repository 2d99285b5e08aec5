/// The columns that may enter the basis, smallest index first: a binary min-heap of column
/// indices, each at most once. Entries go stale (a column's reduced cost changes back); the
/// simplex re-checks each column it takes out. Taking the smallest attractive index is
/// Bland's rule, which cannot cycle on the degenerate vertices layout systems are full of,
/// and the heap keeps that rule at `O(log n)` a pivot instead of a scan over every column.
struct CandidateHeap {
    private var items: [Int32] = []
    /// Whether each column is in the heap.
    private var member: [Bool] = []

    var isEmpty: Bool { items.isEmpty }

    /// Makes room for columns `0..<count`.
    mutating func grow(to count: Int) {
        if member.count < count { member.append(contentsOf: repeatElement(false, count: count - member.count)) }
    }

    mutating func insert(_ column: Int) {
        if member[column] { return }
        member[column] = true
        items.append(Int32(column))
        var i = items.count - 1
        while i > 0 {
            let parent = (i - 1) / 2
            if items[parent] <= items[i] { break }
            items.swapAt(parent, i)
            i = parent
        }
    }

    /// Removes and returns the smallest column, or nil when empty.
    mutating func popMin() -> Int? {
        guard let first = items.first else { return nil }
        let last = items.removeLast()
        if !items.isEmpty {
            items[0] = last
            var i = 0
            while true {
                let l = 2 * i + 1, r = l + 1
                var m = i
                if l < items.count && items[l] < items[m] { m = l }
                if r < items.count && items[r] < items[m] { m = r }
                if m == i { break }
                items.swapAt(m, i)
                i = m
            }
        }
        member[Int(first)] = false
        return Int(first)
    }

    mutating func removeAll() {
        for c in items { member[Int(c)] = false }
        items.removeAll(keepingCapacity: true)
    }
}
