/// An array of object references that also inserts and removes at the front in O(1)
/// amortized: a stack's arranged views, which apps insert at index 0 one by one (a feed, a
/// log). An `Array` moves every element for each such insertion: at 10,000 arranged views,
/// 400 MB of memory moved per list over the 10,000 insertions.
///
/// The elements sit at the end of `storage`, after `head` empty slots. An insertion at the
/// front takes a slot (making `count` more first when there is none: amortized O(1)); one
/// elsewhere, and every removal but the first element's, is the array's own.
struct FrontGapArray<Element: AnyObject>: RandomAccessCollection, ExpressibleByArrayLiteral {
    /// `head` empty slots, then the elements, none nil.
    private var storage: [Element?] = []
    private var head = 0

    init(arrayLiteral elements: Element...) {
        storage = elements
    }

    var startIndex: Int { 0 }
    var endIndex: Int { storage.count - head }

    /// An index outside `0..<count` traps, as an array's does: past the end in `storage`,
    /// before the start on an empty slot (or in `storage`).
    subscript(index: Int) -> Element { storage[head + index]! }

    /// Inserts `element` at `index` (`0...count`).
    mutating func insert(_ element: Element, at index: Int) {
        precondition(index >= 0 && index <= endIndex, "index out of range")
        // At the end (which an empty array's front is) no headroom is made: most stacks are
        // only ever appended to.
        if index == endIndex { return storage.append(element) }
        guard index == 0 else { return storage.insert(element, at: head + index) }
        if head == 0 {
            let room = Swift.max(8, storage.count)
            storage.insert(contentsOf: repeatElement(nil, count: room), at: 0)
            head = room
        }
        head -= 1
        storage[head] = element
    }

    /// Removes the element at `index` (`0..<count`).
    mutating func remove(at index: Int) {
        precondition(index >= 0 && index < endIndex, "index out of range")
        if index == 0 {
            storage[head] = nil
            head += 1
        } else {
            storage.remove(at: head + index)
        }
        if head == storage.count {
            storage = []
            head = 0
        } else if head > storage.count - head {
            // More empty slots than elements: a list that is appended to at the end and
            // removed from at the front (a rolling log) would otherwise grow one slot per
            // turn. Dropping them costs the elements' count, paid for by the removals that
            // made the slots (amortized O(1)).
            storage.removeFirst(head)
            head = 0
        }
    }

    /// Slots held, empty ones at the front included (for tests of the storage's bound).
    var slotCount: Int { storage.count }

    /// The elements as an array.
    var array: [Element] { storage[head...].map { $0! } }
}
