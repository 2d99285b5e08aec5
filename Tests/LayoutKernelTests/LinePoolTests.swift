import XCTest

// @testable: LinePool is an internal type of the kernel.
@testable import LayoutKernel

/// `LinePool` against an array of arrays: random appends, removals (the last element moves
/// into the hole), clears and new lines, enough for lines to move many times.
final class LinePoolTests: XCTestCase {
    func testRandomEditsMatchAnArrayOfArrays() {
        var g = SplitMix64(seed: 0x9_001)
        var pool = LinePool<Int32>(capacities: [0, 3, 1], filler: -1)
        var model: [[Int32]] = [[], [], []]
        for step in 0..<8_000 {
            let line = g.index(below: model.count)
            switch g.index(below: 10) {
            case 0 where !model[line].isEmpty:
                let offset = g.index(below: model[line].count)
                pool.remove(at: offset, from: line)
                model[line][offset] = model[line].last!
                model[line].removeLast()
            case 1 where g.index(below: 50) == 0:
                pool.removeAll(line)
                model[line] = []
            case 2 where model.count < 40:
                pool.addLine()
                model.append([])
            default:
                let value = Int32(step)
                pool.append(value, to: line)
                model[line].append(value)
            }
            if step % 97 == 0 {
                for (i, elements) in model.enumerated() {
                    XCTAssertEqual(pool.range(i).map { pool[$0] }, elements, "line \(i), step \(step)")
                }
            }
        }
        XCTAssertEqual(pool.lineCount, model.count)
        // The holes moved lines leave add up to less than the room they have now.
        XCTAssertLessThanOrEqual(pool.storage.count, 2 * pool.reserved + 4)
    }
}
