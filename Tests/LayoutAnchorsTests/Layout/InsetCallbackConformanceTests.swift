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

/// A view whose next `layoutSubviews()` turns its window right-to-left.
private final class DirectionFlipper: View {
    var flipsNext = false
    override func layoutSubviews() {
        super.layoutSubviews()
        if flipsNext, let window = superview as? Window {
            flipsNext = false
            window.layoutDirection = .rightToLeft
        }
    }
}

final class InsetCallbackConformanceTests: XCTestCase {
    func testDirectionChangedByAnEarlierHookReachesALaterViewsMargins() {
        // Two subviews pinned by absolute anchors (left, top), so a flip moves neither. Both
        // are laid out in one pass, the flipper first; its layoutSubviews() turns the window
        // right-to-left. The card's margins are directional (leading 20, trailing 10): in its
        // absolute insets left 20, right 10 before the flip, left 10, right 20 after; a change,
        // so layoutMarginsDidChange() once, whether or not the card is visited again.
        let window = TestScreen.iPhone14.window()
        let flipper = DirectionFlipper(), card = InsetWatcher()
        for (view, top) in [(flipper as View, 100.0), (card, 300)] {
            view.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(view)
            LayoutConstraint.activate([
                view.topAnchor.constraint(equalTo: window.topAnchor, constant: top),
                view.leftAnchor.constraint(equalTo: window.leftAnchor),
                view.widthAnchor.constraint(equalToConstant: 200),
                view.heightAnchor.constraint(equalToConstant: 100),
            ])
        }
        card.directionalLayoutMargins = DirectionalEdgeInsets(top: 4, leading: 20, bottom: 4, trailing: 10)
        window.layoutIfNeeded()
        let before = card.marginCalls
        flipper.flipsNext = true
        flipper.setNeedsLayout()
        card.setNeedsLayout()
        window.layoutIfNeeded()
        XCTAssertEqual(window.layoutDirection, .rightToLeft)
        XCTAssertEqual(card.marginCalls, before + 1)
        // The margins guide: 10 from the left, 200 - 10 - 20 = 170 wide.
        XCTAssertEqual(card.layoutMarginsGuide.layoutFrame, Rect(x: 10, y: 4, width: 170, height: 92))
        assertNoIssues(window)
    }

