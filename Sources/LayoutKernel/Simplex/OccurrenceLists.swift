/// The tableau's occurrence index: for each symbol id, the row indices in which the symbol
/// may occur (entries may be stale; `Tableau.compactList(of:)` filters them).
///
/// A value type with copy-on-write storage: a copy of `SolverCore` copies the tableau, and the
/// first write after that copies the lists. Every mutating method checks uniqueness once,
/// then works on raw buffers.
///
/// Why not `[[Int32]]`: appending to an array inside an array pays two uniqueness checks
/// and a capacity check through generic code for every entry, and merged rows append one
/// entry per symbol new to them, thousands per drag step on a large grid.
///
/// Stale entries: a list is compacted when its symbol's rows are collected, so the lists of
/// symbols that never enter the basis but keep leaving and re-entering rows (the other error
/// of an edit, the markers of chain-closing equalities) grew for good, by dozens of entries
/// per drag step. `Tableau.compactStaleLists` bounds the total.
struct OccurrenceLists {
    private var storage = OccurrenceStorage()

    @inline(__always) private mutating func unique() -> OccurrenceStorage {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        return storage
    }

    /// How many symbols have a list.
    var count: Int { storage.count }

    /// How many entries all the lists hold together, stale ones included.
    var entryCount: Int { storage.entryCount }

    /// Adds empty lists for the next `n` symbol ids (`count` before the call on), with one
    /// uniqueness check (`Tableau.growSymbolTables`).
    mutating func appendSymbols(_ n: Int) {
        let store = unique()
        for _ in 0..<n { store.appendSymbol() }
    }

    /// Empties the list of `symbol`, keeping its buffer.
    mutating func clear(_ symbol: Int32) { unique().setCount(symbol, 0) }

    func isEmpty(_ symbol: Int32) -> Bool { storage.list(symbol).isEmpty }

    /// The entries of `symbol`'s list, for checks and dumps.
    func entries(_ symbol: Int32) -> [Int32] { Array(storage.list(symbol)) }

    /// Appends `row` to the list of `symbol`.
    mutating func append(_ row: Int32, to symbol: Int32) { unique().append(row, to: symbol) }

    /// Appends `row` to the list of each of the first `count` symbols of `symbols`.
    mutating func append(_ row: Int32, toEachOf symbols: UnsafeBufferPointer<Int32>, count: Int) {
        unique().append(row, toEachOf: UnsafeBufferPointer(rebasing: symbols[0..<count]))
    }

    /// Appends `row` to the list of every symbol of `cells`.
    mutating func append(_ row: Int32, toSymbolsOf cells: [Cell]) {
        let store = unique()
        for cell in cells { store.append(row, to: cell.symbol) }
    }

    /// The storage, made unique first, for a loop that compacts a list in place while it
    /// reads other tables (a closure over the tableau could not).
    mutating func uniqueStorage() -> OccurrenceStorage { unique() }

    /// The live entries of `symbol`'s list, read only. Valid until the next mutation.
    func list(_ symbol: Int32) -> UnsafeBufferPointer<Int32> { UnsafeBufferPointer(storage.list(symbol)) }
}

/// The raw buffers of `OccurrenceLists`: one header (base, count, capacity, owned) per
/// symbol id. A list grows by doubling into its own allocation; a copy puts every list into
/// one shared block (one allocation, not one per list: the solver snapshots the tableau
/// before some removals, and copying list by list would allocate once per symbol), and a
/// list moves out of the block when it first grows.
///
/// Unsafe code. Why it is safe: the class is internal to `OccurrenceLists`, which holds the
/// only reference (or copies it before a write); `headers` holds `capacity` allocated
/// headers of which the first `count` are initialised and live; a live header's `base` is
/// nil or points to `capacity` allocated `Int32`s of which the first `count` are initialised
/// (`Int32` is trivial, so nothing needs deinitialising), owned by the list (`owned`) or
/// inside `block`; every symbol index below is checked against `count` with a
/// `precondition` (one compare each), every list index against the list's count. `deinit`
/// frees every owned list, the block and the headers.
/// What it pays: an array of arrays costs a uniqueness check and a capacity check per entry
/// on the suggest path, where every pivot touches these lists.
final class OccurrenceStorage {
    private struct Header {
        var base: UnsafeMutablePointer<Int32>?
        var count: Int32
        var capacity: Int32
        /// Whether `base` is this list's own allocation (else it lies in `block`).
        var owned: Bool
    }

