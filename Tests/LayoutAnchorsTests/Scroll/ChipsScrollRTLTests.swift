// A horizontally scrolling row of chips (a stack in a scroll view) in right-to-left: the
// content guide's leading edge is its right edge, so the first chip is at the far right of
// the content; UIScrollView does not flip contentOffset, so apps scroll to the end themselves.

import LayoutAnchors
import XCTest

final class ChipsScrollRTLTests: XCTestCase {
    func testChipsRowInBothDirections() {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let window = TestScreen.iPhone14.window(direction: direction)
            let scrollView = ScrollView()
            scrollView.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(scrollView)
            let chips = [60.0, 80, 100, 70, 90].map { ContentSizedView($0, 32) }
            let row = StackView(arrangedSubviews: chips)
            row.spacing = 8
            row.translatesAutoresizingMaskIntoConstraints = false
            scrollView.addSubview(row)
            let content = scrollView.contentLayoutGuide
            LayoutConstraint.activate([
                scrollView.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor),
                scrollView.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                scrollView.trailingAnchor.constraint(equalTo: window.trailingAnchor),
                scrollView.heightAnchor.constraint(equalToConstant: 32),
                row.topAnchor.constraint(equalTo: content.topAnchor),
                row.bottomAnchor.constraint(equalTo: content.bottomAnchor),
                row.leadingAnchor.constraint(equalTo: content.leadingAnchor),
                row.trailingAnchor.constraint(equalTo: content.trailingAnchor),
                row.heightAnchor.constraint(equalTo: scrollView.frameLayoutGuide.heightAnchor),
            ])
            window.layoutIfNeeded()
            let context = "\(direction)"
            // 400 of chips + 4 x 8 = 432 wide: scrolls horizontally (no side insets: offset 0).
            XCTAssertEqual(scrollView.contentSize, Size(width: 432, height: 32), context)
            XCTAssertEqual(scrollView.contentOffset, Point(x: 0, y: 0), context)
            assertFrame(row.frame, 0, 0, 432, 32, context)
            // LTR: chip 0 at 0, chip 2 at 60 + 8 + 80 + 8 = 156. RTL: chip 0 at 432 - 60 =
            // 372, chip 2 at 432 - 156 - 100 = 176.
            if direction == .leftToRight {
                assertFrame(chips[0].frame, 0, 0, 60, 32, context)
                assertFrame(chips[2].frame, 156, 0, 100, 32, context)
            } else {
                assertFrame(chips[0].frame, 372, 0, 60, 32, context)
                assertFrame(chips[2].frame, 176, 0, 100, 32, context)
                // Scrolling the first chip into view: the least scroll shows 372...432 in a
                // 390 wide window: offset 432 - 390 = 42.
                scrollView.scrollRectToVisible(chips[0].frame, animated: false)
                XCTAssertEqual(scrollView.contentOffset, Point(x: 42, y: 0), context)
            }
            assertNoIssues(window, context)
        }
    }
}
