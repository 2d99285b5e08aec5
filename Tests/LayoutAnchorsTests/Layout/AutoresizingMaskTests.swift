// Autoresizing masks (UIKit's UIView.AutoresizingMask; API.md part 2): a view that keeps
// translatesAutoresizingMaskIntoConstraints follows its superview's size changes, shared among
// the mask's flexible parts (margins and size) in proportion to their current lengths; a
// fixed part keeps its length; an empty mask keeps the frame. Left and right are absolute:
// right to left changes nothing. Its constraints read `h=… v=…` as UIKit logs them.

import LayoutAnchors
import XCTest

final class AutoresizingMaskTests: XCTestCase {
    /// A 300 x 200 container at (0, 0) of a window, with a child at (10, 20, 100, 50).
    private func makeContainer(direction: LayoutDirection, mask: AutoresizingMask) -> (Window, View, View) {
        let window = Window(size: Size(width: 1000, height: 1000), layoutDirection: direction)
        let container = View(frame: Rect(x: 0, y: 0, width: 300, height: 200))
        window.addSubview(container)
        let child = View(frame: Rect(x: 10, y: 20, width: 100, height: 50))
        child.autoresizingMask = mask
        container.addSubview(child)
        window.layoutIfNeeded()
        return (window, container, child)
    }

