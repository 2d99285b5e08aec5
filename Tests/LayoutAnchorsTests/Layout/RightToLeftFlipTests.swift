import LayoutAnchors
import XCTest

/// Flipping a laid-out window between left-to-right and right-to-left, back and forth, on
/// several screens and text sizes: what reads leading and trailing mirrors, what reads left,
/// right or an on-screen centre stays, frames set by hand stay, and a rotation in between
/// lands where a fresh layout of the new size would. Every value follows from UIKit's rules:
/// leading is the left edge left-to-right and the right edge right-to-left, left and right
/// never flip, a stack arranges from its leading edge, a scroll view's content starts at its
/// bounds' x = 0 in both directions, and a subview's frame is in its superview's bounds (a
/// scroll view's bounds origin is its content offset).
final class RightToLeftFlipTests: XCTestCase {
    /// The views of the mixed-anchor screen (`mixedScreen`).
    private struct Mixed {
        let window: Window
        let root: View
        let a: View, b: View, c: View, d: View, e: View, g: View, badge: View
        let label: Label
    }

    /// A controller's root view holding: `a` at left 10 (50 wide), `b` at right 30 (40
    /// wide), `c` at leading 20 (60 wide), `d` centred 15 right of the root's centre (30
    /// wide), `e` from 8 after `c` to the trailing layout margin, a 10-pt label "abcd" at
    /// leading 20 (4 characters x 5 = 20 wide), `g` placed by its frame (12, 300, 40, 40); and
    /// `badge`, a subview of the window itself placed by its frame (5, 700, 20, 20).
    private func mixedScreen(_ screen: TestScreen, direction: LayoutDirection, category: ContentSizeCategory = .large) -> Mixed {
        let window = screen.window(direction: direction, category: category)
        let controller = ViewController()
        window.rootViewController = controller
        let root = controller.view
        root.identifier = "root"
        func add(_ view: View, _ name: String) -> View {
            view.identifier = name
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            return view
        }
        let a = add(View(), "a"), b = add(View(), "b"), c = add(View(), "c"), d = add(View(), "d"), e = add(View(), "e")
        let label = Label(text: "abcd")
        label.font = .system(size: 10)
        _ = add(label, "label")
        let g = View(frame: Rect(x: 12, y: 300, width: 40, height: 40))
        root.addSubview(g)
        let badge = View(frame: Rect(x: 5, y: 700, width: 20, height: 20))
        window.addSubview(badge)
        func row(_ v: View, top: Double) -> [LayoutConstraint] {
            [v.topAnchor.constraint(equalTo: root.topAnchor, constant: top), v.heightAnchor.constraint(equalToConstant: 20)]
        }
        LayoutConstraint.activate(
            row(a, top: 100) + row(b, top: 130) + row(c, top: 160) + row(d, top: 190) + row(e, top: 220) + [
                a.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
                a.widthAnchor.constraint(equalToConstant: 50),
                b.rightAnchor.constraint(equalTo: root.rightAnchor, constant: -30),
                b.widthAnchor.constraint(equalToConstant: 40),
                c.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                c.widthAnchor.constraint(equalToConstant: 60),
                d.centerXAnchor.constraint(equalTo: root.centerXAnchor, constant: 15),
                d.widthAnchor.constraint(equalToConstant: 30),
                e.leadingAnchor.constraint(equalTo: c.trailingAnchor, constant: 8),
                e.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
                label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                label.topAnchor.constraint(equalTo: root.topAnchor, constant: 250),
            ])
        window.layoutIfNeeded()
        return Mixed(window: window, root: root, a: a, b: b, c: c, d: d, e: e, g: g, badge: badge, label: label)
    }

