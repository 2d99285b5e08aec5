// Ambiguity that needs two variables to move together, and exerciseAmbiguityInLayout()
// (API.md part 2 "Ambiguity"): two views side by side between the window's edges share its
// width with nothing to split it (a.width + b.width == window width): both are ambiguous,
// and exercising one moves both to another split that satisfies every constraint; a second
// call moves them back.

import LayoutAnchors
import XCTest

final class ExerciseAmbiguityTests: XCTestCase {
    private func makeSplit(_ window: Window) -> (View, View) {
        window.logsLayoutIssues = false
        let a = View(), b = View()
        for v in [a, b] {
            v.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(v)
        }
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            a.topAnchor.constraint(equalTo: window.topAnchor), b.topAnchor.constraint(equalTo: window.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 10), b.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        return (a, b)
    }

    /// The constraints hold: a from the leading edge, b right after it to the trailing edge,
    /// widths not negative.
    private func assertSplitHolds(_ a: View, _ b: View, width: Double, rightToLeft: Bool, _ context: String) {
        let (first, second) = rightToLeft ? (b, a) : (a, b)  // left to right on screen
        XCTAssertEqual(first.frame.minX, 0, context)
        XCTAssertEqual(first.frame.maxX, second.frame.minX, context)
        XCTAssertEqual(second.frame.maxX, width, context)
        XCTAssertEqual(a.frame.minY, 0, context)
        XCTAssertEqual(b.frame.height, 10, context)
    }

    func testTwoWidthsWithAFixedSumAreAmbiguousAndExercised() {
        for device in [TestScreen.iPhone14, .iPad] {
            for direction in [LayoutDirection.leftToRight, .rightToLeft] {
                let context = "\(device.name) \(direction)"
                let window = device.window(direction: direction)
                let (a, b) = makeSplit(window)
                let w = device.size.width
                XCTAssertTrue(a.hasAmbiguousLayout, context)
                XCTAssertTrue(b.hasAmbiguousLayout, context)
                let issues = window.layoutIssues.filter { $0.kind == .ambiguousLayout }.map(\.description)
                XCTAssertEqual(issues.count, 2, context)
                XCTAssertTrue(issues.allSatisfy { $0.contains("Width is ambiguous") }, "\(context): \(issues)")
                let before = (a.frame, b.frame)
                a.exerciseAmbiguityInLayout()
                XCTAssertNotEqual(a.frame.width, before.0.width, context)
                // The widths still add up to the window's: the split moved, nothing broke.
                XCTAssertEqual(a.frame.width + b.frame.width, w, context)
                assertSplitHolds(a, b, width: w, rightToLeft: direction == .rightToLeft, context)
                XCTAssertTrue(a.hasAmbiguousLayout, "still ambiguous")
                a.exerciseAmbiguityInLayout()
                XCTAssertEqual(a.frame, before.0, context)
                XCTAssertEqual(b.frame, before.1, context)
                XCTAssertEqual(window.layoutIssues.filter { $0.kind == .unsatisfiable }.count, 0, context)
            }
        }
    }

    func testAViewThatIsNotAmbiguousStays() {
        let window = TestScreen.iPhone8.window()
        let box = View()
        box.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(box)
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            box.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
            box.widthAnchor.constraint(equalToConstant: 30), box.heightAnchor.constraint(equalToConstant: 40),
        ])
        window.layoutIfNeeded()
        box.exerciseAmbiguityInLayout()
        assertFrame(box.frame, 10, 20, 30, 40)
        XCTAssertFalse(box.hasAmbiguousLayout)
        assertNoIssues(window)
    }
}
