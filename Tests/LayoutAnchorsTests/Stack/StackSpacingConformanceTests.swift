// Stack views beyond round 1: equal spacing / centering with hidden views and when the space
// runs out, custom spacing with margin-relative arrangement in right-to-left, compression
// resistance conflicts in .fill, and nested stacks (a settings list) under rotation and RTL.
// Rules: UIStackView.Distribution docs ("If the arranged views do not fit within the stack
// view, it shrinks the spacing to the minimum spacing defined by spacing. If the views still
// do not fit, the stack view compresses the arranged views based on their compression
// resistance priority"), API.md "Stack views".

import LayoutAnchors
import XCTest

final class StackSpacingConformanceTests: XCTestCase {
    /// The width constraint of the last stack `makeRow` made.
    private var rowWidth: LayoutConstraint?

    /// A horizontal stack at (0, 100) in a 390 x 844 window, `width` wide.
    private func makeRow(_ views: [View], width: Double, in window: Window) -> StackView {
        let stack = StackView(arrangedSubviews: views)
        stack.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(stack)
        LayoutConstraint.activate([
            stack.leftAnchor.constraint(equalTo: window.leftAnchor),
            stack.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
        ])
        rowWidth = stack.widthAnchor.constraint(equalToConstant: width)
        rowWidth?.isActive = true
        return stack
    }

    func testEqualSpacingWithAHiddenViewAndBack() {
        // 300 wide, views 40, 60, 50, 30 (sum 180), spacing 10: three gaps of (300 - 180) / 3
        // = 40: x 0, 80, 180, 270. Hiding the 60: 120 of views, two gaps of 90: x 0, 130, 270.
        let window = TestScreen.iPhone14.window()
        let views = [40.0, 60, 50, 30].map { ContentSizedView($0, 20) }
        let stack = makeRow(views, width: 300, in: window)
        stack.distribution = .equalSpacing
        stack.spacing = 10
        window.layoutIfNeeded()
        XCTAssertEqual(views.map(\.frame.minX), [0, 80, 180, 270])
        views[1].isHidden = true
        window.layoutIfNeeded()
        XCTAssertEqual([views[0], views[2], views[3]].map(\.frame.minX), [0, 130, 270])
        XCTAssertEqual([views[0], views[2], views[3]].map(\.frame.width), [40, 50, 30])
        views[1].isHidden = false
        window.layoutIfNeeded()
        XCTAssertEqual(views.map(\.frame.minX), [0, 80, 180, 270])
        assertNoIssues(window)
    }

    func testEqualSpacingWhenTheSpaceRunsOut() {
        // 150 wide, views 40, 60, 50 (150) and spacing 10: 170 needed. The gaps shrink to the
        // minimum 10, then the view with the lowest compression resistance (the 60, at 749)
        // gives 20: 40. x 0, 50, 100.
        let window = TestScreen.iPhone14.window()
        let views = [40.0, 60, 50].map { ContentSizedView($0, 20) }
        views[1].setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        let stack = makeRow(views, width: 150, in: window)
        stack.distribution = .equalSpacing
        stack.spacing = 10
        window.layoutIfNeeded()
        XCTAssertEqual(views.map(\.frame.minX), [0, 50, 100])
        XCTAssertEqual(views.map(\.frame.width), [40, 40, 50])
        assertNoIssues(window)
    }

    func testEqualCenteringWithAHiddenView() {
        // 300 wide, views 20, 40, 60, 80, spacing 0, .equalCentering. Centres c0 = w0 / 2 = 10
        // and c3 = 300 - 40 = 260 are fixed by the ends; three equal distances (260 - 10) / 3
        // = 250 / 3 would put views on thirds of points, so the 40 starts hidden. Visible
        // 20, 60, 80: c0 = 10, c2 = 260, distance 125: c1 = 135, x = 135 - 30 = 105. Gaps: 105 - 20 = 85 and 220 - 165 = 55, both >= 0.
        let window = TestScreen.iPhone14.window()
        let views = [20.0, 40, 60, 80].map { ContentSizedView($0, 20) }
        views[1].isHidden = true
        let stack = makeRow(views, width: 300, in: window)
        stack.distribution = .equalCentering
        window.layoutIfNeeded()
        XCTAssertEqual([views[0], views[2], views[3]].map(\.frame.minX), [0, 105, 220])
        // Shown again: c0 = 10 and c3 = 260 stay, the centres fall on thirds of 250 (rounded
        // to the half-point pixel grid, so equal within 0.5).
        views[1].isHidden = false
        window.layoutIfNeeded()
        let centres = views.map(\.frame.midX)
        XCTAssertEqual(centres[1] - centres[0], centres[2] - centres[1], accuracy: 0.5)
        XCTAssertEqual(centres[3] - centres[2], centres[2] - centres[1], accuracy: 0.5)
        XCTAssertEqual(centres[0], 10)
        XCTAssertEqual(centres[3], 260)
        assertNoIssues(window)
    }

