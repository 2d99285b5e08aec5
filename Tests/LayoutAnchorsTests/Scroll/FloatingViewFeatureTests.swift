// Views constrained across a scroll view's boundary float (TN2154): a descendant of a scroll
// view pinned to an item outside it (an ancestor, an ancestor's guide, a sibling of the scroll
// view) keeps its place on screen at every content offset, the initial one included.

import LayoutAnchors
import XCTest

final class FloatingViewFeatureTests: XCTestCase {
    /// The issue's repro: a full-screen scroll view with 2000 pt of content in a 390x844 window
    /// (safe area 47 / 34), and a 60 pt header, a subview of the scroll view, pinned to the
    /// root's safe area top and to the root's sides.
    final class StickyHeader {
        let window = Window(size: Size(width: 390, height: 844), safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        var scrollView: ScrollView!
        var content: View!
        var header: View!

        init() {
            // The controller keeps its closure: no cycle through self.
            window.rootViewController = ClosureViewController { [unowned self] root in
                self.scrollView = constrainedScrollView(in: root)
                self.content = constrainedView(in: self.scrollView, "content")
                self.header = constrainedView(in: self.scrollView, "header")
                let guide = self.scrollView.contentLayoutGuide
                LayoutConstraint.activate([
                    self.scrollView.topAnchor.constraint(equalTo: root.topAnchor),
                    self.scrollView.bottomAnchor.constraint(equalTo: root.bottomAnchor),
                    self.scrollView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                    self.scrollView.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                    self.content.topAnchor.constraint(equalTo: guide.topAnchor),
                    self.content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
                    self.content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                    self.content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
                    self.content.widthAnchor.constraint(equalTo: self.scrollView.frameLayoutGuide.widthAnchor),
                    self.content.heightAnchor.constraint(equalToConstant: 2000),
                    self.header.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
                    self.header.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                    self.header.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                    self.header.heightAnchor.constraint(equalToConstant: 60),
                ])
            }
            window.layoutIfNeeded()
        }

        var headerOnScreen: Rect { header.convert(header.bounds, to: nil) }
    }

    func testStickyHeaderStaysUnderTheSafeAreaAtEveryOffset() {
        let s = StickyHeader()
        // Content 2000 > 844: the vertical axis is adjusted, so the initial offset is -47.
        XCTAssertEqual(s.scrollView.contentOffset, Point(x: 0, y: -47))
        // frame.y = 47 + offset.y - scroll.frame.minY = 47 - 47 - 0 = 0.
        assertFrame(s.header.frame, 0, 0, 390, 60)
        assertFrame(s.headerOnScreen, 0, 47, 390, 60)
        for y: Double in [0, 120, 500, 1000, 1190, -47] {  // 1190 = 2000 + 34 - 844, the bottom
            s.scrollView.setContentOffset(Point(x: 0, y: y))
            s.window.layoutIfNeeded()
            // frame.y = 47 + y - 0; on screen 47 whatever the offset.
            assertFrame(s.header.frame, 0, 47 + y, 390, 60)
            assertFrame(s.headerOnScreen, 0, 47, 390, 60)
        }
        XCTAssertTrue(s.window.layoutIssues.isEmpty, "\(s.window.layoutIssues)")
    }

    func testFloatingViewsAddNothingToContentSize() {
        let s = StickyHeader()
        XCTAssertEqual(s.scrollView.contentSize, Size(width: 390, height: 2000))
        assertFrame(s.content.frame, 0, 0, 390, 2000)
        s.scrollView.setContentOffset(Point(x: 0, y: 700))
        s.window.layoutIfNeeded()
        XCTAssertEqual(s.scrollView.contentSize, Size(width: 390, height: 2000))
        assertFrame(s.content.frame, 0, 0, 390, 2000)
    }

