// UIScrollView code as apps write it: a header that sticks, a header above the scroll view
// with a content inset, a keyboard-like bottom inset, a paging carousel (LTR and RTL, with
// and without inset adjustment) and nested scroll views. Expected frames follow Apple's
// UIScrollView rules: content anchors define contentSize, frameLayoutGuide is the visible
// frame, an unscrolled scroll view sits at -adjustedContentInset, and `.automatic` adjusts an
// axis only when it scrolls (the view is not inside a navigation controller here).

import LayoutAnchors
import XCTest

final class ScrollViewConformanceTests: XCTestCase {
    /// A scroll view filling a plain 390x844 window (no safe area) with a 2000 pt tall body.
    private func makeTallScroll(safeArea: EdgeInsets = EdgeInsets()) -> (Window, ScrollView, View) {
        let window = Window(size: Size(width: 390, height: 844), safeAreaInsets: safeArea)
        let scrollView = ScrollView()
        pinEdges(scrollView, to: window)
        let body = View()
        body.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(body)
        let content = scrollView.contentLayoutGuide
        LayoutConstraint.activate([
            body.topAnchor.constraint(equalTo: content.topAnchor),
            body.bottomAnchor.constraint(equalTo: content.bottomAnchor),
            body.leadingAnchor.constraint(equalTo: content.leadingAnchor),
            body.trailingAnchor.constraint(equalTo: content.trailingAnchor),
            body.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            body.heightAnchor.constraint(equalToConstant: 2000),
        ])
        return (window, scrollView, body)
    }

