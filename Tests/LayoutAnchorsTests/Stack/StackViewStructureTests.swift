// Inserting, removing and moving arranged views, axis changes, right-to-left layout and
// nesting. Views: a 40x20, b 60x30, c 100x10, spacing 10 unless noted.

import LayoutAnchors
import XCTest

final class StackViewStructureTests: XCTestCase {
    func testAddingSetsUpTheView() {
        let view = View()
        XCTAssertTrue(view.translatesAutoresizingMaskIntoConstraints)
        let stack = StackView(arrangedSubviews: [view])
        XCTAssertFalse(view.translatesAutoresizingMaskIntoConstraints)
        XCTAssertTrue(view.superview === stack)
        XCTAssertEqual(stack.axis, .horizontal)
        XCTAssertEqual(stack.distribution, .fill)
        XCTAssertEqual(stack.alignment, .fill)
        XCTAssertEqual(stack.spacing, 0)
        XCTAssertFalse(stack.isLayoutMarginsRelativeArrangement)
        XCTAssertFalse(stack.isBaselineRelativeArrangement)
    }

    func testInsertInTheMiddle() {
        let f = StackFixture(axis: .vertical)
        f.layout()
        let d = ContentSizedView(intrinsic: Size(width: 10, height: 40))
        f.stack.insertArrangedSubview(d, at: 1)
        XCTAssertTrue(f.stack.arrangedSubviews.elementsEqual([f.a, d, f.b, f.c], by: ===))
        // 20 + 10 + 40 + 10 + 30 + 10 + 10 = 130.
        assertFrame(f.layout(), 10, 20, 100, 130)
        assertFrame(d.frame, 0, 30, 100, 40)
        XCTAssertEqual(f.b.frame.minY, 80)
        f.assertWellFormed()
    }

    func testInsertAtBothEnds() {
        let f = StackFixture(axis: .vertical)
        let first = ContentSizedView(intrinsic: Size(width: 10, height: 5))
        let last = ContentSizedView(intrinsic: Size(width: 10, height: 5))
        f.stack.insertArrangedSubview(first, at: 0)
        f.stack.insertArrangedSubview(last, at: 4)
        // 5 + 10 + 80 + 10 + 5 = 110.
        assertFrame(f.layout(), 10, 20, 100, 110)
        XCTAssertEqual(f.a.frame.minY, 15)
        XCTAssertEqual(last.frame.minY, 105)
        f.assertWellFormed()
    }

    func testRemoveArrangedSubviewKeepsItAsASubview() {
        let f = StackFixture(axis: .vertical)
        f.layout()
        f.stack.removeArrangedSubview(f.b)
        XCTAssertTrue(f.stack.arrangedSubviews.elementsEqual([f.a, f.c], by: ===))
        XCTAssertTrue(f.b.superview === f.stack)
        // The stack no longer places b: a (20) + 10 + c (10) = 40.
        f.b.removeFromSuperview()
        assertFrame(f.layout(), 10, 20, 100, 40)
        XCTAssertEqual(f.c.frame.minY, 30)
        XCTAssertEqual(f.root.layoutIssues.map(\.description), [])
        XCTAssertFalse(f.stack.hasAmbiguousLayout || f.a.hasAmbiguousLayout || f.c.hasAmbiguousLayout)
    }

    func testRemoveFromSuperviewAlsoRemovesFromArrangedSubviews() {
        let f = StackFixture(axis: .horizontal)
        f.layout()
        f.a.removeFromSuperview()
        XCTAssertTrue(f.stack.arrangedSubviews.elementsEqual([f.b, f.c], by: ===))
        // 60 + 10 + 100 = 170.
        assertFrame(f.layout(), 10, 20, 170, 30)
        XCTAssertEqual(f.b.frame.minX, 0)
        XCTAssertEqual(f.root.layoutIssues.map(\.description), [])
        // Moving a view to another parent removes it too.
        f.root.addSubview(f.c)
        XCTAssertTrue(f.stack.arrangedSubviews.elementsEqual([f.b], by: ===))
    }

    func testAddingAnArrangedViewAgainMovesIt() {
        let f = StackFixture(axis: .vertical)
        f.stack.addArrangedSubview(f.a)
        XCTAssertTrue(f.stack.arrangedSubviews.elementsEqual([f.b, f.c, f.a], by: ===))
        XCTAssertEqual(f.layout().height, 80)
        XCTAssertEqual(f.a.frame.minY, 60)  // 30 + 10 + 10 + 10
        f.assertWellFormed()
    }

    func testInsertOutOfRangeIsReported() {
        let f = StackFixture(axis: .vertical)
        f.root.logsLayoutIssues = false
        f.stack.insertArrangedSubview(View(), at: 7)
        XCTAssertEqual(f.stack.arrangedSubviews.count, 3)
        XCTAssertEqual(f.root.layoutIssues.first?.kind, .invalidConstraint)
    }

    func testAxisChange() {
        let f = StackFixture(axis: .horizontal)
        assertFrame(f.layout(), 10, 20, 220, 30)
        f.stack.axis = .vertical
        assertFrame(f.layout(), 10, 20, 100, 80)
        assertFrame(f.b.frame, 0, 30, 100, 30)
        f.assertWellFormed()
        f.stack.axis = .horizontal
        assertFrame(f.layout(), 10, 20, 220, 30)
        f.assertWellFormed()
    }

