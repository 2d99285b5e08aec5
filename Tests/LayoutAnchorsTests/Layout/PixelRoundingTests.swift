// Frames are rounded to the pixel grid as UIKit rounds them: each edge to the nearest pixel
// (1 / scale) in root coordinates, halves away from zero, and a size is the difference of two
// rounded edges. These check the rounding against that rule written out plainly.

import XCTest

@testable import LayoutAnchors

final class PixelRoundingTests: XCTestCase {
    func testNearestRoundsHalvesAwayFromZero() {
        XCTAssertEqual(PixelRounding.nearest(2.5), 3)
        XCTAssertEqual(PixelRounding.nearest(-2.5), -3)
        XCTAssertEqual(PixelRounding.nearest(2.4999999999999996), 2)
        // The largest double below 0.5: its fraction is not a half.
        XCTAssertEqual(PixelRounding.nearest(0.49999999999999994), 0)
        XCTAssertEqual(PixelRounding.nearest(-0.49999999999999994), 0)
        // 2^52 - 0.5 is the last half: it rounds up to 2^52.
        XCTAssertEqual(PixelRounding.nearest(4_503_599_627_370_495.5), 4_503_599_627_370_496)
        // Past 2^53 every double is a whole number (2^53 + 2 is the next after 2^53).
        XCTAssertEqual(PixelRounding.nearest(9_007_199_254_740_994), 9_007_199_254_740_994)
        XCTAssertEqual(PixelRounding.nearest(.infinity), .infinity)
        XCTAssertTrue(PixelRounding.nearest(.nan).isNaN)
    }

    /// The frame's rounding of small values: halves away from zero, whichever way the
    /// default rounding (halves to even) went.
    func testNearestSmallRoundsHalvesAwayFromZero() {
        for (x, want) in [(2.5, 3.0), (3.5, 4), (-2.5, -3), (-3.5, -4), (0.5, 1), (-0.5, -1), (2.4999999999999996, 2)] {
            XCTAssertEqual(PixelRounding.nearestSmall(x), want, "\(x)")
        }
        XCTAssertEqual(PixelRounding.nearestSmall(0.49999999999999994), 0)
        XCTAssertEqual(PixelRounding.nearestSmall(2_147_483_646.5), 2_147_483_647)
    }

    /// `nearestSmall` is `rounded()` (up to the sign of a zero) over its range: random values
    /// of every magnitude from 2^-30 to 2^31, the halves among them, and their neighbours.
    func testNearestSmallMatchesRoundedOverItsRange() {
        var random = SplitMix64(seed: 6)
        for _ in 0..<100_000 {
            let exponent = Int.random(in: -30...31, using: &random)
            let v = Double.random(in: 0..<1, using: &random) * Double(sign: .plus, exponent: exponent, significand: 1)
            let half = v.rounded(.down) + 0.5
            for x in [v, -v, half, -half, half.nextUp, half.nextDown, -half.nextUp, -half.nextDown] {
                XCTAssertEqual(PixelRounding.nearestSmall(x), x.rounded(), "\(x)")
            }
        }
    }

    func testNearestKeepsTheSignOfZero() {
        XCTAssertEqual(PixelRounding.nearest(-0.3).sign, .minus)
        XCTAssertEqual(PixelRounding.nearest(-0.0).sign, .minus)
        XCTAssertEqual(PixelRounding.nearest(0.3).sign, .plus)
    }

    /// Scale 3, a rect at y 100.2, 10.1 high, in a container at y 0.1: the edges are
    /// 300.6 -> 301 and 330.9 -> 331 pixels, the container's 0.3 -> 0; so y = 301 / 3 and
    /// height = 30 / 3 = 10.
    func testFrameRoundsEachEdge() {
        let frame = PixelRounding(scale: 3).frame(
            of: Rect(x: 0, y: 100.2, width: 50, height: 10.1), originX: 0, originY: 0.1)
        XCTAssertEqual(frame.minY, 301.0 / 3)
        XCTAssertEqual(frame.height, 10)
        XCTAssertEqual(frame.width, 50)
    }

    /// The frame, bit for bit, as the rule gives it, over random rects at several scales,
    /// magnitudes from a pixel to past the whole-pixel range, and halves.
    func testFrameFollowsTheRuleBitForBit() {
        var random = SplitMix64(seed: 21)
        for scale in [1.0, 2.0, 3.0, 1.5, 0.75] {
            let rounding = PixelRounding(scale: scale)
            for _ in 0..<20_000 {
                let magnitude = [1.0, 1e3, 1e6, 1e9, 1e12][Int.random(in: 0..<5, using: &random)]
                func value() -> Double {
                    let v = Double.random(in: -magnitude...magnitude, using: &random)
                    // A value on a half pixel now and then.
                    return Bool.random(using: &random) ? v : ((v * scale).rounded(.down) + 0.5) / scale
                }
                let rect = Rect(x: value(), y: value(), width: abs(value()), height: abs(value()))
                let ox = value(), oy = value()
                let got = rounding.frame(of: rect, originX: ox, originY: oy)
                let want = ruleFrame(rect, ox, oy, scale)
                XCTAssertEqual(got.minX.bitPattern, want.minX.bitPattern, "\(rect) \(ox) \(scale)")
                XCTAssertEqual(got.minY.bitPattern, want.minY.bitPattern, "\(rect) \(oy) \(scale)")
                XCTAssertEqual(got.width.bitPattern, want.width.bitPattern, "\(rect) \(scale)")
                XCTAssertEqual(got.height.bitPattern, want.height.bitPattern, "\(rect) \(scale)")
            }
        }
    }

    /// The rule: each edge rounded to the nearest pixel (`rounded()`: halves away from zero),
    /// differences cleaned of floating-point dust (rounded again when within 1e-9), -0 as 0.
    private func ruleFrame(_ rect: Rect, _ ox: Double, _ oy: Double, _ scale: Double) -> Rect {
        func round(_ v: Double) -> Double { v.isFinite ? (v * scale).rounded() / scale : v }
        func clean(_ v: Double) -> Double {
            let r = round(v)
            let c = abs(r - v) < 1e-9 ? r : v
            return c == 0 ? 0 : c
        }
        let minX = round(rect.minX), minY = round(rect.minY), maxX = round(rect.maxX), maxY = round(rect.maxY)
        return Rect(
            x: clean(minX - round(ox)), y: clean(minY - round(oy)), width: clean(maxX - minX), height: clean(maxY - minY))
    }
}
