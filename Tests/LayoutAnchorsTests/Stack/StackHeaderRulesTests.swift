// Rules UIStackView.h states in its comments (Apple's public header):
// - custom spacing "is maintained when the arranged subview changes position in the stack
//   view, but not after it is removed from the arrangedSubviews list";
// - "Setting spacing to UIStackViewSpacingUseDefault will result in a spacing of 0";
// - spacingUseSystem is "also used as a token for the spacing property to request system
//   spacing" (8 here, API.md);
// - fillEqually: "When space allows, this will be the size of the item with the largest
//   intrinsicContentSize (along the axis of the stack)".

import LayoutAnchors
import XCTest

final class StackHeaderRulesTests: XCTestCase {
    /// A horizontal stack at (0, 100) of an iPhone 14 window, sized by its views.
    private func place(_ stack: StackView, in window: Window) {
        stack.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(stack)
        stack.leftAnchor.constraint(equalTo: window.leftAnchor).isActive = true
        stack.topAnchor.constraint(equalTo: window.topAnchor, constant: 100).isActive = true
    }

    func testCustomSpacingMovesWithTheView() {
        // [a 40, b 60, c 20], spacing 10, custom 30 after a. Moving a to the end keeps its
        // custom spacing (nothing follows it there): [b, c, a]: b 0, c 70, a 100; moving it
        // back to the front: [a, b, c]: a 0, b 70, c 140.
        let window = TestScreen.iPhone14.window()
        let a = ContentSizedView(40, 20), b = ContentSizedView(60, 20), c = ContentSizedView(20, 20)
        let stack = StackView(arrangedSubviews: [a, b, c])
        stack.spacing = 10
        stack.setCustomSpacing(30, after: a)
        place(stack, in: window)
        stack.addArrangedSubview(a)
        XCTAssertEqual(stack.customSpacing(after: a), 30)
        window.layoutIfNeeded()
        XCTAssertEqual([b, c, a].map(\.frame.minX), [0, 70, 100])
        stack.insertArrangedSubview(a, at: 0)
        XCTAssertEqual(stack.customSpacing(after: a), 30)
        window.layoutIfNeeded()
        XCTAssertEqual([a, b, c].map(\.frame.minX), [0, 70, 140])
        assertNoIssues(window)
    }

    func testSpacingTokens() {
        // spacing = spacingUseDefault: 0 -> b at 40. spacing = spacingUseSystem: 8 -> b at 48.
        let window = TestScreen.iPhone14.window()
        let a = ContentSizedView(40, 20), b = ContentSizedView(60, 20)
        let stack = StackView(arrangedSubviews: [a, b])
        place(stack, in: window)
        stack.spacing = StackView.spacingUseDefault
        window.layoutIfNeeded()
        assertFrame(b.frame, 40, 0, 60, 20)
        XCTAssertEqual(stack.frame.width, 100)
        stack.spacing = StackView.spacingUseSystem
        window.layoutIfNeeded()
        assertFrame(b.frame, 48, 0, 60, 20)
        // A custom spacing of spacingUseSystem is 8 whatever `spacing` is.
        stack.spacing = 30
        stack.setCustomSpacing(StackView.spacingUseSystem, after: a)
        window.layoutIfNeeded()
        assertFrame(b.frame, 48, 0, 60, 20)
        assertNoIssues(window)
    }

    func testFillEquallyTakesTheLargestIntrinsicSize() {
        // Nothing sizes the stack: every item is as wide as the widest (60): 3 x 60 + 2 x 5.
        let window = TestScreen.iPhone14.window()
        let views = [40.0, 60, 50].map { ContentSizedView($0, 20) }
        let stack = StackView(arrangedSubviews: views)
        stack.distribution = .fillEqually
        stack.spacing = 5
        place(stack, in: window)
        window.layoutIfNeeded()
        XCTAssertEqual(views.map(\.frame.width), [60, 60, 60])
        XCTAssertEqual(views.map(\.frame.minX), [0, 65, 130])
        XCTAssertEqual(stack.frame.size, Size(width: 190, height: 20))
        assertNoIssues(window)
    }
}
