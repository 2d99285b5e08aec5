/// The columns of a row: its externals' entries, and the slack, error and artificial columns
/// its relation and strength call for.
extension RevisedSimplex {
    /// Adds a column with no entries; returns its index.
    mutating func addColumn(_ columnKind: ColumnKind, lower low: Double, upper high: Double, level: Int = -1, weight: Double = 0) -> Int {
        let j = kind.count
        kind.append(columnKind)
        columns.append(SparseVector())
        lower.append(low)
        upper.append(high)
        value.append(low.isFinite ? low : 0)
        position.append(-1)
        partner.append(-1)
        costLevel.append(Int32(level))
        costWeight.append(weight)
        for k in reduced.indices { reduced[k].append(level == k ? weight : 0) }
        rowAlpha.append(0)
        isRowTouched.append(false)
        candidates.grow(to: kind.count)
        return j
    }

    /// Puts `coefficient` at (row, column) in both the column and the row lists.
    mutating func setEntry(row: Int, column: Int, _ coefficient: Double) {
        columns[column].append(Int32(row), coefficient)
        rowEntries[row].append(Int32(column), coefficient)
    }

    mutating func pair(_ a: Int, _ b: Int) {
        partner[a] = Int32(b)
        partner[b] = Int32(a)
    }

    /// The level of an optional priority, created (between its neighbours) if new.
    mutating func level(of priority: Double) -> Int {
        if let k = levelPriority.firstIndex(of: priority) { return k }
        let k = levelPriority.firstIndex(where: { $0 < priority }) ?? levelPriority.count
        levelPriority.insert(priority, at: k)
        reduced.insert([Double](repeating: 0, count: kind.count), at: k)
        for j in costLevel.indices where costLevel[j] >= Int32(k) { costLevel[j] += 1 }
        for j in costLevel.indices where costLevel[j] == Int32(k) { reduced[k][j] = costWeight[j] }
        return k
    }

    /// Adds `row` to the model with its columns; returns the column that starts basic on it,
    /// chosen so that its value (the row's right-hand side at the other columns' values) is
    /// `>= 0`: a slack or an error when the sign allows, an artificial otherwise.
    mutating func addRowColumns(_ row: RevisedRow) -> Int {
        let i = rows.count
        appendModelRow(row)
        for (x, a) in zip(row.variables, row.coefficients) where a != 0 { setEntry(row: i, column: x, a) }
        // The residual the starting basic column must take: b − Σ a·x at the current values.
        var residual = -row.constant
        for (x, a) in zip(row.variables, row.coefficients) { residual -= a * value[x] }
        let required = row.strength.isRequired
        let k = required ? -1 : level(of: row.strength.priority)
        let w = row.strength.weight
        var start = -1
        switch row.relation {
        case .equal:
            if !required {
                let plus = addColumn(.error(row: i), lower: 0, upper: .infinity, level: k, weight: w)
                setEntry(row: i, column: plus, -1)
                let minus = addColumn(.error(row: i), lower: 0, upper: .infinity, level: k, weight: w)
                setEntry(row: i, column: minus, 1)
                start = residual >= 0 ? minus : plus
                pair(plus, minus)
            }
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = row.relation == .lessThanOrEqual ? 1 : -1
            let slack = addColumn(.slack(row: i), lower: 0, upper: .infinity)
            setEntry(row: i, column: slack, sign)
            if sign * residual >= 0 {
                start = slack
            }
            if !required {
                let error = addColumn(.error(row: i), lower: 0, upper: .infinity, level: k, weight: w)
                setEntry(row: i, column: error, -sign)
                if start < 0 { start = error }
                pair(slack, error)
            }
        }
        if start < 0 {
            let artificial = addColumn(.artificial(row: i), lower: 0, upper: .infinity, level: 0, weight: 1)
            setEntry(row: i, column: artificial, residual >= 0 ? 1 : -1)
            start = artificial
        }
        value[start] = abs(residual)
        return start
    }
}
