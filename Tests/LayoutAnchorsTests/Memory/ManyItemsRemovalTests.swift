// Removing, deactivating and naming among many items: the bookkeeping that made these O(1)
// (session 5, s6-scale: slots for held constraints, an index by item, a table of subview
// indices, deactivation of queued constraints without a search) must not change what the
// rules say: which constraints stay active, in what order a view lists them, the names.

import LayoutAnchors
import XCTest

final class ManyItemsRemovalTests: XCTestCase {
    /// 60 rows in a 390-wide root: row i has top == root.top + 52i, leading == root.leading +
    /// 16, width 100, height 44 and (i >= 1) a link top >= previous.bottom + 8, which holds
    /// with equality (52i = 52(i-1) + 44 + 8).
    private struct Rows {
        let window = Window(size: Size(width: 390, height: 4000))
        let root = View(frame: Rect(x: 0, y: 0, width: 390, height: 4000))
        var rows: [View] = []
        var own: [[LayoutConstraint]] = []  // row i's constraints (its link included)

        init(count: Int) {
            root.identifier = "root"
            window.addSubview(root)
            for i in 0..<count {
                let row = View()
                row.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(row)
                var list = [
                    row.topAnchor.constraint(equalTo: root.topAnchor, constant: 52 * Double(i)),
                    row.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                    row.widthAnchor.constraint(equalToConstant: 100),
                    row.heightAnchor.constraint(equalToConstant: 44),
                ]
                if let previous = rows.last {
                    list.append(row.topAnchor.constraint(greaterThanOrEqualTo: previous.bottomAnchor, constant: 8))
                }
                LayoutConstraint.activate(list)
                rows.append(row)
                own.append(list)
            }
            window.layoutIfNeeded()
        }
    }

    func testRemovingRowsFromBothEndsDeactivatesExactlyTheirConstraints() {
        let screen = Rows(count: 60)
        for i in 0..<10 { screen.rows[i].removeFromSuperview() }
        for i in (50..<60).reversed() { screen.rows[i].removeFromSuperview() }
        screen.window.layoutIfNeeded()
        for i in 0..<60 {
            let kept = (10..<50).contains(i)
            // A removed row keeps its own width and height (held inside the subtree, as in
            // UIKit) and loses those held by root; row 10's link refers to row 9 (gone).
            for (k, c) in screen.own[i].enumerated() {
                let expected = k == 2 || k == 3 || (kept && !(i == 10 && k == 4))
                XCTAssertEqual(c.isActive, expected, "row \(i) constraint \(k)")
            }
        }
        // Held by root: top and leading of rows 10...49 (80) and the links of rows 11...49 (39).
        XCTAssertEqual(screen.root.constraints.count, 119)
        XCTAssertEqual(screen.root.subviews.count, 40)
        for i in 10..<50 {
            // Frames: (16, 52i, 100, 44), unchanged by the removals.
            XCTAssertEqual(screen.rows[i].frame, Rect(x: 16, y: 52 * Double(i), width: 100, height: 44))
        }
        XCTAssertTrue(screen.root.subviews.elementsEqual(screen.rows[10..<50], by: ===))
    }

    func testHeldConstraintsKeepInstallationOrderThroughRemovals() {
        let screen = Rows(count: 40)
        // root holds, in order: row 0's top, leading; then per row i >= 1 top, leading, link.
        var expected = screen.own.flatMap { list in list.filter { $0.firstAttribute != .width && $0.firstAttribute != .height } }
        XCTAssertTrue(screen.root.constraints.elementsEqual(expected, by: ===))
        // Deactivate two thirds (more than half: the list compacts), in a scattered order.
        let victims = expected.indices.filter { $0 % 3 != 0 }.reversed().map { expected[$0] }
        for (n, c) in victims.enumerated() where n % 2 == 0 { c.isActive = false }
        for (n, c) in victims.enumerated() where n % 2 == 1 { c.isActive = false }
        expected = expected.indices.filter { $0 % 3 == 0 }.map { expected[$0] }
        XCTAssertTrue(screen.root.constraints.elementsEqual(expected, by: ===))
        // Re-activated constraints go to the end, in activation order.
        let back = [victims[0], victims[5]]
        LayoutConstraint.activate(back)
        XCTAssertTrue(screen.root.constraints.elementsEqual(expected + back, by: ===))
    }