    func testEqualCenteringWhenTheSpaceRunsOut() {
        // 200 wide, views 100, 20, 100, spacing 10: 240 needed. The gaps hold at 10 (required
        // minimum), equal centring gives way (it is the weakest), and the view with the lowest
        // compression resistance (the last, 700) takes the cut: 200 - 100 - 20 - 20 = 60.
        let window = TestScreen.iPhone14.window()
        let views = [100.0, 20, 100].map { ContentSizedView($0, 20) }
        views[2].setContentCompressionResistancePriority(700, for: .horizontal)
        let stack = makeRow(views, width: 200, in: window)
        stack.distribution = .equalCentering
        stack.spacing = 10
        window.layoutIfNeeded()
        XCTAssertEqual(views.map(\.frame.minX), [0, 110, 140])
        XCTAssertEqual(views.map(\.frame.width), [100, 20, 60])
        assertNoIssues(window)
    }

    func testCustomSpacingInsideDirectionalMarginsInRightToLeft() {
        // 340 x 50 stack, directional margins leading 20, trailing 10, top / bottom 5, margin-
        // relative, .fillEqually, spacing 10, custom 30 after the first view: the arranged
        // width is 340 - 30 = 310, minus 30 + 10 of gaps = 270, three views of 90. RTL: the
        // first view ends at the leading margin 340 - 20 = 320: x 230; then 230 - 30 - 90 =
        // 110; then 110 - 10 - 90 = 10 (the trailing margin). y 5, height 50 - 10 = 40.
        let window = TestScreen.iPhone14.window(direction: .rightToLeft)
        let views = [View(), View(), View()]
        let stack = makeRow(views, width: 340, in: window)
        stack.heightAnchor.constraint(equalToConstant: 50).isActive = true
        stack.distribution = .fillEqually
        stack.spacing = 10
        stack.setCustomSpacing(30, after: views[0])
        stack.directionalLayoutMargins = DirectionalEdgeInsets(top: 5, leading: 20, bottom: 5, trailing: 10)
        stack.isLayoutMarginsRelativeArrangement = true
        window.layoutIfNeeded()
        XCTAssertEqual(stack.customSpacing(after: views[0]), 30)
        XCTAssertEqual(stack.customSpacing(after: views[1]), StackView.spacingUseDefault)
        assertFrame(views[0].frame, 230, 5, 90, 40)
        assertFrame(views[1].frame, 110, 5, 90, 40)
        assertFrame(views[2].frame, 10, 5, 90, 40)
        // The window turns left-to-right: leading 20 is now on the left: x 20, 140, 240.
        window.layoutDirection = .leftToRight
        window.layoutIfNeeded()
        XCTAssertEqual(views.map(\.frame.minX), [20, 140, 240])
        assertNoIssues(window)
    }

    func testFillCompressionAndHuggingConflicts() {
        // .fill, 200 wide: 150 + 100 = 250 do not fit. The lower compression resistance gives:
        // b at 749 -> 200 - 150 = 50; then a at 749 (b back to 750) -> a = 100.
        let window = TestScreen.iPhone14.window()
        let a = ContentSizedView(150, 20), b = ContentSizedView(100, 20)
        b.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        let stack = makeRow([a, b], width: 200, in: window)
        window.layoutIfNeeded()
        assertFrame(a.frame, 0, 0, 150, 20)
        assertFrame(b.frame, 150, 0, 50, 20)
        b.setContentCompressionResistancePriority(.defaultHigh, for: .horizontal)
        a.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        window.layoutIfNeeded()
        assertFrame(a.frame, 0, 0, 100, 20)
        assertFrame(b.frame, 100, 0, 100, 20)
        // 400 wide: 150 extra. The lower hugging stretches: a at 249 -> 300; then b at 200
        // (below a's 249) -> b = 400 - 150 = 250.
        rowWidth?.constant = 400
        a.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        window.layoutIfNeeded()
        assertFrame(a.frame, 0, 0, 300, 20)
        assertFrame(b.frame, 300, 0, 100, 20)
        b.setContentHuggingPriority(200, for: .horizontal)
        window.layoutIfNeeded()
        assertFrame(a.frame, 0, 0, 150, 20)
        assertFrame(b.frame, 150, 0, 250, 20)
        XCTAssertEqual(stack.frame.width, 400)
        assertNoIssues(window)
    }
}
