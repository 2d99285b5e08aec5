// Each finding kind: a screen that has it and one that does not. Frames by hand on an
// iPhone 15 Pro in portrait (393x852, safe area 59 / 34, scale 3).

import LayoutAnchors
import LayoutTesting
import XCTest

final class FindingTests: XCTestCase {
    /// box.width == 100 and box.width == 200, both required: UIKit breaks one and says so.
    func testUnsatisfiableConstraints() {
        let box = named("box")
        let w = window(views: [box]) { root in
            [
                box.topAnchor.constraint(equalTo: root.topAnchor), box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                box.heightAnchor.constraint(equalToConstant: 10),
                box.widthAnchor.constraint(equalToConstant: 100), box.widthAnchor.constraint(equalToConstant: 200),
            ]
        }
        let findings = LayoutCheck.check(w, in: phone).findings
        XCTAssertEqual(findings.map(\.kind), [.unsatisfiable])
        XCTAssertEqual(findings.first?.view, "box")
        XCTAssertTrue(
            findings.first?.message.hasPrefix(
                "Unable to simultaneously satisfy constraints: broke box.width == 200, which conflicts with box.width == 100") == true,
            findings.first?.message ?? "")
        XCTAssertEqual(findings.first?.environment, "iPhone 15 Pro portrait, L, LTR")
    }

    func testSatisfiableConstraintsHaveNoFinding() {
        let box = named("box")
        let w = window(views: [box]) { root in
            [
                box.topAnchor.constraint(equalTo: root.topAnchor, constant: 100), box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                box.heightAnchor.constraint(equalToConstant: 10), box.widthAnchor.constraint(equalToConstant: 100),
            ]
        }
        XCTAssertEqual(kinds(w), [])
    }

    /// Only the top is set: x, width and height are free.
    func testAmbiguousView() {
        let box = named("box")
        let w = window(views: [box]) { root in [box.topAnchor.constraint(equalTo: root.topAnchor, constant: 100)] }
        XCTAssertEqual(kinds(w, checks: [.ambiguous]), [.ambiguous])
    }

    /// A 120 wide child in a 100 wide parent: 20 pt past the right edge.
    func testClippedBySuperview() {
        let parent = named("parent"), child = named("child")
        parent.addSubview(child)
        let w = window(views: [parent]) { root in
            [
                parent.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
                parent.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                parent.widthAnchor.constraint(equalToConstant: 100), parent.heightAnchor.constraint(equalToConstant: 50),
                child.topAnchor.constraint(equalTo: parent.topAnchor), child.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
                child.widthAnchor.constraint(equalToConstant: 120), child.heightAnchor.constraint(equalToConstant: 50),
            ]
        }
        let findings = LayoutCheck.check(w, in: phone).findings
        XCTAssertEqual(findings.map(\.kind), [.clipped])
        XCTAssertEqual(findings.first?.message, "extends outside its superview parent by 20 pt past the right edge")
        // The finding says why the child is where it is: its own width, 120, is the culprit.
        let explanation = findings.first?.explanation ?? ""
        XCTAssertTrue(explanation.contains("View:'child' along the horizontal axis"), explanation)
        XCTAssertTrue(explanation.contains("gives child.width = 120"), explanation)
        XCTAssertTrue(findings.first?.detailedDescription.hasSuffix(explanation) == true)
    }

    func testChildInsideItsSuperviewIsNotClipped() {
        let parent = named("parent"), child = named("child")
        parent.addSubview(child)
        let w = window(views: [parent]) { root in
            [
                parent.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
                parent.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                parent.widthAnchor.constraint(equalToConstant: 100), parent.heightAnchor.constraint(equalToConstant: 50),
                child.topAnchor.constraint(equalTo: parent.topAnchor), child.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
                child.widthAnchor.constraint(equalToConstant: 100), child.heightAnchor.constraint(equalToConstant: 50),
            ]
        }
        XCTAssertEqual(kinds(w), [])
    }

