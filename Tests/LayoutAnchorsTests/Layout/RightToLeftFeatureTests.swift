// leading/trailing follow the window's layout direction; left/right never flip; changing the
// direction lays out again.

import LayoutAnchors
import XCTest

final class RightToLeftFeatureTests: XCTestCase {
    func testLeadingFlipsLeftDoesNot() {
        let window = Window(size: Size(width: 390, height: 844), layoutDirection: .rightToLeft)
        let a = constrainedView(in: window, "a"), b = constrainedView(in: window, "b"), c = constrainedView(in: window, "c")
        LayoutConstraint.activate(
            [
                a.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
                a.widthAnchor.constraint(equalToConstant: 100),
                b.leftAnchor.constraint(equalTo: window.leftAnchor, constant: 20),
                b.widthAnchor.constraint(equalToConstant: 100),
                c.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
                c.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -10),
            ]
                + [a, b, c].flatMap {
                    [$0.topAnchor.constraint(equalTo: window.topAnchor), $0.heightAnchor.constraint(equalToConstant: 10)]
                })
        window.layoutIfNeeded()
        assertFrame(a.frame, 270, 0, 100, 10)
        assertFrame(b.frame, 20, 0, 100, 10)
        assertFrame(c.frame, 10, 0, 252, 10)
        window.layoutDirection = .leftToRight
        window.layoutIfNeeded()
        assertFrame(a.frame, 20, 0, 100, 10)
        assertFrame(b.frame, 20, 0, 100, 10)
        assertFrame(c.frame, 128, 0, 252, 10)
    }

    func testDirectionalMarginsFlip() {
        var root: View!, pinned: View!
        let window = Window(size: Size(width: 390, height: 844), layoutDirection: .rightToLeft)
        window.rootViewController = ClosureViewController { r in
            root = r
            r.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 0)
            pinned = constrainedView(in: r, "pinned")
            LayoutConstraint.activate([
                pinned.leadingAnchor.constraint(equalTo: r.layoutMarginsGuide.leadingAnchor),
                pinned.topAnchor.constraint(equalTo: r.topAnchor),
                pinned.widthAnchor.constraint(equalToConstant: 50),
                pinned.heightAnchor.constraint(equalToConstant: 50),
            ])
        }
        window.layoutIfNeeded()
        // Leading is the right edge: 390 - 30 - 50.
        assertFrame(pinned.frame, 310, 0, 50, 50)
        XCTAssertEqual(root.layoutMargins.right, 30)
    }

    func testLeadingToLeftIsRefused() {
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let a = constrainedView(in: root, "a")
        let bad = a.leadingAnchor.constraint(equalTo: root.leftAnchor)
        LayoutIssue.withLoggingDisabled { bad.isActive = true }  // the issue is asserted below
        XCTAssertFalse(bad.isActive)
        XCTAssertEqual(root.layoutIssues.last?.kind, .invalidConstraint)
    }
}
