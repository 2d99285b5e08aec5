/// Items `0..<n` filed by a count (the entries of a row or a column of the active submatrix),
/// as doubly linked lists, one per count: the Markowitz search finds the items of the
/// smallest counts first, and moving an item costs a few stores.
struct CountBuckets {
    /// The first item of each count's list, `-1` when empty.
    private(set) var head: [Int32]
    /// The next item in the same list, `-1` at the end.
    private(set) var next: [Int32]
    private var previous: [Int32]
    /// The count each item is filed under, `-1` when not filed.
    private(set) var count: [Int32]

    init(items: Int, maximumCount: Int) {
        head = [Int32](repeating: -1, count: maximumCount + 1)
        next = [Int32](repeating: -1, count: items)
        previous = [Int32](repeating: -1, count: items)
        count = [Int32](repeating: -1, count: items)
    }

    /// Files `item` under `newCount` (taking it out of its list first if filed).
    mutating func file(_ item: Int, under newCount: Int) {
        if count[item] == Int32(newCount) { return }
        remove(item)
        let first = head[newCount]
        next[item] = first
        previous[item] = -1
        if first >= 0 { previous[Int(first)] = Int32(item) }
        head[newCount] = Int32(item)
        count[item] = Int32(newCount)
    }

    /// Takes `item` out of its list, if filed.
    mutating func remove(_ item: Int) {
        let c = count[item]
        if c < 0 { return }
        let before = previous[item], after = next[item]
        if before >= 0 { next[Int(before)] = after } else { head[Int(c)] = after }
        if after >= 0 { previous[Int(after)] = before }
        count[item] = -1
    }

    /// The first item filed under `c`, if any.
    func first(_ c: Int) -> Int? {
        let item = head[c]
        return item >= 0 ? Int(item) : nil
    }
}
