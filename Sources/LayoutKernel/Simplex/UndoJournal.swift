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
        // Room for an ordinary phase one (enaml_build's note about 12 rows and 30 costs each):
        // one allocation per list, not one per doubling from empty.
        rows.reserveCapacity(16)
        rowOf.reserveCapacity(8)
        costs.reserveCapacity(32)
    }

    /// The row indices noted, once `rows` reached `dedupeFrom` entries (empty before).
    private var notedRows = Set<Int>()
    /// Below this many row notes the journal keeps repeats (cheaper than hashing for the short
    /// phase ones of ordinary layouts: the set cost enaml_build about 1%).
    static let dedupeFrom = 64

    /// Notes the value of the row at `index` before it changes. Rows appended during phase one
    /// (cut off by `rowCount`) are not noted, and once the journal is long, neither is a row
    /// noted before (replay keeps the oldest value anyway). Keeping every note held the old
    /// buffer of each row touched by each pivot alive: re-joining a weak_then_chain of 1,000
    /// kept 1.2 GB of them.
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
