// layoutMargins (left / right) and directionalLayoutMargins (leading / trailing) under both
// layout directions. Apple: "In iOS 11 and later, use the directionalLayoutMargins property to
// specify layout margins instead of this property. The leading and trailing edge insets in
// the directionalLayoutMargins property are synchronized with the left and right insets in
// this property" (UIView.layoutMargins); "the leading margin is applied to the right edge of
// the view in right-to-left layouts" (directionalLayoutMargins). So margins set as left/right
// stay left/right, whenever they were set, and directional ones flip.

import LayoutAnchors
import XCTest

final class MarginsDirectionConformanceTests: XCTestCase {
    /// A 300 x 100 container at (0, 0) and a child filling its margins guide.
    private func makeContainer(in window: Window) -> (View, View) {
        let container = View(), child = View()
        container.translatesAutoresizingMaskIntoConstraints = false
        child.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(container)
        container.addSubview(child)
        let margins = container.layoutMarginsGuide
        LayoutConstraint.activate([
            container.topAnchor.constraint(equalTo: window.topAnchor),
            container.leftAnchor.constraint(equalTo: window.leftAnchor),
            container.widthAnchor.constraint(equalToConstant: 300),
            container.heightAnchor.constraint(equalToConstant: 100),
            child.topAnchor.constraint(equalTo: margins.topAnchor),
            child.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            child.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            child.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        ])
        return (container, child)
    }

    /// Left / right margins set before the view joins a right-to-left window stay put.
    func testAbsoluteMarginsSetBeforeJoiningARightToLeftWindow() {
        let window = Window(size: Size(width: 400, height: 300), layoutDirection: .rightToLeft)
        let container = View()
        container.layoutMargins = EdgeInsets(top: 5, left: 30, bottom: 5, right: 10)
        let (placed, child) = makeContainer(in: window)
        placed.layoutMargins = EdgeInsets(top: 5, left: 30, bottom: 5, right: 10)
        window.layoutIfNeeded()
        // Left 30, right 10: the child spans 30...290.
        assertFrame(child.frame, 30, 5, 260, 90)
        XCTAssertEqual(placed.directionalLayoutMargins, DirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 30))
        // The same margins set on a view outside any window, then added: still left 30.
        window.addSubview(container)
        XCTAssertEqual(container.layoutMargins, EdgeInsets(top: 5, left: 30, bottom: 5, right: 10))
        container.removeFromSuperview()
        assertNoIssues(window)
    }

    /// Flipping the direction at run time: left/right margins stay, directional ones flip.
    func testFlippingTheDirection() {
        let window = Window(size: Size(width: 400, height: 300))
        let (absolute, absoluteChild) = makeContainer(in: window)
        absolute.layoutMargins = EdgeInsets(top: 0, left: 30, bottom: 0, right: 10)
        window.layoutIfNeeded()
        assertFrame(absoluteChild.frame, 30, 0, 260, 100)
        window.layoutDirection = .rightToLeft
        window.layoutIfNeeded()
        assertFrame(absoluteChild.frame, 30, 0, 260, 100)
        XCTAssertEqual(absolute.layoutMargins, EdgeInsets(top: 0, left: 30, bottom: 0, right: 10))

        let other = Window(size: Size(width: 400, height: 300))
        let (directional, directionalChild) = makeContainer(in: other)
        directional.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 10)
        other.layoutIfNeeded()
        assertFrame(directionalChild.frame, 30, 0, 260, 100)
        other.layoutDirection = .rightToLeft
        other.layoutIfNeeded()
        // Leading 30 is now on the right: the child spans 10...270.
        assertFrame(directionalChild.frame, 10, 0, 260, 100)
        XCTAssertEqual(directional.layoutMargins, EdgeInsets(top: 0, left: 10, bottom: 0, right: 30))
        assertNoIssues(window)
        assertNoIssues(other)
    }
}
