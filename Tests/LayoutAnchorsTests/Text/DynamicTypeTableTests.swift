// Each text style has its own size at every content size category, as Apple's Human Interface
// Guidelines "Dynamic Type sizes" tables give them (iOS, iPadOS). The expected figures below are
// read from the HIG tables by hand, not from the library's table.

import LayoutAnchors
import XCTest

final class DynamicTypeTableTests: XCTestCase {
    private func size(_ style: TextStyle, _ category: ContentSizeCategory) -> Double {
        Font.preferred(style).pointSize(for: category)
    }

    /// The figures: title1 is 34 pt at xxxLarge and 48 pt at AX3 (proportional scaling
    /// from body would give 28 x 23 / 17 = 37.9 and 28 x 40 / 17 = 65.9).
    func testTitle1FollowsItsOwnRow() {
        XCTAssertEqual(size(.title1, .large), 28)
        XCTAssertEqual(size(.title1, .extraExtraExtraLarge), 34)
        XCTAssertEqual(size(.title1, .accessibilityExtraLarge), 48)
    }

    /// A sample across the table: both ends of several rows, and the HIG's flat bottom of the
    /// small styles (footnote 12 at xSmall, Small and Medium; caption2 11 up to Large).
    func testSampleOfTheTable() {
        XCTAssertEqual(size(.largeTitle, .extraSmall), 31)
        XCTAssertEqual(size(.largeTitle, .accessibilityExtraExtraExtraLarge), 60)
        XCTAssertEqual(size(.title2, .accessibilityMedium), 34)
        XCTAssertEqual(size(.title3, .accessibilityLarge), 37)
        XCTAssertEqual(size(.headline, .extraLarge), 19)
        XCTAssertEqual(size(.callout, .accessibilityExtraExtraExtraLarge), 51)
        XCTAssertEqual(size(.subheadline, .extraExtraLarge), 19)
        XCTAssertEqual([.extraSmall, .small, .medium].map { size(.footnote, $0) }, [12, 12, 12])
        XCTAssertEqual(size(.footnote, .accessibilityExtraExtraLarge), 38)
        XCTAssertEqual(size(.caption1, .accessibilityExtraLarge), 32)
        XCTAssertEqual([.extraSmall, .small, .medium, .large].map { size(.caption2, $0) }, [11, 11, 11, 11])
        XCTAssertEqual(size(.caption2, .accessibilityMedium), 20)
    }

    /// Body keeps the sizes it always had: 14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53.
    func testBodyRow() {
        XCTAssertEqual(
            ContentSizeCategory.allCases.map { size(.body, $0) },
            [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
    }

    /// Every row grows (never shrinks) with the category, and a fixed font ignores it.
    func testRowsNeverShrinkAndFixedFontsIgnoreTheCategory() {
        let styles: [TextStyle] = [
            .largeTitle, .title1, .title2, .title3, .headline, .body, .callout,
            .subheadline, .footnote, .caption1, .caption2,
        ]
        for style in styles {
            let row = ContentSizeCategory.allCases.map { size(style, $0) }
            XCTAssertEqual(row, row.sorted(), "\(style)")
        }
        XCTAssertEqual(Font.system(size: 13).pointSize(for: .accessibilityExtraExtraExtraLarge), 13)
    }

    /// A title1 label at AX3 (48 pt): "Title" is 5 x 0.5 x 48 = 120 wide and 1.2 x 48 = 57.6
    /// high; at y = 0 the bottom edge 57.6 rounds to 57.5 on the 0.5 pt grid (scale 2).
    /// At xxxLarge (34 pt): 5 x 17 = 85 wide, 1.2 x 34 = 40.8 -> 41 high (81.6 px -> 82 px).
    func testLabelLineHeightFollowsTheStyleSize() {
        let window = Window(size: Size(width: 390, height: 844), contentSizeCategory: .accessibilityExtraLarge)
        let label = Label(text: "Title")
        label.font = .preferred(.title1)
        label.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            label.topAnchor.constraint(equalTo: window.topAnchor),
        ])
        window.layoutIfNeeded()
        assertFrame(label.frame, 0, 0, 120, 57.5)
        window.contentSizeCategory = .extraExtraExtraLarge
        window.layoutIfNeeded()
        assertFrame(label.frame, 0, 0, 85, 41)
    }
}
