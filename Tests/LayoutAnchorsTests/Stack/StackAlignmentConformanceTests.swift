// UIStackView alignment and nesting as apps use them: first/last baseline rows of labels of
// different sizes, a settings row (wrapping label + switch) in RTL, a nested stack, custom
// spacing, and insert/remove of arranged views. Rules: UIStackView.Alignment; a plain view's
// baseline is its bottom edge; a Label's first baseline is pointSize below its top and its
// last baseline 0.2 x pointSize above its bottom (API.md label metrics).

import LayoutAnchors
import XCTest

final class StackAlignmentConformanceTests: XCTestCase {
    private func place(_ stack: StackView, in window: Window, width: Double? = nil) {
        stack.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(stack)
        LayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
            stack.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
        ])
        if let width { stack.widthAnchor.constraint(equalToConstant: width).isActive = true }
    }

    func testFirstBaselineRowOfMixedSizes() {
        let window = Window(size: Size(width: 400, height: 300))
        let big = Label(text: "Big"), small = Label(text: "small")
        big.font = .system(size: 20)
        small.font = .system(size: 10)
        let icon = ContentSizedView(30, 30)
        let stack = StackView(arrangedSubviews: [big, small, icon])
        stack.alignment = .firstBaseline
        stack.spacing = 5
        place(stack, in: window)
        window.layoutIfNeeded()
        // Baselines from the top: big 20 (24 high), small 10 (12 high), icon 30 (its bottom).
        // Aligned at B, tops B-20, B-10, B-30; the highest top is the stack's top: B = 30.
        // big y 10, small y 20, icon y 0. Height: max(10+24, 20+12, 30) = 34.
        // Widths: big 3 x 10 = 30, small 5 x 5 = 25, icon 30: x 0, 35, 65; stack 95 wide.
        assertFrame(stack.frame, 10, 10, 95, 34)
        assertFrame(big.frame, 0, 10, 30, 24)
        assertFrame(small.frame, 35, 20, 25, 12)
        assertFrame(icon.frame, 65, 0, 30, 30)
        assertNoIssues(window)
    }

    func testLastBaselineRowOfMixedSizes() {
        let window = Window(size: Size(width: 400, height: 300))
        let big = Label(text: "Big"), small = Label(text: "small")
        big.font = .system(size: 20)
        small.font = .system(size: 10)
        let stack = StackView(arrangedSubviews: [big, small])
        stack.alignment = .lastBaseline
        place(stack, in: window)
        window.layoutIfNeeded()
        // Last baselines from the bottom: big 4 (0.2 x 20), small 2. Baseline at L: big's
        // bottom L+4, small's L+2; big is the taller: top 0, bottom 24, L = 20; small's
        // bottom 22, top 10. Stack 24 high.
        assertFrame(big.frame, 0, 0, 30, 24)
        assertFrame(small.frame, 30, 10, 25, 12)
        XCTAssertEqual(stack.frame.height, 24)
        assertNoIssues(window)
    }

    /// A settings row: a wrapping label and a switch that must not stretch (hugging
    /// required), centred across; the switch is trailing, so on the left in RTL.
    func testSettingsRowWithWrappingLabelInBothDirections() {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let window = Window(size: Size(width: 400, height: 300), layoutDirection: direction)
            let label = Label(text: "Receive notifications about new messages")
            label.font = .system(size: 10)
            label.numberOfLines = 0
            let toggle = ContentSizedView(51, 31)
            toggle.setContentHuggingPriority(.required, for: .horizontal)
            let row = StackView(arrangedSubviews: [label, toggle])
            row.alignment = .center
            row.spacing = 8
            row.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(row)
            LayoutConstraint.activate([
                row.topAnchor.constraint(equalTo: window.topAnchor),
                row.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
                row.widthAnchor.constraint(equalToConstant: 150),
            ])
            window.layoutIfNeeded()
            // Label width 150 - 8 - 51 = 91: 18 characters of 5 pt a line: "Receive" /
            // "notifications" / "about new messages" (18 = 90): 3 lines, 36 high.
            // Row 36 high; the switch centred: (36 - 31) / 2 = 2.5.
            let context = "\(direction)"
            let labelX: Double = direction == .leftToRight ? 0 : 59
            let toggleX: Double = direction == .leftToRight ? 99 : 0
            assertFrame(row.frame, direction == .leftToRight ? 20 : 230, 0, 150, 36, context)
            assertFrame(label.frame, labelX, 0, 91, 36, context)
            assertFrame(toggle.frame, toggleX, 2.5, 51, 31, context)
            assertNoIssues(window, context)
        }
    }

    /// Rows (horizontal stacks) in a column (vertical stack), custom spacing after a row,
    /// inserting and removing rows.
    func testNestedStacksWithCustomSpacingAndEdits() {
        let window = Window(size: Size(width: 400, height: 600))
        func makeRow(_ height: Double) -> StackView {
            let row = StackView(arrangedSubviews: [ContentSizedView(50, height), ContentSizedView(70, height / 2)])
            row.spacing = 10
            row.alignment = .center
            return row
        }
        let r1 = makeRow(40), r2 = makeRow(20), r3 = makeRow(60)
        let column = StackView(arrangedSubviews: [r1, r2, r3])
        column.axis = .vertical
        column.spacing = 4
        column.alignment = .leading
        column.setCustomSpacing(30, after: r1)
        place(column, in: window)
        window.layoutIfNeeded()
        // Rows 130 wide (50 + 10 + 70), heights 40, 20, 60. y: r1 0, r2 40 + 30 = 70,
        // r3 70 + 20 + 4 = 94; column 154 high, 130 wide.
        assertFrame(column.frame, 10, 10, 130, 154)
        assertFrame(r2.frame, 0, 70, 130, 20)
        assertFrame(r3.frame, 0, 94, 130, 60)
        XCTAssertEqual(column.customSpacing(after: r1), 30)
        XCTAssertEqual(column.customSpacing(after: r2), StackView.spacingUseDefault)
        // Insert a 10 high row at index 1: after r1 still 30: new 70...80, r2 84, r3 108.
        let inserted = makeRow(10)
        column.insertArrangedSubview(inserted, at: 1)
        window.layoutIfNeeded()
        assertFrame(inserted.frame, 0, 70, 130, 10)
        assertFrame(r2.frame, 0, 84, 130, 20)
        assertFrame(r3.frame, 0, 108, 130, 60)
        // removeFromSuperview removes it from arrangedSubviews too (UIKit documents this).
        inserted.removeFromSuperview()
        window.layoutIfNeeded()
        XCTAssertEqual(column.arrangedSubviews.count, 3)
        assertFrame(r2.frame, 0, 70, 130, 20)
        // removeArrangedSubview keeps it as a subview, no longer arranged: r3 moves up.
        column.removeArrangedSubview(r2)
        window.layoutIfNeeded()
        XCTAssertTrue(r2.superview === column)
        assertFrame(r3.frame, 0, 70, 130, 60)
        XCTAssertEqual(column.frame.height, 130)
        r2.removeFromSuperview()
        window.layoutIfNeeded()
        assertNoIssues(window)
    }

    /// A vertical stack with .center alignment, one arranged view hidden and shown.
    func testCenterAlignedColumnWithHiddenView() {
        let window = Window(size: Size(width: 400, height: 600))
        let a = ContentSizedView(40, 20), b = ContentSizedView(60, 30), c = ContentSizedView(100, 10)
        let column = StackView(arrangedSubviews: [a, b, c])
        column.axis = .vertical
        column.alignment = .center
        column.spacing = 10
        place(column, in: window, width: 200)
        window.layoutIfNeeded()
        // Centred in 200: a x 80, b 70, c 50. y: 0, 30, 70. Height 80.
        assertFrame(a.frame, 80, 0, 40, 20)
        assertFrame(b.frame, 70, 30, 60, 30)
        assertFrame(c.frame, 50, 70, 100, 10)
        XCTAssertEqual(column.frame.height, 80)
        b.isHidden = true
        window.layoutIfNeeded()
        // b takes no space and no spacing: c at 30. Height 40.
        assertFrame(c.frame, 50, 30, 100, 10)
        XCTAssertEqual(column.frame.height, 40)
        b.isHidden = false
        window.layoutIfNeeded()
        assertFrame(c.frame, 50, 70, 100, 10)
        assertNoIssues(window)
    }
}
