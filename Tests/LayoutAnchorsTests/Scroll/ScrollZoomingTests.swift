// Zooming (API.md part 2 "Zooming"; UIScrollView's zoomScale, minimum/maximumZoomScale,
// setZoomScale(_:animated:), zoom(to:animated:)): the delegate's viewForZooming scales about
// its top-left corner, contentSize becomes its bounds times the scale; zoom(to:) fits the
// rect in the bounds and puts its origin at the visible top-left, within the range. A
// transform's frame is the box around the transformed bounds (about the centre otherwise).

import LayoutAnchors
import XCTest

final class ScrollZoomingTests: XCTestCase {
    func testZoomScaleScalesTheViewAndTheContentSize() {
        for device in [TestScreen.iPhone14, .iPad] {
            for direction in [LayoutDirection.leftToRight, .rightToLeft] {
                let context = "\(device.name) \(direction)"
                let window = device.window(direction: direction)
                let (scroll, image, delegate) = makeZoomer(window)
                XCTAssertEqual(scroll.contentSize, Size(width: 400, height: 300), context)
                XCTAssertEqual(scroll.zoomScale, 1)
                scroll.setZoomScale(2, animated: true)
                // 2 x (400 x 300), from the content's origin.
                XCTAssertEqual(image.transform, Transform(scaleX: 2, y: 2))
                XCTAssertEqual(image.frame, Rect(x: 0, y: 0, width: 800, height: 600), context)
                XCTAssertEqual(image.bounds, Rect(x: 0, y: 0, width: 400, height: 300), "bounds stay untransformed")
                XCTAssertEqual(scroll.contentSize, Size(width: 800, height: 600), context)
                window.layoutIfNeeded()
                XCTAssertEqual(scroll.contentSize, Size(width: 800, height: 600), "layout keeps it: \(context)")
                XCTAssertEqual(image.frame, Rect(x: 0, y: 0, width: 800, height: 600), context)
                // Clamped: 10 -> 4 (1600 x 1200), 0.1 -> 0.5 (200 x 150).
                scroll.zoomScale = 10
                XCTAssertEqual(scroll.zoomScale, 4)
                XCTAssertEqual(scroll.contentSize, Size(width: 1600, height: 1200), context)
                scroll.zoomScale = 0.1
                XCTAssertEqual(scroll.contentSize, Size(width: 200, height: 150), context)
                XCTAssertEqual(delegate.zooms, [2, 4, 0.5], context)
                scroll.zoomScale = 0.5
                XCTAssertEqual(delegate.zooms.count, 3, "no change, no call")
                assertNoIssues(window, context)
            }
        }
    }

    func testZoomToRectFitsItAndScrollsToItsOrigin() {
        let window = TestScreen.iPhone14.window()
        let (scroll, image, delegate) = makeZoomer(window)
        defer { withExtendedLifetime(delegate) {} }  // the scroll view holds it weakly
        // 195 x 100 in 390 x 844: min(2, 8.44) = 2. Content 800 x 600; origin (100, 50) x 2 =
        // (200, 100); range x 0 ... 800 - 390 = 410, y 0 ... max(0, 600 - 844) = 0: (200, 0).
        scroll.zoom(to: Rect(x: 100, y: 50, width: 195, height: 100), animated: true)
        XCTAssertEqual(scroll.zoomScale, 2)
        XCTAssertEqual(scroll.contentOffset, Point(x: 200, y: 0))
        XCTAssertEqual(image.frame.size, Size(width: 800, height: 600))
        // 50 x 50: min(7.8, 16.88) = 7.8, clamped to 4: content 1600 x 1200; origin (1200, 0):
        // range x 0 ... 1210, y 0 ... 356: (1200, 0).
        scroll.zoom(to: Rect(x: 300, y: 0, width: 50, height: 50), animated: false)
        XCTAssertEqual(scroll.zoomScale, 4)
        XCTAssertEqual(scroll.contentOffset, Point(x: 1200, y: 0))
        // Back to 1: content 400 x 300, x range 0 ... 400 - 390 = 10, y 0 ... 0: the offset
        // (1200, 0) clamps to (10, 0).
        scroll.setZoomScale(1, animated: false)
        XCTAssertEqual(scroll.contentOffset, Point(x: 10, y: 0))
        XCTAssertEqual(image.frame, Rect(x: 0, y: 0, width: 400, height: 300))
    }

    func testWithoutAViewForZoomingNothingZooms() {
        let window = TestScreen.iPad.window()
        let (scroll, image, _) = makeZoomer(window)
        let none = ZoomDelegate(nil)
        scroll.delegate = none
        scroll.setZoomScale(2, animated: false)
        scroll.zoom(to: Rect(x: 0, y: 0, width: 10, height: 10), animated: false)
        XCTAssertEqual(scroll.zoomScale, 1)
        XCTAssertEqual(image.transform, .identity)
        XCTAssertEqual(none.zooms, [])
        scroll.minimumZoomScale = -1
        scroll.maximumZoomScale = .nan
        XCTAssertEqual([scroll.minimumZoomScale, scroll.maximumZoomScale], [0.5, 4])
        XCTAssertEqual(window.layoutIssues.filter { $0.kind == .invalidConstraint }.count, 2)
    }

    func testTransformFrameIsTheBoxAroundTheTransformedBounds() {
        let view = View(frame: Rect(x: 10, y: 10, width: 100, height: 50))
        // Scale 2 about the centre (60, 35): 200 x 100 centred there: (-40, -15).
        view.transform = Transform(scaleX: 2, y: 2)
        XCTAssertEqual(view.frame, Rect(x: -40, y: -15, width: 200, height: 100))
        XCTAssertEqual(view.bounds, Rect(x: 0, y: 0, width: 100, height: 50))
        // A move: (15, 17).
        view.transform = Transform(translationX: 5, y: 7)
        XCTAssertEqual(view.frame, Rect(x: 15, y: 17, width: 100, height: 50))
        // Setting the frame under a scale of 2 sets the rect it is the box of: centre (100,
        // 50), 100 x 50 untransformed.
        view.transform = Transform(scaleX: 2, y: 2)
        view.frame = Rect(x: 0, y: 0, width: 200, height: 100)
        XCTAssertEqual(view.bounds.size, Size(width: 100, height: 50))
        view.transform = .identity
        XCTAssertEqual(view.frame, Rect(x: 50, y: 25, width: 100, height: 50))
        // Composition as CGAffineTransform's: scale then move.
        XCTAssertEqual(
            Transform(scaleX: 2, y: 3).concatenating(Transform(translationX: 1, y: 1)),
            Transform(a: 2, b: 0, c: 0, d: 3, tx: 1, ty: 1))
        view.transform = Transform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        XCTAssertEqual(view.transform, .identity, "refused")
    }
}
