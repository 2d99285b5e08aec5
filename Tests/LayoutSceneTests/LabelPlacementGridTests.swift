// LabelPlacement files placed boxes in a grid (session 5, s6-scale) so that a scene of n views
// does not cost O(n²) overlap tests. The rule is unchanged: a label goes at its preferred
// place or one line lower (fontSize + 1) until no placed box overlaps it, at most 40 lines.
// Checked against that rule written out naively (every placed box tested), on random labels
// crowded enough to collide, some wider than the grid files (> 64 cells).

import LayoutAnchors
import XCTest

@testable import LayoutScene

final class LabelPlacementGridTests: XCTestCase {
    /// The rule with a plain list: characters 0.56 x fontSize wide, the box from fontSize above
    /// the baseline to 1 below it, ending at the point when `anchorEnd`.
    private struct NaivePlacement {
        var boxes: [Rect] = []
        mutating func place(_ count: Int, at preferred: Point, fontSize: Double, anchorEnd: Bool) -> Point {
            let width = Double(count) * fontSize * 0.56
            func box(_ p: Point) -> Rect {
                Rect(x: anchorEnd ? p.x - width : p.x, y: p.y - fontSize, width: width, height: fontSize + 1)
            }
            func overlaps(_ a: Rect, _ b: Rect) -> Bool {
                a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
            }
            var p = preferred
            for _ in 0..<40 {
                let candidate = box(p)
                if !boxes.contains(where: { overlaps($0, candidate) }) { break }
                p.y += fontSize + 1
            }
            boxes.append(box(p))
            return p
        }
    }

    func testGridPlacementMatchesTheNaiveRule() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20 {
            var grid = LabelPlacement()
            var naive = NaivePlacement()
            for _ in 0..<300 {
                // Mostly short labels in a 600 x 400 area; one in 20 is 800 characters long.
                let count = Int.random(in: 0..<20, using: &generator) == 0 ? 800 : Int.random(in: 1...30, using: &generator)
                let point = Point(
                    x: Double(Int.random(in: -50...600, using: &generator)) + 0.5,
                    y: Double(Int.random(in: -50...400, using: &generator)))
                let fontSize = Bool.random(using: &generator) ? 9.0 : 10.0
                let anchorEnd = Int.random(in: 0..<4, using: &generator) == 0
                let text = String(repeating: "x", count: count)
                let expected = naive.place(count, at: point, fontSize: fontSize, anchorEnd: anchorEnd)
                XCTAssertEqual(grid.place(text, at: point, fontSize: fontSize, anchorEnd: anchorEnd), expected)
            }
        }
    }
}
