/// Required equalities kept out of the tableau: each solved for a variable that nothing had
/// used before, or that only other definitions use (SolverCore+DefinitionInputs.swift),
/// `v := Σ c·x + k`, and evaluated forward instead of pivoted.
///
/// Layouts are mostly such equalities (`top == previous.bottom + 8`, `height == 44`), added
/// in chains. In the tableau, each one would leave its dummy marker in every row downstream
/// (kiwi's O(N²) cells on a chain of N); here a chain costs O(N). The tableau sees a
/// definition only when some other constraint refers to a defined variable: that constraint's
/// expression is expanded through the definitions down to tableau variables.
///
/// - Definitions form a DAG, and `order` is an evaluation order: each definition's is above
///   those of the definitions it refers to. A definition made for a fresh variable takes the
///   next order; one made for a variable that definitions already refer to moves those below
///   it after it (`moveAfterAll`). Evaluation and expansion follow that order.
/// - The dependents of `x` (the definitions that refer to `x` directly) are a linked list
///   in flat arrays (`dependentHead`, `edges`), so that registering a
///   variable allocates nothing; `users[x]` lists the tableau constraints whose expression
///   refers to `x` directly. Both are kept lazily: an entry may be stale and is checked where
///   it is used; the edges are rebuilt once stale ones outnumber live ones.
struct Definitions {
    struct Definition {
        var variable: Int32
        var terms: [(symbol: Int32, coefficient: Double)]
        var constant: Double
        var order: Int
    }

    /// A definition's fields besides its variable (`variableOf`, read alone in the walks).
    /// 32 bytes, plain values: the constraint it stands for is the solver's (its record,
    /// found through `Solver.owners` of the variable), not held here a second time (it cost
    /// 8 bytes and a retain a definition).
    struct Item {
        /// When it was made: definitions refer only to variables of earlier ones.
        var order: Int
        var constant: Double
        var bodyStart: Int32
        var bodyCount: Int32
        /// Deduplicates one dependents-list walk (`listMark`).
        var mark: UInt32 = 0
        /// Scratch in-degree for ordering reachable definitions.
        var indegree: Int32 = 0
    }

    /// For each symbol, the index of its definition, or -1.
    private(set) var indexOf: [Int32] = []
    // Definitions by index, as parallel arrays (the hot loops read one field at a time).
    /// The defined variable, or -1 for a free slot.
    private(set) var variableOf: [Int32] = []
    /// Everything else about each definition, in one array (one append a definition, where
    /// seven arrays took seven, each with its own capacity check and growth).
    private(set) var items: [Item] = []
    /// Every definition's terms, in one arena: definition i's are at
    /// `items[i].bodyStart ..< items[i].bodyStart + items[i].bodyCount` of `bodySymbols` /
    /// `bodyCoefficients`.
    /// One array per definition would cost a 32-byte header and a malloc each, more than the
    /// terms themselves for the one- and two-term definitions of a layout's rows; a removed
    /// definition's span is dead until the arena is compacted
    /// (`compactBodies`, once dead cells outnumber live ones).
    private(set) var bodySymbols: [Int32] = []
    private(set) var bodyCoefficients: [Double] = []
    private var deadBodyCells = 0
    private var freeItems: [Int32] = []
    /// True while no definition slot was ever reused and no definition was made above
    /// definitions that refer to its variable (`moveAfterAll`): index order is then creation
    /// order, which is then an evaluation order.
    private(set) var indicesInCreationOrder = true
    /// Scratch in-degrees for ordering reachable definitions.
    private var stackBuffer: [Int32] = []
    /// Work lists of `evaluationOrder`.
    private var walkBuffer: [Int32] = []
    private var edgeWalkBuffer: [Int32] = []
    private var deltaScratch: [Double] = []
    /// The work heap of `userChanges`.
    private var shiftHeap = OrderHeap()
    /// The live definitions in evaluation order, for `evaluateDueByRank`.
    var ranks = DefinitionRanks()
    /// Definitions removed since the edges were last rebuilt, and how many edges went stale.
    private(set) var removals = 0
    private var staleEdges = 0
    private var foundBuffer: [Int32] = []
    private(set) var dependentHead: [Int32] = []
    /// One link of a dependents list: the definition that refers to the symbol, and the next
    /// link (-1: none). One array of pairs, so that registering a term costs one append, not
    /// two.
    struct Edge {
        var item: Int32
        var next: Int32
    }
    private(set) var edges: [Edge] = []
    /// For each symbol up to the highest one that ever had a user, its users (see above).
    /// Grown only on `addUser`: most symbols never have one (8 bytes a symbol, and a retain
    /// per entry while growing, saved on a build of definitions alone).
    private var users: [[Constraint]] = []
    /// For each symbol, the value of the defined variable at the last evaluation.
    var values: [Double] = []
    /// The definitions due for evaluation at the next `updateVariables` (Definitions+Due.swift).
    var due = DueDefinitions()
    /// Definitions to evaluate at the next `updateVariables`.
    var pending: [Int32] = []
    private var nextOrder = 0
    var marks: [UInt32] = []
    /// `indexOf`'s entry for a symbol whose definition was removed (-1: never defined since
    /// it was registered). Kept in `indexOf`, which every definition writes anyway, rather
    /// than in a table of its own, which every definition would pay a write into.
    static let undefinedIndex: Int32 = -2
    /// Whether a definition was ever removed: until then no variable was defined and is not
    /// (a build pays no look for one).
    private(set) var everUndefined = false
    private var listMark: UInt32 = 0
    private var mark: UInt32 = 0

