// Memory safety: an anchor never outlives its item unsafely, and removing a guide deactivates
// every constraint that reads it (issue 11, defect 1). These run under AddressSanitizer in
// Scripts/sanitize, where a use of freed memory is a report, not luck.

import LayoutAnchors
import XCTest

final class MemorySafetyTests: XCTestCase {
    /// The issue's repro: a guide used only as the origin of `anchorWithOffset(to:)` is removed
    /// and freed, then the direction flips (which rebuilds every leading/trailing constraint)
    /// and the window is laid out again.
    func testRemovedGuideUsedOnlyAsOffsetOriginIsFreedAndItsConstraintDeactivated() {
        let window = Window(size: Size(width: 390, height: 844))
        window.logsLayoutIssues = false
        let box = View()
        box.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(box)
        let fallbackWidth = box.widthAnchor.constraint(equalToConstant: 100)
        fallbackWidth.priority = .defaultLow
        LayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: window.topAnchor),
            box.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
            fallbackWidth,
        ])
        weak var weakGuide: LayoutGuide?
        var offsetWidth: LayoutConstraint?
        do {
            let guide = LayoutGuide()
            weakGuide = guide
            window.addLayoutGuide(guide)
            let width = box.widthAnchor.constraint(equalTo: guide.leadingAnchor.anchorWithOffset(to: window.trailingAnchor))
            offsetWidth = width
            LayoutConstraint.activate([
                guide.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 40),
                guide.topAnchor.constraint(equalTo: window.topAnchor),
                guide.widthAnchor.constraint(equalToConstant: 10),
                guide.heightAnchor.constraint(equalToConstant: 10),
                width,
            ])
            window.layoutIfNeeded()
            // width = window.trailing - guide.leading = 390 - 40 = 350 (beats the 100 @250).
            XCTAssertEqual(box.frame, Rect(x: 0, y: 0, width: 350, height: 10))
            window.removeLayoutGuide(guide)
        }
        XCTAssertNil(weakGuide, "nothing but the owning view keeps a guide alive")
        XCTAssertEqual(offsetWidth?.isActive, false, "a constraint using the guide as an offset origin is deactivated")
        window.layoutDirection = .rightToLeft
        window.layoutIfNeeded()
        // Right to left, box.leading == window.leading puts box.maxX at 390; the width falls
        // back to the 100 @250 constraint: minX = 390 - 100 = 290.
        XCTAssertEqual(box.frame, Rect(x: 290, y: 0, width: 100, height: 10))
        XCTAssertTrue(window.layoutIssues.isEmpty, "\(window.layoutIssues)")
    }

    /// A constraint made on a guide that is freed before activation is refused with an issue.
    func testConstraintWhoseOffsetOriginWasFreedIsRefused() {
        let window = Window(size: Size(width: 390, height: 844))
        window.logsLayoutIssues = false
        let box = View()
        box.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(box)
        var width: LayoutConstraint?
        do {
            let guide = LayoutGuide()
            window.addLayoutGuide(guide)
            width = box.widthAnchor.constraint(equalTo: guide.leadingAnchor.anchorWithOffset(to: window.trailingAnchor))
            window.removeLayoutGuide(guide)
        }
        width?.isActive = true
        window.layoutIfNeeded()
        XCTAssertEqual(width?.isActive, false)
        XCTAssertEqual(window.layoutIssues.map(\.kind).filter { $0 != .ambiguousLayout }, [.invalidConstraint])
        XCTAssertTrue(window.layoutIssues.first?.constraint === width)
    }

    /// A removed guide takes every kind of reference with it: as first item, as second item
    /// and as the origin on either side; constraints that do not use it stay.
    func testRemovingAGuideDeactivatesEveryConstraintThatReadsIt() {
        let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let guide = LayoutGuide(), other = LayoutGuide()
        root.addLayoutGuide(guide)
        root.addLayoutGuide(other)
        let asFirst = guide.widthAnchor.constraint(equalToConstant: 10)
        let asSecond = other.leadingAnchor.constraint(equalTo: guide.trailingAnchor)
        let asFirstOrigin = guide.leadingAnchor.anchorWithOffset(to: root.trailingAnchor).constraint(equalToConstant: 20)
        let asSecondOrigin = other.widthAnchor.constraint(equalTo: guide.leadingAnchor.anchorWithOffset(to: other.leadingAnchor))
        let unrelated = other.heightAnchor.constraint(equalToConstant: 5)
        let all = [asFirst, asSecond, asFirstOrigin, asSecondOrigin, unrelated]
        LayoutConstraint.activate(all)
        XCTAssertEqual(all.map(\.isActive), [true, true, true, true, true])
        root.removeLayoutGuide(guide)
        XCTAssertEqual(all.map(\.isActive), [false, false, false, false, true])
        XCTAssertNil(guide.owningView)
        XCTAssertEqual(root.constraints.count, 1)
        XCTAssertTrue(root.constraints.first === unrelated)
    }
}
