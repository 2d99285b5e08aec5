// Seeded random sequences of inserts, removals, hides, shows and spacing changes on a vertical
// stack, checked after every step against an independent oracle: plain arithmetic over the
// visible rows (no constraints), per UIKit's rules.

import LayoutAnchors
import XCTest

final class StackViewRandomizedTests: XCTestCase {
    /// A row of the oracle: its view, height, hidden flag and custom spacing after it.
    private struct Row {
        let view: View
        let height: Double
        var hidden = false
        var custom: Double?
    }

    /// Expected top of every row and the stack's height. `.fill`: visible rows one after the
    /// other, the gap after a visible row (its custom spacing, else `spacing`) only when a
    /// visible row follows. `.equalSpacing` with nothing setting the size: every gap equals
    /// the largest of those gaps (each gap is at least its spacing, the stack is as small as
    /// it can be). Hidden rows sit where the next visible row starts.
    private func expectedTops(_ rows: [Row], spacing: Double, equal: Bool) -> (tops: [Double], height: Double) {
        let visible = rows.indices.filter { !rows[$0].hidden }
        var gaps: [Int: Double] = [:]  // after row index -> gap
        for (k, i) in visible.enumerated() where k + 1 < visible.count { gaps[i] = rows[i].custom ?? spacing }
        let uniform = gaps.values.max() ?? 0
        var tops = [Double](repeating: 0, count: rows.count)
        var y = 0.0
        for (i, row) in rows.enumerated() {
            tops[i] = y
            if row.hidden { continue }
            y += row.height
            if let gap = gaps[i] { y += equal ? uniform : gap }
        }
        return (tops, y)
    }

    /// `batch`: the most edits between two layouts (frames are checked after each layout).
    /// Several edits before a layout queue their constraints together: views inserted before
    /// others queue their gaps back to front, which the engine must hand over front to back.
    private func run(seed: UInt64, distribution: StackView.Distribution, steps: Int, batch: Int = 1, maxRows: Int = 12) {
        var random = SplitMix64(seed: seed)
        let root = Window(size: Size(width: 400, height: 4000))
        let stack = StackView()
        stack.axis = .vertical
        stack.distribution = distribution
        stack.spacing = 4
        placeStack(stack, in: root)
        var rows: [Row] = []
        for step in 0..<steps {
            let action = Int.random(in: 0..<10, using: &random)
            switch action {
            case 0...3 where rows.count < maxRows:
                let height = Double(Int.random(in: 1...6, using: &random) * 5)
                let row = Row(view: ContentSizedView(intrinsic: Size(width: 50, height: height)), height: height)
                let index = Int.random(in: 0...rows.count, using: &random)
                rows.insert(row, at: index)
                stack.insertArrangedSubview(row.view, at: index)
            case 4 where !rows.isEmpty:
                let index = Int.random(in: 0..<rows.count, using: &random)
                let row = rows.remove(at: index)
                if Bool.random(using: &random) {
                    row.view.removeFromSuperview()
                } else {
                    stack.removeArrangedSubview(row.view)
                    row.view.removeFromSuperview()
                }
            case 5...7 where !rows.isEmpty:
                let index = Int.random(in: 0..<rows.count, using: &random)
                rows[index].hidden.toggle()
                rows[index].view.isHidden = rows[index].hidden
            case 8 where !rows.isEmpty:
                let index = Int.random(in: 0..<rows.count, using: &random)
                let custom: Double? = Bool.random(using: &random) ? Double(Int.random(in: 0...4, using: &random) * 3) : nil
                rows[index].custom = custom
                stack.setCustomSpacing(custom ?? StackView.spacingUseDefault, after: rows[index].view)
            default:
                stack.spacing = Double(Int.random(in: 0...3, using: &random) * 2)
            }
            if step < steps - 1 && Int.random(in: 0..<batch, using: &random) > 0 { continue }
            root.layoutIfNeeded()
            let expected = expectedTops(rows, spacing: stack.spacing, equal: distribution == .equalSpacing)
            let context = "seed \(seed), step \(step)"
            XCTAssertEqual(stack.frame.height, expected.height, context)
            for (i, row) in rows.enumerated() {
                if !row.hidden {
                    XCTAssertEqual(row.view.frame.minY, expected.tops[i], "row \(i), \(context)")
                    XCTAssertEqual(row.view.frame.height, row.height, "row \(i), \(context)")
                } else {
                    XCTAssertEqual(row.view.frame.height, 0, "hidden row \(i), \(context)")
                }
            }
            XCTAssertTrue(stack.arrangedSubviews.elementsEqual(rows.map(\.view), by: ===), context)
        }
        XCTAssertEqual(root.layoutIssues.map(\.description), [], "seed \(seed)")
    }

    func testRandomEditsOfAFillStackMatchTheOracle() {
        for seed in UInt64(1)...6 { run(seed: seed, distribution: .fill, steps: 60) }
    }

    func testRandomEditsOfAnEqualSpacingStackMatchTheOracle() {
        for seed in UInt64(11)...16 { run(seed: seed, distribution: .equalSpacing, steps: 60) }
    }

    func testRandomBatchesOfEditsMatchTheOracle() {
        for seed in UInt64(21)...26 { run(seed: seed, distribution: .fill, steps: 120, batch: 8, maxRows: 40) }
        for seed in UInt64(31)...33 { run(seed: seed, distribution: .equalSpacing, steps: 120, batch: 8, maxRows: 40) }
    }
}