    var isEmpty: Bool { variableOf.count == freeItems.count }

    /// How many definitions are held.
    var liveCount: Int { variableOf.count - freeItems.count }

    /// How many symbols the per-symbol tables cover (`grow(to:)`).
    var symbolCapacity: Int { indexOf.count }

    /// Makes the per-symbol tables cover `count` symbols, growing ahead by 256 default
    /// entries at a time (see `Solver.growSideTables`).
    mutating func grow(to count: Int) {
        let length = indexOf.count
        guard length < count else { return }
        let extra = max(count, length + 256) - length
        indexOf.append(contentsOf: repeatElement(-1, count: extra))
        dependentHead.append(contentsOf: repeatElement(-1, count: extra))
        values.append(contentsOf: repeatElement(0, count: extra))
        marks.append(contentsOf: repeatElement(0, count: extra))
    }

    mutating func shrink(to count: Int) {
        let extra = indexOf.count - count
        guard extra > 0 else { return }
        indexOf.removeLast(extra)
        dependentHead.removeLast(extra)
        if users.count > count { users.removeLast(users.count - count) }
        values.removeLast(extra)
        marks.removeLast(extra)
    }

    /// Whether `symbol` was defined once and its definition removed since it was registered
    /// (a variable that definitions below may still use).
    @inline(__always) func wasDefined(_ symbol: Int32) -> Bool { indexOf[Int(symbol)] == Definitions.undefinedIndex }

    @inline(__always) func isDefined(_ symbol: Int32) -> Bool {
        Int(symbol) < indexOf.count && indexOf[Int(symbol)] >= 0
    }

    /// Whether some definition may refer to `symbol` (after a removal, possibly through a
    /// stale edge: a false "yes" costs a walk, never a wrong value).
    @inline(__always) func hasDependents(_ symbol: Int32) -> Bool {
        Int(symbol) < dependentHead.count && dependentHead[Int(symbol)] >= 0
    }

    /// The positions of definition `i`'s terms in `bodySymbols` and `bodyCoefficients`.
    @inline(__always) func body(_ i: Int) -> Range<Int> {
        let start = Int(items[i].bodyStart)
        return start..<start + Int(items[i].bodyCount)
    }

    /// The definition at `index`, or nil for a free slot.
    func item(_ index: Int32) -> Definition? {
        let i = Int(index)
        guard variableOf[i] >= 0 else { return nil }
        return Definition(
            variable: variableOf[i], terms: body(i).map { (bodySymbols[$0], bodyCoefficients[$0]) },
            constant: items[i].constant, order: items[i].order)
    }

    func definition(of symbol: Int32) -> Definition? {
        let i = indexOf[Int(symbol)]
        return i >= 0 ? item(i) : nil
    }

