/// The tableau's occurrence index: for each symbol, the rows in which it may occur.
///
/// All lists live in one arena of entries, each list singly linked from its symbol's `head`
/// to its `tail` in insertion order (so rows are visited in the order they were noted, as
/// with one array per symbol). Entries that a compaction unlinks, or that a cleared list
/// held, go to a free list and are reused.
///
/// The lists are kept lazily by `Tableau`: an entry may be stale (the row no longer holds the
/// symbol, or was freed and reused) and is dropped when the list is next compacted.
///
/// A value type with copy-on-write storage (the tableau is copied for snapshots): every
/// mutating call checks once that the storage is not shared, then writes through pointers.
/// As an array of arrays, every append checked the uniqueness of two buffers and could grow
/// the inner one; as flat Swift arrays, every write checked a buffer (which measured slower
/// still: drag_step_32x32 1.12M -> 1.50M instructions per step).
struct OccurrenceLists {
    private var storage = OccurrenceStorage()

    @inline(__always) private mutating func unique() -> OccurrenceStorage {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        return storage
    }

    /// Adds an empty list for a new symbol (the next id).
    mutating func appendSymbol() { unique().appendSymbol() }

    /// Drops the list of the newest symbol.
    mutating func removeLastSymbol() { unique().removeLastSymbol() }

    /// Empties the list of `symbol`.
    mutating func clear(_ symbol: Int) {
        if storage.isEmpty(symbol) { return }
        unique().clear(symbol)
    }

    @inline(__always) func isEmpty(_ symbol: Int) -> Bool { storage.isEmpty(symbol) }

    /// The first entry of the list of `symbol`, or -1.
    @inline(__always) func first(_ symbol: Int) -> Int32 { storage.first(symbol) }

    /// The entry after `entry` in its list, or -1.
    @inline(__always) func next(_ entry: Int32) -> Int32 { storage.next(entry) }

    /// The row that `entry` names.
    @inline(__always) func row(_ entry: Int32) -> Int32 { storage.row(entry) }

    /// Appends every row of the list of `symbol` to `list`.
    func appendRows(of symbol: Int, to list: inout IndexList) { storage.appendRows(of: symbol, to: &list) }

    /// Appends `row` to the lists of the symbols of `cells`.
    mutating func append(_ row: Int32, toSymbolsOf cells: [Cell]) {
        if cells.isEmpty { return }
        let lists = unique()
        cells.withUnsafeBufferPointer { buffer in
            lists.append(row, count: buffer.count) { Int(buffer[$0].symbol) }
        }
    }

    /// Appends `row` to the lists of the first `count` of `symbols`.
    mutating func append(_ row: Int32, toFirst count: Int, of symbols: [Int32]) {
        if count == 0 { return }
        precondition(count <= symbols.count, "more symbols than given")
        let lists = unique()
        symbols.withUnsafeBufferPointer { buffer in
            lists.append(row, count: count) { Int(buffer[$0]) }
        }
    }

    /// The storage, unshared, for a compaction (`OccurrenceStorage.compact`): taken as a local
    /// reference so that the caller's `keep` closure may use the rest of the tableau.
    mutating func uniqueStorage() -> OccurrenceStorage { unique() }

    /// Whether the list of `symbol` names `row` (for invariant checks: it walks the list).
    func contains(_ row: Int32, in symbol: Int) -> Bool {
        var e = storage.first(symbol)
        while e >= 0 {
            if storage.row(e) == row { return true }
            e = storage.next(e)
        }
        return false
    }
}

/// The memory of `OccurrenceLists`: four `Int32` tables (per symbol: head, tail; per entry:
/// row, next) in buffers of its own.
///
/// Why unsafe: the pivot loop appends to these lists about 30 times per row merge; through
/// pointers an append is a handful of instructions, with no uniqueness check per write.
/// Why safe: the buffers are allocated and freed only here (`deinit`), always initialised up
/// to their counts; every symbol index from outside is checked against `symbolCount` and
/// every entry index against `entryCount` (`precondition`, kept in release builds), and the
/// entries stored in the tables are only ever ones this class handed out. Sharing is handled
/// by `OccurrenceLists` (copy before any write to shared storage).
final class OccurrenceStorage {
    private(set) var symbolCount = 0
    private var symbolCapacity = 0
    private var head: UnsafeMutablePointer<Int32>
    private var tail: UnsafeMutablePointer<Int32>
    private var entryCount = 0
    private var entryCapacity = 0
    private var entryRow: UnsafeMutablePointer<Int32>
    private var entryNext: UnsafeMutablePointer<Int32>
    /// The first free entry, or -1 (the free list is linked through `entryNext`).
    private var freeEntry: Int32 = -1

    init() {
        symbolCapacity = 16
        entryCapacity = 64
        head = .allocate(capacity: symbolCapacity)
        tail = .allocate(capacity: symbolCapacity)
        entryRow = .allocate(capacity: entryCapacity)
        entryNext = .allocate(capacity: entryCapacity)
    }

    deinit {
        head.deallocate()
        tail.deallocate()
        entryRow.deallocate()
        entryNext.deallocate()
    }

    /// A deep copy.
    func copy() -> OccurrenceStorage {
        let other = OccurrenceStorage()
        other.reserveSymbols(symbolCapacity)
        other.reserveEntries(entryCapacity)
        other.head.initialize(from: head, count: symbolCount)
        other.tail.initialize(from: tail, count: symbolCount)
        other.entryRow.initialize(from: entryRow, count: entryCount)
        other.entryNext.initialize(from: entryNext, count: entryCount)
        other.symbolCount = symbolCount
        other.entryCount = entryCount
        other.freeEntry = freeEntry
        return other
    }

