// Seed 001, "UIScrollView AutoLayout / ScrollableController": a scroll view, a content view
// and two coloured boxes laid out entirely with visual format strings (verbatim), the
// constraints added with the legacy `addConstraints` before
// `translatesAutoresizingMaskIntoConstraints` is switched off, as the article does.

import LayoutAnchors
import XCTest

/// The article's controller, with our types (colours dropped).
final class ScrollableController: ViewController {
    private(set) var scrollView: ScrollView!
    private(set) var contentView: View!
    private(set) var greenView: View!
    private(set) var whiteView: View!

    override func viewDidLoad() {
        super.viewDidLoad()

        //Setup
        self.initControls()
        self.setTheme()
        self.layoutScrollView()
        self.layoutContentView()

        //Add child views
        self.addChildViews()
    }

    func initControls() {
        self.scrollView = ScrollView()
        self.contentView = View()
    }

    func setTheme() {
        // backgroundColor blue / orange: nothing to lay out.
    }

    func layoutScrollView() {
        self.view.addSubview(self.scrollView)

        let views: [String: View] = ["scrollView": self.scrollView]
        var constraints = [String]()

        //Constrain the scrollView to our controller's self.view.
        constraints.append("H:|-0-[scrollView]-0-|")
        constraints.append("V:|-0-[scrollView]-0-|")

        for constraint in constraints {
            self.view.addConstraints(
                try! LayoutConstraint.constraints(
                    withVisualFormat: constraint, options: FormatOptions(rawValue: 0), metrics: nil, views: views))
        }

        self.scrollView.translatesAutoresizingMaskIntoConstraints = false
    }

    func layoutContentView() {
        self.scrollView.addSubview(self.contentView)

        let views: [String: View] = ["contentView": self.contentView, "view": self.view]
        var constraints = [String]()

        //Constrain the contentView to the scrollView.
        constraints.append("H:|-0-[contentView]-0-|")
        constraints.append("V:|-0-[contentView]-0-|")

        for constraint in constraints {
            self.scrollView.addConstraints(
                try! LayoutConstraint.constraints(
                    withVisualFormat: constraint, options: FormatOptions(rawValue: 0), metrics: nil, views: views))
        }

        //Disable Horizontal Scrolling by making the contentView EqualWidth with our controller's self.view (ScrollView's parentView).
        self.view.addConstraints(
            try! LayoutConstraint.constraints(
                withVisualFormat: "H:[contentView(==view)]", options: FormatOptions(rawValue: 0), metrics: nil, views: views))

        self.contentView.translatesAutoresizingMaskIntoConstraints = false
    }

    func addChildViews() {
        //Init
        let greenView = View()
        let whiteView = View()
        self.greenView = greenView
        self.whiteView = whiteView

        //Layout -- Child views are added to the 'ContentView'
        self.contentView.addSubview(greenView)
        self.contentView.addSubview(whiteView)

        let views: [String: View] = ["greenView": greenView, "whiteView": whiteView]
        var constraints = [String]()

        //Constrain the greenView to the contentView with a height of 400 and 15 spacing all around.
        constraints.append("H:|-15-[greenView]-15-|")
        constraints.append("V:|-15-[greenView(400)]")

        //Constrain the whiteView below the greenView with 15 spacing all around and a height of 500.
        constraints.append("H:|-15-[whiteView]-15-|")
        constraints.append("V:[greenView]-15-[whiteView(500)]-15-|")

        for constraint in constraints {
            self.contentView.addConstraints(
                try! LayoutConstraint.constraints(
                    withVisualFormat: constraint, options: FormatOptions(rawValue: 0), metrics: nil, views: views))
        }

        greenView.translatesAutoresizingMaskIntoConstraints = false
        whiteView.translatesAutoresizingMaskIntoConstraints = false
    }
}

final class Seed001VisualFormatScrollTests: XCTestCase {
    private func show(in window: Window) -> ScrollableController {
        let controller = ScrollableController()
        window.rootViewController = controller
        window.layoutIfNeeded()
        return controller
    }

