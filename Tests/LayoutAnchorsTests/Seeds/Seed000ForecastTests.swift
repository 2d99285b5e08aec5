// Seed 000, "Easier Scrolling With Layout Guides": a forecast content view in a vertical
// scroll view, set up the classic way (scroll view anchors) and with the iOS 11 frame and
// content layout guides, plus an info button floating over the content.
//
// The article skips ForecastView's inner layout; here it is a column of stand-ins with sizes
// chosen for the test: title 40 pt high, image 300x300, summary 900 pt high (the dynamic
// type labels' heights at one content size category), 16 pt insets and 8 pt gaps, so the
// forecast view is 16 + 40 + 8 + 300 + 8 + 900 + 16 = 1288 pt high. The info button is 22x22.

import LayoutAnchors
import XCTest

/// The article's content view: two labels and an image view (stand-ins, see above).
final class ForecastView: View {
    let titleLabel = ContentSizedView(intrinsic: Size(width: View.noIntrinsicMetric, height: 40))
    let imageView = ContentSizedView(intrinsic: Size(width: 300, height: 300))
    let summaryLabel = ContentSizedView(intrinsic: Size(width: View.noIntrinsicMetric, height: 900))

    init() {
        super.init(frame: .zero)
        layOutForecastColumn(in: self, title: titleLabel, image: imageView, summary: summaryLabel)
    }
}

/// The article's view controller, in both of its setups, with an optional floating button.
final class ForecastViewController: ViewController {
    enum Setup { case classic, layoutGuides }
    enum InfoButton { case none, centered, topLeft }

    let setup: Setup
    let infoButtonPlacement: InfoButton
    let infoButton = ContentSizedView(intrinsic: Size(width: 22, height: 22))

    private(set) lazy var forecastView: ForecastView = {
        let view = ForecastView()
        view.translatesAutoresizingMaskIntoConstraints = false
        // view.backgroundColor = UIColor(named: "SkyBlue") — no colours here.
        return view
    }()

    private(set) lazy var scrollView: ScrollView = {
        let scrollView = ScrollView()
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(forecastView)
        return scrollView
    }()

    init(setup: Setup, infoButton: InfoButton = .none) {
        self.setup = setup
        self.infoButtonPlacement = infoButton
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(scrollView)
        switch setup {
        case .classic: activateClassicConstraints()
        case .layoutGuides: activateGuideConstraints()
        }
        if infoButtonPlacement != .none { addInfoButton() }
    }

    private func activateClassicConstraints() {
        LayoutConstraint.activate([
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.topAnchor.constraint(equalTo: view.topAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),

            scrollView.leadingAnchor.constraint(equalTo: forecastView.leadingAnchor),
            scrollView.topAnchor.constraint(equalTo: forecastView.topAnchor),
            scrollView.trailingAnchor.constraint(equalTo: forecastView.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: forecastView.bottomAnchor),

            forecastView.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
        ])
    }

    private func activateGuideConstraints() {
        activateForecastGuideConstraints(view: view, scrollView: scrollView, forecastView: forecastView)
    }

    private func addInfoButton() {
        let frameGuide = scrollView.frameLayoutGuide
        infoButton.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(infoButton)
        switch infoButtonPlacement {
        case .centered:
            LayoutConstraint.activate([
                infoButton.centerXAnchor.constraint(equalTo: frameGuide.centerXAnchor),
                infoButton.centerYAnchor.constraint(equalTo: frameGuide.centerYAnchor),
            ])
        case .topLeft:
            LayoutConstraint.activate([
                infoButton.leadingAnchor.constraint(equalTo: scrollView.layoutMarginsGuide.leadingAnchor),
                infoButton.topAnchor.constraint(equalTo: scrollView.layoutMarginsGuide.topAnchor),
            ])
        case .none:
            break
        }
    }
}

final class Seed000ForecastTests: XCTestCase {
    /// The windows shown by the current test: a controller refers to its window weakly, as in
    /// UIKit, so the test keeps them.
    private var shownWindows: [Window] = []

    override func tearDown() {
        shownWindows = []  // XCTest on Linux keeps test case instances until the process ends
        super.tearDown()
    }

    private func show(_ controller: ForecastViewController, in window: Window) {
        shownWindows.append(window)
        window.rootViewController = controller
        window.layoutIfNeeded()
    }

