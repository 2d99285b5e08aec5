/// The order in which a layout hands the queued stack constraints to the solver.
///
/// The kernel keeps a required equality out of its tableau when the equality can be solved
/// for a variable nothing used before (`v := ...`, a definition evaluated forward); any other
/// equality becomes a tableau row, expressed in the symbols the rows already hold. A stack's
/// positions are a chain: `first.start == edge.start`, then `next.start == previous.end + gap`
/// for each gap. Added in that order, each start is a fresh variable and the whole chain is
/// definitions; added in any other order, a start is already used when its gap arrives, the
/// gap becomes a row, and the row of a view deep in the chain holds every size above it (a
/// form of n rows held O(n²) cells, and each added row was substituted into all of them).
///
/// Two things break that order unless the engine restores it: a stack built before it is
/// arranged (a form row) queues its own constraints, which use its position, before its
/// parent queues the gap that defines that position; and the connection that places a
/// stack's first view is made at layout, after the gaps queued as views were arranged. So
/// the stack constraints of one layout go parents first (by the depth of the view that holds
/// them, which each view keeps: `ItemHandle.depth`), and within one stack the first view's
/// connection before the rest; each keeps its queue order otherwise, but for a stack's gaps,
/// which go front to back: views inserted before the first one queue their gaps back to
/// front, and a chain handed over that way runs backwards from the old first view, each new
/// position defined from the one after it, until the gap that meets the new first view
/// (placed first) becomes a row summing the batch.
///
/// Sizes run the other way. A stack's end connection (`last.end == stack.end`) defines the
/// stack's size from its content when it comes after the connections of the stacks inside
/// it: so the end connections go last, children first. Parents first, a stack nested in
/// stacks had its size defined from its parent's, down the whole nest, and the deepest end
/// connection became a row that summed every view's size above it, rewritten whenever views
/// were arranged at the bottom.
///
/// Only stack constraints move, and only among their own places in the queue: every other
/// constraint keeps its place and its order, so which of two conflicting app constraints is
/// refused does not change.
extension LayoutEngine {
    func orderedForDefinitions(_ queue: [LayoutConstraint]) -> [LayoutConstraint] {
        guard state.constraints.hasPendingStackConstraints else { return queue }
        state.constraints.hasPendingStackConstraints = false
        // One key per stack constraint (`sortKey`), so that sorting compares integers.
        var keys: [Int] = []
        for (place, c) in queue.enumerated() {
            let rank = c.stackRank
            if rank == 0 { continue }
            keys.append(Self.sortKey(depth: Int(c.holderHandle?.depth ?? 0), rank: rank, place: place))
        }
        guard keys.count > 1 else { return queue }
        var sorted = true
        for i in 1..<keys.count where keys[i] < keys[i - 1] {
            sorted = false
            break
        }
        var ordered = queue
        if !sorted {
            let places = keys.map { $0 & 0xFFFF_FFFF }
            keys.sort()
            for (slot, key) in zip(places, keys) { ordered[slot] = queue[key & 0xFFFF_FFFF] }
        }
        if gapsNeedChaining(ordered) { chainGaps(&ordered) }
        return ordered
    }

    /// A stack constraint's place in the order, packed in an Int (a place below 2^32, a rank
    /// below 256, a depth below 2^22): positions parents first (by the depth of the view
    /// that holds them, then rank, then place), then every end connection, children first
    /// (deepest first, then place).
    private static func sortKey(depth: Int, rank: UInt8, place: Int) -> Int {
        let d = min(depth, maximumKeyDepth)
        if rank == StackRank.closesEnd.rawValue { return 1 << 62 | (maximumKeyDepth - d) << 40 | place }
        let placed = rank == StackRank.gap.rawValue ? StackRank.other.rawValue : rank
        return d << 40 | Int(placed) << 32 | place
    }

    /// Whether some stack's gaps are out of front-to-back order: one that follows another of
    /// the same stack does not start where that one ends. Appending keeps them in order, and
    /// costs this look alone.
    private func gapsNeedChaining(_ ordered: [LayoutConstraint]) -> Bool {
        var last: LayoutConstraint?
        for c in ordered where c.stackRank == StackRank.gap.rawValue && c.activeFlag && !c.isStaleInPending {
            if let last, last.holderHandle === c.holderHandle, last.firstHandle !== c.secondHandle { return true }
            last = c
        }
        return false
    }

    /// Puts each stack's gaps front to back among their own places: a gap
    /// (`next.start == previous.end + gap`) goes before the one whose previous view is its
    /// next. Chains start in queue order.
    private func chainGaps(_ ordered: inout [LayoutConstraint]) {
        var slotsByHolder: [ObjectIdentifier: [Int]] = [:]
        for (slot, c) in ordered.enumerated()
        where c.stackRank == StackRank.gap.rawValue && c.activeFlag && !c.isStaleInPending {
            guard let holder = c.holderHandle, c.firstHandle != nil, c.secondHandle != nil else { continue }
            slotsByHolder[ObjectIdentifier(holder), default: []].append(slot)
        }
        for slots in slotsByHolder.values where slots.count > 1 {
            let gaps = slots.map { ordered[$0] }
            var byPrevious: [ObjectIdentifier: Int] = [:]
            var nexts = Set<ObjectIdentifier>()
            for (k, c) in gaps.enumerated() {
                byPrevious[ObjectIdentifier(c.secondHandle!)] = k
                nexts.insert(ObjectIdentifier(c.firstHandle!))
            }
            var chained: [LayoutConstraint] = []
            chained.reserveCapacity(gaps.count)
            var used = [Bool](repeating: false, count: gaps.count)
            for start in gaps.indices where !nexts.contains(ObjectIdentifier(gaps[start].secondHandle!)) {
                var k = start
                while !used[k] {
                    used[k] = true
                    chained.append(gaps[k])
                    guard let following = byPrevious[ObjectIdentifier(gaps[k].firstHandle!)] else { break }
                    k = following
                }
            }
            // A gap in no chain from a start (none is expected: a stack's gaps form paths).
            for k in gaps.indices where !used[k] { chained.append(gaps[k]) }
            for (slot, c) in zip(slots, chained) { ordered[slot] = c }
        }
    }

    /// Depths beyond this share one key (their constraints keep the queue's order among them:
    /// the order changes what a solve costs, never its result).
    private static let maximumKeyDepth = (1 << 22) - 1
}
