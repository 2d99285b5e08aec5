// Subview order (UIKit's insertSubview(_:at:) / (_:aboveSubview:) / (_:belowSubview:),
// bringSubviewToFront, sendSubviewToBack, exchangeSubview(at:withSubviewAt:)): `subviews` is
// back to front, the trace lists subviews in that order, and order never moves a frame.

import LayoutAnchors
import XCTest

final class SubviewOrderTests: XCTestCase {
    private func named(_ name: String) -> View {
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        view.identifier = name
        return view
    }

    private func order(_ view: View) -> [String] { view.subviews.map { $0.identifier ?? "?" } }

    func testEachCallPutsTheViewWhereUIKitDoes() {
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let a = named("a"), b = named("b"), c = named("c"), d = named("d"), e = named("e")
        root.addSubview(a)
        root.addSubview(b)
        XCTAssertEqual(order(root), ["a", "b"])
        root.insertSubview(c, at: 0)  // at the back
        XCTAssertEqual(order(root), ["c", "a", "b"])
        root.insertSubview(d, aboveSubview: c)  // just in front of c: index 1
        XCTAssertEqual(order(root), ["c", "d", "a", "b"])
        root.insertSubview(e, belowSubview: b)  // just behind b: index 3
        XCTAssertEqual(order(root), ["c", "d", "a", "e", "b"])
        root.bringSubviewToFront(c)
        XCTAssertEqual(order(root), ["d", "a", "e", "b", "c"])
        root.sendSubviewToBack(b)
        XCTAssertEqual(order(root), ["b", "d", "a", "e", "c"])
        root.exchangeSubview(at: 0, withSubviewAt: 4)
        XCTAssertEqual(order(root), ["c", "d", "a", "e", "b"])
        // Moving a view already there: insertSubview(at:) places it at that index of the final
        // list; above / below a sibling puts it next to that sibling.
        root.insertSubview(c, at: 2)
        XCTAssertEqual(order(root), ["d", "a", "c", "e", "b"])
        root.insertSubview(b, belowSubview: d)
        XCTAssertEqual(order(root), ["b", "d", "a", "c", "e"])
        root.insertSubview(b, aboveSubview: e)
        XCTAssertEqual(order(root), ["d", "a", "c", "e", "b"])
        // Past the end: the front; negative: the back.
        root.insertSubview(d, at: 99)
        XCTAssertEqual(order(root), ["a", "c", "e", "b", "d"])
        root.insertSubview(d, at: -3)
        XCTAssertEqual(order(root), ["d", "a", "c", "e", "b"])
        assertNoIssues(root)
    }

    func testAViewFromAnotherSuperviewMovesAndKeepsItsConstraintsInside() {
        let window = TestScreen.iPhone14.window(direction: .rightToLeft)
        let left = named("left"), right = named("right")
        window.addSubview(left)
        window.addSubview(right)
        let child = View()
        child.identifier = "child"
        child.translatesAutoresizingMaskIntoConstraints = false
        left.addSubview(child)
        LayoutConstraint.activate([
            child.widthAnchor.constraint(equalToConstant: 4), child.heightAnchor.constraint(equalToConstant: 6),
            child.leadingAnchor.constraint(equalTo: left.leadingAnchor),
            child.topAnchor.constraint(equalTo: left.topAnchor),
        ])
        let other = named("other")
        right.addSubview(other)
        // Into `right`, behind `other`: the constraints to `left` go (UIKit removes those that
        // leave the subtree); its size ones stay.
        right.insertSubview(child, belowSubview: other)
        XCTAssertEqual(order(right), ["child", "other"])
        XCTAssertEqual(order(left), [])
        XCTAssertEqual(child.constraints.count, 2, "its width and height, held by the view itself")
        LayoutConstraint.activate([
            child.trailingAnchor.constraint(equalTo: right.trailingAnchor),
            child.bottomAnchor.constraint(equalTo: right.bottomAnchor),
        ])
        window.layoutIfNeeded()
        // right is 10 x 10; right to left, trailing is the left edge: x 0, y 10 - 6 = 4.
        assertFrame(child.frame, 0, 4, 4, 6)
        // Order does not move it.
        right.bringSubviewToFront(child)
        window.layoutIfNeeded()
        assertFrame(child.frame, 0, 4, 4, 6)
        XCTAssertEqual(order(right), ["other", "child"])
    }

    func testTraceListsSubviewsBackToFront() {
        let root = named("root")
        let a = named("a"), b = named("b")
        root.addSubview(a)
        root.addSubview(b)
        root.sendSubviewToBack(b)
        let lines = root.layoutTrace().split(separator: "\n")
        XCTAssertEqual(lines.count, 3)
        XCTAssertTrue(lines[1].contains("View:b"), String(lines[1]))
        XCTAssertTrue(lines[2].contains("View:a"), String(lines[2]))
    }

    func testBadCallsAreReportedOrIgnoredAsInUIKit() {
        let root = named("root")
        let a = named("a"), stranger = named("stranger"), loose = named("loose")
        root.addSubview(a)
        // Not a subview: bring / send do nothing, as UIKit.
        root.bringSubviewToFront(stranger)
        root.sendSubviewToBack(stranger)
        XCTAssertNil(stranger.superview)
        XCTAssertEqual(root.layoutIssues.count, 0)
        // Out-of-range exchange: an issue, nothing moves.
        root.exchangeSubview(at: 0, withSubviewAt: 5)
        XCTAssertEqual(order(root), ["a"])
        XCTAssertEqual(root.layoutIssues.count, 1)
        // A sibling that is not a subview: an issue, and the view goes to the front.
        root.insertSubview(loose, aboveSubview: stranger)
        XCTAssertEqual(order(root), ["a", "loose"])
        XCTAssertEqual(root.layoutIssues.count, 2)
        // A view into its own subview: refused by addSubview (one issue), no cycle.
        a.insertSubview(root, at: 0)
        XCTAssertNil(root.superview)
        XCTAssertEqual(root.layoutIssues.count, 3)
    }
}
