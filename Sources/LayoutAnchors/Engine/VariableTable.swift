import LayoutKernel

/// A table from solver variables to the views they belong to: one slot per registered view.
/// Each of the view's four variables carries its slot and its place among the four in
/// `Variable.tag` (`4 * slot + index + 1`), checked against the view's variables, so a lookup
/// is a few loads: frame writing looks up every changed variable, so this is on the hot path of
/// every layout (a `Dictionary` keyed by `ObjectIdentifier` spends most of its time hashing).
/// One slot per view rather than per variable: 24 bytes per view instead of 128.
struct VariableTable {
    private var slots: [ViewSlot?] = []
    private var freeSlots: [Int] = []
    private(set) var count = 0

    /// The view reference of a variable, if its view is registered.
    func lookup(_ variable: Variable) -> ViewReference? {
        let tag = variable.tag - 1
        let slot = tag >> 2, index = tag & 3
        guard tag >= 0, slot < slots.count, let entry = slots[slot], entry.variable(at: index) === variable else { return nil }
        return ViewReference(entry, index: index)
    }

    /// The entry of `variable` (`4 * slot + index`: its tag less one) if its view is
    /// registered, for `reference(at:)` later, and the view's slot; the entry stays valid
    /// until a view leaves the table (see `ChangedVariables.resolveEntries(in:)`).
    @inline(__always) func entry(of variable: Variable) -> (entry: Int, slot: ViewSlot)? {
        let tag = variable.tag - 1
        let slot = tag >> 2
        guard tag >= 0, slot < slots.count, let view = slots[slot], view.variable(at: tag & 3) === variable else { return nil }
        return (tag, view)
    }

    /// The view reference of an entry given by `entry(of:)`, or nil when its slot is empty.
    @inline(__always) func reference(at entry: Int) -> ViewReference? {
        let slot = entry >> 2, index = entry & 3
        guard slot < slots.count, let view = slots[slot] else { return nil }
        return ViewReference(view, index: index)
    }

    /// The variable of an entry given by `entry(of:)`, or nil when its slot is empty.
    func variable(at entry: Int) -> Variable? {
        let slot = entry >> 2
        guard slot < slots.count, let view = slots[slot] else { return nil }
        return view.variable(at: entry & 3)
    }

    /// Whether `variable`'s tag names a width (`lookup` checks that it is a registered
    /// view's): a look at one word, for passes that want widths among the thousands of
    /// positions a layout can move.
    static func tagsWidth(_ variable: Variable) -> Bool {
        let tag = variable.tag - 1
        return tag >= 0 && tag & 3 == 2
    }

    /// Registers a view (again: it keeps its slot).
    mutating func insert(_ view: View) {
        let vars = view.layoutVariables
        let entry = ViewSlot(view: view)
        if let slot = slot(of: vars) {
            slots[slot] = entry
            return
        }
        let slot: Int
        if let reused = freeSlots.popLast() {
            slot = reused
            slots[slot] = entry
        } else {
            slot = slots.count
            slots.append(entry)
        }
        vars.minX.tag = 4 * slot + 1
        vars.minY.tag = 4 * slot + 2
        vars.width.tag = 4 * slot + 3
        vars.height.tag = 4 * slot + 4
        count += 1
    }

    /// Forgets a view.
    mutating func remove(_ vars: ItemHandle) {
        guard let slot = slot(of: vars) else { return }
        slots[slot] = nil
        freeSlots.append(slot)
        count -= 1
    }

    /// The slot of a registered view's variables, or nil.
    private func slot(of vars: ItemHandle) -> Int? {
        let tag = vars.minX.tag - 1
        let slot = tag >> 2
        guard tag >= 0, tag & 3 == 0, slot < slots.count, let entry = slots[slot], entry.variable(at: 0) === vars.minX else {
            return nil
        }
        return slot
    }
}
