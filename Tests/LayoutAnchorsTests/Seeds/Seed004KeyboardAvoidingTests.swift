// Seed 004, "ScrollableContentViewController": a base view controller whose content view
// fills a vertically bouncing scroll view and is at least as tall as the safe area
// (priority 999), so content can be spread over the whole screen and still scroll.
//
// The article's keyboard handling is not shown; it is written here the usual way: the
// keyboard's overlap of the view (minus the bottom safe area already there) goes either into
// `additionalSafeAreaInsets.bottom` or, with `adjustContentInsetInsteadOfSafeArea`, into the
// scroll view's `contentInset.bottom`.
// Content: one subview pinned with `pinToContentView`, 200 pt (short) or 1000 pt (tall)
// high by its intrinsic size (hugging 250, compression 750).

import LayoutAnchors
import XCTest

/// The article's controller (property mirrors included).
class ScrollableContentViewController: ViewController {
    private(set) lazy var scrollView: ScrollView = {
        let scrollView = ScrollView()
        scrollView.translatesAutoresizingMaskIntoConstraints = false

        // Set these properties to a default value that suits you:
        scrollView.keyboardDismissMode = .interactiveWithAccessory
        scrollView.alwaysBounceVertical = true
        return scrollView
    }()

    /// Add subviews here.
    private(set) lazy var contentView: View = {
        let view = View()
        view.translatesAutoresizingMaskIntoConstraints = false
        return view
    }()

    /// Mirror of the scroll view's keyboard dismiss mode.
    var keyboardDismissMode: KeyboardDismissMode {
        get { scrollView.keyboardDismissMode }
        set { scrollView.keyboardDismissMode = newValue }
    }

    /// Mirror of the scroll view's vertical bounce.
    var alwaysBounceVertical: Bool {
        get { scrollView.alwaysBounceVertical }
        set { scrollView.alwaysBounceVertical = newValue }
    }

    private var adjustContentInsetInsteadOfSafeArea: Bool = false

    convenience init(adjustContentInsetInsteadOfSafeArea: Bool = false) {
        self.init()
        self.adjustContentInsetInsteadOfSafeArea = adjustContentInsetInsteadOfSafeArea
    }

    override func loadView() {
        view = View()

        view.addSubview(scrollView)

        LayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])

        scrollView.addSubview(contentView)

        LayoutConstraint.activate([
            contentView.topAnchor.constraint(
                equalTo: scrollView.contentLayoutGuide.topAnchor
            ),
            contentView.leadingAnchor.constraint(
                equalTo: scrollView.contentLayoutGuide.leadingAnchor
            ),
            contentView.trailingAnchor.constraint(
                equalTo: scrollView.contentLayoutGuide.trailingAnchor
            ),
            contentView.bottomAnchor.constraint(
                equalTo: scrollView.contentLayoutGuide.bottomAnchor
            ),
        ])

        let heightConstraint = scrollView.contentLayoutGuide.heightAnchor.constraint(
            greaterThanOrEqualTo: scrollView.safeAreaLayoutGuide.heightAnchor
        )
        heightConstraint.priority = .required - 1

        LayoutConstraint.activate([
            scrollView.contentLayoutGuide.widthAnchor.constraint(
                equalTo: scrollView.frameLayoutGuide.widthAnchor
            ),
            heightConstraint,
        ])
    }

    /// The keyboard part (not shown in the article): call after `window.keyboardFrame` changes.
    func keyboardFrameDidChange(in window: Window) {
        let overlap = window.keyboardFrame.map { max(0, view.frame.maxY - $0.minY) } ?? 0
        let alreadySafe = window.safeAreaInsets.bottom
        let extra = max(0, overlap - alreadySafe)
        if adjustContentInsetInsteadOfSafeArea {
            scrollView.contentInset.bottom = extra
        } else {
            additionalSafeAreaInsets.bottom = extra
        }
    }
}

extension ScrollableContentViewController {
    /// A simple utility/convenience method to pin a subview to all edges of the `contentView`.
    func pinToContentView(_ view: View) {
        view.translatesAutoresizingMaskIntoConstraints = false

        contentView.addSubview(view)

        LayoutConstraint.activate([
            view.topAnchor.constraint(equalTo: contentView.topAnchor),
            view.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            view.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        ])
    }
}

final class Seed004KeyboardAvoidingTests: XCTestCase {
    private let keyboard = Rect(x: 0, y: 508, width: 390, height: 336)  // 336 high, from 508

    private func show(
        contentHeight: Double, insetMode: Bool = false,
        in window: Window
    ) -> (ScrollableContentViewController, View) {
        let controller = ScrollableContentViewController(adjustContentInsetInsteadOfSafeArea: insetMode)
        window.rootViewController = controller
        let child = ContentSizedView(intrinsic: Size(width: View.noIntrinsicMetric, height: contentHeight))
        controller.pinToContentView(child)
        window.layoutIfNeeded()
        return (controller, child)
    }

