// Bad input in the anchors layer (issue 11, defect 6; API.md "Diagnostics"): invalid
// priorities, NaN / infinite / huge constants and multipliers, NaN insets and margins are
// refused with an `.invalidConstraint` issue, the old value stays, and no frame, bounds,
// contentSize or contentOffset ever becomes non-finite. Nothing traps.

import LayoutAnchors
import XCTest

final class BadInputTests: XCTestCase {
    /// Every test here provokes refusals and asserts on `layoutIssues`: nothing is printed.
    override func invokeTest() {
        LayoutIssue.withLoggingDisabled { super.invokeTest() }
    }

    /// A 320x480 root with one box pinned to its top-left, 10 high, width 50 @500 by default.
    private func scene() -> (root: View, box: View, width: LayoutConstraint) {
        let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        root.identifier = "root"
        let box = View()
        box.identifier = "box"
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let width = box.widthAnchor.constraint(equalToConstant: 50)
        width.priority = LayoutPriority(500)
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
            width,
        ])
        root.layoutIfNeeded()
        return (root, box, width)
    }

    /// The kinds of the issues recorded, without ambiguity reports (which other features add).
    private func refusals(_ view: View) -> [LayoutIssue.Kind] {
        view.layoutIssues.map(\.kind).filter { $0 != .ambiguousLayout }
    }

    private let invalidPriorities: [LayoutPriority] = [0, 1001, LayoutPriority(.nan), -5, LayoutPriority(.infinity), 0.5]

    func testPriorityInitialisersNeverTrapAndTellValidity() {
        XCTAssertFalse(LayoutPriority(.nan).isValid)
        XCTAssertFalse(LayoutPriority(rawValue: -.infinity).isValid)
        XCTAssertFalse((LayoutPriority.required + 1).isValid)
        XCTAssertFalse(LayoutPriority(0).isValid)
        XCTAssertTrue(LayoutPriority(1).isValid)
        XCTAssertTrue(LayoutPriority.required.isValid)
        XCTAssertTrue((LayoutPriority.required - 1).isValid)
        XCTAssertEqual(LayoutPriority(.nan).description, "nan")
        XCTAssertEqual(LayoutPriority(integerLiteral: Int.max).rawValue, Float(Int.max))
    }

    func testActivatingWithAnInvalidPriorityIsRefused() {
        for priority in invalidPriorities {
            let (root, box, _) = scene()
            let wide = box.widthAnchor.constraint(equalToConstant: 200)
            wide.priority = priority  // inactive: stored, refused at activation
            XCTAssertEqual(wide.priority.rawValue.isNaN, priority.rawValue.isNaN)
            wide.isActive = true
            root.layoutIfNeeded()
            XCTAssertFalse(wide.isActive, "priority \(priority)")
            XCTAssertEqual(refusals(root), [.invalidConstraint], "priority \(priority)")
            XCTAssertTrue(root.layoutIssues.first?.constraint === wide)
            XCTAssertTrue(root.layoutIssues.first?.description.contains("outside 1...1000") == true)
            XCTAssertEqual(box.frame.width, 50, "the width @500 still decides")
        }
    }

    func testSettingAnInvalidPriorityOnAnActiveConstraintKeepsTheOldOne() {
        for priority in invalidPriorities {
            let (root, box, width) = scene()
            width.priority = priority
            XCTAssertEqual(width.priority, LayoutPriority(500), "priority \(priority)")
            XCTAssertTrue(width.isActive)
            XCTAssertEqual(refusals(root), [.invalidConstraint])
            XCTAssertTrue(root.layoutIssues.first?.constraint === width)
            root.layoutIfNeeded()
            XCTAssertEqual(box.frame.width, 50)
        }
    }

    func testInvalidHuggingAndCompressionPrioritiesAreRefused() {
        let (root, box, _) = scene()
        box.setContentHuggingPriority(0, for: .horizontal)
        box.setContentCompressionResistancePriority(LayoutPriority(.nan), for: .vertical)
        XCTAssertEqual(box.contentHuggingPriority(for: .horizontal), .defaultLow)
        XCTAssertEqual(box.contentCompressionResistancePriority(for: .vertical), .defaultHigh)
        XCTAssertEqual(refusals(root), [.invalidConstraint, .invalidConstraint])
    }

    func testNonFiniteConstantIsRefusedAndTheOldOneStays() {
        for bad in [Double.nan, .infinity, -.infinity, 1e308, -2e15] {
            let (root, box, width) = scene()
            width.constant = bad
            XCTAssertEqual(width.constant, 50, "constant \(bad)")
            XCTAssertTrue(width.isActive)
            XCTAssertEqual(refusals(root), [.invalidConstraint], "constant \(bad)")
            XCTAssertTrue(root.layoutIssues.first?.constraint === width)
            root.layoutIfNeeded()
            XCTAssertEqual(box.frame, Rect(x: 0, y: 0, width: 50, height: 10))
        }
    }

    func testNonFiniteConstantOnAnInactiveConstraintIsRefusedToo() {
        let (root, box, _) = scene()
        let spare = box.widthAnchor.constraint(equalToConstant: 70)
        spare.constant = .nan
        XCTAssertEqual(spare.constant, 70)
        XCTAssertEqual(refusals(root), [.invalidConstraint], "recorded in the first item's hierarchy")
    }

    func testNonFiniteOrHugeMultiplierOrConstantIsRefusedAtActivation() {
        let (root, box, _) = scene()
        let made = [
            box.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: .nan),
            box.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: .infinity),
            box.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 1e300),
            box.widthAnchor.constraint(equalToConstant: 1e308),
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: -.infinity),
        ]
        LayoutConstraint.activate(made)
        XCTAssertEqual(made.map(\.isActive), [false, false, false, false, false])
        XCTAssertEqual(refusals(root).count, 5)
        XCTAssertTrue(root.layoutIssues.allSatisfy { $0.kind == .invalidConstraint })
        XCTAssertTrue(zip(root.layoutIssues, made).allSatisfy { $0.0.constraint === $0.1 })
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame, Rect(x: 0, y: 0, width: 50, height: 10))
    }

    func testLargestAcceptedConstantIsSolvedExactly() {
        let (root, box, width) = scene()
        width.constant = 1e15
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame.width, 1e15)
        XCTAssertTrue(refusals(root).isEmpty)
    }

    /// Every number within the limits, yet their product overflows: a chain of widths, each a
    /// million times the previous one, from 1e15 (1e15 * 1e6^49 = 1e309 > Double's 1.8e308).
    func testOverflowingChainNeverWritesANonFiniteFrame() {
        let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let window = Window(size: Size(width: 320, height: 480))
        window.logsLayoutIssues = false
        window.addSubview(root)
        var previous: View?
        var chain: [View] = []
        for _ in 0..<60 {
            let v = View()
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
            var constraints = [
                v.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                v.topAnchor.constraint(equalTo: root.topAnchor),
                v.heightAnchor.constraint(equalToConstant: 1),
            ]
            constraints.append(
                previous.map { v.widthAnchor.constraint(equalTo: $0.widthAnchor, multiplier: 1e6) }
                    ?? v.widthAnchor.constraint(equalToConstant: 1e15))
            LayoutConstraint.activate(constraints)
            chain.append(v)
            previous = v
        }
        window.layoutIfNeeded()
        for v in chain {
            XCTAssertTrue(v.frame.width.isFinite && v.frame.minX.isFinite, "\(v.frame)")
            XCTAssertTrue(v.bounds.width.isFinite)
        }
        XCTAssertEqual(chain[0].frame.width, 1e15)
        XCTAssertEqual(chain[1].frame.width, 1e21)
        XCTAssertFalse(window.layoutIssues.isEmpty, "the overflow is reported")
    }

    func testNonFiniteContentInsetAndOffsetAreRefused() {
        let window = Window(size: Size(width: 390, height: 844))
        window.logsLayoutIssues = false
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        window.addSubview(scroll)
        scroll.contentInset = EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        scroll.contentInset = EdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)
        scroll.contentInset = EdgeInsets(top: 0, left: .infinity, bottom: 0, right: 0)
        XCTAssertEqual(scroll.contentInset, EdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
        scroll.setContentOffset(Point(x: .nan, y: 0))
        scroll.contentOffset = Point(x: 0, y: 1e308)
        scroll.contentSize = Size(width: .infinity, height: 10)
        window.layoutIfNeeded()
        // Not scrolled: the offset is (-left inset, -top inset) = (0, -10).
        XCTAssertEqual(scroll.contentOffset, Point(x: 0, y: -10))
        XCTAssertEqual(scroll.contentSize, .zero)
        XCTAssertEqual(refusals(window).count, 5)
        XCTAssertTrue(refusals(window).allSatisfy { $0 == .invalidConstraint })
    }

    func testNonFiniteSafeAreaAndMarginsAreRefused() {
        let window = Window(size: Size(width: 390, height: 844), safeAreaInsets: EdgeInsets(top: .nan, left: 0, bottom: 0, right: 0))
        window.logsLayoutIssues = false
        XCTAssertEqual(refusals(window).count, 1, "the window starts with zero insets")
        let controller = ViewController()
        window.rootViewController = controller
        window.resize(to: Size(width: 390, height: 844), safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        window.resize(to: Size(width: 390, height: 844), safeAreaInsets: EdgeInsets(top: .infinity, left: 0, bottom: 0, right: 0))
        window.resize(to: Size(width: .nan, height: 844))
        controller.additionalSafeAreaInsets = EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        controller.additionalSafeAreaInsets = EdgeInsets(top: 0, left: 0, bottom: .nan, right: 0)
        let root = controller.view
        let margins = root.directionalLayoutMargins
        root.layoutMargins = EdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)
        root.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: .infinity, bottom: 0, trailing: 0)
        window.keyboardFrame = Rect(x: 0, y: .nan, width: 390, height: 300)
        root.frame = Rect(x: .nan, y: 0, width: 1, height: 1)
        window.layoutIfNeeded()
        XCTAssertEqual(controller.additionalSafeAreaInsets, EdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
        XCTAssertNil(window.keyboardFrame)
        XCTAssertEqual(window.frame.size, Size(width: 390, height: 844))
        XCTAssertEqual(root.frame, Rect(x: 0, y: 0, width: 390, height: 844))
        // Window 47 + additional 10 on top, 34 at the bottom.
        XCTAssertEqual(root.safeAreaInsets, EdgeInsets(top: 57, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(root.directionalLayoutMargins, margins)
        XCTAssertEqual(refusals(window).count, 8)
        XCTAssertTrue(refusals(window).allSatisfy { $0 == .invalidConstraint })
    }

    func testNonFiniteOrHugeFramesAndIntrinsicSizesAreRefused() {
        let window = Window(size: Size(width: .nan, height: 844))
        window.logsLayoutIssues = false
        XCTAssertEqual(window.frame, .zero, "refused: the window starts empty")
        let view = View(frame: Rect(x: 0, y: .infinity, width: 10, height: 10))
        XCTAssertEqual(view.frame, .zero)
        XCTAssertEqual(refusals(view), [.invalidConstraint])
        let sized = View()
        sized.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(sized)
        sized.intrinsicContentSize = Size(width: 1e308, height: 20)
        let fallback = sized.widthAnchor.constraint(equalToConstant: 30)
        fallback.priority = LayoutPriority(100)
        LayoutConstraint.activate([
            sized.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            sized.topAnchor.constraint(equalTo: window.topAnchor), fallback,
        ])
        window.layoutIfNeeded()
        // The intrinsic width is refused, so the 30 @100 decides (an accepted 1e308 would win
        // through compression resistance @750); the intrinsic height holds.
        XCTAssertEqual(sized.frame, Rect(x: 0, y: 0, width: 30, height: 20))
        XCTAssertEqual(refusals(window), [.invalidConstraint, .invalidConstraint])
    }
}