    func testEachMaskSharesTheChangeInProportion() {
        // Horizontally: a = 10, s = 100, b = 300 - 110 = 190. Vertically: 20, 50, 130.
        // The container grows to W x H; each flexible part p becomes p / F * (W - fixed).
        let cases: [(AutoresizingMask, Size, Rect, String)] = [
            // No mask: nothing moves (the far margins take the change).
            ([], Size(width: 600, height: 270), Rect(x: 10, y: 20, width: 100, height: 50), "h=--& v=--&"),
            // Width only: F = 100, fixed 200: 600 - 200 = 400 wide.
            ([.flexibleWidth], Size(width: 600, height: 270), Rect(x: 10, y: 20, width: 400, height: 50), "h=-&- v=--&"),
            // Both side margins: F = 200, fixed 100: 500 shared 10 : 190, x = 10 / 200 * 500 = 25.
            (
                [.flexibleLeftMargin, .flexibleRightMargin], Size(width: 600, height: 270), Rect(x: 25, y: 20, width: 100, height: 50),
                "h=&-& v=--&"
            ),
            // All three: F = 300, fixed 0: x 10 / 300 * 600 = 20, width 200.
            (
                [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin], Size(width: 600, height: 200),
                Rect(x: 20, y: 20, width: 200, height: 50), "h=&&& v=--&"
            ),
            // Left margin only: it takes all: x = 600 - 100 - 190 = 310.
            ([.flexibleLeftMargin], Size(width: 600, height: 200), Rect(x: 310, y: 20, width: 100, height: 50), "h=&-- v=--&"),
            // Top margin and height: F = 70, fixed 130: 270 - 130 = 140 shared 20 : 50: top 40,
            // height 100.
            (
                [.flexibleTopMargin, .flexibleHeight], Size(width: 300, height: 270), Rect(x: 10, y: 40, width: 100, height: 100),
                "h=--& v=&&-"
            ),
            // Bottom margin only: the frame stays.
            ([.flexibleBottomMargin], Size(width: 300, height: 270), Rect(x: 10, y: 20, width: 100, height: 50), "h=--& v=--&"),
            // Top margin only: y = 270 - 50 - 130 = 90.
            ([.flexibleTopMargin], Size(width: 300, height: 270), Rect(x: 10, y: 90, width: 100, height: 50), "h=--& v=&--"),
        ]
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            for (mask, size, expected, notation) in cases {
                let context = "\(mask.rawValue) \(direction)"
                let (window, container, child) = makeContainer(direction: direction, mask: mask)
                XCTAssertEqual(child.frame, Rect(x: 10, y: 20, width: 100, height: 50), context)
                container.frame = Rect(origin: .zero, size: size)
                window.layoutIfNeeded()
                XCTAssertEqual(child.frame, expected, context)
                let own = child.constraintsAffectingLayout(for: .horizontal).filter {
                    $0.description.contains("NSAutoresizingMask") && $0.firstItem === child
                }
                XCTAssertFalse(own.isEmpty, context)
                XCTAssertTrue(own.allSatisfy { $0.identifier == notation }, "\(context): \(own)")
                // And back: the same rule gives the original frame.
                container.frame = Rect(x: 0, y: 0, width: 300, height: 200)
                window.layoutIfNeeded()
                XCTAssertEqual(child.frame, Rect(x: 10, y: 20, width: 100, height: 50), context)
                assertNoIssues(window, context)
            }
        }
    }

    func testMaskedViewBesideConstrainedOnesFollowsARotation() {
        // An iPad 768 x 1024 turned to 1024 x 768. A header pinned by constraints to the
        // window's top, 100 high, full width; in it a masked badge set after the first layout
        // at (64, 10, 192, 40): margins 64 and 768 - 256 = 512 (fixed), F = 256. At 1024:
        // 1024 - 512 = 512 shared 64 : 192: x 128, width 384. Vertically nothing flexes.
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let window = Window(size: Size(width: 768, height: 1024), layoutDirection: direction)
            let header = View()
            header.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(header)
            LayoutConstraint.activate([
                header.topAnchor.constraint(equalTo: window.topAnchor),
                header.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                header.trailingAnchor.constraint(equalTo: window.trailingAnchor),
                header.heightAnchor.constraint(equalToConstant: 100),
            ])
            let sibling = View()
            sibling.translatesAutoresizingMaskIntoConstraints = false
            header.addSubview(sibling)
            LayoutConstraint.activate([
                sibling.trailingAnchor.constraint(equalTo: header.trailingAnchor, constant: -10),
                sibling.topAnchor.constraint(equalTo: header.topAnchor),
                sibling.widthAnchor.constraint(equalToConstant: 30), sibling.heightAnchor.constraint(equalToConstant: 30),
            ])
            window.layoutIfNeeded()
            let badge = View(frame: Rect(x: 64, y: 10, width: 192, height: 40))
            badge.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth]
            header.addSubview(badge)
            window.layoutIfNeeded()
            XCTAssertEqual(badge.frame, Rect(x: 64, y: 10, width: 192, height: 40))
            window.resize(to: Size(width: 1024, height: 768))
            window.layoutIfNeeded()
            XCTAssertEqual(header.frame, Rect(x: 0, y: 0, width: 1024, height: 100), "\(direction)")
            XCTAssertEqual(badge.frame, Rect(x: 128, y: 10, width: 384, height: 40), "\(direction)")
            // The constrained sibling: trailing 10 from the edge, 30 wide: x 1024 - 40 = 984,
            // or 10 from the left edge right to left.
            XCTAssertEqual(sibling.frame.minX, direction == .leftToRight ? 984 : 10)
            assertNoIssues(window, "\(direction)")
        }
    }

    func testSettingTheFrameRestartsFromIt() {
        let (window, container, child) = makeContainer(direction: .leftToRight, mask: [.flexibleWidth])
        // A new frame by hand, in the 300-wide container: a = 0, s = 150, b = 150 (fixed 150).
        child.frame = Rect(x: 0, y: 0, width: 150, height: 10)
        window.layoutIfNeeded()
        container.frame = Rect(x: 0, y: 0, width: 500, height: 200)
        window.layoutIfNeeded()
        // 500 - 150 = 350 wide.
        XCTAssertEqual(child.frame, Rect(x: 0, y: 0, width: 350, height: 10))
        // Turning the mask off keeps the frame it has now.
        child.autoresizingMask = []
        container.frame = Rect(x: 0, y: 0, width: 300, height: 200)
        window.layoutIfNeeded()
        XCTAssertEqual(child.frame, Rect(x: 0, y: 0, width: 350, height: 10))
    }
}
