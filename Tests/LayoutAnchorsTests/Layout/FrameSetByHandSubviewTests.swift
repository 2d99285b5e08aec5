// A frame set by hand on a view that constraints place is written back at the next layout;
// the views inside it are framed from its solved origin, so they keep their frames. These
// cover the cases around that: a view moved into it in the same flush, right to left, a view
// no constraint places between it and a placed subview, a view that stops translating its
// frame in the same flush, the hooks a relayout calls, and a scroll view.

import LayoutAnchors
import XCTest

final class FrameSetByHandSubviewTests: XCTestCase {
    /// A view that counts its `layoutSubviews()` calls.
    private final class CountingView: View {
        var layouts = 0
        override func layoutSubviews() {
            super.layoutSubviews()
            layouts += 1
        }
    }

    /// Window 320 x 568 at scale 1 (whole points: no rounding).
    private func makeWindow(_ direction: LayoutDirection = .leftToRight) -> Window {
        Window(size: Size(width: 320, height: 568), layoutDirection: direction, displayScale: 1)
    }

    /// `a` at (10, 10), `b` at (50, 200); `moved` at (1, 2) in `a`, 60 x 40, with `child` at
    /// (5, 6) in it, 20 x 4. In one flush `b`'s frame is set by hand, `moved` goes into `b` and
    /// is pinned at (7, 8) there. Expected: `b` back at (50, 200, 200, 200); `moved` at
    /// (7, 8, 60, 40) in `b`; `child` still (5, 6, 20, 4) in `moved` (both moved together:
    /// its window position is (50 + 7 + 5, 200 + 8 + 6) = (62, 214), less `moved`'s (57, 208)).
    func testAViewMovedIntoAPlacedViewFramedByHandIsFramedInItsNewSuperview() {
        let window = makeWindow()
        let a = View(), b = View(), moved = View(), child = View()
        window.addSubview(a)
        window.addSubview(b)
        a.addSubview(moved)
        moved.addSubview(child)
        LayoutConstraint.activate(
            placement(of: a, in: window, at: Rect(x: 10, y: 10, width: 100, height: 100))
                + placement(of: b, in: window, at: Rect(x: 50, y: 200, width: 200, height: 200))
                + placement(of: moved, in: a, at: Rect(x: 1, y: 2, width: 60, height: 40))
                + placement(of: child, in: moved, at: Rect(x: 5, y: 6, width: 20, height: 4)))
        window.layoutIfNeeded()
        XCTAssertEqual(moved.frame, Rect(x: 1, y: 2, width: 60, height: 40))
        b.frame = Rect(x: 0, y: 0, width: 1, height: 1)
        b.addSubview(moved)
        LayoutConstraint.activate(placement(of: moved, in: b, at: Rect(x: 7, y: 8, width: 60, height: 40)))
        window.layoutIfNeeded()
        XCTAssertEqual(b.frame, Rect(x: 50, y: 200, width: 200, height: 200))
        XCTAssertEqual(moved.frame, Rect(x: 7, y: 8, width: 60, height: 40))
        XCTAssertEqual(child.frame, Rect(x: 5, y: 6, width: 20, height: 4))
    }

    /// Right to left, leading is the right edge. `parent`: right edge 30 in from the window's
    /// (320 - 30 = 290), 50 wide, so minX = 240; top 40, 10 high. `child`: right edge 5 in
    /// from `parent`'s, 20 wide: minX = 50 - 5 - 20 = 25; top 2, 4 high. A frame set by hand
    /// (another width too, which right to left is what subviews are measured from) lasts until
    /// the next layout, which writes (240, 40, 50, 10) back; `child` stays (25, 2, 20, 4).
    func testRightToLeftSubviewsKeepTheirFramesWhenTheirPlacedSuperviewIsFramedByHand() {
        let window = makeWindow(.rightToLeft)
        let parent = View(), child = View()
        window.addSubview(parent)
        parent.addSubview(child)
        LayoutConstraint.activate(
            placement(of: parent, in: window, at: Rect(x: 30, y: 40, width: 50, height: 10))
                + placement(of: child, in: parent, at: Rect(x: 5, y: 2, width: 20, height: 4)))
        window.layoutIfNeeded()
        XCTAssertEqual(parent.frame, Rect(x: 240, y: 40, width: 50, height: 10))
        XCTAssertEqual(child.frame, Rect(x: 25, y: 2, width: 20, height: 4))
        parent.frame = Rect(x: 0, y: 0, width: 100, height: 30)
        window.layoutIfNeeded()
        XCTAssertEqual(parent.frame, Rect(x: 240, y: 40, width: 50, height: 10))
        XCTAssertEqual(child.frame, Rect(x: 25, y: 2, width: 20, height: 4))
    }

