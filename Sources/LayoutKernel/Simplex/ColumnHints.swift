/// Where the cells of a few symbols sat in the rows that hold them, in the order
/// `Tableau.collectRows` lists those rows. A suggestion shifts the rows that hold its edit's
/// marker, the same rows in the same order from one suggestion to the next while no pivot
/// reshapes them; a hint checked against the row (one comparison of symbols) then replaces a
/// binary search per row, most of a suggestion's work. A hint is only ever a guess: one that
/// no longer points at the symbol is replaced by a search, so nothing depends on hints being
/// kept up to date.
struct ColumnHints {
    /// The symbols with hints, and their positions, one list per symbol.
    private var symbols: [Int32] = Array(repeating: -1, count: ColumnHints.capacity)
    private var positions: [[Int32]] = Array(repeating: [], count: ColumnHints.capacity)
    /// The entry the next new symbol takes (round robin).
    private var next = 0

    /// As many symbols as a drag moves at once (two edits) and a few to spare.
    static let capacity = 4

    /// Calls `body` with `count` hints for `symbol`, the first time all pointing nowhere in
    /// particular; what `body` writes into them is kept for the next call.
    @inline(__always) mutating func withHints<R>(
        for symbol: Int32, count: Int, _ body: (UnsafeMutableBufferPointer<Int32>) -> R
    ) -> R {
        var entry = symbols.firstIndex(of: symbol) ?? -1
        if entry < 0 {
            entry = next
            next = (next + 1) % Self.capacity
            symbols[entry] = symbol
            positions[entry].removeAll(keepingCapacity: true)
        }
        if positions[entry].count < count {
            positions[entry].append(contentsOf: repeatElement(0, count: count - positions[entry].count))
        }
        // Safe: the list holds at least `count` elements (ensured just above), and the pointer
        // lives only inside the closure.
        return positions[entry].withUnsafeMutableBufferPointer { body(UnsafeMutableBufferPointer(rebasing: $0[0..<count])) }
    }
}
