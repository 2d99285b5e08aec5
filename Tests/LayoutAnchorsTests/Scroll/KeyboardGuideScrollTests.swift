// Keyboard avoidance with keyboardLayoutGuide (iOS 15 style): the scroll view's bottom pinned
// to the keyboard guide's top, so the keyboard shrinks its frame; a focused field is then
// scrolled into view with scrollRectToVisible.

import LayoutAnchors
import XCTest

final class KeyboardGuideScrollTests: XCTestCase {
    func testScrollViewAboveTheKeyboard() {
        let window = TestScreen.iPhone14.window()
        let controller = ViewController()
        window.rootViewController = controller
        let root = controller.view
        let scrollView = ScrollView()
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(scrollView)
        let content = ContentSizedView(View.noIntrinsicMetric, 2000)
        content.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(content)
        LayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: root.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor),
            content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
        ])
        window.layoutIfNeeded()
        // No keyboard: the guide's top is the safe-area bottom, 810. The scroll view ends
        // there, clear of the home indicator: its safe area is 47 at the top only.
        assertFrame(scrollView.frame, 0, 0, 390, 810)
        XCTAssertEqual(scrollView.adjustedContentInset, EdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(scrollView.contentOffset, Point(x: 0, y: -47))
        // A 336 pt keyboard (top 508): the scroll view is 508 high.
        window.keyboardFrame = Rect(x: 0, y: 508, width: 390, height: 336)
        window.layoutIfNeeded()
        assertFrame(scrollView.frame, 0, 0, 390, 508)
        // A field at 1500...1544 in the content: visible area offset + 47 ... offset + 508;
        // the least scroll shows its bottom at 508: 1544 - 508 = 1036 (the furthest is
        // 2000 - 508 = 1492).
        scrollView.scrollRectToVisible(Rect(x: 16, y: 1500, width: 358, height: 44), animated: false)
        XCTAssertEqual(scrollView.contentOffset, Point(x: 0, y: 1036))
        window.keyboardFrame = nil
        window.layoutIfNeeded()
        assertFrame(scrollView.frame, 0, 0, 390, 810)
        XCTAssertEqual(scrollView.contentOffset, Point(x: 0, y: 1036))  // UIKit keeps the offset
        assertNoIssues(window)
    }
}
