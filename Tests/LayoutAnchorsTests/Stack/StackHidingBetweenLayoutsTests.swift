// Rows hidden several at a time between layouts: each hide moves the spacing constants of the
// rows below it, and the layout after them must place every visible row once, as if the
// hidden rows had never been there. Rows are 10 high, spacing 4: visible row number k (from
// 0) of a stack sits at y = 14k, and n visible rows make the stack 14n - 4 high.

import XCTest

@testable import LayoutAnchors

final class StackHidingBetweenLayoutsTests: XCTestCase {
    private func makeStack(rows count: Int) -> (root: View, stack: StackView, rows: [View]) {
        let root = View(frame: Rect(x: 0, y: 0, width: 600, height: 2000))
        let rows = (0..<count).map { _ in ContentSizedView(intrinsic: Size(width: 50, height: 10)) }
        let stack = StackView(arrangedSubviews: rows)
        stack.axis = .vertical
        stack.spacing = 4
        placeStack(stack, in: root)
        root.layoutIfNeeded()
        return (root, stack, rows)
    }

    /// Asserts that the visible rows sit 14 apart from y = 0 and the stack holds them all.
    private func assertPacked(_ stack: StackView, _ rows: [View], file: StaticString = #filePath, line: UInt = #line) {
        let visible = rows.filter { !$0.isHidden }
        for (k, row) in visible.enumerated() {
            XCTAssertEqual(row.frame.minY, Double(14 * k), "visible row \(k)", file: file, line: line)
            XCTAssertEqual(row.frame.height, 10, file: file, line: line)
        }
        XCTAssertEqual(stack.frame.height, visible.isEmpty ? 0 : Double(14 * visible.count - 4), file: file, line: line)
    }

    func testHidingFromTheFrontSevenAtATime() {
        let (root, stack, rows) = makeStack(rows: 40)
        // 40 rows: 14 · 40 - 4 = 556.
        XCTAssertEqual(stack.frame.height, 556)
        for i in 0..<39 {
            rows[i].isHidden = true
            if i % 7 == 6 {
                root.layoutIfNeeded()
                assertPacked(stack, rows)
            }
        }
        root.layoutIfNeeded()
        // One row left: at the top, 10 high.
        XCTAssertEqual(rows[39].frame.minY, 0)
        XCTAssertEqual(stack.frame.height, 10)
        XCTAssertEqual(root.layoutIssues.map(\.description), [])
    }

    func testHidingEveryOtherRowBeforeOneLayoutThenShowingSomeAgain() {
        let (root, stack, rows) = makeStack(rows: 30)
        for i in stride(from: 0, to: 30, by: 2) { rows[i].isHidden = true }
        root.layoutIfNeeded()
        // 15 visible rows: 14 · 15 - 4 = 206; row 1 at the top, row 3 at 14.
        XCTAssertEqual(stack.frame.height, 206)
        XCTAssertEqual(rows[3].frame.minY, 14)
        assertPacked(stack, rows)
        for i in [0, 10, 28] { rows[i].isHidden = false }
        rows[29].isHidden = true
        root.layoutIfNeeded()
        // 15 + 3 - 1 = 17 visible: 14 · 17 - 4 = 234.
        XCTAssertEqual(stack.frame.height, 234)
        assertPacked(stack, rows)
        XCTAssertEqual(root.layoutIssues.map(\.description), [])
    }
}