    func testRemovingGuidesInAnyOrderDeactivatesTheirConstraints() {
        let window = Window(size: Size(width: 390, height: 844))
        let guides = (0..<40).map { _ in LayoutGuide() }
        var constraints: [[LayoutConstraint]] = []
        for (i, guide) in guides.enumerated() {
            window.addLayoutGuide(guide)
            let list = [
                guide.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: Double(i)),
                guide.topAnchor.constraint(equalTo: window.topAnchor),
                guide.widthAnchor.constraint(equalToConstant: 10),
                guide.heightAnchor.constraint(equalToConstant: 10),
            ]
            LayoutConstraint.activate(list)
            constraints.append(list)
        }
        window.layoutIfNeeded()
        let removed = Set([0, 1, 2, 20, 21, 37, 38, 39])
        for i in [39, 0, 20, 1, 38, 21, 2, 37] { window.removeLayoutGuide(guides[i]) }
        for i in 0..<40 {
            for c in constraints[i] { XCTAssertEqual(c.isActive, !removed.contains(i), "guide \(i)") }
        }
        XCTAssertTrue(window.layoutGuides.elementsEqual((0..<40).filter { !removed.contains($0) }.map { guides[$0] }, by: ===))
        window.layoutIfNeeded()
        // A remaining guide still follows its constraints: guide 5 at x = 5.
        XCTAssertEqual(guides[5].layoutFrame, Rect(x: 5, y: 0, width: 10, height: 10))
    }

    func testNamesFollowTheSubviewIndicesAfterChanges() {
        let screen = Rows(count: 30)
        XCTAssertEqual(screen.rows[5].diagnosticName, "root > View[5]")
        XCTAssertEqual(screen.rows[29].diagnosticName, "root > View[29]")
        screen.rows[0].removeFromSuperview()
        screen.rows[29].removeFromSuperview()
        // Every later view moves up one place: row 5 is now the fifth subview (index 4).
        XCTAssertEqual(screen.rows[5].diagnosticName, "root > View[4]")
        XCTAssertEqual(screen.rows[28].diagnosticName, "root > View[27]")
        let added = View()
        screen.root.addSubview(added)
        XCTAssertEqual(added.diagnosticName, "root > View[28]")
        // Adding a subview again moves it to the end.
        screen.root.addSubview(screen.rows[1])
        XCTAssertEqual(screen.rows[1].diagnosticName, "root > View[28]")
        XCTAssertEqual(screen.rows[2].diagnosticName, "root > View[0]")
    }

    func testDeactivatingQueuedConstraintsBeforeTheFirstLayout() {
        let window = Window(size: Size(width: 390, height: 844))
        window.logsLayoutIssues = false
        let box = View()
        box.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(box)
        let first = box.widthAnchor.constraint(equalToConstant: 100)
        let second = box.widthAnchor.constraint(equalToConstant: 200)
        let rest = [
            box.heightAnchor.constraint(equalToConstant: 10),
            box.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            box.topAnchor.constraint(equalTo: window.topAnchor),
        ]
        LayoutConstraint.activate([first, second] + rest)
        // `first` is not the last queued: deactivated, then activated again, it is now the
        // later of the two conflicting widths, so it is the one broken (UIKit breaks the
        // constraint whose addition made the system unsatisfiable) and the width is 200.
        first.isActive = false
        first.isActive = true
        window.layoutIfNeeded()
        XCTAssertEqual(box.frame.width, 200)
        let broken = window.layoutIssues.filter { $0.kind == .unsatisfiable }
        XCTAssertEqual(broken.count, 1)
        XCTAssertTrue(broken.first?.constraint === first)
        // Deactivated while queued (and not last): never enforced.
        let third = box.heightAnchor.constraint(equalToConstant: 30)
        let fourth = box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 5)
        LayoutConstraint.activate([third, fourth])
        LayoutConstraint.deactivate([third])
        window.layoutIfNeeded()
        XCTAssertEqual(box.frame.height, 10)
        XCTAssertFalse(third.isActive)
    }
}
