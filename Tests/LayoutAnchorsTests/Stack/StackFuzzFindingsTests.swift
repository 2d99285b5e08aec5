// Three stack-view findings of outside fuzzing, each against UIKit's documented behaviour:
// an arranged view removed with removeFromSuperview() and arranged again before the next
// layout is laid out in the stack; a baseline row between the safe area and the keyboard
// guide records no false conflict on its first layout; a spacing the constraints cannot hold
// is refused with an issue naming the spacing, and `spacing` keeps the value in force.

import LayoutAnchors
import XCTest

final class StackFuzzFindingsTests: XCTestCase {
    private func column(in window: Window, _ views: [View], top: Double) -> StackView {
        for v in views { v.heightAnchor.constraint(equalToConstant: 49).isActive = true }
        let stack = StackView(arrangedSubviews: views)
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(stack)
        LayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: window.topAnchor, constant: top),
            stack.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: window.trailingAnchor),
        ])
        window.layoutIfNeeded()
        return stack
    }

    func testRemovedAndArrangedAgainBeforeLayoutStaysInTheStack() {
        for device in [TestScreen.iPhone14, .iPad] {
            for direction in [LayoutDirection.leftToRight, .rightToLeft] {
                let context = "\(device.name) \(direction)"
                let window = device.window(direction: direction)
                let a = View(), b = View()
                let stack = column(in: window, [a, b], top: 100)
                // removeFromSuperview() stops arranging a (UIKit); inserting it again at 0
                // before any layout puts it back first: a at 0, b at 49, the stack 98 high.
                a.removeFromSuperview()
                stack.insertArrangedSubview(a, at: 0)
                window.layoutIfNeeded()
                let w = device.size.width
                assertFrame(a.frame, 0, 0, w, 49, context)
                assertFrame(b.frame, 0, 49, w, 49, context)
                assertFrame(stack.frame, 0, 100, w, 98, context)
                // The same at the other end: b removed and appended again.
                b.removeFromSuperview()
                stack.addArrangedSubview(b)
                window.layoutIfNeeded()
                assertFrame(b.frame, 0, 49, w, 49, context)
                assertFrame(stack.frame, 0, 100, w, 98, context)
                XCTAssertEqual(stack.arrangedSubviews.count, 2)
                assertNoIssues(window, context)
            }
        }
    }

    func testBaselineRowBetweenSafeAreaAndKeyboardGuideHasNoFalseConflict() {
        // Device, the keyboard guide's top (the safe area's bottom with no keyboard), the safe
        // area's top.
        let cases: [(TestScreen, Double, Double)] = [(.iPhone14, 844 - 34, 47), (.iPad, 1024, 20)]
        for (device, keyboardTop, safeTop) in cases {
            for alignment in [StackView.Alignment.firstBaseline, .lastBaseline, .center] {
                let context = "\(device.name) \(alignment)"
                let window = device.window()
                let label = Label(text: "x")
                let box = View()
                box.translatesAutoresizingMaskIntoConstraints = false
                LayoutConstraint.activate([
                    box.widthAnchor.constraint(equalToConstant: 10), box.heightAnchor.constraint(equalToConstant: 10),
                ])
                let stack = StackView(arrangedSubviews: [label, box])
                stack.alignment = alignment
                stack.translatesAutoresizingMaskIntoConstraints = false
                window.addSubview(stack)
                LayoutConstraint.activate([
                    stack.bottomAnchor.constraint(equalTo: window.keyboardLayoutGuide.topAnchor),
                    stack.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor),
                    stack.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                ])
                window.layoutIfNeeded()
                XCTAssertEqual(window.layoutIssues.filter { $0.kind == .unsatisfiable }.map(\.description), [], context)
                // The stack spans the safe top to the keyboard guide: 18.5 wide ("x" 8.5 +
                // box 10).
                let height = keyboardTop - safeTop
                assertFrame(stack.frame, 0, safeTop, 18.5, height, context)
                if alignment != .center {
                    // Baseline rows sit at the bottom of the taller stack, as UIKit lays them:
                    // the label (20.5 high) ends at the stack's bottom; the box's baseline
                    // (its bottom) on the label's (17 below its top): 17 - 10 = 7 below it.
                    assertFrame(label.frame, 0, height - 20.5, 8.5, 20.5, context)
                    assertFrame(box.frame, 8.5, height - 20.5 + 7, 10, 10, context)
                }
            }
        }
    }

    func testHugeSpacingIsRefusedNamingTheSpacing() {
        let window = TestScreen.iPhone14.window()
        window.logsLayoutIssues = false
        let a = View(), b = View()
        let stack = column(in: window, [a, b], top: 0)
        stack.spacing = 5
        stack.spacing = 1e16
        stack.setCustomSpacing(-2e15, after: a)
        window.layoutIfNeeded()
        // Both refused (beyond the 1e15 limit of every length): the gap stays 5: b at 54.
        XCTAssertEqual(stack.spacing, 5)
        XCTAssertEqual(stack.customSpacing(after: a), StackView.spacingUseDefault)
        assertFrame(b.frame, 0, 54, 390, 49)
        let refusals = window.layoutIssues.filter { $0.kind == .invalidConstraint }.map(\.description)
        XCTAssertEqual(refusals.count, 2)
        XCTAssertTrue(refusals[0].contains("Cannot set spacing of StackView"), refusals[0])
        XCTAssertTrue(refusals[1].contains("custom spacing"), refusals[1])
        XCTAssertFalse(refusals.joined().contains("UISV-spacing"), "names the spacing, not an internal constraint")
    }
}
