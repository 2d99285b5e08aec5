// Layout margins across a hierarchy in landscape (safe area 47 left / right, 21 bottom):
// preservesSuperviewLayoutMargins ("margins cascade down the view tree, adjusting for geometry
// offsets"), insetsLayoutMarginsFromSafeArea, and readableContentGuide of the root view.

import LayoutAnchors
import XCTest

final class MarginCascadeConformanceTests: XCTestCase {
    private func makeScreen() -> (Window, View) {
        let window = TestScreen.iPhone14Landscape.window()
        let controller = ViewController()
        window.rootViewController = controller
        return (window, controller.view)
    }

    /// A full-width container with its own 8 pt margins, preserving the root's: the root's
    /// margin edges are 47 + 16 = 63 from each side, so the container's become 63 too.
    func testPreservedMarginsCascade() {
        let (window, root) = makeScreen()
        let container = View(), child = View()
        container.preservesSuperviewLayoutMargins = true
        pinEdges(container, to: root)
        child.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(child)
        LayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor),
            child.trailingAnchor.constraint(equalTo: container.layoutMarginsGuide.trailingAnchor),
            child.topAnchor.constraint(equalTo: container.layoutMarginsGuide.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        // Own margins measured from the container's safe area: 47 + 8 = 55 < 63: 63 wins.
        // Top: the container's own 8 (the root's top margin is 0). 844 - 126 = 718 wide.
        assertFrame(child.frame, 63, 8, 718, 10)
        // Without preserving: 55 on each side.
        container.preservesSuperviewLayoutMargins = false
        window.layoutIfNeeded()
        assertFrame(child.frame, 55, 8, 734, 10)
        // Not measured from the safe area either: 8 from the edges.
        container.insetsLayoutMarginsFromSafeArea = false
        window.layoutIfNeeded()
        assertFrame(child.frame, 8, 8, 828, 10)
        assertNoIssues(window)
    }

    /// The root's readable guide in landscape: margins 63 each side leave 718; the readable
    /// width at .large is 672, centred: 63 + (718 - 672) / 2 = 86.
    func testReadableGuideInLandscape() {
        let (window, root) = makeScreen()
        let text = View()
        text.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(text)
        LayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: root.readableContentGuide.leadingAnchor),
            text.trailingAnchor.constraint(equalTo: root.readableContentGuide.trailingAnchor),
            text.topAnchor.constraint(equalTo: root.readableContentGuide.topAnchor),
            text.bottomAnchor.constraint(equalTo: root.readableContentGuide.bottomAnchor),
        ])
        window.layoutIfNeeded()
        // Top 0 (no top inset, root top margin 0); bottom 390 - 21 = 369.
        assertFrame(text.frame, 86, 0, 672, 369)
        // Right-to-left: symmetric, the same frame.
        window.layoutDirection = .rightToLeft
        window.layoutIfNeeded()
        assertFrame(text.frame, 86, 0, 672, 369)
        assertNoIssues(window)
    }
}
