/// Where the cells of a few symbols sat in the rows that hold them, in the order
/// `Tableau.collectRows` lists those rows. A suggestion shifts the rows that hold its edit's
/// marker, the same rows in the same order from one suggestion to the next while no pivot
/// reshapes them; a hint checked against the row (one comparison of symbols) then replaces a
/// binary search per row, most of a suggestion's work. A hint is only ever a guess: one that
/// no longer points at the symbol is replaced by a search, so nothing depends on hints being
/// kept up to date.
///
/// A symbol gets hints only when it comes back while still among the last few shifted
/// without them: a layout change shifts many constraints once each (a rotation moves every
/// pin of the root), and keeping hints for those would cost more than it saves.
///
/// Two words in the tableau, allocated at the first shift: the tableau is copied whole by
/// some calls, and every word it grows by is paid there.
struct ColumnHints {
    /// `capacity` symbols with hints, `capacity` symbols recently shifted without them (-1
    /// for none), then the next entry of each to replace (round robin).
    private var table: [Int32] = []
    /// The hints of the symbols in the first part of `table`, one list each.
    private var positions: [[Int32]] = []

    /// As many symbols as a drag moves at once (two edits) and a few to spare.
    static let capacity = 4
    private static let recentStart = capacity
    private static let nextEntry = 2 * capacity
    private static let nextRecent = 2 * capacity + 1

    /// Calls `body` with `count` hints for `symbol` (the first time all pointing nowhere in
    /// particular; what `body` writes into them is kept for the next call), or with nil when
    /// the symbol has none yet.
    @inline(__always) mutating func withHints<R>(
        for symbol: Int32, count: Int, _ body: (UnsafeMutableBufferPointer<Int32>?) -> R
    ) -> R {
        if table.isEmpty {
            table = Array(repeating: -1, count: 2 * Self.capacity) + [0, 0]
            positions = Array(repeating: [], count: Self.capacity)
        }
        var entry = -1
        for k in 0..<Self.capacity where table[k] == symbol { entry = k }
        if entry < 0 {
            guard wasRecent(symbol) else { return body(nil) }
            entry = Int(table[Self.nextEntry])
            table[Self.nextEntry] = Int32((entry + 1) % Self.capacity)
            table[entry] = symbol
            positions[entry].removeAll(keepingCapacity: true)
        }
        if positions[entry].count < count {
            positions[entry].append(contentsOf: repeatElement(0, count: count - positions[entry].count))
        }
        // Safe: the list holds at least `count` elements (ensured just above), and the pointer
        // lives only inside the closure.
        return positions[entry].withUnsafeMutableBufferPointer { body(UnsafeMutableBufferPointer(rebasing: $0[0..<count])) }
    }

    /// Whether `symbol` is among the last symbols shifted without hints; if not, it becomes
    /// one of them.
    @inline(__always) private mutating func wasRecent(_ symbol: Int32) -> Bool {
        for k in Self.recentStart..<Self.nextEntry where table[k] == symbol { return true }
        let k = Int(table[Self.nextRecent])
        table[Self.recentStart + k] = symbol
        table[Self.nextRecent] = Int32((k + 1) % Self.capacity)
        return false
    }
}
