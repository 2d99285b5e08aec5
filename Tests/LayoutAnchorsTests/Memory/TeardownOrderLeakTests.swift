// Leaks in odd orders (session 5): the objects of each scenario are freed once the user lets
// go, whatever order the hierarchy was built, crossed and torn down in. Uses `assertNoLeaks`
// from LeakTests.swift; the whole suite also runs under LeakSanitizer (Scripts/sanitize).

import LayoutKernel
import XCTest

@testable import LayoutAnchors

/// A view whose `layoutSubviews` runs `hook` (once per pass until it clears it).
private final class HookView: View {
    var hook: ((HookView) -> Void)?
    override func layoutSubviews() { hook?(self) }
}

/// A view whose `layoutSubviews` makes and keeps its own constraints, as apps do.
private final class SelfConstrainingView: View {
    var made: [LayoutConstraint] = []
    override func layoutSubviews() {
        guard made.isEmpty, let superview else { return }
        made = [widthAnchor.constraint(equalTo: superview.widthAnchor, multiplier: 0.5)]
        LayoutConstraint.activate(made)
    }
}

/// A controller that builds its view itself.
private final class CustomController: ViewController {
    override func loadView() { view = Label(text: "loaded") }
}

final class TeardownOrderLeakTests: XCTestCase {
    private func pinned(_ view: View, in superview: View, _ t: LeakTracker, _ name: String) {
        view.translatesAutoresizingMaskIntoConstraints = false
        superview.addSubview(view)
        let constraints = [
            view.leadingAnchor.constraint(equalTo: superview.leadingAnchor, constant: 10),
            view.topAnchor.constraint(equalTo: superview.safeAreaLayoutGuide.topAnchor),
            view.widthAnchor.constraint(equalToConstant: 100),
            view.heightAnchor.constraint(equalToConstant: 50),
        ]
        for (i, c) in constraints.enumerated() { t.track(c, "\(name) constraint \(i)") }
        LayoutConstraint.activate(constraints)
    }

    /// A constraint between views of two windows has no common ancestor: refused with an
    /// issue, and it keeps neither window nor view alive.
    func testConstraintBetweenTwoWindowsIsFreedWithBoth() {
        assertNoLeaks { t in
            let first = t.track(makePhoneWindow(), "first window")
            let second = t.track(makePhoneWindow(), "second window")
            first.logsLayoutIssues = false
            second.logsLayoutIssues = false
            let a = t.track(View(), "a"), b = t.track(View(), "b")
            pinned(a, in: first, t, "a")
            pinned(b, in: second, t, "b")
            let cross = t.track(a.topAnchor.constraint(equalTo: b.bottomAnchor), "cross constraint")
            cross.isActive = true
            first.layoutIfNeeded()
            second.layoutIfNeeded()
            XCTAssertFalse(cross.isActive)
            XCTAssertTrue((first.layoutIssues + second.layoutIssues).contains { $0.kind == .invalidConstraint })
            t.track(first.engine.solver, "first solver")
            t.track(second.engine.solver, "second solver")
        }
    }

    /// The first window goes while the second window and the user's cross constraint live:
    /// the window and its view are freed (a constraint holds its items weakly).
    func testWindowFreedWhileACrossConstraintToItLives() {
        let second = makePhoneWindow()
        second.logsLayoutIssues = false
        let b = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        second.addSubview(b)
        var cross: LayoutConstraint?
        assertNoLeaks { t in
            let first = t.track(makePhoneWindow(), "first window")
            first.logsLayoutIssues = false
            let a = t.track(View(), "a")
            pinned(a, in: first, t, "a")
            cross = b.leadingAnchor.constraint(equalTo: a.leadingAnchor)
            cross?.isActive = true
            first.layoutIfNeeded()
            second.layoutIfNeeded()
        }
        XCTAssertNil(cross?.firstItem === b ? cross?.secondItem : cross?.firstItem)
        cross?.isActive = true  // its other item is gone: refused, no crash
        second.layoutIfNeeded()
        XCTAssertEqual(b.frame, Rect(x: 0, y: 0, width: 10, height: 10))
    }

