/// A table of objects named by checked handles: the slot index in the low 32 bits, the slot's
/// generation in the next 24, and a tag for the kind of object in the top 8.
///
/// A handle is only ever compared with the table, never dereferenced, so a released handle
/// (its slot's generation moved on), a handle of another kind (another tag) or any garbage
/// value is found invalid instead of being followed. A slot whose generation would wrap is
/// retired rather than reused, so a released handle never comes back to life.
struct HandleTable<Object: AnyObject> {
    /// The top byte of every handle of this table.
    let tag: UInt64
    private var objects: [Object?] = []
    private var generations: [UInt32] = []
    private var free: [UInt32] = []

    private static var generationLimit: UInt32 { 0xFF_FFFF }

    init(tag: UInt8) { self.tag = UInt64(tag) << 56 }

    /// Stores `object` and returns its new handle, or nil when every one of the 2^32 slots is
    /// taken or retired.
    mutating func insert(_ object: Object) -> UInt64? {
        let index: UInt32
        if let reused = free.popLast() {
            index = reused
            objects[Int(index)] = object
        } else {
            guard objects.count < Int(UInt32.max) else { return nil }
            index = UInt32(objects.count)
            objects.append(object)
            generations.append(1)
        }
        return tag | UInt64(generations[Int(index)]) << 32 | UInt64(index)
    }

    /// The object a live handle names, or nil.
    func lookup(_ handle: UInt64) -> Object? {
        guard let index = slot(of: handle) else { return nil }
        return objects[index]
    }

    /// Ends a live handle and returns its object, or nil if the handle was not live.
    mutating func remove(_ handle: UInt64) -> Object? {
        guard let index = slot(of: handle), let object = objects[index] else { return nil }
        objects[index] = nil
        let next = generations[index] + 1
        generations[index] = next
        if next <= Self.generationLimit { free.append(UInt32(index)) }
        return object
    }

    /// The live handles of `wanted`, in its order (a linear scan: used only to report a
    /// conflict set, which is rare and short, so that no map from object to handle has to be
    /// kept up to date on every creation).
    func handles(of wanted: [Object]) -> [UInt64] {
        var found: [ObjectIdentifier: UInt64] = [:]
        let identities = Set(wanted.map { ObjectIdentifier($0) })
        for (index, object) in objects.enumerated() {
            guard let object, identities.contains(ObjectIdentifier(object)) else { continue }
            found[ObjectIdentifier(object)] = tag | UInt64(generations[index]) << 32 | UInt64(index)
        }
        return wanted.compactMap { found[ObjectIdentifier($0)] }
    }

    /// The slot of a handle whose tag, index and generation all match a live slot.
    private func slot(of handle: UInt64) -> Int? {
        guard handle & 0xFF00_0000_0000_0000 == tag else { return nil }
        let index = Int(handle & 0xFFFF_FFFF)
        let generation = UInt32((handle >> 32) & 0xFF_FFFF)
        guard index < objects.count, generations[index] == generation, objects[index] != nil else { return nil }
        return index
    }
}
