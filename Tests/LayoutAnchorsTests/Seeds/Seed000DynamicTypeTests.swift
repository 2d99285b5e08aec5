// Seed 000 with real dynamic type labels: the forecast view's title and summary are
// `Label`s in the body text style, so the scrollable height follows the window's content
// size category, as the article's "the height of my view can change dramatically" says.
//
// Categories with whole-point line heights are used so every frame is exact:
// .small = 15 pt (7.5 pt per character, 18 pt per line) and .accessibilityExtraLarge = 40 pt
// (20 pt per character, 48 pt per line). Summary text: 60 words of 6 letters.

import LayoutAnchors
import XCTest

/// The forecast view with real labels; the image view stays a 300x300 stand-in.
final class DynamicTypeForecastView: View {
    let titleLabel = Label.body("Sunny")
    let imageView = ContentSizedView(intrinsic: Size(width: 300, height: 300))
    let summaryLabel = Label.body(Array(repeating: "breeze", count: 60).joined(separator: " "))

    init() {
        super.init(frame: .zero)
        summaryLabel.numberOfLines = 0
        layOutForecastColumn(in: self, title: titleLabel, image: imageView, summary: summaryLabel)
    }
}

/// The article's layout-guide setup around the dynamic type forecast view.
final class DynamicTypeForecastViewController: ViewController {
    let forecastView = DynamicTypeForecastView()
    let scrollView = ScrollView()

    override func viewDidLoad() {
        super.viewDidLoad()
        forecastView.translatesAutoresizingMaskIntoConstraints = false
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(forecastView)
        view.addSubview(scrollView)
        activateForecastGuideConstraints(view: view, scrollView: scrollView, forecastView: forecastView)
    }
}

final class Seed000DynamicTypeTests: XCTestCase {
    private func phoneWindow(_ category: ContentSizeCategory) -> Window {
        Window(
            size: Size(width: 390, height: 844),
            safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
            contentSizeCategory: category)
    }

    /// The window shown in, kept for the whole test: a window nobody holds is freed, and
    /// its views lay out again without its safe area and text size.
    private var window: Window?

    private func show(in window: Window) -> DynamicTypeForecastViewController {
        self.window = window
        let controller = DynamicTypeForecastViewController()
        window.rootViewController = controller
        window.layoutIfNeeded()
        return controller
    }

    /// Small type: title 18 high; summary at width 358: floor(358 / 7.5) = 47 characters
    /// -> 6 words (41 chars) per line -> 10 lines x 18 = 180.
    /// Height 16 + 18 + 8 + 300 + 8 + 180 + 16 = 546.
    private func assertSmallLayout(
        _ c: DynamicTypeForecastViewController,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let f = c.forecastView
        XCTAssertEqual(f.titleLabel.frame, Rect(x: 16, y: 16, width: 358, height: 18), file: file, line: line)
        XCTAssertEqual(f.imageView.frame, Rect(x: 45, y: 42, width: 300, height: 300), file: file, line: line)
        XCTAssertEqual(f.summaryLabel.frame, Rect(x: 16, y: 350, width: 358, height: 180), file: file, line: line)
        XCTAssertEqual(f.frame, Rect(x: 0, y: 0, width: 390, height: 546), file: file, line: line)
        XCTAssertEqual(c.scrollView.contentSize, Size(width: 390, height: 546), file: file, line: line)
    }

    /// Accessibility extra large: title 48 high; floor(358 / 20) = 17 characters -> 2 words
    /// (13 chars) per line -> 30 lines x 48 = 1440. Height 16 + 48 + 8 + 300 + 8 + 1440 + 16 = 1836.
    private func assertLargeLayout(
        _ c: DynamicTypeForecastViewController,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let f = c.forecastView
        XCTAssertEqual(f.titleLabel.frame, Rect(x: 16, y: 16, width: 358, height: 48), file: file, line: line)
        XCTAssertEqual(f.imageView.frame, Rect(x: 45, y: 72, width: 300, height: 300), file: file, line: line)
        XCTAssertEqual(f.summaryLabel.frame, Rect(x: 16, y: 380, width: 358, height: 1440), file: file, line: line)
        XCTAssertEqual(f.frame, Rect(x: 0, y: 0, width: 390, height: 1836), file: file, line: line)
        XCTAssertEqual(c.scrollView.contentSize, Size(width: 390, height: 1836), file: file, line: line)
    }

    func testSmallTypeFitsWithoutScrolling() {
        let c = show(in: phoneWindow(.small))
        assertSmallLayout(c)
        // 546 < 844: no scrollable axis, no adjustment, offset (0, 0).
        XCTAssertEqual(c.scrollView.adjustedContentInset, EdgeInsets())
        XCTAssertEqual(c.scrollView.contentOffset, Point(x: 0, y: 0))
    }

    func testAccessibilityTypeScrolls() {
        let c = show(in: phoneWindow(.accessibilityExtraLarge))
        assertLargeLayout(c)
        XCTAssertEqual(c.scrollView.adjustedContentInset, EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(c.scrollView.contentOffset, Point(x: 0, y: -47))
        // End: 1836 + 34 - 844 = 1026.
        c.scrollView.setContentOffset(Point(x: 0, y: 1026))
        c.scrollView.layoutIfNeeded()
        assertLargeLayout(c)
        let summary = c.forecastView.summaryLabel
        // Summary bottom 1820 on screen: 1820 - 1026 = 794 = 844 - 34 - 16.
        XCTAssertEqual(summary.convert(summary.bounds, to: nil), Rect(x: 16, y: 380 - 1026, width: 358, height: 1440))
    }

    func testChangingTheCategoryRelaysOutTheLabels() {
        let window = phoneWindow(.small)
        let c = show(in: window)
        assertSmallLayout(c)
        window.contentSizeCategory = .accessibilityExtraLarge
        window.layoutIfNeeded()
        assertLargeLayout(c)
        // Now scrollable: insets adjusted; the unscrolled view sits at (0, -47).
        XCTAssertEqual(c.scrollView.adjustedContentInset, EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(c.scrollView.contentOffset, Point(x: 0, y: -47))
        window.contentSizeCategory = .small
        window.layoutIfNeeded()
        assertSmallLayout(c)
        XCTAssertEqual(c.scrollView.adjustedContentInset, EdgeInsets())
    }
}
