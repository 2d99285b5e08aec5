// A sign-up form as apps build it: a vertical UIStackView with margins inside a scroll view
// (pinned to contentLayoutGuide, width from frameLayoutGuide), a wrapping title, a text
// field, a row of two equal buttons and tall content below, on every reference device, in
// both directions. Expected frames are derived from the rules in the comments.
//
// Label metrics (API.md): each character 0.5 x pointSize wide, lines 1.2 x pointSize high,
// words wrap at spaces. The title is 34 characters at 20 pt: 10 pt a character, 340 wide.

import LayoutAnchors
import XCTest

final class FormScrollMatrixTests: XCTestCase {
    private struct Form {
        let window: Window
        let scrollView: ScrollView
        let stack: StackView
        let title: Label
        let field: View
        let row: StackView
        let cancel: View, submit: View
    }

    private func makeForm(on device: TestScreen, direction: LayoutDirection) -> Form {
        let window = device.window(direction: direction)
        let controller = ViewController()
        window.rootViewController = controller
        let root = controller.view
        let scrollView = ScrollView()
        pinEdges(scrollView, to: root)
        let title = Label(text: "Create your account to get started")
        title.font = .system(size: 20)
        title.numberOfLines = 0
        let field = ContentSizedView(View.noIntrinsicMetric, 44)
        let cancel = ContentSizedView(60, 44), submit = ContentSizedView(80, 44)
        let row = StackView(arrangedSubviews: [cancel, submit])
        row.distribution = .fillEqually
        row.spacing = 8
        let filler = ContentSizedView(View.noIntrinsicMetric, 1000)
        let stack = StackView(arrangedSubviews: [title, field, row, filler])
        stack.axis = .vertical
        stack.spacing = 12
        stack.isLayoutMarginsRelativeArrangement = true
        stack.directionalLayoutMargins = DirectionalEdgeInsets(top: 16, leading: 20, bottom: 16, trailing: 20)
        stack.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(stack)
        let content = scrollView.contentLayoutGuide
        LayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: content.topAnchor),
            stack.bottomAnchor.constraint(equalTo: content.bottomAnchor),
            stack.leadingAnchor.constraint(equalTo: content.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: content.trailingAnchor),
            stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
        ])
        return Form(
            window: window, scrollView: scrollView, stack: stack, title: title, field: field, row: row,
            cancel: cancel, submit: submit)
    }

    /// Title height per device: the inner width is W - safe left - safe right - 40; the title
    /// fits on one line when it is at least 340 (34 characters), else "Create your account to
    /// get" (26 characters) / "started": two lines.
    ///   SE 320: 280 -> 48; 8 375: 335 -> 48; 14 390: 350 -> 24; Pro Max 428: 388 -> 24;
    ///   iPad 768: 728 -> 24; 14 landscape 844: 844 - 94 - 40 = 710 -> 24; iPad landscape -> 24.
    private let titleHeights: [String: Double] = [
        TestScreen.iPhoneSE1.name: 48, TestScreen.iPhone8.name: 48, TestScreen.iPhone14.name: 24, TestScreen.iPhoneProMax.name: 24,
        TestScreen.iPad.name: 24, TestScreen.iPhone14Landscape.name: 24, TestScreen.iPadLandscape.name: 24,
    ]

    func testFormOnEveryDeviceInBothDirections() {
        for device in TestScreen.all {
            for direction in [LayoutDirection.leftToRight, .rightToLeft] {
                let form = makeForm(on: device, direction: direction)
                form.window.layoutIfNeeded()
                let context = "\(device.name) \(direction)"
                let width = device.size.width, safe = device.safeArea
                let inner = width - safe.left - safe.right - 40
                let titleHeight = titleHeights[device.name]!
                // Content: 16 + title + 12 + 44 + 12 + 44 + 12 + 1000 + 16 = title + 1156.
                let height = titleHeight + 1156
                XCTAssertEqual(form.scrollView.contentSize, Size(width: width, height: height), context)
                assertFrame(form.stack.frame, 0, 0, width, height, context)
                // Taller than every screen: the vertical axis is adjusted by the safe area; the
                // horizontal one does not scroll, so it is not. Unscrolled: offset -top.
                XCTAssertEqual(
                    form.scrollView.adjustedContentInset, EdgeInsets(top: safe.top, left: 0, bottom: safe.bottom, right: 0),
                    context)
                XCTAssertEqual(form.scrollView.contentOffset, Point(x: 0, y: -safe.top), context)
                // Arranged views start at safe left + 20 (20 on both sides, so RTL is the same).
                let x = safe.left + 20
                assertFrame(form.title.frame, x, 16, inner, titleHeight, context)
                assertFrame(form.field.frame, x, 16 + titleHeight + 12, inner, 44, context)
                assertFrame(form.row.frame, x, titleHeight + 84, inner, 44, context)
                // Buttons: (inner - 8) / 2 each; the first (cancel) is leading: left in LTR,
                // right in RTL.
                let button = (inner - 8) / 2
                let (left, right) = direction == .leftToRight ? (form.cancel, form.submit) : (form.submit, form.cancel)
                assertFrame(left.frame, 0, 0, button, 44, context)
                assertFrame(right.frame, button + 8, 0, button, 44, context)
                // On screen, the title sits under the status bar / notch: safe top + 16.
                XCTAssertEqual(form.title.convert(form.title.bounds, to: nil).minY, safe.top + 16, context)
                assertNoIssues(form.window, context)
            }
        }
    }

    /// Rotating the iPhone 14 re-wraps nothing (one line both ways) but moves everything
    /// inside the landscape safe area, and keeps an unscrolled view at its top.
    func testRotationKeepsTheFormInsideTheSafeArea() {
        let form = makeForm(on: .iPhone14, direction: .leftToRight)
        form.window.layoutIfNeeded()
        let landscape = TestScreen.iPhone14Landscape
        form.window.resize(to: landscape.size, safeAreaInsets: landscape.safeArea)
        form.window.layoutIfNeeded()
        // 844 - 47 - 47 - 40 = 710 wide at x 67; offset y 0 (no top inset in landscape).
        assertFrame(form.field.frame, 67, 52, 710, 44)
        XCTAssertEqual(form.scrollView.contentOffset, Point(x: 0, y: 0))
        XCTAssertEqual(form.scrollView.contentSize, Size(width: 844, height: 1180))
        assertNoIssues(form.window)
    }
}
