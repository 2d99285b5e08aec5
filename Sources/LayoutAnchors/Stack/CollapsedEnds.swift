/// How many arranged views at each end of a stack are known to be collapsed (hidden), as
/// lower bounds: `front` views from the start and `back` views from the end.
///
/// After a view is hidden or shown, the stack relinks the gaps around the nearest visible views
/// on either side (`refreshGaps(aroundVisibleBefore:visibleFrom:)`), and looked for them one
/// entry at a time: hiding the views of a long stack one by one from an end walked the whole
/// hidden run each time, O(n²) over the run. The search stops where these runs start, and
/// records what it walked. Each change that could put a visible view inside a run cuts the run
/// back to that index, so the bounds stay true; a hide leaves them true as they are.
struct CollapsedEnds {
    /// `entries[0..<front]` are all collapsed.
    private(set) var front = 0
    /// The last `back` entries are all collapsed.
    private(set) var back = 0

    /// An entry was inserted at `index`; `count` entries now. It may be visible, and the
    /// entries before and after it are the ones that were there: as for a shown entry.
    mutating func inserted(at index: Int, count: Int) { shown(at: index, count: count) }

    /// The entry at `index` was removed; `count` entries now.
    mutating func removed(at index: Int, count: Int) {
        front = min(front, index)
        back = min(back, count - index)
    }

    /// The entry at `index` of `count` became visible.
    mutating func shown(at index: Int, count: Int) {
        front = min(front, index)
        back = min(back, count - index - 1)
    }

    /// The entries before `end` were all found collapsed.
    mutating func noteCollapsed(before end: Int) { front = max(front, end) }

    /// The entries from `start` to the end (of `count`) were all found collapsed.
    mutating func noteCollapsed(from start: Int, count: Int) { back = max(back, count - start) }
}
