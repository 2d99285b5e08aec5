extension Solver {
    /// The tableau: every definition as `variable := constant + coefficient·symbol …`, every
    /// row as `basic = constant + coefficient·symbol …`, then the objective levels. Symbols
    /// print as variable names, or `s` (slack), `e` (error), `d` (dummy) and their id.
    public var debugDescription: String {
        func name(_ s: Int32) -> String {
            if Int(s) < core.variables.count, let v = core.variables[Int(s)] { return v.description }
            switch core.tableau.kinds[Int(s)] {
            case .external: return "v\(s)"
            case .slack: return "s\(s)"
            case .error: return "e\(s)"
            case .dummy: return "d\(s)"
            }
        }
        func text(_ constant: Double, _ terms: [(Int32, Double)]) -> String {
            ([NumberText.exact(constant)] + terms.map { "\(NumberText.exact($0.1))·\(name($0.0))" }).joined(separator: " + ")
        }
        let editCount = core.edits.compactMap { $0 }.count
        var lines = ["Solver: \(core.recordCount - editCount) constraints, \(editCount) edit variables"]
        for d in core.definitions.all.sorted(by: { $0.order < $1.order }) {
            lines.append("  \(name(d.variable)) := \(text(d.constant, d.terms.map { ($0.symbol, $0.coefficient) }))")
        }
        for (basic, row) in core.tableau.liveRows.sorted(by: { $0.basic < $1.basic }) {
            lines.append("  \(name(basic)) = \(text(row.constant, row.cells.map { ($0.symbol, $0.coefficient) }))")
        }
        for (k, level) in core.tableau.levels.enumerated() {
            let terms = level.enumerated().filter { $0.element != 0 }.map { (Int32($0.offset), $0.element) }
            lines.append("  objective @\(NumberText.exact(core.tableau.levelPriorities[k])): \(text(0, terms))")
        }
        return lines.joined(separator: "\n")
    }
}
