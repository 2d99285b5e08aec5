// Size-class driven layout as apps write it: a controller swaps between a stacked (compact)
// and a side-by-side (regular) set of constraints in traitCollectionDidChange(_:). Regular
// width: at least 678 pt wide, or a phone-shaped landscape window at least 896 wide (API.md).

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
        // Landscape 926 x 428 (>= 896, phone-shaped): regular. Safe area 0 / 47 / 21 / 47:
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
}
