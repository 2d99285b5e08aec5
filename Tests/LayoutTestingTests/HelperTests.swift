import Foundation
import LayoutAnchors
import LayoutTesting
import LayoutTestingSwiftTesting
import LayoutTestingXCTest
import Testing
import XCTest

/// A screen with one view 20 pt wider than its superview: one `.clipped` finding everywhere.
@Sendable func overhangingScreen(_ environment: LayoutEnvironment) -> Window {
    let window = environment.makeWindow()
    let controller = ViewController()
    window.rootViewController = controller
    let card = View(), badge = View()
    card.identifier = "card"
    badge.identifier = "badge"
    card.addSubview(badge)
    controller.view.addSubview(card)
    for view in [card, badge] { view.translatesAutoresizingMaskIntoConstraints = false }
    LayoutConstraint.activate([
        card.topAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.topAnchor),
        card.leadingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.leadingAnchor),
        card.widthAnchor.constraint(equalToConstant: 100), card.heightAnchor.constraint(equalToConstant: 100),
        badge.topAnchor.constraint(equalTo: card.topAnchor), badge.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 80),
        badge.widthAnchor.constraint(equalToConstant: 40), badge.heightAnchor.constraint(equalToConstant: 40),
    ])
    return window
}

/// The XCTest helpers report each finding at the caller's file and line.
final class XCTestHelperTests: XCTestCase {
    private var captured: [(message: String, file: String, line: Int)] = []
    private var capturing = false

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        if capturing {
            captured.append((description, filePath, lineNumber))
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    func testFindingsFailAtTheCallersLine() {
        capturing = true
        let line = #line + 1
        let report = assertLayout(matrix: .smoke, overhangingScreen)
        capturing = false
        XCTAssertEqual(report.findings.count, 4)  // one per smoke environment
        XCTAssertEqual(captured.count, 4)
        XCTAssertEqual(captured.first?.file, #filePath)
        XCTAssertEqual(captured.first?.line, line)
        XCTAssertTrue(
            captured.first?.message.contains("[clipped] badge: extends outside its superview card by 20 pt past the right edge") == true,
            captured.first?.message ?? "")
    }

    /// The snapshot helper with checks: the snapshot matches, and the one finding fails at
    /// the caller's line.
    func testSnapshotWithChecks() {
        capturing = true
        let line = #line + 1
        assertLayoutSnapshot(matrix: LayoutMatrix([phone]), checks: CheckOptions(), overhangingScreen)
        capturing = false
        XCTAssertEqual(captured.map(\.line), [line])
        XCTAssertTrue(
            captured.first?.message.contains("[clipped] badge: extends outside its superview card") == true,
            captured.first?.message ?? "")
    }

    func testWaivedFindingsPass() {
        var options = CheckOptions()
        options.waive(.clipped, for: "badge")
        XCTAssertTrue(assertLayout(matrix: .smoke, options: options, overhangingScreen).isClean)
    }
}

/// The Swift Testing helpers.
@Suite struct SwiftTestingHelperTests {
    @Test func cleanScreenHasNoIssues() throws {
        let scene = try exampleScene("001-visual-format-scroll.json")
        let report = expectLayout(matrix: .smoke) { environment in SceneCheck.window(for: scene, in: environment) }
        #expect(report.isClean)
        #expect(report.environments.count == 4)
    }

    @Test func findingsAreRecordedAsIssues() {
        withKnownIssue {
            expectLayout(matrix: LayoutMatrix([phone]), overhangingScreen)
        }
    }
}
