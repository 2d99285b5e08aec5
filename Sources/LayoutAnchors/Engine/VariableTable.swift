/// A hash table from solver variables to the views they belong to, keyed by object address
/// with a multiplicative hash and linear probing: frame writing looks up every changed
/// variable, so this is on the hot path of every layout (a `Dictionary` keyed by
/// `ObjectIdentifier` spends most of its time in SipHash).
struct VariableTable {
    private var keys: [UInt] = Array(repeating: 0, count: 16)
    private var values: [ViewReference?] = Array(repeating: nil, count: 16)
    private(set) var count = 0
    private var tombstones = 0
    /// 64 - log2(capacity): the product's top bits pick the slot (Fibonacci hashing).
    private var shift: UInt = 60

    /// A key that marks a removed slot (never a valid object address).
    private static let tombstone: UInt = 1

    private static func key(_ variable: Variable) -> UInt { UInt(bitPattern: ObjectIdentifier(variable).hashValue) }

    private func slot(for key: UInt) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    /// The view reference of a variable, if registered.
    func lookup(_ variable: Variable) -> ViewReference? {
        let k = VariableTable.key(variable)
        let mask = keys.count - 1
        var i = slot(for: k)
        while true {
            let stored = keys[i]
            if stored == k { return values[i] }
            if stored == 0 { return nil }
            i = (i + 1) & mask
        }
    }

    /// Registers or replaces a variable's view reference.
    mutating func insert(_ variable: Variable, _ value: ViewReference) {
        if (count + tombstones + 1) * 4 >= keys.count * 3 { grow() }
        let k = VariableTable.key(variable)
        let mask = keys.count - 1
        var i = slot(for: k)
        var firstFree = -1
        while true {
            let stored = keys[i]
            if stored == k { values[i] = value; return }
            if stored == VariableTable.tombstone && firstFree < 0 { firstFree = i }
            if stored == 0 { break }
            i = (i + 1) & mask
        }
        if firstFree >= 0 { i = firstFree; tombstones -= 1 }
        keys[i] = k
        values[i] = value
        count += 1
    }

    /// Forgets a variable.
    mutating func remove(_ variable: Variable) {
        let k = VariableTable.key(variable)
        let mask = keys.count - 1
        var i = slot(for: k)
        while true {
            let stored = keys[i]
            if stored == k {
                keys[i] = VariableTable.tombstone
                values[i] = nil
                count -= 1
                tombstones += 1
                return
            }
            if stored == 0 { return }
            i = (i + 1) & mask
        }
    }

    private mutating func grow() {
        let oldKeys = keys, oldValues = values
        let capacity = max(16, (count + 1) * 4)
        var size = 16
        shift = 60
        while size < capacity { size <<= 1; shift -= 1 }
        keys = Array(repeating: 0, count: size)
        values = Array(repeating: nil, count: size)
        count = 0
        tombstones = 0
        let mask = size - 1
        for (index, k) in oldKeys.enumerated() where k > VariableTable.tombstone {
            var i = slot(for: k)
            while keys[i] != 0 { i = (i + 1) & mask }
            keys[i] = k
            values[i] = oldValues[index]
            count += 1
        }
    }
}
