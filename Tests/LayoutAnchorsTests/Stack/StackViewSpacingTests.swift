// Spacing, custom spacing, margins-relative and baseline-relative arrangement, and the
// identifiers of the constraints a stack makes. Views: a 40x20, b 60x30, c 100x10.

import LayoutAnchors
import XCTest

final class StackViewSpacingTests: XCTestCase {
    func testSpacingChangeMovesEveryViewAfterTheFirst() {
        let f = StackFixture(axis: .vertical)
        f.layout()
        f.stack.spacing = 25
        // 20 + 25 + 30 + 25 + 10 = 110.
        assertFrame(f.layout(), 10, 20, 100, 110)
        XCTAssertEqual(f.b.frame.minY, 45)
        XCTAssertEqual(f.c.frame.minY, 100)
        f.stack.spacing = StackView.spacingUseSystem
        XCTAssertEqual(f.layout().height, 76)  // 20 + 8 + 30 + 8 + 10
    }

    func testCustomSpacingAfterAView() {
        let f = StackFixture(axis: .vertical)
        XCTAssertEqual(f.stack.customSpacing(after: f.a), StackView.spacingUseDefault)
        f.stack.setCustomSpacing(30, after: f.a)
        XCTAssertEqual(f.stack.customSpacing(after: f.a), 30)
        // 20 + 30 + 30 + 10 + 10 = 100.
        assertFrame(f.layout(), 10, 20, 100, 100)
        XCTAssertEqual(f.b.frame.minY, 50)
        XCTAssertEqual(f.c.frame.minY, 90)
        // Hiding b: the custom gap after a still separates a from c.
        f.b.isHidden = true
        XCTAssertEqual(f.layout().height, 60)  // 20 + 30 + 10
        XCTAssertEqual(f.c.frame.minY, 50)
        f.b.isHidden = false
        f.stack.setCustomSpacing(StackView.spacingUseDefault, after: f.a)
        XCTAssertEqual(f.layout().height, 80)
        f.assertWellFormed()
    }

    func testCustomSpacingOnAViewThatIsNotArrangedIsReported() {
        let f = StackFixture(axis: .vertical)
        f.root.logsLayoutIssues = false
        let stranger = View()
        f.stack.setCustomSpacing(5, after: stranger)
        XCTAssertEqual(f.root.layoutIssues.count, 1)
        XCTAssertEqual(f.root.layoutIssues.first?.kind, .invalidConstraint)
    }

    func testMarginsRelativeArrangement() {
        // Margins 8 on every side (the default): the views sit 8 inside, the stack grows by 16.
        let f = StackFixture(axis: .vertical)
        f.stack.isLayoutMarginsRelativeArrangement = true
        assertFrame(f.layout(), 10, 20, 116, 96)
        assertFrame(f.a.frame, 8, 8, 100, 20)
        assertFrame(f.c.frame, 8, 78, 100, 10)  // 8 + 20 + 10 + 30 + 10
        f.stack.directionalLayoutMargins = DirectionalEdgeInsets(top: 4, leading: 2, bottom: 6, trailing: 0)
        assertFrame(f.layout(), 10, 20, 102, 90)  // 100 + 2; 80 + 4 + 6
        assertFrame(f.a.frame, 2, 4, 100, 20)
        f.stack.isLayoutMarginsRelativeArrangement = false
        assertFrame(f.layout(), 10, 20, 100, 80)
        f.assertWellFormed()
    }

    func testBaselineRelativeArrangement() {
        // Two one-line labels at 10 pt (12 high: first baseline 10 below the top, last 2
        // above the bottom), spacing 20 between last and first baselines: the second label's
        // top is at 10 + 20 - 10 = 20 (its first baseline at 30).
        let root = View(frame: Rect(x: 0, y: 0, width: 600, height: 600))
        let first = Label(text: "abcd"), second = Label(text: "ab")
        first.font = .system(size: 10)
        second.font = .system(size: 10)
        let stack = StackView(arrangedSubviews: [first, second])
        stack.axis = .vertical
        stack.spacing = 20
        stack.isBaselineRelativeArrangement = true
        placeStack(stack, in: root)
        root.layoutIfNeeded()
        assertFrame(first.frame, 0, 0, 20, 12)
        assertFrame(second.frame, 0, 20, 20, 12)
        XCTAssertEqual(stack.frame.height, 32)
        stack.isBaselineRelativeArrangement = false
        root.layoutIfNeeded()
        XCTAssertEqual(second.frame.minY, 32)  // 12 + 20
        XCTAssertEqual(root.layoutIssues.map(\.description), [])
    }

