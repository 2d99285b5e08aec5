// safeAreaInsetsDidChange / layoutMarginsDidChange on views whose insets change without a
// change of their own size: a banner moved out of the status bar area by a constant, a
// view whose margins the app sets. UIView: safeAreaInsetsDidChange "is called when the safe
// area of the view changes"; layoutMarginsDidChange "notifies the view that the layout
// margins changed". Both are delivered by the layout pass here, before layoutSubviews.

import LayoutAnchors
import XCTest

/// A view counting its inset callbacks and recording the insets it saw.
private final class InsetWatcher: View {
    var safeAreaCalls: [EdgeInsets] = []
    var marginCalls = 0
    override func safeAreaInsetsDidChange() { safeAreaCalls.append(safeAreaInsets) }
    override func layoutMarginsDidChange() { marginCalls += 1 }
}

final class InsetCallbackConformanceTests: XCTestCase {
    func testBannerMovedOutOfTheStatusBarIsToldItsSafeAreaChanged() {
        // iPhone 14 (safe top 47). A 390 x 100 banner at the top: safe area top 47; a label
        // pinned to its safe area top sits at 47. Moved down by 100 (same size): its safe
        // area top is 0, the label at 0 in the banner.
        let window = Device.iPhone14.window()
        let banner = InsetWatcher(), label = View()
        banner.translatesAutoresizingMaskIntoConstraints = false
        label.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(banner)
        banner.addSubview(label)
        let top = banner.topAnchor.constraint(equalTo: window.topAnchor)
        LayoutConstraint.activate([
            top,
            banner.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            banner.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            banner.heightAnchor.constraint(equalToConstant: 100),
            label.topAnchor.constraint(equalTo: banner.safeAreaLayoutGuide.topAnchor),
            label.leadingAnchor.constraint(equalTo: banner.layoutMarginsGuide.leadingAnchor),
            label.widthAnchor.constraint(equalToConstant: 100),
            label.heightAnchor.constraint(equalToConstant: 20),
        ])
        window.layoutIfNeeded()
        XCTAssertEqual(banner.safeAreaInsets, EdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(banner.safeAreaCalls.last, EdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
        assertFrame(label.frame, 8, 47, 100, 20)
        let callsBefore = banner.safeAreaCalls.count, marginsBefore = banner.marginCalls
        top.constant = 100
        window.layoutIfNeeded()
        XCTAssertEqual(banner.safeAreaInsets, EdgeInsets())
        assertFrame(label.frame, 8, 0, 100, 20)
        XCTAssertEqual(banner.safeAreaCalls.count, callsBefore + 1)
        XCTAssertEqual(banner.safeAreaCalls.last, EdgeInsets())
        // Its margins guide moved too (measured from the safe area): one margins call.
        XCTAssertEqual(banner.marginCalls, marginsBefore + 1)
        assertNoIssues(window)
    }

    func testSettingMarginsNotifiesOnce() {
        let window = Device.iPhone14.window()
        let card = InsetWatcher()
        card.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(card)
        LayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor),
            card.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            card.widthAnchor.constraint(equalToConstant: 200),
            card.heightAnchor.constraint(equalToConstant: 100),
        ])
        window.layoutIfNeeded()
        let before = card.marginCalls
        card.directionalLayoutMargins = DirectionalEdgeInsets(top: 4, leading: 20, bottom: 4, trailing: 10)
        window.layoutIfNeeded()
        XCTAssertEqual(card.marginCalls, before + 1)
        XCTAssertEqual(card.layoutMarginsGuide.layoutFrame, Rect(x: 20, y: 4, width: 170, height: 92))
        // Setting the same margins again is no change.
        card.directionalLayoutMargins = DirectionalEdgeInsets(top: 4, leading: 20, bottom: 4, trailing: 10)
        window.layoutIfNeeded()
        XCTAssertEqual(card.marginCalls, before + 1)
        XCTAssertTrue(card.safeAreaCalls.allSatisfy { $0 == EdgeInsets() })
        assertNoIssues(window)
    }
}
