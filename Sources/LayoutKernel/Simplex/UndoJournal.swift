/// The first values of what phase one touches, recorded so that a failed add can be undone
/// exactly without copying the whole tableau. Entries are replayed newest first, so the
/// oldest value of each place wins (a long journal notes each row once).
struct UndoJournal {
    let rowCount: Int
    let freeRows: [Int32]
    /// The lengths of the entering-candidate queue and the dirty list before phase one.
    let candidateCount: Int
    let dirtyCount: Int
    var rows: [(index: Int, row: Row, basic: Int32)] = []
    var rowOf: [(symbol: Int32, row: Int32)] = []
    var costs: [(level: Int, symbol: Int32, cost: Double)] = []

    init(rowCount: Int, freeRows: [Int32], candidateCount: Int, dirtyCount: Int) {
        self.rowCount = rowCount
        self.freeRows = freeRows
        self.candidateCount = candidateCount
        self.dirtyCount = dirtyCount
        // Room for an ordinary phase one (a layout's notes a dozen rows and a few dozen
        // costs): one allocation per list, not one per doubling from empty.
        rows.reserveCapacity(16)
        rowOf.reserveCapacity(8)
        costs.reserveCapacity(32)
    }

    /// The row indices noted, once `rows` reached `dedupeFrom` entries (empty before).
    private var notedRows = Set<Int>()
    /// Below this many row notes the journal keeps repeats: for the short phase ones of
    /// ordinary layouts, a few repeated notes cost less than hashing every note.
    static let dedupeFrom = 64

    /// Notes the value of the row at `index` before it changes. Rows appended during phase one
    /// (cut off by `rowCount`) are not noted, and once the journal is long, neither is a row
    /// noted before (replay keeps the oldest value anyway). Keeping every note held the old
    /// buffer of each row touched by each pivot alive: a long phase one (re-joining a chain
    /// of n links takes up to n pivots over n rows) would hold memory quadratic in n.
    mutating func noteRow(_ index: Int, _ row: Row, _ basic: Int32) {
        guard index < rowCount else { return }
        if rows.count >= UndoJournal.dedupeFrom {
            if notedRows.isEmpty { for entry in rows { notedRows.insert(entry.index) } }
            guard notedRows.insert(index).inserted else { return }
        }
        rows.append((index, row, basic))
    }
    mutating func noteRowOf(_ symbol: Int32, _ row: Int32) { rowOf.append((symbol, row)) }
    mutating func noteCost(_ level: Int, _ symbol: Int32, _ cost: Double) { costs.append((level, symbol, cost)) }
}
