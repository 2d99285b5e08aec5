/// The constraints a view holds when it holds more than a few (`ItemHandle.Installed`),
/// in installation order, with removal in O(1) and, built on first need, an index by item.
///
/// Why: a view that holds many constraints (a content view holding its rows' edges, a stack
/// holding its spacing chain) would lose them one at a time by a linear search and an array
/// removal each, so deactivating or removing its n rows one by one would cost O(n²). Each
/// constraint knows its slot (`LayoutConstraint.installedSlot`); a removal empties the slot,
/// and the list is compacted when more than half of it is empty, so order is kept and every
/// removal costs O(1) amortized.
///
/// `removeFromSuperview` and `removeLayoutGuide` must find the constraints an ancestor holds
/// on the leaving items. Scanning all of them would cost O(n) per removal, O(n²) for n rows.
/// `constraints(on:)` answers from an index by item, built
/// the first time it is asked (O(n) once) and then kept up to date by `append`; removed
/// constraints are skipped when read and dropped at the next compaction.
final class InstalledList {
    /// The constraints in installation order; nil where one was removed.
    private(set) var slots: [LayoutConstraint?] = []
    /// How many slots are not nil.
    private(set) var liveCount = 0
    /// The constraints by the handle of each item they refer to (views and guides, keyed also
    /// under a guide's owning view), in slot order; nil until first asked for.
    private var byItem: [ObjectIdentifier: [LayoutConstraint]]?

    /// Adds a constraint at the end.
    func append(_ c: LayoutConstraint) {
        c.installedSlot = Int32(slots.count)
        slots.append(c)
        liveCount += 1
        if byItem != nil { index(c) }
    }

    /// Removes a constraint; false when it is not in the list.
    func remove(_ c: LayoutConstraint) -> Bool {
        let slot = Int(c.installedSlot)
        guard slot >= 0, slot < slots.count, slots[slot] === c else { return false }
        slots[slot] = nil
        c.installedSlot = -1
        liveCount -= 1
        if slots.count > 16 && liveCount * 2 < slots.count { compact() }
        return true
    }

    /// The constraints, in installation order.
    var constraints: [LayoutConstraint] {
        liveCount == slots.count ? slots.map { $0! } : slots.compactMap { $0 }
    }

    /// The constraints held here that refer to the item with this handle (for a view: also
    /// through its guides), in installation order.
    func constraints(on handle: ItemHandle) -> [LayoutConstraint] {
        if byItem == nil {
            byItem = [:]
            for case let c? in slots { index(c) }
        }
        return (byItem?[ObjectIdentifier(handle)] ?? []).filter { isHeld($0) }
    }

    /// Whether `c` is (still) in this list.
    private func isHeld(_ c: LayoutConstraint) -> Bool {
        let slot = Int(c.installedSlot)
        return slot >= 0 && slot < slots.count && slots[slot] === c
    }

    /// Drops the empty slots (renumbering the rest) and the index, which is rebuilt on demand.
    private func compact() {
        slots = slots.filter { $0 != nil }
        for (slot, c) in slots.enumerated() { c?.installedSlot = Int32(slot) }
        byItem = nil
    }

    /// Files `c` under every item it refers to, and under the owning view of each guide.
    private func index(_ c: LayoutConstraint) {
        var keys: [ObjectIdentifier] = []
        for anchor in c.allAnchors {
            guard let handle = anchor.handle else { continue }
            keys.append(ObjectIdentifier(handle))
            if anchor.kind == .guide, let owner = handle.guide?.owningView {
                keys.append(ObjectIdentifier(owner.layoutVariables))
            }
        }
        var seen: [ObjectIdentifier] = []
        for key in keys where !seen.contains(key) {
            seen.append(key)
            byItem?[key, default: []].append(c)
        }
    }
}

extension LayoutConstraint {
    /// Whether the constraint refers to the item with `handle`, or (for a view's handle) to a
    /// guide the view owns: the test `InstalledList` files it by.
    func refersTo(_ handle: ItemHandle) -> Bool {
        allAnchors.contains { anchor in
            guard let h = anchor.handle else { return false }
            return h === handle || (anchor.kind == .guide && h.guide?.owningView?.layoutVariables === handle)
        }
    }
}
