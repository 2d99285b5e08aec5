/// Finding the constraints a view holds on leaving items, for `removeFromSuperview` and
/// `removeLayoutGuide` (which walk the ancestors of what leaves: a constraint is held by its
/// items' closest common ancestor).
extension View {
    /// The constraints this view holds that refer to a view of `members` (the identities of a
    /// subtree's views, whose handles are `handles`) or to a guide owned by one, in
    /// installation order. A view holding few constraints against the members is scanned; one
    /// holding many answers from its index by item (`InstalledList`), so removing n rows one
    /// by one from a view that holds their constraints costs O(n), not O(n²).
    func heldConstraints(involving members: Set<ObjectIdentifier>, handles: [ItemHandle]) -> [LayoutConstraint] {
        guard usesIndex(against: handles.count) else {
            return installedConstraints.filter { $0.involvesItem(in: members) }
        }
        var found: [LayoutConstraint] = []
        var seen = Set<ObjectIdentifier>()
        for handle in handles {
            for c in layoutVariables.installedConstraints(on: handle) where seen.insert(ObjectIdentifier(c)).inserted {
                found.append(c)
            }
        }
        if handles.count > 1 { found.sort { $0.installedSlot < $1.installedSlot } }
        return found
    }

    /// The constraints this view holds that refer to `guide` (as either item, or as the
    /// origin of an offset anchor), in installation order.
    func heldConstraints(on guide: LayoutGuide) -> [LayoutConstraint] {
        guard usesIndex(against: 1) else { return installedConstraints.filter { $0.references(guide) } }
        return layoutVariables.installedConstraints(on: guide.layoutVariables)
    }

    /// Whether to look `keys` items up in the index rather than scan: only when the view holds
    /// many more constraints than that (the index costs a dictionary, kept while it holds them).
    private func usesIndex(against keys: Int) -> Bool {
        layoutVariables.installedCount > 4 * keys + 16
    }
}

extension RandomAccessCollection where Element: AnyObject, Index == Int {
    /// The index of `object`, looked for first within two places of `hint` (where the last
    /// one was found, for a caller that changes elements in order: each is then found in O(1),
    /// even in the middle of a long list), then from both ends. Any `hint` is safe.
    func index(of object: Element, near hint: Int) -> Int? {
        let low = Swift.max(startIndex, hint - 2), high = Swift.min(endIndex, hint + 3)
        var index = low
        while index < high {
            if self[index] === object { return index }
            index += 1
        }
        return indexFromEnds(of: object)
    }

    /// The index of `object`, searched from both ends at once: O(1) for the first and last
    /// elements, so that removing views one by one from either end of a long list (subviews,
    /// arranged views) is not O(n²) in searches.
    func indexFromEnds(of object: Element) -> Int? {
        var low = startIndex, high = endIndex - 1
        while low <= high {
            if self[low] === object { return low }
            if self[high] === object { return high }
            low += 1
            high -= 1
        }
        return nil
    }
}
