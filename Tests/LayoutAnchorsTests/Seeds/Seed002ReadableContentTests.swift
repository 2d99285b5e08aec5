// Seed 002, "UIScrollView で読みやすいコンテンツに対応する": a multi-line label in a vertical
// scroll view that follows the readable content guide of a content view (the scroll view's
// own readable guide cannot be used by content, as the article explains).
//
// The article only shows the content view and label constraints; the scroll view fills the
// view controller's view ("画面いっぱいにUIScrollViewを表示"), pinned here edge to edge.
// Text: 270 words of 6 letters ("layout"), default font = body, 17 pt at .large:
// each character is 8.5 pt wide, a line 20.4 pt high.

import LayoutAnchors
import XCTest

/// The article's code, in a view controller.
final class ReadableContentViewController: ViewController {
    let scrollView = ScrollView()
    let contentView = View()
    let label = Label.body("")
    let text: String

    init(text: String) {
        self.text = text
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(scrollView)
        LayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.topAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])

        scrollView.addSubview(contentView)
        contentView.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([
            contentView.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            contentView.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            contentView.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            contentView.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            contentView.leadingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.leadingAnchor),
            contentView.trailingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.trailingAnchor),
        ])

        label.text = text
        label.numberOfLines = 0
        contentView.addSubview(label)
        label.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: contentView.topAnchor),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            label.leadingAnchor.constraint(equalTo: contentView.readableContentGuide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: contentView.readableContentGuide.trailingAnchor),
        ])
    }
}

final class Seed002ReadableContentTests: XCTestCase {
    /// 270 words of 6 characters: a word plus its space is 7 characters.
    private let text = Array(repeating: "layout", count: 270).joined(separator: " ")

    private func show(in window: Window) -> ReadableContentViewController {
        let controller = ReadableContentViewController(text: text)
        window.rootViewController = controller
        window.layoutIfNeeded()
        return controller
    }

