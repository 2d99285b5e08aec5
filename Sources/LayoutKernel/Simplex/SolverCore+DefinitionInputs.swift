/// Required equalities that define a variable which only other definitions use.
///
/// A definition needs a subject that no tableau row holds: its value is evaluated forward,
/// never pivoted. A fresh variable is one (SolverCore+Definitions.swift); so is a variable
/// that only definitions refer to, with no edit, no row and no cost (a "definition input"),
/// when no tableau constraint names it directly (`addDefinitionBelowDependents`) or none is
/// expanded through a definition below it (`defineAbove`). Defining such a variable changes
/// no row: the definitions below it read it as before, and now evaluate from its definition.
/// Without this, the equality becomes a row expanded through every definition it refers to.
///
/// The case it is for: a vertical stack in a scroll view. The stack's end connection
/// (`last.bottom == stack.bottom`) comes after the content guide's constraint
/// (`stack.bottom == guide.bottom`), which defined the stack's height from the guide's, so
/// nothing is fresh. As a row, the connection sums the chain: a cell per arranged view,
/// rewritten by each insertion, hiding or new text height. Here, the guide's constraint is
/// solved for the guide's height instead (`pivotDefinition`, since the guide's height is used
/// by that definition alone), which leaves the stack's height to definitions only, and the
/// connection defines it.
extension SolverCore {
    /// The most definitions a walk below a definition input reaches: past it, the equality
    /// goes into the tableau, so that an add never walks a long chain. Also what each
    /// constraint added saves up for the walks below a variable whose definition was removed
    /// (see `definitionsBelow(_:formerlyDefined:into:)`).
    static let definitionInputWalkLimit = 64

    /// The definitions below `symbol` (`Definitions.definitionsBelow`), at most
    /// `definitionInputWalkLimit` of them; below a variable whose definition was removed
    /// (`formerlyDefined`), as many as the constraints added so far saved up
    /// (`definitionInputWalkLimit` each, counted by their sequence numbers) less what such
    /// walks reached before (`walkSpent`), which pays for the walk whether it succeeds or not.
    ///
    /// Why the exception: defining such a variable again keeps the definitions below it as
    /// they were, evaluated forward; as a row instead, the equality leaves a row that later
    /// changes below it keep rewriting. A stack nested n deep is the case: each layout that
    /// arranges views in its deepest stack defines that stack's height again, and below it
    /// lie the heights of every stack above. The allowance keeps all such walks together at
    /// most `definitionInputWalkLimit` definitions per add, so that no sequence of adds
    /// becomes quadratic through them, while one long walk is taken when adds paid for it.
    private mutating func definitionsBelow(_ symbol: Int32, formerlyDefined: Bool, into below: inout [Int32]) -> UInt32? {
        let limit = Self.definitionInputWalkLimit
        guard formerlyDefined else {
            var walked = 0
            return definitions.definitionsBelow(symbol, limit: limit, into: &below, walked: &walked)
        }
        var walked = 0
        let allowance = max(limit * Int(nextSequence) - walkSpent, limit)
        let mark = definitions.definitionsBelow(symbol, limit: allowance, into: &below, walked: &walked)
        walkSpent += walked
        return mark
    }

    /// Whether some term may be used by definitions alone (`isDefinitionInput` without its
    /// searches of the tableau): most adds have none, and pay only these look-ups.
    @inline(__always)
    func mayHaveDefinitionInput(_ terms: [(symbol: Int32, coefficient: Double)], formerlyDefined: Bool) -> Bool {
        for term in terms {
            let s = Int(term.symbol)
            if referenceCounts[s] > 0 && (!formerlyDefined || definitions.wasDefined(Int32(s)))
                && !definitions.isDefined(term.symbol) && editIndex[s] < 0 && definitions.hasDependents(term.symbol)
            {
                return true
            }
        }
        return false
    }

    /// Whether `symbol` is used by definitions alone: not defined, no edit, no row, no cost,
    /// and some definition refers to it (the definitions below it are checked by
    /// `Definitions.definitionsBelow`).
    mutating func isDefinitionInput(_ symbol: Int32) -> Bool {
        let s = Int(symbol)
        guard referenceCounts[s] > 0, editIndex[s] < 0, !definitions.isDefined(symbol),
            definitions.hasDependents(symbol)
        else { return false }
        return !tableau.occurs(symbol) && !tableau.hasCost(symbol)
    }