    func testRightToLeftHorizontalStack() {
        // The stack's leading edge is its right edge: a at the right, c at the left.
        // 600 - 10 = 590 is the stack's right edge; it is 220 wide, so it starts at 370.
        let f = StackFixture(axis: .horizontal, direction: .rightToLeft)
        assertFrame(f.layout(), 370, 20, 220, 30)
        assertFrame(f.a.frame, 180, 0, 40, 30)  // 220 - 40
        assertFrame(f.b.frame, 110, 0, 60, 30)  // 180 - 10 - 60
        assertFrame(f.c.frame, 0, 0, 100, 30)
        f.assertWellFormed()
        f.root.layoutDirection = .leftToRight
        assertFrame(f.layout(), 10, 20, 220, 30)
        assertFrame(f.a.frame, 0, 0, 40, 30)
    }

    func testRightToLeftEqualCentering() {
        // The left-to-right layout (b at 105 in a 300-wide stack) mirrored: a at the right
        // (300 - 40 = 260), c at the left (0), b at 300 - 105 - 60 = 135.
        let f = StackFixture(axis: .horizontal, distribution: .equalCentering, length: 300, direction: .rightToLeft)
        assertFrame(f.layout(), 290, 20, 300, 30)
        assertFrame(f.a.frame, 260, 0, 40, 30)
        assertFrame(f.b.frame, 135, 0, 60, 30)
        assertFrame(f.c.frame, 0, 0, 100, 30)
        f.assertWellFormed()
        f.root.layoutDirection = .leftToRight
        f.layout()
        assertFrame(f.b.frame, 105, 0, 60, 30)
    }

    func testRightToLeftVerticalStackAlignsLeadingRight() {
        // A vertical stack 100 wide with leading alignment: views hug the right edge.
        let f = StackFixture(axis: .vertical, alignment: .leading, direction: .rightToLeft)
        f.layout()
        assertFrame(f.a.frame, 60, 0, 40, 20)
        assertFrame(f.c.frame, 0, 70, 100, 10)  // 20 + 10 + 30 + 10
        f.assertWellFormed()
    }

    func testNestedStacks() {
        // A vertical stack of a header (40x20) and a horizontal row [b, c] (spacing 10):
        // the row is 60 + 10 + 100 = 170 wide and 30 high; the column is 170 wide
        // (fill alignment) and 20 + 10 + 30 = 60 high.
        let f = StackFixture(axis: .vertical)
        f.stack.removeArrangedSubview(f.b)
        f.stack.removeArrangedSubview(f.c)
        let row = StackView(arrangedSubviews: [f.b, f.c])
        row.spacing = 10
        f.stack.addArrangedSubview(row)
        assertFrame(f.layout(), 10, 20, 170, 60)
        assertFrame(f.a.frame, 0, 0, 170, 20)
        assertFrame(row.frame, 0, 30, 170, 30)
        assertFrame(f.b.frame, 0, 0, 60, 30)
        assertFrame(f.c.frame, 70, 0, 100, 30)
        XCTAssertEqual(f.root.layoutIssues.map(\.description), [])
        XCTAssertFalse(row.hasAmbiguousLayout)
        // Hiding c shrinks the row and with it the column.
        f.c.isHidden = true
        assertFrame(f.layout(), 10, 20, 60, 60)
    }

    func testStackAndRowsAreFreedWithTheirWindow() {
        weak var weakStack: StackView?
        weak var weakRow: View?
        weak var weakWindow: Window?
        do {
            let f = StackFixture(axis: .vertical, distribution: .equalSpacing, alignment: .center)
            f.layout()
            f.b.isHidden = true
            f.layout()
            weakStack = f.stack
            weakRow = f.b
            weakWindow = f.root
        }
        XCTAssertNil(weakWindow)
        XCTAssertNil(weakStack)
        XCTAssertNil(weakRow)
    }

    func testSpacingChangeKeepsTheSameConstraints() {
        // A spacing change only changes constants: the same constraint objects stay active.
        let f = StackFixture(axis: .vertical)
        f.layout()
        let before = f.stack.constraints.map(ObjectIdentifier.init)
        f.stack.spacing = 3
        XCTAssertEqual(f.layout().height, 66)  // 20 + 3 + 30 + 3 + 10
        XCTAssertEqual(f.stack.constraints.map(ObjectIdentifier.init), before)
    }

    func testAStackWithoutSuperviewLaysOutOnItsOwn() {
        // The stack is the root of its hierarchy: 40 + 60 + 100 wide (spacing 0), 30 high.
        // (With its autoresizing mask translated, its zero frame would squeeze the views.)
        let a = ContentSizedView(intrinsic: Size(width: 40, height: 20))
        let b = ContentSizedView(intrinsic: Size(width: 60, height: 30))
        let c = ContentSizedView(intrinsic: Size(width: 100, height: 10))
        let stack = StackView(arrangedSubviews: [a, b, c])
        stack.translatesAutoresizingMaskIntoConstraints = false
        XCTAssertEqual(stack.systemLayoutSizeFitting(Size(width: 0, height: 0)), Size(width: 200, height: 30))
        stack.layoutIfNeeded()
        XCTAssertEqual(c.frame, Rect(x: 100, y: 0, width: 100, height: 30))
        stack.insertArrangedSubview(ContentSizedView(intrinsic: Size(width: 5, height: 5)), at: 0)
        stack.layoutIfNeeded()
        XCTAssertEqual(c.frame.minX, 105)
    }
}
