// fillProportionally with a label whose intrinsic width follows the text size: the
// proportions follow when the content size category changes (UIStackView.Distribution
// .fillProportionally: "views are resized proportionally based on their intrinsic content
// size along the stack view's axis").

import LayoutAnchors
import XCTest

final class ProportionalTextSizeTests: XCTestCase {
    func testProportionsFollowTheTextSize() {
        let window = Window(size: Size(width: 400, height: 300), contentSizeCategory: .small)
        let label = Label.body("Hello")
        let badge = ContentSizedView(100, 20)
        let row = StackView(arrangedSubviews: [label, badge])
        row.distribution = .fillProportionally
        row.alignment = .top
        row.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(row)
        LayoutConstraint.activate([
            row.topAnchor.constraint(equalTo: window.topAnchor),
            row.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            row.widthAnchor.constraint(equalToConstant: 275),
        ])
        window.layoutIfNeeded()
        // .small body 15 pt: "Hello" is 5 x 7.5 = 37.5 wide; 37.5 : 100 of 275 -> 75 and 200.
        assertFrame(label.frame, 0, 0, 75, 18)
        assertFrame(badge.frame, 75, 0, 200, 20)
        // AX3 body 40 pt: 5 x 20 = 100; 100 : 100 -> 137.5 each.
        window.contentSizeCategory = .accessibilityExtraLarge
        window.layoutIfNeeded()
        assertFrame(label.frame, 0, 0, 137.5, 48)
        assertFrame(badge.frame, 137.5, 0, 137.5, 20)
        assertNoIssues(window)
    }
}