    func testShortContentFillsTheSafeArea() {
        let (c, child) = show(contentHeight: 200, in: makePhoneWindow())
        XCTAssertEqual(c.keyboardDismissMode, .interactiveWithAccessory)
        XCTAssertTrue(c.alwaysBounceVertical)
        XCTAssertEqual(c.scrollView.frame, Rect(x: 0, y: 0, width: 390, height: 844))
        // content height >= safe-area height 844 - 81 = 763 @999 beats the child's hugging
        // (200 @250): the content is exactly 763; width = frame width 390.
        XCTAssertEqual(c.contentView.frame, Rect(x: 0, y: 0, width: 390, height: 763))
        XCTAssertEqual(child.frame, Rect(x: 0, y: 0, width: 390, height: 763))
        XCTAssertEqual(c.scrollView.contentSize, Size(width: 390, height: 763))
        // alwaysBounceVertical makes the vertical axis adjusted: 47 / 34.
        XCTAssertEqual(c.scrollView.adjustedContentInset, EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(c.scrollView.contentOffset, Point(x: 0, y: -47))
        // So the content exactly covers the safe area on screen.
        XCTAssertEqual(child.convert(child.bounds, to: nil), Rect(x: 0, y: 47, width: 390, height: 763))
    }

    func testTallContentScrolls() {
        let (c, child) = show(contentHeight: 1000, in: makePhoneWindow())
        XCTAssertEqual(child.frame, Rect(x: 0, y: 0, width: 390, height: 1000))
        XCTAssertEqual(c.scrollView.contentSize, Size(width: 390, height: 1000))
        XCTAssertEqual(c.scrollView.adjustedContentInset, EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(c.scrollView.contentOffset, Point(x: 0, y: -47))
        // End: 1000 + 34 - 844 = 190.
        c.scrollView.setContentOffset(Point(x: 0, y: 190))
        c.view.layoutIfNeeded()
        XCTAssertEqual(c.scrollView.contentOffset, Point(x: 0, y: 190))
        XCTAssertEqual(child.frame, Rect(x: 0, y: 0, width: 390, height: 1000))
        XCTAssertEqual(child.convert(child.bounds, to: nil), Rect(x: 0, y: -190, width: 390, height: 1000))
    }

    func testKeyboardShrinksTheSafeAreaAndTheMinimumContentHeight() {
        let window = makePhoneWindow()
        let (c, child) = show(contentHeight: 200, in: window)
        // The guide exists from here on (UIKit creates it on first access too).
        let keyboardGuide = c.view.keyboardLayoutGuide
        window.layoutIfNeeded()
        XCTAssertEqual(keyboardGuide.layoutFrame.minY, 810)  // no keyboard: safe-area bottom 844 - 34
        window.keyboardFrame = keyboard
        c.keyboardFrameDidChange(in: window)
        window.layoutIfNeeded()
        // overlap 844 - 508 = 336; additional bottom = 336 - 34 = 302 -> safe bottom 336.
        XCTAssertEqual(c.additionalSafeAreaInsets, EdgeInsets(top: 0, left: 0, bottom: 302, right: 0))
        XCTAssertEqual(c.scrollView.safeAreaInsets, EdgeInsets(top: 47, left: 0, bottom: 336, right: 0))
        // Keyboard guide top = keyboard top (508) in the root view's coordinates.
        XCTAssertEqual(keyboardGuide.layoutFrame.minY, 508)
        // Minimum content height: 844 - 47 - 336 = 461.
        XCTAssertEqual(child.frame, Rect(x: 0, y: 0, width: 390, height: 461))
        XCTAssertEqual(c.scrollView.contentSize, Size(width: 390, height: 461))
        XCTAssertEqual(c.scrollView.adjustedContentInset, EdgeInsets(top: 47, left: 0, bottom: 336, right: 0))
        XCTAssertEqual(c.scrollView.contentOffset, Point(x: 0, y: -47))
        // Keyboard gone: back to 763.
        window.keyboardFrame = nil
        c.keyboardFrameDidChange(in: window)
        window.layoutIfNeeded()
        XCTAssertEqual(keyboardGuide.layoutFrame.minY, 810)
        XCTAssertEqual(child.frame, Rect(x: 0, y: 0, width: 390, height: 763))
        XCTAssertEqual(c.scrollView.adjustedContentInset, EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    }

    func testKeyboardThroughContentInsetKeepsTheContentHeight() {
        let window = makePhoneWindow()
        let (c, child) = show(contentHeight: 1000, insetMode: true, in: window)
        window.keyboardFrame = keyboard
        c.keyboardFrameDidChange(in: window)
        window.layoutIfNeeded()
        // contentInset.bottom = 302; adjusted = safe area + content inset = 34 + 302 = 336.
        XCTAssertEqual(c.scrollView.contentInset, EdgeInsets(top: 0, left: 0, bottom: 302, right: 0))
        XCTAssertEqual(c.scrollView.safeAreaInsets, EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(c.scrollView.adjustedContentInset, EdgeInsets(top: 47, left: 0, bottom: 336, right: 0))
        XCTAssertEqual(child.frame, Rect(x: 0, y: 0, width: 390, height: 1000))
        // The end is now 1000 + 336 - 844 = 492: the last point sits on the keyboard's top.
        c.scrollView.setContentOffset(Point(x: 0, y: 492))
        window.layoutIfNeeded()
        XCTAssertEqual(c.scrollView.contentOffset, Point(x: 0, y: 492))
        XCTAssertEqual(child.convert(child.bounds, to: nil), Rect(x: 0, y: -492, width: 390, height: 1000))
    }

    func testPadWindow() {
        let (c, child) = show(contentHeight: 200, in: makePadWindow())
        // Safe-area height 1024 - 44 = 980.
        XCTAssertEqual(child.frame, Rect(x: 0, y: 0, width: 1366, height: 980))
        XCTAssertEqual(c.scrollView.contentSize, Size(width: 1366, height: 980))
        XCTAssertEqual(c.scrollView.adjustedContentInset, EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        XCTAssertEqual(c.scrollView.contentOffset, Point(x: 0, y: -24))
    }
}
