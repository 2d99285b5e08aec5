// sizeThatFits(_:) / sizeToFit() (UIKit's): a plain view fits its current size, a label its
// text, wrapping at the width it is offered when it has more than one line; sizeToFit keeps
// the origin. Metrics: 0.5 x size per character, 1.2 x size per line.

import LayoutAnchors
import XCTest

/// A view that measures itself, as custom controls do.
private final class Badge: View {
    override func sizeThatFits(_ size: Size) -> Size { Size(width: 30, height: 20) }
}

final class SizeThatFitsTests: XCTestCase {
    func testPlainViewFitsItsOwnSize() {
        let view = View(frame: Rect(x: 5, y: 6, width: 40, height: 50))
        XCTAssertEqual(view.sizeThatFits(Size(width: 1, height: 1)), Size(width: 40, height: 50))
        view.sizeToFit()
        XCTAssertEqual(view.frame, Rect(x: 5, y: 6, width: 40, height: 50))
        let badge = Badge(frame: Rect(x: 1, y: 2, width: 0, height: 0))
        badge.sizeToFit()
        XCTAssertEqual(badge.frame, Rect(x: 1, y: 2, width: 30, height: 20))
    }

    func testLabelFitsItsTextWrappingAtTheOfferedWidth() {
        let label = Label(text: "one two three")
        label.font = .systemFont(ofSize: 10)
        // One line: 13 characters x 5 = 65 wide, 12 high, whatever width is offered.
        XCTAssertEqual(label.sizeThatFits(Size(width: 30, height: 0)), Size(width: 65, height: 12))
        label.numberOfLines = 0
        // Wrapping at 30: "one two" is 35 > 30, so one word a line: "three" (25) is the
        // widest, 3 lines x 12 = 36.
        XCTAssertEqual(label.sizeThatFits(Size(width: 30, height: 0)), Size(width: 25, height: 36))
        // Width 0: no limit: one line.
        XCTAssertEqual(label.sizeThatFits(.zero), Size(width: 65, height: 12))
        // At most two lines: "one" and "two": 15 x 24.
        label.numberOfLines = 2
        XCTAssertEqual(label.sizeThatFits(Size(width: 30, height: 0)), Size(width: 15, height: 24))
        // sizeToFit wraps at the current width (30) and keeps the origin.
        label.numberOfLines = 0
        label.frame = Rect(x: 7, y: 8, width: 30, height: 0)
        label.sizeToFit()
        XCTAssertEqual(label.frame, Rect(x: 7, y: 8, width: 25, height: 36))
    }

    func testPreferredFontFollowsTheWindowAndTheFrameHolds() {
        for (category, size) in [(ContentSizeCategory.large, 17.0), (.accessibilityExtraLarge, 40)] {
            for direction in [LayoutDirection.leftToRight, .rightToLeft] {
                let window = Window(size: Size(width: 390, height: 844), layoutDirection: direction, contentSizeCategory: category)
                let label = Label(text: "Hi")
                label.font = .preferredFont(forTextStyle: .body)
                label.frame = Rect(x: 10, y: 20, width: 0, height: 0)
                window.addSubview(label)
                label.sizeToFit()
                // Body 17 at .large, 40 at AX3: 2 x 0.5 x size wide, 1.2 x size high
                // (17 x 20.4 and 40 x 48). A frame set by hand stays where it was put in both
                // directions (autoresizing constraints hold it, not leading / trailing).
                XCTAssertEqual(label.frame.size, Size(width: size, height: 1.2 * size))
                window.layoutIfNeeded()
                XCTAssertEqual(label.frame.minX, 10, "\(category) \(direction)")
                XCTAssertEqual(label.frame.minY, 20)
                XCTAssertEqual(label.frame.width, size)
                assertNoIssues(window)
            }
        }
    }
}
