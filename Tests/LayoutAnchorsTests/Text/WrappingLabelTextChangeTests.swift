// Wrapping labels whose text changes: each lands where the settled layout puts it, with the
// text wrapped at the width the label ends with. Label metrics: 10 pt text, 5 pt a
// character, 12 pt a line; "word" is 20 wide, a space 5, so n words on a line are 25n - 5.

import LayoutAnchors
import XCTest

final class WrappingLabelTextChangeTests: XCTestCase {
    private func words(_ count: Int) -> String { Array(repeating: "word", count: count).joined(separator: " ") }

    private func wrappingLabel(_ text: String) -> Label {
        let label = Label(text: text)
        label.font = .system(size: 10)
        label.numberOfLines = 0
        return label
    }

    /// Six labels 100 wide in a leading-aligned column without spacing: a line holds four
    /// words (95; five would be 120), so 4, 8 and 12 words are 1, 2 and 3 lines, 12, 24, 36
    /// high, and each label starts where the one above ends.
    func testLabelsInAStackLandBelowEachOtherAfterTextChanges() {
        let window = Window(size: Size(width: 320, height: 480))
        let stack = StackView()
        stack.axis = .vertical
        stack.alignment = .leading
        stack.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(stack)
        LayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: window.topAnchor),
            stack.leadingAnchor.constraint(equalTo: window.leadingAnchor),
        ])
        let labels = (0..<6).map { _ in wrappingLabel(words(8)) }
        for label in labels {
            label.widthAnchor.constraint(equalToConstant: 100).isActive = true
            stack.addArrangedSubview(label)
        }
        window.layoutIfNeeded()
        // Two lines each: y = 24i.
        for (i, label) in labels.enumerated() { assertFrame(label.frame, 0, 24 * Double(i), 100, 24, "label \(i)") }
        labels[1].text = words(12)
        labels[3].text = words(4)
        labels[4].text = "word"
        window.layoutIfNeeded()
        // Heights 24, 36, 24, 12, 12, 24: y = 0, 24, 24 + 36 = 60, 60 + 24 = 84, 84 + 12 = 96,
        // 96 + 12 = 108.
        let afterFirst: [(y: Double, height: Double)] = [(0, 24), (24, 36), (60, 24), (84, 12), (96, 12), (108, 24)]
        for (i, label) in labels.enumerated() {
            assertFrame(label.frame, 0, afterFirst[i].y, 100, afterFirst[i].height, "label \(i)")
        }
        labels[0].text = words(12)
        window.layoutIfNeeded()
        // The first grows by 12: every label below moves down 12.
        for (i, label) in labels.enumerated() {
            let y = i == 0 ? 0 : afterFirst[i].y + 12
            assertFrame(label.frame, 0, y, 100, i == 0 ? 36 : afterFirst[i].height, "label \(i)")
        }
        assertNoIssues(window)
    }

    /// A label whose width is twice another label's height (its own width wishes weaker than the
    /// other's height), both given new text in one layout.
    /// Measured unwrapped, the upper label is 12 high and the lower one would get 24 of width;
    /// wrapped, the upper one is 36 high again and the lower one is back at 72, the width it
    /// had: it must be wrapped at 72, not at the 24 it was first measured at.
    func testALabelWhoseWidthComesBackIsWrappedAtTheWidthItEndsWith() {
        let window = Window(size: Size(width: 320, height: 480))
        let upper = wrappingLabel(words(12)), lower = wrappingLabel(words(6))
        for label in [upper, lower] {
            label.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(label)
        }
        // The lower label's own width wishes give way to the upper one's height.
        lower.setContentHuggingPriority(LayoutPriority(50), for: .horizontal)
        lower.setContentCompressionResistancePriority(LayoutPriority(100), for: .horizontal)
        LayoutConstraint.activate([
            upper.topAnchor.constraint(equalTo: window.topAnchor),
            upper.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            upper.widthAnchor.constraint(equalToConstant: 100),
            lower.topAnchor.constraint(equalTo: upper.bottomAnchor),
            lower.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            lower.widthAnchor.constraint(equalTo: upper.heightAnchor, multiplier: 2),
        ])
        window.layoutIfNeeded()
        // Upper: 12 words at 100, three lines: 100 x 36. Lower: 2 x 36 = 72 wide, three words
        // a line (70; four would be 95), six words in two lines: 72 x 24 at y = 36.
        assertFrame(upper.frame, 0, 0, 100, 36)
        assertFrame(lower.frame, 0, 36, 72, 24)
        upper.text = Array(repeating: "more", count: 12).joined(separator: " ")
        lower.text = words(9)
        window.layoutIfNeeded()
        // Upper: three lines again, 100 x 36; lower: 72 wide, nine words in three lines
        // (at 24 of width it would be nine lines, 108 high): 72 x 36 at y = 36.
        assertFrame(upper.frame, 0, 0, 100, 36)
        assertFrame(lower.frame, 0, 36, 72, 36)
        assertNoIssues(window)
    }
}