    func testBannerMovedOutOfTheStatusBarIsToldItsSafeAreaChanged() {
        // iPhone 14 (safe top 47). A 390 x 100 banner at the top: safe area top 47; a label
        // pinned to its safe area top sits at 47. Moved down by 100 (same size): its safe
        // area top is 0, the label at 0 in the banner.
        let window = TestScreen.iPhone14.window()
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
        let window = TestScreen.iPhone14.window()
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

final class ScrollingSafeAreaCallbackTests: XCTestCase {
    func testContentUnderTheStatusBarSeesItsSafeAreaChangeAsItScrolls() {
        // iPhone 14, full-window scroll view with .never: nothing is adjusted, the content
        // (390 x 3000) scrolls under the status bar. Its safe area is the part covered:
        // at offset 0 its top is at screen 0: top inset 47; its bottom at 3000 against the
        // safe bottom 844 - 34 = 810: 2190. Scrolled by 20: top 47 + 20 = 67, bottom 2170.
        let window = TestScreen.iPhone14.window()
        let scrollView = ScrollView()
        scrollView.contentInsetAdjustmentBehavior = .never
        pinEdges(scrollView, to: window)
        let content = InsetWatcher()
        content.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(content)
        let guide = scrollView.contentLayoutGuide
        LayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: guide.topAnchor),
            content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 3000),
        ])
        window.layoutIfNeeded()
        XCTAssertEqual(content.safeAreaInsets, EdgeInsets(top: 47, left: 0, bottom: 2190, right: 0))
        XCTAssertEqual(content.safeAreaCalls.last, EdgeInsets(top: 47, left: 0, bottom: 2190, right: 0))
        scrollView.setContentOffset(Point(x: 0, y: 20))
        window.layoutIfNeeded()
        XCTAssertEqual(content.safeAreaInsets, EdgeInsets(top: 67, left: 0, bottom: 2170, right: 0))
        XCTAssertEqual(content.safeAreaCalls.last, EdgeInsets(top: 67, left: 0, bottom: 2170, right: 0))
        assertNoIssues(window)
    }

    func testRowsAreToldOnlyWhenTheirOwnSafeAreaChanges() {
        // The same .never scroll view with 20 rows of 44 every 50 pt in an inset-free column.
        // A row's safe area is its overhang beyond 47 ... 810 on screen, at most its height.
        // Offset 0: row 0 (0...44) top 44; row 10 (500...544) none; row 15 (750...794) none.
        // Offset 480: row 10 on screen at 20...64: top 47 - 20 = 27; row 0 (-480) still 44;
        // row 15 (270...314) still none.
        let window = TestScreen.iPhone14.window()
        let scrollView = ScrollView()
        scrollView.contentInsetAdjustmentBehavior = .never
        pinEdges(scrollView, to: window)
        let column = View()
        column.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(column)
        let guide = scrollView.contentLayoutGuide
        var constraints = [
            column.topAnchor.constraint(equalTo: guide.topAnchor),
            column.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            column.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            column.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            column.heightAnchor.constraint(equalToConstant: 1000),
        ]
        let rows = (0..<20).map { _ in InsetWatcher() }
        for (i, row) in rows.enumerated() {
            row.translatesAutoresizingMaskIntoConstraints = false
            column.addSubview(row)
            constraints += [
                row.topAnchor.constraint(equalTo: column.topAnchor, constant: Double(i) * 50),
                row.leadingAnchor.constraint(equalTo: column.leadingAnchor),
                row.trailingAnchor.constraint(equalTo: column.trailingAnchor),
                row.heightAnchor.constraint(equalToConstant: 44),
            ]
        }
        LayoutConstraint.activate(constraints)
        window.layoutIfNeeded()
        XCTAssertEqual(rows[0].safeAreaCalls, [EdgeInsets(top: 44, left: 0, bottom: 0, right: 0)])
        XCTAssertEqual(rows[10].safeAreaCalls, [])
        XCTAssertEqual(rows[15].safeAreaCalls, [])
        scrollView.setContentOffset(Point(x: 0, y: 480))
        window.layoutIfNeeded()
        XCTAssertEqual(rows[10].safeAreaInsets, EdgeInsets(top: 27, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(rows[10].safeAreaCalls, [EdgeInsets(top: 27, left: 0, bottom: 0, right: 0)])
        XCTAssertEqual(rows[0].safeAreaCalls.count, 1)
        XCTAssertEqual(rows[15].safeAreaCalls, [])
        // Back to the top: row 10 is told its inset is gone.
        scrollView.setContentOffset(Point(x: 0, y: 0))
        window.layoutIfNeeded()
        XCTAssertEqual(rows[10].safeAreaCalls.last, EdgeInsets())
        XCTAssertEqual(rows[10].safeAreaCalls.count, 2)
        assertNoIssues(window)
    }
}

final class MarginFollowingCallbackTests: XCTestCase {
    /// A 300 x 200 panel at (40, safe top + 100) with margins 20 all round, holding a 100 x 50
    /// child at `x` (its leading constraint, returned), 60 down, that preserves its superview's
    /// margins, and a 4 x 4 dot pinned to the child's margins guide.
    private func panelWithPreservingChild(at x: Double) -> (Window, InsetWatcher, View, LayoutConstraint) {
        let window = TestScreen.iPhone14.window()
        let panel = View(), child = InsetWatcher(), dot = View()
        for v in [panel, child, dot] { v.translatesAutoresizingMaskIntoConstraints = false }
        window.addSubview(panel)
        panel.addSubview(child)
        child.addSubview(dot)
        panel.layoutMargins = EdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
        child.preservesSuperviewLayoutMargins = true
        let leading = child.leadingAnchor.constraint(equalTo: panel.leadingAnchor, constant: x)
        LayoutConstraint.activate([
            panel.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor, constant: 100),
            panel.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 40),
            panel.widthAnchor.constraint(equalToConstant: 300),
            panel.heightAnchor.constraint(equalToConstant: 200),
            leading, child.topAnchor.constraint(equalTo: panel.topAnchor, constant: 60),
            child.widthAnchor.constraint(equalToConstant: 100),
            child.heightAnchor.constraint(equalToConstant: 50),
            dot.leadingAnchor.constraint(equalTo: child.layoutMarginsGuide.leadingAnchor),
            dot.topAnchor.constraint(equalTo: child.layoutMarginsGuide.topAnchor),
            dot.widthAnchor.constraint(equalToConstant: 4),
            dot.heightAnchor.constraint(equalToConstant: 4),
        ])
        return (window, child, dot, leading)
    }

    func testPreservingChildSlidingIntoItsParentsMargins() {
        // A 300 x 200 panel (margins 20 all round, not from a safe area: it sits inside one)
        // holds a 100 x 50 child preserving its superview's margins, with default margins 8.
        // At x 0 the child's left edge is on the panel's edge, inside the panel's 20 pt margin:
        // its left margin grows to 20 (UIKit: "the smallest amount needed to ensure that
        // content is also inside the superview's margins"); moved to x 100 it is clear of the
        // panel's margins: its own 8. A dot pinned to the child's margins guide follows, and
        // the child is told its margins changed (a move, not a resize).
        let (window, child, dot, x) = panelWithPreservingChild(at: 0)
        window.layoutIfNeeded()
        assertFrame(dot.frame, 20, 8, 4, 4)
        let calls = child.marginCalls
        x.constant = 100
        window.layoutIfNeeded()
        assertFrame(dot.frame, 8, 8, 4, 4)
        XCTAssertEqual(child.marginCalls, calls + 1)
        assertNoIssues(window)
    }
    func testPlainChildSlidingIntoItsParentsMarginsIsTold() {
        // The reverse of the test above: the child preserving its superview's margins starts
        // at x 100, clear of the panel's 20 pt margins, with its own 8 (the default, as it
        // last reported); moved to x 0 its left edge is on the panel's edge and its left
        // margin grows to 20. Nothing else about it changed (size, own margins, safe area:
        // none), so only the preserving rule can tell it: once, and the dot pinned to its
        // margins guide moves from 8 to 20.
        let (window, child, dot, x) = panelWithPreservingChild(at: 100)
        window.layoutIfNeeded()
        assertFrame(dot.frame, 8, 8, 4, 4)
        let calls = child.marginCalls
        x.constant = 0
        window.layoutIfNeeded()
        assertFrame(dot.frame, 20, 8, 4, 4)
        XCTAssertEqual(child.marginCalls, calls + 1)
        assertNoIssues(window)
    }
}
