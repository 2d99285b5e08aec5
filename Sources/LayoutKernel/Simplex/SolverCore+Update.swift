/// `updateVariables`: writing back the values that changed.
///
/// The tableau marks the external symbols whose value may have changed (dirty); definitions
/// (`Definitions`) are evaluated forward from the variables they refer to. Two ways to find
/// the definitions to evaluate, one result:
/// - by change (`writeByChange`), the common case (a suggestion, a constant change, a
///   removal): the definitions that refer to a changed variable become due, and a due
///   definition whose value did not change stops the walk. The due definitions are taken
///   lowest index first while index order is an evaluation order
///   (`Definitions.evaluatesByIndex`), in `order` otherwise (`DefinitionRanks`, sorted once
///   per change to the definitions). Needs no new definition since the last update.
/// - by reach (`writeByReach`): every definition reachable from the changed variables, the
///   refreshed variables and the new definitions is evaluated, in a depth-first order
///   (`Definitions.evaluationOrder`). Updates after new definitions (builds) take it.
extension SolverCore {
    /// Writes every changed value and returns the variables written (those handed back since
    /// the last call first).
    @inline(never) mutating func writeChangedValues() -> [Variable] {
        var written = writtenSymbols()
        let listed = changedVariables(written)
        giveBack(&written)
        return listed
    }

    /// Writes every changed value, then calls `body` with the variables written, unretained,
    /// in `writeChangedValues()`'s order: no reference taken to a variable (see
    /// `Solver.updateVariables(borrowing:)`). `body` must not touch this solver.
    @inline(never) mutating func writeChangedValues(borrowing body: (UnsafeBufferPointer<Unmanaged<Variable>>) -> Void) {
        var written = writtenSymbols()
        let retired = handBack
        if !handBack.isEmpty { handBack.removeAll() }
        // A plain allocation, not an `Array`: making an array of this (struct) element type
        // looked its storage class up in the runtime's metadata cache on every call, several
        // times the cost of the listing on a small layout. Safe: exactly `n` elements are
        // initialised before `body` sees them, `Unmanaged` needs no deinitialisation, and the
        // buffer is freed after `body` returns; `retired` and `variables` (which holds every
        // written symbol's variable, as `write` checked) keep the variables alive meanwhile.
        let n = retired.count + written.count
        let listed = UnsafeMutableBufferPointer<Unmanaged<Variable>>.allocate(capacity: Swift.max(n, 1))
        defer { listed.deallocate() }
        for (k, variable) in retired.enumerated() { listed.initializeElement(at: k, to: .passUnretained(variable)) }
        variables.withUnsafeBufferPointer { table in
            for k in 0..<written.count {
                listed.initializeElement(
                    at: retired.count + k, to: .passUnretained(table[Int(written[k])].unsafelyUnwrapped))
            }
        }
        withExtendedLifetime(retired) { body(UnsafeBufferPointer(rebasing: listed[0..<n])) }
        giveBack(&written)
    }

    /// Writes every changed value and returns how many variables it wrote (counting those
    /// handed back since the last call), listing none: no result array, and no reference
    /// taken to a variable.
    @inline(never) mutating func writeChangedValuesUnlisted() -> Int {
        var written = writtenSymbols()
        let count = written.count + handBack.count
        if !handBack.isEmpty { handBack.removeAll() }
        giveBack(&written)
        return count
    }

    /// Writes every changed value and returns the symbols written, in the solver's work list
    /// (so that a call allocates nothing but its result); `giveBack` returns the list.
    @inline(__always) private mutating func writtenSymbols() -> IndexList {
        var written = IndexList()
        swap(&written, &writtenBuffer)
        writeValues(into: &written)
        return written
    }

    /// Empties `written` and keeps its buffer for the next call.
    @inline(__always) private mutating func giveBack(_ written: inout IndexList) {
        written.removeAll()
        swap(&written, &writtenBuffer)
    }

    /// Writes every changed value, noting the symbols written in `written`.
    @inline(__always)
    private mutating func writeValues(into written: inout IndexList) {
        var dirty = IndexList()
        swap(&dirty, &dirtyBuffer)
        defer {
            dirty.removeAll()
            swap(&dirty, &dirtyBuffer)
        }
        tableau.moveDirtySymbols(into: &dirty)
        if definitions.pending.isEmpty {
            writeByChange(dirty: dirty, into: &written)
        } else {
            writeByReach(dirty: dirty, into: &written)
        }
    }

    /// The variables of the symbols in `written`, after those handed back since the last call.
    private mutating func changedVariables(_ written: IndexList) -> [Variable] {
        // A new array each call: keeping the last result's buffer for reuse would keep its
        // variables alive until the next update (LeakTests: a removed view's variables must
        // be freed at once).
        // Every written symbol has a variable (`write` checked it).
        // The retired first, in the same array: appending the written ones to a second array
        // copied each again, through the runtime's generic copy; a chain removed from its
        // front lists every value below each removal.
        let changed = written.map(after: handBack) { variables[Int($0)].unsafelyUnwrapped }
        if !handBack.isEmpty { handBack.removeAll() }
        return changed
    }

