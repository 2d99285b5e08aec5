// A wrapping label held only by its hugging (leading pinned, trailing <= the edge), measured
// again as its room changes: the layout skips the measure when the text wraps into the same
// lines (a width between its widest line and the width it last wrapped at) and measures
// when it does not. Expected frames from the label metrics: 10 pt text, 5 pt a character,
// 12 pt a line; "one two three four five six seven" is 33 characters, 165 on one line.

import LayoutAnchors
import XCTest

final class WrappingLabelRemeasureTests: XCTestCase {
    private let sentence = "one two three four five six seven"

    private func bubble(in window: Window) -> (Label, LayoutConstraint) {
        let label = Label(text: sentence)
        label.font = .system(size: 10)
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(label)
        let room = label.widthAnchor.constraint(lessThanOrEqualToConstant: 1000)
        LayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: window.topAnchor),
            label.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            label.trailingAnchor.constraint(lessThanOrEqualTo: window.trailingAnchor),
            room,
        ])
        window.layoutIfNeeded()
        return (label, room)
    }

    func testNarrowingWrapsAndTheLabelTakesItsWidestLine() {
        let window = Window(size: Size(width: 200, height: 300))
        let (label, _) = bubble(in: window)
        assertFrame(label.frame, 0, 0, 165, 12)  // one line fits in 200
        // 100 of room: 20 characters a line. "one two three four" (18 = 90) / "five six seven"
        // (14 = 70): 90 x 24; at 90 the lines are the same (no third measure needed).
        window.resize(to: Size(width: 100, height: 300))
        window.layoutIfNeeded()
        assertFrame(label.frame, 0, 0, 90, 24)
        // Wider again: the whole sentence fits on one line in 300.
        window.resize(to: Size(width: 300, height: 300))
        window.layoutIfNeeded()
        assertFrame(label.frame, 0, 0, 165, 12)
        assertNoIssues(window)
    }

    func testAnAppsWidthLimitMeasuresOnlyWhenTheLinesChange() {
        let window = Window(size: Size(width: 300, height: 300))
        let (label, room) = bubble(in: window)
        room.constant = 100
        window.layoutIfNeeded()
        assertFrame(label.frame, 0, 0, 90, 24)  // as above: wrapped at 100, 90 wide
        // The label's width is its hugging (250) against nothing wider: it stays 90. A
        // required width of 95 (19 characters): "one two three four" (18) still ends the
        // first line ("... five" would be 23): the same two lines, 95 x 24.
        let exact = label.widthAnchor.constraint(equalToConstant: 95)
        exact.isActive = true
        window.layoutIfNeeded()
        assertFrame(label.frame, 0, 0, 95, 24)
        // 80 (16 characters): "one two three" (13 = 65) / "four five six" (13 = 65) /
        // "seven": three lines, 80 x 36 (its width is required).
        exact.constant = 80
        window.layoutIfNeeded()
        assertFrame(label.frame, 0, 0, 80, 36)
        assertNoIssues(window)
    }

    func testNewTextIsMeasuredUnwrappedFirst() {
        let window = Window(size: Size(width: 100, height: 300))
        let (label, _) = bubble(in: window)
        assertFrame(label.frame, 0, 0, 90, 24)
        label.text = "hi"
        window.layoutIfNeeded()
        assertFrame(label.frame, 0, 0, 10, 12)
        // Back to the sentence: 165 unwrapped, 100 of room, wrapped there: 90 x 24.
        label.text = sentence
        window.layoutIfNeeded()
        assertFrame(label.frame, 0, 0, 90, 24)
        assertNoIssues(window)
    }
}
