import LayoutKernel

/// A table from solver variables to the views they belong to. Each registered variable
/// carries its slot in `Variable.tag` (plus one), checked against the variable's identity, so
/// a lookup is two array reads: frame writing looks up every changed variable, so this is on
/// the hot path of every layout (a `Dictionary` keyed by `ObjectIdentifier` spends most of its
/// time hashing).
struct VariableTable {
    /// The identity of the variable in each slot; 0 for a free slot.
    private var keys: [UInt] = []
    private var values: [ViewReference?] = []
    private var freeSlots: [Int] = []
    private(set) var count = 0

    private static func key(_ variable: Variable) -> UInt { UInt(bitPattern: ObjectIdentifier(variable)) }

    /// The slot of `variable` in this table, or nil.
    private func slot(of variable: Variable) -> Int? {
        let i = variable.tag - 1
        guard i >= 0, i < keys.count, keys[i] == VariableTable.key(variable) else { return nil }
        return i
    }

    /// The view reference of a variable, if registered.
    func lookup(_ variable: Variable) -> ViewReference? {
        guard let i = slot(of: variable) else { return nil }
        return values[i]
    }

    /// Registers or replaces a variable's view reference.
    mutating func insert(_ variable: Variable, _ value: ViewReference) {
        if let i = slot(of: variable) {
            values[i] = value
            return
        }
        let i: Int
        if let reused = freeSlots.popLast() {
            i = reused
            keys[i] = VariableTable.key(variable)
            values[i] = value
        } else {
            i = keys.count
            keys.append(VariableTable.key(variable))
            values.append(value)
        }
        variable.tag = i + 1
        count += 1
    }

    /// Forgets a variable.
    mutating func remove(_ variable: Variable) {
        guard let i = slot(of: variable) else { return }
        keys[i] = 0
        values[i] = nil
        freeSlots.append(i)
        count -= 1
    }
}