    /// Adds `constraint`, a required equality, as the definition of a term that only
    /// definitions use (after solving one definition it refers to for another variable, when
    /// that makes one: `pivotDefinition`). Returns false, changing nothing, when no term
    /// qualifies: the constraint then takes a fresh term or goes into the tableau.
    /// With `formerlyDefined`, only a term whose definition was removed qualifies (tried
    /// before a fresh term: see `add`); with `pivoting`, a definition may be re-solved.
    mutating func addDefinitionOfInput(
        _ constraint: Constraint, terms: [(symbol: Int32, coefficient: Double)], formerlyDefined: Bool = false,
        pivoting: Bool
    ) -> Bool {
        if definitions.isEmpty { return false }
        var below: [Int32] = []
        for subject in terms
        where (!formerlyDefined || definitions.wasDefined(subject.symbol)) && isDefinitionInput(subject.symbol) {
            guard SolverCore.isSolvable(terms, constant: constraint.constant, for: subject.coefficient) else { continue }
            // The cheapest ways first: one definition lowered at most, a short walk below the
            // subject, a short batch lowered (a walk of the batch, not of the chain), a long
            // walk below a variable whose definition was removed (when adds paid for it), a
            // long batch lowered.
            if addDefinitionBelowDependents(constraint, terms: terms, subject: subject, lowering: 1) { return true }
            if defineAboveIfAcyclic(constraint, terms: terms, subject: subject, formerlyDefined: false, below: &below) {
                return true
            }
            if addDefinitionBelowDependents(constraint, terms: terms, subject: subject, lowering: Self.shortLoweringLimit) {
                return true
            }
            if formerlyDefined,
                defineAboveIfAcyclic(constraint, terms: terms, subject: subject, formerlyDefined: true, below: &below)
            {
                return true
            }
            if addDefinitionBelowDependents(constraint, terms: terms, subject: subject, lowering: Self.loweringLimit) {
                return true
            }
        }
        if !pivoting { return false }
        for subject in terms where definitions.isDefined(subject.symbol) && !definitions.hasUsers(subject.symbol) {
            guard SolverCore.isSolvable(terms, constant: constraint.constant, for: subject.coefficient),
                pivotDefinition(of: subject.symbol, avoiding: terms)
            else { continue }
            var below: [Int32] = []
            var walked = 0
            // No limit: a pivot adds only the pivoted definition to the ones its own walk found.
            let mark = definitions.definitionsBelow(subject.symbol, limit: Int.max, into: &below, walked: &walked)
            precondition(mark != nil, "definitions below a definition input have no users")
            defineAbove(constraint, terms: terms, subject: subject, below: below)
            return true
        }
        return false
    }

    /// Records `constraint` as the definition of `subject` with an order between those of
    /// its terms' definitions and those of the definitions that refer to `subject`, so that
    /// nothing below moves: one look at each. Where defined terms' orders are too high (views
    /// inserted before a stack's first one: their positions were defined after the chain
    /// below), their definitions, and those they depend on above the same line, are given
    /// lower orders first, in the same order, when the definitions they depend on below the
    /// line leave room (`Definitions.orderSpacing` keeps room between definitions made one
    /// after the other; when it has run out, the orders are spaced again once).
    /// Returns false, changing nothing, when the orders leave no room, when more than
    /// `lowering` definitions would move, or when a tableau constraint refers to `subject`
    /// directly (then `defineAbove`'s walk checks for rows).
    ///
    /// Why no row can change: `subject` is in no row, so every row expanded through a
    /// definition below it holds it with coefficient 0, and stays exact when it is defined;
    /// such a row is a user of the definition it names, which the shifts and removals of
    /// the new definition reach by walking down, as for any other definition. No cycle: a
    /// lowered definition that refers to `subject` stops the walk, and every definition below
    /// `subject` has an order at least the lowest of its dependents', above every term's.
    /// The lowered definitions' own dependents were above their old orders, so above the new.
    private mutating func addDefinitionBelowDependents(
        _ constraint: Constraint, terms: [(symbol: Int32, coefficient: Double)],
        subject: (symbol: Int32, coefficient: Double), lowering limit: Int
    ) -> Bool {
        let s = subject.symbol
        guard var dependents = definitions.dependentOrders(of: s),
            Int(referenceCounts[Int(s)]) == dependents.count, dependents.lowest > Int.min / 2
        else { return false }
        var lowered: [Int32] = []
        var respaced = false
        while terms.contains(where: {
            $0.symbol != s && definitions.isDefined($0.symbol) && definitions.order(of: $0.symbol) >= dependents.lowest - 1
        }) {
            let ceiling = dependents.lowest
            guard
                let floor = definitions.ancestors(
                    of: terms, excluding: s, from: ceiling - 1, limit: limit, into: &lowered)
            else { return false }
            if floor < ceiling - 1 - lowered.count { break }
            guard !respaced else { return false }
            respaced = true
            lowered.removeAll()
            definitions.renumberOrders()
            dependents = definitions.dependentOrders(of: s)!
        }
        guard addDefinition(constraint, terms: terms, subject: subject) else { return false }
        let ceiling = dependents.lowest
        for (k, v) in lowered.enumerated() { definitions.place(v, at: ceiling - 1 - lowered.count + k) }
        definitions.place(s, at: ceiling - 1)
        return true
    }