    /// The mixed screen's frames for a root `w` wide with side margins `m` (16 on a compact
    /// phone in portrait; 47 + 16 = 63 in landscape, where the margins add the safe area).
    private func assertMixed(_ s: Mixed, width w: Double, margin m: Double, rightToLeft: Bool, _ context: String) {
        layoutAndAssert(s, context) {
            // Left and right never flip: a at 10; b ends 30 before the right edge.
            assertFrame(s.a.frame, 10, 100, 50, 20, context)
            assertFrame(s.b.frame, w - 70, 130, 40, 20, context)
            // c: leading 20, so right-to-left its right edge is at w - 20 and x = w - 80.
            assertFrame(s.c.frame, rightToLeft ? w - 80 : 20, 160, 60, 20, context)
            // d's centre is w / 2 + 15 on screen in both directions: x = w / 2 + 15 - 15.
            assertFrame(s.d.frame, w / 2, 190, 30, 20, context)
            // e runs from c's trailing edge + 8 (20 + 60 + 8 = 88 from the leading side) to
            // the trailing margin: w - 88 - m wide; right-to-left it starts at the left margin.
            assertFrame(s.e.frame, rightToLeft ? m : 88, 220, w - 88 - m, 20, context)
            // The label is 20 wide at 10 pt whatever the text size: x 20, or w - 20 - 20.
            assertFrame(s.label.frame, rightToLeft ? w - 40 : 20, 250, 20, 12, context)
            // Frames set by hand stay as set.
            assertFrame(s.g.frame, 12, 300, 40, 40, context)
            assertFrame(s.badge.frame, 5, 700, 20, 20, context)
        }
    }

    private func layoutAndAssert(_ s: Mixed, _ context: String, _ body: () -> Void) {
        s.window.layoutIfNeeded()
        body()
        assertNoIssues(s.window, context)
    }

    func testMixedAnchorsFlipBackAndForthOnPhonesAndTextSizes() {
        let cases: [(TestScreen, Double, ContentSizeCategory)] = [
            (.iPhone14, 16, .large), (.iPhone14, 16, .accessibilityLarge), (.iPhone14Landscape, 63, .large), (.iPhone8, 16, .extraSmall),
        ]
        for (screen, margin, category) in cases {
            let context = "\(screen.name) \(category)"
            let s = mixedScreen(screen, direction: .leftToRight, category: category)
            let w = screen.size.width
            assertMixed(s, width: w, margin: margin, rightToLeft: false, context + " first layout")
            for round in 1...2 {
                s.window.layoutDirection = .rightToLeft
                assertMixed(s, width: w, margin: margin, rightToLeft: true, context + " right to left \(round)")
                s.window.layoutDirection = .leftToRight
                assertMixed(s, width: w, margin: margin, rightToLeft: false, context + " left to right \(round)")
            }
        }
    }

    /// A window made right-to-left, then flipped, rotated while right-to-left (the root's and
    /// the badge's pins follow the new width) and flipped back in landscape.
    func testAWindowMadeRightToLeftFlipsAndRotates() {
        let s = mixedScreen(.iPhone14, direction: .rightToLeft)
        assertMixed(s, width: 390, margin: 16, rightToLeft: true, "made right to left")
        s.window.layoutDirection = .leftToRight
        assertMixed(s, width: 390, margin: 16, rightToLeft: false, "flipped")
        s.window.layoutDirection = .rightToLeft
        assertMixed(s, width: 390, margin: 16, rightToLeft: true, "flipped back")
        let landscape = TestScreen.iPhone14Landscape
        s.window.resize(to: landscape.size, safeAreaInsets: landscape.safeArea)
        assertMixed(s, width: 844, margin: 63, rightToLeft: true, "rotated right to left")
        s.window.layoutDirection = .leftToRight
        assertMixed(s, width: 844, margin: 63, rightToLeft: false, "landscape left to right")
        s.window.resize(to: TestScreen.iPhone14.size, safeAreaInsets: TestScreen.iPhone14.safeArea)
        s.window.layoutDirection = .rightToLeft
        assertMixed(s, width: 390, margin: 16, rightToLeft: true, "rotated and flipped at once")
    }

    /// explainLayout reads positions in window coordinates after a flip: c's leading edge is
    /// at 20 left-to-right and at w - 20 right-to-left; e's trailing edge at w - m, then m.
    func testExplanationsFollowAFlip() {
        let s = mixedScreen(.iPhone14, direction: .leftToRight)
        func explained(_ v: View) -> String { v.explainLayout(.horizontal).description }
        XCTAssertTrue(explained(s.c).contains("gives c.leading = 20"), explained(s.c))
        XCTAssertTrue(explained(s.e).contains("gives e.trailing = 374"), explained(s.e))  // 390 - 16
        s.window.layoutDirection = .rightToLeft
        XCTAssertTrue(explained(s.c).contains("gives c.leading = 370"), explained(s.c))  // 390 - 20
        XCTAssertTrue(explained(s.e).contains("gives e.trailing = 16"), explained(s.e))
        XCTAssertTrue(explained(s.a).contains("gives a.left = 10"), explained(s.a))
        s.window.layoutDirection = .leftToRight
        XCTAssertTrue(explained(s.c).contains("gives c.leading = 20"), explained(s.c))
    }

