/// `updateVariables`: writing back the values that changed.
///
/// The tableau marks the external symbols whose value may have changed (dirty); definitions
/// (`Definitions`) are evaluated forward from the variables they refer to. Two ways to find
/// the definitions to evaluate, one result:
/// - by change (`writeByChange`), the common case (a suggestion, a constant change): the
///   definitions that refer to a changed variable become due, and a due definition whose
///   value did not change stops the walk. Needs index order to be an evaluation order
///   (`Definitions.evaluatesByIndex`) and nothing forced (no new definition, no variable to
///   refresh).
/// - by reach (`writeByReach`): every definition reachable from the changed variables, the
///   refreshed variables and the new definitions is evaluated, in a depth-first order
///   (`Definitions.evaluationOrder`). Builds, removals, and solvers that reused a definition
///   slot take it.
extension Solver {
    /// Writes every changed value and returns the variables written (those handed back since
    /// the last call first).
    func writeChangedValues() -> [Variable] {
        let tables = self.tables
        // Work lists live in the solver so that a call allocates nothing but its result.
        var written = IndexList()
        var dirty: [Int32] = []
        swap(&written, &tables.writtenBuffer)
        swap(&dirty, &tables.dirtyBuffer)
        defer {
            written.removeAll()
            dirty.empty()
            swap(&written, &tables.writtenBuffer)
            swap(&dirty, &tables.dirtyBuffer)
        }
        tables.tableau.moveDirtySymbols(into: &dirty)
        if tables.refresh.isEmpty && tables.definitions.pending.isEmpty && tables.definitions.evaluatesByIndex {
            writeByChange(dirty: dirty, into: &written)
        } else {
            writeByReach(dirty: dirty, into: &written)
        }
        return changedVariables(written)
    }

    /// The variables of the symbols in `written`, after those handed back since the last call.
    private func changedVariables(_ written: IndexList) -> [Variable] {
        let tables = self.tables
        // A new array each call: keeping the last result's buffer for reuse would keep its
        // variables alive until the next update (LeakTests: a removed view's variables must
        // be freed at once).
        // Every written symbol has a variable (`write` checked it).
        let variables = written.map { tables.variables[Int($0)].unsafelyUnwrapped }
        if tables.handBack.isEmpty { return variables }
        var changed: [Variable] = []
        reportRetired(into: &changed)
        changed.append(contentsOf: variables)
        return changed
    }

    /// The common case (see above): dirty variables written, their dependents made due, the
    /// due definitions evaluated lowest index first.
    private func writeByChange(dirty: [Int32], into written: inout IndexList) {
        let tables = self.tables
        for s in dirty where !tables.definitions.isDefined(s) {
            if write(tables.tableau.value(of: s), to: s, into: &written) && tables.definitions.hasDependents(s) {
                tables.definitions.markDependentsDue(of: s)
            }
        }
        writeSettled(into: &written)
        if tables.definitions.due.isEmpty { return }
        let first = written.count
        // A variable that no definition defines is read from its handle: the loop above left
        // every one current (a changed one written, an unchanged one still right), and the
        // tableau's value of a deferred row costs a loop of its own.
        tables.definitions.evaluateDue(into: &written) { tables.variables[Int($0)].unsafelyUnwrapped.value }
        // `evaluateDue` appended the defined variables whose value changed: write them.
        for k in first..<written.count {
            let v = written[k]
            tables.variables[Int(v)].unsafelyUnwrapped.value = tables.definitions.values[Int(v)]
        }
    }

    /// Writes the defined variables whose value a definition's constant change already
    /// brought up to date.
    private func writeSettled(into written: inout IndexList) {
        let tables = self.tables
        if tables.settled.isEmpty { return }
        for s in tables.settled where tables.definitions.isDefined(s) {
            write(tables.definitions.values[Int(s)], to: s, into: &written)
        }
        tables.settled.empty()
    }

    /// Every other case (see above).
    private func writeByReach(dirty: [Int32], into written: inout IndexList) {
        let tables = self.tables
        var roots = IndexList()
        swap(&roots, &tables.rootsBuffer)
        defer {
            roots.removeAll()
            swap(&roots, &tables.rootsBuffer)
        }
        if !tables.refresh.isEmpty {
            roots.append(contentsOf: tables.refresh)
            tables.refresh.empty()
        }
        for s in dirty where !tables.definitions.isDefined(s) {
            if write(tables.tableau.value(of: s), to: s, into: &written) && tables.definitions.hasDependents(s) {
                roots.append(s)
            }
        }
        writeSettled(into: &written)
        if !tables.definitions.pending.isEmpty {
            for index in tables.definitions.pending where tables.definitions.variableOf[Int(index)] >= 0 {
                roots.append(tables.definitions.variableOf[Int(index)])
            }
            tables.definitions.pending.empty()
        }
        if !roots.isEmpty { evaluateDefinitions(from: roots, into: &written) }
    }

    /// Evaluates the definitions that depend on `roots` (or are roots), and writes their
    /// values, and the tableau values of roots that are not defined (any longer).
    private func evaluateDefinitions(from roots: IndexList, into written: inout IndexList) {
        let tables = self.tables
        var order: [Int32] = []
        swap(&order, &tables.orderBuffer)
        defer {
            order.empty()
            swap(&order, &tables.orderBuffer)
        }
        tables.definitions.evaluationOrder(from: roots, into: &order)
        tables.definitions.evaluate(order) { tables.tableau.value(of: $0) }
        for s in roots where !tables.definitions.isDefined(s) {
            // A variable that stopped being defined takes its tableau value.
            write(tables.tableau.value(of: s), to: s, into: &written)
        }
        for index in order {
            let v = tables.definitions.variableOf[Int(index)]
            if v >= 0 { write(tables.definitions.values[Int(v)], to: v, into: &written) }
        }
    }

    /// Writes `value` to the variable of symbol `s` if it differs (noting `s` in `written`);
    /// returns whether it did.
    @inline(__always) @discardableResult
    private func write(_ value: Double, to s: Int32, into written: inout IndexList) -> Bool {
        let tables = self.tables
        // Read and written on a borrowed reference: the variable is retained only when it
        // goes into the result (`changedVariables`).
        guard let old = tables.variables[Int(s)]?.value, old != value else { return false }
        tables.variables[Int(s)].unsafelyUnwrapped.value = value
        written.append(s)
        return true
    }
}
