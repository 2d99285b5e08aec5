// Views, anchors and LayoutConstraint: activation, constants, priorities, multipliers,
// legacy addConstraint, autoresizing constraints, pixel rounding, convert.

import LayoutAnchors
import XCTest

final class AnchorFeatureTests: XCTestCase {
    private func root() -> View { View(frame: Rect(x: 0, y: 0, width: 320, height: 480)) }

    func testPinnedBoxGetsExactFrame() {
        let root = root()
        let box = constrainedView(in: root, "box")
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
            box.widthAnchor.constraint(equalToConstant: 100),
            box.heightAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5),
        ])
        root.layoutIfNeeded()
        assertFrame(box.frame, 20, 30, 100, 50)
        assertFrame(root.frame, 0, 0, 320, 480)
        XCTAssertFalse(box.hasAmbiguousLayout)
    }

    func testConstantChangeAndDeactivation() {
        let root = root()
        let a = constrainedView(in: root, "a")
        let width = a.widthAnchor.constraint(equalToConstant: 50)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 10), width,
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(a.frame.width, 50)
        width.constant = 75
        root.layoutIfNeeded()
        XCTAssertEqual(a.frame.width, 75)
        let wide = a.widthAnchor.constraint(equalToConstant: 200)
        wide.priority = .defaultHigh
        wide.isActive = true
        root.layoutIfNeeded()
        XCTAssertEqual(a.frame.width, 75, "required wins over 750")
        width.isActive = false
        root.layoutIfNeeded()
        XCTAssertEqual(a.frame.width, 200)
        XCTAssertFalse(width.isActive)
        XCTAssertTrue(wide.isActive)
    }

    func testPrioritiesAreStrictlyOrdered() {
        let root = root()
        let a = constrainedView(in: root, "a")
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 1),
        ])
        var lows: [LayoutConstraint] = []
        for i in 0..<5 {
            let c = a.widthAnchor.constraint(equalToConstant: Double(10 + i))
            c.priority = .defaultLow
            lows.append(c)
        }
        let high = a.widthAnchor.constraint(equalToConstant: 300)
        high.priority = .defaultLow + 1
        LayoutConstraint.activate(lows + [high])
        root.layoutIfNeeded()
        XCTAssertEqual(a.frame.width, 300)
        high.priority = .defaultLow - 1
        root.layoutIfNeeded()
        XCTAssertEqual(a.frame.width, 12, "the median of five equal-priority pulls")
    }

    func testLegacyAddConstraintAndConstraintsList() {
        let root = root()
        let a = constrainedView(in: root, "a")
        let cs = [
            a.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 5),
            a.rightAnchor.constraint(equalTo: root.rightAnchor, constant: -5),
            a.topAnchor.constraint(equalTo: root.topAnchor, constant: 7),
            a.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -7),
        ]
        root.addConstraints(cs)
        XCTAssertEqual(root.constraints.count, 4)
        XCTAssertTrue(cs.allSatisfy { $0.isActive })
        root.layoutIfNeeded()
        assertFrame(a.frame, 5, 7, 310, 466)
        root.removeConstraint(cs[3])
        XCTAssertFalse(cs[3].isActive)
        XCTAssertEqual(root.constraints.count, 3)
    }

    func testActivatedConstraintIsHeldByCommonAncestor() {
        let root = root()
        let a = constrainedView(in: root, "a")
        let b = constrainedView(in: a, "b")
        let c = b.widthAnchor.constraint(equalTo: a.widthAnchor)
        c.isActive = true
        XCTAssertTrue(a.constraints.contains { $0 === c })
        XCTAssertFalse(root.constraints.contains { $0 === c })
        XCTAssertTrue(c.firstItem === b)
        XCTAssertEqual(c.firstAttribute, .width)
        XCTAssertEqual(c.secondAttribute, .width)
        XCTAssertEqual(c.relation, .equal)
        XCTAssertEqual(c.multiplier, 1)
    }

    func testAutoresizingHoldsFrameAndCanBeSwitchedOffLater() {
        let root = root()
        let child = View(frame: Rect(x: 10, y: 20, width: 30, height: 40))
        root.addSubview(child)
        let pin = child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 50)
        pin.isActive = true
        LayoutIssue.withLoggingDisabled { root.layoutIfNeeded() }  // the conflict is asserted below
        assertFrame(child.frame, 10, 20, 30, 40)
        XCTAssertEqual(root.layoutIssues.filter { $0.kind == .unsatisfiable }.count, 1)
        child.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([
            child.topAnchor.constraint(equalTo: root.topAnchor),
            child.widthAnchor.constraint(equalToConstant: 30),
            child.heightAnchor.constraint(equalToConstant: 40),
        ])
        root.layoutIfNeeded()
        assertFrame(child.frame, 50, 0, 30, 40)
    }

    func testFramesRoundToThePixelGrid() {
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        var views: [View] = []
        for i in 0..<3 {
            let v = constrainedView(in: root, "v\(i)")
            v.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
            v.heightAnchor.constraint(equalToConstant: 10).isActive = true
            v.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 1.0 / 3.0).isActive = true
            v.leadingAnchor.constraint(equalTo: i == 0 ? root.leadingAnchor : views[i - 1].trailingAnchor).isActive = true
            views.append(v)
        }
        root.layoutIfNeeded()
        // 33.333 -> edges 0, 33.5, 66.5, 100 at scale 2 (no gaps, no overlaps).
        assertFrame(views[0].frame, 0, 0, 33.5, 10)
        assertFrame(views[1].frame, 33.5, 0, 33, 10)
        assertFrame(views[2].frame, 66.5, 0, 33.5, 10)
    }

    func testWindowScaleThreeRounding() {
        let window = Window(size: Size(width: 100, height: 100), displayScale: 3)
        let v = constrainedView(in: window, "v")
        LayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10.2),
            v.topAnchor.constraint(equalTo: window.topAnchor),
            v.widthAnchor.constraint(equalToConstant: 20),
            v.heightAnchor.constraint(equalToConstant: 20),
        ])
        window.layoutIfNeeded()
        XCTAssertEqual(v.frame.minX, 31.0 / 3.0)
        XCTAssertEqual(v.frame.width, 20)
    }

    func testSystemSpacingAndOffsetDimension() {
        let root = root()
        let a = constrainedView(in: root, "a"), b = constrainedView(in: root, "b")
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor), a.topAnchor.constraint(equalTo: root.topAnchor),
            a.widthAnchor.constraint(equalToConstant: 40), a.heightAnchor.constraint(equalToConstant: 20),
            b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2),
            b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 1),
            b.heightAnchor.constraint(equalToConstant: 20),
            b.widthAnchor.constraint(equalTo: a.leadingAnchor.anchorWithOffset(to: b.leadingAnchor)),
        ])
        root.layoutIfNeeded()
        assertFrame(b.frame, 56, 28, 56, 20)
    }

    func testConvertAcrossTheHierarchy() {
        let root = root()
        let a = View(frame: Rect(x: 10, y: 20, width: 100, height: 100))
        let b = View(frame: Rect(x: 5, y: 5, width: 10, height: 10))
        root.addSubview(a)
        a.addSubview(b)
        root.layoutIfNeeded()
        XCTAssertEqual(b.convert(Rect(x: 1, y: 1, width: 2, height: 2), to: root), Rect(x: 16, y: 26, width: 2, height: 2))
        XCTAssertEqual(root.convert(Rect(x: 16, y: 26, width: 2, height: 2), to: b), Rect(x: 1, y: 1, width: 2, height: 2))
    }

    func testRemoveFromSuperviewDeactivatesCrossingConstraints() {
        let root = root()
        let a = constrainedView(in: root, "a")
        let inner = constrainedView(in: a, "inner")
        let crossing = a.leadingAnchor.constraint(equalTo: root.leadingAnchor)
        let internalOne = inner.widthAnchor.constraint(equalTo: a.widthAnchor)
        LayoutConstraint.activate([crossing, internalOne])
        a.removeFromSuperview()
        XCTAssertFalse(crossing.isActive)
        XCTAssertTrue(internalOne.isActive)
        XCTAssertNil(a.superview)
        XCTAssertTrue(root.subviews.isEmpty)
    }

    func testPriorityLiterals() {
        XCTAssertEqual((LayoutPriority.required - 1).rawValue, 999)
        XCTAssertEqual((LayoutPriority.defaultLow + 1).rawValue, 251)
        XCTAssertEqual(LayoutPriority.dragThatCanResizeScene.rawValue, 510)
        XCTAssertEqual(LayoutPriority.fittingSizeLevel.rawValue, 50)
        let p: LayoutPriority = 999
        XCTAssertTrue(p < .required)
    }
}
