// The order of the controller and view callbacks on rotation, text size and direction
// changes. UIKit: viewWillTransition(to:with:) comes first, while the view still has its old
// size; traits change next (traitCollectionDidChange, controller before its view, with the
// previous traits); then the layout pass: the safe area and margin notifications, then
// viewWillLayoutSubviews, layoutSubviews, viewDidLayoutSubviews (API.md "Layout pass order",
// "Traits"). A resize to the same size is no transition.

import LayoutAnchors
import XCTest

/// A root view that logs its callbacks into its controller's log.
private final class LoggingRootView: View {
    var log: (String) -> Void = { _ in }
    override func layoutSubviews() { log("view.layoutSubviews \(bounds.size.width)") }
    override func safeAreaInsetsDidChange() { log("view.safeArea \(safeAreaInsets.left)") }
    override func layoutMarginsDidChange() { log("view.margins") }
    override func traitCollectionDidChange(_ previous: TraitCollection?) { log("view.traits") }
}

/// A controller that logs its callbacks, with a label in its view.
private final class LoggingController: ViewController {
    var events: [String] = []
    var previousTraits: [TraitCollection?] = []
    let label = Label.body("Title")

    override func loadView() {
        let root = LoggingRootView()
        root.log = { [unowned self] in self.events.append($0) }
        view = root
    }
    override func viewDidLoad() {
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
        ])
    }
    override func viewWillTransition(to size: Size) {
        events.append("vc.willTransition \(size.width) from \(view.bounds.size.width)")
    }
    override func traitCollectionDidChange(_ previous: TraitCollection?) {
        previousTraits.append(previous)
        events.append("vc.traits")
    }
    override func viewSafeAreaInsetsDidChange() { events.append("vc.safeArea") }
    override func viewWillLayoutSubviews() { events.append("vc.willLayout") }
    override func viewDidLayoutSubviews() { events.append("vc.didLayout") }
}

final class CallbackOrderConformanceTests: XCTestCase {
    /// Asserts that `events` holds each of `expected` exactly once, in that order.
    private func assertOrder(_ events: [String], _ expected: [String], file: StaticString = #filePath, line: UInt = #line) {
        var last = -1
        for name in expected {
            let hits = events.indices.filter { events[$0] == name }
            XCTAssertEqual(hits.count, 1, "\(name) in \(events)", file: file, line: line)
            guard let index = hits.first else { continue }
            XCTAssertGreaterThan(index, last, "\(name) out of order in \(events)", file: file, line: line)
            last = index
        }
    }

    func testRotationCallbackOrder() {
        let window = TestScreen.iPhone14.window()
        let controller = LoggingController()
        window.rootViewController = controller
        window.layoutIfNeeded()
        controller.events = []
        controller.previousTraits = []
        // Portrait 390 x 844 -> landscape 844 x 390 with side insets 47: the vertical size
        // class becomes compact (390 < 500), the safe area's left inset 47, the margins follow.
        window.resize(to: TestScreen.iPhone14Landscape.size, safeAreaInsets: TestScreen.iPhone14Landscape.safeArea)
        window.layoutIfNeeded()
        XCTAssertEqual(controller.events.first, "vc.willTransition 844.0 from 390.0")
        assertOrder(
            controller.events,
            [
                "vc.willTransition 844.0 from 390.0", "vc.traits", "view.traits", "vc.safeArea", "view.safeArea 47.0",
                "view.margins", "vc.willLayout", "view.layoutSubviews 844.0", "vc.didLayout",
            ])
        XCTAssertEqual(controller.previousTraits.count, 1)
        XCTAssertEqual(controller.previousTraits.first??.verticalSizeClass, .regular)
        XCTAssertEqual(controller.traitCollection.verticalSizeClass, .compact)
        // The label follows the margins: 47 + 16 = 63 from the left, at the top (safe top 0).
        assertFrame(controller.label.frame, 63, 0, controller.label.frame.width, controller.label.frame.height)
        // The same size again: no transition, no trait change, no safe area change.
        controller.events = []
        window.resize(to: TestScreen.iPhone14Landscape.size, safeAreaInsets: TestScreen.iPhone14Landscape.safeArea)
        window.layoutIfNeeded()
        XCTAssertFalse(controller.events.contains { $0.hasPrefix("vc.willTransition") || $0.hasSuffix("traits") }, "\(controller.events)")
        XCTAssertFalse(controller.events.contains("vc.safeArea"), "\(controller.events)")
        assertNoIssues(window)
    }

