// Dynamic Type as ordinary code meets it: a card of two body-style labels in a stack pinned
// to the root view's readableContentGuide, at several content size categories, on iPad and
// iPhone, and a label sized by preferredMaxLayoutWidth.
//
// Body sizes (API.md): .small 15 pt, .large 17 pt, .accessibilityExtraLarge 40 pt. A
// character is 0.5 x pointSize wide and a line 1.2 x pointSize high: 15 pt -> 7.5 x 18,
// 40 pt -> 20 x 48. Readable widths (ReadableWidth.table): .small 600, AX3 1580 (so the
// margins bound it). Root view margins: the system minimum, 20 regular (iPad) / 16 compact.

import LayoutAnchors
import XCTest

final class TextSizeConformanceTests: XCTestCase {
    /// 65 characters: The(3) forecast(8) for(3) today(5) is(2) sunny(5) with(4) a(1) light(5)
    /// breeze(6) from(4) the(3) west(4), 12 spaces.
    private let sentence = "The forecast for today is sunny with a light breeze from the west"

    private func makeCard(in window: Window) -> (StackView, Label, Label) {
        let controller = ViewController()
        window.rootViewController = controller
        let root = controller.view
        let title = Label.body("Weather")
        let body = Label.body(sentence)
        body.numberOfLines = 0
        let stack = StackView(arrangedSubviews: [title, body])
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        let readable = root.readableContentGuide
        LayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: readable.topAnchor),
            stack.leadingAnchor.constraint(equalTo: readable.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: readable.trailingAnchor),
        ])
        return (stack, title, body)
    }

    func testReadableCardOnIPadAtSmallAndAccessibilitySizes() {
        let window = TestScreen.iPad.window(category: .small)
        let (stack, title, body) = makeCard(in: window)
        window.layoutIfNeeded()
        // Margins 20: 728 available; readable 600, centred: x = 20 + (728 - 600) / 2 = 84.
        // Top: safe top 20 + root top margin 0. The sentence is 65 x 7.5 = 487.5 <= 600: one
        // line, 18 high. Stack 18 + 8 + 18 = 44.
        assertFrame(stack.frame, 84, 20, 600, 44)
        assertFrame(title.frame, 0, 0, 600, 18)
        assertFrame(body.frame, 0, 26, 600, 18)
        // Accessibility XL (40 pt): readable 1580 > 728, so the margins bound it: x 20, 728
        // wide = 36.4 characters. "The forecast for today is sunny with" is 36: line 1;
        // "a light breeze from the west" (28): line 2. Body 96, title 48; stack 152.
        window.contentSizeCategory = .accessibilityExtraLarge
        window.layoutIfNeeded()
        assertFrame(stack.frame, 20, 20, 728, 152)
        assertFrame(body.frame, 0, 56, 728, 96)
        // And back.
        window.contentSizeCategory = .small
        window.layoutIfNeeded()
        assertFrame(stack.frame, 84, 20, 600, 44)
        assertNoIssues(window)
    }

    func testReadableCardOnIPhoneAtAccessibilitySizeInRTL() {
        let window = TestScreen.iPhone14.window(direction: .rightToLeft, category: .accessibilityExtraLarge)
        let (stack, _, body) = makeCard(in: window)
        window.layoutIfNeeded()
        // Compact: margins 16, 358 available (< 1580): x 16, top 47. 358 / 20 = 17.9 -> 17
        // characters a line: "The forecast for" (16) / "today is sunny" (14) / "with a light"
        // (12) / "breeze from the" (15) / "west": 5 lines, 240. Stack 48 + 8 + 240 = 296.
        assertFrame(stack.frame, 16, 47, 358, 296)
        assertFrame(body.frame, 0, 56, 358, 240)
        assertNoIssues(window)
    }

    /// preferredMaxLayoutWidth wraps the label there; its width is its widest line.
    func testPreferredMaxLayoutWidth() {
        let window = TestScreen.iPhone14.window(category: .small)
        let label = Label.body(sentence)
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = 200
        label.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(label)
        LayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
            label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
        ])
        window.layoutIfNeeded()
        // 200 / 7.5 = 26.7 -> 26 characters: "The forecast for today is" (25) / "sunny with a
        // light breeze" (25) / "from the west" (13). Widest 25 x 7.5 = 187.5; 3 x 18 = 54.
        assertFrame(label.frame, 10, 100, 187.5, 54)
        // numberOfLines 2 truncates to two lines: 36 high, same width.
        label.numberOfLines = 2
        window.layoutIfNeeded()
        assertFrame(label.frame, 10, 100, 187.5, 36)
        assertNoIssues(window)
    }
}
