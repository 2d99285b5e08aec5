// Diagnostics: unsatisfiable constraints (minimal conflict set, UIKit-style message, retried
// later), refused constraints (no common ancestor, non-finite numbers, own ancestor, bad
// priority switch), ambiguity and constraintsAffectingLayout. Nothing crashes.

import LayoutAnchors
import XCTest

final class DiagnosticsFeatureTests: XCTestCase {
    /// Every test here provokes issues and asserts on `layoutIssues`: nothing is printed.
    override func invokeTest() {
        LayoutIssue.withLoggingDisabled { super.invokeTest() }
    }

    private func root() -> View {
        let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        root.identifier = "root"
        return root
    }

    private func placed(_ root: View, _ name: String) -> View {
        let v = constrainedView(in: root, name)
        LayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            v.topAnchor.constraint(equalTo: root.topAnchor),
            v.heightAnchor.constraint(equalToConstant: 10),
        ])
        return v
    }

    func testUnsatisfiableConstraintIsBrokenReportedAndRetried() {
        let root = root()
        let box = placed(root, "box")
        let narrow = box.widthAnchor.constraint(equalToConstant: 100)
        narrow.identifier = "narrow"
        let wide = box.widthAnchor.constraint(equalToConstant: 200)
        wide.identifier = "wide"
        LayoutConstraint.activate([narrow, wide])
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame.width, 100)
        XCTAssertTrue(wide.isActive, "a broken constraint stays active")
        let issues = root.layoutIssues.filter { $0.kind == .unsatisfiable }
        XCTAssertEqual(issues.count, 1)
        XCTAssertTrue(issues[0].constraint === wide)
        XCTAssertEqual(issues[0].conflictingConstraints.count, 1)
        XCTAssertTrue(issues[0].conflictingConstraints[0] === narrow)
        XCTAssertTrue(issues[0].description.hasPrefix("Unable to simultaneously satisfy constraints."))
        XCTAssertTrue(issues[0].description.contains("'narrow'"))
        XCTAssertTrue(issues[0].description.contains("Will attempt to recover by breaking constraint"))
        // A later layout with nothing changed reports nothing new.
        root.setNeedsLayout()
        root.layoutIfNeeded()
        XCTAssertEqual(root.layoutIssues.filter { $0.kind == .unsatisfiable }.count, 1)
        // Removing the conflict lets the broken constraint in.
        narrow.isActive = false
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame.width, 200)
    }

    func testConstantChangeThatConflictsBreaksAndRecovers() {
        let root = root()
        let box = placed(root, "box")
        let width = box.widthAnchor.constraint(equalToConstant: 100)
        let cap = box.widthAnchor.constraint(lessThanOrEqualToConstant: 150)
        LayoutConstraint.activate([width, cap])
        root.layoutIfNeeded()
        width.constant = 300
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame.width, 150)
        // (The box has no position constraints: its position is also reported as ambiguous.)
        XCTAssertEqual(root.layoutIssues.last { $0.kind != .ambiguousLayout }?.kind, .unsatisfiable)
        width.constant = 120
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame.width, 120)
    }

    func testConflictSetIsMinimalAcrossAChain() {
        let root = root()
        let a = placed(root, "a"), b = placed(root, "b")
        let c1 = a.widthAnchor.constraint(equalToConstant: 50)
        let c2 = b.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 2)
        let unrelated = b.heightAnchor.constraint(equalToConstant: 10)
        let c3 = b.widthAnchor.constraint(equalToConstant: 120)
        LayoutConstraint.activate([c1, c2, unrelated, c3])
        root.layoutIfNeeded()
        let issue = root.layoutIssues.first { $0.kind == .unsatisfiable }
        XCTAssertTrue(issue?.constraint === c3)
        XCTAssertEqual(
            Set((issue?.conflictingConstraints ?? []).map(ObjectIdentifier.init)),
            Set([c1, c2].map(ObjectIdentifier.init)))
        XCTAssertEqual(b.frame.width, 100)
    }

    func testConstraintWithoutCommonAncestorIsRefused() {
        let root = root()
        let a = placed(root, "a")
        let stranger = View()
        stranger.identifier = "stranger"
        let c = a.widthAnchor.constraint(equalTo: stranger.widthAnchor)
        c.isActive = true
        XCTAssertFalse(c.isActive)
        let issue = root.layoutIssues.last
        XCTAssertEqual(issue?.kind, .invalidConstraint)
        XCTAssertTrue(issue?.description.contains("'a'") ?? false)
        XCTAssertTrue(issue?.description.contains("'stranger'") ?? false)
        XCTAssertTrue(issue?.constraint === c)
        XCTAssertTrue(stranger.layoutIssues.isEmpty, "recorded in the first item's hierarchy")
    }

    func testNonFiniteNumbersAreRefused() {
        let root = root()
        let a = placed(root, "a")
        let nan = a.widthAnchor.constraint(equalToConstant: .nan)
        let inf = a.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: .infinity)
        LayoutConstraint.activate([nan, inf])
        XCTAssertFalse(nan.isActive)
        XCTAssertFalse(inf.isActive)
        XCTAssertEqual(root.layoutIssues.filter { $0.kind == .invalidConstraint }.count, 2)
        root.layoutIfNeeded()
        XCTAssertEqual(a.frame.height, 10)
    }

    func testViewAddedAsItsOwnAncestorIsRefused() {
        let root = root()
        let child = View()
        root.addSubview(child)
        child.addSubview(root)
        child.addSubview(child)
        XCTAssertNil(root.superview)
        XCTAssertTrue(child.subviews.isEmpty)
        XCTAssertEqual(root.layoutIssues.filter { $0.kind == .invalidConstraint }.count, 2)
    }

    func testRequiredToOptionalSwitchWhileActiveIsRefused() {
        let root = root()
        let a = placed(root, "a")
        let c = a.widthAnchor.constraint(equalToConstant: 10)
        c.isActive = true
        c.priority = .defaultHigh
        XCTAssertEqual(c.priority, .required)
        XCTAssertEqual(root.layoutIssues.last?.kind, .invalidConstraint)
        c.isActive = false
        c.priority = .defaultHigh
        XCTAssertEqual(c.priority, .defaultHigh)
        c.isActive = true
        c.priority = .defaultLow
        XCTAssertEqual(c.priority, .defaultLow)
        root.layoutIfNeeded()
        XCTAssertEqual(a.frame.width, 10)
    }

    func testAmbiguityAndConstraintsAffectingLayout() {
        let root = root()
        let a = placed(root, "a")
        root.layoutIfNeeded()
        XCTAssertTrue(a.hasAmbiguousLayout, "no width")
        let width = a.widthAnchor.constraint(equalToConstant: 40)
        width.isActive = true
        root.layoutIfNeeded()
        XCTAssertFalse(a.hasAmbiguousLayout)
        XCTAssertEqual(a.frame, Rect(x: 0, y: 0, width: 40, height: 10))
        let horizontal = a.constraintsAffectingLayout(for: .horizontal)
        XCTAssertTrue(horizontal.contains { $0 === width })
        XCTAssertTrue(horizontal.contains { $0.firstAttribute == .leading })
        XCTAssertFalse(horizontal.contains { $0.firstAttribute == .height })
        let vertical = a.constraintsAffectingLayout(for: .vertical)
        XCTAssertTrue(vertical.contains { $0.firstAttribute == .height })
        // Two equal optional pulls leave the width free between them: ambiguous.
        width.isActive = false
        let low = a.widthAnchor.constraint(greaterThanOrEqualToConstant: 10)
        let high = a.widthAnchor.constraint(lessThanOrEqualToConstant: 90)
        LayoutConstraint.activate([low, high])
        XCTAssertTrue(a.hasAmbiguousLayout)
        XCTAssertEqual(a.frame.height, 10, "probing does not disturb the layout")
    }

    func testDeallocatedItemsDoNotCrash() {
        let root = root()
        var c: LayoutConstraint?
        do {
            let temp = View()
            c = temp.widthAnchor.constraint(equalToConstant: 3)
        }
        c?.isActive = true
        XCTAssertEqual(c?.isActive, false)
        root.layoutIfNeeded()
        // The freed first item reads as nil; the constraint is not active.
        XCTAssertEqual(c?.description, "<LayoutConstraint nil.width == 3>")
    }
}

