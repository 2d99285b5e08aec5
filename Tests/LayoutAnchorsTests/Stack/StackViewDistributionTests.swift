// Every distribution on both axes, with frames derived by hand from UIKit's rules.
// Views (see StackViewTestSupport): a 40x20, b 60x30, c 100x10; spacing 10 unless noted.
// Arranged frames are in the stack's coordinates; the stack sits at (10, 20).

import LayoutAnchors
import XCTest

final class StackViewDistributionTests: XCTestCase {
    // MARK: .fill

    func testFillHorizontalGivesExtraSpaceToTheFirstViewOnEqualHugging() {
        // Width 300: intrinsic 40 + 60 + 100 + 2 * 10 = 220, extra 80. Equal hugging (250):
        // the first view takes it (40 + 80 = 120). Heights: fill alignment, the tallest (30)
        // wins by its compression resistance (750 > hugging 250).
        let f = StackFixture(axis: .horizontal, length: 300)
        assertFrame(f.layout(), 10, 20, 300, 30)
        assertFrame(f.a.frame, 0, 0, 120, 30)
        assertFrame(f.b.frame, 130, 0, 60, 30)  // 120 + 10
        assertFrame(f.c.frame, 200, 0, 100, 30)  // 130 + 60 + 10; ends at 300
        f.assertWellFormed()
    }

    func testFillHorizontalStretchesTheLowestHugging() {
        // b hugs at 200 < 250: b takes the 80 extra points (60 + 80 = 140).
        let f = StackFixture(axis: .horizontal, length: 300)
        f.b.setContentHuggingPriority(LayoutPriority(200), for: .horizontal)
        f.layout()
        assertFrame(f.a.frame, 0, 0, 40, 30)
        assertFrame(f.b.frame, 50, 0, 140, 30)  // 40 + 10
        assertFrame(f.c.frame, 200, 0, 100, 30)  // 50 + 140 + 10
    }

    func testFillHorizontalShrinksTheFirstOnEqualCompressionResistance() {
        // Width 190: 30 points missing (220 - 190); equal compression (750): the first view
        // gives them up (40 - 30 = 10).
        let f = StackFixture(axis: .horizontal, length: 190)
        f.layout()
        assertFrame(f.a.frame, 0, 0, 10, 30)
        assertFrame(f.b.frame, 20, 0, 60, 30)  // 10 + 10
        assertFrame(f.c.frame, 90, 0, 100, 30)  // 20 + 60 + 10; ends at 190
    }

    func testFillHorizontalShrinksTheLowestCompressionResistance() {
        // c resists at 700 < 750: c gives up the 30 points (100 - 30 = 70).
        let f = StackFixture(axis: .horizontal, length: 190)
        f.c.setContentCompressionResistancePriority(LayoutPriority(700), for: .horizontal)
        f.layout()
        assertFrame(f.a.frame, 0, 0, 40, 30)
        assertFrame(f.b.frame, 50, 0, 60, 30)
        assertFrame(f.c.frame, 120, 0, 70, 30)  // 50 + 60 + 10; 120 + 70 = 190
    }

    func testFillVertical() {
        // Height 300: 20 + 30 + 10 + 2 * 10 = 80, extra 220 to the first view (20 + 220 = 240).
        // Widths: fill alignment, the widest (100) wins.
        let f = StackFixture(axis: .vertical, length: 300)
        assertFrame(f.layout(), 10, 20, 100, 300)
        assertFrame(f.a.frame, 0, 0, 100, 240)
        assertFrame(f.b.frame, 0, 250, 100, 30)  // 240 + 10
        assertFrame(f.c.frame, 0, 290, 100, 10)  // 250 + 30 + 10; ends at 300
        f.assertWellFormed()
    }

    func testFillWithoutSizeTakesIntrinsicSizes() {
        // Nothing sets the stack's size: 40 + 10 + 60 + 10 + 100 = 220 wide, 30 high.
        let f = StackFixture(axis: .horizontal)
        assertFrame(f.layout(), 10, 20, 220, 30)
        assertFrame(f.c.frame, 120, 0, 100, 30)  // 40 + 10 + 60 + 10
        f.assertWellFormed()
    }

    // MARK: .fillEqually

    func testFillEquallyHorizontal() {
        // Width 320: (320 - 2 * 10) / 3 = 100 each.
        let f = StackFixture(axis: .horizontal, distribution: .fillEqually, length: 320)
        f.layout()
        assertFrame(f.a.frame, 0, 0, 100, 30)
        assertFrame(f.b.frame, 110, 0, 100, 30)
        assertFrame(f.c.frame, 220, 0, 100, 30)
        f.assertWellFormed()
    }

    func testFillEquallyWithoutSizeMakesEveryViewAsLargeAsTheLargest() {
        // Equal widths; c's compression resistance (750) needs 100, which beats the others'
        // hugging (250): 3 * 100 + 2 * 10 = 320.
        let f = StackFixture(axis: .horizontal, distribution: .fillEqually)
        assertFrame(f.layout(), 10, 20, 320, 30)
        assertFrame(f.b.frame, 110, 0, 100, 30)
    }

    func testFillEquallyVertical() {
        // Height 320: 100 each; width: the widest, 100.
        let f = StackFixture(axis: .vertical, distribution: .fillEqually, length: 320)
        f.layout()
        assertFrame(f.a.frame, 0, 0, 100, 100)
        assertFrame(f.b.frame, 0, 110, 100, 100)
        assertFrame(f.c.frame, 0, 220, 100, 100)
        f.assertWellFormed()
    }

    // MARK: .fillProportionally