    private func reserveSymbols(_ capacity: Int) {
        guard capacity > symbolCapacity else { return }
        head = Self.grown(head, count: symbolCount, to: capacity)
        tail = Self.grown(tail, count: symbolCount, to: capacity)
        symbolCapacity = capacity
    }

    private func reserveEntries(_ capacity: Int) {
        guard capacity > entryCapacity else { return }
        entryRow = Self.grown(entryRow, count: entryCount, to: capacity)
        entryNext = Self.grown(entryNext, count: entryCount, to: capacity)
        entryCapacity = capacity
    }

    private static func grown(
        _ old: UnsafeMutablePointer<Int32>, count: Int, to capacity: Int
    ) -> UnsafeMutablePointer<Int32> {
        let new = UnsafeMutablePointer<Int32>.allocate(capacity: capacity)
        new.initialize(from: old, count: count)
        old.deallocate()
        return new
    }

    @inline(__always) private func checkSymbol(_ symbol: Int) {
        precondition(symbol >= 0 && symbol < symbolCount, "symbol out of range")
    }

    @inline(__always) private func checkEntry(_ entry: Int32) {
        precondition(entry >= 0 && Int(entry) < entryCount, "entry out of range")
    }

    func appendSymbol() {
        if symbolCount == symbolCapacity { reserveSymbols(2 * symbolCapacity) }
        (head + symbolCount).initialize(to: -1)
        (tail + symbolCount).initialize(to: -1)
        symbolCount += 1
    }

    func removeLastSymbol() {
        precondition(symbolCount > 0, "no symbol to remove")
        clear(symbolCount - 1)
        symbolCount -= 1
    }

    func clear(_ symbol: Int) {
        checkSymbol(symbol)
        let first = head[symbol]
        if first < 0 { return }
        // Splice the whole list onto the free list.
        entryNext[Int(tail[symbol])] = freeEntry
        freeEntry = first
        head[symbol] = -1
        tail[symbol] = -1
    }

    @inline(__always) func isEmpty(_ symbol: Int) -> Bool {
        checkSymbol(symbol)
        return head[symbol] < 0
    }

    @inline(__always) func first(_ symbol: Int) -> Int32 {
        checkSymbol(symbol)
        return head[symbol]
    }

    @inline(__always) func next(_ entry: Int32) -> Int32 {
        checkEntry(entry)
        return entryNext[Int(entry)]
    }

    @inline(__always) func row(_ entry: Int32) -> Int32 {
        checkEntry(entry)
        return entryRow[Int(entry)]
    }

    func appendRows(of symbol: Int, to list: inout IndexList) {
        checkSymbol(symbol)
        var n = 0
        var e = head[symbol]
        while e >= 0 {
            n += 1
            e = entryNext[Int(e)]
        }
        let entryRow = self.entryRow, entryNext = self.entryNext
        list.append(count: n) { buffer in
            var i = 0
            var e = head[symbol]
            while e >= 0 && i < buffer.count {
                buffer[i] = entryRow[Int(e)]
                i += 1
                e = entryNext[Int(e)]
            }
        }
    }

    /// Appends `row` to the lists of `symbol(0)`, ..., `symbol(count - 1)`, with the tables
    /// held in locals for the whole loop.
    @inline(__always) func append(_ row: Int32, count: Int, symbol: (Int) -> Int) {
        if entryCount + count > entryCapacity { reserveEntries(max(2 * entryCapacity, entryCount + count)) }
        let head = self.head, tail = self.tail, entryRow = self.entryRow, entryNext = self.entryNext
        let symbols = symbolCount
        var free = freeEntry
        var used = entryCount
        for i in 0..<count {
            let s = symbol(i)
            precondition(s >= 0 && s < symbols, "symbol out of range")
            let e: Int32
            if free >= 0 {
                e = free
                free = entryNext[Int(e)]
            } else {
                // In capacity: reserved above for `count` new entries.
                e = Int32(used)
                used += 1
            }
            entryRow[Int(e)] = row
            entryNext[Int(e)] = -1
            let last = tail[s]
            if last < 0 { head[s] = e } else { entryNext[Int(last)] = e }
            tail[s] = e
        }
        freeEntry = free
        entryCount = used
    }

    /// Walks the list of `symbol` once: appends to `visit` the rows that `keep` accepts, in
    /// order, and returns the entries it rejects to the free list. Call it only on storage
    /// that is not shared (`OccurrenceLists.uniqueStorage()`).
    func compact(_ symbol: Int, into visit: inout IndexList, keep: (Int32) -> Bool) {
        checkSymbol(symbol)
        var e = head[symbol]
        var newHead: Int32 = -1
        var lastKept: Int32 = -1
        while e >= 0 {
            let following = entryNext[Int(e)]
            let r = entryRow[Int(e)]
            if keep(r) {
                visit.append(r)
                if lastKept < 0 { newHead = e } else { entryNext[Int(lastKept)] = e }
                lastKept = e
            } else {
                entryNext[Int(e)] = freeEntry
                freeEntry = e
            }
            e = following
        }
        if lastKept >= 0 { entryNext[Int(lastKept)] = -1 }
        head[symbol] = newHead
        tail[symbol] = lastKept
    }
}
