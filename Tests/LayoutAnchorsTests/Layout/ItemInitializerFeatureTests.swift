import LayoutAnchors
import XCTest

/// `LayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`, UIKit's
/// initialiser, with margin attributes, guides, multipliers and the invalid combinations.
final class ItemInitializerFeatureTests: XCTestCase {
    private func makeScreen() -> (Window, View) {
        let window = makePhoneWindow()
        window.logsLayoutIssues = false
        let controller = ViewController()
        window.rootViewController = controller
        return (window, controller.view)
    }

    private func newView(in parent: View) -> View {
        let v = View()
        v.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(v)
        return v
    }

    func testPlainAttributesAndAConstantSize() {
        let (window, root) = makeScreen()
        let box = newView(in: root)
        let width = LayoutConstraint(
            item: box, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
            multiplier: 1, constant: 100)
        LayoutConstraint.activate([
            LayoutConstraint(
                item: box, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .leading,
                multiplier: 1, constant: 20),
            LayoutConstraint(
                item: box, attribute: .top, relatedBy: .equal, toItem: root, attribute: .top,
                multiplier: 1, constant: 100),
            width,
            LayoutConstraint(
                item: box, attribute: .height, relatedBy: .equal, toItem: box, attribute: .width,
                multiplier: 0.5, constant: 0),
        ])
        window.layoutIfNeeded()
        XCTAssertEqual(box.frame, Rect(x: 20, y: 100, width: 100, height: 50))  // height 0.5 x 100
        XCTAssertTrue(width.firstItem === box)
        XCTAssertNil(width.secondItem)
        XCTAssertEqual(width.secondAttribute, .notAnAttribute)
        XCTAssertTrue(window.layoutIssues.isEmpty, "\(window.layoutIssues)")
    }

    func testMarginAttributesUseTheLayoutMarginsGuide() {
        let (window, root) = makeScreen()
        let container = newView(in: root), box = newView(in: container)
        let leading = LayoutConstraint(
            item: box, attribute: .leadingMargin, relatedBy: .equal, toItem: container,
            attribute: .leadingMargin, multiplier: 1, constant: 0)
        LayoutConstraint.activate([
            // The root view's side margins are the compact minimum, 16.
            LayoutConstraint(
                item: container, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .leadingMargin,
                multiplier: 1, constant: 0),
            LayoutConstraint(
                item: container, attribute: .trailing, relatedBy: .equal, toItem: root, attribute: .trailingMargin,
                multiplier: 1, constant: 0),
            LayoutConstraint(
                item: container, attribute: .top, relatedBy: .equal, toItem: root, attribute: .top,
                multiplier: 1, constant: 300),
            LayoutConstraint(
                item: container, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                multiplier: 1, constant: 100),
            leading,
            LayoutConstraint(
                item: box, attribute: .top, relatedBy: .equal, toItem: container, attribute: .topMargin,
                multiplier: 1, constant: 0),
            LayoutConstraint(
                item: box, attribute: .trailing, relatedBy: .equal, toItem: container, attribute: .trailingMargin,
                multiplier: 1, constant: 0),
            LayoutConstraint(
                item: box, attribute: .bottom, relatedBy: .equal, toItem: container, attribute: .bottomMargin,
                multiplier: 1, constant: 0),
        ])
        window.layoutIfNeeded()
        // container: x 16, width 390 - 32 = 358, y 300 (inside the safe area), 100 high.
        XCTAssertEqual(container.frame, Rect(x: 16, y: 300, width: 358, height: 100))
        // The container's margins are 8 on every side (no safe area there): 8...350 across,
        // 8...92 down. box.leadingMargin (box.x + 8) == 8, so box.x = 0; box.trailing == 350,
        // so width 350; top 8, bottom 92: height 84.
        XCTAssertEqual(box.frame, Rect(x: 0, y: 8, width: 350, height: 84))
        XCTAssertTrue(leading.firstItem === box)
        XCTAssertEqual(leading.firstAttribute, .leadingMargin)
        XCTAssertTrue(leading.secondItem === container)
        XCTAssertEqual(leading.secondAttribute, .leadingMargin)
        XCTAssertTrue(leading.description.contains(".leadingMargin == "), leading.description)
        XCTAssertTrue(leading.description.hasSuffix(".leadingMargin   (active)>"), leading.description)
        XCTAssertTrue(window.layoutIssues.isEmpty)
    }