    /// Records `variable := Σ factor·terms + constant`, leaving out the term of `variable`
    /// itself.
    mutating func define(
        _ variable: Int32, as terms: [(symbol: Int32, coefficient: Double)], scaledBy factor: Double,
        constant: Double
    ) {
        let start = Int32(bodySymbols.count)
        // The free list is tested before it is popped: the generic `popLast` is not inlined,
        // and a build, which never reuses a slot, would call it for every definition.
        let index = freeItems.isEmpty ? Int32(variableOf.count) : freeItems.removeLast()
        for term in terms where term.symbol != variable {
            bodySymbols.append(term.symbol)
            bodyCoefficients.append(term.coefficient * factor)
            addEdge(from: term.symbol, to: index)
        }
        let count = Int32(bodySymbols.count) - start
        let item = Item(order: nextOrder, constant: constant, bodyStart: start, bodyCount: count)
        ranks.isCurrent = false
        if Int(index) < variableOf.count {
            indicesInCreationOrder = false
            variableOf[Int(index)] = variable
            items[Int(index)] = item
        } else {
            variableOf.append(variable)
            items.append(item)
        }
        advanceOrder()
        indexOf[Int(variable)] = index
        pending.append(index)
    }

    /// The definitions below `symbol` (its own, those that refer to it, those that refer to
    /// them, and so on), each after the ones among them it refers to, written into `result`;
    /// nil when
    /// there are more than `limit`, or when `symbol` or one below it may have a tableau user
    /// (`hasUsers`: a stale entry counts). Otherwise returns the mark that the variables
    /// walked (`symbol` included) carry until the next walk (`isMarked`), for a caller's
    /// cycle check. `walked` is set to how many definitions the walk reached, found or not.
    mutating func definitionsBelow(
        _ symbol: Int32, limit: Int, into result: inout [Int32], walked: inout Int
    ) -> UInt32? {
        result.removeAll(keepingCapacity: true)
        let m = nextMark()
        var stack: [Int32] = []
        var found: [Int32] = []
        swap(&stack, &stackBuffer)
        swap(&found, &foundBuffer)
        defer {
            stack.removeAll(keepingCapacity: true)
            found.removeAll(keepingCapacity: true)
            swap(&stack, &stackBuffer)
            swap(&found, &foundBuffer)
        }
        marks[Int(symbol)] = m
        stack.append(symbol)
        // Its own definition first, when it has one: the ordering counts every walked
        // variable that is defined.
        if indexOf[Int(symbol)] >= 0 { found.append(indexOf[Int(symbol)]) }
        let checksEdges = removals > 0
        defer { walked = found.count }
        while let top = stack.popLast() {
            if hasUsers(top) { return nil }
            var edge = dependentHead[Int(top)]
            while edge >= 0 {
                let index = edges[Int(edge)].item
                edge = edges[Int(edge)].next
                if checksEdges && !isLiveDependent(index, of: top) { continue }
                let w = variableOf[Int(index)]
                guard marks[Int(w)] != m else { continue }
                marks[Int(w)] = m
                found.append(index)
                if found.count > limit { return nil }
                stack.append(w)
            }
        }
        topologicalOrder(found, mark: m, into: &result)
        precondition(result.count == found.count, "the definitions below a variable form a DAG")
        return m
    }

    /// Whether `symbol` was walked by the `definitionsBelow` call that returned `mark`.
    @inline(__always) func isMarked(_ symbol: Int32, _ mark: UInt32) -> Bool { marks[Int(symbol)] == mark }

    /// Gives `indices` (an evaluation order) creation orders after every other definition, in
    /// their order: a new definition whose variable other definitions already refer to comes
    /// before them in `order` this way (they are all below it, `definitionsBelow`), so that
    /// `order` stays an evaluation order. Index order no longer is one.
    mutating func moveAfterAll(_ indices: [Int32]) {
        if indices.isEmpty { return }
        for index in indices {
            items[Int(index)].order = nextOrder
            advanceOrder()
        }
        indicesInCreationOrder = false
        ranks.isCurrent = false
    }

    /// How far apart the orders of definitions made one after the other are: a definition
    /// made later for a variable that earlier definitions use can then often take an order
    /// between theirs and those of its own terms (`place`), without moving any.
    static let orderSpacing = 1 << 20

    /// Moves `nextOrder` on; past half the range of `Int`, renumbers every definition first
    /// (same order, spaced again), so that orders never overflow.
    @inline(__always) private mutating func advanceOrder() {
        nextOrder += Definitions.orderSpacing
        if nextOrder > Int.max / 2 { renumberOrders() }
    }

    @inline(never) mutating func renumberOrders() {
        let live = variableOf.indices.filter { variableOf[$0] >= 0 }.sorted { items[$0].order < items[$1].order }
        nextOrder = 0
        ranks.isCurrent = false
        for i in live {
            items[i].order = nextOrder
            nextOrder += Definitions.orderSpacing
        }
    }

    /// The order of the definition of `variable` (defined).
    func order(of variable: Int32) -> Int { items[Int(indexOf[Int(variable)])].order }

