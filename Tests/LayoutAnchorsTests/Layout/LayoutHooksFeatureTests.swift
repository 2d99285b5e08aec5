import LayoutAnchors
import XCTest

/// The layout pass hooks in UIKit's order (API.md "Layout pass order"): updateConstraints
/// subviews first, solve, then viewWillLayoutSubviews / layoutSubviews / viewDidLayoutSubviews
/// top-down on the views that changed; changes made in hooks land before layoutIfNeeded returns.
final class LayoutHooksFeatureTests: XCTestCase {
    /// A view that logs its hooks into a shared journal.
    final class LoggingView: View {
        let name: String
        let journal: Journal
        init(_ name: String, _ journal: Journal) {
            self.name = name
            self.journal = journal
            super.init(frame: .zero)
        }
        override func updateConstraints() {
            journal.entries.append("update \(name)")
            super.updateConstraints()
        }
        override func layoutSubviews() {
            super.layoutSubviews()
            journal.entries.append("layout \(name)")
        }
    }

    final class Journal {
        var entries: [String] = []
    }

    final class LoggingController: ViewController {
        let journal: Journal
        init(_ journal: Journal) {
            self.journal = journal
            super.init()
        }
        override func loadView() { view = LoggingView("root", journal) }
        override func viewWillLayoutSubviews() { journal.entries.append("willLayout") }
        override func viewDidLayoutSubviews() { journal.entries.append("didLayout") }
    }

