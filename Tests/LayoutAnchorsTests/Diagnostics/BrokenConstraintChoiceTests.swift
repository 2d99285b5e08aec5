// Which constraint breaks (API.md part 2): a constraint the library made (UISV-…,
// autoresizing, guides, intrinsic sizes) never breaks while an app constraint in the
// conflicting set can; between app constraints, the latest added breaks. As in UIKit, hiding a
// stack row with a required height of its own collapses it and logs the app's height.

import LayoutAnchors
import XCTest

final class BrokenConstraintChoiceTests: XCTestCase {
    func testHidingARowWithItsOwnHeightCollapsesItAndNamesTheAppHeight() {
        for device in [TestScreen.iPhone14, .iPad, .iPhone14Landscape] {
            for direction in [LayoutDirection.leftToRight, .rightToLeft] {
                let context = "\(device.name) \(direction)"
                let window = device.window(direction: direction)
                window.logsLayoutIssues = false
                let a = View(), b = View(), c = View()
                let heightA = a.heightAnchor.constraint(equalToConstant: 60)
                let stack = StackView(arrangedSubviews: [a, b, c])
                stack.axis = .vertical
                stack.spacing = 10
                stack.translatesAutoresizingMaskIntoConstraints = false
                window.addSubview(stack)
                let safe = window.safeAreaLayoutGuide
                LayoutConstraint.activate([
                    heightA, b.heightAnchor.constraint(equalToConstant: 40), c.heightAnchor.constraint(equalToConstant: 40),
                    stack.topAnchor.constraint(equalTo: safe.topAnchor),
                    stack.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                    stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                ])
                window.layoutIfNeeded()
                let top = device.safeArea.top, w = device.size.width - device.safeArea.left - device.safeArea.right
                // Shown: a 60, 10, b 40, 10, c 40.
                assertFrame(b.frame, 0, 70, w, 40, context)
                assertNoIssues(window, context)
                a.isHidden = true
                window.layoutIfNeeded()
                // Hidden: UISV-hiding (a.height == 0) holds, the app's 60 breaks; a's spacing
                // goes with it: b at the stack's top, c at 40 + 10.
                assertFrame(a.frame, 0, 0, w, 0, context)
                assertFrame(b.frame, 0, 0, w, 40, context)
                assertFrame(c.frame, 0, 50, w, 40, context)
                XCTAssertEqual(stack.frame.minY, top, context)
                let issues = window.layoutIssues.filter { $0.kind == .unsatisfiable }
                XCTAssertEqual(issues.count, 1, context)
                XCTAssertTrue(issues.first?.constraint === heightA, "the app's height breaks: \(context)")
                XCTAssertTrue(
                    issues.first?.conflictingConstraints.contains { $0.identifier == "UISV-hiding" } == true, context)
                XCTAssertTrue(issues.first?.description.contains("Will attempt to recover by breaking constraint") == true)
                // Shown again: the 60 comes back.
                a.isHidden = false
                window.layoutIfNeeded()
                assertFrame(a.frame, 0, 0, w, 60, context)
                assertFrame(c.frame, 0, 120, w, 40, context)
            }
        }
    }

    func testAnAutoresizingFrameHoldsAgainstAnAppWidth() {
        for device in [TestScreen.iPhone8, .iPad] {
            let window = device.window()
            window.logsLayoutIssues = false
            let box = View(frame: Rect(x: 10, y: 20, width: 100, height: 50))  // autoresizing on
            window.addSubview(box)
            let width = box.widthAnchor.constraint(equalToConstant: 300)
            width.isActive = true
            window.layoutIfNeeded()
            // The autoresizing width (100) is the library's: the app's 300 breaks.
            XCTAssertEqual(box.frame, Rect(x: 10, y: 20, width: 100, height: 50), device.name)
            let issue = window.layoutIssues.first { $0.kind == .unsatisfiable }
            XCTAssertTrue(issue?.constraint === width, device.name)
        }
    }

    func testBetweenAppConstraintsTheLatestAddedBreaks() {
        let window = TestScreen.iPhone14.window(direction: .rightToLeft)
        window.logsLayoutIssues = false
        let box = View()
        box.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(box)
        let first = box.widthAnchor.constraint(equalToConstant: 80)
        let second = box.widthAnchor.constraint(equalToConstant: 120)
        second.identifier = "UISV-hiding"  // named like UIKit's, still the app's
        LayoutConstraint.activate([
            first, box.heightAnchor.constraint(equalToConstant: 10),
            box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            box.topAnchor.constraint(equalTo: window.topAnchor),
        ])
        window.layoutIfNeeded()
        second.isActive = true
        window.layoutIfNeeded()
        // The second (latest) breaks: 80 wide; right to left, x = 390 - 10 - 80 = 300.
        assertFrame(box.frame, 300, 0, 80, 10)
        XCTAssertTrue(window.layoutIssues.first { $0.kind == .unsatisfiable }?.constraint === second)
        // Re-activating the first makes it the latest: it breaks now, the second holds.
        first.isActive = false
        first.isActive = true
        window.layoutIfNeeded()
        assertFrame(box.frame, 260, 0, 120, 10)
    }
}