    /// Gives the definition of `variable` the order `order` (the caller keeps `order` an
    /// evaluation order); index order is then no longer one.
    mutating func place(_ variable: Int32, at order: Int) {
        items[Int(indexOf[Int(variable)])].order = order
        indicesInCreationOrder = false
        ranks.isCurrent = false
    }

    /// The lowest order among the live definitions that refer to `symbol` directly, and how
    /// many they are; nil when none does.
    mutating func dependentOrders(of symbol: Int32) -> (lowest: Int, count: Int)? {
        var edge = dependentHead[Int(symbol)]
        var lowest = Int.max
        var count = 0
        bumpListMark()
        while edge >= 0 {
            let index = edges[Int(edge)].item
            edge = edges[Int(edge)].next
            guard items[Int(index)].mark != listMark && isLiveDependent(index, of: symbol) else { continue }
            items[Int(index)].mark = listMark
            lowest = min(lowest, items[Int(index)].order)
            count += 1
        }
        return count > 0 ? (lowest, count) : nil
    }

    /// The positions of the terms of the definition of `variable` in `bodySymbols` and
    /// `bodyCoefficients` (empty when it has none).
    func bodyRange(of variable: Int32) -> Range<Int> {
        let index = indexOf[Int(variable)]
        return index >= 0 ? body(Int(index)) : 0..<0
    }

    /// Forgets the definition of `variable`; it becomes an ordinary (tableau) variable.
    mutating func undefine(_ variable: Int32) {
        let index = indexOf[Int(variable)]
        guard index >= 0 else { return }
        let i = Int(index)
        let termsOfRemoved = Int(items[i].bodyCount)
        everUndefined = true
        ranks.isCurrent = false
        variableOf[i] = -1
        items[i].bodyCount = 0
        deadBodyCells += termsOfRemoved
        freeItems.append(index)
        indexOf[Int(variable)] = Definitions.undefinedIndex
        removals += 1
        staleEdges += termsOfRemoved
        if staleEdges > edges.count / 2 + 1024 { rebuildEdges() }
        if deadBodyCells > bodySymbols.count / 2 + 1024 { compactBodies() }
    }

    /// Moves the live definitions' terms to the front of the arena, in definition order,
    /// dropping the dead spans.
    private mutating func compactBodies() {
        var symbols: [Int32] = []
        var coefficients: [Double] = []
        symbols.reserveCapacity(bodySymbols.count - deadBodyCells)
        coefficients.reserveCapacity(bodySymbols.count - deadBodyCells)
        for i in variableOf.indices {
            let range = body(i)
            items[i].bodyStart = Int32(symbols.count)
            guard variableOf[i] >= 0 else {
                items[i].bodyCount = 0
                continue
            }
            symbols.append(contentsOf: bodySymbols[range])
            coefficients.append(contentsOf: bodyCoefficients[range])
        }
        bodySymbols = symbols
        bodyCoefficients = coefficients
        deadBodyCells = 0
    }

    /// Moves the constant of the definition of `variable` by `delta` (the change of its value)
    /// and leaves the values to the next `updateVariables`: the definition becomes due, and
    /// its evaluation there carries the change to everything below it, once however many
    /// changes came in between. Applying each change to every dependent value at the call
    /// cost a walk of everything below and a list of every value it moved, per call.
    mutating func shiftConstant(of variable: Int32, by delta: Double) {
        let index = indexOf[Int(variable)]
        items[Int(index)].constant += delta
        due.insert(index)
    }

    /// Forgets what is kept per symbol for a symbol that returns to the pool.
    mutating func forget(_ symbol: Int32) {
        if Int(symbol) < users.count { users[Int(symbol)].removeAll() }
        values[Int(symbol)] = 0
        indexOf[Int(symbol)] = -1
    }

    /// Notes that tableau constraint `constraint` refers to `symbol` directly.
    mutating func addUser(_ constraint: Constraint, of symbol: Int32) {
        if Int(symbol) >= users.count {
            users.append(contentsOf: repeatElement([], count: Int(symbol) + 1 - users.count))
        }
        users[Int(symbol)].append(constraint)
    }

    private mutating func addEdge(from symbol: Int32, to index: Int32) {
        edges.append(Edge(item: index, next: dependentHead[Int(symbol)]))
        dependentHead[Int(symbol)] = Int32(edges.count - 1)
    }