    /// Frames shared by both setups in the phone window (content coordinates).
    private func assertPhoneContent(
        _ c: ForecastViewController, file: StaticString = #filePath,
        line: UInt = #line
    ) {
        // Scroll view pinned to the root view, which fills the window.
        XCTAssertEqual(c.scrollView.frame, Rect(x: 0, y: 0, width: 390, height: 844), file: file, line: line)
        // Forecast view = content area; width == scroll view frame width (390); height 1288.
        XCTAssertEqual(c.forecastView.frame, Rect(x: 0, y: 0, width: 390, height: 1288), file: file, line: line)
        XCTAssertEqual(c.scrollView.contentSize, Size(width: 390, height: 1288), file: file, line: line)
        // Title: 16 inset, width 390 - 32 = 358; image centred: x = (390 - 300) / 2 = 45,
        // y = 16 + 40 + 8 = 64; summary y = 64 + 300 + 8 = 372.
        XCTAssertEqual(c.forecastView.titleLabel.frame, Rect(x: 16, y: 16, width: 358, height: 40), file: file, line: line)
        XCTAssertEqual(c.forecastView.imageView.frame, Rect(x: 45, y: 64, width: 300, height: 300), file: file, line: line)
        XCTAssertEqual(c.forecastView.summaryLabel.frame, Rect(x: 16, y: 372, width: 358, height: 900), file: file, line: line)
        // Vertical axis scrolls (1288 > 844): adjusted by the safe area 47 / 34; the
        // horizontal one does not (390 == 390) and its safe insets are 0 anyway.
        XCTAssertEqual(c.scrollView.adjustedContentInset, EdgeInsets(top: 47, left: 0, bottom: 34, right: 0), file: file, line: line)
    }

    func testClassicSetupOnPhone() {
        let controller = ForecastViewController(setup: .classic)
        show(controller, in: makePhoneWindow())
        assertPhoneContent(controller)
        // Unscrolled: (-left, -top) of the adjusted insets.
        XCTAssertEqual(controller.scrollView.contentOffset, Point(x: 0, y: -47))
        XCTAssertEqual(controller.scrollView.bounds, Rect(x: 0, y: -47, width: 390, height: 844))
        // Scroll to the bottom: 1288 + 34 - 844 = 478. Content frames do not move.
        controller.scrollView.setContentOffset(Point(x: 0, y: 478))
        controller.scrollView.layoutIfNeeded()
        XCTAssertEqual(controller.scrollView.contentOffset, Point(x: 0, y: 478))
        assertPhoneContent(controller)
        // The summary's bottom (372 + 900 = 1272) is 16 above the content end: on screen
        // 1272 - 478 = 794 = 844 - 34 - 16.
        let summary = controller.forecastView.summaryLabel
        XCTAssertEqual(summary.convert(summary.bounds, to: nil), Rect(x: 16, y: 372 - 478, width: 358, height: 900))
    }

    func testLayoutGuideSetupGivesTheSameLayout() {
        let controller = ForecastViewController(setup: .layoutGuides)
        show(controller, in: makePhoneWindow())
        assertPhoneContent(controller)
        XCTAssertEqual(controller.scrollView.contentOffset, Point(x: 0, y: -47))
        // On screen the title sits just below the safe area: 47 + 16 = 63.
        let title = controller.forecastView.titleLabel
        XCTAssertEqual(title.convert(title.bounds, to: nil), Rect(x: 16, y: 63, width: 358, height: 40))
    }

    func testCenteredInfoButtonFloatsWithTheFrameGuide() {
        let controller = ForecastViewController(setup: .layoutGuides, infoButton: .centered)
        show(controller, in: makePhoneWindow())
        // Frame guide = (contentOffset, bounds size) = (0, -47, 390, 844): centre (195, 375);
        // a 22x22 button -> (184, 364).
        XCTAssertEqual(controller.infoButton.frame, Rect(x: 184, y: 364, width: 22, height: 22))
        controller.scrollView.setContentOffset(Point(x: 0, y: 200))
        controller.scrollView.layoutIfNeeded()
        // Guide moves with the offset: centre y = 200 + 422 = 622 -> y = 611; on screen still 411.
        XCTAssertEqual(controller.infoButton.frame, Rect(x: 184, y: 611, width: 22, height: 22))
        let button = controller.infoButton
        XCTAssertEqual(button.convert(button.bounds, to: nil), Rect(x: 184, y: 411, width: 22, height: 22))
        XCTAssertEqual(controller.scrollView.contentSize, Size(width: 390, height: 1288))
    }

    func testTopLeftInfoButtonFollowsTheScrollViewMarginsFromTheSafeArea() {
        let controller = ForecastViewController(setup: .classic, infoButton: .topLeft)
        show(controller, in: makePhoneWindow())
        // Scroll view margins: 8 inside its safe area (47 / 0), in visible-bounds terms
        // (8, 55); visible bounds start at contentOffset (0, -47) -> frame origin (8, 8).
        XCTAssertEqual(controller.infoButton.frame, Rect(x: 8, y: 8, width: 22, height: 22))
        controller.scrollView.setContentOffset(Point(x: 0, y: 300))
        controller.scrollView.layoutIfNeeded()
        // It floats: (8, 300 + 55) in content coordinates, still (8, 55) on screen.
        XCTAssertEqual(controller.infoButton.frame, Rect(x: 8, y: 355, width: 22, height: 22))
        let button = controller.infoButton
        XCTAssertEqual(button.convert(button.bounds, to: nil), Rect(x: 8, y: 55, width: 22, height: 22))
        XCTAssertEqual(controller.scrollView.contentOffset, Point(x: 0, y: 300))
    }

