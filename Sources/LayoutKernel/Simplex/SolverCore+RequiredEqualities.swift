/// Required equalities whose dummy column is not kept in the rows.
///
/// Why: a required equality's dummy marker is fixed at 0 and never enters the basis, yet its
/// column is a column of the basis inverse (how every basic variable moves with the
/// equality's constant), and it fills in. Weak bounds first, then the required chain
/// `z[i] == z[i-1] + 1`, leaves the dummies of links 1...i in the rows of `z[i]` and of its
/// slack: n(n-1) dummy cells out of about n² + 5n (999,000 of about a million at n = 1,000).
/// Without them every row holds at most four cells.
///
/// What: when a row about to be added holds more than `dummyFillLimit` dummies, the columns
/// of those dummies are dropped once the add succeeded (`dropDummyColumns`). The rows are
/// then exactly those of the full tableau with these columns deleted: a dummy stays 0 while
/// its equality is held, so no value and no pivot of the other symbols depends on its column
/// (a pivot updates each column on its own, and dummies never enter). Only calls that need
/// the column itself change:
/// - `remove` of such an equality (`removeStripped`): the column would say which rows the
///   equality went into. The tableau is block-diagonal over the connected components of the
///   constraints (constraints linked through shared variables and definitions): a row of one
///   component never holds a symbol of another. So the equality's component is taken out
///   of the tableau (`Tableau.clearBlock`) and its other constraints are added again in
///   their original order, at the cost of building that component (linear for the chains).
/// - a constant change: the marker is flagged `isExtreme`, so `setConstant` recomputes the
///   constraint (remove + add) instead of shifting through the column.
/// - a certificate of infeasibility (a refused add or constant change): it cannot name an
///   equality whose cells are gone, so every such equality joins the candidates that the
///   conflict set is minimised from (`certificateSymbols`).
/// Only equalities whose terms go through no definition are flagged, so that a definition's
/// constant change (which shifts the markers of the constraints expanded through it) never
/// meets one.
extension SolverCore {
    /// A row holding more dummies than this has their columns dropped. High enough that the
    /// rows of ordinary layouts (a handful of dummies each) never reach it; only long chains
    /// of required links added after optional constraints on their variables do.
    static let defaultDummyFillLimit = 32

    /// The dummies of a row about to be added, other than its own marker, when there are more
    /// than `dummyFillLimit` of them; otherwise none.
    @inline(__always)
    func dummiesBeyondLimit(in row: Row, marker: Int32) -> [Int32] {
        if row.cells.count <= dummyFillLimit { return [] }
        return countedDummies(in: row, marker: marker)
    }

    private func countedDummies(in row: Row, marker: Int32) -> [Int32] {
        let kinds = tableau.kinds
        var count = 0
        for cell in row.cells where kinds[Int(cell.symbol)] == .dummy { count += 1 }
        guard count > dummyFillLimit else { return [] }
        return row.cells.compactMap { kinds[Int($0.symbol)] == .dummy && $0.symbol != marker ? $0.symbol : nil }
    }

    /// Drops the columns of `dummies` (markers of held required equalities, parametric) whose
    /// equality goes through no definition, and flags those equalities.
    mutating func dropDummyColumns(_ dummies: [Int32]) {
        for d in dummies {
            let slot = Int(owners[Int(d)])
            guard slot >= 0, let record = records[slot], !record.isStripped, !tableau.isBasic(d),
                !record.terms.contains(where: { definitions.isDefined($0.symbol) })
            else { continue }
            records[slot]!.isStripped = true
            records[slot]!.isExtreme = true
            tableau.dropColumn(d)
        }
    }

    /// `symbols` (a certificate of infeasibility) with the dummy of every flagged equality.
    func certificateSymbols(_ symbols: [Int32]) -> [Int32] {
        var result = symbols
        for case let record? in records where record.isStripped {
            result.append(record.marker)
        }
        return result
    }

