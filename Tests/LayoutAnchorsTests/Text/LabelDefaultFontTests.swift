// UIKit's label fonts (API.md "Label fonts"): a label's default font is the fixed 17-point
// system font, which does not follow the text size; systemFont(ofSize:) and
// boldSystemFont(ofSize:) are fixed too; preferred fonts follow the window's text size.
// Metrics: 0.5 x size per character, 1.2 x size per line, frames on the 1 / scale grid.

import LayoutAnchors
import XCTest

final class LabelDefaultFontTests: XCTestCase {
    /// A label pinned at (10, 10) of a window, laid out at `category` and `direction`.
    private func placedLabel(
        _ text: String, font: Font?, category: ContentSizeCategory, direction: LayoutDirection
    ) -> Label {
        let window = Window(size: Size(width: 390, height: 844), layoutDirection: direction, contentSizeCategory: category)
        let label = Label(text: text)
        if let font { label.font = font }
        label.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            label.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
        ])
        window.layoutIfNeeded()
        assertNoIssues(window)
        return label
    }

    func testDefaultFontIsAFixedSeventeenPoints() {
        XCTAssertEqual(Label().font, .systemFont(ofSize: 17))
        XCTAssertFalse(Label().adjustsFontForContentSizeCategory, "UIKit's default")
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            for category in [ContentSizeCategory.extraSmall, .large, .accessibilityExtraExtraExtraLarge] {
                let label = placedLabel("Settings", font: nil, category: category, direction: direction)
                // 8 characters x 8.5 = 68 wide, 1.2 x 17 = 20.4 -> 20.5 on the 0.5 grid, at
                // every text size. Leading 10: x 10, or 390 - 10 - 68 = 312 right to left.
                let x = direction == .leftToRight ? 10.0 : 312
                assertFrame(label.frame, x, 10, 68, 20.5, "\(direction) \(category)")
            }
        }
    }

    func testSystemFontsOfASizeAreFixedAndBoldHasTheSameMetrics() {
        XCTAssertEqual(Font.systemFont(ofSize: 12), .system(size: 12))
        XCTAssertNotEqual(Font.boldSystemFont(ofSize: 12), .systemFont(ofSize: 12))
        for category in [ContentSizeCategory.small, .accessibilityLarge] {
            for font in [Font.systemFont(ofSize: 20), .boldSystemFont(ofSize: 20)] {
                let label = placedLabel("Bold", font: font, category: category, direction: .leftToRight)
                // 4 x 10 = 40 wide, 1.2 x 20 = 24 high, whatever the text size.
                assertFrame(label.frame, 10, 10, 40, 24, "\(font) \(category)")
            }
        }
    }

    func testPreferredFontsFollowTheTextSize() {
        // Body is 17 at .large and 40 at accessibilityExtraLarge (DynamicTypeSizes): 4 x 20 = 80 wide,
        // 1.2 x 40 = 48 high; 4 x 8.5 = 34 and 20.5 at .large.
        let large = placedLabel("Body", font: .preferredFont(forTextStyle: .body), category: .large, direction: .leftToRight)
        assertFrame(large.frame, 10, 10, 34, 20.5)
        let big = placedLabel(
            "Body", font: .preferredFont(forTextStyle: .body), category: .accessibilityExtraLarge, direction: .rightToLeft)
        // Right to left: x = 390 - 10 - 80 = 300.
        assertFrame(big.frame, 300, 10, 80, 48)
        big.adjustsFontForContentSizeCategory = true
        XCTAssertTrue(big.adjustsFontForContentSizeCategory, "stored")
    }
}