    func testTopLeftInfoButtonIsOnTheRightInRightToLeft() {
        let controller = ForecastViewController(setup: .classic, infoButton: .topLeft)
        show(controller, in: makePhoneWindow(direction: .rightToLeft))
        // Leading margin is the right one: guide right edge 390 - 8 = 382 -> x = 360.
        XCTAssertEqual(controller.infoButton.frame, Rect(x: 360, y: 8, width: 22, height: 22))
        // The content column is symmetric, so it is unchanged.
        assertPhoneContent(controller)
    }

    func testPadWindow() {
        let controller = ForecastViewController(setup: .layoutGuides, infoButton: .topLeft)
        show(controller, in: makePadWindow())
        let c = controller
        XCTAssertEqual(c.scrollView.frame, Rect(x: 0, y: 0, width: 1366, height: 1024))
        XCTAssertEqual(c.forecastView.frame, Rect(x: 0, y: 0, width: 1366, height: 1288))
        XCTAssertEqual(c.scrollView.contentSize, Size(width: 1366, height: 1288))
        // Title width 1366 - 32 = 1334; image x = (1366 - 300) / 2 = 533.
        XCTAssertEqual(c.forecastView.titleLabel.frame, Rect(x: 16, y: 16, width: 1334, height: 40))
        XCTAssertEqual(c.forecastView.imageView.frame, Rect(x: 533, y: 64, width: 300, height: 300))
        XCTAssertEqual(c.forecastView.summaryLabel.frame, Rect(x: 16, y: 372, width: 1334, height: 900))
        // 1288 > 1024: vertical insets adjusted by the safe area 24 / 20.
        XCTAssertEqual(c.scrollView.adjustedContentInset, EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        XCTAssertEqual(c.scrollView.contentOffset, Point(x: 0, y: -24))
        // Button: margins 8 inside safe area 24 -> visible (8, 32) -> content (8, 8).
        XCTAssertEqual(c.infoButton.frame, Rect(x: 8, y: 8, width: 22, height: 22))
        // Bottom: 1288 + 20 - 1024 = 284.
        c.scrollView.setContentOffset(Point(x: 0, y: 284))
        c.scrollView.layoutIfNeeded()
        XCTAssertEqual(c.infoButton.frame, Rect(x: 8, y: 284 + 32, width: 22, height: 22))
        XCTAssertEqual(c.forecastView.frame, Rect(x: 0, y: 0, width: 1366, height: 1288))
    }

    func testPadRightToLeftPutsTheButtonTopRight() {
        let controller = ForecastViewController(setup: .layoutGuides, infoButton: .topLeft)
        show(controller, in: makePadWindow(direction: .rightToLeft))
        // Leading margin = right: 1366 - 8 = 1358 -> x = 1336; top: margins 8 inside the
        // 24 pt safe area, visible top at contentOffset y = -24 -> y = 8.
        XCTAssertEqual(controller.infoButton.frame, Rect(x: 1336, y: 8, width: 22, height: 22))
        // The symmetric content column is unchanged: image x = (1366 - 300) / 2 = 533.
        XCTAssertEqual(controller.forecastView.imageView.frame, Rect(x: 533, y: 64, width: 300, height: 300))
        XCTAssertEqual(controller.scrollView.contentOffset, Point(x: 0, y: -24))
    }
}

/// The article's layout-guide setup (verbatim): the frame guide pinned to the root view, the
/// content guide to the forecast view, and the content as wide as the frame.
func activateForecastGuideConstraints(view: View, scrollView: ScrollView, forecastView: View) {
    let frameGuide = scrollView.frameLayoutGuide
    let contentGuide = scrollView.contentLayoutGuide
    LayoutConstraint.activate([
        frameGuide.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        frameGuide.topAnchor.constraint(equalTo: view.topAnchor),
        frameGuide.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        frameGuide.bottomAnchor.constraint(equalTo: view.bottomAnchor),

        contentGuide.leadingAnchor.constraint(equalTo: forecastView.leadingAnchor),
        contentGuide.topAnchor.constraint(equalTo: forecastView.topAnchor),
        contentGuide.trailingAnchor.constraint(equalTo: forecastView.trailingAnchor),
        contentGuide.bottomAnchor.constraint(equalTo: forecastView.bottomAnchor),

        contentGuide.widthAnchor.constraint(equalTo: frameGuide.widthAnchor),
    ])
}
