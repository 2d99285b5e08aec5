/// Which constraints hold a variable's value at the current solution: the question behind
/// `Solver.bindingConstraints(for:)`, answered from the solved form alone.
///
/// A constraint holds `x` when `x` moves with its constant: the walk computes `∂x/∂K` for the
/// constant `K` of every constraint reached, and keeps those that are not zero.
///
/// - A basic symbol's row, `x = c + Σ a·s`, says how `x` moves with the parametric symbols:
///   a tableau constraint's row is `expression + K + m·marker (+ other error) = 0`, so moving
///   `K` by `δ` moves its marker by `δ/m` (the marker technique) and `x` by `a·δ/m`, `a` the
///   marker's cell in the row. A tight inequality's slack is such a cell; an inequality with
///   slack has its slack basic, and an overridden optional constraint its marker basic, so
///   neither is (the other error's column is the marker's, negated: it is then in no other
///   row). A parametric user symbol in the row is free: it holds nothing.
/// - A defined variable `v := k + Σ b·t` (see `Definitions`) moves with its definition's
///   constant (`∂k/∂K = -1/a`, `a` the coefficient of `v` in the definition) and with the value
///   of every `t`.
/// - A tableau constraint's row was expanded through the definitions of the defined variables
///   among its terms: their constants are folded into its constant, so `x` moves with them
///   too, through that row (and through the definitions those go through).
/// The two ways into a definition can cancel (`x := -2y - 27` where `y`'s row went through
/// `x`'s definition: the definition then moves `y`, not `x`), so the derivatives are summed
/// exactly: definitions are visited highest creation order first (a definition only refers to
/// older symbols), so that each is expanded once, with its whole weight.
///
/// Costs the rows and definitions reached, each once (a heap orders the definitions): the
/// variable's chain, not the whole solver. The result lists the constraints in the order
/// reached (nearest first), each once.
///
/// Not seen: a required equality whose dummy column was dropped (rows holding more than
/// `SolverCore.defaultDummyFillLimit` dummies, see SolverCore+RequiredEqualities.swift) leaves no
/// cell in the rows it holds.
struct BindingSet {
    /// `∂x/∂K` so far for each constraint reached (by record slot), with the sum of the
    /// magnitudes added into it (to tell a cancellation from a small derivative).
    private var derivative: [Int32: (sum: Double, magnitude: Double)] = [:]
    /// The slots in the order reached.
    private var reached: [Int32] = []

    /// The slots of the records whose constant moves the value of `root` (an external
    /// symbol). `owners` maps a marker, error or defined symbol to its record's slot.
    static func slots(
        holding root: Int32, tableau: Tableau, definitions: Definitions, owners: [Int32],
        records: [SolverCore.Record?]
    ) -> [Int32] {
        var set = BindingSet()
        // Weights by symbol: how much x moves per unit of the symbol's value (`value`), or of
        // the constant part of a defined symbol's expansion (`constant`).
        var value: [Int32: Double] = [:], constant: [Int32: Double] = [:]
        var valueHeap = OrderHeap(), constantHeap = OrderHeap()
        var basics: [Int32] = []
        func addValue(_ s: Int32, _ w: Double) {
            if let old = value[s] {
                value[s] = old + w
            } else {
                value[s] = w
                if let d = definitions.definition(of: s) {
                    valueHeap.push(d.order, s)
                } else if tableau.isBasic(s) {
                    basics.append(s)
                }
            }
        }
        func addConstant(_ s: Int32, _ w: Double) {
            guard let d = definitions.definition(of: s) else { return }
            if let old = constant[s] {
                constant[s] = old + w
            } else {
                constant[s] = w
                constantHeap.push(d.order, s)
            }
        }
        /// The definition of `s` moves x by `w` per unit of its constant part; returns its terms.
        func expandDefinition(_ s: Int32, _ w: Double) -> [(symbol: Int32, coefficient: Double)] {
            guard let d = definitions.definition(of: s) else { return [] }
            // `Σ a·t + K = 0` solved for v (coefficient a): v's constant is `-K/a`.
            let slot = owners[Int(s)]
            if slot >= 0, let r = records[Int(slot)], r.isDefinition, r.definedCoefficient != 0 {
                set.add(slot, -w / r.definedCoefficient)
            }
            return d.terms
        }
        addValue(root, 1)
        // Defined variables by value, newest first: each has its whole weight when expanded.
        while let s = valueHeap.pop() {
            let w = value[s]!
            for term in expandDefinition(s, w) { addValue(term.symbol, w * term.coefficient) }
        }
        for s in basics {
            let w = value[s]!
            guard let row = tableau.row(of: s) else { continue }
            for cell in row.cells where tableau.kinds[Int(cell.symbol)] != .external {
                let slot = owners[Int(cell.symbol)]
                guard slot >= 0, let r = records[Int(slot)], r.marker == cell.symbol, r.markerCoefficient != 0 else { continue }
                let dx = w * cell.coefficient / r.markerCoefficient
                set.add(slot, dx)
                for term in r.terms where definitions.isDefined(term.symbol) {
                    addConstant(term.symbol, dx * term.coefficient)
                }
            }
        }
        while let s = constantHeap.pop() {
            let w = constant[s]!
            for term in expandDefinition(s, w) where definitions.isDefined(term.symbol) {
                addConstant(term.symbol, w * term.coefficient)
            }
        }
        return set.reached.filter { slot in
            let d = set.derivative[slot]!
            return !d.sum.isFinite || !d.magnitude.isFinite || abs(d.sum) > 1e-9 * d.magnitude
        }
    }

    private mutating func add(_ slot: Int32, _ dx: Double) {
        if let old = derivative[slot] {
            derivative[slot] = (old.sum + dx, old.magnitude + abs(dx))
        } else {
            derivative[slot] = (dx, abs(dx))
            reached.append(slot)
        }
    }
}

extension SolverCore {
    /// See `Solver.bindingConstraints(for:)`.
    func bindingConstraints(for variable: Variable) -> [Constraint] {
        guard let s = existingSymbol(of: variable) else { return [] }
        let slots = BindingSet.slots(
            holding: s, tableau: tableau, definitions: definitions, owners: owners, records: records)
        return slots.compactMap { slot -> Constraint? in
            guard let record = records[Int(slot)], !isEditConstraint(record) else { return nil }
            return record.constraint
        }
    }

    /// Whether `record` is an edit variable's internal constraint.
    private func isEditConstraint(_ record: Record) -> Bool {
        guard record.terms.count == 1, !record.isDefinition else { return false }
        let e = Int(editIndex[Int(record.terms[0].symbol)])
        return e >= 0 && edits[e]?.constraint === record.constraint
    }
}
