// Arranged-subview bookkeeping and spacing values as UIKit documents them:
// addArrangedSubview "automatically adds the provided view as a subview ... If the view is
// already a subview, this operation doesn't alter the subview ordering"; insertArrangedSubview
// with an index beyond the count raises in UIKit (here: an .invalidConstraint issue, nothing
// changes); custom spacing goes with the view when it is removed (NSStackView documents it:
// "Custom spacing for a view is lost if you remove the view from the stack view");
// spacingUseDefault resets a custom spacing; negative spacing overlaps views;
// fillProportionally shares the space among the visible views by their intrinsic sizes.

import LayoutAnchors
import XCTest

final class StackArrangementConformanceTests: XCTestCase {
    /// A horizontal stack with its top-left corner at (0, 100) of an iPhone 14 window.
    private func place(_ stack: StackView, in window: Window, width: Double? = nil) {
        stack.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(stack)
        stack.leftAnchor.constraint(equalTo: window.leftAnchor).isActive = true
        stack.topAnchor.constraint(equalTo: window.topAnchor, constant: 100).isActive = true
        if let width { stack.widthAnchor.constraint(equalToConstant: width).isActive = true }
    }

    func testAddingAnExistingSubviewKeepsTheSubviewOrder() {
        // badge and icon are plain subviews (badge first); arranging icon then badge makes
        // arrangedSubviews [icon, badge] and leaves subviews [badge, icon].
        let window = TestScreen.iPhone14.window()
        let stack = StackView()
        place(stack, in: window)
        let badge = ContentSizedView(30, 20), icon = ContentSizedView(50, 20)
        stack.addSubview(badge)
        stack.addSubview(icon)
        stack.addArrangedSubview(icon)
        stack.addArrangedSubview(badge)
        XCTAssertTrue(stack.arrangedSubviews.elementsEqual([icon, badge], by: ===))
        XCTAssertTrue(stack.subviews.elementsEqual([badge, icon], by: ===))
        XCTAssertFalse(badge.translatesAutoresizingMaskIntoConstraints)
        window.layoutIfNeeded()
        assertFrame(icon.frame, 0, 0, 50, 20)
        assertFrame(badge.frame, 50, 0, 30, 20)
        assertFrame(stack.frame, 0, 100, 80, 20)
        // Inserting an arranged view at a new index moves it: [badge, icon].
        stack.insertArrangedSubview(badge, at: 0)
        XCTAssertTrue(stack.arrangedSubviews.elementsEqual([badge, icon], by: ===))
        window.layoutIfNeeded()
        assertFrame(badge.frame, 0, 0, 30, 20)
        assertFrame(icon.frame, 30, 0, 50, 20)
        assertNoIssues(window)
    }

    func testInsertBeyondTheEndIsRefused() {
        let window = TestScreen.iPhone14.window()
        window.logsLayoutIssues = false
        let a = ContentSizedView(40, 20), b = ContentSizedView(60, 20)
        let stack = StackView(arrangedSubviews: [a, b])
        place(stack, in: window)
        let extra = ContentSizedView(10, 10)
        stack.insertArrangedSubview(extra, at: 3)  // count is 2: UIKit raises
        stack.insertArrangedSubview(extra, at: -1)
        XCTAssertEqual(stack.arrangedSubviews.count, 2)
        XCTAssertNil(extra.superview)
        XCTAssertEqual(window.layoutIssues.map(\.kind), [.invalidConstraint, .invalidConstraint])
        stack.insertArrangedSubview(extra, at: 2)  // at the end: fine
        window.layoutIfNeeded()
        assertFrame(extra.frame, 100, 0, 10, 20)  // .fill alignment: as tall as the stack
        XCTAssertEqual(stack.frame.size, Size(width: 110, height: 20))
    }

    func testCustomSpacingResetAndLostOnRemoval() {
        // Spacing 10, custom 30 after a: a 0...40, b at 70, c at 70 + 60 + 10 = 140.
        let window = TestScreen.iPhone14.window()
        let a = ContentSizedView(40, 20), b = ContentSizedView(60, 20), c = ContentSizedView(20, 20)
        let stack = StackView(arrangedSubviews: [a, b, c])
        stack.spacing = 10
        place(stack, in: window)
        stack.setCustomSpacing(30, after: a)
        window.layoutIfNeeded()
        XCTAssertEqual([a, b, c].map(\.frame.minX), [0, 70, 140])
        // spacingUseDefault goes back to `spacing`: b at 50, c at 120.
        stack.setCustomSpacing(StackView.spacingUseDefault, after: a)
        window.layoutIfNeeded()
        XCTAssertEqual(stack.customSpacing(after: a), StackView.spacingUseDefault)
        XCTAssertEqual([a, b, c].map(\.frame.minX), [0, 50, 120])
        // Custom spacing after b (20), then b is removed and added back at the end: the
        // custom spacing went with the removal. [a, c, b]: c at 50, b at 50 + 20 + 10 = 80.
        stack.setCustomSpacing(20, after: b)
        stack.removeArrangedSubview(b)
        stack.addArrangedSubview(b)
        window.layoutIfNeeded()
        XCTAssertEqual(stack.customSpacing(after: b), StackView.spacingUseDefault)
        XCTAssertEqual([a, c, b].map(\.frame.minX), [0, 50, 80])
        // spacingUseSystem is the system spacing, 8: a ... c gap 8: c at 48, b at 48 + 20 + 10.
        stack.setCustomSpacing(StackView.spacingUseSystem, after: a)
        window.layoutIfNeeded()
        XCTAssertEqual([a, c, b].map(\.frame.minX), [0, 48, 78])
        assertNoIssues(window)
    }

    func testNegativeSpacingOverlaps() {
        // Spacing -10: 50 + 50 - 10 = 90 wide, the second view at 40 (UIKit allows overlap).
        let window = TestScreen.iPhone14.window()
        let a = ContentSizedView(50, 20), b = ContentSizedView(50, 20)
        let stack = StackView(arrangedSubviews: [a, b])
        stack.spacing = -10
        place(stack, in: window)
        window.layoutIfNeeded()
        assertFrame(b.frame, 40, 0, 50, 20)
        XCTAssertEqual(stack.frame.width, 90)
        assertNoIssues(window)
    }

    func testFillProportionallyAmongVisibleViews() {
        // 300 wide, intrinsic 100, 50, 150 (300): exactly their sizes. Hiding the 50: 250 of
        // intrinsic size share 300: 100 x 300 / 250 = 120 and 150 x 300 / 250 = 180.
        let window = TestScreen.iPhone14.window()
        let views = [100.0, 50, 150].map { ContentSizedView($0, 20) }
        let stack = StackView(arrangedSubviews: views)
        stack.distribution = .fillProportionally
        place(stack, in: window, width: 300)
        window.layoutIfNeeded()
        XCTAssertEqual(views.map(\.frame.width), [100, 50, 150])
        views[1].isHidden = true
        window.layoutIfNeeded()
        XCTAssertEqual([views[0], views[2]].map(\.frame.width), [120, 180])
        XCTAssertEqual(views[2].frame.minX, 120)
        // A new intrinsic size is followed: 100 -> 200: 350 share 300: 171.43... and 128.57...
        // (on the half-point grid: 171.5 / 128.5).
        views[0].intrinsicContentSize = Size(width: 200, height: 20)
        window.layoutIfNeeded()
        XCTAssertEqual(views[0].frame.width, 171.5)
        XCTAssertEqual(views[2].frame.width, 128.5)
        assertNoIssues(window)
    }
}
