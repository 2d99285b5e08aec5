// Geometry of scroll view content beyond the guides' basics: the pre-iOS 11 pattern of
// TN2154 (content pinned to the scroll view's own edges, centred on its centerX), the safe
// area content sees when contentInset shifts it on an unadjusted axis, views floating on the
// scroll view's safe area and margins guides, and a content width left free (ambiguous).

import LayoutAnchors
import XCTest

final class ScrollContentGeometryTests: XCTestCase {
    func testLegacyEdgePinnedContentCentredOnTheScrollView() {
        // A scroll view 350 x 600 at (20, 100). TN2154 / API.md: constraints from content to
        // the scroll view's edges attach to the content area; its centerX to the frame. A
        // 200 x 900 column: top / bottom at the content edges (contentSize height 900),
        // centred: x = (350 - 200) / 2 = 75 in the content; leading >= the content's leading
        // and trailing == the content's trailing... the content width comes from a full-width
        // spacer pinned to the edges and to the scroll view's width: 350.
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let window = TestScreen.iPhone14.window(direction: direction)
            let scrollView = ScrollView()
            scrollView.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(scrollView)
            let spacer = View(), column = View()
            for v in [spacer, column] {
                v.translatesAutoresizingMaskIntoConstraints = false
                scrollView.addSubview(v)
            }
            LayoutConstraint.activate([
                scrollView.leftAnchor.constraint(equalTo: window.leftAnchor, constant: 20),
                scrollView.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
                scrollView.widthAnchor.constraint(equalToConstant: 350),
                scrollView.heightAnchor.constraint(equalToConstant: 600),
                spacer.topAnchor.constraint(equalTo: scrollView.topAnchor),
                spacer.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
                spacer.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
                spacer.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
                spacer.heightAnchor.constraint(equalToConstant: 1),
                column.topAnchor.constraint(equalTo: scrollView.topAnchor),
                column.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
                column.centerXAnchor.constraint(equalTo: scrollView.centerXAnchor),
                column.widthAnchor.constraint(equalToConstant: 200),
                column.heightAnchor.constraint(equalToConstant: 900),
            ])
            window.layoutIfNeeded()
            let context = "\(direction)"
            XCTAssertEqual(scrollView.contentSize, Size(width: 350, height: 900), context)
            assertFrame(spacer.frame, 0, 0, 350, 1, context)
            assertFrame(column.frame, 75, 0, 200, 900, context)
            // Not under any bar: nothing adjusted, offset 0.
            XCTAssertEqual(scrollView.contentOffset, Point(x: 0, y: 0), context)
            assertNoIssues(window, context)
        }
    }

    func testContentSafeAreaWhenContentInsetShiftsItSideways() {
        // Landscape 844 x 390 (safe 0, 47, 21, 47), full-window scroll view, .automatic, tall
        // content as wide as the frame, contentInset left / right 5: the horizontal axis is
        // not adjusted (844 == 844), the offset x is -5, so the content sits at screen x
        // 5 ... 849. Its safe area: left 47 - 5 = 42, right 849 - (844 - 47) = 52.
        let window = TestScreen.iPhone14Landscape.window()
        let scrollView = ScrollView()
        pinEdges(scrollView, to: window)
        let content = View(), row = View()
        content.translatesAutoresizingMaskIntoConstraints = false
        row.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(content)
        content.addSubview(row)
        let guide = scrollView.contentLayoutGuide
        LayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: guide.topAnchor),
            content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 1000),
            row.leadingAnchor.constraint(equalTo: content.safeAreaLayoutGuide.leadingAnchor),
            row.trailingAnchor.constraint(equalTo: content.safeAreaLayoutGuide.trailingAnchor),
            row.topAnchor.constraint(equalTo: content.topAnchor),
            row.heightAnchor.constraint(equalToConstant: 44),
        ])
        scrollView.contentInset = EdgeInsets(top: 0, left: 5, bottom: 0, right: 5)
        window.layoutIfNeeded()
        XCTAssertEqual(scrollView.adjustedContentInset, EdgeInsets(top: 0, left: 5, bottom: 21, right: 5))
        XCTAssertEqual(scrollView.contentOffset, Point(x: -5, y: 0))
        XCTAssertEqual(content.safeAreaInsets, EdgeInsets(top: 0, left: 42, bottom: 0, right: 52))
        assertFrame(row.frame, 42, 0, 750, 44)
        assertNoIssues(window)
    }

    func testViewsFloatingOnTheScrollViewsSafeAreaAndMargins() {
        // Portrait 390 x 844 (47 / 34), full-window scroll view with .never (content under the
        // bars), tall content. A header pinned to the scroll view's safe area top and sides
        // floats 47 below the visible top: frame y = offset.y + 47. A button pinned to its
        // margins guide's bottom-trailing corner: 8 inside the safe area: on screen its
        // bottom is at 844 - 34 - 8 = 802, its right at 390 - 8 = 382.
        let window = TestScreen.iPhone14.window()
        let scrollView = ScrollView()
        scrollView.contentInsetAdjustmentBehavior = .never
        pinEdges(scrollView, to: window)
        let content = View(), header = View(), button = View()
        for v in [content, header, button] {
            v.translatesAutoresizingMaskIntoConstraints = false
            scrollView.addSubview(v)
        }
        let guide = scrollView.contentLayoutGuide, safe = scrollView.safeAreaLayoutGuide
        let margins = scrollView.layoutMarginsGuide
        LayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: guide.topAnchor),
            content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 3000),
            header.topAnchor.constraint(equalTo: safe.topAnchor),
            header.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            header.heightAnchor.constraint(equalToConstant: 50),
            button.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            button.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            button.widthAnchor.constraint(equalToConstant: 60),
            button.heightAnchor.constraint(equalToConstant: 40),
        ])
        window.layoutIfNeeded()
        XCTAssertEqual(scrollView.contentOffset, Point(x: 0, y: 0))
        assertFrame(header.frame, 0, 47, 390, 50)
        assertFrame(button.frame, 322, 762, 60, 40)
        for y in [250.0, 1234.5] {
            scrollView.setContentOffset(Point(x: 0, y: y))
            window.layoutIfNeeded()
            assertFrame(header.frame, 0, y + 47, 390, 50, "\(y)")
            assertFrame(button.frame, 322, y + 762, 60, 40, "\(y)")
            XCTAssertEqual(button.convert(button.bounds, to: nil), Rect(x: 322, y: 762, width: 60, height: 40), "\(y)")
        }
        // The content behind stays in place.
        assertFrame(content.frame, 0, 0, 390, 3000)
        XCTAssertEqual(scrollView.contentSize, Size(width: 390, height: 3000))
        assertNoIssues(window)
    }

    func testContentWithoutAWidthIsAmbiguous() {
        // Content pinned to the content guide on all four edges with a height but no width:
        // the content width (and contentSize.width) is free: UIKit's hasAmbiguousLayout.
        let window = TestScreen.iPhone14.window()
        window.logsLayoutIssues = false
        let scrollView = ScrollView()
        pinEdges(scrollView, to: window)
        let content = View()
        content.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(content)
        let guide = scrollView.contentLayoutGuide
        LayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: guide.topAnchor),
            content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            content.heightAnchor.constraint(equalToConstant: 2000),
        ])
        window.layoutIfNeeded()
        XCTAssertTrue(content.hasAmbiguousLayout)
        XCTAssertTrue(window.layoutIssues.contains { $0.kind == .ambiguousLayout })
        XCTAssertFalse(window.layoutIssues.contains { $0.kind == .unsatisfiable })
        // Giving it the frame's width resolves it.
        content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor).isActive = true
        window.layoutIfNeeded()
        XCTAssertFalse(content.hasAmbiguousLayout)
        XCTAssertEqual(scrollView.contentSize, Size(width: 390, height: 2000))
    }
}

final class HandSetContentSizeTests: XCTestCase {
    /// A contentSize set by hand stays when nothing but the guide's own definition uses the
    /// content guide, even after the guide is read (as a check or an explanation reads it):
    /// UIKit derives contentSize from the guide only through constraints that use it.
    func testReadingTheContentGuideKeepsAHandSetContentSize() {
        let window = TestScreen.iPhone14.window()
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        window.addSubview(scroll)
        scroll.contentSize = Size(width: 390, height: 2000)
        _ = scroll.contentLayoutGuide.hasAmbiguousLayout
        window.layoutIfNeeded()
        XCTAssertEqual(scroll.contentSize, Size(width: 390, height: 2000))
        // A constraint that uses the guide makes it drive contentSize: 390 x 700.
        let content = View()
        content.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(content)
        LayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
            content.widthAnchor.constraint(equalToConstant: 390),
            content.heightAnchor.constraint(equalToConstant: 700),
        ])
        window.layoutIfNeeded()
        XCTAssertEqual(scroll.contentSize, Size(width: 390, height: 700))
    }
}
