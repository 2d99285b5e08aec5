// A first-baseline row whose first label uses Dynamic Type: when the text size changes, the
// baselines stay aligned (a label's first baseline is pointSize below its top, API.md).

import LayoutAnchors
import XCTest

final class BaselineTextSizeTests: XCTestCase {
    func testFirstBaselineRowAcrossTextSizes() {
        let window = Window(size: Size(width: 400, height: 300), contentSizeCategory: .small)
        let title = Label.body("Title"), note = Label(text: "note")
        note.font = .system(size: 10)
        let row = StackView(arrangedSubviews: [title, note])
        row.alignment = .firstBaseline
        row.spacing = 8
        row.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(row)
        LayoutConstraint.activate([
            row.topAnchor.constraint(equalTo: window.topAnchor),
            row.leadingAnchor.constraint(equalTo: window.leadingAnchor),
        ])
        window.layoutIfNeeded()
        // .small: body 15 pt, baseline 15 below the top, 18 high, 37.5 wide; the note's
        // baseline is 10 below its top: top 5, bottom 17. Row 18 high, 37.5 + 8 + 20 wide.
        assertFrame(title.frame, 0, 0, 37.5, 18)
        assertFrame(note.frame, 45.5, 5, 20, 12)
        assertFrame(row.frame, 0, 0, 65.5, 18)
        // AX3: body 40 pt: baseline 40, 48 high, 100 wide; the note's top 30.
        window.contentSizeCategory = .accessibilityExtraLarge
        window.layoutIfNeeded()
        assertFrame(title.frame, 0, 0, 100, 48)
        assertFrame(note.frame, 108, 30, 20, 12)
        assertFrame(row.frame, 0, 0, 128, 48)
        assertNoIssues(window)
    }
}