    #if LAYOUTKERNEL_CHECKED_EXCLUSIVITY
        private var headers: UnsafeMutablePointer<Header>
        private var capacity: Int
        private(set) var count = 0
        /// The sum of the lists' counts.
        private(set) var entryCount = 0
        /// The allocation that a copy's lists share, until each grows out of it.
        private var block: UnsafeMutablePointer<Int32>? = nil
    #else
        @exclusivity(unchecked) private var headers: UnsafeMutablePointer<Header>
        @exclusivity(unchecked) private var capacity: Int
        @exclusivity(unchecked) private(set) var count = 0
        /// The sum of the lists' counts.
        @exclusivity(unchecked) private(set) var entryCount = 0
        /// The allocation that a copy's lists share, until each grows out of it.
        @exclusivity(unchecked) private var block: UnsafeMutablePointer<Int32>? = nil
    #endif

    init(capacity: Int = 16) {
        self.capacity = capacity
        headers = .allocate(capacity: capacity)
    }

    deinit {
        for s in 0..<count where headers[s].owned { headers[s].base?.deallocate() }
        block?.deallocate()
        headers.deallocate()
    }

    /// A deep copy, for copy-on-write: every list in one block, exactly as long as it is.
    func copy() -> OccurrenceStorage {
        let other = OccurrenceStorage(capacity: max(capacity, 16))
        let shared = entryCount > 0 ? UnsafeMutablePointer<Int32>.allocate(capacity: entryCount) : nil
        var offset = 0
        for s in 0..<count {
            let h = headers[s]
            let n = Int(h.count)
            var base: UnsafeMutablePointer<Int32>? = nil
            if n > 0, let source = h.base, let shared {
                base = shared + offset
                base!.initialize(from: source, count: n)
                offset += n
            }
            (other.headers + s).initialize(to: Header(base: base, count: h.count, capacity: h.count, owned: false))
        }
        other.count = count
        other.entryCount = entryCount
        other.block = shared
        return other
    }

    func appendSymbol() {
        if count == capacity {
            let grown = UnsafeMutablePointer<Header>.allocate(capacity: 2 * capacity)
            grown.moveInitialize(from: headers, count: count)
            headers.deallocate()
            headers = grown
            capacity *= 2
        }
        (headers + count).initialize(to: Header(base: nil, count: 0, capacity: 0, owned: false))
        count += 1
    }

    /// The live entries of `symbol`'s list.
    @inline(__always) func list(_ symbol: Int32) -> UnsafeMutableBufferPointer<Int32> {
        let s = Int(symbol)
        precondition(s >= 0 && s < count, "symbol out of range")
        let h = headers[s]
        return UnsafeMutableBufferPointer(start: h.base, count: Int(h.count))
    }

    /// Cuts `symbol`'s list to its first `n` entries.
    @inline(__always) func setCount(_ symbol: Int32, _ n: Int) {
        let s = Int(symbol)
        precondition(s >= 0 && s < count && n >= 0 && n <= Int(headers[s].count), "bad list count")
        entryCount += n - Int(headers[s].count)
        headers[s].count = Int32(n)
    }

    @inline(__always) func append(_ row: Int32, to symbol: Int32) {
        let s = Int(symbol)
        precondition(s >= 0 && s < count, "symbol out of range")
        append(row, at: headers + s)
        entryCount += 1
    }

    /// Appends `row` to the list of each symbol of `symbols`, with the header table read once
    /// (in `append(_:to:)` it is reloaded per entry, since a write through a pointer may alias
    /// the class's fields).
    func append(_ row: Int32, toEachOf symbols: UnsafeBufferPointer<Int32>) {
        let headers = self.headers, count = UInt32(self.count)
        for symbol in symbols {
            // One unsigned compare checks both bounds (a negative id wraps to a large one).
            precondition(UInt32(bitPattern: symbol) < count, "symbol out of range")
            append(row, at: headers + Int(symbol))
        }
        entryCount += symbols.count
    }

    @inline(__always) private func append(_ row: Int32, at h: UnsafeMutablePointer<Header>) {
        let n = h.pointee.count
        if n == h.pointee.capacity { grow(h) }
        h.pointee.base![Int(n)] = row
        // n < capacity <= Int32.max after the growth above: no overflow to check.
        h.pointee.count = n &+ 1
    }

    private func grow(_ h: UnsafeMutablePointer<Header>) {
        let newCapacity = max(4, 2 * Int(h.pointee.capacity))
        let base = UnsafeMutablePointer<Int32>.allocate(capacity: newCapacity)
        if let old = h.pointee.base {
            base.initialize(from: old, count: Int(h.pointee.count))
            if h.pointee.owned { old.deallocate() }
        }
        h.pointee.base = base
        h.pointee.capacity = Int32(newCapacity)
        h.pointee.owned = true
    }
}
