// Safe area and layout margins: window insets propagated and clipped to each view, view
// controller additional insets, system minimum margins (16 compact / 20 regular), margins
// measured from the safe area, preservesSuperviewLayoutMargins, keyboard layout guide.

import LayoutAnchors
import XCTest

final class SafeAreaFeatureTests: XCTestCase {
    private func box(in parent: View, _ name: String, x: Double, y: Double, width: Double, height: Double) -> View {
        let v = constrainedView(in: parent, name)
        LayoutConstraint.activate([
            v.leftAnchor.constraint(equalTo: parent.leftAnchor, constant: x),
            v.topAnchor.constraint(equalTo: parent.topAnchor, constant: y),
            v.widthAnchor.constraint(equalToConstant: width),
            v.heightAnchor.constraint(equalToConstant: height),
        ])
        return v
    }

    func testSafeAreaPropagatesAndClipsToEachView() {
        var root: View!, top: View!, inside: View!
        let window = phoneWindow { r in
            root = r
            top = self.box(in: r, "top", x: 0, y: 0, width: 100, height: 100)
            inside = self.box(in: r, "inside", x: 10, y: 100, width: 100, height: 100)
        }
        window.layoutIfNeeded()
        XCTAssertEqual(window.safeAreaInsets, EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(root.safeAreaInsets, EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(top.safeAreaInsets, EdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(inside.safeAreaInsets, EdgeInsets())
        assertFrame(root.safeAreaLayoutGuide.layoutFrame, 0, 47, 390, 763)
        assertFrame(top.safeAreaLayoutGuide.layoutFrame, 0, 47, 100, 53)
    }

    func testAdditionalSafeAreaInsetsOfTheViewController() {
        var root: View!, top: View!, pinned: View!
        let controller = ClosureViewController { r in
            root = r
            top = self.box(in: r, "top", x: 0, y: 0, width: 100, height: 100)
            pinned = constrainedView(in: r, "pinned")
            LayoutConstraint.activate([
                pinned.topAnchor.constraint(equalTo: r.safeAreaLayoutGuide.topAnchor),
                pinned.leadingAnchor.constraint(equalTo: r.safeAreaLayoutGuide.leadingAnchor),
                pinned.trailingAnchor.constraint(equalTo: r.safeAreaLayoutGuide.trailingAnchor),
                pinned.bottomAnchor.constraint(equalTo: r.safeAreaLayoutGuide.bottomAnchor),
            ])
        }
        controller.additionalSafeAreaInsets = EdgeInsets(top: 10, left: 5, bottom: 0, right: 0)
        let window = Window(size: Size(width: 390, height: 844), safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        window.rootViewController = controller
        window.layoutIfNeeded()
        XCTAssertEqual(root.safeAreaInsets, EdgeInsets(top: 57, left: 5, bottom: 34, right: 0))
        XCTAssertEqual(top.safeAreaInsets, EdgeInsets(top: 57, left: 5, bottom: 0, right: 0))
        assertFrame(pinned.frame, 5, 57, 385, 753)
        controller.additionalSafeAreaInsets = EdgeInsets(top: 0, left: 0, bottom: 300, right: 0)
        window.layoutIfNeeded()
        assertFrame(pinned.frame, 0, 47, 390, 463)
    }

    func testRootViewMarginsUseTheSystemMinimum() {
        var root: View!
        let phone = phoneWindow { root = $0 }
        phone.layoutIfNeeded()
        // A root view's own margins are the system minimum: 16 at the sides (compact), 0 top
        // and bottom, measured from the safe area (47 / 34): x 16, y 47 + 0, width 390 - 32 =
        // 358, height 844 - 47 - 34 = 763.
        assertFrame(root.layoutMarginsGuide.layoutFrame, 16, 47, 358, 763)
        XCTAssertEqual(root.directionalLayoutMargins, DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        var padRoot: View!
        let pad = padWindow { padRoot = $0 }
        pad.layoutIfNeeded()
        // Regular width: 20 at the sides; safe area 24 / 20: x 20, y 24, 1366 - 40 = 1326,
        // 1024 - 24 - 20 = 980.
        assertFrame(padRoot.layoutMarginsGuide.layoutFrame, 20, 24, 1326, 980)
        (phone.rootViewController!).viewRespectsSystemMinimumLayoutMargins = false
        phone.layoutIfNeeded()
        // Without the minimum the root's own margins (0, 16, 0, 16) apply alone: the same.
        assertFrame(root.layoutMarginsGuide.layoutFrame, 16, 47, 358, 763)
        root.directionalLayoutMargins = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        phone.layoutIfNeeded()
        assertFrame(root.layoutMarginsGuide.layoutFrame, 2, 48, 384, 759)
    }

    func testMarginsOfPlainViewsAreMeasuredFromTheirSafeArea() {
        var child: View!, label: View!
        let window = phoneWindow { r in
            child = self.box(in: r, "child", x: 0, y: 0, width: 200, height: 200)
            label = constrainedView(in: child, "label")
            LayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: child.layoutMarginsGuide.leadingAnchor),
                label.topAnchor.constraint(equalTo: child.layoutMarginsGuide.topAnchor),
                label.trailingAnchor.constraint(equalTo: child.layoutMarginsGuide.trailingAnchor),
                label.bottomAnchor.constraint(equalTo: child.layoutMarginsGuide.bottomAnchor),
            ])
        }
        window.layoutIfNeeded()
        assertFrame(label.frame, 8, 55, 184, 137)
        child.insetsLayoutMarginsFromSafeArea = false
        window.layoutIfNeeded()
        assertFrame(label.frame, 8, 8, 184, 184)
        child.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        window.layoutIfNeeded()
        assertFrame(label.frame, 2, 1, 194, 196)
    }

    func testPreservesSuperviewLayoutMargins() {
        var child: View!
        let window = phoneWindow { r in child = self.box(in: r, "child", x: 4, y: 100, width: 200, height: 50) }
        window.layoutIfNeeded()
        assertFrame(child.layoutMarginsGuide.layoutFrame, 8, 8, 184, 34)
        child.preservesSuperviewLayoutMargins = true
        window.layoutIfNeeded()
        // The root's leading margin (16) reaches 12 into the child.
        assertFrame(child.layoutMarginsGuide.layoutFrame, 12, 8, 180, 34)
    }

    func testKeyboardLayoutGuide() {
        var field: View!, root: View!
        let window = phoneWindow { r in
            root = r
            field = constrainedView(in: r, "field")
            LayoutConstraint.activate([
                field.leadingAnchor.constraint(equalTo: r.leadingAnchor),
                field.trailingAnchor.constraint(equalTo: r.trailingAnchor),
                field.heightAnchor.constraint(equalToConstant: 44),
                field.bottomAnchor.constraint(equalTo: r.keyboardLayoutGuide.topAnchor),
            ])
        }
        window.layoutIfNeeded()
        assertFrame(root.keyboardLayoutGuide.layoutFrame, 0, 810, 390, 34)
        assertFrame(field.frame, 0, 766, 390, 44)
        window.keyboardFrame = Rect(x: 0, y: 508, width: 390, height: 336)
        window.layoutIfNeeded()
        assertFrame(root.keyboardLayoutGuide.layoutFrame, 0, 508, 390, 336)
        assertFrame(field.frame, 0, 464, 390, 44)
        XCTAssertEqual(root.safeAreaInsets, EdgeInsets(top: 47, left: 0, bottom: 34, right: 0), "keyboard leaves safe areas alone")
        window.keyboardFrame = nil
        window.layoutIfNeeded()
        assertFrame(field.frame, 0, 766, 390, 44)
    }

    func testResizeWindowRelayoutsRootView() {
        var root: View!, pinned: View!
        let window = phoneWindow { r in
            root = r
            pinned = constrainedView(in: r, "pinned")
            LayoutConstraint.activate([
                pinned.topAnchor.constraint(equalTo: r.safeAreaLayoutGuide.topAnchor),
                pinned.bottomAnchor.constraint(equalTo: r.safeAreaLayoutGuide.bottomAnchor),
                pinned.leadingAnchor.constraint(equalTo: r.layoutMarginsGuide.leadingAnchor),
                pinned.trailingAnchor.constraint(equalTo: r.layoutMarginsGuide.trailingAnchor),
            ])
        }
        window.layoutIfNeeded()
        assertFrame(pinned.frame, 16, 47, 358, 763)
        window.resize(to: Size(width: 844, height: 390), safeAreaInsets: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        window.layoutIfNeeded()
        assertFrame(root.frame, 0, 0, 844, 390)
        // A landscape iPhone whose short side is under 414 pt (390) stays compact: the 16 pt system minimum beats
        // the 8 pt own margin; margins are measured from the safe area: 47 + 16 = 63 each side.
        assertFrame(pinned.frame, 63, 0, 718, 369)
        XCTAssertFalse(window.hasRegularWidth)
        window.resize(to: Size(width: 932, height: 430), safeAreaInsets: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        window.layoutIfNeeded()
        // A Pro Max in landscape is regular: 59 + 20 = 79.
        XCTAssertTrue(window.hasRegularWidth)
        assertFrame(pinned.frame, 79, 0, 774, 409)
        window.resize(to: Size(width: 744, height: 1133), safeAreaInsets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        window.layoutIfNeeded()
        // iPad mini portrait: regular, 20 pt.
        assertFrame(pinned.frame, 20, 24, 704, 1089)
    }
}
