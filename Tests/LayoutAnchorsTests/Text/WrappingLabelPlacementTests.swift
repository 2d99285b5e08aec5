// Multi-line labels whose width is only bounded, not set: in a leading-aligned column and
// against a trailing >= constraint. UILabel reports the bounding box of its wrapped text (the
// widest line) as its intrinsic size once it knows its width (height-for-width), so the label
// ends up as wide as its widest line.

import LayoutAnchors
import XCTest

final class WrappingLabelPlacementTests: XCTestCase {
    /// 65 characters at 10 pt (5 pt a character): 325 wide on one line.
    private let sentence = "The forecast for today is sunny with a light breeze from the west"

    func testWrappingLabelInALeadingAlignedColumn() {
        let window = Window(size: Size(width: 400, height: 300))
        let label = Label(text: sentence)
        label.font = .system(size: 10)
        label.numberOfLines = 0
        let badge = ContentSizedView(30, 30)
        let column = StackView(arrangedSubviews: [label, badge])
        column.axis = .vertical
        column.alignment = .leading
        column.spacing = 5
        column.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(column)
        LayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: window.topAnchor),
            column.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            column.widthAnchor.constraint(equalToConstant: 200),
        ])
        window.layoutIfNeeded()
        // At most 200 wide (the column): 40 characters a line. "The forecast for today is
        // sunny with a" (38 = 190) / "light breeze from the west" (26 = 130): 2 lines.
        // The label is as wide as its widest line: 190 x 24. Badge at 24 + 5 = 29.
        assertFrame(label.frame, 0, 0, 190, 24)
        assertFrame(badge.frame, 0, 29, 30, 30)
        XCTAssertEqual(column.frame.height, 59)
        assertNoIssues(window)
    }

    /// A label next to a fixed view, its trailing edge at most at the margin: it wraps there.
    func testWrappingLabelBoundedByATrailingInequality() {
        let window = Window(size: Size(width: 320, height: 300))
        let icon = View()
        let label = Label(text: sentence)
        label.font = .system(size: 10)
        label.numberOfLines = 0
        for view in [icon, label] {
            view.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(view)
        }
        LayoutConstraint.activate([
            icon.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
            icon.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            icon.widthAnchor.constraint(equalToConstant: 40),
            icon.heightAnchor.constraint(equalToConstant: 40),
            label.topAnchor.constraint(equalTo: icon.topAnchor),
            label.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 10),
            label.trailingAnchor.constraint(lessThanOrEqualTo: window.trailingAnchor, constant: -10),
        ])
        window.layoutIfNeeded()
        // Room: 320 - 10 - 60 = 250 (x 60...310): 50 characters a line. "The forecast for today
        // is sunny with a light" (44 = 220; " breeze" would make 51) / "breeze from the west"
        // (20): 220 x 24, as wide as its widest line.
        assertFrame(label.frame, 60, 10, 220, 24)
        // A wider window: 400 - 70 = 330 >= 325: one line, 325 x 12.
        // UIKit measures the text unwrapped first, so the label grows back.
        window.resize(to: Size(width: 400, height: 300))
        window.layoutIfNeeded()
        assertFrame(label.frame, 60, 10, 325, 12)
        // And narrower again: 300 - 70 = 230: still 44 characters on line 1 (220 x 24).
        window.resize(to: Size(width: 300, height: 300))
        window.layoutIfNeeded()
        assertFrame(label.frame, 60, 10, 220, 24)
        assertNoIssues(window)
    }

    /// A chat bubble whose text changes: a short text makes it narrow; a longer one must not
    /// wrap at that narrow width (UIKit measures new text unwrapped first).
    func testBubbleGrowsWithItsText() {
        let window = Window(size: Size(width: 320, height: 300))
        let bubble = Label(text: "Hi")
        bubble.font = .system(size: 10)
        bubble.numberOfLines = 0
        bubble.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(bubble)
        LayoutConstraint.activate([
            bubble.topAnchor.constraint(equalTo: window.topAnchor),
            bubble.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            bubble.trailingAnchor.constraint(lessThanOrEqualTo: window.trailingAnchor, constant: -10),
        ])
        window.layoutIfNeeded()
        assertFrame(bubble.frame, 10, 0, 10, 12)  // "Hi": 2 x 5
        // 37 characters: 185 <= 300: one line.
        bubble.text = "Hello there, how are you doing today?"
        window.layoutIfNeeded()
        assertFrame(bubble.frame, 10, 0, 185, 12)
        // 65 characters (325 > 300): 60 a line. Running lengths: ... breeze 51, from 56,
        // the 60, west 65: "The forecast ... from the" (60 = 300) / "west": 300 x 24.
        bubble.text = sentence
        window.layoutIfNeeded()
        assertFrame(bubble.frame, 10, 0, 300, 24)
        assertNoIssues(window)
    }

    /// A smaller text size lets a wrapped label grow back to one line.
    func testTextSizeChangeRewrapsFromScratch() {
        let window = Window(size: Size(width: 320, height: 300), contentSizeCategory: .accessibilityExtraLarge)
        let label = Label.body("Weather today")
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(label)
        LayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: window.topAnchor),
            label.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            label.trailingAnchor.constraint(lessThanOrEqualTo: window.trailingAnchor),
        ])
        window.layoutIfNeeded()
        // Body at AX3 is 40 pt: 20 a character, 16 characters in 320: "Weather today" is 13
        // (260): one line, 260 x 48. At .small (15 pt, 7.5 a character): 97.5 x 18.
        assertFrame(label.frame, 0, 0, 260, 48)
        window.contentSizeCategory = .small
        window.layoutIfNeeded()
        assertFrame(label.frame, 0, 0, 97.5, 18)
        // A longer text at AX3: "Weather today and tomorrow" (26 > 16): "Weather today" /
        // "and tomorrow": 260 x 96; back to .small: 26 x 7.5 = 195 on one line.
        label.text = "Weather today and tomorrow"
        window.contentSizeCategory = .accessibilityExtraLarge
        window.layoutIfNeeded()
        assertFrame(label.frame, 0, 0, 260, 96)
        window.contentSizeCategory = .small
        window.layoutIfNeeded()
        assertFrame(label.frame, 0, 0, 195, 18)
        assertNoIssues(window)
    }
}