    /// Rebuilds the dependents lists from the live definitions, dropping stale edges.
    private mutating func rebuildEdges() {
        for i in dependentHead.indices { dependentHead[i] = -1 }
        edges.removeAll(keepingCapacity: true)
        for index in variableOf.indices where variableOf[index] >= 0 {
            for k in body(index) { addEdge(from: bodySymbols[k], to: Int32(index)) }
        }
        removals = 0
        staleEdges = 0
    }

    /// Whether definition `index` (from a dependents list) is live and refers to `symbol`.
    func isLiveDependent(_ index: Int32, of symbol: Int32) -> Bool {
        let i = Int(index)
        return variableOf[i] >= 0 && body(i).contains { bodySymbols[$0] == symbol }
    }

    /// A fresh mark for deduplicating one dependents list walk.
    private mutating func bumpListMark() {
        listMark &+= 1
        if listMark == 0 {
            for i in items.indices { items[i].mark = 0 }
            listMark = 1
        }
    }

    mutating func nextMark() -> UInt32 {
        mark &+= 1
        if mark == 0 {
            for i in marks.indices { marks[i] = 0 }
            mark = 1
        }
        return mark
    }

    /// The definitions reachable from `roots` through `dependents` (each root's own
    /// definition included), each after the definitions it refers to: the order in which
    /// they must be evaluated.
    mutating func reachable(from roots: [Int32]) -> [Int32] {
        var found: [Int32] = []
        reachable(from: roots, into: &found)
        return found
    }

    /// `reachable(from:)` written into `result` (emptied first), without allocating once the
    /// buffers have grown.
    mutating func reachable(from roots: [Int32], into result: inout [Int32]) {
        let m = nextMark()
        var stack: [Int32] = []
        var found: [Int32] = []
        swap(&stack, &stackBuffer)
        swap(&found, &foundBuffer)
        defer {
            stack.removeAll(keepingCapacity: true)
            found.removeAll(keepingCapacity: true)
            swap(&stack, &stackBuffer)
            swap(&found, &foundBuffer)
        }
        result.removeAll(keepingCapacity: true)
        for root in roots where marks[Int(root)] != m {
            marks[Int(root)] = m
            stack.append(root)
        }
        while let symbol = stack.popLast() {
            if indexOf[Int(symbol)] >= 0 { found.append(indexOf[Int(symbol)]) }
            var edge = dependentHead[Int(symbol)]
            if edge < 0 { continue }
            if removals == 0 {
                // No definition was removed since the edges were built: every edge is live
                // and appears once.
                while edge >= 0 {
                    let v = variableOf[Int(edges[Int(edge)].item)]
                    if marks[Int(v)] != m {
                        marks[Int(v)] = m
                        stack.append(v)
                    }
                    edge = edges[Int(edge)].next
                }
                continue
            }
            bumpListMark()
            while edge >= 0 {
                let index = edges[Int(edge)].item
                edge = edges[Int(edge)].next
                guard items[Int(index)].mark != listMark && isLiveDependent(index, of: symbol) else { continue }
                items[Int(index)].mark = listMark
                let v = variableOf[Int(index)]
                if marks[Int(v)] != m {
                    marks[Int(v)] = m
                    stack.append(v)
                }
            }
        }
        topologicalOrder(found, mark: m, into: &result)
    }