    func testCenterWithinMarginsAndAPositionMultiplier() {
        let (window, root) = makeScreen()
        let container = newView(in: root)
        let dot = newView(in: container), mark = newView(in: container)
        container.layoutMargins = EdgeInsets(top: 10, left: 40, bottom: 10, right: 0)
        LayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 100),
            container.topAnchor.constraint(equalTo: root.topAnchor, constant: 200),
            container.widthAnchor.constraint(equalToConstant: 200),
            container.heightAnchor.constraint(equalToConstant: 100),
            dot.widthAnchor.constraint(equalToConstant: 20), dot.heightAnchor.constraint(equalToConstant: 20),
            mark.widthAnchor.constraint(equalToConstant: 20), mark.heightAnchor.constraint(equalToConstant: 20),
            LayoutConstraint(
                item: dot, attribute: .centerX, relatedBy: .equal, toItem: container,
                attribute: .centerXWithinMargins, multiplier: 1, constant: 0),
            LayoutConstraint(
                item: dot, attribute: .centerY, relatedBy: .equal, toItem: container,
                attribute: .centerYWithinMargins, multiplier: 1, constant: 0),
            // UIKit measures position multipliers in the container's coordinates: its centerX
            // there is 100, so mark.centerX = 0.5 x 100 = 50 (not half of the window's 200).
            LayoutConstraint(
                item: mark, attribute: .centerX, relatedBy: .equal, toItem: container, attribute: .centerX,
                multiplier: 0.5, constant: 0),
            LayoutConstraint(
                item: mark, attribute: .top, relatedBy: .equal, toItem: container, attribute: .top,
                multiplier: 1, constant: 0),
        ])
        window.layoutIfNeeded()
        // Margins guide x 40...200 (centre 120), y 10...90 (centre 50): dot (110, 40, 20, 20).
        XCTAssertEqual(dot.frame, Rect(x: 110, y: 40, width: 20, height: 20))
        XCTAssertEqual(mark.frame, Rect(x: 40, y: 0, width: 20, height: 20))  // centre 50
        XCTAssertTrue(window.layoutIssues.isEmpty)
    }

    func testLayoutGuidesAreItems() {
        let (window, root) = makeScreen()
        let spacer = LayoutGuide()
        root.addLayoutGuide(spacer)
        let box = newView(in: root)
        LayoutConstraint.activate([
            LayoutConstraint(
                item: spacer, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .leading,
                multiplier: 1, constant: 0),
            LayoutConstraint(
                item: spacer, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                multiplier: 1, constant: 60),
            LayoutConstraint(
                item: box, attribute: .leading, relatedBy: .equal, toItem: spacer, attribute: .trailing,
                multiplier: 1, constant: 0),
            LayoutConstraint(
                item: box, attribute: .top, relatedBy: .equal, toItem: root.safeAreaLayoutGuide, attribute: .top,
                multiplier: 1, constant: 0),
            LayoutConstraint(
                item: box, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                multiplier: 1, constant: 10),
            LayoutConstraint(
                item: box, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                multiplier: 1, constant: 10),
        ])
        window.layoutIfNeeded()
        XCTAssertEqual(box.frame, Rect(x: 60, y: 47, width: 10, height: 10))
    }

    final class NotAView {}

    func testInvalidCombinationsAreRefusedWithAnIssue() {
        let (window, root) = makeScreen()
        let box = newView(in: root), guide = LayoutGuide()
        root.addLayoutGuide(guide)
        let stranger = NotAView()
        let invalid: [(LayoutConstraint, String)] = [
            (
                LayoutConstraint(
                    item: box, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .top,
                    multiplier: 1, constant: 0), "different axes"
            ),
            (
                LayoutConstraint(
                    item: box, attribute: .width, relatedBy: .equal, toItem: root, attribute: .leading,
                    multiplier: 1, constant: 0), "a size"
            ),
            (
                LayoutConstraint(
                    item: box, attribute: .leading, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                    multiplier: 1, constant: 10), "no second item"
            ),
            (
                LayoutConstraint(
                    item: box, attribute: .top, relatedBy: .equal, toItem: root, attribute: .notAnAttribute,
                    multiplier: 1, constant: 10), "notAnAttribute"
            ),
            (
                LayoutConstraint(
                    item: stranger, attribute: .width, relatedBy: .equal, toItem: box, attribute: .width,
                    multiplier: 1, constant: 0), "not a view or a layout guide"
            ),
            (
                LayoutConstraint(
                    item: guide, attribute: .leadingMargin, relatedBy: .equal, toItem: root, attribute: .leading,
                    multiplier: 1, constant: 0), "a layout guide has no leadingMargin"
            ),
            (
                LayoutConstraint(
                    item: box, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .left,
                    multiplier: 1, constant: 0), "leading/trailing attribute and a right/left"
            ),
            (
                LayoutConstraint(
                    item: box, attribute: .centerX, relatedBy: .equal, toItem: root, attribute: .centerX,
                    multiplier: 0, constant: 0), "multiplier of 0"
            ),
        ]
        for (constraint, reason) in invalid {
            let before = window.layoutIssues.count
            constraint.isActive = true
            XCTAssertFalse(constraint.isActive, reason)
            let issues = window.layoutIssues
            XCTAssertEqual(issues.count, before + 1, reason)
            XCTAssertEqual(issues.last?.kind, .invalidConstraint, reason)
            XCTAssertTrue(issues.last?.description.contains(reason) ?? false, "\(reason): \(issues.last?.description ?? "")")
            XCTAssertTrue(issues.last?.constraint === constraint)
        }
        XCTAssertTrue(invalid[4].0.firstItem === stranger, "the items are kept as given")
        XCTAssertTrue(invalid[1].0.description.contains(".width == "), invalid[1].0.description)
        XCTAssertTrue(invalid[1].0.description.hasSuffix(".leading>"), invalid[1].0.description)
        window.layoutIfNeeded()
        XCTAssertTrue(box.constraints.isEmpty)
    }

    func testMarginAttributesFollowTheLayoutDirection() {
        let window = makePhoneWindow(direction: .rightToLeft)
        let controller = ViewController()
        window.rootViewController = controller
        let root = controller.view
        let box = newView(in: root)
        LayoutConstraint.activate([
            LayoutConstraint(
                item: box, attribute: .trailing, relatedBy: .equal, toItem: root, attribute: .trailingMargin,
                multiplier: 1, constant: 0),
            LayoutConstraint(
                item: box, attribute: .top, relatedBy: .equal, toItem: root, attribute: .top,
                multiplier: 1, constant: 100),
            LayoutConstraint(
                item: box, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                multiplier: 1, constant: 100),
            LayoutConstraint(
                item: box, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                multiplier: 1, constant: 10),
        ])
        window.layoutIfNeeded()
        // Right-to-left, the trailing margin is on the left, 16 in: x = 16.
        XCTAssertEqual(box.frame, Rect(x: 16, y: 100, width: 100, height: 10))
        window.layoutDirection = .leftToRight
        window.layoutIfNeeded()
        // Left-to-right: trailing at 390 - 16 = 374, so x = 374 - 100 = 274.
        XCTAssertEqual(box.frame, Rect(x: 274, y: 100, width: 100, height: 10))
        XCTAssertTrue(window.layoutIssues.isEmpty)
    }
}
