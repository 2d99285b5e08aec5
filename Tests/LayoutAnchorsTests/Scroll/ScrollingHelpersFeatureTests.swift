import LayoutAnchors
import XCTest

/// `setContentOffset(_:animated:)`, `scrollRectToVisible(_:animated:)` (API.md's rule) and the
/// `Rect` helpers, with hand arithmetic.
final class ScrollingHelpersFeatureTests: XCTestCase {
    /// 390x844 window (safe area 47 / 34), a full-screen scroll view, content 390 x `height`.
    private func makeScroll(
        contentWidth: Double? = nil, height: Double = 2000,
        direction: LayoutDirection = .leftToRight
    ) -> (Window, ScrollView) {
        let window = makePhoneWindow(direction: direction)
        let controller = ViewController()
        window.rootViewController = controller
        let root = controller.view
        let scroll = ScrollView(), content = View()
        scroll.translatesAutoresizingMaskIntoConstraints = false
        content.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(scroll)
        scroll.addSubview(content)
        let guide = scroll.contentLayoutGuide
        LayoutConstraint.activate([
            scroll.topAnchor.constraint(equalTo: root.topAnchor), scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor), scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            content.topAnchor.constraint(equalTo: guide.topAnchor), content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            content.heightAnchor.constraint(equalToConstant: height),
            contentWidth.map { content.widthAnchor.constraint(equalToConstant: $0) }
                ?? content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
        ])
        window.layoutIfNeeded()
        return (window, scroll)
    }

    func testSetContentOffsetAnimatedIsImmediate() {
        let (window, scroll) = makeScroll()
        scroll.setContentOffset(Point(x: 0, y: 300), animated: true)
        XCTAssertEqual(scroll.contentOffset, Point(x: 0, y: 300))
        window.layoutIfNeeded()
        XCTAssertEqual(scroll.bounds.origin, Point(x: 0, y: 300))
    }

    func testScrollRectToVisibleScrollsTheLeastAmount() {
        let (window, scroll) = makeScroll()
        defer { withExtendedLifetime(window) {} }  // the user holds the window
        // Content 2000 > 844: vertical insets adjusted to 47 / 34; not scrolled: offset -47.
        // Visible content: offset + 47 ... offset + 844 - 34 = offset + 810 (763 high).
        XCTAssertEqual(scroll.contentOffset, Point(x: 0, y: -47))
        scroll.scrollRectToVisible(Rect(x: 0, y: 100, width: 390, height: 50), animated: false)
        XCTAssertEqual(scroll.contentOffset, Point(x: 0, y: -47), "already visible (47...763)")
        scroll.scrollRectToVisible(Rect(x: 0, y: 1000, width: 390, height: 44), animated: true)
        // Bottom 1044 must reach offset + 810: offset 1044 - 810 = 234.
        XCTAssertEqual(scroll.contentOffset, Point(x: 0, y: 234))
        scroll.setContentOffset(Point(x: 0, y: 500))
        scroll.scrollRectToVisible(Rect(x: 0, y: 520, width: 390, height: 40), animated: false)
        // Top 520 is above the visible top 500 + 47 = 547: offset 520 - 47 = 473.
        XCTAssertEqual(scroll.contentOffset, Point(x: 0, y: 473))
    }

    func testALargerRectAlignsItsTopAndTheResultIsClamped() {
        let (window, scroll) = makeScroll()
        defer { withExtendedLifetime(window) {} }
        scroll.scrollRectToVisible(Rect(x: 0, y: 600, width: 390, height: 800), animated: false)
        // 800 > 763 visible: top aligned, 600 - 47 = 553.
        XCTAssertEqual(scroll.contentOffset.y, 553)
        scroll.scrollRectToVisible(Rect(x: 0, y: 2100, width: 390, height: 10), animated: false)
        // Wanted 2110 - 810 = 1300; the range ends at 2000 + 34 - 844 = 1190.
        XCTAssertEqual(scroll.contentOffset.y, 1190)
        scroll.scrollRectToVisible(Rect(x: 0, y: -100, width: 390, height: 10), animated: false)
        // Wanted -100 - 47 = -147; the range starts at -47.
        XCTAssertEqual(scroll.contentOffset.y, -47)
    }

    func testContentInsetCountsInTheVisibleArea() {
        let (window, scroll) = makeScroll()
        scroll.contentInset = EdgeInsets(top: 0, left: 0, bottom: 100, right: 0)
        window.layoutIfNeeded()
        // Adjusted bottom 100 + 34 = 134: visible to offset + 844 - 134 = offset + 710.
        scroll.scrollRectToVisible(Rect(x: 0, y: 1000, width: 390, height: 44), animated: false)
        XCTAssertEqual(scroll.contentOffset.y, 1044 - 710)
    }

    func testHorizontalScrollingAndTheLeadingEdgeRightToLeft() {
        let (window, scroll) = makeScroll(contentWidth: 1000, height: 844)
        // Content 1000 x 844 in a 390 x 844 frame: only the horizontal axis scrolls, and no
        // horizontal safe area, so its insets are 0; visible x: offset ... offset + 390.
        XCTAssertEqual(scroll.adjustedContentInset.left, 0)
        scroll.scrollRectToVisible(Rect(x: 700, y: 0, width: 100, height: 10), animated: false)
        XCTAssertEqual(scroll.contentOffset.x, 800 - 390)
        scroll.scrollRectToVisible(Rect(x: 100, y: 0, width: 500, height: 10), animated: false)
        XCTAssertEqual(scroll.contentOffset.x, 100, "500 > 390: leading (left) edge aligned")
        let (rtlWindow, rtl) = makeScroll(contentWidth: 1000, height: 844, direction: .rightToLeft)
        rtl.scrollRectToVisible(Rect(x: 100, y: 0, width: 500, height: 10), animated: false)
        XCTAssertEqual(rtl.contentOffset.x, 600 - 390, "right-to-left the leading edge is the right one")
        withExtendedLifetime((window, rtlWindow)) {}
    }

    // MARK: Rect helpers

    private let r = Rect(x: 10, y: 20, width: 100, height: 50)  // x 10...110, y 20...70

    func testIsEmptyAndContains() {
        XCTAssertTrue(Rect.zero.isEmpty)
        XCTAssertTrue(Rect(x: 5, y: 5, width: 10, height: 0).isEmpty)
        XCTAssertFalse(r.isEmpty)
        XCTAssertFalse(Rect(x: 0, y: 0, width: -10, height: 5).isEmpty)
        XCTAssertTrue(r.contains(Point(x: 10, y: 20)), "minimum edges included")
        XCTAssertFalse(r.contains(Point(x: 110, y: 30)), "maximum edges excluded")
        XCTAssertTrue(r.contains(Point(x: 109.5, y: 69.5)))
        XCTAssertFalse(r.contains(Point(x: 9.9, y: 30)))
        XCTAssertTrue(r.contains(Rect(x: 20, y: 30, width: 10, height: 10)))
        XCTAssertTrue(r.contains(r), "edges included for rects")
        XCTAssertFalse(r.contains(Rect(x: 100, y: 20, width: 20, height: 10)), "reaches 120 > 110")
        XCTAssertTrue(Rect(x: 10, y: 10, width: -10, height: -10).contains(Point(x: 5, y: 5)), "standardized to 0...10")
    }

    func testIntersectionAndUnion() {
        let other = Rect(x: 100, y: 60, width: 50, height: 50)
        XCTAssertTrue(r.intersects(other))
        XCTAssertEqual(r.intersection(other), Rect(x: 100, y: 60, width: 10, height: 10))  // x 100...110, y 60...70
        let adjacent = Rect(x: 110, y: 20, width: 10, height: 10)
        XCTAssertFalse(r.intersects(adjacent), "sharing an edge is not intersecting")
        XCTAssertEqual(r.intersection(adjacent), .zero)
        XCTAssertEqual(r.intersection(Rect(x: 500, y: 500, width: 1, height: 1)), .zero)
        XCTAssertEqual(r.union(Rect(x: 0, y: 0, width: 5, height: 5)), Rect(x: 0, y: 0, width: 110, height: 70))
        XCTAssertEqual(r.union(other), Rect(x: 10, y: 20, width: 140, height: 90))  // to 150, 110
    }

    func testOffsetAndInset() {
        XCTAssertEqual(r.offsetBy(dx: 5, dy: -20), Rect(x: 15, y: 0, width: 100, height: 50))
        XCTAssertEqual(r.insetBy(dx: 10, dy: 5), Rect(x: 20, y: 25, width: 80, height: 40))
        XCTAssertEqual(r.insetBy(dx: -5, dy: -5), Rect(x: 5, y: 15, width: 110, height: 60))
        // 100 - 2 * 60 < 0: zero width at midX 60.
        XCTAssertEqual(r.insetBy(dx: 60, dy: 5), Rect(x: 60, y: 25, width: 0, height: 40))
    }
}