    func testTextSizeAndDirectionChangesAreTraitChangesOnly() {
        let window = TestScreen.iPhone14.window()
        let controller = LoggingController()
        window.rootViewController = controller
        window.layoutIfNeeded()
        controller.events = []
        controller.previousTraits = []
        window.contentSizeCategory = .accessibilityExtraLarge
        window.layoutIfNeeded()
        assertOrder(controller.events, ["vc.traits", "view.traits"])
        XCTAssertFalse(controller.events.contains { $0.hasPrefix("vc.willTransition") }, "\(controller.events)")
        XCTAssertFalse(controller.events.contains("vc.safeArea"), "\(controller.events)")
        XCTAssertEqual(controller.previousTraits.first??.preferredContentSizeCategory, .large)
        XCTAssertEqual(controller.traitCollection.preferredContentSizeCategory, .accessibilityExtraLarge)
        // The label grows with the text size (body at AX Extra Large: 40 pt, so 1.2 x 40 = 48 high).
        XCTAssertEqual(controller.label.frame.height, 48)
        controller.events = []
        controller.previousTraits = []
        window.layoutDirection = .rightToLeft
        window.layoutIfNeeded()
        assertOrder(controller.events, ["vc.traits", "view.traits"])
        XCTAssertEqual(controller.previousTraits.first??.layoutDirection, .leftToRight)
        // RTL: the label's leading edge at the right margin: 390 - 16.
        XCTAssertEqual(controller.label.frame.maxX, 374)
        assertNoIssues(window)
    }
}

/// A view counting its layoutSubviews and trait calls.
private final class CountingView: View {
    var layouts = 0
    var previousCategories: [ContentSizeCategory?] = []
    override func layoutSubviews() { layouts += 1 }
    override func traitCollectionDidChange(_ previous: TraitCollection?) {
        previousCategories.append(previous?.preferredContentSizeCategory)
    }
}

final class RotationLayoutCallTests: XCTestCase {
    func testOnlyResizedViewsAreLaidOutAgainAndEveryViewGetsTraits() {
        // A full-width bar (resized by the rotation) and a 50 x 50 badge on the trailing
        // edge (only moved) inside a root view. API.md: layoutSubviews for views whose bounds
        // size changed; a move alone does not call it (the badge), though the badge's safe
        // area is checked. Text size changes reach every view's traitCollectionDidChange with
        // the previous category.
        let window = TestScreen.iPhone14.window()
        let bar = CountingView(), badge = CountingView(), inner = CountingView()
        for v in [bar, badge, inner] { v.translatesAutoresizingMaskIntoConstraints = false }
        window.addSubview(bar)
        window.addSubview(badge)
        badge.addSubview(inner)
        let safe = window.safeAreaLayoutGuide
        LayoutConstraint.activate([
            bar.topAnchor.constraint(equalTo: safe.topAnchor),
            bar.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            bar.heightAnchor.constraint(equalToConstant: 44),
            badge.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -8),
            badge.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -8),
            badge.widthAnchor.constraint(equalToConstant: 50),
            badge.heightAnchor.constraint(equalToConstant: 50),
            inner.centerXAnchor.constraint(equalTo: badge.centerXAnchor),
            inner.centerYAnchor.constraint(equalTo: badge.centerYAnchor),
            inner.widthAnchor.constraint(equalToConstant: 10),
            inner.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        let before = (bar.layouts, badge.layouts, inner.layouts)
        window.resize(to: TestScreen.iPhone14Landscape.size, safeAreaInsets: TestScreen.iPhone14Landscape.safeArea)
        window.layoutIfNeeded()
        // Bar: 844 - 94 = 750 wide (resized). Badge: x 844 - 47 - 8 - 50 = 739, y 390 - 21 -
        // 8 - 50 = 311 (moved only).
        assertFrame(bar.frame, 47, 0, 750, 44)
        assertFrame(badge.frame, 739, 311, 50, 50)
        XCTAssertEqual(bar.layouts, before.0 + 1)
        XCTAssertEqual(badge.layouts, before.1)
        XCTAssertEqual(inner.layouts, before.2)
        window.contentSizeCategory = .extraLarge
        window.layoutIfNeeded()
        for v in [bar, badge, inner] { XCTAssertEqual(v.previousCategories.last, .large) }
        assertNoIssues(window)
    }
}
