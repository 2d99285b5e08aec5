// UIStackView's tie rule for `.fill` ("extra space goes to the lowest hugging priority ...
// ties by index, the first view first") in a stack long enough that its tie keys run out of
// room and are renumbered with a finer step. The stacks here lower `tieWeightSpread` (a test
// seam) so that a hundred views reach what about 25,000 reach with the default spread.
//
// Fixture: a horizontal stack at the window's top-leading corner with a fixed width; n views
// of intrinsic size 10 x 10 (hugging 250, compression 750 on both axes), spacing 0.

import XCTest

@testable import LayoutAnchors

final class StackTieBreakingAtScaleTests: XCTestCase {
    private let count = 100

    private func makeStack(width: Double) -> (Window, StackView) {
        let window = Window(size: Size(width: 2000, height: 400))
        let stack = StackView()
        stack.tieWeightSpread = 0.0002
        stack.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(stack)
        LayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: window.topAnchor),
            stack.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            stack.widthAnchor.constraint(equalToConstant: width),
        ])
        return (window, stack)
    }

    /// Appended one by one, wider than the content: the first view takes the extra space.
    func testAppendedViewsStretchTheFirstOne() {
        // 100 x 10 = 1000 of content in 1007: the first view is 17 wide, view k >= 1 starts at
        // 17 + 10(k - 1); the last at 17 + 980 = 997 and ends at 1007.
        let (window, stack) = makeStack(width: 1007)
        let views = (0..<count).map { _ in ContentSizedView(10, 10) }
        for view in views { stack.addArrangedSubview(view) }
        window.layoutIfNeeded()
        assertFrame(views[0].frame, 0, 0, 17, 10)
        for k in 1..<count { assertFrame(views[k].frame, Double(17 + 10 * (k - 1)), 0, 10, 10, "view \(k)") }
        assertNoIssues(window)
    }

    /// Appended one by one, narrower than the content: the first view gives the missing space.
    func testAppendedViewsShrinkTheFirstOne() {
        // 1000 of content in 996: the first view is 10 - 4 = 6 wide, view k >= 1 starts at
        // 6 + 10(k - 1).
        let (window, stack) = makeStack(width: 996)
        let views = (0..<count).map { _ in ContentSizedView(10, 10) }
        for view in views { stack.addArrangedSubview(view) }
        window.layoutIfNeeded()
        assertFrame(views[0].frame, 0, 0, 6, 10)
        for k in 1..<count { assertFrame(views[k].frame, Double(6 + 10 * (k - 1)), 0, 10, 10, "view \(k)") }
        assertNoIssues(window)
    }

    /// Each inserted at index 0: the last one inserted is first, and it stretches.
    func testViewsInsertedAtTheFrontStretchTheNewestOne() {
        // The arranged order is the reverse of insertion: views[99] is at index 0, 17 wide;
        // views[99 - k] for k >= 1 starts at 17 + 10(k - 1).
        let (window, stack) = makeStack(width: 1007)
        let views = (0..<count).map { _ in ContentSizedView(10, 10) }
        for view in views { stack.insertArrangedSubview(view, at: 0) }
        window.layoutIfNeeded()
        assertFrame(views[count - 1].frame, 0, 0, 17, 10)
        for k in 1..<count {
            assertFrame(views[count - 1 - k].frame, Double(17 + 10 * (k - 1)), 0, 10, 10, "index \(k)")
        }
        assertNoIssues(window)
    }

    /// The weights after the renumbering: increasing with the index by at least the smallest
    /// gap, and within the spread.
    func testRenumberedWeightsStayOrderedAndWithinTheSpread() {
        // With step 1e-5, keys stay below 0.0002 / 1e-5 = 20: the 21st view renumbers, halving
        // the step while 2 x 21 x step >= 0.0002: 2.5e-6 (room for keys below 80). The 81st
        // renumbers again, 2 x 81 x step < 0.0002: 6.25e-7 (above the smallest gap, 1e-5 / 64
        // = 1.5625e-7; room for keys below 320). Keys 0...99: weights 1 ... 1 + 99 x 6.25e-7
        // = 1.000061875.
        let (window, stack) = makeStack(width: 1007)
        for _ in 0..<count { stack.addArrangedSubview(ContentSizedView(10, 10)) }
        window.layoutIfNeeded()
        let weights = stack.arrangedSubviews.map { $0.intrinsicWeights.horizontal }
        XCTAssertEqual(stack.tieWeightStep, 6.25e-7)
        XCTAssertEqual(weights.first!, 1)
        XCTAssertEqual(weights.last!, 1.000061875, accuracy: 1e-15)
        for k in 1..<count { XCTAssertGreaterThanOrEqual(weights[k] - weights[k - 1], StackView.minimumTieWeightGap * 0.999) }
    }
}
