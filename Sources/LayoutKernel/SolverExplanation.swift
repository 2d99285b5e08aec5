/// Why a required constraint cannot hold: a minimal set of the solver's required constraints.
extension Solver {
    /// A minimal set of required constraints that `probe` conflicts with, starting from the
    /// constraints that own the certificate's `symbols` and the definitions their expressions
    /// (and the probe's) go through.
    func conflictingConstraints(for probe: Constraint, symbols: [Int32],
                                excluding excluded: Constraint? = nil) -> [Constraint] {
        var seen = Set<ObjectIdentifier>()
        var candidates: [Constraint] = []
        var pendingTerms: [Int32] = []
        func consider(_ record: Record) {
            let c = record.constraint
            guard c.strength.isRequired, c !== excluded, seen.insert(ObjectIdentifier(c)).inserted else { return }
            candidates.append(c)
            pendingTerms.append(contentsOf: record.terms.map(\.symbol))
        }
        for symbol in symbols where Int(symbol) < owners.count {
            let owner = owners[Int(symbol)]
            if owner >= 0, let record = records[Int(owner)] { consider(record) }
        }
        pendingTerms.append(contentsOf: probe.expression.terms.compactMap { existingSymbol(of: $0.variable) })
        var visited = Set<Int32>()
        while let symbol = pendingTerms.popLast() {
            guard visited.insert(symbol).inserted, let d = definitions.definition(of: symbol),
                  let s = slot(of: d.constraint), let record = records[Int(s)] else { continue }
            consider(record)
        }
        let everything = { self.records.compactMap { $0?.constraint }.filter { $0.strength.isRequired && $0 !== excluded } }
        let conflict = ConflictMinimizer.minimize(probe: probe, candidates: candidates)
            ?? ConflictMinimizer.minimize(probe: probe, candidates: everything())
            ?? candidates
        return conflict.sorted { sequence(of: $0) < sequence(of: $1) }
    }

    private func sequence(of constraint: Constraint) -> Int {
        slot(of: constraint).flatMap { records[Int($0)]?.sequence } ?? Int.max
    }

    /// A scratch solver that reports conflicts without explaining them.
    static func scratch() -> Solver {
        let solver = Solver()
        solver.explainsConflicts = false
        return solver
    }
}