    /// root > a (200x100 at 10,20) > b (50x50 at a's top-left).
    private func makeTree() -> (Window, Journal, LoggingView, LoggingView, LayoutConstraint) {
        let journal = Journal()
        let window = makePhoneWindow()
        let controller = LoggingController(journal)
        window.rootViewController = controller
        let a = LoggingView("a", journal), b = LoggingView("b", journal)
        a.translatesAutoresizingMaskIntoConstraints = false
        b.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(a)
        a.addSubview(b)
        let width = a.widthAnchor.constraint(equalToConstant: 200)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 10),
            a.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 20),
            width, a.heightAnchor.constraint(equalToConstant: 100),
            b.leadingAnchor.constraint(equalTo: a.leadingAnchor), b.topAnchor.constraint(equalTo: a.topAnchor),
            b.widthAnchor.constraint(equalToConstant: 50), b.heightAnchor.constraint(equalToConstant: 50),
        ])
        return (window, journal, a, b, width)
    }

    func testFirstPassRunsUpdateConstraintsSubviewsFirstThenLayoutTopDown() {
        let (window, journal, a, b, _) = makeTree()
        window.layoutIfNeeded()
        // Every view joined the hierarchy, so every view is updated (b, a, root: subviews
        // first), then laid out top-down with the controller's hooks around its root view.
        XCTAssertEqual(
            journal.entries,
            [
                "update b", "update a", "update root",
                "willLayout", "layout root", "didLayout", "layout a", "layout b",
            ])
        XCTAssertEqual(a.frame, Rect(x: 10, y: 20, width: 200, height: 100))
        XCTAssertEqual(b.frame, Rect(x: 0, y: 0, width: 50, height: 50))
        journal.entries = []
        window.layoutIfNeeded()
        XCTAssertEqual(journal.entries, [], "nothing changed, no hook runs")
    }

    func testOnlyTheViewWhoseSizeChangedIsLaidOutAgain() {
        let (window, journal, a, b, width) = makeTree()
        window.layoutIfNeeded()
        journal.entries = []
        width.constant = 300
        window.layoutIfNeeded()
        // a grows to 300 wide; b keeps 50x50 and root keeps its size: only a is laid out.
        XCTAssertEqual(journal.entries, ["layout a"])
        XCTAssertEqual(a.frame, Rect(x: 10, y: 20, width: 300, height: 100))
        XCTAssertEqual(b.frame.size, Size(width: 50, height: 50))
    }

    func testSetNeedsLayoutAndAddingASubviewMarkTheView() {
        let (window, journal, a, b, _) = makeTree()
        window.layoutIfNeeded()
        journal.entries = []
        b.setNeedsLayout()
        window.layoutIfNeeded()
        XCTAssertEqual(journal.entries, ["layout b"])
        journal.entries = []
        let c = LoggingView("c", journal)
        c.frame = Rect(x: 60, y: 0, width: 10, height: 10)
        a.addSubview(c)
        window.layoutIfNeeded()
        // c joined (updated, laid out); a gained a subview (laid out); a first: top-down.
        XCTAssertEqual(journal.entries, ["update c", "layout a", "layout c"])
        journal.entries = []
        c.removeFromSuperview()
        window.layoutIfNeeded()
        XCTAssertEqual(journal.entries, ["layout a"], "a lost a subview")
    }

    func testSetNeedsUpdateConstraintsAndUpdateConstraintsIfNeeded() {
        let (window, journal, a, b, _) = makeTree()
        window.layoutIfNeeded()
        journal.entries = []
        a.setNeedsUpdateConstraints()
        b.setNeedsUpdateConstraints()
        a.updateConstraintsIfNeeded()
        XCTAssertEqual(journal.entries, ["update b", "update a"], "subviews first, at once")
        journal.entries = []
        window.layoutIfNeeded()
        XCTAssertEqual(journal.entries, [], "the marks were used")
    }

    /// A view that swaps between two constraint sets in updateConstraints, as UIKit code does.
    final class SwitchingView: View {
        var isExpanded = false {
            didSet { setNeedsUpdateConstraints() }
        }
        lazy var collapsed = [heightAnchor.constraint(equalToConstant: 44)]
        lazy var expanded = [heightAnchor.constraint(equalToConstant: 120)]
        override func updateConstraints() {
            LayoutConstraint.deactivate(isExpanded ? collapsed : expanded)
            LayoutConstraint.activate(isExpanded ? expanded : collapsed)
            super.updateConstraints()
        }
    }

    func testConstraintsMadeInUpdateConstraintsAreSolvedInTheSamePass() {
        let window = makePhoneWindow()
        let controller = ViewController()
        window.rootViewController = controller
        let panel = SwitchingView()
        panel.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(panel)
        LayoutConstraint.activate([
            panel.topAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.topAnchor),
            panel.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            panel.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
        ])
        window.layoutIfNeeded()
        // Below the 47-pt safe area top, full width, 44 high (collapsed set).
        XCTAssertEqual(panel.frame, Rect(x: 0, y: 47, width: 390, height: 44))
        panel.isExpanded = true
        window.layoutIfNeeded()
        XCTAssertEqual(panel.frame, Rect(x: 0, y: 47, width: 390, height: 120))
        XCTAssertTrue(window.layoutIssues.isEmpty, "the sets are never active together")
    }

    /// Keeps its height at half its width by changing a constant in layoutSubviews.
    final class HalfHeightView: View {
        lazy var height = heightAnchor.constraint(equalToConstant: 0)
        var passes = 0
        override func layoutSubviews() {
            super.layoutSubviews()
            passes += 1
            height.constant = bounds.width / 2
        }
    }

    func testConstantChangedInLayoutSubviewsIsLaidOutBeforeReturning() {
        let window = makePhoneWindow()
        let controller = ViewController()
        window.rootViewController = controller
        let view = HalfHeightView()
        view.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(view)
        LayoutConstraint.activate([
            view.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 100),
            view.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 45),
            view.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor, constant: -45),
            view.height,
        ])
        window.layoutIfNeeded()
        // Width 390 - 45 - 45 = 300, so height 150. Pass 1: layoutSubviews at 300x0 sets 150;
        // pass 2: the size changed to 300x150, layoutSubviews again, constant unchanged.
        XCTAssertEqual(view.frame, Rect(x: 45, y: 100, width: 300, height: 150))
        XCTAssertEqual(view.passes, 2)
        XCTAssertTrue(window.layoutIssues.isEmpty)
    }

    /// Never settles: each layoutSubviews changes its own height.
    final class RestlessView: View {
        lazy var height = heightAnchor.constraint(equalToConstant: 10)
        var calls = 0
        override func layoutSubviews() {
            calls += 1
            height.constant = height.constant == 10 ? 20 : 10
        }
    }

    func testAFeedbackLoopStopsWithAnIssue() {
        let window = makePhoneWindow()
        window.logsLayoutIssues = false
        let view = RestlessView()
        view.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(view)
        LayoutConstraint.activate([
            view.topAnchor.constraint(equalTo: window.topAnchor), view.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            view.widthAnchor.constraint(equalToConstant: 10), view.height,
        ])
        window.layoutIfNeeded()
        XCTAssertGreaterThan(view.calls, 1)
        XCTAssertLessThanOrEqual(view.calls, 16, "a bounded number of passes")
        let loops = window.layoutIssues.filter { $0.description.contains("Layout feedback loop") }
        XCTAssertEqual(loops.count, 1)
        XCTAssertTrue(loops[0].description.contains("RestlessView"), "names the view still marked")
    }

    final class CountingView: View {
        var layouts = 0
        var updates = 0
        override func layoutSubviews() { layouts += 1 }
        override func updateConstraints() { updates += 1 }
    }

    func testHooksRunOnlyOnTheViewsThatChanged() {
        let window = makePhoneWindow()
        let container = CountingView()
        container.frame = Rect(x: 0, y: 0, width: 390, height: 844)
        window.addSubview(container)
        var rows: [CountingView] = []
        var widths: [LayoutConstraint] = []
        for i in 0..<2000 {
            let row = CountingView()
            row.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(row)
            let width = row.widthAnchor.constraint(equalToConstant: 100)
            LayoutConstraint.activate([
                row.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                row.topAnchor.constraint(equalTo: container.topAnchor, constant: Double(i)),
                width, row.heightAnchor.constraint(equalToConstant: 1),
            ])
            rows.append(row)
            widths.append(width)
        }
        window.layoutIfNeeded()
        XCTAssertTrue(rows.allSatisfy { $0.layouts == 1 && $0.updates == 1 }, "each joined once")
        XCTAssertEqual(container.layouts, 1)
        widths[1234].constant = 150
        window.layoutIfNeeded()
        XCTAssertEqual(rows[1234].layouts, 2)
        XCTAssertEqual(rows.map(\.layouts).reduce(0, +), 2001, "no other row is laid out again")
        XCTAssertEqual(container.layouts, 1, "its size did not change")
        XCTAssertEqual(rows.map(\.updates).reduce(0, +), 2000)
    }

    final class TransitionController: ViewController {
        var transitions: [(to: Size, viewSizeThen: Size)] = []
        var safeAreaChanges: [EdgeInsets] = []
        override func viewWillTransition(to size: Size) {
            super.viewWillTransition(to: size)
            transitions.append((size, view.frame.size))
        }
        override func viewSafeAreaInsetsDidChange() {
            super.viewSafeAreaInsetsDidChange()
            safeAreaChanges.append(view.safeAreaInsets)
        }
    }

    func testViewWillTransitionComesBeforeTheResizeAndSafeAreaChangesAreReported() {
        let window = makePhoneWindow()
        let controller = TransitionController()
        window.rootViewController = controller
        window.layoutIfNeeded()
        XCTAssertEqual(controller.safeAreaChanges, [EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)])
        window.resize(to: Size(width: 844, height: 390), safeAreaInsets: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        XCTAssertEqual(controller.transitions.count, 1)
        XCTAssertEqual(controller.transitions[0].to, Size(width: 844, height: 390))
        XCTAssertEqual(controller.transitions[0].viewSizeThen, Size(width: 390, height: 844), "called before the resize")
        window.layoutIfNeeded()
        XCTAssertEqual(controller.view.frame, Rect(x: 0, y: 0, width: 844, height: 390))
        XCTAssertEqual(controller.safeAreaChanges.last, EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        window.resize(to: Size(width: 844, height: 390))
        XCTAssertEqual(controller.transitions.count, 1, "same size: no transition")
    }

    final class InsetWatchingView: View {
        var safeAreaReports: [EdgeInsets] = []
        var marginReports = 0
        override func safeAreaInsetsDidChange() { safeAreaReports.append(safeAreaInsets) }
        override func layoutMarginsDidChange() { marginReports += 1 }
    }

    func testSafeAreaAndMarginChangesReachTheViewsTheyConcern() {
        let window = makePhoneWindow()
        let controller = ViewController()
        window.rootViewController = controller
        let full = InsetWatchingView(), middle = InsetWatchingView()
        for v in [full, middle] {
            v.translatesAutoresizingMaskIntoConstraints = false
            controller.view.addSubview(v)
        }
        LayoutConstraint.activate([
            full.topAnchor.constraint(equalTo: controller.view.topAnchor),
            full.bottomAnchor.constraint(equalTo: controller.view.bottomAnchor),
            full.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            full.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
            middle.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 300),
            middle.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            middle.widthAnchor.constraint(equalToConstant: 100), middle.heightAnchor.constraint(equalToConstant: 100),
        ])
        window.layoutIfNeeded()
        // full covers the window: 47 top, 34 bottom. middle (y 300...400) is inside the safe
        // area: zero insets, never reported; its margins stay 8 (no report either).
        XCTAssertEqual(full.safeAreaReports, [EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)])
        XCTAssertEqual(full.marginReports, 1, "8 + 47 and 8 + 34 from the safe area")
        XCTAssertEqual(middle.safeAreaReports, [])
        XCTAssertEqual(middle.marginReports, 0)
        controller.additionalSafeAreaInsets = EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        window.layoutIfNeeded()
        // 47 + 10 = 57 on the root view, handed down to full; middle still clear of it.
        XCTAssertEqual(full.safeAreaReports.last, EdgeInsets(top: 57, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(full.marginReports, 2)
        XCTAssertEqual(middle.safeAreaReports, [])
        middle.directionalLayoutMargins = DirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        window.layoutIfNeeded()
        XCTAssertEqual(middle.marginReports, 1)
        XCTAssertEqual(full.safeAreaReports.count, 2)
    }

    func testLayoutIfNeededInsideAHookSolvesAtOnce() {
        final class Reader: View {
            var seen: Rect?
            weak var other: View?
            var constraint: LayoutConstraint?
            override func layoutSubviews() {
                guard seen == nil, let constraint, let other else { return }
                constraint.constant = 40
                layoutIfNeeded()
                seen = other.frame
            }
        }
        let window = makePhoneWindow()
        let reader = Reader(), other = View()
        reader.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        other.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(reader)
        window.addSubview(other)
        let left = other.leftAnchor.constraint(equalTo: window.leftAnchor, constant: 10)
        reader.other = other
        reader.constraint = left
        LayoutConstraint.activate([
            left, other.topAnchor.constraint(equalTo: window.topAnchor),
            other.widthAnchor.constraint(equalToConstant: 5), other.heightAnchor.constraint(equalToConstant: 5),
        ])
        window.layoutIfNeeded()
        XCTAssertEqual(reader.seen, Rect(x: 40, y: 0, width: 5, height: 5))
        XCTAssertEqual(other.frame.minX, 40)
    }

    final class TilingScrollView: ScrollView {
        var layouts: [Point] = []
        override func layoutSubviews() {
            super.layoutSubviews()
            layouts.append(contentOffset)
        }
    }

    func testAScrollViewIsLaidOutWhenItScrolls() {
        // UIKit lays a scroll view out on every bounds change, which table views use to tile.
        let window = makePhoneWindow()
        let scroll = TilingScrollView(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        scroll.contentSize = Size(width: 390, height: 5000)
        window.addSubview(scroll)
        window.layoutIfNeeded()
        XCTAssertEqual(scroll.layouts.count, 1)
        scroll.setContentOffset(Point(x: 0, y: 300), animated: false)
        window.layoutIfNeeded()
        XCTAssertEqual(scroll.layouts.last, Point(x: 0, y: 300))
        XCTAssertEqual(scroll.layouts.count, 2)
    }

    func testADeepHierarchyRunsItsHooksWithoutRecursion() {
        final class DepthView: View {
            var laidOut = false
            override func layoutSubviews() { laidOut = true }
        }
        let window = makePhoneWindow()
        var parent: View = window
        var chain: [DepthView] = []
        for _ in 0..<1000 {
            let v = DepthView(frame: Rect(x: 0, y: 0, width: 10, height: 10))
            parent.addSubview(v)
            chain.append(v)
            parent = v
        }
        window.layoutIfNeeded()
        XCTAssertTrue(chain.allSatisfy(\.laidOut))
        chain.forEach { $0.laidOut = false }
        chain[999].frame = Rect(x: 0, y: 0, width: 20, height: 10)
        window.layoutIfNeeded()
        XCTAssertEqual(chain.filter(\.laidOut).count, 1, "only the resized view, at depth 1000")
    }

    func testHooksThatRebuildTheirSubviewsDoNotDisturbThePass() {
        /// Replaces its only subview on every bounds size change, as a reused cell might.
        final class RebuildingView: View {
            var generation = 0
            override func layoutSubviews() {
                super.layoutSubviews()
                subviews.forEach { $0.removeFromSuperview() }
                generation += 1
                let child = View(frame: Rect(x: 0, y: 0, width: bounds.width / 2, height: 10))
                child.identifier = "child \(generation)"
                addSubview(child)
            }
        }
        let window = makePhoneWindow()
        let view = RebuildingView()
        view.frame = Rect(x: 0, y: 0, width: 100, height: 50)
        window.addSubview(view)
        window.layoutIfNeeded()
        view.frame = Rect(x: 0, y: 0, width: 200, height: 50)
        window.layoutIfNeeded()
        // Subviews added or removed by a view's own layoutSubviews do not mark it again (it
        // already sees them), so this settles: one call per size, the child of the last.
        XCTAssertEqual(view.generation, 2)
        XCTAssertEqual(view.subviews.count, 1)
        XCTAssertEqual(view.subviews[0].frame, Rect(x: 0, y: 0, width: 100, height: 10))  // 200 / 2
        XCTAssertEqual(view.subviews[0].identifier, "child 2")
        XCTAssertTrue(window.layoutIssues.isEmpty)
    }

    func testHooksThatAlwaysAskAgainStopWithAnIssue() {
        final class Needy: View {
            var updates = 0, layouts = 0
            override func updateConstraints() {
                updates += 1
                setNeedsUpdateConstraints()
                super.updateConstraints()
            }
            override func layoutSubviews() {
                layouts += 1
                setNeedsLayout()
            }
        }
        let window = makePhoneWindow()
        window.logsLayoutIssues = false
        let needy = Needy(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(needy)
        window.layoutIfNeeded()
        XCTAssertEqual(needy.updates, 16, "one call per pass, 16 passes")
        XCTAssertEqual(needy.layouts, 16)
        XCTAssertEqual(window.layoutIssues.filter { $0.description.hasPrefix("Layout feedback loop") }.count, 1)
        XCTAssertEqual(needy.frame, Rect(x: 0, y: 0, width: 10, height: 10))
    }

    func testPreferredMaxLayoutWidthSetInLayoutSubviewsSettles() {
        /// The pre-iOS 8 pattern: a container sets its label's wrapping width from its bounds.
        final class Container: View {
            let label = Label()
            var layouts = 0
            override func layoutSubviews() {
                super.layoutSubviews()
                layouts += 1
                label.preferredMaxLayoutWidth = bounds.width - 32
            }
        }
        let window = makePhoneWindow()
        let controller = ViewController()
        window.rootViewController = controller
        let container = Container()
        container.translatesAutoresizingMaskIntoConstraints = false
        container.label.translatesAutoresizingMaskIntoConstraints = false
        container.label.numberOfLines = 0
        container.label.font = .system(size: 10)
        container.label.text = FittingPriorityFeatureTests.twentyWords
        controller.view.addSubview(container)
        container.addSubview(container.label)
        LayoutConstraint.activate([
            container.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 100),
            container.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 16),
            container.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor, constant: -16),
            container.label.topAnchor.constraint(equalTo: container.topAnchor, constant: 16),
            container.label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
            container.bottomAnchor.constraint(equalTo: container.label.bottomAnchor, constant: 16),
        ])
        window.layoutIfNeeded()
        // Container 390 - 32 = 358 wide; the label wraps at 358 - 32 = 326 (65 characters of
        // 5 pt): six 9-letter words a line (59 characters), 20 words = 4 lines of 12 pt = 48.
        // Widest line 59 x 5 = 295. Container height 16 + 48 + 16 = 80.
        XCTAssertEqual(container.frame, Rect(x: 16, y: 100, width: 358, height: 80))
        XCTAssertEqual(container.label.frame, Rect(x: 16, y: 16, width: 295, height: 48))
        XCTAssertLessThanOrEqual(container.layouts, 3)
        XCTAssertTrue(window.layoutIssues.isEmpty)
    }

    func testAnOffsetSetInViewDidLayoutSubviewsIsAppliedBeforeReturning() {
        /// Scrolls to the end once its content size is known, as chat screens do.
        final class ScrollToEndController: ViewController {
            let scrollView = ScrollView()
            let badge = View()
            var didScroll = false
            override func viewDidLoad() {
                super.viewDidLoad()
                let content = View()
                for v in [scrollView, content, badge] { v.translatesAutoresizingMaskIntoConstraints = false }
                view.addSubview(scrollView)
                scrollView.addSubview(content)
                scrollView.addSubview(badge)
                LayoutConstraint.activate([
                    scrollView.topAnchor.constraint(equalTo: view.topAnchor),
                    scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                    scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
                    content.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
                    content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
                    content.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
                    content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
                    content.heightAnchor.constraint(equalToConstant: 3000),
                    badge.topAnchor.constraint(equalTo: scrollView.frameLayoutGuide.topAnchor, constant: 10),
                    badge.leadingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.leadingAnchor, constant: 10),
                    badge.widthAnchor.constraint(equalToConstant: 20),
                    badge.heightAnchor.constraint(equalToConstant: 20),
                ])
            }
            override func viewDidLayoutSubviews() {
                super.viewDidLayoutSubviews()
                guard !didScroll, scrollView.contentSize.height > 0 else { return }
                didScroll = true
                let bottom = scrollView.contentSize.height - scrollView.bounds.height + scrollView.adjustedContentInset.bottom
                scrollView.setContentOffset(Point(x: 0, y: bottom), animated: false)
            }
        }
        let window = makePhoneWindow()
        let controller = ScrollToEndController()
        window.rootViewController = controller
        window.layoutIfNeeded()
        // Content 3000 in an 844-pt frame, insets 47 / 34: the end is 3000 - 844 + 34 = 2190.
        XCTAssertEqual(controller.scrollView.contentOffset, Point(x: 0, y: 2190))
        XCTAssertEqual(controller.scrollView.bounds.origin, Point(x: 0, y: 2190))
        // The badge on the frame guide follows the visible bounds: content y 2190 + 10.
        XCTAssertEqual(controller.badge.frame, Rect(x: 10, y: 2200, width: 20, height: 20))
        XCTAssertTrue(window.layoutIssues.isEmpty)
    }
}
