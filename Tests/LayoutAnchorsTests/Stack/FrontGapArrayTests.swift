// FrontGapArray, the storage of a stack's arranged views: an array with O(1) insertion and
// removal at the front. Each expectation is the order an Array would hold after the same
// operations (written out by hand), and each test goes through the front headroom running
// out and being made again (8 slots at first, then as many as the elements).

import XCTest

@testable import LayoutAnchors

private final class Item {
    let id: Int
    init(_ id: Int) { self.id = id }
}

final class FrontGapArrayTests: XCTestCase {
    private func ids(_ list: FrontGapArray<Item>) -> [Int] { list.map(\.id) }

    func testInsertingAtTheFrontReversesTheOrder() {
        var list: FrontGapArray<Item> = []
        for id in 0..<20 { list.insert(Item(id), at: 0) }
        // Each new item goes first: 19, 18, ..., 0.
        XCTAssertEqual(ids(list), Array((0..<20).reversed()))
        XCTAssertEqual(list.count, 20)
        XCTAssertEqual(list.first?.id, 19)
        XCTAssertEqual(list.last?.id, 0)
        XCTAssertEqual(list.array.map(\.id), Array((0..<20).reversed()))
    }

    func testMixedInsertionsAndRemovals() {
        var list: FrontGapArray<Item> = []
        list.insert(Item(1), at: 0)  // [1]
        list.insert(Item(2), at: 1)  // [1, 2]
        list.insert(Item(0), at: 0)  // [0, 1, 2]
        list.insert(Item(9), at: 2)  // [0, 1, 9, 2]
        XCTAssertEqual(ids(list), [0, 1, 9, 2])
        list.remove(at: 0)  // [1, 9, 2]
        list.remove(at: 1)  // [1, 2]
        XCTAssertEqual(ids(list), [1, 2])
        for id in 3..<15 { list.insert(Item(id), at: 0) }  // 14, 13, ..., 3, then 1, 2
        XCTAssertEqual(ids(list), Array((3..<15).reversed()) + [1, 2])
        list.insert(Item(99), at: 5)  // after 14, 13, 12, 11, 10
        XCTAssertEqual(Array(ids(list).prefix(7)), [14, 13, 12, 11, 10, 99, 9])
        XCTAssertEqual(list.count, 15)
    }

    func testRemovingEverythingFromTheFrontThenReusing() {
        var list: FrontGapArray<Item> = []
        for id in 0..<10 { list.insert(Item(id), at: 0) }  // 9, ..., 0
        for expected in (0..<10).reversed() {
            XCTAssertEqual(list.first?.id, expected)
            list.remove(at: 0)
        }
        XCTAssertTrue(list.isEmpty)
        list.insert(Item(7), at: 0)
        list.insert(Item(8), at: 1)
        XCTAssertEqual(ids(list), [7, 8])
    }

    func testReleasesWhatItRemoves() {
        weak var gone: Item?
        var list: FrontGapArray<Item> = []
        do {
            let item = Item(1)
            gone = item
            list.insert(item, at: 0)
            list.insert(Item(2), at: 0)  // [2, 1]
        }
        list.remove(at: 1)  // [2]: item 1 has no other owner
        XCTAssertNil(gone)
        XCTAssertEqual(ids(list), [2])
    }

    func testArrangedSubviewsFollowFrontInsertions() {
        // A stack's arrangedSubviews, read between insertions at index 0 (its cached array
        // must be made again after each change).
        let stack = StackView()
        let a = View(), b = View(), c = View()
        stack.insertArrangedSubview(a, at: 0)
        XCTAssertTrue(stack.arrangedSubviews.elementsEqual([a], by: ===))
        stack.insertArrangedSubview(b, at: 0)
        XCTAssertTrue(stack.arrangedSubviews.elementsEqual([b, a], by: ===))
        stack.insertArrangedSubview(c, at: 1)
        XCTAssertTrue(stack.arrangedSubviews.elementsEqual([b, c, a], by: ===))
        stack.removeArrangedSubview(b)
        XCTAssertTrue(stack.arrangedSubviews.elementsEqual([c, a], by: ===))
    }

    /// A rolling log: the oldest removed from the front, the newest appended at the end. The
    /// order is that of an array (ten items, the last ten appended), and the empty slots the
    /// removals leave are dropped once they outnumber the items: never more than twice the
    /// items plus one slot.
    func testARollingLogKeepsItsStorageBounded() {
        var list: FrontGapArray<Item> = []
        for id in 0..<10 { list.insert(Item(id), at: list.endIndex) }
        for id in 10..<10_010 {
            list.remove(at: 0)
            list.insert(Item(id), at: list.endIndex)
            XCTAssertLessThanOrEqual(list.slotCount, 2 * list.count + 1)
        }
        XCTAssertEqual(ids(list), Array(10_000..<10_010))
    }
}