    func testStickyHeaderAfterRotation() {
        let s = StickyHeader()
        s.scrollView.setContentOffset(Point(x: 0, y: 300))
        s.window.layoutIfNeeded()
        // Landscape 844x390, safe area 0 top, 47 left and right, 21 bottom.
        s.window.resize(to: Size(width: 844, height: 390), safeAreaInsets: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        s.window.layoutIfNeeded()
        // The user's offset (300) stays; header.top == safe top (0): frame.y = 0 + 300 - 0;
        // the header spans the root's full width, 844.
        assertFrame(s.header.frame, 0, 300, 844, 60)
        assertFrame(s.headerOnScreen, 0, 0, 844, 60)
        s.scrollView.setContentOffset(Point(x: 0, y: 10))
        s.window.layoutIfNeeded()
        assertFrame(s.headerOnScreen, 0, 0, 844, 60)
        XCTAssertTrue(s.window.layoutIssues.isEmpty, "\(s.window.layoutIssues)")
    }

    /// A floating action button pinned to the root's safe area, bottom-trailing, 16 pt in.
    func testFloatingActionButtonPinnedToRootSafeArea() {
        var scrollView: ScrollView!
        var button: View!
        let window = phoneWindow { root in
            scrollView = constrainedScrollView(in: root)
            let content = constrainedView(in: scrollView, "content")
            button = constrainedView(in: scrollView, "button")
            let safe = root.safeAreaLayoutGuide
            LayoutConstraint.activate([
                scrollView.topAnchor.constraint(equalTo: root.topAnchor),
                scrollView.bottomAnchor.constraint(equalTo: root.bottomAnchor),
                scrollView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                scrollView.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
                content.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
                content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
                content.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
                content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
                content.heightAnchor.constraint(equalToConstant: 3000),
                button.widthAnchor.constraint(equalToConstant: 56),
                button.heightAnchor.constraint(equalToConstant: 56),
                button.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -16),
                button.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -16),
            ])
        }
        window.layoutIfNeeded()
        // On screen: x = 390 - 16 - 56 = 318; y = 844 - 34 - 16 - 56 = 738.
        XCTAssertEqual(button.convert(button.bounds, to: nil), Rect(x: 318, y: 738, width: 56, height: 56))
        // Initial offset -47: frame.y = 738 + (-47) = 691.
        assertFrame(button.frame, 318, 691, 56, 56)
        scrollView.setContentOffset(Point(x: 0, y: 1234))
        window.layoutIfNeeded()
        assertFrame(button.frame, 318, 738 + 1234, 56, 56)
        XCTAssertEqual(button.convert(button.bounds, to: nil), Rect(x: 318, y: 738, width: 56, height: 56))
        XCTAssertEqual(scrollView.contentSize, Size(width: 390, height: 3000))
        XCTAssertTrue(window.layoutIssues.isEmpty, "\(window.layoutIssues)")
    }

