// Two single-line labels in a row without a stack: the title gives way (lower compression
// resistance) so the detail label keeps its full text, on a small phone and in RTL.

import LayoutAnchors
import XCTest

final class TruncatingRowTests: XCTestCase {
    func testTitleGivesWayToTheDetail() {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let window = TestScreen.iPhoneSE1.window(direction: direction)
            let controller = ViewController()
            window.rootViewController = controller
            let root = controller.view
            let title = Label(text: "A very long title for a small screen"), detail = Label(text: "Details")
            for label in [title, detail] {
                label.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(label)
            }
            detail.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
            let margins = root.layoutMarginsGuide
            LayoutConstraint.activate([
                title.topAnchor.constraint(equalTo: margins.topAnchor),
                title.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                detail.firstBaselineAnchor.constraint(equalTo: title.firstBaselineAnchor),
                detail.leadingAnchor.constraint(greaterThanOrEqualTo: title.trailingAnchor, constant: 8),
                detail.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            ])
            window.layoutIfNeeded()
            // Body 17 pt at .large: 8.5 a character, 20.4 high. Margins 16 (compact), top 20
            // (the status bar). The title wants 36 x 8.5 = 306, the detail 7 x 8.5 = 59.5;
            // 288 available: the detail keeps 59.5, the title gets 288 - 8 - 59.5 = 220.5.
            let context = "\(direction)"
            XCTAssertEqual(title.frame.width, 220.5, context)
            XCTAssertEqual(detail.frame.width, 59.5, context)
            // LTR: title 16...236.5, detail 244.5...304. RTL: title 83.5...304, detail 16...75.5.
            XCTAssertEqual(title.frame.minX, direction == .leftToRight ? 16 : 83.5, context)
            XCTAssertEqual(detail.frame.minX, direction == .leftToRight ? 244.5 : 16, context)
            XCTAssertEqual(detail.frame.minY, 20, context)
            assertNoIssues(window, context)
        }
    }
}
