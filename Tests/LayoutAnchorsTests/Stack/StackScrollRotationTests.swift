// A vertical list (a stack of rows in a scroll view) and a row of chips under rotation:
// contentSize follows the new width, adjustedContentInset the new scrollable axes, an
// unscrolled list its new resting offset, a scrolled one keeps its offset.

import LayoutAnchors
import XCTest

final class StackScrollRotationTests: XCTestCase {
    private final class ListController: ViewController {
        let scrollView = ScrollView()
        let list = StackView()
        var rows: [View] = []
        override func viewDidLoad() {
            pinEdges(scrollView, to: view)
            list.axis = .vertical
            list.spacing = 1
            list.translatesAutoresizingMaskIntoConstraints = false
            scrollView.addSubview(list)
            rows = (0..<20).map { _ in ContentSizedView(View.noIntrinsicMetric, 60) }
            rows.forEach(list.addArrangedSubview)
            let content = scrollView.contentLayoutGuide
            LayoutConstraint.activate([
                list.topAnchor.constraint(equalTo: content.topAnchor),
                list.bottomAnchor.constraint(equalTo: content.bottomAnchor),
                list.leadingAnchor.constraint(equalTo: content.leadingAnchor),
                list.trailingAnchor.constraint(equalTo: content.trailingAnchor),
                list.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            ])
        }
    }

    func testVerticalListThroughRotations() {
        // 20 rows of 60 with 19 gaps of 1: 1219 tall. Portrait 390 x 844 (47 / 34): scrolls,
        // adjusted (47, 0, 34, 0), resting offset y -47; row 5 at y 5 x 61 = 305.
        let window = TestScreen.iPhone14.window()
        let controller = ListController()
        window.rootViewController = controller
        window.layoutIfNeeded()
        let scrollView = controller.scrollView
        XCTAssertEqual(scrollView.contentSize, Size(width: 390, height: 1219))
        XCTAssertEqual(scrollView.adjustedContentInset, EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(scrollView.contentOffset, Point(x: 0, y: -47))
        assertFrame(controller.rows[5].frame, 0, 305, 390, 60)
        // Landscape 844 x 390 (0, 47, 21, 47): rows 844 wide (the content is not inset
        // sideways; its safe area is); vertical adjustment (0, 0, 21, 0); resting offset 0.
        window.resize(to: TestScreen.iPhone14Landscape.size, safeAreaInsets: TestScreen.iPhone14Landscape.safeArea)
        window.layoutIfNeeded()
        XCTAssertEqual(scrollView.contentSize, Size(width: 844, height: 1219))
        XCTAssertEqual(scrollView.adjustedContentInset, EdgeInsets(top: 0, left: 0, bottom: 21, right: 0))
        XCTAssertEqual(scrollView.contentOffset, Point(x: 0, y: 0))
        assertFrame(controller.rows[5].frame, 0, 305, 844, 60)
        XCTAssertEqual(controller.rows[5].safeAreaInsets, EdgeInsets(top: 0, left: 47, bottom: 0, right: 47))
        // Scrolled to 300, then back to portrait: the offset stays (within 1219 + 34 - 844 =
        // 409); row 5 on screen at 305 - 300 = 5.
        scrollView.setContentOffset(Point(x: 0, y: 300), animated: false)
        window.resize(to: TestScreen.iPhone14.size, safeAreaInsets: TestScreen.iPhone14.safeArea)
        window.layoutIfNeeded()
        XCTAssertEqual(scrollView.contentOffset, Point(x: 0, y: 300))
        XCTAssertEqual(controller.rows[5].convert(controller.rows[5].bounds, to: nil), Rect(x: 0, y: 5, width: 390, height: 60))
        // Hiding row 0 shortens the content by 61: 1158.
        controller.rows[0].isHidden = true
        window.layoutIfNeeded()
        XCTAssertEqual(scrollView.contentSize, Size(width: 390, height: 1158))
        assertFrame(controller.rows[5].frame, 0, 244, 390, 60)
        assertNoIssues(window)
    }

    func testChipsFitInLandscapeButScrollInPortrait() {
        // A chips row in a scroll view pinned to the safe area's sides, 5 chips of 100 with
        // spacing 8: 532 wide. Portrait: 390 wide, scrolls horizontally (adjusted sides 0:
        // no side insets). Landscape: 844 - 2 x 47 = 750 >= 532: fits, nothing adjusted,
        // and the content is 532 wide at x 0 (leading) in LTR; in RTL the row still starts at
        // the content's leading edge, its right: chip 0 at 532 - 100 = 432.
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let window = TestScreen.iPhone14.window(direction: direction)
            let scrollView = ScrollView()
            scrollView.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(scrollView)
            let chips = (0..<5).map { _ in ContentSizedView(100, 32) }
            let row = StackView(arrangedSubviews: chips)
            row.spacing = 8
            row.translatesAutoresizingMaskIntoConstraints = false
            scrollView.addSubview(row)
            let safe = window.safeAreaLayoutGuide, content = scrollView.contentLayoutGuide
            LayoutConstraint.activate([
                scrollView.topAnchor.constraint(equalTo: safe.topAnchor),
                scrollView.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                scrollView.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                scrollView.heightAnchor.constraint(equalToConstant: 48),
                row.topAnchor.constraint(equalTo: content.topAnchor, constant: 8),
                row.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -8),
                row.leadingAnchor.constraint(equalTo: content.leadingAnchor),
                row.trailingAnchor.constraint(equalTo: content.trailingAnchor),
            ])
            window.layoutIfNeeded()
            let context = "\(direction)"
            XCTAssertEqual(scrollView.contentSize, Size(width: 532, height: 48), context)
            assertFrame(scrollView.frame, 0, 47, 390, 48, context)
            assertFrame(chips[0].frame, direction == .leftToRight ? 0 : 432, 0, 100, 32, context)
            window.resize(to: TestScreen.iPhone14Landscape.size, safeAreaInsets: TestScreen.iPhone14Landscape.safeArea)
            window.layoutIfNeeded()
            assertFrame(scrollView.frame, 47, 0, 750, 48, context)
            XCTAssertEqual(scrollView.contentSize, Size(width: 532, height: 48), context)
            XCTAssertEqual(scrollView.adjustedContentInset, EdgeInsets(), context)
            XCTAssertEqual(scrollView.contentOffset, Point(x: 0, y: 0), context)
            assertNoIssues(window, context)
        }
    }
}
