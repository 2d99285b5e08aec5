/// The lines (rows or columns) of a sparse matrix that changes, all in one buffer: line `i`
/// holds `count(i)` elements at `storage[start(i)...]`, with room to grow up to its capacity.
/// A line that outgrows its room moves to the end of the buffer, doubling its room: the holes
/// a line leaves behind add up to less than its room, so the buffer stays under twice the
/// lines' room in all, with no compaction. (Room is kept when a line empties: the factors'
/// lines are refilled by the next update, and the pool is rebuilt at each refactorisation.)
///
/// One buffer instead of an array per line: the factorisation of a chain of 100,000 would
/// otherwise allocate and free some 400,000 small arrays, a third of its instructions.
/// Positions (`range(_:)`) are valid until the next `append`; offsets within a line survive it.
struct LinePool<Element> {
    private(set) var storage: [Element] = []
    private var starts: [Int32]
    private var counts: [Int32]
    private var capacities: [Int32]
    /// The sum of the lines' room.
    private(set) var reserved = 0
    private let filler: Element

    init(lines: Int, filler: Element) {
        self.filler = filler
        starts = [Int32](repeating: 0, count: lines)
        counts = [Int32](repeating: 0, count: lines)
        capacities = [Int32](repeating: 0, count: lines)
    }

    /// Empty lines with the given room each, laid out in one allocation.
    init(capacities: [Int32], filler: Element) {
        self.filler = filler
        starts = []
        starts.reserveCapacity(capacities.count)
        var total = 0
        for c in capacities {
            starts.append(Int32(total))
            total += Int(c)
        }
        counts = [Int32](repeating: 0, count: capacities.count)
        self.capacities = capacities
        reserved = total
        storage = [Element](repeating: filler, count: total)
    }

    var lineCount: Int { starts.count }

    @inline(__always) func count(_ line: Int) -> Int { Int(counts[line]) }

    /// The positions of `line`'s elements in `storage`.
    @inline(__always) func range(_ line: Int) -> Range<Int> {
        let start = Int(starts[line])
        return start..<start + Int(counts[line])
    }

    @inline(__always) subscript(position: Int) -> Element {
        get { storage[position] }
        set { storage[position] = newValue }
    }

    /// The element at `offset` within `line`.
    @inline(__always) func element(_ offset: Int, of line: Int) -> Element { storage[Int(starts[line]) + offset] }

    @inline(__always) mutating func setElement(_ offset: Int, of line: Int, to value: Element) {
        storage[Int(starts[line]) + offset] = value
    }

    mutating func addLine() {
        starts.append(Int32(storage.count))
        counts.append(0)
        capacities.append(0)
    }

    /// Gives `line` room for `capacity` elements in all (before it is filled in bulk).
    mutating func reserve(_ capacity: Int, for line: Int) {
        if Int(capacities[line]) < capacity { relocate(line, capacity: capacity) }
    }

    mutating func append(_ element: Element, to line: Int) {
        let count = Int(counts[line])
        if count == Int(capacities[line]) { relocate(line, capacity: max(2, 2 * count)) }
        storage[Int(starts[line]) + count] = element
        counts[line] += 1
    }

    /// Removes the element at `offset` within `line`, moving the line's last element there.
    mutating func remove(at offset: Int, from line: Int) {
        let start = Int(starts[line]), last = Int(counts[line]) - 1
        storage[start + offset] = storage[start + last]
        counts[line] -= 1
    }

    mutating func removeAll(_ line: Int) { counts[line] = 0 }

    private mutating func relocate(_ line: Int, capacity: Int) {
        let start = Int(starts[line]), count = Int(counts[line]), old = Int(capacities[line])
        reserved += capacity - old
        capacities[line] = Int32(capacity)
        if start + old == storage.count {
            // The line is last: it grows in place.
            storage.append(contentsOf: repeatElement(filler, count: capacity - old))
            return
        }
        let newStart = storage.count
        storage.append(contentsOf: repeatElement(filler, count: capacity))
        for k in 0..<count { storage[newStart + k] = storage[start + k] }
        starts[line] = Int32(newStart)
    }
}
