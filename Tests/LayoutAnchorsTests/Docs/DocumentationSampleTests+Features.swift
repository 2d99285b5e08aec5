// Samples of the articles' sections on features merged after the first documentation pass
// (StackViews.md, the ambiguity section of DebuggingLayouts.md), verbatim between the markers
// that `ArticleSampleCheckTests` compares with the articles, then the values they state,
// derived by hand from UIKit's rules.

import LayoutAnchors
import XCTest

final class FeatureArticleSampleTests: XCTestCase {
    func testStackViewsForm() {
        // sample: StackViews.md 1
        let window = Window(size: Size(width: 390, height: 844))
        let title = View(), name = View(), email = View()
        let stack = StackView(arrangedSubviews: [title, name, email])
        stack.axis = .vertical
        stack.spacing = 8
        stack.setCustomSpacing(24, after: title)
        stack.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(stack)
        LayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
            stack.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -16),
        ])
        for (row, height) in [(title, 40.0), (name, 44), (email, 44)] {
            let rowHeight = row.heightAnchor.constraint(equalToConstant: height)
            rowHeight.priority = LayoutPriority(999)  // below UISV-hiding's required height 0
            rowHeight.isActive = true
        }
        window.layoutIfNeeded()
        let emailTop = email.frame.minY  // 40 + 24 + 44 + 8 = 116
        let height = stack.frame.height  // 116 + 44 = 160
        name.isHidden = true
        window.layoutIfNeeded()
        let collapsedTop = email.frame.minY  // 40 + 24 = 64: the custom gap after the title stays
        let collapsedHeight = stack.frame.height  // 64 + 44 = 108
        // end sample
        // Vertical, fill / fill: rows as wide as the stack (390 - 16 - 16 = 358), gaps 24 after
        // the title (custom) and 8 elsewhere. Hidden `name` collapses with the gap after it, so
        // the title's custom gap leads to `email`.
        XCTAssertEqual(emailTop, 116)
        XCTAssertEqual(height, 160)
        XCTAssertEqual(collapsedTop, 64)
        XCTAssertEqual(collapsedHeight, 108)
        XCTAssertEqual(stack.frame, Rect(x: 16, y: 20, width: 358, height: 108))
        XCTAssertEqual(title.frame, Rect(x: 0, y: 0, width: 358, height: 40))
        XCTAssertEqual(email.frame, Rect(x: 0, y: 64, width: 358, height: 44))
        XCTAssertTrue(window.layoutIssues.isEmpty)  // fully determined: no conflict, no ambiguity
    }

    func testDebuggingAmbiguity() {
        // sample: DebuggingLayouts.md 3
        let screen = Window(size: Size(width: 320, height: 480))
        screen.logsLayoutIssues = false
        let badge = View()
        badge.identifier = "badge"
        badge.translatesAutoresizingMaskIntoConstraints = false
        screen.addSubview(badge)
        LayoutConstraint.activate([
            badge.topAnchor.constraint(equalTo: screen.topAnchor, constant: 8),
            badge.widthAnchor.constraint(equalToConstant: 30),
            badge.heightAnchor.constraint(equalToConstant: 30),
        ])
        screen.layoutIfNeeded()
        let ambiguous = badge.hasAmbiguousLayout  // true: nothing places it horizontally
        let message = screen.layoutIssues[0].description
        // "Horizontal position is ambiguous for View:'badge'. Free: horizontal position."
        // end sample
        // top, width and height are fixed; no constraint mentions left, leading or centerX, so
        // only the horizontal position is free.
        XCTAssertTrue(ambiguous)
        XCTAssertEqual(screen.layoutIssues.count, 1)
        XCTAssertEqual(screen.layoutIssues[0].kind, .ambiguousLayout)
        XCTAssertEqual(message, "Horizontal position is ambiguous for View:'badge'. Free: horizontal position.")
    }
}
