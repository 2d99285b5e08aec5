// Adaptive code as apps write it: a stack that switches axis on rotation (in
// viewWillTransition(to:)), a bottom bar reserved with additionalSafeAreaInsets, `.always`
// inset adjustment on short content, and two wrapping label columns of equal width.

import LayoutAnchors
import XCTest

/// Two panels side by side in landscape, stacked in portrait.
private final class DashboardController: ViewController {
    let stack = StackView(arrangedSubviews: [View(), View()])

    override func viewDidLoad() {
        super.viewDidLoad()
        stack.distribution = .fillEqually
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        let margins = view.layoutMarginsGuide
        LayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: margins.topAnchor),
            stack.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            stack.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        ])
        stack.axis = view.bounds.width > view.bounds.height ? .horizontal : .vertical
    }

    override func viewWillTransition(to size: Size) {
        super.viewWillTransition(to: size)
        stack.axis = size.width > size.height ? .horizontal : .vertical
    }
}

final class AdaptiveLayoutConformanceTests: XCTestCase {
    func testStackSwitchesAxisOnRotation() {
        let window = TestScreen.iPhone14.window()
        let controller = DashboardController()
        window.rootViewController = controller
        window.layoutIfNeeded()
        let (first, second) = (controller.stack.arrangedSubviews[0], controller.stack.arrangedSubviews[1])
        // Portrait: margins 16 left/right, 0 top/bottom inside the safe area: stack
        // (16, 47, 358, 844 - 47 - 34 = 763). Vertical, equal: (763 - 10) / 2 = 376.5 each.
        XCTAssertEqual(controller.stack.axis, .vertical)
        assertFrame(controller.stack.frame, 16, 47, 358, 763)
        assertFrame(first.frame, 0, 0, 358, 376.5)
        assertFrame(second.frame, 0, 386.5, 358, 376.5)
        // Landscape: safe area 47 / 47 left-right, 21 bottom; margins 16 inside it:
        // x 63, width 844 - 126 = 718, height 390 - 21 = 369. Horizontal: (718 - 10) / 2 = 354.
        let landscape = TestScreen.iPhone14Landscape
        window.resize(to: landscape.size, safeAreaInsets: landscape.safeArea)
        window.layoutIfNeeded()
        XCTAssertEqual(controller.stack.axis, .horizontal)
        assertFrame(controller.stack.frame, 63, 0, 718, 369)
        assertFrame(first.frame, 0, 0, 354, 369)
        assertFrame(second.frame, 364, 0, 354, 369)
        // And back, with no conflict reported on the way.
        window.resize(to: TestScreen.iPhone14.size, safeAreaInsets: TestScreen.iPhone14.safeArea)
        window.layoutIfNeeded()
        assertFrame(second.frame, 0, 386.5, 358, 376.5)
        assertNoIssues(window)
    }

    /// A custom 49 pt bottom bar: the controller adds it to the safe area, so content pinned
    /// to the safe area stops above it; a scroll view's adjusted inset includes it.
    func testAdditionalSafeAreaInsetsForABottomBar() {
        let window = TestScreen.iPhone14.window()
        let controller = ViewController()
        window.rootViewController = controller
        let root = controller.view
        controller.additionalSafeAreaInsets = EdgeInsets(top: 0, left: 0, bottom: 49, right: 0)
        let list = ScrollView()
        pinEdges(list, to: root)
        let content = ContentSizedView(View.noIntrinsicMetric, 2000)
        content.translatesAutoresizingMaskIntoConstraints = false
        list.addSubview(content)
        let footer = View()
        footer.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(footer)
        LayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: list.contentLayoutGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: list.contentLayoutGuide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: list.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: list.contentLayoutGuide.trailingAnchor),
            content.widthAnchor.constraint(equalTo: list.frameLayoutGuide.widthAnchor),
            footer.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor),
            footer.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            footer.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            footer.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        // Root safe area: top 47, bottom 34 + 49 = 83. Footer bottom 844 - 83 = 761: y 751.
        XCTAssertEqual(root.safeAreaInsets, EdgeInsets(top: 47, left: 0, bottom: 83, right: 0))
        assertFrame(footer.frame, 0, 751, 390, 10)
        // The list scrolls vertically: adjusted top 47, bottom 83; unscrolled at -47; the
        // furthest offset is 2000 + 83 - 844 = 1239.
        XCTAssertEqual(list.adjustedContentInset, EdgeInsets(top: 47, left: 0, bottom: 83, right: 0))
        XCTAssertEqual(list.contentOffset, Point(x: 0, y: -47))
        list.scrollRectToVisible(Rect(x: 0, y: 1990, width: 10, height: 10), animated: false)
        XCTAssertEqual(list.contentOffset.y, 1239)
        assertNoIssues(window)
    }

    /// `.always` adjusts both axes even when the content does not scroll.
    func testAlwaysAdjustsShortContent() {
        let window = TestScreen.iPhone14Landscape.window()
        let scrollView = ScrollView()
        scrollView.contentInsetAdjustmentBehavior = .always
        pinEdges(scrollView, to: window)
        let content = ContentSizedView(100, 100)
        content.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(content)
        LayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
        ])
        window.layoutIfNeeded()
        // Safe area 0 / 47 / 21 / 47 all applied: unscrolled offset (-47, 0); the content
        // shows at (47, 0) on screen.
        XCTAssertEqual(scrollView.adjustedContentInset, EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        XCTAssertEqual(scrollView.contentOffset, Point(x: -47, y: 0))
        XCTAssertEqual(content.convert(content.bounds, to: nil), Rect(x: 47, y: 0, width: 100, height: 100))
        // The content is clear of the unsafe area, so it has no safe area insets of its own.
        XCTAssertEqual(content.safeAreaInsets, EdgeInsets())
        assertNoIssues(window)
    }

    /// Two wrapping label columns of equal width: the row is as tall as the taller column.
    func testEqualWidthWrappingColumns() {
        let window = Window(size: Size(width: 320, height: 400))
        let left = Label(text: "Short text")
        let right = Label(text: "A somewhat longer description that wraps")
        for label in [left, right] {
            label.font = .system(size: 10)
            label.numberOfLines = 0
        }
        let row = StackView(arrangedSubviews: [left, right])
        row.distribution = .fillEqually
        row.alignment = .top
        row.spacing = 20
        row.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(row)
        LayoutConstraint.activate([
            row.topAnchor.constraint(equalTo: window.topAnchor),
            row.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            row.trailingAnchor.constraint(equalTo: window.trailingAnchor),
        ])
        window.layoutIfNeeded()
        // (320 - 20) / 2 = 150 each: 30 characters of 5 pt a line. Left: one line, 12.
        // Right: "A somewhat longer description" (30) / "that wraps": 2 lines, 24. Row 24.
        assertFrame(left.frame, 0, 0, 150, 12)
        assertFrame(right.frame, 170, 0, 150, 24)
        XCTAssertEqual(row.frame.height, 24)
        assertNoIssues(window)
    }
}