    /// A window holding `outer`, placed at (30, 40), 200 x 200; inside it `middle`, framed at
    /// (10, 20), 100 x 100, translating that frame into constraints or not; inside `middle`,
    /// `inner`, placed from `outer` at (50, 60), 20 x 4. Laid out once.
    private func makeNest(middleTranslates: Bool) -> (window: Window, outer: View, middle: View, inner: View) {
        let window = makeWindow()
        let outer = View(), middle = View(frame: Rect(x: 10, y: 20, width: 100, height: 100)), inner = View()
        middle.translatesAutoresizingMaskIntoConstraints = middleTranslates
        window.addSubview(outer)
        outer.addSubview(middle)
        middle.addSubview(inner)
        inner.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate(
            placement(of: outer, in: window, at: Rect(x: 30, y: 40, width: 200, height: 200)) + [
                inner.leadingAnchor.constraint(equalTo: outer.leadingAnchor, constant: 50),
                inner.topAnchor.constraint(equalTo: outer.topAnchor, constant: 60),
                inner.widthAnchor.constraint(equalToConstant: 20),
                inner.heightAnchor.constraint(equalToConstant: 4),
            ])
        window.layoutIfNeeded()
        return (window, outer, middle, inner)
    }

    /// `outer` placed at (30, 40), 200 x 200; `middle` inside it has no constraint (frame set
    /// by hand, (10, 20)); `inner` is placed from `outer`: (30 + 50, 40 + 60) = (80, 100) in
    /// the window, 20 x 4, so (80 - 40, 100 - 60) = (40, 40) in `middle`. Then `outer`'s and
    /// `middle`'s frames are set by hand in one flush: `outer` goes back to (30, 40), `middle`
    /// keeps (15, 25), and `inner` is (80 - 45, 100 - 65) = (35, 35). Then `outer`'s alone:
    /// `inner` stays (35, 35).
    func testAPlacedViewInsideAnUnplacedOneFollowsBothFramesSetByHand() {
        let (window, outer, middle, inner) = makeNest(middleTranslates: false)
        XCTAssertEqual(inner.frame, Rect(x: 40, y: 40, width: 20, height: 4))
        outer.frame = Rect(x: 0, y: 0, width: 1, height: 1)
        middle.frame = Rect(x: 15, y: 25, width: 100, height: 100)
        window.layoutIfNeeded()
        XCTAssertEqual(outer.frame, Rect(x: 30, y: 40, width: 200, height: 200))
        XCTAssertEqual(middle.frame, Rect(x: 15, y: 25, width: 100, height: 100))
        XCTAssertEqual(inner.frame, Rect(x: 35, y: 35, width: 20, height: 4))
        outer.frame = Rect(x: 5, y: 5, width: 300, height: 300)
        window.layoutIfNeeded()
        XCTAssertEqual(outer.frame, Rect(x: 30, y: 40, width: 200, height: 200))
        XCTAssertEqual(inner.frame, Rect(x: 35, y: 35, width: 20, height: 4))
    }

