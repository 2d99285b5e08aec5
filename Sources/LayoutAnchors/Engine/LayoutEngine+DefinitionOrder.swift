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
/// queue order otherwise. Only stack constraints move, and only among their own places in
/// the queue: every other constraint keeps its place and its order, so which of two
/// conflicting app constraints is refused does not change.
extension LayoutEngine {
    /// Hierarchies up to this deep have their depths counted, not remembered.
    private static let shallowDepth = 32

    func orderedForDefinitions(_ queue: [LayoutConstraint]) -> [LayoutConstraint] {
        guard state.constraints.hasPendingStackConstraints else { return queue }
        state.constraints.hasPendingStackConstraints = false
        // One key per stack constraint: depth, rank and place packed in an Int (a place below
        // 2^32, a rank below 256), so that sorting compares integers.
        var keys: [Int] = []
        var depths: [ObjectIdentifier: Int] = [:]
        var lastHolder: ItemHandle?
        var lastDepth = 0
        for (place, c) in queue.enumerated() {
            let rank = c.stackRank
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
