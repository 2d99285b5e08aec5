// Recorded snapshot lines checked against frames derived by hand from the rules (the seed
// tests' arithmetic, on other devices), so the checked-in snapshots are known to be right and
// not just whatever the code produced.

import Foundation
import XCTest

final class SnapshotSpotCheckTests: XCTestCase {
    private func lines(_ test: String, _ environment: String) throws -> [String] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("__LayoutSnapshots__/\(test)/\(environment).txt")
        return try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
    }

    /// Seed 001 on an iPhone 15 Pro (393x852, safe area 59 / 34): content 15 + 400 + 15 + 500
    /// + 15 = 945 high and 393 wide; taller than the screen, so the insets are adjusted and
    /// the unscrolled offset is -59. Green: x 15, 393 - 30 = 363 wide; white at 15 + 400 + 15 = 430.
    func testSeed001OnIPhone15Pro() throws {
        let snapshot = try lines("testSeed001VisualFormatScroll", "iPhone-15-Pro_portrait_L_LTR")
        XCTAssertEqual(snapshot[3], "    (0, 0, 393, 852) ScrollView scrollView content 393x945 offset 0,-59 inset (59, 0, 34, 0)")
        XCTAssertEqual(snapshot[5], "        (15, 15, 363, 400) View greenView")
        XCTAssertEqual(snapshot[6], "        (15, 430, 363, 500) View whiteView")
    }

    /// Seed 000 on an iPhone SE at AX5: title1 is 58 pt (HIG), 29 pt per character; 343 pt
    /// (375 - 2 x 16) hold 11 characters, so "Sunny with / a chance of / constraints" is 3
    /// lines x 69.6 = 208.8; its bottom 16 + 208.8 = 224.8 rounds to 225 at @2x (209 high).
    /// The image is centred, (375 - 300) / 2 = 37.5, at 225 + 8 = 233; the summary at
    /// 233 + 300 + 8 = 541.
    func testSeed000OnIPhoneSEAtAX5() throws {
        let snapshot = try lines("testSeed000ForecastLayoutGuides", "iPhone-SE_portrait_AX5_LTR")
        XCTAssertEqual(snapshot[5], "        (16, 16, 343, 209) Label titleLabel \"Sunny with a chance of …\"")
        XCTAssertEqual(snapshot[6], "        (37.5, 233, 300, 300) View imageView")
        XCTAssertTrue(snapshot[7].hasPrefix("        (16, 541, 343, "), snapshot[7])
    }

    /// Seed 000 on an iPhone 16 Pro Max in landscape, XS, right-to-left (956x440, safe area
    /// left/right 62, bottom 21): title1 25 pt fits its 34 characters (425 pt) in 924 on one
    /// line of 30; the image at (956 - 300) / 2 = 328. The info button is pinned to the scroll
    /// view's leading and top margins: leading is the right in RTL, 956 - 62 - 8 = 886, so
    /// x = 886 - 22 = 864; top 0 + 8, plus the scene's 240 pt offset = 248.
    func testSeed000OnIPhone16ProMaxLandscapeRTL() throws {
        let snapshot = try lines("testSeed000ForecastLayoutGuides", "iPhone-16-Pro-Max_landscape_XS_RTL")
        XCTAssertEqual(snapshot[5], "        (16, 16, 924, 30) Label titleLabel \"Sunny with a chance of …\"")
        XCTAssertEqual(snapshot[6], "        (328, 54, 300, 300) View imageView")
        XCTAssertEqual(snapshot[8], "      (864, 248, 22, 22) View infoButton")
    }

    /// Seed 002 on an iPhone 15 Pro Max in landscape (932 wide, regular width): the readable
    /// width at L is 672, centred in the margins (59 + 8 on each side, 798 wide): x = (932 - 672) / 2 = 130.
    func testSeed002ReadableWidthInLandscape() throws {
        let snapshot = try lines("testSeed002ReadableContent", "iPhone-15-Pro-Max_landscape_L_LTR")
        XCTAssertTrue(snapshot[5].hasPrefix("        (130, 0, 672, "), snapshot[5])
    }

    /// Seed 004 on an iPhone 13 mini: the controller adds 302 to the 34 pt bottom safe area
    /// (336); the content is at least the safe area's height, 812 - 50 - 336 = 426; with
    /// alwaysBounceVertical the insets are adjusted: (50, 0, 336, 0), offset -50.
    func testSeed004OnIPhone13mini() throws {
        let snapshot = try lines("testSeed004KeyboardAvoiding", "iPhone-13-mini_portrait_L_RTL")
        XCTAssertEqual(snapshot[3], "    (0, 0, 375, 812) ScrollView scrollView content 375x426 offset 0,-50 inset (50, 0, 336, 0)")
    }
}
