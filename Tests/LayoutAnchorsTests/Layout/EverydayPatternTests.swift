// Everyday Auto Layout patterns not covered elsewhere: a flexible spacer view in a stack, a
// scroll view whose content fills at least the screen, a button above the keyboard, a vertical
// stack spaced baseline to baseline, and a label wrapping a word longer than its width.

import LayoutAnchors
import XCTest

final class EverydayPatternTests: XCTestCase {
    /// [title, spacer, button] in a 300 wide row: the spacer (a plain view, no intrinsic size,
    /// so no hugging constraint) takes all the extra width; the others hug their content.
    func testSpacerViewAbsorbsTheExtraSpace() {
        let window = Window(size: Size(width: 400, height: 300))
        let title = Label(text: "Title")
        title.font = .system(size: 10)
        let spacer = View()
        let button = ContentSizedView(60, 30)
        let row = StackView(arrangedSubviews: [title, spacer, button])
        row.alignment = .center
        row.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(row)
        LayoutConstraint.activate([
            row.topAnchor.constraint(equalTo: window.topAnchor),
            row.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            row.widthAnchor.constraint(equalToConstant: 300),
        ])
        window.layoutIfNeeded()
        // title 5 x 5 = 25 wide, 12 high; button 60; spacer 300 - 85 = 215. Row 30 high:
        // title y (30 - 12) / 2 = 9.
        assertFrame(title.frame, 0, 9, 25, 12)
        XCTAssertEqual(spacer.frame.minX, 25)
        XCTAssertEqual(spacer.frame.width, 215)
        assertFrame(button.frame, 240, 0, 60, 30)
        XCTAssertFalse(title.hasAmbiguousLayout)
        XCTAssertFalse(button.hasAmbiguousLayout)
    }

    /// A short form whose content is at least the scroll view's height, with the submit button
    /// at the content's bottom: on a tall screen the button sits at the bottom; once the
    /// content grows past the screen, it scrolls.
    func testContentAtLeastAsTallAsTheScreen() {
        let window = Window(size: Size(width: 390, height: 844))
        let scrollView = ScrollView()
        pinEdges(scrollView, to: window)
        let content = View()
        content.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(content)
        let body = ContentSizedView(View.noIntrinsicMetric, 300)
        let submit = ContentSizedView(View.noIntrinsicMetric, 50)
        for view in [body, submit] {
            view.translatesAutoresizingMaskIntoConstraints = false
            content.addSubview(view)
            LayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 20),
                view.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -20),
            ])
        }
        let guide = scrollView.contentLayoutGuide
        LayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: guide.topAnchor),
            content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(greaterThanOrEqualTo: scrollView.frameLayoutGuide.heightAnchor),
            body.topAnchor.constraint(equalTo: content.topAnchor, constant: 20),
            submit.topAnchor.constraint(greaterThanOrEqualTo: body.bottomAnchor, constant: 20),
            submit.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -20),
        ])
        // Without this the content height would be ambiguous between 844 and more: apps pull
        // it down at a low priority (or the button up against the body).
        let hug = content.heightAnchor.constraint(equalToConstant: 0)
        hug.priority = .fittingSizeLevel
        hug.isActive = true
        window.layoutIfNeeded()
        // Content 844 (its minimum); submit bottom at 824: y 774.
        XCTAssertEqual(scrollView.contentSize, Size(width: 390, height: 844))
        assertFrame(submit.frame, 20, 774, 350, 50)
        // A taller body (1000): 20 + 1000 + 20 + 50 + 20 = 1110; the button follows the body.
        body.intrinsicContentSize = Size(width: View.noIntrinsicMetric, height: 1000)
        window.layoutIfNeeded()
        XCTAssertEqual(scrollView.contentSize, Size(width: 390, height: 1110))
        assertFrame(submit.frame, 20, 1040, 350, 50)
        assertNoIssues(window)
    }

    /// A button pinned above the keyboard layout guide.
    func testButtonAboveTheKeyboard() {
        let window = TestScreen.iPhone14.window()
        let controller = ViewController()
        window.rootViewController = controller
        let root = controller.view
        let button = ContentSizedView(View.noIntrinsicMetric, 50)
        button.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(button)
        LayoutConstraint.activate([
            button.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            button.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            button.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor, constant: -16),
        ])
        window.layoutIfNeeded()
        // No keyboard: the guide's top is the safe-area bottom, 844 - 34 = 810: y 744.
        assertFrame(button.frame, 16, 744, 358, 50)
        // A 336 pt keyboard: top 508; button bottom 492: y 442.
        window.keyboardFrame = Rect(x: 0, y: 508, width: 390, height: 336)
        window.layoutIfNeeded()
        assertFrame(button.frame, 16, 442, 358, 50)
        window.keyboardFrame = nil
        window.layoutIfNeeded()
        assertFrame(button.frame, 16, 744, 358, 50)
        assertNoIssues(window)
    }

    /// isBaselineRelativeArrangement: spacing from one label's last baseline to the next one's
    /// first baseline.
    func testBaselineRelativeColumn() {
        let window = Window(size: Size(width: 400, height: 300))
        let headline = Label(text: "Headline"), caption = Label(text: "caption")
        headline.font = .system(size: 20)
        caption.font = .system(size: 10)
        let column = StackView(arrangedSubviews: [headline, caption])
        column.axis = .vertical
        column.alignment = .leading
        column.spacing = 30
        column.isBaselineRelativeArrangement = true
        column.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(column)
        LayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: window.topAnchor),
            column.leadingAnchor.constraint(equalTo: window.leadingAnchor),
        ])
        window.layoutIfNeeded()
        // headline 0...24, last baseline 24 - 4 = 20; caption's first baseline 20 + 30 = 50,
        // 10 below its top: y 40, 12 high. Column 52 high, 80 wide (8 x 10).
        assertFrame(headline.frame, 0, 0, 80, 24)
        assertFrame(caption.frame, 0, 40, 35, 12)
        assertFrame(column.frame, 0, 0, 80, 52)
        assertNoIssues(window)
    }

    /// UIKit's word wrapping (NSLineBreakMode.byWordWrapping) wraps at word boundaries "unless
    /// the word itself doesn't fit on a single line": then the word is broken between
    /// characters.
    func testAWordLongerThanTheLineIsBrokenAcrossLines() {
        let window = Window(size: Size(width: 400, height: 300))
        let label = Label(text: "to longaddress@example.org")
        label.font = .system(size: 10)
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(label)
        LayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: window.topAnchor),
            label.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            label.widthAnchor.constraint(equalToConstant: 60),
        ])
        window.layoutIfNeeded()
        // 60 / 5 = 12 characters a line. "to" (2); "longaddress@example.org" (23) does not fit
        // on any line: it starts a new line and breaks every 12 characters: "longaddress@"
        // / "example.org". Three lines: 36 high.
        XCTAssertEqual(label.frame.height, 36)
        XCTAssertEqual(label.lineCount(wrappingAt: 60), 3)
        assertNoIssues(window)
    }
}