    /// A view inside the scroll view pinned to a sibling of the scroll view (a toolbar below
    /// it) floats too, and stays right after a resize.
    func testViewPinnedToASiblingOfTheScrollViewFloats() {
        var scrollView: ScrollView!
        var toolbar: View!
        var badge: View!
        let window = phoneWindow { root in
            scrollView = constrainedScrollView(in: root)
            toolbar = constrainedView(in: root, "toolbar")
            let content = constrainedView(in: scrollView, "content")
            badge = constrainedView(in: scrollView, "badge")
            LayoutConstraint.activate([
                scrollView.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
                scrollView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                scrollView.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                scrollView.bottomAnchor.constraint(equalTo: toolbar.topAnchor),
                toolbar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                toolbar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                toolbar.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor),
                toolbar.heightAnchor.constraint(equalToConstant: 44),
                content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
                content.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
                content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
                content.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
                content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
                content.heightAnchor.constraint(equalToConstant: 5000),
                badge.bottomAnchor.constraint(equalTo: toolbar.topAnchor, constant: -8),
                badge.centerXAnchor.constraint(equalTo: toolbar.centerXAnchor),
                badge.widthAnchor.constraint(equalToConstant: 100),
                badge.heightAnchor.constraint(equalToConstant: 30),
            ])
        }
        window.layoutIfNeeded()
        // Toolbar: bottom at 844 - 34 = 810, top 766. Scroll view 100...766 (666 high); its
        // safe area is clear of the window's insets (top 100 > 47, bottom 766 < 810), so the
        // adjusted inset is 0 and the initial offset 0.
        assertFrame(toolbar.frame, 0, 766, 390, 44)
        assertFrame(scrollView.frame, 0, 100, 390, 666)
        XCTAssertEqual(scrollView.contentOffset, Point(x: 0, y: 0))
        // Badge on screen: bottom 766 - 8 = 758, top 728; x = 195 - 50 = 145.
        XCTAssertEqual(badge.convert(badge.bounds, to: nil), Rect(x: 145, y: 728, width: 100, height: 30))
        // frame.y = 728 - 100 (scroll view's top) + 0 = 628.
        assertFrame(badge.frame, 145, 628, 100, 30)
        scrollView.setContentOffset(Point(x: 0, y: 400))
        window.layoutIfNeeded()
        assertFrame(badge.frame, 145, 628 + 400, 100, 30)
        XCTAssertEqual(badge.convert(badge.bounds, to: nil), Rect(x: 145, y: 728, width: 100, height: 30))
        // Resize to 430x932 with safe area 59 / 34: toolbar bottom 932 - 34 = 898, top 854;
        // badge on screen top 854 - 8 - 30 = 816, x = 215 - 50 = 165; frame.y = 816 - 100 + 400.
        window.resize(to: Size(width: 430, height: 932), safeAreaInsets: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        window.layoutIfNeeded()
        XCTAssertEqual(badge.convert(badge.bounds, to: nil), Rect(x: 165, y: 816, width: 100, height: 30))
        assertFrame(badge.frame, 165, 1116, 100, 30)
        XCTAssertTrue(window.layoutIssues.isEmpty, "\(window.layoutIssues)")
    }

