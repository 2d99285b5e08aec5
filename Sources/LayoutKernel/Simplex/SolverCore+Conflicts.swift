/// Why a required constraint cannot hold: a minimal set of the solver's required constraints.
extension SolverCore {
    /// A minimal set of required constraints that `probe` conflicts with, starting from the
    /// constraints that own the certificate's `symbols` and the definitions their expressions
    /// (and the probe's) go through.
    func conflictingConstraints(
        for probe: Constraint, symbols: [Int32],
        excluding excluded: Constraint? = nil
    ) -> [Constraint] {
        var seen = Set<ObjectIdentifier>()
        var candidates: [Constraint] = []
        var pendingTerms: [Int32] = []
        func consider(_ record: Record) {
            let c = record.constraint
            guard c.strength.isRequired, c !== excluded, seen.insert(ObjectIdentifier(c)).inserted else { return }
            candidates.append(c)
            pendingTerms.append(contentsOf: referencedSymbols(of: record))
        }
        for symbol in symbols where Int(symbol) < owners.count {
            let owner = owners[Int(symbol)]
            if owner >= 0, let record = records[Int(owner)] { consider(record) }
        }
        pendingTerms.append(contentsOf: probe.expression.terms.compactMap { existingSymbol(of: $0.variable) })
        var visited = Set<Int32>()
        while let symbol = pendingTerms.popLast() {
            // A defined variable's owner is its definition's record.
            guard visited.insert(symbol).inserted, definitions.isDefined(symbol), owners[Int(symbol)] >= 0,
                let record = records[Int(owners[Int(symbol)])]
            else { continue }
            consider(record)
        }
        // Testing a candidate costs a removal and an add on a scratch solver, and removing a
        // definition re-adds what was expanded through it: over a long chain that is O(N²).
        // So every candidate is tested when there are few; otherwise only the tableau ones,
        // and the definitions they go through are kept (a chain's links are all needed).
        let testAll = candidates.count <= ConflictMinimizer.exhaustiveLimit
        let testable = candidates.map { c in testAll || !(slot(of: c).flatMap { records[Int($0)]?.isDefinition } ?? false) }
        var conflict = ConflictMinimizer.minimize(probe: probe, candidates: candidates, testable: testable)
        if conflict == nil {
            // The certificate fell short (rounding): fall back to every required constraint,
            // when there are not too many to test.
            let everything = records.compactMap { $0?.constraint }.filter { $0.strength.isRequired && $0 !== excluded }
            if everything.count <= 4 * ConflictMinimizer.exhaustiveLimit {
                conflict = ConflictMinimizer.minimize(
                    probe: probe, candidates: everything,
                    testable: [Bool](repeating: true, count: everything.count))
            }
        }
        return (conflict ?? candidates).sorted { sequence(of: $0) < sequence(of: $1) }
    }

    private func sequence(of constraint: Constraint) -> UInt32 {
        slot(of: constraint).flatMap { records[Int($0)]?.sequence } ?? UInt32.max
    }

    /// A scratch solver that reports conflicts without explaining them.
    static func scratch() -> Solver { Solver(scratch: ()) }
}