    func testPhoneLayoutBeforeAndAfterScrolling() {
        let c = show(in: makePhoneWindow())
        // H/V:|-0-[scrollView]-0-| against the root view, which fills the window.
        XCTAssertEqual(c.scrollView.frame, Rect(x: 0, y: 0, width: 390, height: 844))
        // Content view: edges on the content area, width == view.width = 390;
        // height = 15 + 400 + 15 + 500 + 15 = 945.
        XCTAssertEqual(c.contentView.frame, Rect(x: 0, y: 0, width: 390, height: 945))
        // Boxes: 15 from each side -> width 360; green y 15; white y = 15 + 400 + 15 = 430.
        XCTAssertEqual(c.greenView.frame, Rect(x: 15, y: 15, width: 360, height: 400))
        XCTAssertEqual(c.whiteView.frame, Rect(x: 15, y: 430, width: 360, height: 500))
        XCTAssertEqual(c.scrollView.contentSize, Size(width: 390, height: 945))
        // 945 > 844 scrolls vertically: insets = safe area 47 / 34; offset (0, -47).
        XCTAssertEqual(c.scrollView.adjustedContentInset, EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(c.scrollView.contentOffset, Point(x: 0, y: -47))
        // On screen the green box starts 15 below the safe area: 47 + 15 = 62.
        XCTAssertEqual(c.greenView.convert(c.greenView.bounds, to: nil), Rect(x: 15, y: 62, width: 360, height: 400))

        // Scroll to the end: 945 + 34 - 844 = 135.
        c.scrollView.setContentOffset(Point(x: 0, y: 135))
        c.scrollView.layoutIfNeeded()
        XCTAssertEqual(c.scrollView.contentOffset, Point(x: 0, y: 135))
        XCTAssertEqual(c.scrollView.bounds, Rect(x: 0, y: 135, width: 390, height: 844))
        XCTAssertEqual(c.contentView.frame, Rect(x: 0, y: 0, width: 390, height: 945))
        XCTAssertEqual(c.whiteView.frame, Rect(x: 15, y: 430, width: 360, height: 500))
        // White box on screen: 430 - 135 = 295; its bottom 795 is 15 above the safe area (810).
        XCTAssertEqual(c.whiteView.convert(c.whiteView.bounds, to: nil), Rect(x: 15, y: 295, width: 360, height: 500))
    }

    func testPadLayoutDoesNotScroll() {
        let c = show(in: makePadWindow())
        XCTAssertEqual(c.scrollView.frame, Rect(x: 0, y: 0, width: 1366, height: 1024))
        XCTAssertEqual(c.contentView.frame, Rect(x: 0, y: 0, width: 1366, height: 945))
        XCTAssertEqual(c.greenView.frame, Rect(x: 15, y: 15, width: 1336, height: 400))
        XCTAssertEqual(c.whiteView.frame, Rect(x: 15, y: 430, width: 1336, height: 500))
        XCTAssertEqual(c.scrollView.contentSize, Size(width: 1366, height: 945))
        // 945 < 1024 and 1366 == 1366: no scrollable axis, so .automatic (= .scrollableAxes)
        // adjusts nothing; the offset stays at (0, 0) and the content starts under the status bar.
        XCTAssertEqual(c.scrollView.adjustedContentInset, EdgeInsets())
        XCTAssertEqual(c.scrollView.contentOffset, Point(x: 0, y: 0))
    }

    func testRightToLeftKeepsTheSymmetricLayout() {
        // Leading/trailing swap sides, but every H: format is symmetric (0/0 and 15/15).
        let c = show(in: makePhoneWindow(direction: .rightToLeft))
        XCTAssertEqual(c.contentView.frame, Rect(x: 0, y: 0, width: 390, height: 945))
        XCTAssertEqual(c.greenView.frame, Rect(x: 15, y: 15, width: 360, height: 400))
        XCTAssertEqual(c.whiteView.frame, Rect(x: 15, y: 430, width: 360, height: 500))
        XCTAssertEqual(c.scrollView.contentOffset, Point(x: 0, y: -47))
    }

    func testConstraintsAreInstalledWhereTheArticleAddsThem() {
        let c = show(in: makePhoneWindow())
        // view: 2 + 2 (scroll view) + 1 (equal width); scroll view: 4; content view: 2 + 2 + 2 + 3.
        XCTAssertEqual(c.view.constraints.count, 5)
        XCTAssertEqual(c.scrollView.constraints.count, 4)
        XCTAssertEqual(c.contentView.constraints.count, 9)
        XCTAssertFalse(c.view.hasAmbiguousLayout)
    }
}
