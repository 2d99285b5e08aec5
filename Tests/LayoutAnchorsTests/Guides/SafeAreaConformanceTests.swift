// Safe areas as UIKit computes them: "for other views in the view hierarchy, the insets
// reflect only the portion of the view that is covered by" bars and obscuring ancestors
// (UIView.safeAreaInsets). So a view gets an inset only on an edge where its superview has
// one; reaching past an edge with no inset (off the window) gives none. A scroll view's
// content sees the unsafe edges of the axes its content inset does not adjust.

import LayoutAnchors
import XCTest

final class SafeAreaConformanceTests: XCTestCase {
    /// A view partly off a window that has no insets gets none; partly off a landscape
    /// window's unsafe left edge, the inset covers the unsafe part and the part off screen.
    func testViewsReachingOffTheWindow() {
        let plain = Window(size: Size(width: 320, height: 568))
        let off = View(frame: Rect(x: -50, y: -30, width: 200, height: 100))
        plain.addSubview(off)
        plain.layoutIfNeeded()
        XCTAssertEqual(off.safeAreaInsets, EdgeInsets())
        let landscape = TestScreen.iPhone14Landscape.window()
        let partly = View(frame: Rect(x: -50, y: 300, width: 200, height: 100))
        landscape.addSubview(partly)
        landscape.layoutIfNeeded()
        // Left: the unsafe strip 0...47 plus 50 off screen = 97. Bottom: the view ends at
        // 400, the safe area at 390 - 21 = 369: 31. No inset on the top or right edges.
        XCTAssertEqual(partly.safeAreaInsets, EdgeInsets(top: 0, left: 97, bottom: 31, right: 0))
    }

    /// A short form in a scroll view below the status bar, reaching the home indicator: its
    /// content does not scroll, so nothing adjusts the bottom and the content view's safe area
    /// keeps the 34 pt home indicator inset (a "Done" button pinned to it stays above it).
    func testNonScrollingContentKeepsTheBottomInset() {
        let window = TestScreen.iPhone14.window()
        let scrollView = ScrollView()
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(scrollView)
        LayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor),
            scrollView.bottomAnchor.constraint(equalTo: window.bottomAnchor),
            scrollView.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: window.trailingAnchor),
        ])
        let content = View()
        content.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(content)
        let done = ContentSizedView(80, 44)
        done.translatesAutoresizingMaskIntoConstraints = false
        content.addSubview(done)
        LayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalTo: scrollView.frameLayoutGuide.heightAnchor),
            done.bottomAnchor.constraint(equalTo: content.safeAreaLayoutGuide.bottomAnchor),
            done.centerXAnchor.constraint(equalTo: content.centerXAnchor),
        ])
        window.layoutIfNeeded()
        // Scroll view: y 47, 844 - 47 = 797 high; its safe area: top 0 (it starts at the safe
        // edge), bottom 34. Content 797 = frame: not scrollable, no adjustment, offset 0.
        assertFrame(scrollView.frame, 0, 47, 390, 797)
        XCTAssertEqual(scrollView.safeAreaInsets, EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(scrollView.adjustedContentInset, EdgeInsets())
        XCTAssertEqual(content.safeAreaInsets, EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        // done: bottom at 797 - 34 = 763, x (390 - 80) / 2 = 155.
        assertFrame(done.frame, 155, 719, 80, 44)
        assertNoIssues(window)
    }

    /// A scroll view in the right half of a landscape phone: vertical content (adjusted), no
    /// horizontal scrolling, so its content keeps the right edge's 47 pt inset.
    func testRightHalfScrollViewContentKeepsTheRightInset() {
        let window = TestScreen.iPhone14Landscape.window()
        let scrollView = ScrollView()
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(scrollView)
        LayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: window.topAnchor),
            scrollView.bottomAnchor.constraint(equalTo: window.bottomAnchor),
            scrollView.leadingAnchor.constraint(equalTo: window.centerXAnchor),
            scrollView.trailingAnchor.constraint(equalTo: window.trailingAnchor),
        ])
        let content = View()
        content.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(content)
        let row = View()
        row.translatesAutoresizingMaskIntoConstraints = false
        content.addSubview(row)
        LayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 1000),
            row.topAnchor.constraint(equalTo: content.topAnchor, constant: 100),
            row.heightAnchor.constraint(equalToConstant: 44),
            row.leadingAnchor.constraint(equalTo: content.safeAreaLayoutGuide.leadingAnchor),
            row.trailingAnchor.constraint(equalTo: content.safeAreaLayoutGuide.trailingAnchor),
        ])
        window.layoutIfNeeded()
        // Scroll view: x 422, 422 wide; safe area left 0, right 47, bottom 21. Vertical
        // scrolls (1000 > 390): adjusted top 0, bottom 21; horizontal not: 0.
        assertFrame(scrollView.frame, 422, 0, 422, 390)
        XCTAssertEqual(scrollView.adjustedContentInset, EdgeInsets(top: 0, left: 0, bottom: 21, right: 0))
        // The content keeps the right inset (47); the vertical edges are adjusted away.
        XCTAssertEqual(content.safeAreaInsets, EdgeInsets(top: 0, left: 0, bottom: 0, right: 47))
        assertFrame(row.frame, 0, 100, 375, 44)  // 422 - 47
        assertNoIssues(window)
    }
}
