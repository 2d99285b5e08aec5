// Scroll views laid out by hand, as pre-Auto Layout code and recycling views do: contentSize
// and page frames set in viewDidLayoutSubviews, and a scroll view subclass that places tiles
// in layoutSubviews from its bounds (whose origin is the content offset). UIKit calls a scroll
// view's layoutSubviews whenever it scrolls.

import LayoutAnchors
import XCTest

/// A pager that sizes its content and pages by hand.
private final class ManualPagerController: ViewController {
    let scrollView = ScrollView()
    let pages = [View(), View(), View()]

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(scrollView)
        for page in pages { scrollView.addSubview(page) }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let frame = view.bounds.inset(by: EdgeInsets(top: view.safeAreaInsets.top, left: 0, bottom: 0, right: 0))
        scrollView.frame = Rect(x: 0, y: frame.minY, width: frame.width, height: 200)
        let width = scrollView.bounds.width
        scrollView.contentSize = Size(width: width * Double(pages.count), height: 200)
        for (index, page) in pages.enumerated() {
            page.frame = Rect(x: width * Double(index), y: 0, width: width, height: 200)
        }
    }
}

/// A scroll view that places one 100 pt tile per visible row from its bounds, like a
/// recycling list: it records the rows it laid out.
private final class TilingScrollView: ScrollView {
    var visibleRows: [Int] = []

    override func layoutSubviews() {
        super.layoutSubviews()
        let first = Int((bounds.minY / 100).rounded(.down))
        let last = Int(((bounds.maxY - 1) / 100).rounded(.down))
        visibleRows = Array(max(0, first)...max(0, last))
    }
}

final class ManualScrollLayoutTests: XCTestCase {
    func testHandSizedPagerKeepsItsContentSize() {
        let window = TestScreen.iPhone14.window()
        let controller = ManualPagerController()
        window.rootViewController = controller
        window.layoutIfNeeded()
        // Scroll view (0, 47, 390, 200); content 1170 x 200 set by hand, pages at 0/390/780.
        assertFrame(controller.scrollView.frame, 0, 47, 390, 200)
        XCTAssertEqual(controller.scrollView.contentSize, Size(width: 1170, height: 200))
        assertFrame(controller.pages[2].frame, 780, 0, 390, 200)
        // Paging by hand; the content size stays what the code set.
        controller.scrollView.setContentOffset(Point(x: 780, y: 0))
        window.layoutIfNeeded()
        XCTAssertEqual(controller.scrollView.contentSize, Size(width: 1170, height: 200))
        XCTAssertEqual(controller.pages[2].convert(controller.pages[2].bounds, to: nil), Rect(x: 0, y: 47, width: 390, height: 200))
        // scrollRectToVisible uses that content size: the last page's rect is reachable.
        controller.scrollView.setContentOffset(Point(x: 0, y: 0))
        controller.scrollView.scrollRectToVisible(Rect(x: 780, y: 0, width: 390, height: 200), animated: false)
        XCTAssertEqual(controller.scrollView.contentOffset, Point(x: 780, y: 0))
        // Rotation: the code re-sizes everything in viewDidLayoutSubviews.
        let landscape = TestScreen.iPhone14Landscape
        window.resize(to: landscape.size, safeAreaInsets: landscape.safeArea)
        window.layoutIfNeeded()
        XCTAssertEqual(controller.scrollView.contentSize, Size(width: 2532, height: 200))
        assertFrame(controller.pages[1].frame, 844, 0, 844, 200)
        assertNoIssues(window)
    }

    func testScrollingCallsLayoutSubviewsWithTheNewBounds() {
        let window = Window(size: Size(width: 320, height: 480))
        let list = TilingScrollView()
        pinEdges(list, to: window)
        list.contentSize = Size(width: 320, height: 5000)
        window.layoutIfNeeded()
        // 480 high from 0: rows 0...4.
        XCTAssertEqual(list.visibleRows, [0, 1, 2, 3, 4])
        list.setContentOffset(Point(x: 0, y: 1050))
        window.layoutIfNeeded()
        // Bounds 1050...1530: rows 10...15.
        XCTAssertEqual(list.bounds, Rect(x: 0, y: 1050, width: 320, height: 480))
        XCTAssertEqual(list.visibleRows, Array(10...15))
        XCTAssertEqual(list.contentSize, Size(width: 320, height: 5000))
    }
}
