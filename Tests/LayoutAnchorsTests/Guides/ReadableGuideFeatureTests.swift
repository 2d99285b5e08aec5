// readableContentGuide: centred in the layout margins, at most the readable width of the
// window's content size category (672 at .large), replaceable per window.

import LayoutAnchors
import XCTest

final class ReadableGuideFeatureTests: XCTestCase {
    private func window(width: Double, height: Double, category: ContentSizeCategory = .large) -> (Window, View) {
        var root: View!
        let window = Window(size: Size(width: width, height: height), contentSizeCategory: category)
        window.rootViewController = ClosureViewController { root = $0 }
        window.layoutIfNeeded()
        return (window, root)
    }

    func testDocumentedIPadLandscapeFigure() {
        let (window, root) = window(width: 1024, height: 768)
        defer { withExtendedLifetime(window) {} }  // views refer to their window weakly
        // 20 pt margins (regular width), 672 wide, so inset (1024 - 672) / 2 = 176 on each
        // side; a root view's top and bottom margins are 0 (system minimum), no safe area:
        // y 0, height 768.
        assertFrame(root.readableContentGuide.layoutFrame, 176, 0, 672, 768)
    }

    func testNarrowWindowUsesTheMargins() {
        let (window, root) = window(width: 390, height: 844)
        defer { withExtendedLifetime(window) {} }  // views refer to their window weakly
        // Compact: 16 pt sides, 390 - 32 = 358 < 672; top and bottom margins 0: 0...844.
        assertFrame(root.readableContentGuide.layoutFrame, 16, 0, 358, 844)
    }

    func testCategoriesAndReplaceableTable() {
        let (w, root) = window(width: 1024, height: 768, category: .extraSmall)
        // (1024 - 560) / 2 = 232; top and bottom margins 0 (root view): y 0, height 768.
        assertFrame(root.readableContentGuide.layoutFrame, 232, 0, 560, 768)
        w.contentSizeCategory = .extraExtraExtraLarge
        w.layoutIfNeeded()
        assertFrame(root.readableContentGuide.layoutFrame, 64, 0, 896, 768)  // (1024 - 896) / 2
        w.contentSizeCategory = .accessibilityExtraExtraExtraLarge
        w.layoutIfNeeded()
        assertFrame(root.readableContentGuide.layoutFrame, 20, 0, 984, 768)  // margins: 1024 - 40
        w.readableWidths[.accessibilityExtraExtraExtraLarge] = 600
        w.layoutIfNeeded()
        assertFrame(root.readableContentGuide.layoutFrame, 212, 0, 600, 768)  // (1024 - 600) / 2
    }

    func testTableIsMonotonicAndAtLeast560() {
        var previous = 0.0
        for category in ContentSizeCategory.allCases {
            let width = ReadableWidth.standard(for: category)
            XCTAssertGreaterThanOrEqual(width, previous)
            XCTAssertGreaterThanOrEqual(width, 560)
            previous = width
        }
        XCTAssertEqual(ReadableWidth.standard(for: .large), 672)
    }

    func testContentPinnedToTheReadableGuideInsideAScrollView() {
        var label: View!, scrollView: ScrollView!
        let window = Window(size: Size(width: 1366, height: 1024), safeAreaInsets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        window.rootViewController = ClosureViewController { root in
            scrollView = constrainedScrollView(in: root)
            let content = constrainedView(in: scrollView, "content")
            label = constrainedView(in: content, "label")
            LayoutConstraint.activate([
                scrollView.topAnchor.constraint(equalTo: root.topAnchor),
                scrollView.bottomAnchor.constraint(equalTo: root.bottomAnchor),
                scrollView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                scrollView.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
                content.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
                content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
                content.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
                content.leadingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.leadingAnchor),
                content.trailingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.trailingAnchor),
                label.topAnchor.constraint(equalTo: content.topAnchor),
                label.bottomAnchor.constraint(equalTo: content.bottomAnchor),
                label.heightAnchor.constraint(equalToConstant: 3000),
                label.leadingAnchor.constraint(equalTo: content.readableContentGuide.leadingAnchor),
                label.trailingAnchor.constraint(equalTo: content.readableContentGuide.trailingAnchor),
            ])
        }
        window.layoutIfNeeded()
        // content: 1366 wide with 8 pt margins: 1350 available, readable 672, (1350 - 672) / 2 + 8 = 347.
        assertFrame(label.frame, 347, 0, 672, 3000)
        XCTAssertEqual(scrollView.contentSize, Size(width: 1366, height: 3000))
        XCTAssertEqual(scrollView.contentOffset, Point(x: 0, y: -24))
    }
}
