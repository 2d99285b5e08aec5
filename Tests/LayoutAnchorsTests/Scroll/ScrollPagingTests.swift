// Paging (API.md part 2 "Paging"): simulateDrag moves contentOffset by -translation, clamped
// to the scrollable range; released with paging on, it lands on a multiple of the bounds size:
// the next one in the velocity's direction (velocity as UIKit's scrollViewWillEndDragging has
// it: positive where the offset grows), the nearest one at zero velocity. Without paging it
// stays. The delegate hears every offset change and may move the target.

import LayoutAnchors
import XCTest

/// Records the delegate calls; optionally replaces the drag's target.
private final class PagingLog: ScrollViewDelegate {
    var offsets: [Point] = []
    var releases: [(velocity: Point, target: Point)] = []
    var replacement: Point?
    func scrollViewDidScroll(_ scrollView: ScrollView) { offsets.append(scrollView.contentOffset) }
    func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point) {
        releases.append((velocity, targetContentOffset))
        if let replacement { targetContentOffset = replacement }
    }
}

final class ScrollPagingTests: XCTestCase {
    /// A full-width pager `height` high at the top of `window`, with `count` pages as wide as
    /// it, pinned leading to trailing (so right to left puts page 0 at the right end).
    private func makePager(in window: Window, height: Double, count: Int) -> (ScrollView, [View]) {
        let scroll = ScrollView()
        scroll.contentInsetAdjustmentBehavior = .never
        scroll.isPagingEnabled = true
        scroll.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(scroll)
        var constraints = [
            scroll.topAnchor.constraint(equalTo: window.topAnchor),
            scroll.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            scroll.heightAnchor.constraint(equalToConstant: height),
        ]
        var pages: [View] = []
        var previous = scroll.contentLayoutGuide.leadingAnchor
        for _ in 0..<count {
            let page = View()
            page.translatesAutoresizingMaskIntoConstraints = false
            scroll.addSubview(page)
            constraints += [
                page.leadingAnchor.constraint(equalTo: previous),
                page.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
                page.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
                page.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
                page.heightAnchor.constraint(equalTo: scroll.frameLayoutGuide.heightAnchor),
            ]
            previous = page.trailingAnchor
            pages.append(page)
        }
        constraints.append(previous.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor))
        LayoutConstraint.activate(constraints)
        window.layoutIfNeeded()
        return (scroll, pages)
    }

    func testDragsLandOnPagesOnSeveralDevicesAndDirections() {
        for device in [TestScreen.iPhone14, .iPad, .iPhone14Landscape] {
            for direction in [LayoutDirection.leftToRight, .rightToLeft] {
                let context = "\(device.name) \(direction)"
                let window = device.window(direction: direction)
                let (scroll, pages) = makePager(in: window, height: 300, count: 3)
                let w = device.size.width  // one page
                XCTAssertEqual(scroll.contentSize, Size(width: 3 * w, height: 300), context)
                // Right to left, page 0 is at the content's right end: x = 2w (UIScrollView's
                // offsets do not flip).
                assertFrame(pages[0].frame, direction == .leftToRight ? 0 : 2 * w, 0, w, 300, context)
                // A 100-pt drag to the left, released still: offset 100, nearest page
                // round(100 / w) = 0 (w >= 390): back to 0.
                scroll.simulateDrag(by: Point(x: -100, y: 0))
                XCTAssertEqual(scroll.contentOffset, Point(x: 0, y: 0), context)
                // The same drag flicked on (velocity +0.5 pt/ms): the next page up, 1 x w.
                scroll.simulateDrag(by: Point(x: -100, y: 0), releaseVelocity: Point(x: 0.5, y: 0))
                XCTAssertEqual(scroll.contentOffset, Point(x: w, y: 0), context)
                // From w, a drag of 0.6 w: 1.6 w, nearest page 2: 2w (the last page; the range
                // ends at 3w - w = 2w).
                scroll.simulateDrag(by: Point(x: -0.6 * w, y: 0))
                XCTAssertEqual(scroll.contentOffset, Point(x: 2 * w, y: 0), context)
                // Past the end: clamped at 2w; flicked on, still 2w.
                scroll.simulateDrag(by: Point(x: -100, y: 0), releaseVelocity: Point(x: 1, y: 0))
                XCTAssertEqual(scroll.contentOffset, Point(x: 2 * w, y: 0), context)
                // Back by 10 pt with a flick back (-0.2): 2w - 10, floor: page 1 = w.
                scroll.simulateDrag(by: Point(x: 10, y: 0), releaseVelocity: Point(x: -0.2, y: 0))
                XCTAssertEqual(scroll.contentOffset, Point(x: w, y: 0), context)
                // A vertical drag: content height 300 = bounds height: no vertical range.
                scroll.simulateDrag(by: Point(x: 0, y: -50), releaseVelocity: Point(x: 0, y: 2))
                XCTAssertEqual(scroll.contentOffset, Point(x: w, y: 0), context)
                assertNoIssues(window)
            }
        }
    }

    func testWithoutPagingADragStaysWhereItWasReleased() {
        let window = TestScreen.iPhone14.window()
        let (scroll, _) = makePager(in: window, height: 300, count: 3)
        scroll.isPagingEnabled = false
        // 390 wide, content 1170: range 0 ... 780. A drag by -100 flicked: stays at 100.
        scroll.simulateDrag(by: Point(x: -100, y: 0), releaseVelocity: Point(x: 3, y: 0))
        XCTAssertEqual(scroll.contentOffset, Point(x: 100, y: 0))
        // A drag to the right past the start: clamped at 0.
        scroll.simulateDrag(by: Point(x: 500, y: 0))
        XCTAssertEqual(scroll.contentOffset, Point(x: 0, y: 0))
    }

    func testDelegateHearsEveryOffsetChangeAndMayMoveTheTarget() {
        let window = TestScreen.iPhone8.window()
        let (scroll, _) = makePager(in: window, height: 200, count: 4)
        let log = PagingLog()
        scroll.delegate = log
        // 375 wide: a drag by -200 (offset 200), flicked (+0.1): target ceil(200/375) = 1:
        // 375. Two offset changes: 200, then 375.
        scroll.simulateDrag(by: Point(x: -200, y: 0), releaseVelocity: Point(x: 0.1, y: 0))
        XCTAssertEqual(log.offsets, [Point(x: 200, y: 0), Point(x: 375, y: 0)])
        XCTAssertEqual(log.releases.map(\.velocity), [Point(x: 0.1, y: 0)])
        XCTAssertEqual(log.releases.map(\.target), [Point(x: 375, y: 0)])
        // The delegate sends it to page 3 (1125, the end of the 0 ... 1500 - 375 range).
        log.replacement = Point(x: 1125, y: 0)
        scroll.simulateDrag(by: Point(x: -10, y: 0))
        XCTAssertEqual(scroll.contentOffset, Point(x: 1125, y: 0))
        XCTAssertEqual(log.offsets.suffix(2), [Point(x: 385, y: 0), Point(x: 1125, y: 0)])
        // A target beyond the range is clamped: 5000 -> 1125 (no change, no call).
        log.replacement = Point(x: 5000, y: 0)
        let before = log.offsets.count
        scroll.simulateDrag(by: Point(x: 0, y: 0))
        XCTAssertEqual(scroll.contentOffset, Point(x: 1125, y: 0))
        XCTAssertEqual(log.offsets.count, before)
        // setContentOffset by the app is reported too.
        scroll.setContentOffset(Point(x: 0, y: 0), animated: false)
        XCTAssertEqual(log.offsets.last, Point(x: 0, y: 0))
        XCTAssertEqual(log.offsets.count, before + 1)
    }

    func testLayoutPlacedOffsetIsReported() {
        // A vertical scroll view under a 47-pt safe area top, scrollable vertically
        // (alwaysBounceVertical), adjusts its inset (.automatic): layout places the offset at
        // (0, -47), which the delegate hears in the layout pass.
        let window = TestScreen.iPhone14.window()
        let scroll = ScrollView()
        scroll.alwaysBounceVertical = true
        let log = PagingLog()
        scroll.delegate = log
        pinEdges(scroll, to: window)
        window.layoutIfNeeded()
        XCTAssertEqual(log.offsets, [Point(x: 0, y: -47)])
        // Paging on a vertical axis, range -47 ... max(-47, 0 + 34 - 844): a single point, so
        // a drag changes nothing.
        scroll.isPagingEnabled = true
        scroll.simulateDrag(by: Point(x: 0, y: -300), releaseVelocity: Point(x: 0, y: 1))
        XCTAssertEqual(scroll.contentOffset, Point(x: 0, y: -47))
    }

    func testIndicatorFlagsAreStoredAndBadDragsRefused() {
        let scroll = ScrollView()
        XCTAssertTrue(scroll.showsVerticalScrollIndicator)
        XCTAssertTrue(scroll.showsHorizontalScrollIndicator)
        XCTAssertFalse(scroll.isPagingEnabled)
        scroll.showsVerticalScrollIndicator = false
        scroll.showsHorizontalScrollIndicator = false
        XCTAssertFalse(scroll.showsVerticalScrollIndicator || scroll.showsHorizontalScrollIndicator)
        scroll.simulateDrag(by: Point(x: .nan, y: 0))
        scroll.simulateDrag(by: .zero, releaseVelocity: Point(x: .infinity, y: 0))
        XCTAssertEqual(scroll.contentOffset, Point(x: 0, y: 0))
        XCTAssertEqual(scroll.layoutIssues.filter { $0.kind == .invalidConstraint }.count, 2)
    }
}
