// Leaks (issue 11, defect 2): after each public scenario, weak references to every kind of
// object the scenario made are nil once the user lets go of it. In UIKit a view's `window`,
// a view's `superview` and a controller's link to its window are weak; the engine holds
// nothing that would keep a dropped view alive. Scripts/sanitize also runs the whole suite
// with LeakSanitizer, which catches what these tests do not name.

import LayoutKernel
import XCTest

@testable import LayoutAnchors

/// Weak references to the objects of one scenario, by name.
final class LeakTracker {
    private final class Entry {
        let name: String
        weak var object: AnyObject?
        init(_ name: String, _ object: AnyObject) { self.name = name; self.object = object }
    }
    private var entries: [Entry] = []

    /// Watches `object`; returns it for chaining.
    @discardableResult
    func track<T: AnyObject>(_ object: T, _ name: String) -> T {
        entries.append(Entry(name, object))
        return object
    }

    /// The names of the watched objects still alive.
    var survivors: [String] { entries.filter { $0.object != nil }.map(\.name) }
    /// How many objects are watched.
    var count: Int { entries.count }
}

/// Runs `scenario` (which must not let its objects escape), then fails for every tracked
/// object still alive.
func assertNoLeaks(file: StaticString = #filePath, line: UInt = #line, _ scenario: (LeakTracker) -> Void) {
    let tracker = LeakTracker()
    scenario(tracker)
    XCTAssertGreaterThan(tracker.count, 0, "the scenario tracked nothing", file: file, line: line)
    XCTAssertEqual(tracker.survivors, [], "still alive after the scenario ended", file: file, line: line)
}

final class LeakTests: XCTestCase {
    /// Tracks a view's engine objects: its kernel solver (when it is a root) and the kernel
    /// variables of its frame.
    private func trackKernel(of item: LayoutItem, _ name: String, in tracker: LeakTracker) {
        tracker.track(item.layoutVariables, "\(name) variables")
        tracker.track(item.layoutVariables.minX, "\(name).minX variable")
        tracker.track(item.layoutVariables.height, "\(name).height variable")
    }

    func testWindowWithRootViewControllerIsFreed() {
        assertNoLeaks { t in
            let window = t.track(makePhoneWindow(), "window")
            let controller = t.track(ViewController(), "controller")
            window.rootViewController = controller
            t.track(controller.view, "controller.view")
            t.track(window.engine, "engine")
            t.track(window.engine.solver, "solver")
            window.layoutIfNeeded()
            XCTAssertEqual(controller.view.frame, Rect(x: 0, y: 0, width: 390, height: 844))
        }
    }

    func testWindowThatNeverLaidOutIsFreed() {
        assertNoLeaks { t in
            let window = t.track(makePhoneWindow(), "window")
            window.rootViewController = t.track(ViewController(), "controller")
            let child = t.track(View(), "child")
            window.addSubview(child)
            child.frame = Rect(x: 1, y: 2, width: 3, height: 4)
        }
    }

    func testReplacedRootViewControllerIsFreedWhileTheWindowLives() {
        let window = makePhoneWindow()
        assertNoLeaks { t in
            let first = t.track(ViewController(), "first controller")
            window.rootViewController = first
            t.track(first.view, "first view")
            window.layoutIfNeeded()
            window.rootViewController = ViewController()
            window.layoutIfNeeded()
        }
        XCTAssertNotNil(window.rootViewController?.view.superview, "the new controller's view is in the window")
    }

    func testViewRemovedFromItsSuperviewIsFreed() {
        let window = makePhoneWindow()
        window.rootViewController = ViewController()
        let root = window.rootViewController!.view
        assertNoLeaks { t in
            let removed = t.track(View(), "removed view")
            let inner = t.track(Label(text: "inner"), "label inside the removed view")
            removed.translatesAutoresizingMaskIntoConstraints = false
            inner.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(removed)
            removed.addSubview(inner)
            let constraints = [
                removed.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
                removed.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
                inner.centerXAnchor.constraint(equalTo: removed.centerXAnchor),
                inner.topAnchor.constraint(equalTo: removed.topAnchor),
            ]
            constraints.enumerated().forEach { t.track($0.element, "constraint \($0.offset)") }
            LayoutConstraint.activate(constraints)
            window.layoutIfNeeded()
            t.track(constraints[0].kernel!, "kernel constraint")
            // The window's solver lets go of the variables of a view that leaves it.
            trackKernel(of: removed, "removed", in: t)
            // Marked dirty after the last layout: the engine's dirty list holds it weakly.
            inner.text = "changed"
            removed.removeFromSuperview()
            window.layoutIfNeeded()
        }
        XCTAssertEqual(root.subviews.count, 0)
    }

    func testViewRemovedBeforeAnyLayoutIsFreed() {
        let window = makePhoneWindow()
        assertNoLeaks { t in
            let view = t.track(View(frame: Rect(x: 0, y: 0, width: 10, height: 10)), "view")
            window.addSubview(view)
            view.removeFromSuperview()
        }
        window.layoutIfNeeded()
    }