    /// A vertical stack aligned `.leading` (its views keep their intrinsic widths at the
    /// leading side) and a horizontal `.equalSpacing` stack 300 wide of views 100 and 50 wide
    /// (one gap of 300 - 150 = 150), both 20 from the root's leading edge.
    func testStacksFlipWithTheirLeadingEdge() {
        for screen in [TestScreen.iPhone14, .iPad] {
            let w = screen.size.width
            let window = screen.window()
            let controller = ViewController()
            window.rootViewController = controller
            let root = controller.view
            func sized(_ width: Double, _ height: Double) -> View {
                let v = View()
                v.intrinsicContentSize = Size(width: width, height: height)
                return v
            }
            let v1 = sized(100, 30), v2 = sized(50, 30), h1 = sized(100, 40), h2 = sized(50, 40)
            let column = StackView(arrangedSubviews: [v1, v2])
            column.axis = .vertical
            column.alignment = .leading
            let row = StackView(arrangedSubviews: [h1, h2])
            row.axis = .horizontal
            row.distribution = .equalSpacing
            for stack in [column, row] {
                stack.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(stack)
            }
            LayoutConstraint.activate([
                column.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                column.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
                column.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
                row.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                row.widthAnchor.constraint(equalToConstant: 300),
                row.topAnchor.constraint(equalTo: root.topAnchor, constant: 300),
            ])
            for (direction, rtl) in [
                (LayoutDirection.leftToRight, false), (.rightToLeft, true), (.leftToRight, false), (.rightToLeft, true),
            ] {
                window.layoutDirection = direction
                window.layoutIfNeeded()
                let context = "\(screen.name) \(direction)"
                // The column is w - 40 wide; its views sit at its leading side.
                assertFrame(column.frame, 20, 100, w - 40, 60, context)
                assertFrame(v1.frame, rtl ? w - 40 - 100 : 0, 0, 100, 30, context)
                assertFrame(v2.frame, rtl ? w - 40 - 50 : 0, 30, 50, 30, context)
                // The row starts 20 from the leading edge: x 20, or w - 20 - 300.
                assertFrame(row.frame, rtl ? w - 320 : 20, 300, 300, 40, context)
                assertFrame(h1.frame, rtl ? 200 : 0, 0, 100, 40, context)
                assertFrame(h2.frame, rtl ? 0 : 250, 0, 50, 40, context)
                assertNoIssues(window, context)
            }
        }
    }

