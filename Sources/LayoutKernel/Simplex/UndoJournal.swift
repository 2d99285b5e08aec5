/// The first values of what phase one touches, recorded so that a failed add can be undone
/// exactly without copying the whole tableau. Entries are replayed newest first, so the
/// oldest value of each place wins.
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
    }

    mutating func noteRow(_ index: Int, _ row: Row, _ basic: Int32) { rows.append((index, row, basic)) }
    mutating func noteRowOf(_ symbol: Int32, _ row: Int32) { rowOf.append((symbol, row)) }
    mutating func noteCost(_ level: Int, _ symbol: Int32, _ cost: Double) { costs.append((level, symbol, cost)) }
}