    func testLoneHierarchyWithoutWindowIsFreed() {
        assertNoLeaks { t in
            let root = t.track(View(frame: Rect(x: 0, y: 0, width: 320, height: 480)), "root")
            let box = t.track(View(), "box")
            box.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(box)
            let guide = t.track(LayoutGuide(), "custom guide")
            root.addLayoutGuide(guide)
            LayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                box.topAnchor.constraint(equalTo: root.topAnchor),
                box.widthAnchor.constraint(equalToConstant: 100),
                box.heightAnchor.constraint(equalTo: box.widthAnchor),
                guide.leadingAnchor.constraint(equalTo: box.trailingAnchor),
                guide.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            ])
            t.track(root.engine.solver, "solver")
            root.layoutIfNeeded()
            // Reading these makes the ambiguity probe's solver copy.
            XCTAssertFalse(box.hasAmbiguousLayout)
            XCTAssertTrue(guide.hasAmbiguousLayout, "nothing places the guide vertically")
            XCTAssertEqual(box.frame, Rect(x: 20, y: 0, width: 100, height: 100))
        }
    }

    func testScrollSceneWithGuidesConstraintsAndIssuesIsFreed() {
        assertNoLeaks { t in
            let window = t.track(makePhoneWindow(), "window")
            window.logsLayoutIssues = false
            let controller = t.track(ViewController(), "controller")
            window.rootViewController = controller
            let root = controller.view
            let scroll = t.track(ScrollView(), "scroll view")
            let content = t.track(View(), "content")
            let label = t.track(Label(text: "A label that wraps over several lines"), "label")
            label.numberOfLines = 0
            for v in [scroll, content, label] as [View] { v.translatesAutoresizingMaskIntoConstraints = false }
            root.addSubview(scroll)
            scroll.addSubview(content)
            content.addSubview(label)
            let spacer = t.track(LayoutGuide(), "custom guide")
            content.addLayoutGuide(spacer)
            t.track(scroll.contentLayoutGuide, "content guide")
            t.track(scroll.frameLayoutGuide, "frame guide")
            t.track(root.safeAreaLayoutGuide, "safe area guide")
            t.track(content.readableContentGuide, "readable guide")
            t.track(root.keyboardLayoutGuide, "keyboard guide")
            let constraints = [
                scroll.topAnchor.constraint(equalTo: root.topAnchor),
                scroll.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor),
                scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
                content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
                content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
                content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
                content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
                label.leadingAnchor.constraint(equalTo: content.readableContentGuide.leadingAnchor),
                label.trailingAnchor.constraint(equalTo: content.readableContentGuide.trailingAnchor),
                label.topAnchor.constraint(equalTo: content.topAnchor, constant: 20),
                spacer.topAnchor.constraint(equalTo: label.bottomAnchor),
                spacer.heightAnchor.constraint(equalToConstant: 2000),
                spacer.bottomAnchor.constraint(equalTo: content.bottomAnchor),
                // A floating view: pinned to the root's safe area from inside the scroll view.
                label.widthAnchor.constraint(lessThanOrEqualTo: root.safeAreaLayoutGuide.widthAnchor),
                // Unsatisfiable: recorded as an issue that holds constraints.
                spacer.heightAnchor.constraint(equalToConstant: 10),
            ]
            constraints.enumerated().forEach { t.track($0.element, "constraint \($0.offset)") }
            LayoutConstraint.activate(constraints)
            let vfl = try? LayoutConstraint.constraints(withVisualFormat: "V:|-[label]", views: ["label": label])
            vfl?.forEach { t.track($0, "VFL constraint") }
            t.track(window.engine, "engine")
            t.track(window.engine.solver, "solver")
            window.layoutIfNeeded()
            t.track(constraints[0].kernel!, "kernel constraint")
            trackKernel(of: scroll.contentLayoutGuide, "content guide", in: t)
            trackKernel(of: label, "label", in: t)
            scroll.setContentOffset(Point(x: 0, y: 300))
            window.keyboardFrame = Rect(x: 0, y: 500, width: 390, height: 344)
            window.layoutDirection = .rightToLeft
            window.contentSizeCategory = .accessibilityLarge
            window.layoutIfNeeded()
            XCTAssertEqual(window.layoutIssues.filter { $0.kind == .unsatisfiable }.count, 1)
            XCTAssertEqual(scroll.contentOffset, Point(x: 0, y: 300))
        }
    }

    func testKernelObjectsAreFreedWithTheirSolver() {
        assertNoLeaks { t in
            let solver = t.track(Solver(), "solver")
            let left = t.track(Variable("left"), "left"), width = t.track(Variable("width"), "width")
            let window = t.track(Variable("window"), "window")
            let c1: Constraint = left == 16
            let c2: Constraint = left + width + 16 == window
            let c3: Constraint = width >= 100
            let c4: Constraint = (width == 1000) | .weak
            for (i, c) in [c1, c2, c3, c4].enumerated() { t.track(c, "constraint \(i)") }
            try? solver.addEditVariable(window, strength: .strong)
            for c in [c1, c2, c3, c4] { try? solver.add(c) }
            try? solver.suggestValue(390, for: window)
            solver.updateVariables()
            XCTAssertEqual(width.value, 358)  // 390 - 16 - 16
            try? solver.remove(c4)
        }
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A controller that keeps its window: the cycle UIKit avoids, made on purpose.
private final class WindowKeepingController: ViewController {
    var keptWindow: Window?
}

final class LeakCanaryTests: XCTestCase {
    /// Scripts/sanitize runs this alone with LAYOUT_LEAK_CANARY=1 and expects LeakSanitizer to
    /// report the cycle it makes: proof that Scripts/lsan.supp does not hide a leak made from
    /// a test body. Without the variable it does nothing.
    func testLeakCanary() {
        guard let flag = getenv("LAYOUT_LEAK_CANARY"), String(cString: flag) == "1" else { return }
        let window = makePhoneWindow()
        let controller = WindowKeepingController()
        controller.keptWindow = window
        window.rootViewController = controller
        window.layoutIfNeeded()
    }
}
