// Hidden arranged views take no space and no spacing; unhiding restores them; hiding one row
// of a long stack changes only a few constraints. Views: a 40x20, b 60x30, c 100x10,
// vertical, spacing 10, nothing sets the stack's size (20 + 10 + 30 + 10 + 10 = 80 high).

import XCTest

@testable import LayoutAnchors

final class StackViewHidingTests: XCTestCase {
    func testHidingTheMiddleViewCollapsesItAndOneSpacing() {
        let f = StackFixture(axis: .vertical)
        assertFrame(f.layout(), 10, 20, 100, 80)
        f.b.isHidden = true
        // a (20) + 10 + c (10) = 40; b collapses to height 0 between them.
        assertFrame(f.layout(), 10, 20, 100, 40)
        assertFrame(f.a.frame, 0, 0, 100, 20)
        XCTAssertEqual(f.b.frame.height, 0)
        assertFrame(f.c.frame, 0, 30, 100, 10)
        XCTAssertTrue(stackIdentifiers(f.stack).contains("UISV-hiding"))
        f.assertWellFormed()
        f.b.isHidden = false
        assertFrame(f.layout(), 10, 20, 100, 80)
        assertFrame(f.b.frame, 0, 30, 100, 30)
        assertFrame(f.c.frame, 0, 70, 100, 10)
        XCTAssertFalse(stackIdentifiers(f.stack).contains("UISV-hiding"))
        f.assertWellFormed()
    }

    func testHidingTheFirstAndLastViews() {
        let f = StackFixture(axis: .vertical)
        f.a.isHidden = true
        // b (30) + 10 + c (10) = 50, b at the top.
        assertFrame(f.layout(), 10, 20, 100, 50)
        assertFrame(f.b.frame, 0, 0, 100, 30)
        assertFrame(f.c.frame, 0, 40, 100, 10)
        f.c.isHidden = true
        // b alone: 30.
        assertFrame(f.layout(), 10, 20, 100, 30)
        f.b.isHidden = true
        XCTAssertEqual(f.layout().height, 0)
        for view in [f.a, f.b, f.c] { view.isHidden = false }
        assertFrame(f.layout(), 10, 20, 100, 80)
        f.assertWellFormed()
    }

    func testHiddenRunKeepsOneSpacingBetweenVisibleViews() {
        // Five views 20 high, spacing 5; hide the 2nd and 3rd: 3 * 20 + 2 * 5 = 70.
        let root = View(frame: Rect(x: 0, y: 0, width: 600, height: 600))
        let views = (0..<5).map { _ in ContentSizedView(intrinsic: Size(width: 50, height: 20)) }
        let stack = StackView(arrangedSubviews: views)
        stack.axis = .vertical
        stack.spacing = 5
        placeStack(stack, in: root)
        views[1].isHidden = true
        views[2].isHidden = true
        root.layoutIfNeeded()
        XCTAssertEqual(stack.frame.height, 70)
        XCTAssertEqual(views[3].frame.minY, 25)  // 20 + 5
        XCTAssertEqual(views[4].frame.minY, 50)  // 25 + 20 + 5
        XCTAssertEqual(root.layoutIssues.map(\.description), [])
    }

    func testHiddenViewsInEveryDistribution() {
        // Horizontal, width 300, b hidden: a and c remain (40 and 100 wide).
        let expected: [(StackView.Distribution, Rect, Rect)] = [
            // fill: 300 - 10 = 290 for 140 of content; a (first, equal hugging) takes 150.
            (.fill, Rect(x: 0, y: 0, width: 190, height: 30), Rect(x: 200, y: 0, width: 100, height: 30)),
            // fill equally: (300 - 10) / 2 = 145 each.
            (.fillEqually, Rect(x: 0, y: 0, width: 145, height: 30), Rect(x: 155, y: 0, width: 145, height: 30)),
            // proportionally: 290 * 40 / 140 and 290 * 100 / 140 = 82.857.. and 207.14..,
            // rounded to the half-point grid.
            (.fillProportionally, Rect(x: 0, y: 0, width: 83, height: 30), Rect(x: 93, y: 0, width: 207, height: 30)),
            // equal spacing: one gap of 300 - 140 = 160.
            (.equalSpacing, Rect(x: 0, y: 0, width: 40, height: 30), Rect(x: 200, y: 0, width: 100, height: 30)),
            // equal centering: one distance; c at the end.
            (.equalCentering, Rect(x: 0, y: 0, width: 40, height: 30), Rect(x: 200, y: 0, width: 100, height: 30)),
        ]
        for (distribution, a, c) in expected {
            let f = StackFixture(axis: .horizontal, distribution: distribution, length: 300)
            f.layout()
            f.b.isHidden = true
            f.layout()
            XCTAssertEqual(f.a.frame, a, "\(distribution)")
            XCTAssertEqual(f.b.frame.width, 0, "\(distribution)")
            XCTAssertEqual(f.c.frame, c, "\(distribution)")
            XCTAssertEqual(f.root.layoutIssues.map(\.description), [], "\(distribution)")
            f.b.isHidden = false
            f.layout()
            XCTAssertEqual(f.b.frame.width > 0, true, "\(distribution)")
        }
    }

    func testHidingOneOfAThousandRowsChangesAFewConstraints() {
        let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let rows = (0..<1000).map { i -> Label in
            let label = Label(text: "Row \(i)")
            label.font = .system(size: 10)
            return label
        }
        let stack = StackView(arrangedSubviews: rows)
        stack.axis = .vertical
        stack.spacing = 4
        placeStack(stack, in: root)
        root.layoutIfNeeded()
        // 1000 rows of 12 (1.2 x 10) and 999 gaps of 4.
        XCTAssertEqual(stack.frame.height, 15996)
        let engine = root.engine
        let before = engine.state.constraints.changes
        rows[500].isHidden = true
        root.layoutIfNeeded()
        // One hiding constraint added, one gap constant changed.
        XCTAssertLessThanOrEqual(engine.state.constraints.changes - before, 4)
        XCTAssertEqual(stack.frame.height, 15996 - 16)
        XCTAssertEqual(rows[501].frame.minY, 500 * 16)
        let restored = engine.state.constraints.changes
        rows[500].isHidden = false
        root.layoutIfNeeded()
        XCTAssertLessThanOrEqual(engine.state.constraints.changes - restored, 4)
        XCTAssertEqual(stack.frame.height, 15996)
    }
}
