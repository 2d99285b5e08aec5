/// The operations behind `Solver`'s calls, on the core alone: validation of the handles and
/// numbers, then the tableau or the definitions. Each throws with the core as it was
/// (a stop at the pivot budget aside: see Solver+PivotBudget.swift).
///
/// The entry points `Solver` calls are out of line (`@inline(never)`): inlined into the
/// class's code, every non-mutating method they call on the core would be called on a copy
/// of it (see `Solver.inPlace`).
extension SolverCore {
    @inline(never) mutating func add(_ constraint: Constraint) throws(SolverError) {
        if slot(of: constraint) != nil { throw .duplicateConstraint(constraint) }
        guard constraint.strength.isValid else { throw .invalidStrength }
        guard constraint.constant.isFinite, constraint.terms.allSatisfy({ $0.coefficient.isFinite }) else {
            throw .nonFiniteValue
        }
        // Claimed before anything else, so that no other solver adds it meanwhile; kept when
        // it was already this solver's (a constant change that adds it again).
        let wasClaimed = claimsHandles && constraint.words.owner(0) == token
        guard claim(constraint) else { throw .constraintHeldByAnotherSolver(constraint) }
        let countBefore = tableau.symbolCount
        // The symbols this call registers, in a reused buffer (a failure unregisters them).
        var made = IndexList()
        swap(&made, &madeBuffer)
        defer {
            made.removeAll()
            swap(&made, &madeBuffer)
        }
        do throws(SolverError) {
            // Combined in a reused buffer: a definition copies them into its arena, a tableau
            // record keeps an exact copy (one allocation a definition less).
            var terms: [(symbol: Int32, coefficient: Double)] = []
            swap(&terms, &termsBuffer)
            defer {
                terms.empty()
                swap(&terms, &termsBuffer)
            }
            try combinedTerms(of: constraint.terms, made: &made, into: &terms)
            // A variable's coefficients added up can overflow (1e308·x + 1e308·x).
            guard terms.allSatisfy({ $0.coefficient.isFinite }) else { throw .nonFiniteValue }
            if constraint.strength.isRequired && constraint.relation == .equal {
                // A variable whose definition was removed while definitions still use it goes
                // before a fresh one: defining the fresh one from it would leave it in the
                // tableau, under everything below it (a view inserted before a stack's first
                // one; SolverCore+DefinitionInputs.swift). A variable never defined does not:
                // a size that the next view's position uses is no position to define.
                if definitions.everUndefined && mayHaveDefinitionInput(terms, formerlyDefined: true)
                    && addDefinitionOfInput(constraint, terms: terms, formerlyDefined: true, pivoting: false)
                {
                    return
                }
                if let subject = terms.first(where: { isFresh($0.symbol, made: made) }) {
                    if addDefinition(constraint, terms: terms, subject: subject) { return }
                } else if addDefinitionOfInput(constraint, terms: terms, pivoting: true) {
                    return
                }
            }
            try addToTableau(constraint, terms: Array(terms[...]), countBefore: countBefore)
        } catch {
            unregister(made, countBefore: countBefore)
            if !wasClaimed { release(constraint) }
            throw error
        }
    }

    @inline(never) mutating func remove(_ constraint: Constraint) throws(SolverError) {
        let symbols = try removeKeepingClaims(constraint)
        release(constraint)
        retireUnreferenced(symbols)
    }

    /// Takes a constraint out and re-optimises, keeping the claims on it and on its variables;
    /// returns the symbols it referred to.
    mutating func removeKeepingClaims(_ constraint: Constraint) throws(SolverError) -> [Int32] {
        guard let s = slot(of: constraint), let record = records[Int(s)] else { throw .unknownConstraint(constraint) }
        let symbols = referencedSymbols(of: record)
        if record.isDefinition {
            try removeDefinition(record, at: s)
        } else {
            try removeFromTableau(record, at: s)
            tableau.optimize()
        }
        return symbols
    }

    @inline(never) mutating func setStrength(_ strength: Strength, for constraint: Constraint) throws(SolverError) {
        guard let s = slot(of: constraint), let record = records[Int(s)] else { throw .unknownConstraint(constraint) }
        guard strength.isValid else { throw .invalidStrength }
        let old = constraint.strength
        guard old.isRequired == strength.isRequired else { throw .badRequiredStrength }
        constraint.strength = strength
        if old.isRequired || old == strength { return }
        let errors = constraint.relation == .equal ? [record.marker, record.other] : [record.other]
        tableau.retainLevel(strength.priority, by: 1)
        for e in errors {
            tableau.addToObjective(e, weight: -max(0, old.weight), priority: old.priority)
            tableau.addToObjective(e, weight: max(0, strength.weight), priority: strength.priority)
        }
        tableau.retainLevel(old.priority, by: -1)
        tableau.optimize()
    }

    /// Adds the edit of `variable` and returns its internal constraint (`variable == 0`,
    /// whose constant each suggestion moves).
    @discardableResult @inline(never)
    mutating func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) -> Constraint {
        if editSlot(of: variable) != nil { throw .duplicateEditVariable(variable) }
        guard strength.isValid else { throw .invalidStrength }
        if strength.isRequired { throw .badRequiredStrength }
        let constraint = Constraint(LinearExpression([Term(variable)]), .equal, strength: strength)
        try add(constraint)
        registerEdit(constraint)
        return constraint
    }

    /// Notes `constraint` (an edit's `variable == constant`, already added) as the edit of its
    /// variable.
    @inline(never) mutating func registerEdit(_ constraint: Constraint) {
        guard let s = existingSymbol(of: constraint.terms[0].variable) else { return }
        if let free = edits.firstIndex(where: { $0 == nil }) {
            editIndex[Int(s)] = Int32(free)
            edits[free] = Edit(constraint: constraint)
        } else {
            editIndex[Int(s)] = Int32(edits.count)
            edits.append(Edit(constraint: constraint))
        }
    }

    @inline(never) mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let e = editSlot(of: variable), let edit = edits[e] else { throw .unknownEditVariable(variable) }
        let symbols = try removeKeepingClaims(edit.constraint)
        edits[e] = nil
        if let s = existingSymbol(of: variable) { editIndex[Int(s)] = -1 }
        release(edit.constraint)
        retireUnreferenced(symbols)
    }

    /// The internal constraint of `variable`'s edit, if it has one.
    @inline(__always)
    func editConstraint(of variable: Variable) -> Constraint? {
        editSlot(of: variable).flatMap { edits[$0]?.constraint }
    }

    /// The constraints held (edit variables' internal constraints excluded).
    var userConstraints: [Constraint] {
        let editConstraints = Set(edits.compactMap { $0.map { ObjectIdentifier($0.constraint) } })
        return records.compactMap { $0?.constraint }.filter { !editConstraints.contains(ObjectIdentifier($0)) }
    }
}
