// readableContentGuide across windows, text sizes and directions (API.md: 672 pt at .large,
// never below 560, never decreasing as the category grows, centred in the layout margins
// guide and never wider than it; Use Your Loaf "Readable Content Guides": an iPad in
// landscape at the default size gives a 672 pt guide inset 176 pt from the 1024 pt view).

import LayoutAnchors
import XCTest

final class ReadableGuideMatrixTests: XCTestCase {
    /// A controller whose root view has a text column pinned to its readable guide.
    private final class ArticleController: ViewController {
        let column = View()
        override func viewDidLoad() {
            column.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(column)
            let readable = view.readableContentGuide
            LayoutConstraint.activate([
                column.leadingAnchor.constraint(equalTo: readable.leadingAnchor),
                column.trailingAnchor.constraint(equalTo: readable.trailingAnchor),
                column.topAnchor.constraint(equalTo: readable.topAnchor),
                column.bottomAnchor.constraint(equalTo: readable.bottomAnchor),
            ])
        }
    }

    func testReadableColumnAtTheDefaultTextSize() {
        // Root view margins: 16 in compact width, 20 in regular, measured from the safe area;
        // top and bottom margins 0, so the column spans the safe area vertically.
        let cases: [(TestScreen, Rect)] = [
            // 390: margins 16: available 358 < 672: x 16, width 358; y 47...844 - 34.
            (.iPhone14, Rect(x: 16, y: 47, width: 358, height: 763)),
            // iPad 768 (regular): margins 20: available 728: (728 - 672) / 2 = 28: x 48.
            (.iPad, Rect(x: 48, y: 20, width: 672, height: 1004)),
            // iPad 1024: available 984: x 20 + 156 = 176 (the documented inset).
            (.iPadLandscape, Rect(x: 176, y: 20, width: 672, height: 748)),
            // 844 landscape phone (compact: short side 390 < 414): margins 47 + 16 = 63: available 718:
            // x 63 + 23 = 86; y 0 ... 390 - 21.
            (.iPhone14Landscape, Rect(x: 86, y: 0, width: 672, height: 369)),
        ]
        for (device, expected) in cases {
            for direction in [LayoutDirection.leftToRight, .rightToLeft] {
                let window = device.window(direction: direction)
                let controller = ArticleController()
                window.rootViewController = controller
                window.layoutIfNeeded()
                // Centred, so the same frame in both directions.
                XCTAssertEqual(controller.column.frame, expected, "\(device.name) \(direction)")
                XCTAssertEqual(controller.view.readableContentGuide.layoutFrame, expected, "\(device.name) \(direction)")
                assertNoIssues(window, device.name)
            }
        }
    }

    func testReadableWidthAcrossTextSizes() {
        // iPad landscape: the margins guide is 984 wide. For every category the column is
        // centred in it (x = 20 + (984 - width) / 2), at least 560 wide, at most 984, and never
        // narrower than at the previous (smaller) category; .large is 672.
        let categories: [ContentSizeCategory] = [
            .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
            .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
            .accessibilityExtraExtraExtraLarge,
        ]
        let window = TestScreen.iPadLandscape.window()
        let controller = ArticleController()
        window.rootViewController = controller
        var previous = 0.0
        for category in categories {
            window.contentSizeCategory = category
            window.layoutIfNeeded()
            let frame = controller.column.frame
            XCTAssertGreaterThanOrEqual(frame.width, 560, "\(category)")
            XCTAssertLessThanOrEqual(frame.width, 984, "\(category)")
            XCTAssertGreaterThanOrEqual(frame.width, previous, "\(category)")
            XCTAssertEqual(frame.minX - 20, 1004 - frame.maxX, accuracy: 0.5, "\(category) centred")
            if category == .large { XCTAssertEqual(frame.width, 672) }
            previous = frame.width
        }
        // The largest sizes fill the margins: 984 wide at x 20.
        XCTAssertEqual(controller.column.frame, Rect(x: 20, y: 20, width: 984, height: 748))
        // On a phone the margins always limit it: 358 at every size.
        window.resize(to: TestScreen.iPhone14.size, safeAreaInsets: TestScreen.iPhone14.safeArea)
        window.contentSizeCategory = .extraSmall
        window.layoutIfNeeded()
        XCTAssertEqual(controller.column.frame, Rect(x: 16, y: 47, width: 358, height: 763))
        assertNoIssues(window)
    }

    func testReadableGuideOfAnInnerViewUsesItsOwnMargins() {
        // A card filling an iPad landscape window below the 20 pt status bar, default margins
        // 8 from its (zero) safe area: available 1024 - 16 = 1008: x = 8 + (1008 - 672) / 2 =
        // 176; y = 8 (margin) in the card, height 748 - 16 = 732.
        let window = TestScreen.iPadLandscape.window()
        let card = View()
        card.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(card)
        let text = View()
        text.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(text)
        LayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor),
            card.bottomAnchor.constraint(equalTo: window.bottomAnchor),
            card.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            card.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            text.leadingAnchor.constraint(equalTo: card.readableContentGuide.leadingAnchor),
            text.trailingAnchor.constraint(equalTo: card.readableContentGuide.trailingAnchor),
            text.topAnchor.constraint(equalTo: card.readableContentGuide.topAnchor),
            text.bottomAnchor.constraint(equalTo: card.readableContentGuide.bottomAnchor),
        ])
        window.layoutIfNeeded()
        assertFrame(text.frame, 176, 8, 672, 732)
        // Margins 100 left and 300 right: available 1024 - 400 = 624 < 672, so the column is
        // the margins guide: x 100, width 624.
        card.layoutMargins = EdgeInsets(top: 8, left: 100, bottom: 8, right: 300)
        window.layoutIfNeeded()
        assertFrame(text.frame, 100, 8, 624, 732)
        assertNoIssues(window)
    }
}
