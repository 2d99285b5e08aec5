// Converting between views' coordinate spaces (UIView's convert(_:to:) and convert(_:from:)
// for rects and points): each level moves by the frame's origin less the bounds' origin, and
// a transform on the way applies about the view's centre (the top-left corner of a view a
// scroll view zooms); a rect comes out as the box around its four corners.

import LayoutAnchors
import XCTest

final class CoordinateConversionTests: XCTestCase {
    /// A 200 x 200 container at (50, 100) in the window, holding a 40 x 60 child at (20, 30).
    private func makeNest(_ window: Window) -> (container: View, child: View) {
        let container = View(frame: Rect(x: 50, y: 100, width: 200, height: 200))
        let child = View(frame: Rect(x: 20, y: 30, width: 40, height: 60))
        window.addSubview(container)
        container.addSubview(child)
        window.layoutIfNeeded()
        return (container, child)
    }

    func testPlainMovesAddTheFrameOrigins() {
        for device in [TestScreen.iPhone14, .iPad] {
            let window = device.window()
            let (container, child) = makeNest(window)
            // (5, 6) + (20, 30) + (50, 100) = (75, 136).
            XCTAssertEqual(child.convert(Point(x: 5, y: 6), to: nil), Point(x: 75, y: 136), device.name)
            XCTAssertEqual(child.convert(Rect(x: 5, y: 6, width: 7, height: 8), to: container), Rect(x: 25, y: 36, width: 7, height: 8))
            XCTAssertEqual(container.convert(Point(x: 75, y: 136), from: nil), Point(x: 25, y: 36))
            XCTAssertEqual(child.convert(Rect(x: 75, y: 136, width: 1, height: 1), from: nil), Rect(x: 5, y: 6, width: 1, height: 1))
        }
    }

    func testAScaledChildScalesAboutItsCentre() {
        let window = TestScreen.iPhone14.window()
        let (container, child) = makeNest(window)
        child.transform = Transform(scaleX: 2, y: 2)
        // The child's centre in the container is (20 + 20, 30 + 30) = (40, 60). Its point
        // (0, 0) sits at (20, 30), 20 and 30 before the centre: doubled, 40 and 60 before it,
        // so at (0, 0) in the container, (50, 100) in the window: the transformed frame's corner.
        XCTAssertEqual(child.frame, Rect(x: 0, y: 0, width: 80, height: 120))
        XCTAssertEqual(child.convert(Point(x: 0, y: 0), to: nil), Point(x: 50, y: 100))
        // (40, 60), the far corner: 20 and 30 past the centre, doubled: (80, 120) in the
        // container, (130, 220) in the window.
        XCTAssertEqual(child.convert(Point(x: 40, y: 60), to: container), Point(x: 80, y: 120))
        XCTAssertEqual(child.convert(Point(x: 40, y: 60), to: nil), Point(x: 130, y: 220))
        // The rect (10, 10, 10, 10): corners (10, 10) -> (40 + 2 * (30 - 40), 60 + 2 * (40 - 60))
        // = (20, 20) and (20, 20) -> (40 + 2 * (40 - 40), 60 + 2 * (50 - 60)) = (40, 40).
        XCTAssertEqual(child.convert(Rect(x: 10, y: 10, width: 10, height: 10), to: container), Rect(x: 20, y: 20, width: 20, height: 20))
        // And back, from the window: (70, 120) is (20, 20) in the container.
        XCTAssertEqual(child.convert(Rect(x: 70, y: 120, width: 20, height: 20), from: nil), Rect(x: 10, y: 10, width: 10, height: 10))
        XCTAssertEqual(child.convert(Point(x: 130, y: 220), from: nil), Point(x: 40, y: 60))
        // A move in the transform moves the result: tx 5, ty -5 puts (0, 0) at (5, -5).
        child.transform = Transform(scaleX: 2, y: 2).concatenating(Transform(translationX: 5, y: -5))
        XCTAssertEqual(child.convert(Point(x: 0, y: 0), to: container), Point(x: 5, y: -5))
    }

    func testAZoomedViewScalesFromItsTopLeftAndScrollingMovesIt() {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let window = TestScreen.iPhone14.window(direction: direction)
            let (scroll, image, delegate) = makeZoomer(window)
            scroll.setZoomScale(2, animated: false)
            scroll.contentOffset = Point(x: 100, y: 50)
            // The image's (10, 10) is (20, 20) in the zoomed content, less the offset (100, 50):
            // (-80, -30) in the scroll view, which fills the window.
            XCTAssertEqual(image.convert(Point(x: 10, y: 10), to: scroll), Point(x: 20, y: 20), "\(direction)")
            XCTAssertEqual(image.convert(Point(x: 10, y: 10), to: nil), Point(x: -80, y: -30), "\(direction)")
            // A 50 x 50 rect at (100, 100) covers 100 x 100 from (200 - 100, 200 - 50).
            let square = Rect(x: 100, y: 100, width: 50, height: 50)
            XCTAssertEqual(image.convert(square, to: nil), Rect(x: 100, y: 150, width: 100, height: 100))
            XCTAssertEqual(image.convert(Point(x: 100, y: 150), from: nil), Point(x: 100, y: 100))
            withExtendedLifetime(delegate) {}  // the scroll view holds its delegate weakly
        }
    }

    func testAViewScaledToZeroHasNoWayBack() {
        let window = TestScreen.iPhone14.window()
        let (_, child) = makeNest(window)
        child.transform = Transform(scaleX: 0, y: 0)
        // Every point of the child lands on its centre, (90, 160) in the window; no point of
        // the window can be given back in the child's coordinates.
        XCTAssertEqual(child.convert(Point(x: 3, y: 4), to: nil), Point(x: 90, y: 160))
        let back = child.convert(Point(x: 90, y: 160), from: nil)
        XCTAssertTrue(back.x.isNaN && back.y.isNaN)
    }

    func testInvertingATransform() {
        // x' = 2x + 1, y' = 4y - 2 is undone by x = x'/2 - 1/2, y = y'/4 + 1/2.
        let t = Transform(scaleX: 2, y: 4).concatenating(Transform(translationX: 1, y: -2))
        XCTAssertEqual(t.inverted(), Transform(a: 0.5, b: 0, c: 0, d: 0.25, tx: -0.5, ty: 0.5))
        XCTAssertTrue(t.isInvertible)
        let flat = Transform(scaleX: 0, y: 1)
        XCTAssertFalse(flat.isInvertible)
        XCTAssertEqual(flat.inverted(), flat, "CGAffineTransform gives a non-invertible transform back unchanged")
    }
}
