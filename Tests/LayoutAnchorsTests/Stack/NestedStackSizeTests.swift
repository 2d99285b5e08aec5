// Stacks nested one inside the next, arranged a few at a time between layouts (the
// `nested_stacks` workload): each stack holds a row 10 high and the next stack. A stack's
// size follows from its content, so each stack's end connection defines its height from the
// stack inside it, and none becomes a tableau row that sums the heights above the bottom of
// the nest (LayoutEngine+DefinitionOrder.swift).

import XCTest

@testable import LayoutAnchors
@testable import LayoutKernel

final class NestedStackSizeTests: XCTestCase {
    /// The outer stack in a scroll view (pinned to the content guide, as wide as the frame
    /// guide), as the workload's screen; `count` nested stacks arranged `batch` at a time,
    /// laid out after each batch.
    private func nest(_ count: Int, batch: Int) -> (Window, StackView, [StackView]) {
        let window = Window(size: Size(width: 390, height: 844))
        let scrollView = ScrollView()
        let outer = StackView()
        outer.axis = .vertical
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        outer.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(scrollView)
        scrollView.addSubview(outer)
        LayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: window.topAnchor),
            scrollView.bottomAnchor.constraint(equalTo: window.bottomAnchor),
            scrollView.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            outer.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            outer.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            outer.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            outer.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            outer.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
        ])
        window.layoutIfNeeded()
        var stacks: [StackView] = []
        var parent = outer
        for i in 0..<count {
            let row = View()
            row.intrinsicContentSize = Size(width: View.noIntrinsicMetric, height: 10)
            let child = StackView(arrangedSubviews: [row])
            child.axis = .vertical
            parent.addArrangedSubview(child)
            stacks.append(child)
            parent = child
            if i % batch == batch - 1 { window.layoutIfNeeded() }
        }
        window.layoutIfNeeded()
        return (window, outer, stacks)
    }

    func testNestedStacksArrangedBetweenLayoutsLayOutByTheRules() {
        let (window, outer, stacks) = nest(12, batch: 3)
        assertNoIssues(window)
        // Stack k (0-based) holds its row and the stacks below it: 12 - k rows of 10. The
        // first sits at the top of the outer stack (which holds nothing else); each other one
        // below its parent's row, at y 10. All are as wide as the screen (`.fill`).
        XCTAssertEqual(outer.frame, Rect(x: 0, y: 0, width: 390, height: 120))
        for (k, stack) in stacks.enumerated() {
            XCTAssertEqual(stack.frame, Rect(x: 0, y: k == 0 ? 0 : 10, width: 390, height: Double(10 * (12 - k))), "stack \(k)")
            XCTAssertEqual(stack.arrangedSubviews[0].frame, Rect(x: 0, y: 0, width: 390, height: 10), "row of stack \(k)")
        }
        let scrollView = outer.superview as! ScrollView
        XCTAssertEqual(scrollView.contentSize, Size(width: 390, height: 120))
    }

    /// Deeper than any fixed walk: each batch re-defines the old deepest stack's height, below
    /// which lie the heights of all the stacks above it.
    func testEveryEndConnectionOfADeepNestIsADefinition() throws {
        let (window, outer, stacks) = nest(150, batch: 10)
        assertNoIssues(window)
        // 150 rows of 10.
        XCTAssertEqual(outer.frame.height, 1_500)
        XCTAssertEqual(stacks[149].frame.height, 10)
        let core = window.engine.solver.core
        for (k, stack) in stacks.enumerated() {
            let end = try XCTUnwrap(stack.stackConstraints.canvasEnd?.kernel, "stack \(k)")
            let slot = try XCTUnwrap(core.slot(of: end))
            XCTAssertTrue(try XCTUnwrap(core.records[Int(slot)]).isDefinition, "end connection of stack \(k)")
        }
        // One more batch at the bottom, then a row hidden near the top: the heights follow.
        var deepest = stacks[149]
        for _ in 0..<10 {
            let row = View()
            row.intrinsicContentSize = Size(width: View.noIntrinsicMetric, height: 10)
            let child = StackView(arrangedSubviews: [row])
            child.axis = .vertical
            deepest.addArrangedSubview(child)
            deepest = child
        }
        window.layoutIfNeeded()
        // 160 rows of 10; the new deepest stack holds one.
        XCTAssertEqual(outer.frame.height, 1_600)
        XCTAssertEqual(deepest.frame.height, 10)
        stacks[1].arrangedSubviews[0].isHidden = true
        window.layoutIfNeeded()
        // Stack 1 holds the rows of stacks 1...159 (159 rows), one of them hidden now: 1,580;
        // the outer stack 1,590; stack 2 moves up to the top of stack 1.
        XCTAssertEqual(outer.frame.height, 1_590)
        XCTAssertEqual(stacks[1].frame.height, 1_580)
        XCTAssertEqual(stacks[2].frame.minY, 0)
        assertNoIssues(window)
    }

    /// A stack holds its arranged views besides its subviews list; freeing a nest must still
    /// go one level at a time, not one `deinit` inside the next (which overflows the stack
    /// at this depth in a debug build; the same nest 100,000 deep is freed too).
    func testADeepNestIsFreedWithoutRecursion() {
        weak var deepest: StackView?
        weak var top: StackView?
        do {
            let outer = StackView()
            var parent = outer
            for _ in 0..<40_000 {
                let child = StackView(arrangedSubviews: [View()])
                parent.addArrangedSubview(child)
                parent = child
            }
            deepest = parent
            top = outer
            XCTAssertNotNil(deepest)
        }
        XCTAssertNil(top)
        XCTAssertNil(deepest)
    }
}
