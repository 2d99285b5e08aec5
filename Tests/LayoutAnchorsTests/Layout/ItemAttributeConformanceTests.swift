// UIKit's NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)
// (valid forms with multipliers, and every invalid combination UIKit raises an exception for,
// which API.md turns into an .invalidConstraint issue and an inactive constraint), priority
// changes on active constraints (UIKit: "Mutating a priority from required to not on an
// installed constraint (or vice-versa) is not supported"), and multipliers on size anchors,
// anchorWithOffset and system spacing in right-to-left.

import LayoutAnchors
import XCTest

final class ItemAttributeConformanceTests: XCTestCase {
    /// A 300 x 200 view at (20, 100) in a 390 x 844 window.
    private func makeParent(in window: Window) -> View {
        let parent = View()
        parent.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(parent)
        LayoutConstraint.activate([
            parent.leftAnchor.constraint(equalTo: window.leftAnchor, constant: 20),
            parent.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
            parent.widthAnchor.constraint(equalToConstant: 300),
            parent.heightAnchor.constraint(equalToConstant: 200),
        ])
        return parent
    }

    func testValidItemAttributeConstraintsWithMultipliers() {
        // width = 0.5 x 300 - 10 = 140; height = 0.75 x width = 105; centerX = 1.5 x the
        // parent's centerX in the parent's coordinates (150): 225, x = 225 - 70 = 155;
        // top = parent.top + 20 (multiplier 1). A constant width with no second item and
        // multiplier 0 (a common UIKit idiom): 44.
        let window = TestScreen.iPhone14.window()
        let parent = makeParent(in: window)
        let child = View(), icon = View()
        for v in [child, icon] {
            v.translatesAutoresizingMaskIntoConstraints = false
            parent.addSubview(v)
        }
        let constraints = [
            LayoutConstraint(
                item: child, attribute: .width, relatedBy: .equal, toItem: parent, attribute: .width, multiplier: 0.5, constant: -10),
            LayoutConstraint(
                item: child, attribute: .height, relatedBy: .equal, toItem: child, attribute: .width, multiplier: 0.75, constant: 0),
            LayoutConstraint(
                item: child, attribute: .centerX, relatedBy: .equal, toItem: parent, attribute: .centerX, multiplier: 1.5, constant: 0),
            LayoutConstraint(item: child, attribute: .top, relatedBy: .equal, toItem: parent, attribute: .top, multiplier: 1, constant: 20),
            LayoutConstraint(
                item: icon, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 0, constant: 44),
            LayoutConstraint(
                item: icon, attribute: .height, relatedBy: .equal, toItem: icon, attribute: .width, multiplier: 1, constant: 0),
            LayoutConstraint(
                item: icon, attribute: .leading, relatedBy: .equal, toItem: parent, attribute: .leading, multiplier: 1, constant: 8),
            LayoutConstraint(
                item: icon, attribute: .bottom, relatedBy: .lessThanOrEqual, toItem: parent, attribute: .bottom, multiplier: 1, constant: -8
            ),
            LayoutConstraint(
                item: icon, attribute: .bottom, relatedBy: .equal, toItem: parent, attribute: .bottom, multiplier: 1, constant: 0),
        ]
        constraints[8].priority = .defaultLow
        LayoutConstraint.activate(constraints)
        window.layoutIfNeeded()
        XCTAssertTrue(constraints.allSatisfy(\.isActive))
        assertFrame(child.frame, 155, 20, 140, 105)
        // icon: 44 x 44, leading 8; bottom <= 200 - 8 wins over the low-priority == 200: y 148.
        assertFrame(icon.frame, 8, 148, 44, 44)
        XCTAssertEqual(constraints[4].secondItem == nil, true)
        XCTAssertEqual(constraints[4].secondAttribute, .notAnAttribute)
        XCTAssertEqual(constraints[2].multiplier, 1.5)
        assertNoIssues(window)
    }