    func testFillProportionallyHorizontal() {
        // Width 420: 400 for views whose intrinsic widths total 200, so each doubles:
        // 80, 120, 200.
        let f = StackFixture(axis: .horizontal, distribution: .fillProportionally, length: 420)
        f.layout()
        assertFrame(f.a.frame, 0, 0, 80, 30)
        assertFrame(f.b.frame, 90, 0, 120, 30)  // 80 + 10
        assertFrame(f.c.frame, 220, 0, 200, 30)  // 90 + 120 + 10; ends at 420
        f.assertWellFormed()
    }

    func testFillProportionallyVertical() {
        // Height 140: 120 for intrinsic heights totalling 60, so each doubles: 40, 60, 20.
        let f = StackFixture(axis: .vertical, distribution: .fillProportionally, length: 140)
        f.layout()
        assertFrame(f.a.frame, 0, 0, 100, 40)
        assertFrame(f.b.frame, 0, 50, 100, 60)  // 40 + 10
        assertFrame(f.c.frame, 0, 120, 100, 20)  // 50 + 60 + 10; ends at 140
        f.assertWellFormed()
    }

    func testFillProportionallyFollowsIntrinsicSizeChanges() {
        // a grows to 140 wide: intrinsic total 300, width 620 leaves 600, so each doubles:
        // 280, 120, 200.
        let f = StackFixture(axis: .horizontal, distribution: .fillProportionally, length: 620)
        f.layout()
        f.a.intrinsicContentSize = Size(width: 140, height: 20)
        f.layout()
        assertFrame(f.a.frame, 0, 0, 280, 30)
        assertFrame(f.b.frame, 290, 0, 120, 30)
        assertFrame(f.c.frame, 420, 0, 200, 30)
    }

    // MARK: .equalSpacing

    func testEqualSpacingHorizontal() {
        // Width 300: views keep 40 + 60 + 100 = 200; 100 left for 2 equal gaps of 50 (>= 10).
        let f = StackFixture(axis: .horizontal, distribution: .equalSpacing, length: 300)
        f.layout()
        assertFrame(f.a.frame, 0, 0, 40, 30)
        assertFrame(f.b.frame, 90, 0, 60, 30)  // 40 + 50
        assertFrame(f.c.frame, 200, 0, 100, 30)  // 90 + 60 + 50
        f.assertWellFormed()
    }

    func testEqualSpacingWithoutSizeUsesTheMinimumSpacing() {
        // Nothing sets the width: the stack is as small as it can be, gaps = spacing (10).
        let f = StackFixture(axis: .horizontal, distribution: .equalSpacing)
        assertFrame(f.layout(), 10, 20, 220, 30)
        f.assertWellFormed()
    }

    func testEqualSpacingVertical() {
        // Height 200: views keep 20 + 30 + 10 = 60; 140 left for 2 gaps of 70.
        let f = StackFixture(axis: .vertical, distribution: .equalSpacing, length: 200)
        f.layout()
        assertFrame(f.a.frame, 0, 0, 100, 20)
        assertFrame(f.b.frame, 0, 90, 100, 30)  // 20 + 70
        assertFrame(f.c.frame, 0, 190, 100, 10)  // 90 + 30 + 70
        f.assertWellFormed()
    }

    // MARK: .equalCentering

    func testEqualCenteringHorizontal() {
        // Width 300: a's centre at 20, c's at 300 - 50 = 250; b's centre halfway, 135, so
        // b starts at 135 - 30 = 105. Gaps 105 - 40 = 65 and 200 - 165 = 35, both >= 10.
        let f = StackFixture(axis: .horizontal, distribution: .equalCentering, length: 300)
        f.layout()
        assertFrame(f.a.frame, 0, 0, 40, 30)
        assertFrame(f.b.frame, 105, 0, 60, 30)
        assertFrame(f.c.frame, 200, 0, 100, 30)
        f.assertWellFormed()
    }

    func testEqualCenteringVertical() {
        // Height 200: a's centre at 10, c's at 200 - 5 = 195; b's centre at 102.5, so b
        // starts at 102.5 - 15 = 87.5.
        let f = StackFixture(axis: .vertical, distribution: .equalCentering, length: 200)
        f.layout()
        assertFrame(f.a.frame, 0, 0, 100, 20)
        assertFrame(f.b.frame, 0, 87.5, 100, 30)
        assertFrame(f.c.frame, 0, 190, 100, 10)
        f.assertWellFormed()
    }

    func testEqualCenteringWithoutSizeKeepsTheMinimumGap() {
        // Centre distances: 20 + g1 + 30 and 30 + g2 + 50; equal means g1 = g2 + 30. The
        // smallest stack has g2 = 10 (the spacing), g1 = 40: width 200 + 50 = 250.
        let f = StackFixture(axis: .horizontal, distribution: .equalCentering)
        assertFrame(f.layout(), 10, 20, 250, 30)
        assertFrame(f.b.frame, 80, 0, 60, 30)  // 40 + 40
        assertFrame(f.c.frame, 150, 0, 100, 30)  // 80 + 60 + 10
        f.assertWellFormed()
    }

    func testDistributionChangeRelaysOut() {
        // The same stack switched from .fill to .fillEqually at width 320: 100 each.
        let f = StackFixture(axis: .horizontal, length: 320)
        f.layout()
        f.stack.distribution = .fillEqually
        f.layout()
        assertFrame(f.c.frame, 220, 0, 100, 30)
        f.stack.distribution = .equalSpacing
        f.layout()
        // 320 - 200 = 120 for two gaps of 60.
        assertFrame(f.b.frame, 100, 0, 60, 30)
        assertFrame(f.c.frame, 220, 0, 100, 30)
        f.assertWellFormed()
    }
}