    /// A label inside a floating header floats with it (it floats only through the header).
    func testViewPinnedToAFloatingViewFloats() {
        let s = StickyHeader()
        let title = constrainedView(in: s.scrollView, "title")
        LayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: s.header.leadingAnchor, constant: 16),
            title.centerYAnchor.constraint(equalTo: s.header.centerYAnchor),
            title.widthAnchor.constraint(equalToConstant: 200),
            title.heightAnchor.constraint(equalToConstant: 20),
        ])
        s.scrollView.setContentOffset(Point(x: 0, y: 250))
        s.window.layoutIfNeeded()
        // Header on screen at y 47; title centred in it: 47 + 30 - 10 = 67; frame.y = 67 + 250.
        XCTAssertEqual(title.convert(title.bounds, to: nil), Rect(x: 16, y: 67, width: 200, height: 20))
        assertFrame(title.frame, 16, 317, 200, 20)
    }

    /// A view inside an inner scroll view (a carousel) pinned to the outer scroll view's
    /// content floats over the carousel's scrolling only, and scrolls with the outer content.
    func testNestedScrollViewsFloatRelativeToTheirOwnContent() {
        var outer: ScrollView!, inner: ScrollView!, badge: View!, outerContent: View!
        let window = phoneWindow { root in
            outer = constrainedScrollView(in: root, "outer")
            outerContent = constrainedView(in: outer, "outerContent")
            inner = constrainedScrollView(in: outerContent, "inner")
            let strip = constrainedView(in: inner, "strip")
            badge = constrainedView(in: inner, "badge")
            LayoutConstraint.activate([
                outer.topAnchor.constraint(equalTo: root.topAnchor),
                outer.bottomAnchor.constraint(equalTo: root.bottomAnchor),
                outer.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                outer.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                outerContent.topAnchor.constraint(equalTo: outer.contentLayoutGuide.topAnchor),
                outerContent.bottomAnchor.constraint(equalTo: outer.contentLayoutGuide.bottomAnchor),
                outerContent.leadingAnchor.constraint(equalTo: outer.contentLayoutGuide.leadingAnchor),
                outerContent.trailingAnchor.constraint(equalTo: outer.contentLayoutGuide.trailingAnchor),
                outerContent.widthAnchor.constraint(equalTo: outer.frameLayoutGuide.widthAnchor),
                outerContent.heightAnchor.constraint(equalToConstant: 3000),
                inner.topAnchor.constraint(equalTo: outerContent.topAnchor, constant: 100),
                inner.leadingAnchor.constraint(equalTo: outerContent.leadingAnchor),
                inner.trailingAnchor.constraint(equalTo: outerContent.trailingAnchor),
                inner.heightAnchor.constraint(equalToConstant: 200),
                strip.topAnchor.constraint(equalTo: inner.contentLayoutGuide.topAnchor),
                strip.bottomAnchor.constraint(equalTo: inner.contentLayoutGuide.bottomAnchor),
                strip.leadingAnchor.constraint(equalTo: inner.contentLayoutGuide.leadingAnchor),
                strip.trailingAnchor.constraint(equalTo: inner.contentLayoutGuide.trailingAnchor),
                strip.heightAnchor.constraint(equalTo: inner.frameLayoutGuide.heightAnchor),
                strip.widthAnchor.constraint(equalToConstant: 2000),
                badge.leadingAnchor.constraint(equalTo: outerContent.leadingAnchor, constant: 10),
                badge.topAnchor.constraint(equalTo: outerContent.topAnchor, constant: 110),
                badge.widthAnchor.constraint(equalToConstant: 30),
                badge.heightAnchor.constraint(equalToConstant: 30),
            ])
        }
        window.layoutIfNeeded()
        // The inner scroll view (content 2000 wide, its own axis not adjusted: it is under no
        // unsafe edge) starts at offset (0, 0); the outer at (0, -47).
        XCTAssertEqual(inner.contentOffset, Point(x: 0, y: 0))
        assertFrame(badge.frame, 10, 10, 30, 30)
        inner.setContentOffset(Point(x: 600, y: 0))
        outer.setContentOffset(Point(x: 0, y: 50))
        window.layoutIfNeeded()
        // Inner scrolled by 600: the badge keeps its place in the outer content, so its frame
        // in the inner scroll view moves by 600: x 10 + 600. On screen it scrolls with the
        // outer content: y 100 + 10 - 50 = 60.
        assertFrame(badge.frame, 610, 10, 30, 30)
        XCTAssertEqual(badge.convert(badge.bounds, to: nil), Rect(x: 10, y: 60, width: 30, height: 30))
    }

    /// With `.never`, the content sees the unsafe top edge: a content view's safe area follows
    /// its place on screen as it scrolls (the scroll-only layout must still update it).
    func testContentSafeAreaFollowsScrollingWhenTheContentSeesTheUnsafeEdge() {
        var scrollView: ScrollView!, card: View!, child: View!
        let window = phoneWindow { root in
            scrollView = constrainedScrollView(in: root)
            scrollView.contentInsetAdjustmentBehavior = .never
            let content = constrainedView(in: scrollView, "content")
            card = constrainedView(in: content, "card")
            child = constrainedView(in: card, "child")
            LayoutConstraint.activate([
                scrollView.topAnchor.constraint(equalTo: root.topAnchor),
                scrollView.bottomAnchor.constraint(equalTo: root.bottomAnchor),
                scrollView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                scrollView.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
                content.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
                content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
                content.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
                content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
                content.heightAnchor.constraint(equalToConstant: 2000),
                card.topAnchor.constraint(equalTo: content.topAnchor),
                card.leadingAnchor.constraint(equalTo: content.leadingAnchor),
                card.trailingAnchor.constraint(equalTo: content.trailingAnchor),
                card.heightAnchor.constraint(equalToConstant: 100),
                child.topAnchor.constraint(equalTo: card.safeAreaLayoutGuide.topAnchor),
                child.leadingAnchor.constraint(equalTo: card.leadingAnchor),
                child.widthAnchor.constraint(equalToConstant: 10),
                child.heightAnchor.constraint(equalToConstant: 10),
            ])
        }
        window.layoutIfNeeded()
        // `.never`: offset 0; the card is on screen at 0 ... 100, under the 47-pt top inset.
        XCTAssertEqual(scrollView.contentOffset, Point(x: 0, y: 0))
        assertFrame(child.frame, 0, 47, 10, 10)
        scrollView.setContentOffset(Point(x: 0, y: 30))
        window.layoutIfNeeded()
        // Card on screen at -30 ... 70: its safe area starts 47 + 30 = 77 below its top.
        assertFrame(child.frame, 0, 77, 10, 10)
        scrollView.setContentOffset(Point(x: 0, y: 200))
        window.layoutIfNeeded()
        // Wholly above the safe area: the inset is clipped to the card's height, 100.
        assertFrame(child.frame, 0, 100, 10, 10)
    }

    /// Right-to-left, a floating badge pinned to the root's leading edge sits on the right and
    /// still floats; flipping back and forth records no issue.
    func testFloatingViewRightToLeft() {
        let s = StickyHeader()
        let badge = constrainedView(in: s.scrollView, "badge")
        LayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: s.window.rootViewController!.view.leadingAnchor, constant: 10),
            badge.topAnchor.constraint(equalTo: s.header.bottomAnchor, constant: 4),
            badge.widthAnchor.constraint(equalToConstant: 100),
            badge.heightAnchor.constraint(equalToConstant: 20),
        ])
        s.window.layoutDirection = .rightToLeft
        s.scrollView.setContentOffset(Point(x: 0, y: 400))
        s.window.layoutIfNeeded()
        // Leading is the right edge: x = 390 - 10 - 100 = 280; below the header: 47 + 60 + 4.
        XCTAssertEqual(badge.convert(badge.bounds, to: nil), Rect(x: 280, y: 111, width: 100, height: 20))
        assertFrame(badge.frame, 280, 511, 100, 20)  // 111 + 400
        s.window.layoutDirection = .leftToRight
        s.window.layoutIfNeeded()
        XCTAssertEqual(badge.convert(badge.bounds, to: nil), Rect(x: 10, y: 111, width: 100, height: 20))
        XCTAssertTrue(s.window.layoutIssues.isEmpty, "\(s.window.layoutIssues)")
    }

    /// With the keyboard up, a content view's keyboard guide follows its place on screen as
    /// the content scrolls.
    func testContentKeyboardGuideFollowsScrolling() {
        var scrollView: ScrollView!, card: View!, child: View!
        let window = phoneWindow { root in
            scrollView = constrainedScrollView(in: root)
            let content = constrainedView(in: scrollView, "content")
            card = constrainedView(in: content, "card")
            child = constrainedView(in: card, "child")
            LayoutConstraint.activate([
                scrollView.topAnchor.constraint(equalTo: root.topAnchor),
                scrollView.bottomAnchor.constraint(equalTo: root.bottomAnchor),
                scrollView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                scrollView.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
                content.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
                content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
                content.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
                content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
                content.heightAnchor.constraint(equalToConstant: 3000),
                card.topAnchor.constraint(equalTo: content.topAnchor, constant: 1000),
                card.leadingAnchor.constraint(equalTo: content.leadingAnchor),
                card.trailingAnchor.constraint(equalTo: content.trailingAnchor),
                card.heightAnchor.constraint(equalToConstant: 400),
                child.bottomAnchor.constraint(equalTo: card.keyboardLayoutGuide.topAnchor),
                child.leadingAnchor.constraint(equalTo: card.leadingAnchor),
                child.widthAnchor.constraint(equalToConstant: 10),
                child.heightAnchor.constraint(equalToConstant: 10),
            ])
        }
        window.keyboardFrame = Rect(x: 0, y: 844 - 336, width: 390, height: 336)  // top at 508
        scrollView.setContentOffset(Point(x: 0, y: 600))
        window.layoutIfNeeded()
        // Card on screen at 1000 - 600 = 400 ... 800; keyboard top 508 is 108 below its top.
        assertFrame(child.frame, 0, 98, 10, 10)
        scrollView.setContentOffset(Point(x: 0, y: 650))
        window.layoutIfNeeded()
        // Card at 350 ... 750: the keyboard's top is 158 below the card's top.
        assertFrame(child.frame, 0, 148, 10, 10)
    }
}
