// The five seed layouts (Examples/*.json) on every phone, in both orientations, at the
// smallest, default and largest text sizes, left-to-right and right-to-left (72 environments
// each): no findings, and text snapshots in __LayoutSnapshots__/<test>/<environment>.txt.
// Record them again with LAYOUT_RECORD=1 after an intended layout change, and review the diff.

import LayoutAnchors
import LayoutScene
import LayoutTesting
import LayoutTestingXCTest
import XCTest

final class SeedMatrixTests: XCTestCase {
    private func checkSeed(_ file: String, testName: String = #function, line: UInt = #line) throws {
        let scene = try exampleScene(file)
        assertLayoutSnapshot(matrix: .allPhones, checks: CheckOptions(), testName: testName, line: line) { environment in
            SceneCheck.window(for: scene, in: environment)
        }
    }

    func testSeed000ForecastLayoutGuides() throws { try checkSeed("000-forecast-layout-guides.json") }
    func testSeed001VisualFormatScroll() throws { try checkSeed("001-visual-format-scroll.json") }
    func testSeed002ReadableContent() throws { try checkSeed("002-readable-content.json") }
    func testSeed003TextFieldsScroll() throws { try checkSeed("003-text-fields-scroll.json") }
    func testSeed004KeyboardAvoiding() throws { try checkSeed("004-keyboard-avoiding.json") }
}