    /// A view placed by its frame directly in the window at x 300, 200 wide: 300 + 200 - 393
    /// = 107 pt off the right edge. One at x 193 fits (193 + 200 = 393).
    func testOffScreen() {
        let w = phone.makeWindow()
        let banner = View(frame: Rect(x: 300, y: 100, width: 200, height: 40))
        banner.identifier = "banner"
        w.addSubview(banner)
        let findings = LayoutCheck.check(w, in: phone).findings
        XCTAssertEqual(findings.map(\.kind), [.offScreen])
        XCTAssertEqual(findings.first?.message, "extends off-screen by 107 pt past the right edge")
        banner.frame = Rect(x: 193, y: 100, width: 200, height: 40)
        XCTAssertEqual(kinds(w), [])
    }

    /// Body at L is 17 pt: 8.5 pt per character. "Hello world" (11 characters) needs 93.5 pt
    /// on one line; in 80 pt it is truncated. Wrapping (numberOfLines = 0) with a free
    /// height: 2 lines x 20.4 = 40.8, and the label gets that height, so nothing is cut.
    func testTruncatedLabel() {
        let label = named("greeting", Label(text: "Hello world")) as! Label
        let w = window(views: [label]) { root in
            [
                label.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
                label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                label.widthAnchor.constraint(equalToConstant: 80),
            ]
        }
        let findings = LayoutCheck.check(w, in: phone).findings
        XCTAssertEqual(findings.map(\.kind), [.truncatedText])
        XCTAssertEqual(findings.first?.message, "text needs 93.5 pt of width, has 80")
        label.numberOfLines = 0
        w.layoutIfNeeded()
        XCTAssertEqual(kinds(w), [])
    }

    /// Two lines allowed, three needed: "aaaa bbbb cccc" at 8.5 pt per character in 40 pt
    /// wraps to one word (34 pt) per line.
    func testLineLimitTruncates() {
        let label = named("words", Label(text: "aaaa bbbb cccc")) as! Label
        label.numberOfLines = 2
        let w = window(views: [label]) { root in
            [
                label.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
                label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                label.widthAnchor.constraint(equalToConstant: 40),
            ]
        }
        let findings = LayoutCheck.check(w, in: phone).findings
        XCTAssertEqual(findings.map(\.message), ["text needs 3 lines, numberOfLines allows 2"])
    }

