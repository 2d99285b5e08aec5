// A view controller's root view: its own layout margins start at the system minimum
// (UIKit's `layoutMargins`: "for the root view of a view controller, the default value of
// this property reflects the system minimum margins"): 16 leading/trailing in a compact
// window, 20 in a regular one, 0 top and bottom.

import LayoutAnchors
import XCTest

final class RootViewMarginsFeatureTests: XCTestCase {
    func testPhoneMarginsAndReadableGuides() {
        var root: View!
        let window = phoneWindow { root = $0 }
        window.layoutIfNeeded()
        // Safe area 47 / 34 in 390x844; margins 16 at the sides, 0 top and bottom:
        // (16, 47, 390 - 32, 844 - 47 - 34) = (16, 47, 358, 763).
        assertFrame(root.layoutMarginsGuide.layoutFrame, 16, 47, 358, 763)
        // Readable: 358 < 672, so it is the margins guide itself.
        assertFrame(root.readableContentGuide.layoutFrame, 16, 47, 358, 763)
        XCTAssertEqual(root.layoutMargins, EdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
    }

    func testRegularWidthRaisesTheSidesTo20() {
        var root: View!
        let window = Window(size: Size(width: 1024, height: 768), safeAreaInsets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        window.rootViewController = ClosureViewController { root = $0 }
        window.layoutIfNeeded()
        // max(16, 20) = 20 at the sides; (20, 24, 1024 - 40, 768 - 24 - 20) = (20, 24, 984, 724).
        assertFrame(root.layoutMarginsGuide.layoutFrame, 20, 24, 984, 724)
        // Readable 672 centred in the margins: 20 + (984 - 672) / 2 = 176.
        assertFrame(root.readableContentGuide.layoutFrame, 176, 24, 672, 724)
        // Rotating to a compact window (390x844) brings the sides back to 16.
        window.resize(to: Size(width: 390, height: 844), safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        window.layoutIfNeeded()
        assertFrame(root.layoutMarginsGuide.layoutFrame, 16, 47, 358, 763)
    }

    /// Margins an app sets on its root view in `loadView` are its own and stay.
    func testMarginsSetInLoadViewStay() {
        final class Custom: ViewController {
            override func loadView() {
                let v = View()
                v.directionalLayoutMargins = DirectionalEdgeInsets(top: 10, leading: 30, bottom: 12, trailing: 30)
                view = v
            }
        }
        let controller = Custom()
        let window = Window(size: Size(width: 390, height: 844), safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        window.rootViewController = controller
        window.layoutIfNeeded()
        // (30, 47 + 10, 390 - 60, 844 - 47 - 34 - 22) = (30, 57, 330, 741).
        assertFrame(controller.view.layoutMarginsGuide.layoutFrame, 30, 57, 330, 741)
    }

    /// A plain view keeps UIKit's 8-point default margins.
    func testPlainViewsKeepEightPointMargins() {
        var child: View!
        let window = phoneWindow { root in
            child = constrainedView(in: root, "child")
            LayoutConstraint.activate([
                child.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
                child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                child.widthAnchor.constraint(equalToConstant: 200),
                child.heightAnchor.constraint(equalToConstant: 100),
            ])
        }
        window.layoutIfNeeded()
        assertFrame(child.layoutMarginsGuide.layoutFrame, 8, 8, 184, 84)
    }
}
