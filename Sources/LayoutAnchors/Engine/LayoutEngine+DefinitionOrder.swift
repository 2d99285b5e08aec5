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
/// them), and within one stack the first view's connection before the rest; each keeps its
/// queue order otherwise, but for a stack's gaps, which go front to back: views inserted
/// before the first one queue their gaps back to front, and a chain handed over that way runs
/// backwards from the old first view, each new position defined from the one after it,
/// until the gap that meets the new first view (placed first) becomes a row summing the
/// batch. Only stack constraints move, and only among their own places in the queue: every
/// other constraint keeps its place and its order, so which of two conflicting app
/// constraints is refused does not change.
extension LayoutEngine {
    /// Hierarchies up to this deep have their depths counted, not remembered.
    private static let shallowDepth = 32

    func orderedForDefinitions(_ queue: [LayoutConstraint]) -> [LayoutConstraint] {
        guard state.constraints.hasPendingStackConstraints else { return queue }
        state.constraints.hasPendingStackConstraints = false
        var ordered = inDepthAndRankOrder(queue)
        if gapsNeedChaining(ordered) { chainGaps(&ordered) }
        return ordered
    }

    /// The stack constraints by depth and rank (gaps ranked with the others), each keeping
    /// its queue order otherwise.
    private func inDepthAndRankOrder(_ queue: [LayoutConstraint]) -> [LayoutConstraint] {
        // One key per stack constraint: depth, rank and place packed in an Int (a place below
        // 2^32, a rank below 256), so that sorting compares integers.
        var keys: [Int] = []
        var depths: [ObjectIdentifier: Int] = [:]
        var lastHolder: ItemHandle?
        var lastDepth = 0
        for (place, c) in queue.enumerated() {
            let rank = min(c.stackRank, StackRank.other.rawValue)
            if rank == 0 { continue }
            // A stack's constraints come in runs held by the same stack: its depth is looked
            // up once a run.
            if let holder = c.holderHandle, holder !== lastHolder {
                lastHolder = holder
                lastDepth = depth(of: holder, memo: &depths)
            } else if c.holderHandle == nil {
                lastHolder = nil
                lastDepth = 0
            }
            keys.append(lastDepth << 40 | Int(rank) << 32 | place)
        }
        guard keys.count > 1 else { return queue }
        var sorted = true
        for i in 1..<keys.count where keys[i] < keys[i - 1] {
            sorted = false
            break
        }
        if sorted { return queue }
        let places = keys.map { $0 & 0xFFFF_FFFF }
        keys.sort()
        var ordered = queue
        for (slot, key) in zip(places, keys) { ordered[slot] = queue[key & 0xFFFF_FFFF] }
        return ordered
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

    /// How many superviews a view has (0 for none). Counted directly in a shallow hierarchy,
    /// which costs less than remembering; in a deep one (stacks nested in stacks) each view's
    /// depth is remembered in `memo`, so that the views of one queue are walked up once
    /// between them.
    private func depth(of handle: ItemHandle, memo: inout [ObjectIdentifier: Int]) -> Int {
        var steps = 0
        var above = handle.superviewHandle
        while let h = above, steps < Self.shallowDepth {
            steps += 1
            above = h.superviewHandle
        }
        if above == nil { return steps }
        var path: [ItemHandle] = []
        var current: ItemHandle? = handle
        var base = -1
        while let h = current {
            if let known = memo[ObjectIdentifier(h)] {
                base = known
                break
            }
            path.append(h)
            current = h.superviewHandle
        }
        for h in path.reversed() {
            base += 1
            memo[ObjectIdentifier(h)] = base
        }
        return base
    }
}