    /// The most definitions `addDefinitionBelowDependents` moves below a new one: a batch of
    /// views inserted before a stack's first between two layouts.
    static let loweringLimit = 4096

    /// A batch lowered before the walk paid for by adds is tried: short batches (views
    /// inserted at a stack's front between layouts) cost less to lower than the chain below
    /// them costs to walk.
    static let shortLoweringLimit = 256

    /// Defines `subject` above the definitions below it when the walk below it
    /// (`definitionsBelow(_:formerlyDefined:into:)`) finds them and no other term lies among
    /// them (a cycle). Returns false, changing nothing, otherwise.
    private mutating func defineAboveIfAcyclic(
        _ constraint: Constraint, terms: [(symbol: Int32, coefficient: Double)],
        subject: (symbol: Int32, coefficient: Double), formerlyDefined: Bool, below: inout [Int32]
    ) -> Bool {
        guard let mark = definitionsBelow(subject.symbol, formerlyDefined: formerlyDefined, into: &below),
            !terms.contains(where: { $0.symbol != subject.symbol && definitions.isMarked($0.symbol, mark) })
        else { return false }
        defineAbove(constraint, terms: terms, subject: subject, below: below)
        return true
    }

    /// Records `constraint` as the definition of `subject` (checked by the caller: used by
    /// definitions alone, no cycle, finite numbers), and moves it and then `below` (the
    /// definitions below `subject`, in evaluation order) after every other definition.
    private mutating func defineAbove(
        _ constraint: Constraint, terms: [(symbol: Int32, coefficient: Double)],
        subject: (symbol: Int32, coefficient: Double), below: [Int32]
    ) {
        let made = addDefinition(constraint, terms: terms, subject: subject)
        precondition(made, "a definition whose numbers were checked")
        definitions.moveAfterAll([definitions.indexOf[Int(subject.symbol)]] + below)
    }

    /// Solves the definition of `variable` for another variable of its constraint that only
    /// definitions use, so that `variable` becomes used by definitions alone and a new
    /// equality can define it. Nothing may be expanded through the definitions below either
    /// variable (no row changes), and neither the definition's other terms nor `avoiding`
    /// (the new equality's terms, `variable` aside) may lie below the other variable (no
    /// cycle). Returns false, changing nothing, when no variable qualifies.
    private mutating func pivotDefinition(
        of variable: Int32, avoiding: [(symbol: Int32, coefficient: Double)]
    ) -> Bool {
        let slot = owners[Int(variable)]
        guard slot >= 0, let record = records[Int(slot)], record.isDefinition, record.defined == variable else {
            return false
        }
        // Cheap checks on the body first: most definitions' terms are defined or in the rows.
        var candidates: [Int32] = []
        for k in definitions.bodyRange(of: variable) {
            let s = definitions.bodySymbols[k]
            if !definitions.isDefined(s) && editIndex[Int(s)] < 0 { candidates.append(s) }
        }
        if candidates.isEmpty { return false }
        // The constraint's own terms (a definition's record keeps none). Every variable is
        // held and the terms were combined once already when the constraint was added, so
        // this neither registers a symbol nor fails; if it did, the pivot is only skipped:
        // the held definition stays as it is, and the new equality goes into the tableau.
        var made = IndexList()
        var terms: [(symbol: Int32, coefficient: Double)] = []
        let countBefore = tableau.symbolCount
        do throws(SolverError) {
            try combinedTerms(of: record.constraint.terms, made: &made, into: &terms)
        } catch {
            unregister(made, countBefore: countBefore)
            return false
        }
        guard made.isEmpty else {
            unregister(made, countBefore: countBefore)
            return false
        }
        var below: [Int32] = []
        for u in candidates where isDefinitionInput(u) {
            guard let coefficient = terms.first(where: { $0.symbol == u })?.coefficient,
                SolverCore.isSolvable(terms, constant: record.constraint.constant, for: coefficient),
                let mark = definitionsBelow(u, formerlyDefined: false, into: &below),
                !terms.contains(where: { $0.symbol != u && $0.symbol != variable && definitions.isMarked($0.symbol, mark) }),
                !avoiding.contains(where: { $0.symbol != variable && definitions.isMarked($0.symbol, mark) })
            else { continue }
            let factor = -1 / coefficient
            definitions.undefine(variable)
            definitions.define(u, as: terms, scaledBy: factor, constant: record.constraint.constant * factor)
            records[Int(slot)]!.redefine(u, coefficient: coefficient)
            owners[Int(variable)] = -1
            owners[Int(u)] = slot
            userShifts.drop()
            return true
        }
        return false
    }
}
