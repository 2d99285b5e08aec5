// Constraint semantics that ordinary code relies on: multipliers on positions (evaluated in
// the coordinate space of the items' nearest common ancestor, as Auto Layout does), aspect
// ratios, priorities and activation toggling, removeFromSuperview dropping constraints, and
// autoresizing frames inside Auto Layout.

import LayoutAnchors
import XCTest

final class ConstraintConformanceTests: XCTestCase {
    /// A container away from the window's origin: (100, 50, 200, 400).
    private func makeContainer() -> (Window, View) {
        let window = Window(size: Size(width: 400, height: 600))
        let container = View()
        container.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(container)
        LayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 100),
            container.topAnchor.constraint(equalTo: window.topAnchor, constant: 50),
            container.widthAnchor.constraint(equalToConstant: 200),
            container.heightAnchor.constraint(equalToConstant: 400),
        ])
        return (window, container)
    }

    /// The classic "centre at a quarter of the width": child.centerX = 0.5 x container.centerX.
    /// Auto Layout evaluates it in the container's own coordinates (the nearest common
    /// ancestor is the container): its centerX is 100 there, so the child's centre is 50.
    func testCenterMultiplierIsInTheCommonAncestorsCoordinates() {
        let (window, container) = makeContainer()
        let child = View()
        child.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(child)
        LayoutConstraint.activate([
            LayoutConstraint(
                item: child, attribute: .centerX, relatedBy: .equal, toItem: container, attribute: .centerX,
                multiplier: 0.5, constant: 0),
            LayoutConstraint(
                item: child, attribute: .centerY, relatedBy: .equal, toItem: container, attribute: .bottom,
                multiplier: 0.75, constant: 0),
            child.widthAnchor.constraint(equalToConstant: 40),
            child.heightAnchor.constraint(equalToConstant: 20),
        ])
        window.layoutIfNeeded()
        // centerX 0.5 x 100 = 50 -> x 30. centerY 0.75 x 400 = 300 -> y 290.
        assertFrame(child.frame, 30, 290, 40, 20)
        assertNoIssues(window)
    }

    /// Siblings: b.leading = 2 x a.trailing in their superview's coordinates.
    func testSiblingMultiplierIsInTheSuperviewsCoordinates() {
        let (window, container) = makeContainer()
        let a = View(), b = View()
        for view in [a, b] {
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
            LayoutConstraint.activate([
                view.topAnchor.constraint(equalTo: container.topAnchor),
                view.widthAnchor.constraint(equalToConstant: 30),
                view.heightAnchor.constraint(equalToConstant: 30),
            ])
        }
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            LayoutConstraint(
                item: b, attribute: .leading, relatedBy: .equal, toItem: a, attribute: .trailing,
                multiplier: 2, constant: 0),
        ])
        window.layoutIfNeeded()
        // a 10...40 in the container; b.leading = 2 x 40 = 80.
        assertFrame(a.frame, 10, 0, 30, 30)
        assertFrame(b.frame, 80, 0, 30, 30)
        assertNoIssues(window)
    }

    /// An image view with a 16:9 aspect ratio whose width follows the margins.
    func testAspectRatioFollowsTheWidth() {
        for device in [TestScreen.iPhoneSE1, .iPad] {
            let window = device.window()
            let controller = ViewController()
            window.rootViewController = controller
            let root = controller.view
            let image = View()
            image.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(image)
            LayoutConstraint.activate([
                image.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
                image.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
                image.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
                image.heightAnchor.constraint(equalTo: image.widthAnchor, multiplier: 9.0 / 16.0),
            ])
            window.layoutIfNeeded()
            // SE: margins 16 (compact): 288 wide, 162 high, at (16, 20).
            // iPad 768: regular, margins 20: 728 wide, 409.5 high, at (20, 20).
            if device.name == TestScreen.iPhoneSE1.name {
                assertFrame(image.frame, 16, 20, 288, 162, device.name)
            } else {
                assertFrame(image.frame, 20, 20, 728, 409.5, device.name)
            }
            assertNoIssues(window, device.name)
        }
    }

    /// Expand / collapse by swapping two required height constraints, in either order
    /// within one update; and lowering a priority on an active constraint.
    func testSwappingConstraintsAndChangingPriorities() {
        let (window, container) = makeContainer()
        window.logsLayoutIssues = false
        let panel = View()
        panel.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(panel)
        let collapsed = panel.heightAnchor.constraint(equalToConstant: 0)
        let expanded = panel.heightAnchor.constraint(equalToConstant: 120)
        LayoutConstraint.activate([
            panel.topAnchor.constraint(equalTo: container.topAnchor),
            panel.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            panel.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            collapsed,
        ])
        window.layoutIfNeeded()
        assertFrame(panel.frame, 0, 0, 200, 0)
        // Deactivate first, then activate: no conflict.
        collapsed.isActive = false
        expanded.isActive = true
        window.layoutIfNeeded()
        assertFrame(panel.frame, 0, 0, 200, 120)
        XCTAssertEqual(window.layoutIssues.count, 0)
        // The other order (activate before deactivating) is also fine in UIKit when nothing is
        // laid out in between: only the state at layout time matters for the frames.
        collapsed.isActive = true
        expanded.isActive = false
        window.layoutIfNeeded()
        assertFrame(panel.frame, 0, 0, 200, 0)
        // An optional constraint's priority can change while active: 300 beats 250.
        collapsed.isActive = false
        let low = panel.heightAnchor.constraint(equalToConstant: 50)
        low.priority = .defaultLow
        let high = panel.heightAnchor.constraint(equalToConstant: 80)
        high.priority = LayoutPriority(300)
        LayoutConstraint.activate([low, high])
        window.layoutIfNeeded()
        XCTAssertEqual(panel.frame.height, 80)
        high.priority = LayoutPriority(200)
        window.layoutIfNeeded()
        XCTAssertEqual(panel.frame.height, 50)
    }

    /// removeFromSuperview deactivates the constraints between the removed subtree and the
    /// rest; adding it back does not bring them back.
    func testRemoveFromSuperviewDropsOutsideConstraints() {
        let (window, container) = makeContainer()
        let card = View(), inner = View()
        card.translatesAutoresizingMaskIntoConstraints = false
        inner.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(card)
        card.addSubview(inner)
        let pinTop = card.topAnchor.constraint(equalTo: container.topAnchor, constant: 10)
        let innerToContainer = inner.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 30)
        let innerOwn = inner.widthAnchor.constraint(equalToConstant: 20)
        let innerToCard = inner.topAnchor.constraint(equalTo: card.topAnchor)
        LayoutConstraint.activate([pinTop, innerToContainer, innerOwn, innerToCard])
        card.removeFromSuperview()
        XCTAssertFalse(pinTop.isActive)
        XCTAssertFalse(innerToContainer.isActive)
        // Constraints inside the removed subtree stay.
        XCTAssertTrue(innerOwn.isActive)
        XCTAssertTrue(innerToCard.isActive)
        container.addSubview(card)
        XCTAssertFalse(pinTop.isActive)
        window.layoutIfNeeded()
    }

    /// An autoresizing subview (translatesAutoresizingMaskIntoConstraints true, the default)
    /// keeps its frame inside a container placed by constraints, and moves with it.
    func testAutoresizingFrameInsideAConstrainedContainer() {
        let (window, container) = makeContainer()
        let badge = View(frame: Rect(x: 12, y: 8, width: 24, height: 24))
        container.addSubview(badge)
        let follower = View()
        follower.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(follower)
        LayoutConstraint.activate([
            follower.leadingAnchor.constraint(equalTo: badge.trailingAnchor, constant: 4),
            follower.centerYAnchor.constraint(equalTo: badge.centerYAnchor),
            follower.widthAnchor.constraint(equalToConstant: 50),
            follower.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        // The badge keeps (12, 8, 24, 24); the follower: x 36 + 4 = 40, centre y 20 -> y 15.
        assertFrame(badge.frame, 12, 8, 24, 24)
        assertFrame(follower.frame, 40, 15, 50, 10)
        XCTAssertEqual(badge.convert(badge.bounds, to: nil), Rect(x: 112, y: 58, width: 24, height: 24))
        // Moving the badge by hand moves the follower at the next layout.
        badge.frame = Rect(x: 100, y: 100, width: 24, height: 24)
        window.layoutIfNeeded()
        assertFrame(follower.frame, 128, 107, 50, 10)
        assertNoIssues(window)
    }
}