    func testPhoneUsesTheWholeMarginWidthAndScrolls() {
        let c = show(in: makePhoneWindow())
        XCTAssertEqual(c.scrollView.frame, Rect(x: 0, y: 0, width: 390, height: 844))
        // Content view: on the content area, as wide as the frame guide (390).
        // Its margins are 8 (not a root view; no side safe-area insets in portrait):
        // margins guide 8...382 (374 wide) < 672, so the readable guide is the margins guide.
        // Lines: floor(374 / 8.5) = 44 characters -> 6 words (41 chars) per line;
        // 270 / 6 = 45 lines x 20.4 = 918.
        XCTAssertEqual(c.label.frame, Rect(x: 8, y: 0, width: 374, height: 918))
        XCTAssertEqual(c.contentView.frame, Rect(x: 0, y: 0, width: 390, height: 918))
        XCTAssertEqual(c.scrollView.contentSize, Size(width: 390, height: 918))
        // 918 > 844: vertical insets from the safe area.
        XCTAssertEqual(c.scrollView.adjustedContentInset, EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(c.scrollView.contentOffset, Point(x: 0, y: -47))
        // Scroll to the end: 918 + 34 - 844 = 108; the label does not move in the content.
        c.scrollView.setContentOffset(Point(x: 0, y: 108))
        c.scrollView.layoutIfNeeded()
        XCTAssertEqual(c.scrollView.contentOffset, Point(x: 0, y: 108))
        XCTAssertEqual(c.label.frame, Rect(x: 8, y: 0, width: 374, height: 918))
        XCTAssertEqual(c.label.convert(c.label.bounds, to: nil), Rect(x: 8, y: -108, width: 374, height: 918))
    }

    func testPadCentresTheReadableWidth() {
        let c = show(in: makePadWindow())
        // Margins guide 8...1358 (1350 wide); readable width 672 at .large, centred:
        // x = 8 + (1350 - 672) / 2 = 347.
        // Lines: floor(672 / 8.5) = 79 characters -> 11 words (76 chars) per line;
        // ceil(270 / 11) = 25 lines x 20.4 = 510.
        XCTAssertEqual(c.label.frame, Rect(x: 347, y: 0, width: 672, height: 510))
        XCTAssertEqual(c.contentView.frame, Rect(x: 0, y: 0, width: 1366, height: 510))
        XCTAssertEqual(c.scrollView.contentSize, Size(width: 1366, height: 510))
        // 510 < 1024: nothing scrolls, nothing is adjusted.
        XCTAssertEqual(c.scrollView.adjustedContentInset, EdgeInsets())
        XCTAssertEqual(c.scrollView.contentOffset, Point(x: 0, y: 0))
    }

    func testRightToLeftPadKeepsTheCentredColumn() {
        let c = show(in: makePadWindow(direction: .rightToLeft))
        // The readable guide is centred, so leading/trailing swapping changes nothing.
        XCTAssertEqual(c.label.frame, Rect(x: 347, y: 0, width: 672, height: 510))
    }

    func testRotatingThePhoneToLandscapeWidensTheColumn() {
        let window = makePhoneWindow()
        let c = show(in: window)
        // Landscape 844x390 with the notch inset 47 left/right and 21 bottom. The content
        // view is 844 wide; readable width min(672, margins width) — the margin guide is inset
        // by the content view's own safe-area insets (47 on each side) plus 8:
        // 844 - 2 x 55 = 734 > 672 -> readable 672, x = 55 + (734 - 672) / 2 = 86.
        // Lines: 11 words per line -> 25 lines -> 510 high.
        window.resize(
            to: Size(width: 844, height: 390),
            safeAreaInsets: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        window.layoutIfNeeded()
        XCTAssertEqual(c.scrollView.frame, Rect(x: 0, y: 0, width: 844, height: 390))
        XCTAssertEqual(c.label.frame, Rect(x: 86, y: 0, width: 672, height: 510))
        XCTAssertEqual(c.scrollView.contentSize, Size(width: 844, height: 510))
        // 510 > 390 scrolls vertically: top 0 / bottom 21; horizontally 844 == 844, no adjustment.
        XCTAssertEqual(c.scrollView.adjustedContentInset, EdgeInsets(top: 0, left: 0, bottom: 21, right: 0))
    }

    // MARK: content size categories (iPhone: the readable width, >= 560, is always wider than
    // the 374 pt margins, so the column is the margins guide in every category)

    private func categoryWindow(_ category: ContentSizeCategory) -> Window {
        Window(
            size: Size(width: 390, height: 844),
            safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
            contentSizeCategory: category)
    }

    /// 210 words: line counts that are multiples of 5 keep every height whole.
    private let shortText = Array(repeating: "layout", count: 210).joined(separator: " ")

    func testExtraSmallCategory() {
        let c = ReadableContentViewController(text: shortText)
        let window = categoryWindow(.extraSmall)
        window.rootViewController = c
        window.layoutIfNeeded()
        // 14 pt: 7 per character, 16.8 per line; floor(374 / 7) = 53 chars -> 7 words (48)
        // per line -> 30 lines x 16.8 = 504.
        XCTAssertEqual(c.label.frame, Rect(x: 8, y: 0, width: 374, height: 504))
        XCTAssertEqual(c.scrollView.contentSize, Size(width: 390, height: 504))
        XCTAssertEqual(c.scrollView.adjustedContentInset, EdgeInsets())
        XCTAssertEqual(c.scrollView.contentOffset, Point(x: 0, y: 0))
    }

    func testLargeCategory() {
        let c = ReadableContentViewController(text: shortText)
        let window = categoryWindow(.large)
        window.rootViewController = c
        window.layoutIfNeeded()
        // 17 pt: 6 words per line -> 35 lines x 20.4 = 714 < 844: no scrolling.
        XCTAssertEqual(c.label.frame, Rect(x: 8, y: 0, width: 374, height: 714))
        XCTAssertEqual(c.scrollView.contentSize, Size(width: 390, height: 714))
        XCTAssertEqual(c.scrollView.contentOffset, Point(x: 0, y: 0))
    }

    func testAccessibilityMediumCategoryScrollsAndFollowsChanges() {
        let c = ReadableContentViewController(text: shortText)
        let window = categoryWindow(.accessibilityMedium)
        window.rootViewController = c
        window.layoutIfNeeded()
        // 28 pt: 14 per character, 33.6 per line; floor(374 / 14) = 26 chars -> 3 words (20)
        // per line -> 70 lines x 33.6 = 2352.
        XCTAssertEqual(c.label.frame, Rect(x: 8, y: 0, width: 374, height: 2352))
        XCTAssertEqual(c.scrollView.contentSize, Size(width: 390, height: 2352))
        XCTAssertEqual(c.scrollView.adjustedContentInset, EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(c.scrollView.contentOffset, Point(x: 0, y: -47))
        // Dynamic type back to .extraSmall: 504 high again, nothing to scroll.
        window.contentSizeCategory = .extraSmall
        window.layoutIfNeeded()
        XCTAssertEqual(c.label.frame, Rect(x: 8, y: 0, width: 374, height: 504))
        XCTAssertEqual(c.scrollView.adjustedContentInset, EdgeInsets())
    }

    func testPadAtLargeWithTheShortText() {
        let c = ReadableContentViewController(text: shortText)
        let window = makePadWindow()
        window.rootViewController = c
        window.layoutIfNeeded()
        // 672 wide: 11 words per line -> 20 lines x 20.4 = 408.
        XCTAssertEqual(c.label.frame, Rect(x: 347, y: 0, width: 672, height: 408))
        XCTAssertEqual(c.scrollView.contentSize, Size(width: 1366, height: 408))
    }
}
