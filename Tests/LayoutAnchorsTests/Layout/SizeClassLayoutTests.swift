// Size-class driven layout as apps write it: a controller swaps between a stacked (compact)
// and a side-by-side (regular) set of constraints in traitCollectionDidChange(_:). Regular
// width: at least 678 pt wide, or a phone-shaped landscape window whose short side is at
// least 414 pt (the Plus / Max / XR phones; API.md).

import LayoutAnchors
import XCTest

private final class MasterDetailController: ViewController {
    let master = View(), detail = View()
    private var compact: [LayoutConstraint] = []
    private var regular: [LayoutConstraint] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        for pane in [master, detail] {
            pane.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(pane)
        }
        let safe = view.safeAreaLayoutGuide
        LayoutConstraint.activate([
            master.topAnchor.constraint(equalTo: safe.topAnchor),
            master.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            detail.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            detail.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
        ])
        compact = [
            master.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            master.heightAnchor.constraint(equalToConstant: 100),
            detail.topAnchor.constraint(equalTo: master.bottomAnchor),
            detail.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        ]
        regular = [
            master.widthAnchor.constraint(equalToConstant: 300),
            master.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            detail.topAnchor.constraint(equalTo: safe.topAnchor),
            detail.leadingAnchor.constraint(equalTo: master.trailingAnchor),
        ]
        apply(traitCollection)
    }

    override func traitCollectionDidChange(_ previous: TraitCollection?) {
        super.traitCollectionDidChange(previous)
        apply(traitCollection)
    }

    private func apply(_ traits: TraitCollection) {
        let isRegular = traits.horizontalSizeClass == .regular
        LayoutConstraint.deactivate(isRegular ? compact : regular)
        LayoutConstraint.activate(isRegular ? regular : compact)
    }
}

final class SizeClassLayoutTests: XCTestCase {
    func testPanesFollowTheSizeClass() {
        let window = TestScreen.iPhoneProMax.window()
        let controller = MasterDetailController()
        window.rootViewController = controller
        window.layoutIfNeeded()
        // Portrait 428 wide: compact. Safe area 47 / 34: master (0, 47, 428, 100), detail
        // (0, 147, 428, 926 - 34 - 147 = 745).
        XCTAssertEqual(controller.traitCollection.horizontalSizeClass, .compact)
        assertFrame(controller.master.frame, 0, 47, 428, 100)
        assertFrame(controller.detail.frame, 0, 147, 428, 745)
        // Landscape 926 x 428 (phone-shaped, short side 428 >= 414): regular. Safe area 0 / 47 / 21 / 47:
        // master (47, 0, 300, 407), detail from 347 to 926 - 47 = 879: (347, 0, 532, 407).
        window.resize(to: Size(width: 926, height: 428), safeAreaInsets: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        window.layoutIfNeeded()
        XCTAssertEqual(controller.traitCollection.horizontalSizeClass, .regular)
        assertFrame(controller.master.frame, 47, 0, 300, 407)
        assertFrame(controller.detail.frame, 347, 0, 532, 407)
        // And back, with no conflict on the way.
        window.resize(to: TestScreen.iPhoneProMax.size, safeAreaInsets: TestScreen.iPhoneProMax.safeArea)
        window.layoutIfNeeded()
        assertFrame(controller.detail.frame, 0, 147, 428, 745)
        assertNoIssues(window)
    }

    /// A view pinned to the root view's layout margins: its x and width read the margins.
    private func marginPinnedFrame(
        _ size: Size, _ safe: EdgeInsets, _ direction: LayoutDirection, _ category: ContentSizeCategory
    ) -> (Rect, UserInterfaceSizeClass) {
        let window = Window(size: size, safeAreaInsets: safe, layoutDirection: direction, contentSizeCategory: category)
        let controller = ViewController()
        window.rootViewController = controller
        let pinned = View()
        pinned.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(pinned)
        let margins = controller.view.layoutMarginsGuide
        LayoutConstraint.activate([
            pinned.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            pinned.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            pinned.topAnchor.constraint(equalTo: margins.topAnchor),
            pinned.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        assertNoIssues(window)
        return (pinned.frame, controller.traitCollection.horizontalSizeClass)
    }

    func testPlusMaxAndXRPhonesAreRegularInLandscapeAndTheirMarginsFollow() {
        // UIKit's size classes: the Plus / Max / XR phones are regular width in landscape, so a
        // root view's system minimum side margins are 20 (compact: 16). Margins are measured
        // from the safe area, and are symmetric, so the direction and text size do not move
        // them.
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            for category in [ContentSizeCategory.large, .accessibilityExtraExtraExtraLarge] {
                let context = "\(direction) \(category)"
                // iPhone 8 Plus landscape 736 x 414, no safe area: regular; 20 each side:
                // x 20, width 736 - 40 = 696.
                let plus = marginPinnedFrame(Size(width: 736, height: 414), EdgeInsets(), direction, category)
                XCTAssertEqual(plus.1, .regular, context)
                assertFrame(plus.0, 20, 0, 696, 10, context)
                // iPhone XR landscape 896 x 414, safe area 44 / 44 sides: 44 + 20 = 64;
                // width 896 - 128 = 768.
                let xr = marginPinnedFrame(
                    Size(width: 896, height: 414), EdgeInsets(top: 0, left: 44, bottom: 21, right: 44), direction, category)
                XCTAssertEqual(xr.1, .regular, context)
                assertFrame(xr.0, 64, 0, 768, 10, context)
                // iPhone 16 Pro landscape 874 x 402 (wider than a Plus, short side under 414):
                // compact; 62 + 16 = 78; width 874 - 156 = 718.
                let pro = marginPinnedFrame(
                    Size(width: 874, height: 402), EdgeInsets(top: 0, left: 62, bottom: 21, right: 62), direction, category)
                XCTAssertEqual(pro.1, .compact, context)
                assertFrame(pro.0, 78, 0, 718, 10, context)
            }
        }
    }
}
