import LayoutAnchors
import XCTest

/// Every hook the engine calls out to (view, controller and scroll delegate hooks, and the
/// `intrinsicContentSize` override) calls back into the engine: nested layouts, activating and
/// deactivating constraints, constant changes, fitting, ambiguity queries, adding and removing
/// a subview. The engine's state skips exclusivity checks in release builds on the rule that
/// no engine access is held open across a call to user code; debug builds (the tests) keep the
/// checks, so a hook reached from inside such an access traps here. The layout must also come
/// out as the constraints say, with no issue recorded.
final class HookReentryTests: XCTestCase {
    /// Which hooks called back into the engine, by name.
    final class Record {
        var reentered: Set<String> = []
    }

    /// Calls back into the engine from `view`'s hook `name`, the first time that hook runs
    /// (each call changes the hierarchy, so repeating it in every pass would never settle).
    static func reenter(_ name: String, from view: View, record: Record) {
        guard record.reentered.insert(name).inserted, let window = view.window else { return }
        view.layoutIfNeeded()
        let spare = view.widthAnchor.constraint(lessThanOrEqualToConstant: 10_000)
        spare.isActive = true
        _ = view.hasAmbiguousLayout
        _ = window.layoutIssues
        _ = view.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        spare.isActive = false
        let temporary = View(frame: Rect(x: 0, y: 0, width: 5, height: 5))
        view.addSubview(temporary)
        temporary.layoutIfNeeded()
        temporary.removeFromSuperview()
        for c in view.constraints where c.firstAttribute == .height && c.secondItem == nil {
            c.constant = c.constant  // same value: a constant change that settles
        }
    }

    final class ReentrantView: View {
        let record: Record
        let tag: String
        init(_ tag: String, record: Record) {
            self.tag = tag
            self.record = record
            super.init(frame: .zero)
        }
        private func reenter(_ hook: String) { HookReentryTests.reenter("\(tag).\(hook)", from: self, record: record) }
        override func updateConstraints() {
            reenter("updateConstraints")
            super.updateConstraints()
        }
        override func layoutSubviews() {
            super.layoutSubviews()
            reenter("layoutSubviews")
        }
        override func safeAreaInsetsDidChange() { reenter("safeAreaInsetsDidChange") }
        override func layoutMarginsDidChange() { reenter("layoutMarginsDidChange") }
        override func traitCollectionDidChange(_ previous: TraitCollection?) { reenter("traitCollectionDidChange") }
        override var intrinsicContentSize: Size {
            get {
                // Reads engine state only: a layout from here would ask for this size again.
                _ = window?.layoutIssues
                record.reentered.insert("\(tag).intrinsicContentSize")
                return Size(width: 30, height: 40)
            }
            set { super.intrinsicContentSize = newValue }
        }
    }

    final class ReentrantController: ViewController {
        let record: Record
        init(record: Record) {
            self.record = record
            super.init()
        }
        override func loadView() { view = ReentrantView("root", record: record) }
        private func reenter(_ hook: String) { HookReentryTests.reenter("controller.\(hook)", from: view, record: record) }
        override func updateViewConstraints() {
            reenter("updateViewConstraints")
            super.updateViewConstraints()
        }
        override func viewWillLayoutSubviews() { reenter("viewWillLayoutSubviews") }
        override func viewDidLayoutSubviews() { reenter("viewDidLayoutSubviews") }
        override func viewSafeAreaInsetsDidChange() { reenter("viewSafeAreaInsetsDidChange") }
        override func traitCollectionDidChange(_ previous: TraitCollection?) { reenter("traitCollectionDidChange") }
        override func viewWillTransition(to size: Size) { reenter("viewWillTransition") }
        override func willTransition(to newCollection: TraitCollection) { reenter("willTransition") }
    }

    final class ReentrantDelegate: ScrollViewDelegate {
        let record: Record
        init(record: Record) { self.record = record }
        func scrollViewDidScroll(_ scrollView: ScrollView) {
            HookReentryTests.reenter("delegate.scrollViewDidScroll", from: scrollView, record: record)
        }
    }

    func testEveryHookCanCallBackIntoTheEngine() {
        let record = Record()
        let window = makePhoneWindow()
        let controller = ReentrantController(record: record)
        window.rootViewController = controller
        let root = controller.view
        // a: 200x100 at (10, 20); b: its intrinsic size (30x40) at a's top-left; a scroll view
        // 100x100 at (0, 200) with 300 points of content, scrolled by the test.
        let a = ReentrantView("a", record: record), b = ReentrantView("b", record: record)
        let scroll = ScrollView(frame: .zero)
        let content = View(frame: .zero)
        let delegate = ReentrantDelegate(record: record)
        scroll.delegate = delegate
        for v in [a, b, scroll, content] { v.translatesAutoresizingMaskIntoConstraints = false }
        root.addSubview(a)
        a.addSubview(b)
        root.addSubview(scroll)
        scroll.addSubview(content)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            a.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            a.widthAnchor.constraint(equalToConstant: 200), a.heightAnchor.constraint(equalToConstant: 100),
            b.leadingAnchor.constraint(equalTo: a.leadingAnchor), b.topAnchor.constraint(equalTo: a.topAnchor),
            scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            scroll.topAnchor.constraint(equalTo: root.topAnchor, constant: 200),
            scroll.widthAnchor.constraint(equalToConstant: 100), scroll.heightAnchor.constraint(equalToConstant: 100),
            content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
            content.widthAnchor.constraint(equalToConstant: 100), content.heightAnchor.constraint(equalToConstant: 300),
        ])
        window.layoutIfNeeded()
        scroll.contentOffset = Point(x: 0, y: 50)
        window.layoutIfNeeded()
        window.contentSizeCategory = .extraLarge  // trait hooks and willTransition
        window.layoutIfNeeded()
        window.resize(to: Size(width: 844, height: 390), safeAreaInsets: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        window.layoutIfNeeded()

        let expected: Set<String> = [
            "root.updateConstraints", "a.updateConstraints", "b.updateConstraints",
            "controller.updateViewConstraints", "controller.viewWillLayoutSubviews", "root.layoutSubviews",
            "controller.viewDidLayoutSubviews", "a.layoutSubviews", "root.safeAreaInsetsDidChange",
            "controller.viewSafeAreaInsetsDidChange", "root.layoutMarginsDidChange", "root.traitCollectionDidChange",
            "a.traitCollectionDidChange", "controller.traitCollectionDidChange", "controller.viewWillTransition",
            "controller.willTransition", "b.intrinsicContentSize", "delegate.scrollViewDidScroll",
        ]
        XCTAssertEqual(expected.subtracting(record.reentered), [], "hooks that never ran")
        // The constraints, whatever the hooks did in between: a at (10, 20) in the root, 200x100;
        // b at a's origin with its intrinsic 30x40; the scroll view at (0, 200), 100x100,
        // scrolled to 50 of its 300 points of content.
        assertFrame(a.frame, 10, 20, 200, 100)
        assertFrame(b.frame, 0, 0, 30, 40)
        assertFrame(scroll.frame, 0, 200, 100, 100)
        XCTAssertEqual(scroll.contentSize, Size(width: 100, height: 300))
        XCTAssertEqual(scroll.contentOffset, Point(x: 0, y: 50))
        XCTAssertEqual(a.subviews.count, 1, "the temporary subviews are gone")
        assertNoIssues(window)
    }
}
