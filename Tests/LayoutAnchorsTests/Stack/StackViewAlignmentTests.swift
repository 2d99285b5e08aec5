// Every alignment, horizontal and vertical, with frames derived by hand. Views (see
// StackViewTestSupport): a 40x20, b 60x30, c 100x10; spacing 0; nothing sets the stack's
// size, so across the axis it is as large as its largest view.

import LayoutAnchors
import XCTest

final class StackViewAlignmentTests: XCTestCase {
    private func horizontal(_ alignment: StackView.Alignment) -> StackFixture {
        let f = StackFixture(axis: .horizontal, alignment: alignment, spacing: 0)
        // Along the axis: 40 + 60 + 100 = 200; across: the tallest, b (30).
        assertFrame(f.layout(), 10, 20, 200, 30)
        f.assertWellFormed()
        return f
    }

    private func vertical(_ alignment: StackView.Alignment) -> StackFixture {
        let f = StackFixture(axis: .vertical, alignment: alignment, spacing: 0)
        // Along the axis: 20 + 30 + 10 = 60; across: the widest, c (100).
        assertFrame(f.layout(), 10, 20, 100, 60)
        f.assertWellFormed()
        return f
    }

    func testFillHorizontal() {
        let f = horizontal(.fill)  // every view 30 high
        assertFrame(f.a.frame, 0, 0, 40, 30)
        assertFrame(f.c.frame, 100, 0, 100, 30)
    }

    func testTopHorizontal() {
        // Tops at 0; heights intrinsic (ambiguity suppression at 25 loses to hugging 250).
        for alignment in [StackView.Alignment.top, .leading] {
            let f = horizontal(alignment)
            assertFrame(f.a.frame, 0, 0, 40, 20)
            assertFrame(f.b.frame, 40, 0, 60, 30)
            assertFrame(f.c.frame, 100, 0, 100, 10)
        }
    }

    func testCenterHorizontal() {
        // Centres at 15: a at 15 - 10 = 5, b at 0, c at 15 - 5 = 10.
        let f = horizontal(.center)
        assertFrame(f.a.frame, 0, 5, 40, 20)
        assertFrame(f.b.frame, 40, 0, 60, 30)
        assertFrame(f.c.frame, 100, 10, 100, 10)
    }

    func testBottomHorizontal() {
        // Bottoms at 30: a at 10, b at 0, c at 20.
        for alignment in [StackView.Alignment.bottom, .trailing] {
            let f = horizontal(alignment)
            assertFrame(f.a.frame, 0, 10, 40, 20)
            assertFrame(f.b.frame, 40, 0, 60, 30)
            assertFrame(f.c.frame, 100, 20, 100, 10)
        }
    }

    func testLeadingVertical() {
        let f = vertical(.leading)
        assertFrame(f.a.frame, 0, 0, 40, 20)
        assertFrame(f.b.frame, 0, 20, 60, 30)
        assertFrame(f.c.frame, 0, 50, 100, 10)
    }

    func testCenterVertical() {
        // Centres at 50: a at 30, b at 20, c at 0.
        let f = vertical(.center)
        assertFrame(f.a.frame, 30, 0, 40, 20)
        assertFrame(f.b.frame, 20, 20, 60, 30)
        assertFrame(f.c.frame, 0, 50, 100, 10)
    }

    func testTrailingVertical() {
        // Trailing edges at 100: a at 60, b at 40, c at 0.
        let f = vertical(.trailing)
        assertFrame(f.a.frame, 60, 0, 40, 20)
        assertFrame(f.b.frame, 40, 20, 60, 30)
        assertFrame(f.c.frame, 0, 50, 100, 10)
    }

    func testFillVertical() {
        let f = vertical(.fill)  // every view 100 wide
        assertFrame(f.a.frame, 0, 0, 100, 20)
        assertFrame(f.b.frame, 0, 20, 100, 30)
    }

    func testBaselineAlignmentInAVerticalStackFills() {
        // Baselines only apply to horizontal stacks; a vertical stack fills.
        let f = vertical(.firstBaseline)
        assertFrame(f.a.frame, 0, 0, 100, 20)
    }

    /// Two labels: `small` is two lines at 10 pt (24 high, first baseline 10 below its top,
    /// last baseline 2 above its bottom), `large` one line at 20 pt (24 high, first baseline
    /// 20 below its top, last baseline 4 above its bottom). Labels advance 0.5 x size per
    /// character: "ab" is 10 wide at 10 pt, 20 wide at 20 pt.
    private func baselineLabels(_ alignment: StackView.Alignment) -> (StackFixture, Label, Label) {
        let f = StackFixture(axis: .horizontal, spacing: 0)
        let small = Label(text: "ab\ncd"), large = Label(text: "ab")
        small.numberOfLines = 0
        small.font = .system(size: 10)
        large.font = .system(size: 20)
        for view in [f.a, f.b, f.c] { f.stack.removeArrangedSubview(view); view.removeFromSuperview() }
        f.stack.addArrangedSubview(small)
        f.stack.addArrangedSubview(large)
        f.stack.alignment = alignment
        return (f, small, large)
    }

    func testFirstBaselineHorizontal() {
        // small.top + 10 == large.top + 20, so small sits 10 lower; the spanner covers
        // large.top ... small.top + 24 = 34.
        let (f, small, large) = baselineLabels(.firstBaseline)
        assertFrame(f.layout(), 10, 20, 30, 34)
        assertFrame(small.frame, 0, 10, 10, 24)
        assertFrame(large.frame, 10, 0, 20, 24)
        XCTAssertEqual(f.root.layoutIssues.map(\.description), [])
        XCTAssertFalse(small.hasAmbiguousLayout || large.hasAmbiguousLayout)
    }

    func testLastBaselineHorizontal() {
        // small.bottom - 2 == large.bottom - 4: small ends 2 higher, so starts 2 higher
        // (both 24 high); the spanner covers small.top ... large.bottom = 26.
        let (f, small, large) = baselineLabels(.lastBaseline)
        assertFrame(f.layout(), 10, 20, 30, 26)
        assertFrame(small.frame, 0, 0, 10, 24)
        assertFrame(large.frame, 10, 2, 20, 24)
        XCTAssertEqual(f.root.layoutIssues.map(\.description), [])
    }

    func testAlignmentChangeRelaysOut() {
        let f = StackFixture(axis: .horizontal, spacing: 0)
        f.layout()
        f.stack.alignment = .bottom
        f.layout()
        assertFrame(f.c.frame, 100, 20, 100, 10)
        f.stack.alignment = .center
        f.layout()
        assertFrame(f.c.frame, 100, 10, 100, 10)
        f.stack.alignment = .fill
        f.layout()
        assertFrame(f.c.frame, 100, 0, 100, 30)
        f.assertWellFormed()
    }

    func testFixedThicknessCentersViews() {
        // The stack is 50 high: centres at 25 (a at 15, b at 10, c at 20).
        let f = StackFixture(axis: .horizontal, alignment: .center, spacing: 0, thickness: 50)
        assertFrame(f.layout(), 10, 20, 200, 50)
        assertFrame(f.a.frame, 0, 15, 40, 20)
        assertFrame(f.b.frame, 40, 10, 60, 30)
        assertFrame(f.c.frame, 100, 20, 100, 10)
        f.assertWellFormed()
    }
}
