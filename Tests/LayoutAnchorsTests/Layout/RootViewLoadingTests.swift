// A window's root view controller (API.md part 2): its view has the window's bounds when
// viewDidLoad runs, so a pager that sizes its pages from view.frame there gets real widths;
// willTransition(to:) comes before viewWillTransition(to:) when a resize changes the traits.

import LayoutAnchors
import XCTest

/// Builds three pages as wide as the root view is in viewDidLoad (a common pager pattern).
private final class PagerController: ViewController {
    var sizeInViewDidLoad: Size?
    let pages = [View(), View(), View()]
    override func viewDidLoad() {
        super.viewDidLoad()
        sizeInViewDidLoad = view.frame.size
        let width = view.frame.size.width
        for (i, page) in pages.enumerated() {
            page.frame = Rect(x: Double(i) * width, y: 0, width: width, height: 100)
            view.addSubview(page)
        }
    }
}

/// Logs the transition callbacks with the root view's size at the time.
private final class TransitionLog: ViewController {
    var events: [String] = []
    override func willTransition(to newCollection: TraitCollection) {
        super.willTransition(to: newCollection)
        events.append("will traits \(newCollection.horizontalSizeClass) \(newCollection.verticalSizeClass) at \(view.frame.size.width)")
    }
    override func viewWillTransition(to size: Size) {
        super.viewWillTransition(to: size)
        events.append("will size \(size.width) at \(view.frame.size.width)")
    }
    override func traitCollectionDidChange(_ previous: TraitCollection?) {
        super.traitCollectionDidChange(previous)
        if previous != nil { events.append("did traits") }
    }
}

final class RootViewLoadingTests: XCTestCase {
    func testRootViewHasTheWindowBoundsInViewDidLoad() {
        for device in [TestScreen.iPhoneSE1, .iPhone14, .iPad, .iPhone14Landscape] {
            for direction in [LayoutDirection.leftToRight, .rightToLeft] {
                let window = device.window(direction: direction)
                let controller = PagerController()
                window.rootViewController = controller
                // The window's bounds: (0, 0, device size); pages at 0, w, 2w.
                XCTAssertEqual(controller.sizeInViewDidLoad, device.size, device.name)
                window.layoutIfNeeded()
                let w = device.size.width
                assertFrame(controller.pages[2].frame, 2 * w, 0, w, 100, "\(device.name) \(direction)")
                assertFrame(controller.view.frame, 0, 0, w, device.size.height)
                assertNoIssues(window)
            }
        }
    }

    func testAControllerLoadedOutsideAWindowStartsAtZero() {
        // No window, no screen to take bounds from: the view keeps its zero frame (a
        // deviation: UIKit would give the screen's bounds).
        let controller = PagerController()
        _ = controller.view
        XCTAssertEqual(controller.sizeInViewDidLoad, Size(width: 0, height: 0))
    }

    func testWillTransitionToTraitsComesFirstWhenASizeClassChanges() {
        let window = TestScreen.iPhoneProMax.window()
        let controller = TransitionLog()
        window.rootViewController = controller
        window.layoutIfNeeded()
        // Portrait 428 x 926 -> landscape 926 x 428: vertical compact, and horizontal regular
        // (short side 428 >= 414). Both callbacks before the view takes the size (428 wide);
        // the new traits reach traitCollectionDidChange in the layout pass.
        window.resize(to: Size(width: 926, height: 428))
        XCTAssertEqual(controller.events, ["will traits regular compact at 428.0", "will size 926.0 at 428.0"])
        window.layoutIfNeeded()
        XCTAssertEqual(controller.events.last, "did traits")
        // 926 x 428 -> 900 x 420: the same size classes: no trait transition, a size one.
        controller.events = []
        window.resize(to: Size(width: 900, height: 420))
        XCTAssertEqual(controller.events, ["will size 900.0 at 926.0"])
        // A 14 in landscape (844 x 390) from portrait stays compact wide; vertical compact.
        let phone = TestScreen.iPhone14.window()
        let other = TransitionLog()
        phone.rootViewController = other
        phone.layoutIfNeeded()
        phone.resize(to: Size(width: 844, height: 390))
        XCTAssertEqual(other.events, ["will traits compact compact at 390.0", "will size 844.0 at 390.0"])
        // A text-size change is no transition.
        other.events = []
        phone.layoutIfNeeded()
        other.events = []
        phone.contentSizeCategory = .accessibilityLarge
        phone.layoutIfNeeded()
        XCTAssertEqual(other.events, ["did traits"])
    }
}
