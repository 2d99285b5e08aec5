// A frame set by hand on a view that constraints place lasts until the next layout, which
// writes the solved frame again; a view that no constraint places keeps the frame set by
// hand, and the views that constraints place inside it are framed from that frame.

import LayoutAnchors
import XCTest

final class FrameSetByHandTests: XCTestCase {
    /// Window 320 x 568 at scale 1 (whole points, no rounding). `view` is at (30, 40), 50 x 10;
    /// `child` at (5, 2) inside it, 20 x 4.
    private func makePlacedPair() -> (Window, View, View) {
        let window = Window(size: Size(width: 320, height: 568), displayScale: 1)
        let view = View(), child = View()
        view.translatesAutoresizingMaskIntoConstraints = false
        child.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(view)
        view.addSubview(child)
        LayoutConstraint.activate(
            placement(of: view, in: window, at: Rect(x: 30, y: 40, width: 50, height: 10))
                + placement(of: child, in: view, at: Rect(x: 5, y: 2, width: 20, height: 4)))
        return (window, view, child)
    }

    /// The frame set by hand reads back until the next layout, which writes (30, 40, 50, 10)
    /// again although no solved value changed; the child's frame is measured from the solved
    /// origin, so it stays (5, 2, 20, 4) throughout.
    func testPlacedViewTakesItsSolvedFrameBackAtTheNextLayout() {
        let (window, view, child) = makePlacedPair()
        window.layoutIfNeeded()
        view.frame = Rect(x: 100, y: 200, width: 10, height: 10)
        XCTAssertEqual(view.frame, Rect(x: 100, y: 200, width: 10, height: 10))
        window.layoutIfNeeded()
        XCTAssertEqual(view.frame, Rect(x: 30, y: 40, width: 50, height: 10))
        XCTAssertEqual(child.frame, Rect(x: 5, y: 2, width: 20, height: 4))
    }

    /// `container` has no constraint: it keeps the frame set by hand. `child` is placed in
    /// window coordinates at (30, 40), 50 x 10, so its frame is that less the container's
    /// origin: (30, 40) at first (the container at the origin), then (30 - 10, 40 - 20) =
    /// (20, 20) once the container is set at (10, 20), with no constraint changed.
    func testViewsInsideAnUnplacedViewFollowItsFrameSetByHand() {
        let window = Window(size: Size(width: 320, height: 568), displayScale: 1)
        let container = View(), child = View()
        container.translatesAutoresizingMaskIntoConstraints = false
        child.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(container)
        container.addSubview(child)
        LayoutConstraint.activate(placement(of: child, in: window, at: Rect(x: 30, y: 40, width: 50, height: 10)))
        window.layoutIfNeeded()
        XCTAssertEqual(child.frame, Rect(x: 30, y: 40, width: 50, height: 10))
        container.frame = Rect(x: 10, y: 20, width: 100, height: 100)
        window.layoutIfNeeded()
        XCTAssertEqual(container.frame, Rect(x: 10, y: 20, width: 100, height: 100))
        XCTAssertEqual(child.frame, Rect(x: 20, y: 20, width: 50, height: 10))
    }
}