    /// A view with constraints inside it and to its superview moves from one window to
    /// another; the second window goes while the first lives.
    func testViewMovedBetweenWindowsIsFreedWithTheSecond() {
        let first = makePhoneWindow()
        first.logsLayoutIssues = false
        assertNoLeaks { t in
            let second = t.track(makePhoneWindow(), "second window")
            second.logsLayoutIssues = false
            let moving = t.track(View(), "moving view")
            let inner = t.track(Label(text: "inner"), "inner label")
            pinned(moving, in: first, t, "moving")
            pinned(inner, in: moving, t, "inner")
            first.layoutIfNeeded()
            second.addSubview(moving)
            second.layoutIfNeeded()
            first.layoutIfNeeded()
            // The move dropped moving's constraints to the first window (as UIKit does); the
            // inner label still sits 10 in, below moving's own safe-area top, at 100 × 50.
            XCTAssertEqual(inner.frame, Rect(x: 10, y: moving.safeAreaInsets.top, width: 100, height: 50))
        }
        XCTAssertEqual(first.subviews.count, 0)
        first.layoutIfNeeded()
    }

    /// `layoutSubviews` that makes and keeps constraints to its own superview, and one that
    /// removes a sibling and then itself during the pass.
    func testLayoutSubviewsThatCapturesOrRemovesViewsIsFreed() {
        assertNoLeaks { t in
            let window = t.track(makePhoneWindow(), "window")
            let keeper = t.track(SelfConstrainingView(), "self-constraining view")
            keeper.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(keeper)
            let sibling = t.track(View(frame: Rect(x: 0, y: 0, width: 5, height: 5)), "sibling")
            window.addSubview(sibling)
            let remover = t.track(HookView(frame: Rect(x: 0, y: 0, width: 5, height: 5)), "remover")
            window.addSubview(remover)
            remover.hook = { [unowned sibling] view in
                view.hook = nil
                sibling.removeFromSuperview()
                view.removeFromSuperview()
            }
            window.layoutIfNeeded()
            window.layoutIfNeeded()
            keeper.made.forEach { t.track($0, "constraint made in layoutSubviews") }
            XCTAssertEqual(keeper.frame.width, 195)  // 390 × 0.5
            XCTAssertEqual(window.subviews.count, 1)
        }
    }

    /// Controllers whose view is never loaded, loaded but never shown, or replaced before
    /// the window ever laid out.
    func testControllersInEveryLoadStateAreFreed() {
        assertNoLeaks { t in
            t.track(ViewController(), "never loaded")
            let loaded = t.track(CustomController(), "loaded, never shown")
            t.track(loaded.view, "its view")
            let window = t.track(makePhoneWindow(), "window")
            let replaced = t.track(CustomController(), "replaced")
            window.rootViewController = replaced
            window.rootViewController = t.track(ViewController(), "root")
            window.layoutIfNeeded()
        }
    }

    /// A stack view's arranged views moved to a stack in another window, one removed from
    /// the arrangement only (it stays a subview), a scroll view with a label on its content
    /// guide; then the first window goes first.
    func testStackAndScrollViewsAcrossWindowsAreFreed() {
        assertNoLeaks { t in
            let first = t.track(makePhoneWindow(), "first window")
            let second = t.track(makePhoneWindow(), "second window")
            let stack = t.track(StackView(), "stack")
            let other = t.track(StackView(), "other stack")
            pinned(stack, in: first, t, "stack")
            pinned(other, in: second, t, "other stack")
            let views = (0..<3).map { t.track(Label(text: "item \($0)"), "item \($0)") }
            views.forEach(stack.addArrangedSubview)
            first.layoutIfNeeded()
            other.addArrangedSubview(views[0])
            stack.removeArrangedSubview(views[1])
            let scroll = t.track(ScrollView(), "scroll view")
            pinned(scroll, in: second, t, "scroll")
            let label = t.track(Label(text: "content"), "content label")
            label.translatesAutoresizingMaskIntoConstraints = false
            scroll.addSubview(label)
            LayoutConstraint.activate([
                label.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
                label.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
                label.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
                label.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
            ])
            t.track(scroll.contentLayoutGuide, "content guide")
            let guide = t.track(LayoutGuide(), "added guide")
            stack.addLayoutGuide(guide)
            first.layoutIfNeeded()
            second.layoutIfNeeded()
            XCTAssertEqual(other.arrangedSubviews.count, 1)
            XCTAssertTrue(views[1].superview === stack)
        }
    }
}
