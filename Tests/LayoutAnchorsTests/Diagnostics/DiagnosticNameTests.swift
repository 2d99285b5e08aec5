// Views without an identifier are named by type and path in every message, never by an
// address (which would differ from run to run).

import LayoutAnchors
import XCTest

final class DiagnosticNameTests: XCTestCase {
    /// Window > View (the controller's root) > ScrollView > three Views, the third holding a label.
    /// Paths start below the window: the root view is `View`, its subviews `Type[index]`.
    private struct Screen {
        let window = Window(size: Size(width: 390, height: 844))
        let controller = ViewController()
        let scroll = ScrollView()
        let rows = [View(), View(), View()]
        let title = Label(text: "Title")

        init() {
            window.logsLayoutIssues = false
            window.rootViewController = controller
            controller.view.addSubview(scroll)
            for row in rows { scroll.addSubview(row) }
            rows[2].addSubview(title)
        }
    }

    func testUnnamedViewsAreNamedByTypeAndPath() {
        let screen = Screen()
        XCTAssertEqual(screen.title.diagnosticName, "View > ScrollView[0] > View[2] > Label \"Title\"")
        XCTAssertEqual(screen.rows[0].diagnosticName, "View > ScrollView[0] > View[0]")
        XCTAssertEqual(screen.window.diagnosticName, "Window")
    }

    func testPathStartsAtTheNearestNamedAncestor() {
        let screen = Screen()
        screen.scroll.identifier = "scroll"
        XCTAssertEqual(screen.title.diagnosticName, "scroll > View[2] > Label \"Title\"")
        screen.title.identifier = "title"
        XCTAssertEqual(screen.title.diagnosticName, "title")
    }

    func testLongLabelTextIsShortened() {
        let label = Label(text: "A very long text that goes on and on")
        XCTAssertEqual(label.diagnosticName, "Label \"A very long text that g…\"")
    }

    func testGuidesAreNamedByIdentifierOrIndex() {
        let screen = Screen()
        let first = LayoutGuide(), second = LayoutGuide()
        screen.rows[1].addLayoutGuide(first)
        screen.rows[1].addLayoutGuide(second)
        XCTAssertEqual(second.diagnosticName, "LayoutGuide[1]")
        second.identifier = "spacer"
        XCTAssertEqual(second.diagnosticName, "spacer")
        XCTAssertEqual(LayoutGuide().diagnosticName, "LayoutGuide")
    }

    func testIssueLogNamesUnnamedViewsByPathNotAddress() {
        let screen = Screen()
        let row = screen.rows[1]
        row.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([
            row.widthAnchor.constraint(equalToConstant: 10),
            row.widthAnchor.constraint(equalToConstant: 20),
        ])
        screen.window.layoutIfNeeded()
        let issue = screen.window.layoutIssues.first { $0.kind == .unsatisfiable }
        let text = issue?.description ?? ""
        XCTAssertTrue(text.contains("<LayoutConstraint (View > ScrollView[0] > View[1]).width == 20   (active)>"), text)
        XCTAssertFalse(text.contains("0x"), text)
    }

    func testDebugDescriptionAndGuideNamesUseTheSamePath() {
        let screen = Screen()
        let c = screen.rows[0].topAnchor.constraint(equalTo: screen.scroll.contentLayoutGuide.topAnchor, constant: 8)
        let expected =
            "<LayoutConstraint (View > ScrollView[0] > View[0]).top == "
            + "(View > ScrollView[0]).UIScrollView-contentLayoutGuide.top + 8 @1000>"
        XCTAssertEqual(c.debugDescription, expected)
    }

    func testTraceShowsEachUnnamedViewsStep() {
        let screen = Screen()
        screen.window.layoutIfNeeded()
        let lines = screen.window.layoutTrace().split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 7)
        XCTAssertTrue(lines[0].hasPrefix("•Window ("), lines[0])
        XCTAssertTrue(lines[1].hasPrefix("|   •View ("), lines[1])  // the root view: directly in the window
        XCTAssertTrue(lines[2].hasPrefix("|   |   •ScrollView[0] ("), lines[2])
        XCTAssertTrue(lines[5].hasPrefix("|   |   |   •View[2] ("), lines[5])
        XCTAssertTrue(lines[6].hasPrefix("|   |   |   |   •Label \"Title\" ("), lines[6])
    }

    func testDeepPathsShowTheLastTwelveSteps() {
        var views = [View()]
        for _ in 0..<30 {
            let child = View()
            views.last!.addSubview(child)
            views.append(child)
        }
        // 31 views, each the only child of the one before: the deepest name keeps its own step
        // and the 11 above it, after an ellipsis.
        let expected = "… > " + Array(repeating: "View[0]", count: 12).joined(separator: " > ")
        XCTAssertEqual(views.last!.diagnosticName, expected)
        XCTAssertEqual(views[11].diagnosticName, "View > " + Array(repeating: "View[0]", count: 11).joined(separator: " > "))
    }
}
