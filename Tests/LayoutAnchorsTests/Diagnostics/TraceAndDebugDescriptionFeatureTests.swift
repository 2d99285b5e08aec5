import LayoutAnchors
import XCTest

/// `View.layoutTrace()` and `LayoutConstraint.debugDescription`, in UIKit's styles.
final class TraceAndDebugDescriptionFeatureTests: XCTestCase {
    func testDebugDescriptionNamesItemsByIdentifierWithPriority() {
        let green = View(), blue = View()
        green.identifier = "green"
        blue.identifier = "blue"
        let height = green.heightAnchor.constraint(equalToConstant: 400)
        XCTAssertEqual(height.debugDescription, "<LayoutConstraint green.height == 400 @1000>")
        let relative = green.heightAnchor.constraint(equalTo: blue.heightAnchor, multiplier: 2, constant: -8)
        relative.identifier = "double"
        relative.priority = .defaultHigh
        XCTAssertEqual(relative.debugDescription, "<LayoutConstraint 'double' green.height == 2*blue.height - 8 @750>")
        let scroll = ScrollView()
        scroll.identifier = "scroll"
        let top = green.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor)
        XCTAssertTrue(top.debugDescription.hasPrefix("<LayoutConstraint green.top == scroll."), top.debugDescription)
    }

    func testLayoutTraceShowsTheTreeWithFramesAndAmbiguity() {
        let window = Window(size: Size(width: 390, height: 844))
        window.identifier = "window"
        let controller = ViewController()
        window.rootViewController = controller
        controller.view.identifier = "root"
        let scroll = ScrollView(), content = View()
        scroll.identifier = "scroll"
        content.identifier = "content"
        scroll.translatesAutoresizingMaskIntoConstraints = false
        content.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(scroll)
        scroll.addSubview(content)
        LayoutConstraint.activate([
            scroll.topAnchor.constraint(equalTo: controller.view.topAnchor),
            scroll.bottomAnchor.constraint(equalTo: controller.view.bottomAnchor),
            scroll.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
            content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            content.widthAnchor.constraint(equalToConstant: 390),
        ])
        window.layoutIfNeeded()
        let lines = window.layoutTrace().split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 4)
        XCTAssertTrue(lines[0].hasPrefix("•Window:window "), lines[0])
        XCTAssertTrue(lines[1].hasPrefix("|   •View:root "), lines[1])
        XCTAssertTrue(lines[2].hasPrefix("|   |   *ScrollView:scroll "), lines[2])
        XCTAssertTrue(lines[2].contains("contentSize"), lines[2])
        XCTAssertTrue(lines[3].hasPrefix("|   |   |   *View:content "), lines[3])
        XCTAssertTrue(lines[3].hasSuffix("- AMBIGUOUS LAYOUT"), "content has no height: \(lines[3])")
        XCTAssertFalse(lines[2].hasSuffix("- AMBIGUOUS LAYOUT"), lines[2])
    }
}

extension TraceAndDebugDescriptionFeatureTests {
    /// Issues are kept in `layoutIssues` whether or not the window logs them.
    func testSilencedWindowStillRecordsIssues() {
        let window = Window(size: Size(width: 320, height: 480))
        window.logsLayoutIssues = false
        let controller = ViewController()
        window.rootViewController = controller
        let box = View()
        box.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(box)
        let tall = box.heightAnchor.constraint(equalToConstant: 400)
        let short = box.heightAnchor.constraint(equalToConstant: 500)
        LayoutConstraint.activate([tall, short])
        window.layoutIfNeeded()
        // The conflict, then the box's ambiguity: nothing places it or sets its width.
        XCTAssertEqual(window.layoutIssues.count, 2)
        XCTAssertEqual(window.layoutIssues.last?.kind, .ambiguousLayout)
        XCTAssertEqual(window.layoutIssues.first?.kind, .unsatisfiable)
        XCTAssertTrue(window.layoutIssues.first?.conflictingConstraints.first === tall)
        XCTAssertTrue(window.layoutIssues.first?.constraint === short)
    }
}