    /// The definitions reachable from `roots` (each root's own definition included), in an
    /// order fit for evaluation: every definition after the reachable definitions it refers
    /// to. Written into `result` (emptied first).
    ///
    /// The reverse post-order of one depth-first walk along the dependents lists, so each
    /// edge is followed once and no term list is read (`reachable(from:into:)` walks the edges
    /// and then orders with Kahn's algorithm, reading every found definition's terms again:
    /// about twice the work, on the path every drag step's `updateVariables` takes). The
    /// order may differ from `reachable`'s, the values not: each
    /// definition is evaluated from the final values of what it refers to either way.
    mutating func evaluationOrder(from roots: IndexList, into result: inout [Int32]) {
        var m = nextMark()
        var symbols: [Int32] = []
        var walkEdges: [Int32] = []
        swap(&symbols, &walkBuffer)
        swap(&walkEdges, &edgeWalkBuffer)
        defer {
            // The walk pops everything it pushes: nothing to empty.
            swap(&symbols, &walkBuffer)
            swap(&walkEdges, &edgeWalkBuffer)
        }
        // Definitions are appended to `result` as they finish (post-order), and the result is
        // reversed in place at the end.
        result.empty()
        let live = variableOf.count - freeItems.count
        if indicesInCreationOrder && live > 0 && roots.count >= live {
            if everyDefinitionIsRoot(roots, live: live, mark: m) {
                // A build: every definition is new. Index order is already an evaluation
                // order, so no walk over the edges is needed.
                for i in variableOf.indices where variableOf[i] >= 0 { result.append(Int32(i)) }
                return
            }
            m = nextMark()  // the roots carry `m` now: the walk starts with a fresh mark
        }
        // After a removal an edge may be stale (its definition freed, or reused for another
        // variable): follow only edges whose definition still refers to the symbol.
        let checksEdges = removals > 0
        for root in roots where marks[Int(root)] != m {
            marks[Int(root)] = m
            if dependentHead[Int(root)] < 0 {
                // Nothing depends on it (most tableau variables): no walk.
                if indexOf[Int(root)] >= 0 { result.append(indexOf[Int(root)]) }
                continue
            }
            symbols.append(root)
            walkEdges.append(dependentHead[Int(root)])
            while let top = symbols.last {
                var edge = walkEdges[walkEdges.count - 1]
                var next: Int32 = -1
                while edge >= 0 {
                    let index = edges[Int(edge)].item
                    edge = edges[Int(edge)].next
                    if checksEdges && !isLiveDependent(index, of: top) { continue }
                    let v = variableOf[Int(index)]
                    if marks[Int(v)] != m {
                        marks[Int(v)] = m
                        if dependentHead[Int(v)] < 0 {
                            // A leaf: finished as soon as it is found (what a push and a pop
                            // would do), and the walk of this list goes on.
                            result.append(index)
                            continue
                        }
                        next = v
                        break
                    }
                }
                if next >= 0 {
                    // Resume this symbol's list after the edge just taken, once `next` is done.
                    walkEdges[walkEdges.count - 1] = edge
                    symbols.append(next)
                    walkEdges.append(dependentHead[Int(next)])
                    continue
                }
                symbols.removeLast()
                walkEdges.removeLast()
                if indexOf[Int(top)] >= 0 { result.append(indexOf[Int(top)]) }
            }
        }
        // In place: appending a reversed copy would allocate a buffer and go through a
        // generic path on every call.
        if result.count > 1 { result.reverse() }
    }

    /// Whether `roots` hold the variables of all `live` definitions (each counted once: the
    /// roots are marked with `m` on the way).
    private mutating func everyDefinitionIsRoot(_ roots: IndexList, live: Int, mark m: UInt32) -> Bool {
        var found = 0
        for root in roots where marks[Int(root)] != m {
            marks[Int(root)] = m
            if indexOf[Int(root)] >= 0 { found += 1 }
        }
        return found == live
    }

    /// `found` (whose variables carry mark `m`) in an order where every definition comes after
    /// the found definitions it refers to: Kahn's algorithm over the found part of the graph,
    /// O(definitions + references), no sorting.
    private mutating func topologicalOrder(_ found: [Int32], mark m: UInt32, into sorted: inout [Int32]) {
        if found.count == 1 {
            sorted.append(found[0])
            return
        }
        for index in found {
            var degree: Int32 = 0
            for k in body(Int(index)) where indexOf[Int(bodySymbols[k])] >= 0 && marks[Int(bodySymbols[k])] == m {
                degree += 1
            }
            items[Int(index)].indegree = degree
            if degree == 0 { sorted.append(index) }
        }
        var next = 0
        while next < sorted.count {
            let v = variableOf[Int(sorted[next])]
            next += 1
            var edge = dependentHead[Int(v)]
            if removals > 0 { bumpListMark() }
            while edge >= 0 {
                let j = edges[Int(edge)].item
                edge = edges[Int(edge)].next
                if removals > 0 {
                    guard items[Int(j)].mark != listMark && isLiveDependent(j, of: v) else { continue }
                    items[Int(j)].mark = listMark
                }
                guard marks[Int(variableOf[Int(j)])] == m else { continue }
                items[Int(j)].indegree -= 1
                if items[Int(j)].indegree == 0 { sorted.append(j) }
            }
        }
    }

    /// Recomputes the values of `definitions` (in dependency order), reading other variables from
    /// `tableauValue`.
    mutating func evaluate<Order: Sequence>(_ definitions: Order, tableauValue: (Int32) -> Double)
    where Order.Element == Int32 {
        for index in definitions {
            let i = Int(index)
            let v = variableOf[i]
            guard v >= 0 else { continue }
            let value = self.value(ofDefinition: i) { s in indexOf[Int(s)] >= 0 ? values[Int(s)] : tableauValue(s) }
            values[Int(v)] = value
        }
    }