    /// A scroll view filling the root, its content twice its width (so the content guide is
    /// wider than the scroll view) with a tag 10 from the content's leading edge, and a header
    /// in the scroll view pinned 8 from the safe area's leading edge (it floats: it stays there
    /// on screen while the content scrolls), with the content offset at x 30.
    func testScrollContentAndAFloatingHeaderFlip() {
        for screen in [TestScreen.iPhone14, .iPhone8] {
            let w = screen.size.width
            let window = screen.window()
            let controller = ViewController()
            window.rootViewController = controller
            let root = controller.view
            let scroll = ScrollView(), content = View(), tag = View(), header = View()
            for v in [scroll, content, tag, header] { v.translatesAutoresizingMaskIntoConstraints = false }
            root.addSubview(scroll)
            scroll.addSubview(content)
            content.addSubview(tag)
            scroll.addSubview(header)
            let guide = scroll.contentLayoutGuide
            LayoutConstraint.activate([
                scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                scroll.topAnchor.constraint(equalTo: root.topAnchor),
                scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),
                content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
                content.topAnchor.constraint(equalTo: guide.topAnchor),
                content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
                content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor, multiplier: 2),
                content.heightAnchor.constraint(equalToConstant: 1000),
                tag.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 10),
                tag.topAnchor.constraint(equalTo: content.topAnchor, constant: 10),
                tag.widthAnchor.constraint(equalToConstant: 40),
                tag.heightAnchor.constraint(equalToConstant: 20),
                header.leadingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.leadingAnchor, constant: 8),
                header.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
                header.widthAnchor.constraint(equalToConstant: 50),
                header.heightAnchor.constraint(equalToConstant: 30),
            ])
            window.layoutIfNeeded()
            scroll.contentOffset = Point(x: 30, y: scroll.contentOffset.y)
            for (direction, rtl) in [
                (LayoutDirection.leftToRight, false), (.rightToLeft, true), (.leftToRight, false), (.rightToLeft, true),
            ] {
                window.layoutDirection = direction
                window.layoutIfNeeded()
                let context = "\(screen.name) \(direction)"
                // The content guide is 2w x 1000 from the bounds' x = 0 in both directions.
                XCTAssertEqual(scroll.contentSize, Size(width: 2 * w, height: 1000), context)
                XCTAssertEqual(scroll.contentOffset.x, 30, context)
                assertFrame(content.frame, 0, 0, 2 * w, 1000, context)
                // The tag's leading edge is 10 from the content's: x 10, or 2w - 10 - 40.
                assertFrame(tag.frame, rtl ? 2 * w - 50 : 10, 10, 40, 20, context)
                // The header's screen x is 8, or w - 8 - 50; its frame adds the offset 30.
                XCTAssertEqual(header.frame.minX, rtl ? w - 58 + 30 : 8 + 30, context)
                XCTAssertEqual(header.frame.width, 50, context)
                assertNoIssues(window, context)
            }
        }
    }

    /// Two boxes 20 from the root's sides, one with `layoutMargins` left 10 / right 30 (they
    /// stay on their sides), one with `directionalLayoutMargins` leading 10 / trailing 30 (they
    /// swap sides right-to-left), each holding a view that fills its margins guide. The box is
    /// w - 40 wide; where it reaches into the safe area (landscape: 47 on each side, so
    /// 47 - 20 = 27 of it) its margins grow by that overlap (insetsLayoutMarginsFromSafeArea),
    /// so the view is w - 40 - (10 + 30 + 2 x 27) wide, at x 10 + 27, or right-to-left at
    /// 10 + 27 and at 30 + 27 (in portrait the overlap is 0).
    func testMarginsGuidesWithUnequalSidesFlip() {
        for screen in [TestScreen.iPhone14, .iPhone14Landscape] {
            let w = screen.size.width, overlap = max(0, screen.safeArea.left - 20)
            let window = screen.window()
            let controller = ViewController()
            window.rootViewController = controller
            let root = controller.view
            let absolute = View(), directional = View(), inAbsolute = View(), inDirectional = View()
            absolute.layoutMargins = EdgeInsets(top: 0, left: 10, bottom: 0, right: 30)
            directional.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 30)
            var constraints: [LayoutConstraint] = []
            for (i, (box, inner)) in [(absolute, inAbsolute), (directional, inDirectional)].enumerated() {
                for v in [box, inner] { v.translatesAutoresizingMaskIntoConstraints = false }
                root.addSubview(box)
                box.addSubview(inner)
                let margins = box.layoutMarginsGuide
                constraints += [
                    box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                    box.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
                    box.topAnchor.constraint(equalTo: root.topAnchor, constant: 60 + 60 * Double(i)),
                    box.heightAnchor.constraint(equalToConstant: 40),
                    inner.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                    inner.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                    inner.topAnchor.constraint(equalTo: box.topAnchor),
                    inner.bottomAnchor.constraint(equalTo: box.bottomAnchor),
                ]
            }
            LayoutConstraint.activate(constraints)
            for (direction, rtl) in [
                (LayoutDirection.leftToRight, false), (.rightToLeft, true), (.leftToRight, false), (.rightToLeft, true),
            ] {
                window.layoutDirection = direction
                window.layoutIfNeeded()
                let context = "\(screen.name) \(direction)"
                assertFrame(absolute.frame, 20, 60, w - 40, 40, context)
                let inner = w - 40 - (40 + 2 * overlap)
                assertFrame(inAbsolute.frame, 10 + overlap, 0, inner, 40, context)
                assertFrame(inDirectional.frame, (rtl ? 30 : 10) + overlap, 0, inner, 40, context)
                assertNoIssues(window, context)
            }
        }
    }
}
