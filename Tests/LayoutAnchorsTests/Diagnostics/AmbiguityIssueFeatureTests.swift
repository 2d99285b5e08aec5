// Ambiguity is an issue: after a layout, `layoutIssues` holds one `.ambiguousLayout` issue per
// ambiguous view or guide, in Xcode's wording, each reported once.

import LayoutAnchors
import XCTest

final class AmbiguityIssueFeatureTests: XCTestCase {
    /// Keeps each test's windows alive: a view holds its window weakly, and a freed window's
    /// `logsLayoutIssues = false` would no longer keep the expected issues off standard error.
    /// Dropped in tearDown: XCTest on Linux never frees a test case, and views alive at exit
    /// look leaked to LeakSanitizer (a view's held constraints sit behind tagged pointers).
    private var windows: [Window] = []

    override func tearDown() {
        windows = []
        super.tearDown()
    }

    private func root() -> View {
        let window = Window(size: Size(width: 390, height: 844))
        window.logsLayoutIssues = false
        windows.append(window)
        let controller = ViewController()
        window.rootViewController = controller
        return controller.view
    }

    private func ambiguity(_ view: View) -> [LayoutIssue] { view.layoutIssues.filter { $0.kind == .ambiguousLayout } }

    func testMissingTopIsAVerticalPositionIssueReportedOnce() {
        let root = root()
        let box = constrainedView(in: root, "box")
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            box.widthAnchor.constraint(equalToConstant: 100),
            box.heightAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(
            ambiguity(root).map(\.description),
            ["Vertical position is ambiguous for View:'box'. Free: vertical position."])
        // Unchanged layouts report nothing new.
        root.setNeedsLayout()
        root.layoutIfNeeded()
        box.constraints.first?.constant = 12
        root.layoutIfNeeded()
        XCTAssertEqual(ambiguity(root).count, 1)
        // Fixed, then broken again: reported again.
        let top = box.topAnchor.constraint(equalTo: root.topAnchor, constant: 20)
        top.isActive = true
        root.layoutIfNeeded()
        XCTAssertEqual(ambiguity(root).count, 1)
        XCTAssertFalse(box.hasAmbiguousLayout)
        top.isActive = false
        root.layoutIfNeeded()
        XCTAssertEqual(ambiguity(root).count, 2)
    }

    func testEachFreeAttributeIsNamed() {
        let root = root()
        let floating = constrainedView(in: root, "floating")
        let tall = constrainedView(in: root, "tall")
        LayoutConstraint.activate([
            floating.widthAnchor.constraint(equalToConstant: 10),
            floating.heightAnchor.constraint(equalToConstant: 10),
            tall.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            tall.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            tall.topAnchor.constraint(equalTo: root.topAnchor),
            // Height between 10 and 90, nothing choosing: free within that range.
            tall.heightAnchor.constraint(greaterThanOrEqualToConstant: 10),
            tall.heightAnchor.constraint(lessThanOrEqualToConstant: 90),
        ])
        root.layoutIfNeeded()
        let texts = ambiguity(root).map(\.description)
        XCTAssertEqual(texts.count, 2, "\(texts)")
        XCTAssertTrue(texts.contains("Position is ambiguous for View:'floating'. Free: horizontal position, vertical position."))
        XCTAssertTrue(texts.contains("Height is ambiguous for View:'tall'. Free: height."))
    }

    func testADeterminedLayoutHasNoAmbiguity() {
        let s = FloatingViewFeatureTests.StickyHeader()
        XCTAssertTrue(s.window.layoutIssues.isEmpty, "\(s.window.layoutIssues)")
        XCTAssertFalse(s.header.hasAmbiguousLayout)
    }

    /// Labels hug and resist at their text size: a degenerate pair that must not read as free.
    func testLabelsSizedByTheirTextAreNotAmbiguous() {
        let form = EnvironmentChangeFeatureTests.Form(count: 4)
        form.window.layoutDirection = .rightToLeft
        form.window.layoutIfNeeded()
        XCTAssertTrue(form.window.layoutIssues.isEmpty, "\(form.window.layoutIssues)")
        XCTAssertFalse(form.rows[2].label.hasAmbiguousLayout)
    }

    func testCustomGuides() {
        let root = root()
        let orphan = LayoutGuide()
        XCTAssertFalse(orphan.hasAmbiguousLayout, "a guide with no owning view is never ambiguous")
        let spacer = LayoutGuide()
        spacer.identifier = "spacer"
        root.addLayoutGuide(spacer)
        LayoutConstraint.activate([
            spacer.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            spacer.topAnchor.constraint(equalTo: root.topAnchor),
            spacer.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        let texts = ambiguity(root).map(\.description)
        XCTAssertEqual(texts.count, 1)
        XCTAssertTrue(texts.first?.hasPrefix("Width is ambiguous for 'spacer'") ?? false, "\(texts)")
        XCTAssertTrue(texts.first?.hasSuffix("Free: width.") ?? false, "\(texts)")
    }
}
