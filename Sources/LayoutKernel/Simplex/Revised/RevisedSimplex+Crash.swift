/// The starting basis of a batch solve. A required row that would start on an artificial
/// takes an external of its own instead, when one appears in no earlier such row: those
/// columns then form a lower triangular block, so the basis stays nonsingular, and the
/// required rows hold from the start instead of being reached by one pivot each. (On a chain
/// those pivots are what cost: each entering link's column reaches every link before it.)
/// Basics the new values leave negative are repaired by sign: an optional row's error or
/// slack swaps to its partner, an artificial flips, a required slack hands over to a new
/// artificial; phase one (the artificial level) does the rest.
extension RevisedSimplex {
    mutating func crash() {
        var taken = [Bool](repeating: false, count: externalCount)
        var changed = false
        for i in rows.indices where rows[i].strength.isRequired {
            guard case .artificial = kind[Int(basic[i])] else { continue }
            let row = rows[i]
            guard let k = row.variables.indices.first(where: { !taken[row.variables[$0]] && row.coefficients[$0] != 0 }) else { continue }
            let x = row.variables[k]
            for v in row.variables { taken[v] = true }
            let old = Int(basic[i])
            position[old] = -1
            value[old] = 0
            basic[i] = Int32(x)
            position[x] = Int32(i)
            changed = true
        }
        if !changed { return }
        refactor()
        if status == .failed { return }
        for p in basic.indices {
            let j = Int(basic[p])
            if value[j] >= lower[j] { continue }
            if partner[j] >= 0 && position[Int(partner[j])] < 0 && value[Int(partner[j])] == 0 {
                let mate = Int(partner[j])
                value[mate] = -value[j]
                value[j] = 0
                position[j] = -1
                position[mate] = Int32(p)
                basic[p] = Int32(mate)
            } else if case .artificial(let row) = kind[j] {
                negateSingleEntryColumn(j, row: row)
                value[j] = -value[j]
            } else if case .slack(let row) = kind[j] {
                let artificial = addColumn(.artificial(row: row), lower: 0, upper: .infinity, level: 0, weight: 1)
                setEntry(row: row, column: artificial, -columns[j].values[0])
                value[artificial] = -value[j]
                value[j] = 0
                position[j] = -1
                position[artificial] = Int32(p)
                basic[p] = Int32(artificial)
            }
        }
        refactor()
    }

    /// Flips the sign of a column with one entry (an artificial), in both entry lists.
    mutating func negateSingleEntryColumn(_ j: Int, row: Int) {
        columns[j].values[0] = -columns[j].values[0]
        let line = rowEntries[row]
        if let e = line.indices.firstIndex(of: Int32(j)) { rowEntries[row].values[e] = -line.values[e] }
    }
}