    /// Removes a flagged required equality: its connected component is taken out of the
    /// tableau and built again without it (see the type's comment). Throws, changing
    /// nothing, only if rounding keeps a constraint of the component from being added again
    /// (extreme magnitudes; in exact arithmetic a subset of a feasible set is feasible).
    mutating func removeStripped(_ record: Record, at s: Int32) throws(SolverError) {
        let component = connectedComponent(of: record.marker)
        let savedTableau = tableau
        let savedRecords = records
        tableau.clearBlock(component.symbols)
        for slot in component.records where records[Int(slot)] != nil { records[Int(slot)]!.resetFlags() }
        do {
            for slot in component.records where slot != s {
                guard let r = records[Int(slot)] else { continue }
                var row = try parametricRow(of: r.constraint, terms: r.terms)
                completeRow(&row, of: r)
                let filled = dummiesBeyondLimit(in: row, marker: r.marker)
                do {
                    try tableau.addConstraintRow(row, marker: r.marker, other: r.other)
                } catch {
                    throw SolverError.unsatisfiableConstraint(record.constraint, conflictingWith: [])
                }
                if !filled.isEmpty { dropDummyColumns(filled) }
            }
        } catch {
            tableau = savedTableau
            records = savedRecords
            throw .unsatisfiableConstraint(record.constraint, conflictingWith: [])
        }
        // Values of the component may have moved without their rows being marked dirty (a
        // symbol that was basic and is parametric now): write them all at the next update.
        for symbol in component.symbols where Int(symbol) < variables.count && variables[Int(symbol)] != nil {
            refresh.append(symbol)
        }
        dropRecord(at: s)
        tableau.releaseSymbol(record.marker)
        retainTerms(record.terms, by: -1)
    }

    /// The symbols and the tableau constraints (record slots, in the order they were added)
    /// of the connected component that holds `symbol`: constraints are linked through the
    /// variables of their terms, and a definition links its variable to the terms of its
    /// body (a superset of the links of the expanded rows, so the block is whole).
    private func connectedComponent(of symbol: Int32) -> (symbols: [Int32], records: [Int32]) {
        var sets = DisjointSets(count: tableau.symbolCount)
        for case let record? in records where !record.isDefinition {
            for term in record.terms { sets.union(record.marker, term.symbol) }
            if record.other >= 0 { sets.union(record.marker, record.other) }
        }
        for definition in definitions.all {
            for term in definition.terms { sets.union(definition.variable, term.symbol) }
        }
        let root = sets.find(symbol)
        var symbols: [Int32] = []
        for s in 0..<Int32(tableau.symbolCount) where sets.find(s) == root { symbols.append(s) }
        var slots: [(slot: Int32, sequence: UInt32)] = []
        for (slot, record) in records.enumerated() {
            guard let record, !record.isDefinition, sets.find(record.marker) == root else { continue }
            slots.append((Int32(slot), record.sequence))
        }
        slots.sort { $0.sequence < $1.sequence }
        return (symbols, slots.map(\.slot))
    }
}

/// Union-find over symbol ids (union by size, path halving), for `connectedComponent`.
struct DisjointSets {
    private var parent: [Int32]
    private var size: [Int32]

    init(count: Int) {
        parent = (0..<Int32(count)).map { $0 }
        size = [Int32](repeating: 1, count: count)
    }

    mutating func find(_ x: Int32) -> Int32 {
        var x = x
        while parent[Int(x)] != x {
            parent[Int(x)] = parent[Int(parent[Int(x)])]
            x = parent[Int(x)]
        }
        return x
    }

    mutating func union(_ a: Int32, _ b: Int32) {
        var ra = find(a), rb = find(b)
        if ra == rb { return }
        if size[Int(ra)] < size[Int(rb)] { swap(&ra, &rb) }
        parent[Int(rb)] = ra
        size[Int(ra)] += size[Int(rb)]
    }
}
