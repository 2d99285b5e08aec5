// explainLayout(_:) (API.md, "Explanations"): the active constraints that hold a view where it
// is along one axis, nearest first, down to the fixed inputs, and nothing that holds no value
// (an inequality with room to spare, an optional constraint a stronger one overrides).

import LayoutAnchors
import XCTest

final class LayoutExplanationTests: XCTestCase {
    /// A controller's root view in a window, its root named "root".
    private func makeRoot(_ screen: TestScreen = .iPhone14, direction: LayoutDirection = .leftToRight) -> (Window, View) {
        let window = screen.window(direction: direction)
        let controller = ViewController()
        window.rootViewController = controller
        controller.view.identifier = "root"
        return (window, controller.view)
    }

    private func add(_ view: View, _ name: String, to parent: View) -> View {
        view.identifier = name
        view.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(view)
        return view
    }

    private func contains(_ explanation: LayoutExplanation, _ c: LayoutConstraint) -> Bool {
        explanation.constraints.contains { $0 === c }
    }

    /// iPhone 14 (390 x 844, safe area top 47). title.top = 47 + 8 = 55; the label's height is
    /// its intrinsic 1.2 x 17 = 20.4; box.top = title.bottom + 12; box.height = 50. The low
    /// priority height 10 is overridden by the required 50, and box.bottom <= root.bottom has
    /// room to spare (box ends near 137 of 844): neither holds a value.
    func testPinsAreExplainedDownToTheSafeAreaAndLeaveOutWhatHoldsNothing() {
        let (window, root) = makeRoot()
        let title = add(Label(text: "Title"), "title", to: root)
        let box = add(View(), "box", to: root)
        let overridden = box.heightAnchor.constraint(equalToConstant: 10)
        overridden.priority = .defaultLow
        let slack = box.bottomAnchor.constraint(lessThanOrEqualTo: root.bottomAnchor)
        let titleTop = title.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 8)
        let boxTop = box.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 12)
        let boxHeight = box.heightAnchor.constraint(equalToConstant: 50)
        LayoutConstraint.activate([
            titleTop, boxTop, boxHeight, overridden, slack,
            title.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            box.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
        ])
        window.layoutIfNeeded()
        let why = box.explainLayout(.vertical)
        // Nearest first: the box's own two constraints, then the title's, then the inputs.
        let nearest = Set(why.constraints.prefix(2).map(ObjectIdentifier.init))
        XCTAssertEqual(nearest, [ObjectIdentifier(boxTop), ObjectIdentifier(boxHeight)], why.description)
        XCTAssertTrue(contains(why, titleTop), why.description)
        XCTAssertFalse(contains(why, overridden), why.description)
        XCTAssertFalse(contains(why, slack), why.description)
        XCTAssertTrue(why.description.contains("gives box.height = 50"), why.description)
        XCTAssertTrue(why.description.contains("safe area top 47 (window)"), why.description)
        XCTAssertTrue(why.description.contains("intrinsic height 20.4 (title, 1 line)"), why.description)
        // Each constraint once.
        XCTAssertEqual(Set(why.constraints.map(ObjectIdentifier.init)).count, why.constraints.count)

        // Horizontally: leading 16 and half the root's width, 390 / 2 = 195, from the window.
        let across = box.explainLayout(.horizontal)
        XCTAssertTrue(across.description.contains("gives box.width = 195"), across.description)
        XCTAssertTrue(across.description.contains("window width 390"), across.description)
        XCTAssertFalse(contains(across, titleTop), across.description)
    }

    /// A vertical stack (spacing 10) under the root's margins guide, holding a (intrinsic
    /// height 20) and b (30): b.top = a.bottom + 10 through the stack's spacing constraint, a
    /// from the canvas connection to the stack's top, the stack from the margins guide, whose
    /// top is the root's safe area, 47 (a controller's root view takes the safe area into its
    /// margins). So b.minY = 47 + 20 + 10 = 77.
    func testAChainThroughAStackViewAndAGuide() {
        let (window, root) = makeRoot()
        let a = ContentSizedView(View.noIntrinsicMetric, 20)
        let b = ContentSizedView(View.noIntrinsicMetric, 30)
        a.identifier = "a"
        b.identifier = "b"
        let stack = StackView(arrangedSubviews: [a, b])
        _ = add(stack, "stack", to: root)
        stack.axis = .vertical
        stack.spacing = 10
        let stackTop = stack.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor)
        LayoutConstraint.activate([
            stackTop,
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ])
        window.layoutIfNeeded()
        assertFrame(stack.convert(b.frame, to: nil), 0, 77, 390, 30)
        let why = b.explainLayout(.vertical)
        let identifiers = why.constraints.compactMap(\.identifier)
        XCTAssertTrue(identifiers.contains("UISV-spacing"), why.description)
        XCTAssertTrue(identifiers.contains("UISV-canvas-connection"), why.description)
        XCTAssertTrue(identifiers.contains("UIViewLayoutMarginsGuide-top"), why.description)
        XCTAssertTrue(contains(why, stackTop), why.description)
        XCTAssertTrue(why.description.contains("layout margins top 47 (root)"), why.description)
        // a's height comes from its intrinsic size.
        XCTAssertTrue(why.description.contains("intrinsic height 20 (a)"), why.description)
    }

    /// README's floating header: pinned to the root's safe area from inside a scroll view, it
    /// stays at 47 on screen whatever the offset; its explanation is the pin and the safe area.
    func testAFloatingViewIsExplainedByWhatItIsPinnedTo() {
        let (window, root) = makeRoot()
        let scroll = ScrollView()
        _ = add(scroll, "scroll", to: root)
        let content = add(View(), "content", to: scroll)
        let header = add(View(), "header", to: scroll)
        let pin = header.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor)
        let guide = scroll.contentLayoutGuide
        LayoutConstraint.activate([
            scroll.topAnchor.constraint(equalTo: root.topAnchor),
            scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            content.topAnchor.constraint(equalTo: guide.topAnchor),
            content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 2000),
            pin,
            header.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            header.heightAnchor.constraint(equalToConstant: 60),
        ])
        window.layoutIfNeeded()
        scroll.setContentOffset(Point(x: 0, y: 500))
        window.layoutIfNeeded()
        // Content coordinates: 500 + 47 = 547; on screen 47.
        assertFrame(header.frame, 0, 547, 390, 60)
        let why = header.explainLayout(.vertical)
        XCTAssertTrue(contains(why, pin), why.description)
        XCTAssertTrue(why.description.contains("gives header.top = 47"), why.description)
        XCTAssertTrue(why.description.contains("safe area top 47 (window)"), why.description)
    }

    /// A wrapping label 100 wide at 10 pt: "word word word word" is 4 x 20 + 3 x 5 = 95 <= 100
    /// and a fifth word would make 125, so six words take 2 lines, 2 x 12 = 24 high.
    func testASelfSizingLabelNamesItsLines() {
        let (window, root) = makeRoot()
        let note = Label(text: "word word word word word word")
        note.font = .system(size: 10)
        note.numberOfLines = 0
        _ = add(note, "note", to: root)
        LayoutConstraint.activate([
            note.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            note.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            note.widthAnchor.constraint(equalToConstant: 100),
        ])
        window.layoutIfNeeded()
        assertFrame(note.frame, 20, 100, 100, 24)
        let why = note.explainLayout(.vertical)
        XCTAssertTrue(why.description.contains("intrinsic height 24 (note, 2 lines)"), why.description)
    }

    /// The same logic gives the same constraints after a rotation, a right-to-left flip and a
    /// text size change; only their values move.
    func testTheSameConstraintsAfterRotationFlipAndTextSize() {
        let (window, root) = makeRoot()
        let title = add(Label(text: "Settings"), "title", to: root)
        let field = add(View(), "field", to: root)
        LayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 8),
            title.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            field.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8),
            field.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 8),
            field.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            field.heightAnchor.constraint(equalToConstant: 44),
        ])
        window.layoutIfNeeded()
        func ids(_ axis: Axis) -> Set<ObjectIdentifier> { Set(field.explainLayout(axis).constraints.map(ObjectIdentifier.init)) }
        let horizontal = ids(.horizontal), vertical = ids(.vertical)
        XCTAssertFalse(horizontal.isEmpty)
        window.resize(to: Size(width: 844, height: 390), safeAreaInsets: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        window.layoutIfNeeded()
        XCTAssertEqual(ids(.horizontal), horizontal, "rotation")
        XCTAssertEqual(ids(.vertical), vertical, "rotation")
        window.layoutDirection = .rightToLeft
        window.layoutIfNeeded()
        XCTAssertEqual(ids(.horizontal), horizontal, "right to left")
        window.contentSizeCategory = .accessibilityLarge
        window.layoutIfNeeded()
        XCTAssertEqual(ids(.horizontal), horizontal, "text size")
        XCTAssertEqual(ids(.vertical), vertical, "text size")
    }

    /// A view placed by its frame alone has nothing to explain.
    func testAViewPlacedByHandSaysSo() {
        let (window, root) = makeRoot()
        let manual = View(frame: Rect(x: 10, y: 20, width: 30, height: 40))
        root.addSubview(manual)
        window.layoutIfNeeded()
        let why = manual.explainLayout(.horizontal)
        // Its autoresizing constraints hold it (UIKit's NSAutoresizingMaskLayoutConstraint).
        XCTAssertTrue(why.description.contains("frame x 10 (autoresizing)"), why.description)
    }
}