    /// A section header 300 pt down the content that sticks to the top once scrolled past:
    /// top == content.top + 300 (750) and top >= frameLayoutGuide.top (required).
    func testSectionHeaderSticksToTheVisibleTop() {
        let (window, scrollView, _) = makeTallScroll()
        let header = View()
        header.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(header)
        let pinned = header.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 300)
        pinned.priority = .defaultHigh
        LayoutConstraint.activate([
            pinned,
            header.topAnchor.constraint(greaterThanOrEqualTo: scrollView.frameLayoutGuide.topAnchor),
            header.leadingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.trailingAnchor),
            header.heightAnchor.constraint(equalToConstant: 50),
        ])
        window.layoutIfNeeded()
        // Not scrolled (the content is taller, but no safe area: offset 0): header at 300.
        XCTAssertEqual(scrollView.contentSize, Size(width: 390, height: 2000))
        XCTAssertEqual(scrollView.contentOffset, Point(x: 0, y: 0))
        assertFrame(header.frame, 0, 300, 390, 50)
        // Scrolled 100: frame top 100 <= 300, so the content constraint holds: 300 (200 on screen).
        scrollView.setContentOffset(Point(x: 0, y: 100))
        window.layoutIfNeeded()
        assertFrame(header.frame, 0, 300, 390, 50)
        XCTAssertEqual(header.convert(header.bounds, to: nil).minY, 200)
        // Scrolled 500 (past 300): the required >= wins; the header sits at the visible top:
        // 500 in content coordinates, 0 on screen.
        scrollView.setContentOffset(Point(x: 0, y: 500))
        window.layoutIfNeeded()
        assertFrame(header.frame, 0, 500, 390, 50)
        XCTAssertEqual(header.convert(header.bounds, to: nil).minY, 0)
        // Back to the top: it returns to 300.
        scrollView.setContentOffset(Point(x: 0, y: 0))
        window.layoutIfNeeded()
        assertFrame(header.frame, 0, 300, 390, 50)
        // The sticky header does not change the content size.
        XCTAssertEqual(scrollView.contentSize, Size(width: 390, height: 2000))
        assertNoIssues(window)
    }

    /// A stretchy header: pinned to the visible top, at least 200 high, its bottom tied to
    /// the content top + 200, so pulling down (negative offset) stretches it.
    func testStretchyHeaderGrowsWhenPulledDown() {
        let (window, scrollView, body) = makeTallScroll()
        let header = View()
        header.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(header)
        let follow = header.topAnchor.constraint(equalTo: scrollView.frameLayoutGuide.topAnchor)
        follow.priority = .defaultHigh
        LayoutConstraint.activate([
            follow,
            header.topAnchor.constraint(lessThanOrEqualTo: scrollView.contentLayoutGuide.topAnchor),
            header.bottomAnchor.constraint(equalTo: body.topAnchor, constant: 200),
            header.leadingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.trailingAnchor),
        ])
        window.layoutIfNeeded()
        // Offset 0: header top 0 (both), bottom 200.
        assertFrame(header.frame, 0, 0, 390, 200)
        // Pulled down by 80 (offset -80): top follows the visible top, -80; height 280.
        scrollView.setContentOffset(Point(x: 0, y: -80))
        window.layoutIfNeeded()
        assertFrame(header.frame, 0, -80, 390, 280)
        // Scrolled up by 120: top may not pass below the content top (<=): the visible-top
        // pull (750) loses to the required <=: the header scrolls away with the content.
        scrollView.setContentOffset(Point(x: 0, y: 120))
        window.layoutIfNeeded()
        assertFrame(header.frame, 0, 0, 390, 200)
        assertNoIssues(window)
    }

    /// A header above the scroll view (a sibling) and contentInset.top for it; then a
    /// keyboard-like bottom inset and scrollRectToVisible for a field near the bottom.
    func testHeaderInsetAndKeyboardInset() {
        let (window, scrollView, body) = makeTallScroll(safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let header = View()
        header.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(header)
        LayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor),
            header.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            header.heightAnchor.constraint(equalToConstant: 60),
        ])
        scrollView.contentInset.top = 60
        window.layoutIfNeeded()
        // Vertically scrollable (2000 > 844): adjusted top = 60 + 47 = 107, bottom = 0 + 34.
        XCTAssertEqual(scrollView.adjustedContentInset, EdgeInsets(top: 107, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(scrollView.contentOffset, Point(x: 0, y: -107))
        // The body starts right under the header on screen: 47 + 60 = 107.
        XCTAssertEqual(body.convert(body.bounds, to: nil).minY, 107)
        assertFrame(header.frame, 0, 47, 390, 60)
        // Keyboard 300 high: apps set the bottom inset to keyboard height - safe bottom.
        scrollView.contentInset.bottom = 300 - 34
        let field = Rect(x: 16, y: 1500, width: 358, height: 44)
        scrollView.scrollRectToVisible(field, animated: false)
        window.layoutIfNeeded()
        // Visible area: offset + 107 ... offset + 844 - 300. Least scroll showing 1544 at the
        // bottom: offset = 1544 - 544 = 1000 (inside -107 ... 2000 + 300 - 844 = 1456).
        XCTAssertEqual(scrollView.adjustedContentInset.bottom, 300)
        XCTAssertEqual(scrollView.contentOffset, Point(x: 0, y: 1000))
        // Scrolling to the very end stops at 1456.
        scrollView.scrollRectToVisible(Rect(x: 0, y: 1990, width: 10, height: 10), animated: false)
        XCTAssertEqual(scrollView.contentOffset.y, 1456)
        // Back above the header: the rect's top lands just under it: 10 - 107 = -97.
        scrollView.scrollRectToVisible(Rect(x: 0, y: 10, width: 10, height: 10), animated: false)
        XCTAssertEqual(scrollView.contentOffset.y, -97)
        assertNoIssues(window)
    }

    /// A paging carousel of three pages, each the scroll view's visible size.
    private func makeCarousel(
        in window: Window, behavior: ContentInsetAdjustmentBehavior
    ) -> (ScrollView, [View]) {
        let scrollView = ScrollView()
        scrollView.contentInsetAdjustmentBehavior = behavior
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(scrollView)
        LayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            scrollView.heightAnchor.constraint(equalToConstant: 200),
        ])
        let content = scrollView.contentLayoutGuide, frame = scrollView.frameLayoutGuide
        var pages: [View] = []
        for index in 0..<3 {
            let page = View()
            page.translatesAutoresizingMaskIntoConstraints = false
            scrollView.addSubview(page)
            LayoutConstraint.activate([
                page.topAnchor.constraint(equalTo: content.topAnchor),
                page.bottomAnchor.constraint(equalTo: content.bottomAnchor),
                page.widthAnchor.constraint(equalTo: frame.widthAnchor),
                page.heightAnchor.constraint(equalTo: frame.heightAnchor),
                page.leadingAnchor.constraint(equalTo: index == 0 ? content.leadingAnchor : pages[index - 1].trailingAnchor),
            ])
            pages.append(page)
        }
        pages[2].trailingAnchor.constraint(equalTo: content.trailingAnchor).isActive = true
        return (scrollView, pages)
    }

    func testPagingCarouselLeftToRight() {
        let window = TestScreen.iPhone14.window()
        let (scrollView, pages) = makeCarousel(in: window, behavior: .automatic)
        window.layoutIfNeeded()
        // Three pages of 390x200: content 1170x200. Horizontal scrolls, but the portrait safe
        // area has no left/right inset: adjusted 0; vertical does not scroll: 0. Offset 0.
        XCTAssertEqual(scrollView.contentSize, Size(width: 1170, height: 200))
        XCTAssertEqual(scrollView.adjustedContentInset, EdgeInsets())
        XCTAssertEqual(scrollView.contentOffset, Point(x: 0, y: 0))
        assertFrame(scrollView.frame, 0, 47, 390, 200)
        for (i, page) in pages.enumerated() { assertFrame(page.frame, 390 * Double(i), 0, 390, 200, "page \(i)") }
        // Paging to the second page.
        scrollView.setContentOffset(Point(x: 390, y: 0))
        window.layoutIfNeeded()
        XCTAssertEqual(pages[1].convert(pages[1].bounds, to: nil), Rect(x: 0, y: 47, width: 390, height: 200))
        assertNoIssues(window)
    }

    func testPagingCarouselRightToLeftStartsAtTheRight() {
        let window = TestScreen.iPhone14.window(direction: .rightToLeft)
        let (scrollView, pages) = makeCarousel(in: window, behavior: .automatic)
        window.layoutIfNeeded()
        // RTL: the content guide's leading edge is its right edge (x = 1170): page 0 at 780,
        // page 1 at 390, page 2 at 0. UIScrollView does not flip contentOffset: still 0.
        XCTAssertEqual(scrollView.contentSize, Size(width: 1170, height: 200))
        assertFrame(pages[0].frame, 780, 0, 390, 200)
        assertFrame(pages[1].frame, 390, 0, 390, 200)
        assertFrame(pages[2].frame, 0, 0, 390, 200)
        XCTAssertEqual(scrollView.contentOffset, Point(x: 0, y: 0))
        assertNoIssues(window)
    }

    func testPagingCarouselInLandscapeWithAndWithoutAdjustment() {
        // Landscape: safe area 47 left and right. `.automatic` adjusts the horizontal axis
        // (it scrolls): adjusted left/right 47, offset x -47; pages stay frame-wide (844).
        let window = TestScreen.iPhone14Landscape.window()
        let (adjusted, pages) = makeCarousel(in: window, behavior: .automatic)
        window.layoutIfNeeded()
        XCTAssertEqual(adjusted.adjustedContentInset, EdgeInsets(top: 0, left: 47, bottom: 0, right: 47))
        XCTAssertEqual(adjusted.contentOffset, Point(x: -47, y: 0))
        XCTAssertEqual(adjusted.contentSize, Size(width: 2532, height: 200))
        assertFrame(pages[1].frame, 844, 0, 844, 200)
        // `.never`: no adjustment, offset 0.
        adjusted.contentInsetAdjustmentBehavior = .never
        window.layoutIfNeeded()
        XCTAssertEqual(adjusted.adjustedContentInset, EdgeInsets())
        assertNoIssues(window)
    }

    /// A horizontal scroll view nested in a vertical one: both content sizes, and the inner
    /// pages moving on screen with the outer offset.
    func testNestedScrollViews() {
        let window = Window(size: Size(width: 390, height: 844))
        let outer = ScrollView()
        pinEdges(outer, to: window)
        let stack = StackView()
        stack.axis = .vertical
        stack.spacing = 20
        stack.translatesAutoresizingMaskIntoConstraints = false
        outer.addSubview(stack)
        let content = outer.contentLayoutGuide
        LayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: content.topAnchor),
            stack.bottomAnchor.constraint(equalTo: content.bottomAnchor),
            stack.leadingAnchor.constraint(equalTo: content.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: content.trailingAnchor),
            stack.widthAnchor.constraint(equalTo: outer.frameLayoutGuide.widthAnchor),
        ])
        let banner = ContentSizedView(View.noIntrinsicMetric, 300)
        let inner = ScrollView()
        inner.heightAnchor.constraint(equalToConstant: 120).isActive = true
        let footer = ContentSizedView(View.noIntrinsicMetric, 900)
        for view in [banner, inner, footer] { stack.addArrangedSubview(view) }
        var cards: [View] = []
        for index in 0..<4 {
            let card = ContentSizedView(150, 100)
            card.translatesAutoresizingMaskIntoConstraints = false
            inner.addSubview(card)
            let ic = inner.contentLayoutGuide
            LayoutConstraint.activate([
                card.topAnchor.constraint(equalTo: ic.topAnchor, constant: 10),
                card.bottomAnchor.constraint(equalTo: ic.bottomAnchor, constant: -10),
                card.leadingAnchor.constraint(equalTo: index == 0 ? ic.leadingAnchor : cards[index - 1].trailingAnchor, constant: 10),
            ])
            cards.append(card)
        }
        cards[3].trailingAnchor.constraint(equalTo: inner.contentLayoutGuide.trailingAnchor, constant: -10).isActive = true
        window.layoutIfNeeded()
        // Outer: 300 + 20 + 120 + 20 + 900 = 1360 tall. Inner at y 320, 390 x 120.
        XCTAssertEqual(outer.contentSize, Size(width: 390, height: 1360))
        assertFrame(inner.frame, 0, 320, 390, 120)
        // Inner: 4 cards of 150 with 10 before each and after the last: 650 x (10+100+10).
        XCTAssertEqual(inner.contentSize, Size(width: 650, height: 120))
        assertFrame(cards[2].frame, 330, 10, 150, 100)
        // Scrolling both: card 2 on screen at x 330 - 200 = 130, y 320 + 10 - 250 = 80.
        outer.setContentOffset(Point(x: 0, y: 250))
        inner.setContentOffset(Point(x: 200, y: 0))
        window.layoutIfNeeded()
        XCTAssertEqual(cards[2].convert(cards[2].bounds, to: nil), Rect(x: 130, y: 80, width: 150, height: 100))
        assertNoIssues(window)
    }
}
