// A custom view that computes its intrinsic content size, as UIKit subclasses do, and calls
// invalidateIntrinsicContentSize() when its content changes. `intrinsicContentSize` is
// settable here (API.md), so Swift requires the override to give both accessors: a UIKit-style
// get-only override ("cannot override mutable property with read-only property") does not
// compile.

import LayoutAnchors
import XCTest

/// A badge 12 + 8 per digit wide, 20 high.
private final class Badge: View {
    var count = 0 { didSet { invalidateIntrinsicContentSize() } }

    override var intrinsicContentSize: Size {
        get { Size(width: 12 + 8 * Double(String(count).count), height: 20) }
        set { super.intrinsicContentSize = newValue }
    }
}

final class CustomIntrinsicSizeTests: XCTestCase {
    func testComputedIntrinsicSizeFollowsInvalidation() {
        let window = Window(size: Size(width: 320, height: 200))
        let title = Label(text: "Inbox")
        title.font = .system(size: 10)
        let badge = Badge()
        badge.count = 7
        let row = StackView(arrangedSubviews: [title, badge])
        row.spacing = 6
        row.alignment = .center
        row.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(row)
        LayoutConstraint.activate([
            row.topAnchor.constraint(equalTo: window.topAnchor),
            row.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -10),
        ])
        window.layoutIfNeeded()
        // title 25 x 12; badge one digit: 20 x 20. Row 25 + 6 + 20 = 51, ending at 310: x 259.
        assertFrame(row.frame, 259, 0, 51, 20)
        assertFrame(badge.frame, 31, 0, 20, 20)
        assertFrame(title.frame, 0, 4, 25, 12)
        // Three digits: 12 + 24 = 36; the row grows leftwards: 25 + 6 + 36 = 67, x 243.
        badge.count = 128
        window.layoutIfNeeded()
        assertFrame(row.frame, 243, 0, 67, 20)
        assertFrame(badge.frame, 31, 0, 36, 20)
        assertNoIssues(window)
    }
}
