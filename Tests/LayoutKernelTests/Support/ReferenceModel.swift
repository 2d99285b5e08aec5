import LayoutKernel

/// The reference side of the oracle tests: the same constraints as plain numbers, and
/// Cassowary's answer computed with `DenseLP`, level by level.
///
/// Error of an optional constraint `e = a·x + k`: `|e|` for `==`, `max(0, e)` for `<=`,
/// `max(0, -e)` for `>=`; an edit variable `x` suggested `s` is an optional `x - s == 0`.
/// Levels are the distinct priorities, highest first; each minimises the weighted sum of its
/// errors while every higher level keeps its optimum.
struct ReferenceModel {
    struct Entry {
        var coefficients: [Double]
        var constant: Double
        var relation: Relation
        var strength: Strength
    }

    let variableCount: Int

    /// `coefficients · x + constant` for a point.
    static func evaluate(_ e: Entry, _ x: [Double]) -> Double {
        // A plain loop: the randomized tests evaluate every required entry after every step,
        // and in debug builds a generic `zip` and `reduce` would dominate their run.
        var value = e.constant
        for j in x.indices where e.coefficients[j] != 0 { value += e.coefficients[j] * x[j] }
        return value
    }

    /// The error of an optional entry at a point.
    static func error(_ e: Entry, _ x: [Double]) -> Double {
        let v = evaluate(e, x)
        switch e.relation {
        case .equal: return abs(v)
        case .lessThanOrEqual: return max(0, v)
        case .greaterThanOrEqual: return max(0, -v)
        }
    }

    /// The weighted error of each priority level at a point.
    static func levelErrors(_ entries: [Entry], _ x: [Double]) -> [Double: Double] {
        var levels: [Double: Double] = [:]
        for e in entries where !e.strength.isRequired {
            levels[e.strength.priority, default: 0] += e.strength.weight * error(e, x)
        }
        return levels
    }

    /// Whether the required entries can all hold.
    func requiredAreFeasible(_ entries: [Entry]) -> Bool {
        lexicographicOptimum(entries.filter { $0.strength.isRequired }) != nil
    }

    /// The optimum of every level, or nil when the required entries cannot hold.
    func lexicographicOptimum(_ entries: [Entry]) -> [Double: Double]? {
        lexicographicSolution(entries)?.optimum
    }

    /// The optimum of every level and a point that reaches them all (the variables' values),
    /// or nil when the required entries cannot hold. The point is the optimum's only point
    /// when the lowest levels pull every variable to a target, one level each.
    func lexicographicSolution(_ entries: [Entry]) -> (optimum: [Double: Double], point: [Double])? {
        let n = variableCount
        // Columns: x⁺ and x⁻ for each variable, then the errors of the optional entries.
        var errorColumns: [[Int]] = []
        var columns = 2 * n
        for e in entries {
            if e.strength.isRequired {
                errorColumns.append([])
            } else {
                let count = e.relation == .equal ? 2 : 1
                errorColumns.append(Array(columns..<columns + count))
                columns += count
            }
        }
        var lp = DenseLP(columnCount: columns)
        for (e, errors) in zip(entries, errorColumns) {
            var row = [Double](repeating: 0, count: columns)
            for j in 0..<n {
                row[j] = e.coefficients[j]
                row[n + j] = -e.coefficients[j]
            }
            // a·x + k (rel) 0 with errors: == gets `- e⁺ + e⁻`, <= gets `- e`, >= gets `+ e`.
            switch (e.relation, errors.count) {
            case (.equal, 2):
                row[errors[0]] = -1
                row[errors[1]] = 1
            case (.lessThanOrEqual, 1): row[errors[0]] = -1
            case (.greaterThanOrEqual, 1): row[errors[0]] = 1
            default: break
            }
            let relation: DenseLP.Relation = e.relation == .equal ? .equal : e.relation == .lessThanOrEqual ? .lessOrEqual : .greaterOrEqual
            lp.rows.append(DenseLP.Row(coefficients: row, relation: relation, bound: -e.constant))
        }
        let priorities = Set(entries.filter { !$0.strength.isRequired }.map(\.strength.priority)).sorted(by: >)
        let costs = priorities.map { p in
            var cost = [Double](repeating: 0, count: columns)
            for (e, errors) in zip(entries, errorColumns) where !e.strength.isRequired && e.strength.priority == p {
                for c in errors { cost[c] += e.strength.weight }
            }
            return cost
        }
        guard let solved = lp.minimizeInOrder(costs) else { return nil }
        let optimum = Dictionary(uniqueKeysWithValues: zip(priorities, solved.values))
        return (optimum, (0..<n).map { solved.point[$0] - solved.point[n + $0] })
    }
}