    /// As above, but `middle` first translates its frame (10, 20) into constraints (so it is
    /// placed), then stops, in the same flush as `outer`'s frame is set by hand: it keeps
    /// (10, 20) and `inner` its (40, 40). Set by hand to (0, 0) then, `middle` moves `inner`
    /// to (80 - 30, 100 - 40) = (50, 60).
    func testAViewThatStopsTranslatingItsFrameKeepsItAndItsPlacedSubviews() {
        let (window, outer, middle, inner) = makeNest(middleTranslates: true)
        XCTAssertEqual(inner.frame, Rect(x: 40, y: 40, width: 20, height: 4))
        middle.translatesAutoresizingMaskIntoConstraints = false
        outer.frame = Rect(x: 0, y: 0, width: 1, height: 1)
        window.layoutIfNeeded()
        XCTAssertEqual(outer.frame, Rect(x: 30, y: 40, width: 200, height: 200))
        XCTAssertEqual(middle.frame, Rect(x: 10, y: 20, width: 100, height: 100))
        XCTAssertEqual(inner.frame, Rect(x: 40, y: 40, width: 20, height: 4))
        middle.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        window.layoutIfNeeded()
        XCTAssertEqual(inner.frame, Rect(x: 50, y: 60, width: 20, height: 4))
    }

    /// Hooks, UIKit's rule: a view whose bounds size changes is laid out; a move alone is not.
    /// `parent`'s origin set by hand (same size) and written back: no `layoutSubviews()` on
    /// it or on `child`. Its size set by hand and written back: `parent` is laid out once (in
    /// the one pass that follows), `child`, whose frame never changed, not at all.
    func testAFrameSetByHandLaysOutTheViewWhoseSizeChangedAndNotItsSubviews() {
        let window = makeWindow()
        let parent = CountingView(), child = CountingView()
        window.addSubview(parent)
        parent.addSubview(child)
        LayoutConstraint.activate(
            placement(of: parent, in: window, at: Rect(x: 30, y: 40, width: 50, height: 10))
                + placement(of: child, in: parent, at: Rect(x: 5, y: 2, width: 20, height: 4)))
        window.layoutIfNeeded()
        let (p0, c0) = (parent.layouts, child.layouts)
        parent.frame = Rect(x: 100, y: 100, width: 50, height: 10)
        window.layoutIfNeeded()
        XCTAssertEqual(parent.frame, Rect(x: 30, y: 40, width: 50, height: 10))
        XCTAssertEqual(parent.layouts, p0)
        XCTAssertEqual(child.layouts, c0)
        parent.frame = Rect(x: 30, y: 40, width: 70, height: 10)
        window.layoutIfNeeded()
        XCTAssertEqual(parent.frame, Rect(x: 30, y: 40, width: 50, height: 10))
        XCTAssertEqual(parent.layouts, p0 + 1)
        XCTAssertEqual(child.layouts, c0)
    }

    /// A scroll view placed at (0, 0), 320 x 200, scrolled to (0, 300); `content` at (5, 5)
    /// in its content area, 100 x 1000 (content size 105 x 1005, so 300 is within the
    /// scrollable 1005 - 200 = 805). The scroll view's frame set by hand and written back:
    /// `content` keeps (5, 5, 100, 1000) (subviews are in content coordinates) and the offset
    /// stays (0, 300).
    func testAScrollViewFramedByHandKeepsItsContentFramesAndOffset() {
        let window = makeWindow()
        let scroll = ScrollView(), content = View()
        scroll.translatesAutoresizingMaskIntoConstraints = false
        content.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(scroll)
        scroll.addSubview(content)
        let guide = scroll.contentLayoutGuide
        LayoutConstraint.activate(
            placement(of: scroll, in: window, at: Rect(x: 0, y: 0, width: 320, height: 200)) + [
                content.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 5),
                content.topAnchor.constraint(equalTo: guide.topAnchor, constant: 5),
                content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
                content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
                content.widthAnchor.constraint(equalToConstant: 100),
                content.heightAnchor.constraint(equalToConstant: 1000),
            ])
        window.layoutIfNeeded()
        XCTAssertEqual(scroll.contentSize, Size(width: 105, height: 1005))
        scroll.contentOffset = Point(x: 0, y: 300)
        window.layoutIfNeeded()
        XCTAssertEqual(content.frame, Rect(x: 5, y: 5, width: 100, height: 1000))
        scroll.frame = Rect(x: 10, y: 10, width: 300, height: 400)
        window.layoutIfNeeded()
        XCTAssertEqual(scroll.frame, Rect(x: 0, y: 0, width: 320, height: 200))
        XCTAssertEqual(content.frame, Rect(x: 5, y: 5, width: 100, height: 1000))
        XCTAssertEqual(scroll.contentOffset, Point(x: 0, y: 300))
    }
}