    /// The common case (see above): dirty variables written, their dependents made due, the
    /// due definitions evaluated in an evaluation order.
    private mutating func writeByChange(dirty: IndexList, into written: inout IndexList) {
        if !refresh.isEmpty {
            // Variables to refresh (one whose definition was removed, say) count as changed
            // when their value did: the definitions below them read the old value until now.
            // Evaluating everything below them instead (by reach) cost a chain whose front is
            // removed a walk of the rest at every update.
            for s in refresh {
                if definitions.isDefined(s) {
                    definitions.due.insert(definitions.indexOf[Int(s)])
                } else if write(tableau.value(of: s), to: s, into: &written) && definitions.hasDependents(s) {
                    definitions.markDependentsDue(of: s)
                }
            }
            refresh.empty()
        }
        // `write`'s work, appended in one go: at most one index per dirty symbol.
        written.append(upTo: dirty.count) { out in
            var n = 0
            for s in dirty where !definitions.isDefined(s) {
                let value = tableau.value(of: s)
                guard let old = variables[Int(s)]?.value, old != value else { continue }
                variables[Int(s)].unsafelyUnwrapped.value = value
                out[n] = s
                n &+= 1
                if definitions.hasDependents(s) { definitions.markDependentsDue(of: s) }
            }
            return n
        }
        if definitions.due.isEmpty { return }
        // A variable that no definition defines is read from its handle: the loop above left
        // every one current (a changed one written, an unchanged one still right), and the
        // tableau's value of a deferred row costs a loop of its own. A defined variable whose
        // value changed is written as it is evaluated (no definition reads it from its handle),
        // rather than in a second pass over the list.
        definitions.evaluateDue(
            into: &written, variableValue: { variables[Int($0)].unsafelyUnwrapped.value },
            write: { variables[Int($0)].unsafelyUnwrapped.value = $1 })
    }

    /// Every other case (see above).
    private mutating func writeByReach(dirty: IndexList, into written: inout IndexList) {
        var roots = IndexList()
        swap(&roots, &rootsBuffer)
        defer {
            roots.removeAll()
            swap(&roots, &rootsBuffer)
        }
        if !refresh.isEmpty {
            roots.append(contentsOf: refresh)
            refresh.empty()
        }
        for s in dirty where !definitions.isDefined(s) {
            if write(tableau.value(of: s), to: s, into: &written) && definitions.hasDependents(s) {
                roots.append(s)
            }
        }
        if !definitions.due.isEmpty {
            // Definitions whose constant changed (`Definitions.shiftConstant`) or that a
            // refreshed variable made due.
            var due = DueDefinitions()
            swap(&due, &definitions.due)
            due.drain { index in
                if definitions.variableOf[Int(index)] >= 0 { roots.append(definitions.variableOf[Int(index)]) }
            }
            swap(&due, &definitions.due)
        }
        if !definitions.pending.isEmpty {
            for index in definitions.pending where definitions.variableOf[Int(index)] >= 0 {
                roots.append(definitions.variableOf[Int(index)])
            }
            definitions.pending.empty()
        }
        if !roots.isEmpty { evaluateDefinitions(from: roots, into: &written) }
    }

    /// Evaluates the definitions that depend on `roots` (or are roots), and writes their
    /// values, and the tableau values of roots that are not defined (any longer).
    private mutating func evaluateDefinitions(from roots: IndexList, into written: inout IndexList) {
        var order: [Int32] = []
        swap(&order, &orderBuffer)
        defer {
            order.empty()
            swap(&order, &orderBuffer)
        }
        definitions.evaluationOrder(from: roots, into: &order)
        definitions.evaluate(order) { tableau.value(of: $0) }
        for s in roots where !definitions.isDefined(s) {
            // A variable that stopped being defined takes its tableau value.
            write(tableau.value(of: s), to: s, into: &written)
        }
        for index in order {
            let v = definitions.variableOf[Int(index)]
            if v >= 0 { write(definitions.values[Int(v)], to: v, into: &written) }
        }
    }

    /// Writes `value` to the variable of symbol `s` if it differs (noting `s` in `written`);
    /// returns whether it did.
    @inline(__always) @discardableResult
    private mutating func write(_ value: Double, to s: Int32, into written: inout IndexList) -> Bool {
        // Read and written on a borrowed reference: the variable is retained only when it
        // goes into the result (`changedVariables`).
        guard let old = variables[Int(s)]?.value, old != value else { return false }
        variables[Int(s)].unsafelyUnwrapped.value = value
        written.append(s)
        return true
    }
}
