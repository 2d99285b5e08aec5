// scrollRectToVisible and setContentOffset edge cases (API.md "scrollRectToVisible": the
// least scroll that shows the rect inside the bounds inset by adjustedContentInset; a rect
// larger than that area aligns its top (leading) edge; the result stays in
// [-adjustedContentInset.top, contentSize.height + adjustedContentInset.bottom - bounds.height]),
// and a two-axis scroll view in right-to-left with a badge floating on its frame guide.
// setContentOffset is not clamped: UIKit lets code scroll anywhere (rubber-band positions).

import LayoutAnchors
import XCTest

final class ScrollPositioningConformanceTests: XCTestCase {
    /// A full-window scroll view with `width` x `height` of content (`width` nil: the frame's).
    private func makeScroller(in window: Window, width: Double?, height: Double) -> ScrollView {
        let scrollView = ScrollView()
        pinEdges(scrollView, to: window)
        let content = ContentSizedView(width ?? View.noIntrinsicMetric, height)
        content.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(content)
        let guide = scrollView.contentLayoutGuide
        var constraints = [
            content.topAnchor.constraint(equalTo: guide.topAnchor),
            content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        ]
        if width == nil { constraints.append(content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor)) }
        LayoutConstraint.activate(constraints)
        return scrollView
    }

    func testVerticalScrollRectToVisibleWithKeyboardInset() {
        // 390 x 844, safe 47 / 34; content 390 x 2000; the app adds 100 at the bottom (a
        // keyboard). .automatic, scrollable: adjusted (47, 0, 100 + 34 = 134, 0), initial
        // offset -47. Visible span: offset + 47 ... offset + 844 - 134 = offset + 710
        // (663 tall). Highest offset 2000 + 134 - 844 = 1290.
        let window = TestScreen.iPhone14.window()
        let scrollView = makeScroller(in: window, width: nil, height: 2000)
        scrollView.contentInset = EdgeInsets(top: 0, left: 0, bottom: 100, right: 0)
        window.layoutIfNeeded()
        XCTAssertEqual(scrollView.adjustedContentInset, EdgeInsets(top: 47, left: 0, bottom: 134, right: 0))
        XCTAssertEqual(scrollView.contentOffset, Point(x: 0, y: -47))
        // Already visible (600...650 inside 0...663): no scroll.
        scrollView.scrollRectToVisible(Rect(x: 0, y: 600, width: 390, height: 50), animated: false)
        XCTAssertEqual(scrollView.contentOffset, Point(x: 0, y: -47))
        // Below: bottom 750 at the visible bottom: 750 - 710 = 40.
        scrollView.scrollRectToVisible(Rect(x: 0, y: 700, width: 390, height: 50), animated: true)
        XCTAssertEqual(scrollView.contentOffset, Point(x: 0, y: 40))
        // Above (20 < 40 + 47): top 20 at the visible top: 20 - 47 = -27.
        scrollView.scrollRectToVisible(Rect(x: 0, y: 20, width: 390, height: 30), animated: false)
        XCTAssertEqual(scrollView.contentOffset, Point(x: 0, y: -27))
        // Taller than the 663 visible: its top at the visible top: 500 - 47 = 453.
        scrollView.scrollRectToVisible(Rect(x: 0, y: 500, width: 390, height: 800), animated: false)
        XCTAssertEqual(scrollView.contentOffset, Point(x: 0, y: 453))
        // Past the end (bottom 2050): 2050 - 710 = 1340, clamped to 1290.
        scrollView.scrollRectToVisible(Rect(x: 0, y: 1950, width: 390, height: 100), animated: false)
        XCTAssertEqual(scrollView.contentOffset, Point(x: 0, y: 1290))
        // Back to the very top: 0 - 47 = -47 (the lowest offset).
        scrollView.scrollRectToVisible(Rect(x: 0, y: 0, width: 390, height: 10), animated: false)
        XCTAssertEqual(scrollView.contentOffset, Point(x: 0, y: -47))
        assertNoIssues(window)
    }

    func testShortContentNeverScrollsAndSetContentOffsetIsNotClamped() {
        // Content 300 tall in the 844 tall window: not scrollable (.automatic: no adjustment),
        // adjusted = the app's (0, 0, 100, 0); range 0 ... max(0, 300 + 100 - 844) = 0.
        let window = TestScreen.iPhone14.window()
        let scrollView = makeScroller(in: window, width: nil, height: 300)
        scrollView.contentInset = EdgeInsets(top: 0, left: 0, bottom: 100, right: 0)
        window.layoutIfNeeded()
        XCTAssertEqual(scrollView.contentOffset, Point(x: 0, y: 0))
        scrollView.scrollRectToVisible(Rect(x: 0, y: 250, width: 390, height: 100), animated: false)
        XCTAssertEqual(scrollView.contentOffset, Point(x: 0, y: 0))
        // setContentOffset goes where it is told, even past the content (UIKit does not clamp).
        scrollView.setContentOffset(Point(x: 0, y: 5000))
        window.layoutIfNeeded()
        XCTAssertEqual(scrollView.contentOffset, Point(x: 0, y: 5000))
        XCTAssertEqual(scrollView.bounds, Rect(x: 0, y: 5000, width: 390, height: 844))
        // ...and scrollRectToVisible brings it back into the range: 0.
        scrollView.scrollRectToVisible(Rect(x: 0, y: 0, width: 10, height: 10), animated: false)
        XCTAssertEqual(scrollView.contentOffset, Point(x: 0, y: 0))
        assertNoIssues(window)
    }

    func testHorizontalRectLargerThanTheViewportAlignsTheLeadingEdge() {
        // Content 1000 x 844 in 390 x 844 (safe 47 / 34): the horizontal axis scrolls, the
        // vertical does not (844 == 844): adjusted (0, 0, 0, 0). A rect 100...600 (500 wide >
        // 390): LTR aligns its left (leading) edge: 100; RTL its right (leading) edge:
        // 600 - 390 = 210.
        for (direction, expected) in [(LayoutDirection.leftToRight, 100.0), (.rightToLeft, 210)] {
            let window = TestScreen.iPhone14.window(direction: direction)
            let scrollView = makeScroller(in: window, width: 1000, height: 844)
            window.layoutIfNeeded()
            XCTAssertEqual(scrollView.adjustedContentInset, EdgeInsets(), "\(direction)")
            scrollView.scrollRectToVisible(Rect(x: 100, y: 0, width: 500, height: 40), animated: false)
            XCTAssertEqual(scrollView.contentOffset, Point(x: expected, y: 0), "\(direction)")
        }
    }

    func testTwoAxisScrollViewInRightToLeft() {
        // Content 1000 x 2000 in 390 x 844 (safe 47 / 34): both axes scroll, .automatic adjusts
        // both: (47, 0, 34, 0); offset (0, -47) (UIScrollView does not flip the offset).
        // A tile 10 from the content's leading (right, RTL) and top edges, 50 x 50:
        // x = 1000 - 10 - 50 = 940, y = 10. A badge floats 16 from the frame's trailing (left,
        // RTL) and top edges: x = offset.x + 16, y = offset.y + 16.
        let window = TestScreen.iPhone14.window(direction: .rightToLeft)
        let scrollView = ScrollView()
        pinEdges(scrollView, to: window)
        let canvas = View()
        canvas.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(canvas)
        let tile = View(), badge = View()
        for v in [tile, badge] { v.translatesAutoresizingMaskIntoConstraints = false }
        canvas.addSubview(tile)
        scrollView.addSubview(badge)
        let content = scrollView.contentLayoutGuide, visible = scrollView.frameLayoutGuide
        LayoutConstraint.activate([
            canvas.topAnchor.constraint(equalTo: content.topAnchor),
            canvas.bottomAnchor.constraint(equalTo: content.bottomAnchor),
            canvas.leadingAnchor.constraint(equalTo: content.leadingAnchor),
            canvas.trailingAnchor.constraint(equalTo: content.trailingAnchor),
            canvas.widthAnchor.constraint(equalToConstant: 1000),
            canvas.heightAnchor.constraint(equalToConstant: 2000),
            tile.leadingAnchor.constraint(equalTo: canvas.leadingAnchor, constant: 10),
            tile.topAnchor.constraint(equalTo: canvas.topAnchor, constant: 10),
            tile.widthAnchor.constraint(equalToConstant: 50),
            tile.heightAnchor.constraint(equalToConstant: 50),
            badge.trailingAnchor.constraint(equalTo: visible.trailingAnchor, constant: -16),
            badge.topAnchor.constraint(equalTo: visible.topAnchor, constant: 16),
            badge.widthAnchor.constraint(equalToConstant: 40),
            badge.heightAnchor.constraint(equalToConstant: 40),
        ])
        window.layoutIfNeeded()
        XCTAssertEqual(scrollView.contentSize, Size(width: 1000, height: 2000))
        XCTAssertEqual(scrollView.adjustedContentInset, EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(scrollView.contentOffset, Point(x: 0, y: -47))
        assertFrame(tile.frame, 940, 10, 50, 50)
        assertFrame(badge.frame, 16, -31, 40, 40)
        // Show the tile: x needs 940...990 in 0...390: 990 - 390 = 600; y 10...60 is inside
        // the visible 0...763 (-47 + 47 ... -47 + 844 - 34): unchanged.
        scrollView.scrollRectToVisible(tile.frame, animated: false)
        window.layoutIfNeeded()
        XCTAssertEqual(scrollView.contentOffset, Point(x: 600, y: -47))
        assertFrame(tile.frame, 940, 10, 50, 50)
        assertFrame(badge.frame, 616, -31, 40, 40)
        XCTAssertEqual(badge.convert(badge.bounds, to: nil), Rect(x: 16, y: 16, width: 40, height: 40))
        assertNoIssues(window)
    }
}