    /// Definition `i`'s constant plus each body term's coefficient times `termValue` of its
    /// symbol, in body order: the arithmetic every evaluation of a definition uses, so that
    /// they agree bit for bit.
    @inline(__always) func value(ofDefinition i: Int, termValue: (Int32) -> Double) -> Double {
        var value = items[i].constant
        for k in body(i) { value += bodyCoefficients[k] * termValue(bodySymbols[k]) }
        return value
    }

    /// `Σ terms + constant` with every defined variable replaced by its definition, down to
    /// variables that are not defined. `coefficients` and `touched` are zeroed scratch tables,
    /// returned zeroed.
    func expand(
        _ terms: [(symbol: Int32, coefficient: Double)], constant: Double,
        coefficients: inout [Double], touched: inout [Bool]
    )
        -> (terms: [(symbol: Int32, coefficient: Double)], constant: Double)
    {
        var constant = constant
        let list = walkExpansion(of: terms, coefficients: &coefficients, touched: &touched) { i, factor in
            constant += factor * items[i].constant
        }
        var result: [(symbol: Int32, coefficient: Double)] = []
        for symbol in list {
            let s = Int(symbol)
            let c = coefficients[s]
            coefficients[s] = 0
            touched[s] = false
            if indexOf[s] < 0 && !nearZero(c) { result.append((symbol, c)) }
        }
        return (result, constant)
    }

    /// Calls `visit` with each definition that the expansion of `terms` goes through (see
    /// `expand`) and the factor of that definition's constant in the expansion: the same walk,
    /// so the factors are exactly the ones `expand` folds in. `coefficients` and `touched` are
    /// zeroed scratch tables, returned zeroed.
    func visitExpansion(
        of terms: [(symbol: Int32, coefficient: Double)], coefficients: inout [Double], touched: inout [Bool],
        _ visit: (Int32, Double) -> Void
    ) {
        let list = walkExpansion(of: terms, coefficients: &coefficients, touched: &touched) { i, factor in
            visit(Int32(i), factor)
        }
        for symbol in list {
            coefficients[Int(symbol)] = 0
            touched[Int(symbol)] = false
        }
    }

    /// The walk behind `expand` and `visitExpansion`: accumulates `terms` into `coefficients`
    /// through every definition they reach, each expanded once, highest order first (all that
    /// refers to it has been expanded by then, so shared sub-chains cost nothing extra), and
    /// calls `definition` with the index of each one expanded and its factor; a factor near
    /// zero is not expanded. Returns the symbols touched, whose entries the caller reads and
    /// zeroes.
    @inline(__always)
    private func walkExpansion(
        of terms: [(symbol: Int32, coefficient: Double)], coefficients: inout [Double], touched: inout [Bool],
        _ definition: (Int, Double) -> Void
    ) -> [Int32] {
        if coefficients.count < indexOf.count {
            coefficients.append(contentsOf: repeatElement(0, count: indexOf.count - coefficients.count))
            touched.append(contentsOf: repeatElement(false, count: indexOf.count - touched.count))
        }
        var list: [Int32] = []
        var heap = OrderHeap()
        func accumulate(_ symbol: Int32, _ coefficient: Double) {
            let s = Int(symbol)
            if !touched[s] {
                touched[s] = true
                list.append(symbol)
                if indexOf[s] >= 0 { heap.push(items[Int(indexOf[s])].order, symbol) }
            }
            coefficients[s] += coefficient
        }
        for term in terms { accumulate(term.symbol, term.coefficient) }
        while let symbol = heap.pop() {
            let s = Int(symbol)
            let factor = coefficients[s]
            guard !nearZero(factor) else { continue }
            let i = Int(indexOf[s])
            definition(i, factor)
            for k in body(i) { accumulate(bodySymbols[k], factor * bodyCoefficients[k]) }
        }
        return list
    }

    /// The live tableau constraints that refer to `symbol` directly.
    mutating func liveUsers(of symbol: Int32, isLive: (Constraint) -> Bool) -> [Constraint] {
        if Int(symbol) >= users.count || users[Int(symbol)].isEmpty { return [] }
        var seen = Set<ObjectIdentifier>()
        let live = users[Int(symbol)].filter { isLive($0) && seen.insert(ObjectIdentifier($0)).inserted }
        users[Int(symbol)] = live
        return live
    }