    /// The scroll view fills the safe area: 852 - 59 - 34 = 759 high. Content 500 high fits,
    /// so nothing scrolls and the reachable band is the visible 0 ... 759. A stray view at
    /// y 600 (to 650) is inside it; at y 800 (to 850) it is 850 - 759 = 91 pt past its bottom.
    func testContentOutsideTheReachableArea() {
        let scroll = named("scroll", ScrollView()) as! ScrollView
        let content = named("content"), stray = named("stray")
        scroll.addSubview(content)
        scroll.addSubview(stray)
        let top = stray.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor, constant: 600)
        let w = window(views: [scroll]) { root in
            [
                scroll.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
                scroll.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor),
                scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
                content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
                content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
                content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
                content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
                content.heightAnchor.constraint(equalToConstant: 500),
                top, stray.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
                stray.widthAnchor.constraint(equalToConstant: 50), stray.heightAnchor.constraint(equalToConstant: 50),
            ]
        }
        XCTAssertEqual(kinds(w, checks: [.unreachableContent]), [])
        top.constant = 800
        w.layoutIfNeeded()
        let findings = LayoutCheck.check(w, in: phone, options: CheckOptions(checks: [.unreachableContent])).findings
        XCTAssertEqual(findings.map(\.view), ["stray"])
        XCTAssertEqual(findings.first?.message, "cannot be scrolled into view in scroll: 91 pt past the bottom edge of the reachable area")
    }

    /// With the keyboard up (335 pt on this phone), a scroll view filling the screen whose
    /// content is not adjusted for it keeps the content's last 335 - 34 = 301 pt under the
    /// keyboard: content 2000 high, reachable to 2000 + 34 - 335 = 1699.
    func testContentUnderTheKeyboard() {
        XCTAssertEqual(
            findingsForTallContent(in: LayoutEnvironment(device: .iPhone15Pro, keyboardShown: true)),
            ["cannot be scrolled into view in scroll: 301 pt past the bottom edge of the reachable area"])
        XCTAssertEqual(findingsForTallContent(in: phone), [], "without the keyboard all 2000 pt can be scrolled to")
    }

    private func findingsForTallContent(in environment: LayoutEnvironment) -> [String] {
        let scroll = named("scroll", ScrollView()) as! ScrollView
        let content = named("content")
        scroll.addSubview(content)
        let w = window(environment, views: [scroll]) { root in
            [
                scroll.topAnchor.constraint(equalTo: root.topAnchor), scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),
                scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
                content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
                content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
                content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
                content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
                content.heightAnchor.constraint(equalToConstant: 2000),
            ]
        }
        return LayoutCheck.check(w, in: environment, options: CheckOptions(checks: [.unreachableContent])).findings.map(\.message)
    }

    /// A 30x30 control is under 44x44; a 44x44 one is not. Off by default.
    func testSmallTapTarget() {
        let button = named("button", ContentView(Size(width: 30, height: 30)))
        let w = window(views: [button]) { root in
            [
                button.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
                button.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            ]
        }
        XCTAssertEqual(kinds(w, checks: [.smallTapTarget]), [.smallTapTarget])
        XCTAssertEqual(LayoutCheck.check(w, in: phone).findings, [], "tap targets are an optional check")
        button.intrinsicContentSize = Size(width: 44, height: 44)
        w.layoutIfNeeded()
        XCTAssertEqual(kinds(w, checks: [.smallTapTarget]), [])
    }

    /// Siblings at x 0 ... 100 and x 80 ... 180 overlap by 20x40; moved to x 100 they touch
    /// without overlapping.
    func testOverlappingSiblings() {
        let a = named("a"), b = named("b")
        let bLeading = b.leadingAnchor.constraint(equalTo: a.leadingAnchor, constant: 80)
        let w = window(views: [a, b]) { root in
            [
                a.topAnchor.constraint(equalTo: root.topAnchor, constant: 100), a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                a.widthAnchor.constraint(equalToConstant: 100), a.heightAnchor.constraint(equalToConstant: 40),
                b.topAnchor.constraint(equalTo: a.topAnchor), bLeading,
                b.widthAnchor.constraint(equalToConstant: 100), b.heightAnchor.constraint(equalToConstant: 40),
            ]
        }
        let findings = LayoutCheck.check(w, in: phone, options: CheckOptions(checks: [.overlappingSiblings])).findings
        XCTAssertEqual(findings.map(\.message), ["overlaps its sibling a by 20x40 pt"])
        bLeading.constant = 100
        w.layoutIfNeeded()
        XCTAssertEqual(kinds(w, checks: [.overlappingSiblings]), [])
    }

    /// A waiver by view name removes that view's finding of that kind only.
    func testWaiverByView() {
        let w = phone.makeWindow()
        let banner = View(frame: Rect(x: 300, y: 100, width: 200, height: 40))
        banner.identifier = "banner"
        w.addSubview(banner)
        var options = CheckOptions()
        options.waive(.clipped, for: "banner")
        XCTAssertEqual(LayoutCheck.check(w, in: phone, options: options).findings.map(\.kind), [.offScreen])
        options.waive(.offScreen, for: "banner")
        XCTAssertEqual(LayoutCheck.check(w, in: phone, options: options).findings, [])
        var off = CheckOptions()
        off.checks.remove(.offScreen)
        XCTAssertEqual(LayoutCheck.check(w, in: phone, options: off).findings, [])
    }

    /// Unnamed views are named by type path from the root view: the second subview of the
    /// root's first subview, a label with its text.
    func testTypePathNames() {
        let container = View(), first = View(), label = Label(text: "Title")
        container.addSubview(first)
        container.addSubview(label)
        let w = phone.makeWindow()
        let controller = ViewController()
        w.rootViewController = controller
        controller.view.addSubview(container)
        XCTAssertEqual(ViewNaming.name(of: label), "View > View[0] > Label \"Title\"")
        XCTAssertEqual(ViewNaming.name(of: first), "View > View[0] > View[0]")
        container.identifier = "card"
        XCTAssertEqual(ViewNaming.name(of: label), "card > Label \"Title\"")
    }
}

/// A view that only has an intrinsic size, like a button.
final class ContentView: View {
    init(_ size: Size) {
        super.init(frame: .zero)
        intrinsicContentSize = size
    }
}
