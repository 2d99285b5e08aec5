// Seed 004's pattern (a scrollable form at least as tall as the scroll view's safe area,
// alwaysBounceVertical, the keyboard handled by additionalSafeAreaInsets) on every device
// window, in both directions, with and without the keyboard, and through a rotation.
// Rules: the content is as wide as the frame; its height >= the scroll view's safe area
// height at priority 999 beats the form's hugging (250), so it fills the safe area unless
// the form needs more; alwaysBounceVertical adjusts the vertical insets (API.md); the
// horizontal axis is not scrollable (content width == frame width), so it is not adjusted.

import LayoutAnchors
import XCTest

final class KeyboardFormMatrixTests: XCTestCase {
    private final class FormController: ViewController {
        let scrollView = ScrollView()
        let content = View()
        let form = ContentSizedView(View.noIntrinsicMetric, 200)
        override func viewDidLoad() {
            scrollView.alwaysBounceVertical = true
            pinEdges(scrollView, to: view)
            pinEdges(content, to: scrollView)
            form.translatesAutoresizingMaskIntoConstraints = false
            content.addSubview(form)
            let guide = scrollView.contentLayoutGuide
            let minimum = guide.heightAnchor.constraint(greaterThanOrEqualTo: scrollView.safeAreaLayoutGuide.heightAnchor)
            minimum.priority = .required - 1
            LayoutConstraint.activate([
                guide.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor), minimum,
                form.topAnchor.constraint(equalTo: content.topAnchor),
                form.leadingAnchor.constraint(equalTo: content.leadingAnchor),
                form.trailingAnchor.constraint(equalTo: content.trailingAnchor),
                form.bottomAnchor.constraint(equalTo: content.bottomAnchor),
            ])
        }
        /// What an app does when the keyboard of `height` shows (0: hides).
        func keyboard(_ height: Double, in window: Window) {
            let safeBottom = window.safeAreaInsets.bottom
            window.keyboardFrame =
                height > 0
                ? Rect(x: 0, y: window.bounds.height - height, width: window.bounds.width, height: height) : nil
            additionalSafeAreaInsets.bottom = height > 0 ? height - safeBottom : 0
        }
    }

    func testEveryDeviceWithAndWithoutTheKeyboard() {
        for device in TestScreen.all {
            for direction in [LayoutDirection.leftToRight, .rightToLeft] {
                let window = device.window(direction: direction)
                let controller = FormController()
                window.rootViewController = controller
                window.layoutIfNeeded()
                let context = "\(device.name) \(direction)"
                let size = device.size, safe = device.safeArea
                // The safe area's height: the content fills it (>= 200 on every device).
                let safeHeight = size.height - safe.top - safe.bottom
                let scrollView = controller.scrollView
                XCTAssertEqual(scrollView.contentSize, Size(width: size.width, height: safeHeight), context)
                XCTAssertEqual(
                    scrollView.adjustedContentInset, EdgeInsets(top: safe.top, left: 0, bottom: safe.bottom, right: 0), context)
                XCTAssertEqual(scrollView.contentOffset, Point(x: 0, y: -safe.top), context)
                assertFrame(controller.form.frame, 0, 0, size.width, safeHeight, context)
                // Keyboard of 300 (phones and iPads alike here): the safe area's bottom inset
                // becomes 300, its height size.height - safe.top - 300; the form never goes
                // below its 200 (compression resistance 750 > nothing pulling it smaller).
                controller.keyboard(300, in: window)
                window.layoutIfNeeded()
                let withKeyboard = max(200, size.height - safe.top - 300)
                XCTAssertEqual(scrollView.safeAreaInsets.bottom, 300, context)
                XCTAssertEqual(scrollView.contentSize, Size(width: size.width, height: withKeyboard), context)
                XCTAssertEqual(scrollView.adjustedContentInset.bottom, 300, context)
                XCTAssertEqual(scrollView.contentOffset, Point(x: 0, y: -safe.top), context)
                // Scrolling the form's bottom into view: the least offset that shows it above
                // the keyboard, withKeyboard + 300 - size.height, never below -safe.top.
                scrollView.scrollRectToVisible(Rect(x: 0, y: withKeyboard - 10, width: 10, height: 10), animated: false)
                XCTAssertEqual(scrollView.contentOffset.y, max(-safe.top, withKeyboard + 300 - size.height), context)
                controller.keyboard(0, in: window)
                window.layoutIfNeeded()
                XCTAssertEqual(scrollView.contentSize, Size(width: size.width, height: safeHeight), context)
                assertNoIssues(window, context)
            }
        }
    }

    func testRotationWithTheKeyboardUp() {
        // iPhone 14 portrait with a 336 keyboard: safe bottom 336, height 844 - 47 - 336 = 461.
        // Rotated to landscape with a 209 keyboard: safe bottom 209, height 390 - 0 - 209 = 181
        // < 200: the form's 200 wins: contentSize 844 x 200, scrollable range up to
        // 200 + 209 - 390 = 19.
        let window = TestScreen.iPhone14.window()
        let controller = FormController()
        window.rootViewController = controller
        controller.keyboard(336, in: window)
        window.layoutIfNeeded()
        let scrollView = controller.scrollView
        XCTAssertEqual(scrollView.contentSize, Size(width: 390, height: 461))
        window.resize(to: TestScreen.iPhone14Landscape.size, safeAreaInsets: TestScreen.iPhone14Landscape.safeArea)
        controller.keyboard(209, in: window)
        window.layoutIfNeeded()
        XCTAssertEqual(scrollView.contentSize, Size(width: 844, height: 200))
        XCTAssertEqual(scrollView.adjustedContentInset, EdgeInsets(top: 0, left: 0, bottom: 209, right: 0))
        scrollView.scrollRectToVisible(Rect(x: 0, y: 190, width: 10, height: 10), animated: false)
        XCTAssertEqual(scrollView.contentOffset, Point(x: 0, y: 19))
        // The form's frame: full content, and on screen it starts at 0 - 19.
        assertFrame(controller.form.frame, 0, 0, 844, 200)
        XCTAssertEqual(controller.form.convert(controller.form.bounds, to: nil).minY, -19)
        assertNoIssues(window)
    }
}
