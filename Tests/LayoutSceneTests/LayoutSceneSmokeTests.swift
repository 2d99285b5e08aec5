import XCTest
@testable import LayoutScene

final class LayoutSceneSmokeTests: XCTestCase {
    func testModuleLoads() {
        XCTAssertEqual(String(describing: LayoutSceneModule.self), "LayoutSceneModule")
    }
}