final class GuideAmbiguityFeatureTests: XCTestCase {
    func testSystemGuidesFollowTheirViewAndCustomGuidesNeedConstraints() {
        let window = Window(size: Size(width: 390, height: 844), safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        window.layoutIfNeeded()
        XCTAssertFalse(window.safeAreaLayoutGuide.hasAmbiguousLayout)
        assertFrame(window.safeAreaLayoutGuide.layoutFrame, 0, 47, 390, 763)
        let spacer = LayoutGuide()
        spacer.identifier = "spacer"
        window.addLayoutGuide(spacer)
        XCTAssertTrue(spacer.owningView === window)
        XCTAssertEqual(window.layoutGuides.count, 1)
        LayoutConstraint.activate([
            spacer.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            spacer.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor),
            spacer.widthAnchor.constraint(equalToConstant: 20),
        ])
        window.layoutIfNeeded()
        XCTAssertTrue(spacer.hasAmbiguousLayout, "no height")
        spacer.heightAnchor.constraint(equalTo: window.heightAnchor, multiplier: 0.5).isActive = true
        window.layoutIfNeeded()
        XCTAssertFalse(spacer.hasAmbiguousLayout)
        assertFrame(spacer.layoutFrame, 10, 47, 20, 422)
        window.removeLayoutGuide(spacer)
        XCTAssertNil(spacer.owningView)
        XCTAssertTrue(window.layoutGuides.isEmpty)
    }
}