    /// Whether some tableau constraint may refer to `symbol` directly (an entry may be stale).
    @inline(__always) func hasUsers(_ symbol: Int32) -> Bool {
        Int(symbol) < users.count && !users[Int(symbol)].isEmpty
    }

    /// Whether no tableau constraint ever referred to a defined variable directly (then no
    /// definition has users, and a change to one concerns its values alone).
    var neverHadUsers: Bool { users.isEmpty }

    /// For a change `delta` in the value of `variable`, the change of every variable at or
    /// below it that some tableau constraint refers to directly (`hasUsers`), by symbol:
    /// what the rows of those constraints must shift by. Nothing else is kept: the values
    /// follow at the next `updateVariables` (`shiftConstant`).
    ///
    /// One walk down the dependents lists, lowest creation order first (a small heap: each
    /// definition comes after the definitions it refers to, so its change is complete when it
    /// is taken); each change is pushed into its dependents' scratch entries and the scratch
    /// entry is cleared as it is taken. Allocates nothing once the buffers have grown.
    /// Returns how many definitions it visited.
    @discardableResult
    mutating func userChanges(
        _ delta: Double, from variable: Int32, into result: inout [(symbol: Int32, delta: Double)]
    ) -> Int {
        result.removeAll(keepingCapacity: true)
        if deltaScratch.count < indexOf.count {
            deltaScratch.append(contentsOf: repeatElement(0, count: indexOf.count - deltaScratch.count))
        }
        var heap = OrderHeap()
        swap(&heap, &shiftHeap)
        defer { swap(&heap, &shiftHeap) }
        let m = nextMark()
        marks[Int(variable)] = m
        deltaScratch[Int(variable)] = delta
        // A max-heap: orders go in negated, so the lowest comes out first.
        heap.push(-items[Int(indexOf[Int(variable)])].order, variable)
        let checksEdges = removals > 0
        var visited = 0
        while let symbol = heap.pop() {
            visited += 1
            let change = deltaScratch[Int(symbol)]
            deltaScratch[Int(symbol)] = 0
            // Everything that refers to `symbol` comes later: unchanged, it moves nothing.
            if change == 0 { continue }
            if hasUsers(symbol) { result.append((symbol, change)) }
            var edge = dependentHead[Int(symbol)]
            if edge < 0 { continue }
            // After a removal an edge may be stale or repeated (a slot reused): each
            // definition is taken once per list, and only for the terms it has.
            if checksEdges { bumpListMark() }
            while edge >= 0 {
                let index = edges[Int(edge)].item
                edge = edges[Int(edge)].next
                let w = variableOf[Int(index)]
                if checksEdges {
                    guard w >= 0 && items[Int(index)].mark != listMark else { continue }
                    items[Int(index)].mark = listMark
                }
                var coefficient = 0.0
                for k in body(Int(index)) where bodySymbols[k] == symbol { coefficient += bodyCoefficients[k] }
                if coefficient == 0 { continue }
                deltaScratch[Int(w)] += coefficient * change
                if marks[Int(w)] != m {
                    marks[Int(w)] = m
                    heap.push(-items[Int(index)].order, w)
                }
            }
        }
        return visited
    }

    /// The variables at or below `variable` (itself included) that some tableau constraint
    /// refers to directly: one depth-first walk down the live dependents lists, no ordering.
    mutating func variablesWithUsers(from variable: Int32, into result: inout [Int32]) {
        result.removeAll(keepingCapacity: true)
        let m = nextMark()
        var stack: [Int32] = []
        swap(&stack, &stackBuffer)
        defer {
            stack.removeAll(keepingCapacity: true)
            swap(&stack, &stackBuffer)
        }
        marks[Int(variable)] = m
        stack.append(variable)
        let checksEdges = removals > 0
        while let symbol = stack.popLast() {
            if hasUsers(symbol) { result.append(symbol) }
            var edge = dependentHead[Int(symbol)]
            while edge >= 0 {
                let index = edges[Int(edge)].item
                edge = edges[Int(edge)].next
                if checksEdges && !isLiveDependent(index, of: symbol) { continue }
                let w = variableOf[Int(index)]
                if marks[Int(w)] != m {
                    marks[Int(w)] = m
                    stack.append(w)
                }
            }
        }
    }

    /// Every definition, for dumps.
    var all: [Definition] { variableOf.indices.compactMap { item(Int32($0)) } }
}
