// ScrollView: frame and content layout guides, Apple's rule for the scroll view's own
// anchors, contentSize, adjustedContentInset per behaviour, initial and set contentOffset,
// floating content.

import LayoutAnchors
import XCTest

final class ScrollViewFeatureTests: XCTestCase {
    /// The BENCH.md scroll_rows layout with `rows` rows and a floating 44x44 button.
    final class Rows {
        let window: Window
        var scrollView: ScrollView!
        var contentView: View!
        var rows: [View] = []
        var button: View!

        init(rows count: Int) {
            var me: Rows?
            window = Window(size: Size(width: 390, height: 844), safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
            let controller = ClosureViewController { _ in }
            me = nil
            _ = me
            let root = controller.view
            scrollView = constrainedScrollView(in: root)
            contentView = constrainedView(in: scrollView, "contentView")
            button = constrainedView(in: scrollView, "button")
            var cs = [
                scrollView.topAnchor.constraint(equalTo: root.topAnchor),
                scrollView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                scrollView.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                scrollView.bottomAnchor.constraint(equalTo: root.bottomAnchor),
                contentView.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
                contentView.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
                contentView.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
                contentView.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
                contentView.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
                button.widthAnchor.constraint(equalToConstant: 44),
                button.heightAnchor.constraint(equalToConstant: 44),
                button.centerXAnchor.constraint(equalTo: scrollView.frameLayoutGuide.centerXAnchor),
                button.centerYAnchor.constraint(equalTo: scrollView.frameLayoutGuide.centerYAnchor),
            ]
            var previous: View?
            for i in 0..<count {
                let row = constrainedView(in: contentView, "row\(i)")
                cs.append(row.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16))
                cs.append(row.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16))
                cs.append(row.heightAnchor.constraint(equalToConstant: 44))
                cs.append(row.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? contentView.topAnchor, constant: 8))
                rows.append(row)
                previous = row
            }
            if let previous { cs.append(previous.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8)) }
            LayoutConstraint.activate(cs)
            window.rootViewController = controller
        }
    }

    func testRowsContentSizeInsetsAndInitialOffset() {
        let s = Rows(rows: 100)
        s.window.layoutIfNeeded()
        assertFrame(s.scrollView.frame, 0, 0, 390, 844)
        XCTAssertEqual(s.scrollView.contentSize, Size(width: 390, height: 52 * 100 + 8))
        XCTAssertEqual(s.scrollView.adjustedContentInset, EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(s.scrollView.contentOffset, Point(x: 0, y: -47))
        XCTAssertEqual(s.scrollView.bounds, Rect(x: 0, y: -47, width: 390, height: 844))
        assertFrame(s.contentView.frame, 0, 0, 390, 5208)
        assertFrame(s.rows[0].frame, 16, 8, 358, 44)
        assertFrame(s.rows[99].frame, 16, 8 + 99 * 52, 358, 44)
        // Centred on the frame guide, which starts at contentOffset.y = -47.
        assertFrame(s.button.frame, 173, -47 + 400, 44, 44)
        assertFrame(s.scrollView.frameLayoutGuide.layoutFrame, 0, -47, 390, 844)
        assertFrame(s.scrollView.contentLayoutGuide.layoutFrame, 0, 0, 390, 5208)
        XCTAssertFalse(s.scrollView.contentLayoutGuide.hasAmbiguousLayout)
        XCTAssertTrue(s.window.layoutIssues.isEmpty, "\(s.window.layoutIssues)")
    }

    func testScrollingMovesOnlyFloatingContent() {
        let s = Rows(rows: 50)
        s.window.layoutIfNeeded()
        let rowFrame = s.rows[10].frame
        s.scrollView.setContentOffset(Point(x: 0, y: 100))
        s.window.layoutIfNeeded()
        XCTAssertEqual(s.scrollView.contentOffset, Point(x: 0, y: 100))
        assertFrame(s.button.frame, 173, 500, 44, 44)
        XCTAssertEqual(s.rows[10].frame, rowFrame)
        XCTAssertEqual(s.button.convert(s.button.bounds, to: nil), Rect(x: 173, y: 400, width: 44, height: 44))
        XCTAssertEqual(s.rows[0].convert(s.rows[0].bounds, to: nil), Rect(x: 16, y: -92, width: 358, height: 44))
        s.scrollView.contentOffset = Point(x: 0, y: 0)
        s.window.layoutIfNeeded()
        XCTAssertEqual(s.button.frame.minY, 400)
    }

    func testRelayoutAfterConstantChange() {
        let s = Rows(rows: 20)
        s.window.layoutIfNeeded()
        let height = s.rows[10].constraints.first { $0.firstAttribute == .height }
        XCTAssertNotNil(height)
        height?.constant = 88
        s.window.layoutIfNeeded()
        XCTAssertEqual(s.scrollView.contentSize.height, 52 * 20 + 52)
        assertFrame(s.rows[10].frame, 16, 8 + 10 * 52, 358, 88)
        assertFrame(s.rows[11].frame, 16, 8 + 10 * 52 + 96, 358, 44)
        height?.constant = 44
        s.window.layoutIfNeeded()
        XCTAssertEqual(s.scrollView.contentSize.height, 52 * 20 + 8)
    }

    /// Seed 000's classic setup: the content pinned to the scroll view's own anchors attaches to
    /// the content area; the width to the frame.
    func testScrollViewAnchorsFromDescendantsMeanContentArea() {
        var scrollView: ScrollView!
        var content: View!
        let window = phoneWindow { root in
            scrollView = constrainedScrollView(in: root)
            content = constrainedView(in: scrollView, "content")
            LayoutConstraint.activate([
                scrollView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                scrollView.topAnchor.constraint(equalTo: root.topAnchor),
                scrollView.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                scrollView.bottomAnchor.constraint(equalTo: root.bottomAnchor),
                scrollView.leadingAnchor.constraint(equalTo: content.leadingAnchor),
                scrollView.topAnchor.constraint(equalTo: content.topAnchor),
                scrollView.trailingAnchor.constraint(equalTo: content.trailingAnchor),
                scrollView.bottomAnchor.constraint(equalTo: content.bottomAnchor),
                content.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
                content.heightAnchor.constraint(equalToConstant: 1200),
            ])
        }
        window.layoutIfNeeded()
        assertFrame(scrollView.frame, 0, 0, 390, 844)
        assertFrame(content.frame, 0, 0, 390, 1200)
        XCTAssertEqual(scrollView.contentSize, Size(width: 390, height: 1200))
        XCTAssertEqual(scrollView.contentOffset, Point(x: 0, y: -47))
    }

    /// Seed 000's floating button pinned to the scroll view's layout margins stays in the
    /// top-left corner of the safe area while the content scrolls.
    func testButtonOnScrollViewMarginsFloats() {
        var scrollView: ScrollView!
        var button: View!
        let window = phoneWindow { root in
            scrollView = constrainedScrollView(in: root)
            let content = constrainedView(in: scrollView, "content")
            button = constrainedView(in: scrollView, "button")
            let frameGuide = scrollView.frameLayoutGuide, contentGuide = scrollView.contentLayoutGuide
            LayoutConstraint.activate([
                frameGuide.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                frameGuide.topAnchor.constraint(equalTo: root.topAnchor),
                frameGuide.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                frameGuide.bottomAnchor.constraint(equalTo: root.bottomAnchor),
                contentGuide.leadingAnchor.constraint(equalTo: content.leadingAnchor),
                contentGuide.topAnchor.constraint(equalTo: content.topAnchor),
                contentGuide.trailingAnchor.constraint(equalTo: content.trailingAnchor),
                contentGuide.bottomAnchor.constraint(equalTo: content.bottomAnchor),
                contentGuide.widthAnchor.constraint(equalTo: frameGuide.widthAnchor),
                content.heightAnchor.constraint(equalToConstant: 2000),
                button.widthAnchor.constraint(equalToConstant: 22),
                button.heightAnchor.constraint(equalToConstant: 22),
                button.leadingAnchor.constraint(equalTo: scrollView.layoutMarginsGuide.leadingAnchor),
                button.topAnchor.constraint(equalTo: scrollView.layoutMarginsGuide.topAnchor),
            ])
        }
        window.layoutIfNeeded()
        XCTAssertEqual(scrollView.safeAreaInsets, EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        assertFrame(button.frame, 8, 8, 22, 22)
        XCTAssertEqual(button.convert(button.bounds, to: nil), Rect(x: 8, y: 55, width: 22, height: 22))
        assertFrame(scrollView.layoutMarginsGuide.layoutFrame, 8, 8, 374, 763 - 16 + 16 - 16)
        scrollView.setContentOffset(Point(x: 0, y: 300))
        window.layoutIfNeeded()
        assertFrame(button.frame, 8, 355, 22, 22)
        XCTAssertEqual(button.convert(button.bounds, to: nil), Rect(x: 8, y: 55, width: 22, height: 22))
        assertFrame(scrollView.safeAreaLayoutGuide.layoutFrame, 0, 347, 390, 763)
    }

    private func fixedContent(
        _ size: Size, behaviour: ContentInsetAdjustmentBehavior,
        bounceVertical: Bool = false, contentInset: EdgeInsets = EdgeInsets()
    ) -> ScrollView {
        var scrollView: ScrollView!
        let window = Window(size: Size(width: 390, height: 844), safeAreaInsets: EdgeInsets(top: 47, left: 10, bottom: 34, right: 20))
        window.rootViewController = ClosureViewController { root in
            scrollView = constrainedScrollView(in: root)
            scrollView.contentInsetAdjustmentBehavior = behaviour
            scrollView.alwaysBounceVertical = bounceVertical
            scrollView.contentInset = contentInset
            let content = constrainedView(in: scrollView, "content")
            LayoutConstraint.activate([
                scrollView.frameLayoutGuide.topAnchor.constraint(equalTo: root.topAnchor),
                scrollView.frameLayoutGuide.bottomAnchor.constraint(equalTo: root.bottomAnchor),
                scrollView.frameLayoutGuide.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                scrollView.frameLayoutGuide.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
                content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
                content.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
                content.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
                content.widthAnchor.constraint(equalToConstant: size.width),
                content.heightAnchor.constraint(equalToConstant: size.height),
            ])
        }
        window.layoutIfNeeded()
        return scrollView
    }

    func testAdjustedContentInsetPerBehaviour() {
        let tall = Size(width: 390, height: 2000)
        let a = fixedContent(tall, behaviour: .automatic)
        XCTAssertEqual(a.adjustedContentInset, EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(a.contentOffset, Point(x: 0, y: -47))
        let s = fixedContent(tall, behaviour: .scrollableAxes, contentInset: EdgeInsets(top: 5, left: 1, bottom: 6, right: 2))
        XCTAssertEqual(s.adjustedContentInset, EdgeInsets(top: 52, left: 1, bottom: 40, right: 2))
        XCTAssertEqual(s.contentOffset, Point(x: -1, y: -52))
        let n = fixedContent(tall, behaviour: .never)
        XCTAssertEqual(n.adjustedContentInset, EdgeInsets())
        XCTAssertEqual(n.contentOffset, Point(x: 0, y: 0))
        let al = fixedContent(Size(width: 100, height: 100), behaviour: .always)
        XCTAssertEqual(al.adjustedContentInset, EdgeInsets(top: 47, left: 10, bottom: 34, right: 20))
        XCTAssertEqual(al.contentOffset, Point(x: -10, y: -47))
        let small = fixedContent(Size(width: 100, height: 100), behaviour: .automatic)
        XCTAssertEqual(small.adjustedContentInset, EdgeInsets())
        let bouncing = fixedContent(Size(width: 100, height: 100), behaviour: .automatic, bounceVertical: true)
        XCTAssertEqual(bouncing.adjustedContentInset, EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let wide = fixedContent(Size(width: 1000, height: 2000), behaviour: .scrollableAxes)
        XCTAssertEqual(wide.adjustedContentInset, EdgeInsets(top: 47, left: 10, bottom: 34, right: 20))
        XCTAssertEqual(wide.contentOffset, Point(x: -10, y: -47))
    }

    func testAmbiguousScrollableContentSizeIsReported() {
        var scrollView: ScrollView!
        let window = phoneWindow { root in
            scrollView = constrainedScrollView(in: root)
            let content = constrainedView(in: scrollView, "content")
            LayoutConstraint.activate([
                scrollView.topAnchor.constraint(equalTo: root.topAnchor),
                scrollView.bottomAnchor.constraint(equalTo: root.bottomAnchor),
                scrollView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                scrollView.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
                content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
                content.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
                content.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
                content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            ])
        }
        window.logsLayoutIssues = false  // the ambiguity is asserted below
        window.layoutIfNeeded()
        XCTAssertTrue(scrollView.contentLayoutGuide.hasAmbiguousLayout)
        // Two issues: the content view's height (nothing sets it), and the scrollable content
        // size that follows from it.
        let issues = window.layoutIssues.filter { $0.kind == .ambiguousLayout && $0.description.contains("Scrollable") }
        XCTAssertEqual(issues.count, 1)
        XCTAssertEqual(window.layoutIssues.filter { $0.description.hasPrefix("Height is ambiguous for View:'content'") }.count, 1)
        XCTAssertTrue(issues.first?.description.contains("Scrollable content size is ambiguous") ?? false)
        XCTAssertTrue(issues.first?.description.contains("height") ?? false)
        XCTAssertFalse(issues.first?.description.contains("width") ?? true)
        XCTAssertEqual(scrollView.contentSize.width, 390)
    }
}

final class HierarchyChangeFeatureTests: XCTestCase {
    func testRemovingMostOfTheHierarchyKeepsBothPartsLaidOut() {
        let s = ScrollViewFeatureTests.Rows(rows: 60)
        s.window.layoutIfNeeded()
        let content = s.contentView!
        content.removeFromSuperview()
        // The rest of the window still lays out (the solver was rebuilt without the rows).
        s.window.layoutIfNeeded()
        assertFrame(s.scrollView.frame, 0, 0, 390, 844)
        assertFrame(s.button.frame, 173, -47 + 400, 44, 44)
        XCTAssertTrue(s.window.layoutIssues.filter { $0.kind == .unsatisfiable }.isEmpty)
        // The removed subtree keeps its inner constraints in an engine of its own.
        content.translatesAutoresizingMaskIntoConstraints = true
        content.frame = Rect(x: 0, y: 0, width: 300, height: 3128)
        content.layoutIfNeeded()
        assertFrame(s.rows[0].frame, 16, 8, 268, 44)
        assertFrame(s.rows[59].frame, 16, 8 + 59 * 52, 268, 44)
        // Back in, pinned again: the scroll view's content size follows.
        content.translatesAutoresizingMaskIntoConstraints = false
        s.scrollView.addSubview(content)
        LayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: s.scrollView.contentLayoutGuide.topAnchor),
            content.leadingAnchor.constraint(equalTo: s.scrollView.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: s.scrollView.contentLayoutGuide.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: s.scrollView.contentLayoutGuide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: s.scrollView.frameLayoutGuide.widthAnchor),
        ])
        s.window.layoutIfNeeded()
        XCTAssertEqual(s.scrollView.contentSize, Size(width: 390, height: 52 * 60 + 8))
        assertFrame(s.rows[59].frame, 16, 8 + 59 * 52, 358, 44)
        s.window.rootViewController = nil
        XCTAssertNil(s.scrollView.window)
    }

    func testMovingAViewBetweenSuperviewsInOneWindow() {
        let window = Window(size: Size(width: 200, height: 200))
        let left = View(frame: Rect(x: 0, y: 0, width: 100, height: 200))
        let right = View(frame: Rect(x: 100, y: 0, width: 100, height: 200))
        window.addSubview(left)
        window.addSubview(right)
        let box = constrainedView(in: left, "box")
        let inner = [box.widthAnchor.constraint(equalToConstant: 10), box.heightAnchor.constraint(equalToConstant: 20)]
        let crossing = [
            box.leadingAnchor.constraint(equalTo: left.leadingAnchor, constant: 5),
            box.topAnchor.constraint(equalTo: left.topAnchor, constant: 5),
        ]
        LayoutConstraint.activate(inner + crossing)
        window.layoutIfNeeded()
        assertFrame(box.frame, 5, 5, 10, 20)
        right.addSubview(box)
        XCTAssertTrue(inner.allSatisfy { $0.isActive })
        XCTAssertFalse(crossing.contains { $0.isActive })
        LayoutConstraint.activate([
            box.trailingAnchor.constraint(equalTo: right.trailingAnchor),
            box.bottomAnchor.constraint(equalTo: right.bottomAnchor),
        ])
        window.layoutIfNeeded()
        assertFrame(box.frame, 90, 180, 10, 20)
        XCTAssertEqual(box.convert(box.bounds, to: nil), Rect(x: 190, y: 180, width: 10, height: 20))
    }
}