    func testIdentifiersFollowUIKit() {
        let f = StackFixture(axis: .horizontal)
        f.layout()
        XCTAssertEqual(stackIdentifiers(f.stack), ["UISV-canvas-connection", "UISV-spacing", "UISV-alignment"])
        f.stack.distribution = .fillEqually
        f.stack.alignment = .center
        f.b.isHidden = true
        f.layout()
        let names = stackIdentifiers(f.stack)
        for name in [
            "UISV-fill-equally", "UISV-hiding", "UISV-spanning-boundary", "UISV-spanning-fit",
            "UISV-ambiguity-suppression", "UISV-canvas-connection", "UISV-spacing", "UISV-alignment",
        ] {
            XCTAssertTrue(names.contains(name), name)
        }
        f.stack.distribution = .equalSpacing
        f.layout()
        XCTAssertTrue(stackIdentifiers(f.stack).contains("UISV-canvas-fit"))
        f.stack.distribution = .fillProportionally
        f.layout()
        XCTAssertTrue(stackIdentifiers(f.stack).contains("UISV-fill-proportionally"))
    }

    func testSpacingConstraintsReadLikeUIKit() {
        let f = StackFixture(axis: .horizontal)
        f.layout()
        let spacing = f.stack.constraints.filter { $0.identifier == "UISV-spacing" }
        XCTAssertEqual(spacing.count, 2)
        XCTAssertTrue(spacing.allSatisfy { $0.constant == 10 && $0.firstAttribute == .leading && $0.secondAttribute == .trailing })
    }

    // A stack constraint's identifier can be set like any other's: the new name, then none.
    func testRenamedStackConstraintKeepsTheNewName() {
        let f = StackFixture(axis: .horizontal)
        f.layout()
        guard let gap = f.stack.constraints.first(where: { $0.identifier == "UISV-spacing" }) else {
            return XCTFail("no UISV-spacing constraint")
        }
        gap.identifier = "gap"
        XCTAssertEqual(gap.identifier, "gap")
        gap.identifier = nil
        XCTAssertNil(gap.identifier)
        // Two spacing constraints (a-b, b-c), one renamed: one keeps UIKit's name.
        XCTAssertEqual(f.stack.constraints.filter { $0.identifier == "UISV-spacing" }.count, 1)
    }

    func testNonFiniteSpacingIsRefused() {
        let f = StackFixture(axis: .vertical)
        f.root.logsLayoutIssues = false
        f.stack.spacing = .nan
        XCTAssertEqual(f.stack.spacing, 10)
        XCTAssertEqual(f.layout().height, 80)
        XCTAssertEqual(f.root.layoutIssues.first?.kind, .invalidConstraint)
    }

    func testCustomSpacingIsLostWhenTheViewLeavesTheStack() {
        // As NSStackView documents: custom spacing goes with the view's removal.
        let f = StackFixture(axis: .vertical)
        f.stack.setCustomSpacing(30, after: f.a)
        f.stack.removeArrangedSubview(f.a)
        XCTAssertEqual(f.stack.customSpacing(after: f.a), StackView.spacingUseDefault)
        f.stack.insertArrangedSubview(f.a, at: 0)
        XCTAssertEqual(f.stack.customSpacing(after: f.a), StackView.spacingUseDefault)
        XCTAssertEqual(f.layout().height, 80)  // 20 + 10 + 30 + 10 + 10
    }

    func testEqualSpacingTakesTheLargestCustomGapEverywhere() {
        // Equal gaps, each at least its own spacing (10 after a, 24 after b): both 24, and
        // nothing sets the height, so the stack is as small as that allows:
        // 20 + 24 + 30 + 24 + 10 = 108.
        let f = StackFixture(axis: .vertical, distribution: .equalSpacing)
        f.stack.setCustomSpacing(24, after: f.b)
        XCTAssertEqual(f.layout().height, 108)
        XCTAssertEqual(f.b.frame.minY, 44)
        XCTAssertEqual(f.c.frame.minY, 98)
        f.assertWellFormed()
    }
}
