// UIStackView distributions as ordinary code uses them, with every expected frame derived
// from Apple's documented rules (UIStackView.Distribution, isLayoutMarginsRelativeArrangement,
// hidden arranged subviews, RTL flipping of horizontal stacks).
//
// Fixture: a horizontal stack pinned at the window's top-leading corner with a fixed width;
// three content-sized views a 40x20, b 60x30, c 100x10 (hugging 250, compression 750).
// Arranged views' frames are in the stack's coordinates.

import LayoutAnchors
import XCTest

final class StackDistributionConformanceTests: XCTestCase {
    private struct Row {
        let window: Window
        let stack: StackView
        let a: View, b: View, c: View
    }

    private func makeRow(
        width: Double?, distribution: StackView.Distribution, spacing: Double,
        alignment: StackView.Alignment = .fill, direction: LayoutDirection = .leftToRight
    ) -> Row {
        let window = Window(size: Size(width: 600, height: 400), layoutDirection: direction)
        let a = ContentSizedView(40, 20), b = ContentSizedView(60, 30), c = ContentSizedView(100, 10)
        let stack = StackView(arrangedSubviews: [a, b, c])
        stack.distribution = distribution
        stack.alignment = alignment
        stack.spacing = spacing
        stack.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(stack)
        LayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: window.topAnchor),
            stack.leadingAnchor.constraint(equalTo: window.leadingAnchor),
        ])
        if let width { stack.widthAnchor.constraint(equalToConstant: width).isActive = true }
        return Row(window: window, stack: stack, a: a, b: b, c: c)
    }

    /// fillEqually, spacing 10, inside margins left 12 / right 8 / top 10 / bottom 10.
    func testFillEquallyWithSpacingAndMarginsInBothDirections() {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let row = makeRow(width: 340, distribution: .fillEqually, spacing: 10, direction: direction)
            row.stack.isLayoutMarginsRelativeArrangement = true
            row.stack.layoutMargins = EdgeInsets(top: 10, left: 12, bottom: 10, right: 8)
            row.window.layoutIfNeeded()
            // Along: 340 - 12 - 8 = 320 inside the margins; 320 - 2 x 10 = 300; 100 each.
            // Across (.fill): every view as high as the inner height; b's compression (750)
            // beats a's and c's hugging (250): 30. Stack: 10 + 30 + 10 = 50.
            // LTR from the left margin: a 12, b 122, c 232. RTL: a is the leading (rightmost)
            // view, the left/right margins stay where `layoutMargins` put them: c 12, b 122, a 232.
            let context = "\(direction)"
            assertFrame(row.stack.frame, direction == .leftToRight ? 0 : 260, 0, 340, 50, context)
            let (first, last) = direction == .leftToRight ? (row.a, row.c) : (row.c, row.a)
            assertFrame(first.frame, 12, 10, 100, 30, context)
            assertFrame(row.b.frame, 122, 10, 100, 30, context)
            assertFrame(last.frame, 232, 10, 100, 30, context)
            // Hiding b: two views share 320 - 10 = 310: 155 each.
            row.b.isHidden = true
            row.window.layoutIfNeeded()
            assertFrame(first.frame, 12, 10, 155, 30, context)
            assertFrame(last.frame, 177, 10, 155, 30, context)
            // (Across the axis a hidden view keeps its .fill alignment constraints, as UIKit's
            // UISV-alignment ones stay; only its size along the axis and its gap go.)
            row.b.isHidden = false
            row.window.layoutIfNeeded()
            assertFrame(row.b.frame, 122, 10, 100, 30, context)
            assertNoIssues(row.window, context)
        }
    }

    /// directionalLayoutMargins flip with the direction: leading 12 is on the right in RTL.
    func testDirectionalMarginsFollowTheDirection() {
        let row = makeRow(width: 340, distribution: .fillEqually, spacing: 10, direction: .rightToLeft)
        row.stack.isLayoutMarginsRelativeArrangement = true
        row.stack.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 12, bottom: 0, trailing: 8)
        row.window.layoutIfNeeded()
        // RTL: leading = right. Inner span 8...328 (340 - 12); a (first) at the right:
        // 328 - 100 = 228; b 118; c 8.
        XCTAssertEqual(row.stack.layoutMargins, EdgeInsets(top: 0, left: 8, bottom: 0, right: 12))
        assertFrame(row.a.frame, 228, 0, 100, 30)
        assertFrame(row.b.frame, 118, 0, 100, 30)
        assertFrame(row.c.frame, 8, 0, 100, 30)
    }

    /// equalSpacing: intrinsic widths, the leftover split evenly between the gaps.
    func testEqualSpacingSplitsTheLeftoverBetweenGaps() {
        let row = makeRow(width: 300, distribution: .equalSpacing, spacing: 10, alignment: .top)
        row.window.layoutIfNeeded()
        // 300 - (40 + 60 + 100) = 100 over two gaps: 50 each (>= spacing 10).
        // a 0...40, b 90...150, c 200...300. .top: heights intrinsic, stack 30 high.
        assertFrame(row.a.frame, 0, 0, 40, 20)
        assertFrame(row.b.frame, 90, 0, 60, 30)
        assertFrame(row.c.frame, 200, 0, 100, 10)
        XCTAssertEqual(row.stack.frame.height, 30)
        // Hiding b: one gap of 300 - 140 = 160.
        row.b.isHidden = true
        row.window.layoutIfNeeded()
        assertFrame(row.c.frame, 200, 0, 100, 10)
        assertFrame(row.a.frame, 0, 0, 40, 20)
        XCTAssertEqual(row.stack.frame.height, 20)
        assertNoIssues(row.window)
    }

    /// equalCentering: equal distances between centres, first and last at the edges.
    func testEqualCenteringSpacesTheCentres() {
        let row = makeRow(width: 300, distribution: .equalCentering, spacing: 10, alignment: .center)
        row.window.layoutIfNeeded()
        // a's centre 20, c's centre 300 - 50 = 250; b's centre halfway: 135 -> b 105...165.
        // Gaps 65 and 35, both >= 10. .center across a 30 high stack: a y 5, b 0, c 10.
        assertFrame(row.a.frame, 0, 5, 40, 20)
        assertFrame(row.b.frame, 105, 0, 60, 30)
        assertFrame(row.c.frame, 200, 10, 100, 10)
        assertNoIssues(row.window)
    }

    /// equalCentering when the gap rule wins: spacing large enough to push the centres apart.
    func testEqualCenteringKeepsTheMinimumSpacing() {
        let row = makeRow(width: 300, distribution: .equalCentering, spacing: 40, alignment: .top)
        row.window.layoutIfNeeded()
        // Equal centres would give the gap b-c = 35 < 40: the gaps win (required), the equal
        // centring gives (priority below required). c is pinned at the trailing edge: 200;
        // b ends at most at 160: b 100...160 (centre 130). Centre distances a-b 110 vs b-c 120:
        // the one free position (b) makes them as equal as the gaps allow: b's right edge at
        // 160, so b = 100...160; a 0...40 (gap 60 >= 40).
        assertFrame(row.a.frame, 0, 0, 40, 20)
        assertFrame(row.b.frame, 100, 0, 60, 30)
        assertFrame(row.c.frame, 200, 0, 100, 10)
        assertNoIssues(row.window)
    }

    /// fillProportionally: the space left after the gaps, in proportion to intrinsic widths.
    func testFillProportionallyUsesTheSpaceAfterTheGaps() {
        let row = makeRow(width: 420, distribution: .fillProportionally, spacing: 10)
        row.window.layoutIfNeeded()
        // 420 - 2 x 10 = 400 in proportion 40 : 60 : 100 (of 200): 80, 120, 200.
        // a 0...80, b 90...210, c 220...420.
        assertFrame(row.a.frame, 0, 0, 80, 30)
        assertFrame(row.b.frame, 90, 0, 120, 30)
        assertFrame(row.c.frame, 220, 0, 200, 30)
        assertNoIssues(row.window)
    }

    /// fillProportionally with no width set: every view at its intrinsic width.
    func testFillProportionallyWithoutAWidthUsesIntrinsicWidths() {
        let row = makeRow(width: nil, distribution: .fillProportionally, spacing: 10)
        row.window.layoutIfNeeded()
        // 40 + 10 + 60 + 10 + 100 = 220.
        XCTAssertEqual(row.stack.frame.width, 220)
        assertFrame(row.b.frame, 50, 0, 60, 30)
        assertFrame(row.c.frame, 120, 0, 100, 30)
        assertNoIssues(row.window)
    }

    /// .fill with no width set: the stack hugs its views (sum of intrinsic widths + spacing).
    func testFillWithoutAWidthHugsTheViews() {
        let row = makeRow(width: nil, distribution: .fill, spacing: 8, alignment: .bottom)
        row.window.layoutIfNeeded()
        // 40 + 8 + 60 + 8 + 100 = 216 wide; 30 high; .bottom: a y 10, b 0, c 20.
        assertFrame(row.stack.frame, 0, 0, 216, 30)
        assertFrame(row.a.frame, 0, 10, 40, 20)
        assertFrame(row.b.frame, 48, 0, 60, 30)
        assertFrame(row.c.frame, 116, 20, 100, 10)
        assertNoIssues(row.window)
    }

    /// .fill when the stack is wider: the lowest hugging priority stretches; on a tie the
    /// first view (index order) does, in UIKit's documented tie rule... with b lowered it is b.
    func testFillStretchesTheLowestHuggingView() {
        let row = makeRow(width: 300, distribution: .fill, spacing: 10)
        row.b.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        row.window.layoutIfNeeded()
        // 300 - 20 - 40 - 100 = 140 for b: a 0...40, b 50...190, c 200...300.
        assertFrame(row.a.frame, 0, 0, 40, 30)
        assertFrame(row.b.frame, 50, 0, 140, 30)
        assertFrame(row.c.frame, 200, 0, 100, 30)
        // Narrower than the content: the lowest compression resistance gives.
        row.stack.constraints.first { $0.firstAttribute == .width && $0.secondItem == nil }?.constant = 150
        row.c.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        row.window.layoutIfNeeded()
        // b hugs back to 60; c shrinks: 150 - 20 - 40 - 60 = 30. c 120...150.
        assertFrame(row.b.frame, 50, 0, 60, 30)
        assertFrame(row.c.frame, 120, 0, 30, 30)
        assertNoIssues(row.window)
    }
}
