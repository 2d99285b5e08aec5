/// The live definitions in evaluation order, for evaluating the due definitions when index
/// order is none (a slot was reused, or a definition was placed below older ones; see
/// `Definitions.evaluateDue`): `indexAtRank` lists the definitions by `order`, and `rankOf`
/// gives each one's place in that list (-1 for a free slot). Sorted again only after the
/// definitions or their orders changed, so that a run of updates in between (a layout laid
/// out again, a drag) sorts once.
struct DefinitionRanks {
    private(set) var rankOf: [Int32] = []
    private(set) var indexAtRank: [Int32] = []
    /// False once a definition is made, removed or given another order.
    var isCurrent = false
    /// A spare set of due bits (its buffer kept) for turning due indices into due ranks.
    var scratch = DueDefinitions()

    mutating func update(items: [Definitions.Item], variableOf: [Int32]) {
        guard !isCurrent else { return }
        indexAtRank.removeAll(keepingCapacity: true)
        for i in variableOf.indices where variableOf[i] >= 0 { indexAtRank.append(Int32(i)) }
        // Orders increase along every edge (ties only between unrelated definitions), so
        // sorting by order gives an evaluation order.
        indexAtRank.sort { items[Int($0)].order < items[Int($1)].order }
        rankOf.removeAll(keepingCapacity: true)
        rankOf.append(contentsOf: repeatElement(-1, count: variableOf.count))
        for (r, i) in indexAtRank.enumerated() { rankOf[Int(i)] = Int32(r) }
        isCurrent = true
    }
}
