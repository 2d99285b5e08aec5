// contentInsetAdjustmentBehavior, adjustedContentInset and the initial contentOffset of a
// full-screen scroll view, for each behaviour, short and tall content, alwaysBounce*, a
// contentInset of the app's own, portrait and landscape. Rules (UIScrollView headers/docs):
// adjustedContentInset = contentInset + the safe area on the adjusted axes; `.scrollableAxes`
// adjusts an axis when contentSize is larger than the frame on it or alwaysBounce* is set;
// `.automatic` acts as `.scrollableAxes` outside navigation controllers (API.md); `.always`
// adjusts both axes; `.never` none. An unscrolled scroll view sits at
// (-adjustedContentInset.left, -adjustedContentInset.top) (API.md).

import LayoutAnchors
import XCTest

final class ContentInsetAdjustmentConformanceTests: XCTestCase {
    /// A scroll view filling `window`, with a content view as wide as the frame and `height` tall.
    private func makeScroller(in window: Window, height: Double) -> (ScrollView, View) {
        let (scrollView, content, _) = makeScrollerWithHeight(in: window, height: height)
        return (scrollView, content)
    }

    /// The same, with the content's height constraint.
    private func makeScrollerWithHeight(in window: Window, height: Double) -> (ScrollView, View, LayoutConstraint) {
        let scrollView = ScrollView()
        pinEdges(scrollView, to: window)
        let content = View()
        content.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(content)
        let guide = scrollView.contentLayoutGuide
        LayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: guide.topAnchor),
            content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
        ])
        let heightConstraint = content.heightAnchor.constraint(equalToConstant: height)
        heightConstraint.isActive = true
        return (scrollView, content, heightConstraint)
    }

    private let appInset = EdgeInsets(top: 10, left: 5, bottom: 20, right: 5)

    func testEachBehaviourInLandscapeWithTallContent() {
        // 844 x 390 landscape, safe area (top 0, left 47, bottom 21, right 47). Content 844 x
        // 1000: scrolls vertically (1000 > 390), not horizontally (844 == 844).
        let cases: [(ContentInsetAdjustmentBehavior, EdgeInsets)] = [
            // vertical adjusted: top 10 + 0, bottom 20 + 21 = 41; sides the app's 5.
            (.automatic, EdgeInsets(top: 10, left: 5, bottom: 41, right: 5)),
            (.scrollableAxes, EdgeInsets(top: 10, left: 5, bottom: 41, right: 5)),
            // every edge: left and right 5 + 47 = 52.
            (.always, EdgeInsets(top: 10, left: 52, bottom: 41, right: 52)),
            (.never, EdgeInsets(top: 10, left: 5, bottom: 20, right: 5)),
        ]
        for (behaviour, expected) in cases {
            let window = TestScreen.iPhone14Landscape.window()
            let (scrollView, _) = makeScroller(in: window, height: 1000)
            scrollView.contentInset = appInset
            scrollView.contentInsetAdjustmentBehavior = behaviour
            window.layoutIfNeeded()
            let context = "\(behaviour)"
            XCTAssertEqual(scrollView.contentSize, Size(width: 844, height: 1000), context)
            XCTAssertEqual(scrollView.adjustedContentInset, expected, context)
            XCTAssertEqual(scrollView.contentOffset, Point(x: -expected.left, y: -expected.top), context)
            XCTAssertEqual(scrollView.bounds.origin, scrollView.contentOffset, context)
            assertNoIssues(window, context)
        }
    }

    func testShortContentIsAdjustedOnlyOnBouncingAxes() {
        // Content 844 x 200 in the 844 x 390 landscape window: no axis scrolls.
        let cases: [(vertical: Bool, horizontal: Bool, expected: EdgeInsets)] = [
            // nothing adjusted: the app's inset alone.
            (false, false, EdgeInsets(top: 10, left: 5, bottom: 20, right: 5)),
            // alwaysBounceVertical: top 10 + 0, bottom 20 + 21 = 41.
            (true, false, EdgeInsets(top: 10, left: 5, bottom: 41, right: 5)),
            // alwaysBounceHorizontal: left and right 5 + 47 = 52.
            (false, true, EdgeInsets(top: 10, left: 52, bottom: 20, right: 52)),
            (true, true, EdgeInsets(top: 10, left: 52, bottom: 41, right: 52)),
        ]
        for (vertical, horizontal, expected) in cases {
            for behaviour in [ContentInsetAdjustmentBehavior.automatic, .scrollableAxes] {
                let window = TestScreen.iPhone14Landscape.window()
                let (scrollView, _) = makeScroller(in: window, height: 200)
                scrollView.contentInset = appInset
                scrollView.contentInsetAdjustmentBehavior = behaviour
                scrollView.alwaysBounceVertical = vertical
                scrollView.alwaysBounceHorizontal = horizontal
                window.layoutIfNeeded()
                let context = "\(behaviour) bounce v \(vertical) h \(horizontal)"
                XCTAssertEqual(scrollView.adjustedContentInset, expected, context)
                XCTAssertEqual(scrollView.contentOffset, Point(x: -expected.left, y: -expected.top), context)
            }
        }
    }

    func testContentGrowingPastTheFrameStartsBeingAdjusted() {
        // Portrait 390 x 844, safe area top 47, bottom 34. Content 600 tall: not scrollable,
        // adjusted = the app's inset; 900 tall: scrollable, top 10 + 47 = 57, bottom 20 + 34 = 54.
        let window = TestScreen.iPhone14.window()
        let (scrollView, _, height) = makeScrollerWithHeight(in: window, height: 600)
        scrollView.contentInset = appInset
        window.layoutIfNeeded()
        XCTAssertEqual(scrollView.adjustedContentInset, appInset)
        XCTAssertEqual(scrollView.contentOffset, Point(x: -5, y: -10))
        height.constant = 900
        window.layoutIfNeeded()
        XCTAssertEqual(scrollView.contentSize, Size(width: 390, height: 900))
        XCTAssertEqual(scrollView.adjustedContentInset, EdgeInsets(top: 57, left: 5, bottom: 54, right: 5))
        XCTAssertEqual(scrollView.contentOffset, Point(x: -5, y: -57))
        assertNoIssues(window)
    }

    func testContentSafeAreaOnTheAxisLeftUnadjusted() {
        // Landscape, .automatic, tall content, no app inset: the vertical axis is adjusted
        // (offset (0, 0): safe top is 0), the horizontal one is not, so the content still sees
        // the 47 pt side insets (how table cells keep clear of the notch). A row pinned to
        // the content's safe area: x = 47, width 844 - 2 x 47 = 750. The content's bottom
        // is covered by the home indicator only on screen, and the vertical axis is adjusted:
        // its safe area has no top or bottom inset.
        let window = TestScreen.iPhone14Landscape.window()
        let (scrollView, content) = makeScroller(in: window, height: 1000)
        let row = View()
        row.translatesAutoresizingMaskIntoConstraints = false
        content.addSubview(row)
        LayoutConstraint.activate([
            row.leadingAnchor.constraint(equalTo: content.safeAreaLayoutGuide.leadingAnchor),
            row.trailingAnchor.constraint(equalTo: content.safeAreaLayoutGuide.trailingAnchor),
            row.topAnchor.constraint(equalTo: content.safeAreaLayoutGuide.topAnchor),
            row.heightAnchor.constraint(equalToConstant: 44),
        ])
        window.layoutIfNeeded()
        XCTAssertEqual(scrollView.adjustedContentInset, EdgeInsets(top: 0, left: 0, bottom: 21, right: 0))
        XCTAssertEqual(content.safeAreaInsets, EdgeInsets(top: 0, left: 47, bottom: 0, right: 47))
        assertFrame(row.frame, 47, 0, 750, 44)
        // .always adjusts the sides too: the scroll view's content inset keeps the content
        // clear of the notch instead (offset x = -47, the content on screen at 47...891), and
        // an adjusted axis hands no safe area down: the content sees no insets at all.
        scrollView.contentInsetAdjustmentBehavior = .always
        window.layoutIfNeeded()
        XCTAssertEqual(scrollView.contentOffset, Point(x: -47, y: 0))
        XCTAssertEqual(content.safeAreaInsets, EdgeInsets())
        assertFrame(row.frame, 0, 0, 844, 44)
        assertNoIssues(window)
    }

    func testBehaviourChangeMovesOnlyAnUnscrolledScrollView() {
        // Landscape, tall content: .never -> offset (0, 0); .always -> (-47, 0); after the
        // user scrolls to y = 100 a later change keeps the offset (UIKit moves only the
        // resting position, API.md: "a scroll view that has not been scrolled").
        let window = TestScreen.iPhone14Landscape.window()
        let (scrollView, _) = makeScroller(in: window, height: 1000)
        scrollView.contentInsetAdjustmentBehavior = .never
        window.layoutIfNeeded()
        XCTAssertEqual(scrollView.contentOffset, Point(x: 0, y: 0))
        scrollView.contentInsetAdjustmentBehavior = .always
        window.layoutIfNeeded()
        XCTAssertEqual(scrollView.adjustedContentInset, EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        XCTAssertEqual(scrollView.contentOffset, Point(x: -47, y: 0))
        scrollView.setContentOffset(Point(x: -47, y: 100), animated: true)
        scrollView.contentInsetAdjustmentBehavior = .never
        window.layoutIfNeeded()
        XCTAssertEqual(scrollView.adjustedContentInset, EdgeInsets())
        XCTAssertEqual(scrollView.contentOffset, Point(x: -47, y: 100))
        XCTAssertEqual(scrollView.bounds.origin, Point(x: -47, y: 100))
    }

    func testRotationRecomputesTheAdjustment() {
        // Portrait 390 x 844 (47 / 34) with content 600 tall: not scrollable, no adjustment.
        // Rotated to 844 x 390 (0, 47, 21, 47): 600 > 390 scrolls: bottom 21, top 0.
        // Back to portrait: no adjustment again; never scrolled, so the offset follows.
        let window = TestScreen.iPhone14.window()
        let (scrollView, _) = makeScroller(in: window, height: 600)
        window.layoutIfNeeded()
        XCTAssertEqual(scrollView.adjustedContentInset, EdgeInsets())
        window.resize(to: TestScreen.iPhone14Landscape.size, safeAreaInsets: TestScreen.iPhone14Landscape.safeArea)
        window.layoutIfNeeded()
        XCTAssertEqual(scrollView.contentSize, Size(width: 844, height: 600))
        XCTAssertEqual(scrollView.adjustedContentInset, EdgeInsets(top: 0, left: 0, bottom: 21, right: 0))
        XCTAssertEqual(scrollView.contentOffset, Point(x: 0, y: 0))
        window.resize(to: TestScreen.iPhone14.size, safeAreaInsets: TestScreen.iPhone14.safeArea)
        window.layoutIfNeeded()
        XCTAssertEqual(scrollView.adjustedContentInset, EdgeInsets())
        XCTAssertEqual(scrollView.contentOffset, Point(x: 0, y: 0))
        assertNoIssues(window)
    }
}
