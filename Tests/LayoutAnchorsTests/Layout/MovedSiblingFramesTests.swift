// A layout that moves views of several superviews frames each in its own superview's
// coordinates: every edge rounded to the pixel grid (scale 2 here, halves away from zero) in
// the window's coordinates, the superview's rounded origin subtracted.

import LayoutAnchors
import XCTest

final class MovedSiblingFramesTests: XCTestCase {
    /// Two containers side by side, A at y 10.25 and B at y 20.75; four 10-high views in a
    /// chain that alternates between them (a1 in A, b1 in B below a1, a2 in A below b1, b2 in
    /// B below a2), a1 at `offset` below A's top. Each view is 50 wide, 5 in from its
    /// container's leading edge.
    private func makeChain() -> (Window, [View], View, View, LayoutConstraint) {
        let window = Window(size: Size(width: 320, height: 568), displayScale: 2)
        let a = View(), b = View()
        let views = [View(), View(), View(), View()]
        for view in [a, b] {
            view.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(view)
        }
        for (i, view) in views.enumerated() {
            view.translatesAutoresizingMaskIntoConstraints = false
            (i.isMultiple(of: 2) ? a : b).addSubview(view)
        }
        let offset = views[0].topAnchor.constraint(equalTo: a.topAnchor)
        var constraints = [
            a.topAnchor.constraint(equalTo: window.topAnchor, constant: 10.25),
            a.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            b.topAnchor.constraint(equalTo: window.topAnchor, constant: 20.75),
            b.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 150),
            offset,
        ]
        for view in [a, b] {
            constraints += [view.widthAnchor.constraint(equalToConstant: 100), view.heightAnchor.constraint(equalToConstant: 300)]
        }
        for (i, view) in views.enumerated() {
            let container = i.isMultiple(of: 2) ? a : b
            constraints += [
                view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 5),
                view.widthAnchor.constraint(equalToConstant: 50),
                view.heightAnchor.constraint(equalToConstant: 10),
            ]
            if i > 0 { constraints.append(view.topAnchor.constraint(equalTo: views[i - 1].bottomAnchor)) }
        }
        LayoutConstraint.activate(constraints)
        return (window, views, a, b, offset)
    }

    /// Offset 0: the tops are 10.25, 20.25, 30.25, 40.25 in the window, 20.5, 40.5, 60.5,
    /// 80.5 pixels, rounded 21, 41, 61, 81 (bottoms 41, 61, 81, 101). A's top 20.5 -> 21
    /// pixels, B's 41.5 -> 42. So y = (21 - 21) / 2 = 0, (41 - 42) / 2 = -0.5,
    /// (61 - 21) / 2 = 20, (81 - 42) / 2 = 19.5; every height (41 - 21) / 2 = 10. A's frame is
    /// at y 21 / 2 = 10.5, B's at 42 / 2 = 21, both 300 high ((621 - 21) / 2, (642 - 42) / 2).
    func testFirstLayoutFramesEachViewInItsContainer() {
        let (window, views, a, b, _) = makeChain()
        window.layoutIfNeeded()
        XCTAssertEqual(a.frame, Rect(x: 0, y: 10.5, width: 100, height: 300))
        XCTAssertEqual(b.frame, Rect(x: 150, y: 21, width: 100, height: 300))
        XCTAssertEqual(
            views.map(\.frame),
            [
                Rect(x: 5, y: 0, width: 50, height: 10), Rect(x: 5, y: -0.5, width: 50, height: 10),
                Rect(x: 5, y: 20, width: 50, height: 10), Rect(x: 5, y: 19.5, width: 50, height: 10),
            ])
    }

    /// Offset 1 moves the four views and not their containers: tops 11.25, 21.25, 31.25,
    /// 41.25 -> 22.5, 42.5, 62.5, 82.5 pixels -> 23, 43, 63, 83 (bottoms 43, 63, 83, 103).
    /// y = (23 - 21) / 2 = 1, (43 - 42) / 2 = 0.5, (63 - 21) / 2 = 21, (83 - 42) / 2 = 20.5.
    func testMovedViewsOfTwoContainersKeepTheirOwnOrigins() {
        let (window, views, a, b, offset) = makeChain()
        window.layoutIfNeeded()
        offset.constant = 1
        window.layoutIfNeeded()
        XCTAssertEqual(a.frame, Rect(x: 0, y: 10.5, width: 100, height: 300))
        XCTAssertEqual(b.frame, Rect(x: 150, y: 21, width: 100, height: 300))
        XCTAssertEqual(
            views.map(\.frame),
            [
                Rect(x: 5, y: 1, width: 50, height: 10), Rect(x: 5, y: 0.5, width: 50, height: 10),
                Rect(x: 5, y: 21, width: 50, height: 10), Rect(x: 5, y: 20.5, width: 50, height: 10),
            ])
    }
}