    func testInvalidCombinationsAreRefusedNotCrashing() {
        let window = TestScreen.iPhone14.window()
        window.logsLayoutIssues = false
        let parent = makeParent(in: window)
        let child = View()
        child.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(child)
        let guide = LayoutGuide()
        parent.addLayoutGuide(guide)
        // Each of these raises in UIKit.
        let invalid: [(String, LayoutConstraint)] = [
            (
                "leading to left",
                LayoutConstraint(
                    item: child, attribute: .leading, relatedBy: .equal, toItem: parent, attribute: .left, multiplier: 1, constant: 0)
            ),
            (
                "right to trailing",
                LayoutConstraint(
                    item: child, attribute: .right, relatedBy: .equal, toItem: parent, attribute: .trailing, multiplier: 1, constant: 0)
            ),
            (
                "size to position",
                LayoutConstraint(
                    item: child, attribute: .width, relatedBy: .equal, toItem: parent, attribute: .centerX, multiplier: 1, constant: 0)
            ),
            (
                "position to size",
                LayoutConstraint(
                    item: child, attribute: .top, relatedBy: .equal, toItem: parent, attribute: .height, multiplier: 1, constant: 0)
            ),
            (
                "mixed axes",
                LayoutConstraint(
                    item: child, attribute: .top, relatedBy: .equal, toItem: parent, attribute: .leading, multiplier: 1, constant: 0)
            ),
            (
                "position to a constant",
                LayoutConstraint(
                    item: child, attribute: .centerX, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1,
                    constant: 10)
            ),
            (
                "attribute without item",
                LayoutConstraint(
                    item: child, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .width, multiplier: 1, constant: 10)
            ),
            (
                "item without attribute",
                LayoutConstraint(
                    item: child, attribute: .width, relatedBy: .equal, toItem: parent, attribute: .notAnAttribute, multiplier: 1,
                    constant: 10)
            ),
            (
                "no first attribute",
                LayoutConstraint(
                    item: child, attribute: .notAnAttribute, relatedBy: .equal, toItem: parent, attribute: .width, multiplier: 1,
                    constant: 0)
            ),
            (
                "position multiplier 0",
                LayoutConstraint(
                    item: child, attribute: .centerY, relatedBy: .equal, toItem: parent, attribute: .centerY, multiplier: 0, constant: 40)
            ),
            (
                "guide baseline",
                LayoutConstraint(
                    item: child, attribute: .firstBaseline, relatedBy: .equal, toItem: guide, attribute: .firstBaseline, multiplier: 1,
                    constant: 0)
            ),
            (
                "NaN multiplier",
                LayoutConstraint(
                    item: child, attribute: .width, relatedBy: .equal, toItem: parent, attribute: .width, multiplier: .nan, constant: 0)
            ),
        ]
        // A valid layout around them: 100 x 50 at (10, 10).
        let valid = [
            child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 10),
            child.topAnchor.constraint(equalTo: parent.topAnchor, constant: 10),
            child.widthAnchor.constraint(equalToConstant: 100),
            child.heightAnchor.constraint(equalToConstant: 50),
        ]
        LayoutConstraint.activate(valid)
        for (index, (name, constraint)) in invalid.enumerated() {
            constraint.isActive = true
            XCTAssertFalse(constraint.isActive, name)
            XCTAssertEqual(window.layoutIssues.count, index + 1, name)
            XCTAssertEqual(window.layoutIssues.last?.kind, .invalidConstraint, name)
        }
        LayoutConstraint.activate(invalid.map(\.1))  // all at once: refused again, one issue each
        XCTAssertEqual(window.layoutIssues.count, 2 * invalid.count)
        XCTAssertTrue(invalid.allSatisfy { !$0.1.isActive })
        window.layoutIfNeeded()
        assertFrame(child.frame, 10, 10, 100, 50)
        XCTAssertTrue(valid.allSatisfy(\.isActive))
        XCTAssertEqual(window.layoutIssues.count, 2 * invalid.count)
    }

    func testPriorityChangesOnActiveConstraints() {
        let window = TestScreen.iPhone14.window()
        window.logsLayoutIssues = false
        let parent = makeParent(in: window)
        let box = View()
        box.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(box)
        let narrow = box.widthAnchor.constraint(equalToConstant: 100)
        let wide = box.widthAnchor.constraint(equalToConstant: 200)
        narrow.priority = .defaultHigh
        wide.priority = .defaultLow
        let pins = [
            box.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
            box.topAnchor.constraint(equalTo: parent.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 40),
        ]
        LayoutConstraint.activate(pins + [narrow, wide])
        window.layoutIfNeeded()
        XCTAssertEqual(box.frame.width, 100)  // 750 beats 250
        wide.priority = .required - 1  // optional -> optional while active: allowed
        window.layoutIfNeeded()
        XCTAssertEqual(box.frame.width, 200)
        XCTAssertEqual(wide.priority, LayoutPriority(999))
        // optional -> required while active: refused, the old priority stays.
        narrow.priority = .required
        XCTAssertEqual(narrow.priority, .defaultHigh)
        XCTAssertEqual(window.layoutIssues.map(\.kind), [.invalidConstraint])
        // required -> optional while active: refused too.
        pins[2].priority = .defaultHigh
        XCTAssertEqual(pins[2].priority, .required)
        XCTAssertEqual(window.layoutIssues.count, 2)
        // Out of range on an active constraint: refused.
        wide.priority = LayoutPriority(0)
        wide.priority = LayoutPriority(1001)
        XCTAssertEqual(wide.priority, LayoutPriority(999))
        XCTAssertEqual(window.layoutIssues.count, 4)
        window.layoutIfNeeded()
        XCTAssertEqual(box.frame.width, 200)
        // Inactive: any switch is allowed; activating as required makes 100 a must (the 999
        // loses): UIKit's way to switch is deactivate, change, activate.
        narrow.isActive = false
        narrow.priority = .required
        narrow.isActive = true
        window.layoutIfNeeded()
        XCTAssertEqual(narrow.priority, .required)
        XCTAssertEqual(box.frame.width, 100)
        XCTAssertEqual(window.layoutIssues.count, 4)
        // An inactive constraint with an invalid priority is refused on activation.
        let bad = box.heightAnchor.constraint(equalToConstant: 10)
        bad.priority = LayoutPriority(0)
        bad.isActive = true
        XCTAssertFalse(bad.isActive)
        XCTAssertEqual(window.layoutIssues.count, 5)
        window.layoutIfNeeded()
        assertFrame(box.frame, 0, 0, 100, 40)
    }

    func testSizeMultipliersOffsetsAndSystemSpacingInRightToLeft() {
        // RTL 390 wide window. a: leading 0 (right edge 390), 50 wide: x 340. b: its leading
        // two system spacings (2 x 8 = 16) after a's trailing: right edge 340 - 16 = 324,
        // width = a third of the window minus 30 = 100: x 224. c: centred between b's trailing
        // (224) and the window's trailing (0) by two equal anchorWithOffset distances, 40 wide:
        // (224 - 40) / 2 = 92 on each side: x 92. Heights: a 20, b = 2 x a + 4 = 44, c = 0.5 x
        // b = 22. Tops: all below the safe area (47) by one system spacing below: 55.
        let window = TestScreen.iPhone14.window(direction: .rightToLeft)
        let a = View(), b = View(), c = View()
        for v in [a, b, c] {
            v.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(v)
        }
        let safeTop = window.safeAreaLayoutGuide.topAnchor
        LayoutConstraint.activate(
            [
                a.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                a.widthAnchor.constraint(equalToConstant: 50),
                a.heightAnchor.constraint(equalToConstant: 20),
                b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2),
                b.widthAnchor.constraint(equalTo: window.widthAnchor, multiplier: 1.0 / 3, constant: -30),
                b.heightAnchor.constraint(equalTo: a.heightAnchor, multiplier: 2, constant: 4),
                c.widthAnchor.constraint(equalToConstant: 40),
                c.heightAnchor.constraint(equalTo: b.heightAnchor, multiplier: 0.5),
                b.trailingAnchor.anchorWithOffset(to: c.leadingAnchor).constraint(
                    equalTo: c.trailingAnchor.anchorWithOffset(to: window.trailingAnchor)),
            ] + [a, b, c].map { $0.topAnchor.constraint(equalToSystemSpacingBelow: safeTop, multiplier: 1) })
        window.layoutIfNeeded()
        assertFrame(a.frame, 340, 55, 50, 20)
        assertFrame(b.frame, 224, 55, 100, 44)
        assertFrame(c.frame, 92, 55, 40, 22)
        assertNoIssues(window)
    }
}
