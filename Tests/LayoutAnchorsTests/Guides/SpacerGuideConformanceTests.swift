// Apple's Auto Layout Guide idea for UILayoutGuide: equal spaces between views made of layout
// guides of equal width (instead of dummy views), in both directions.

import LayoutAnchors
import XCTest

final class SpacerGuideConformanceTests: XCTestCase {
    func testEqualSpacerGuides() {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let window = Window(size: Size(width: 320, height: 200), layoutDirection: direction)
            let buttons = [ContentSizedView(40, 30), ContentSizedView(60, 30), ContentSizedView(80, 30)]
            let guides = (0..<4).map { _ in LayoutGuide() }
            for button in buttons {
                button.translatesAutoresizingMaskIntoConstraints = false
                window.addSubview(button)
                button.topAnchor.constraint(equalTo: window.topAnchor, constant: 10).isActive = true
            }
            // A guide left free vertically is ambiguous there (UIKit's hasAmbiguousLayout says
            // so too): the guides take the buttons' row.
            for guide in guides {
                window.addLayoutGuide(guide)
                LayoutConstraint.activate([
                    guide.widthAnchor.constraint(equalTo: guides[0].widthAnchor),
                    guide.topAnchor.constraint(equalTo: buttons[0].topAnchor),
                    guide.heightAnchor.constraint(equalTo: buttons[0].heightAnchor),
                ])
            }
            // |guide0 [b0] guide1 [b1] guide2 [b2] guide3|, leading to trailing.
            LayoutConstraint.activate([
                guides[0].leadingAnchor.constraint(equalTo: window.leadingAnchor),
                buttons[0].leadingAnchor.constraint(equalTo: guides[0].trailingAnchor),
                guides[1].leadingAnchor.constraint(equalTo: buttons[0].trailingAnchor),
                buttons[1].leadingAnchor.constraint(equalTo: guides[1].trailingAnchor),
                guides[2].leadingAnchor.constraint(equalTo: buttons[1].trailingAnchor),
                buttons[2].leadingAnchor.constraint(equalTo: guides[2].trailingAnchor),
                guides[3].leadingAnchor.constraint(equalTo: buttons[2].trailingAnchor),
                guides[3].trailingAnchor.constraint(equalTo: window.trailingAnchor),
            ])
            window.layoutIfNeeded()
            // 320 - 180 = 140 over four guides: 35 each. LTR: b0 35...75, b1 110...170,
            // b2 205...285. RTL mirrors: b0 245...285, b1 150...210, b2 35...115.
            let context = "\(direction)"
            let xs: [Double] = direction == .leftToRight ? [35, 110, 205] : [245, 150, 35]
            for (button, x) in zip(buttons, xs) { XCTAssertEqual(button.frame.minX, x, context) }
            XCTAssertEqual(guides[1].layoutFrame.width, 35, context)
            XCTAssertFalse(guides[2].hasAmbiguousLayout, context)
            assertNoIssues(window, context)
        }
    }
}
