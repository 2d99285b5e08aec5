// Weak references without `weak` (anchors-speed): anchors, constraints, subviews, guides, the
// engine's lists and a controller refer to views, guides, windows and engines through handles
// whose back-reference the object clears in its `deinit` (ItemHandle, EngineHandle). Each
// test lets the referenced object go while the referring one lives on, checks that the object
// was freed, and that the reference reads nil where a `weak` one would, with nothing else
// changing. Scripts/sanitize runs them under AddressSanitizer, where a read of a freed object
// is a report.

import LayoutAnchors
import XCTest

final class ItemHandleTests: XCTestCase {
    /// A constraint and an anchor outlive their view: the items read nil, and activating the
    /// constraint is refused with one issue (no crash, nothing installed).
    func testConstraintAndAnchorOutlivingTheirViewReadNil() {
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        weak var weakBox: View?
        var anchor: LayoutXAxisAnchor?
        var constraint: LayoutConstraint?
        do {
            let box = View()
            weakBox = box
            anchor = box.leadingAnchor
            constraint = box.widthAnchor.constraint(equalTo: root.widthAnchor)
        }
        XCTAssertNil(weakBox, "an anchor and a constraint do not keep their view alive")
        XCTAssertNil(constraint?.firstItem)
        XCTAssertTrue(constraint?.secondItem === root)
        XCTAssertEqual(constraint?.firstAttribute, .width)
        XCTAssertEqual(anchor?.description.hasPrefix("nil"), true, anchor?.description ?? "")
        // The item is gone, so the refusal belongs to no hierarchy: it is only printed (here
        // not, with logging off) and the constraint stays inactive.
        LayoutIssue.withLoggingDisabled { constraint?.isActive = true }
        XCTAssertEqual(constraint?.isActive, false)
        XCTAssertEqual(root.constraints.count, 0)
        XCTAssertTrue(root.layoutIssues.isEmpty)
    }

    /// A subview whose superview is gone reads `superview == nil` and becomes a root again: it
    /// lays out on its own (its frame, set by hand, stays: 10, 20, 30, 40).
    func testSubviewOutlivingItsSuperviewHasNoSuperview() {
        let child = View(frame: Rect(x: 10, y: 20, width: 30, height: 40))
        weak var weakParent: View?
        do {
            let parent = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
            weakParent = parent
            parent.addSubview(child)
            parent.layoutIfNeeded()
            XCTAssertTrue(child.superview === parent)
        }
        XCTAssertNil(weakParent, "a subview does not keep its superview alive")
        XCTAssertNil(child.superview)
        XCTAssertNil(child.window)
        child.layoutIfNeeded()
        XCTAssertEqual(child.frame, Rect(x: 10, y: 20, width: 30, height: 40))
    }

    /// A view outliving its window keeps its subtree's constraints in force, as a UIKit view
    /// does once its freed superview has removed it: `box` (frame (10, 20, 100, 100), set by
    /// hand) holds `child`'s constraints, leading 5, top 6, 20 × 4. With the window gone, a
    /// frame set by hand on `child` is undone by those constraints at the next layout:
    /// child = (5, 6, 20, 4) in `box`, whose own frame stays (10, 20, 100, 100).
    func testConstraintsInsideASubviewOutlivingItsWindowStillHold() {
        let (box, child) = Self.boxWithPinnedChild()
        weak var weakWindow: Window?
        do {
            let window = Window(size: Size(width: 320, height: 480))
            weakWindow = window
            window.addSubview(box)
            window.layoutIfNeeded()
            XCTAssertEqual(child.frame, Rect(x: 5, y: 6, width: 20, height: 4))
        }
        XCTAssertNil(weakWindow)
        child.frame = Rect(x: 0, y: 0, width: 1, height: 1)
        box.layoutIfNeeded()
        XCTAssertEqual(box.frame, Rect(x: 10, y: 20, width: 100, height: 100))
        XCTAssertEqual(child.frame, Rect(x: 5, y: 6, width: 20, height: 4))
        XCTAssertTrue(box.constraints.allSatisfy(\.isActive))
        XCTAssertTrue(box.layoutIssues.isEmpty)
    }

    /// The same subtree, its window gone and no layout since, added to a second window: its
    /// constraints hold there too. `box` keeps its frame set by hand, (10, 20, 100, 100);
    /// `child` = (5, 6, 20, 4) in `box`. A constant changed meanwhile (leading 5 → 7) is the
    /// one that holds: child.x = 7.
    func testASubviewOutlivingItsWindowBringsItsConstraintsToTheNext() {
        let (box, child) = Self.boxWithPinnedChild()
        do {
            let window = Window(size: Size(width: 320, height: 480))
            window.addSubview(box)
            window.layoutIfNeeded()
        }
        let leading = box.constraints.first { $0.firstAttribute == .leading }
        leading?.constant = 7
        let next = Window(size: Size(width: 320, height: 480))
        next.addSubview(box)
        next.layoutIfNeeded()
        XCTAssertEqual(box.frame, Rect(x: 10, y: 20, width: 100, height: 100))
        XCTAssertEqual(child.frame, Rect(x: 7, y: 6, width: 20, height: 4))
        XCTAssertTrue(next.layoutIssues.isEmpty)
    }

    /// The same subtree two levels below a window freed before any layout (the view between
    /// goes with the window), one of its constraints swapped while it has no superview:
    /// width 20 deactivated, width 30 activated. child = (5, 6, 30, 4) in `box`, and the
    /// deactivated constraint stays inactive.
    func testASubviewOfAFreedHierarchyNeverLaidOutKeepsItsConstraints() {
        let (box, child) = Self.boxWithPinnedChild()
        do {
            let window = Window(size: Size(width: 320, height: 480))
            let between = View(frame: Rect(x: 1, y: 1, width: 200, height: 200))
            window.addSubview(between)
            between.addSubview(box)
        }
        XCTAssertNil(box.superview)
        let width = child.constraints.first { $0.firstAttribute == .width }
        width?.isActive = false
        child.widthAnchor.constraint(equalToConstant: 30).isActive = true
        box.layoutIfNeeded()
        XCTAssertEqual(child.frame, Rect(x: 5, y: 6, width: 30, height: 4))
        XCTAssertEqual(width?.isActive, false)
        XCTAssertTrue(box.layoutIssues.isEmpty)
    }

    /// `box` at (10, 20, 100, 100), set by hand, holding `child`'s constraints: leading 5, top
    /// 6, width 20, height 4.
    private static func boxWithPinnedChild() -> (box: View, child: View) {
        let box = View(frame: Rect(x: 10, y: 20, width: 100, height: 100))
        let child = View()
        box.addSubview(child)
        LayoutConstraint.activate(placement(of: child, in: box, at: Rect(x: 5, y: 6, width: 20, height: 4)))
        return (box, child)
    }

    /// A guide outliving its owning view reads `owningView == nil` and a zero layout frame.
    func testGuideOutlivingItsViewHasNoOwner() {
        let guide = LayoutGuide()
        weak var weakOwner: View?
        do {
            let owner = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
            weakOwner = owner
            owner.addLayoutGuide(guide)
            XCTAssertTrue(guide.owningView === owner)
        }
        XCTAssertNil(weakOwner)
        XCTAssertNil(guide.owningView)
        XCTAssertEqual(guide.layoutFrame, .zero)
        XCTAssertFalse(guide.hasAmbiguousLayout)
    }

    /// A constraint kept by the user after its whole hierarchy (and so its engine) is gone:
    /// changing its constant or priority, or deactivating it, touches nothing freed.
    func testConstraintOutlivingItsHierarchyAndEngine() {
        var constraint: LayoutConstraint?
        var optional: LayoutConstraint?
        weak var weakRoot: View?
        do {
            let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
            weakRoot = root
            let box = View()
            box.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(box)
            constraint = box.widthAnchor.constraint(equalToConstant: 40)
            optional = box.heightAnchor.constraint(equalToConstant: 10)
            optional?.priority = .defaultLow
            LayoutConstraint.activate([
                constraint!, optional!,
                box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                box.topAnchor.constraint(equalTo: root.topAnchor),
            ])
            root.layoutIfNeeded()
            // width 40 (required), height 10 @250 with nothing against it.
            XCTAssertEqual(box.frame, Rect(x: 0, y: 0, width: 40, height: 10))
        }
        XCTAssertNil(weakRoot)
        XCTAssertNil(constraint?.firstItem)
        constraint?.constant = 60
        optional?.priority = .defaultHigh
        XCTAssertEqual(constraint?.constant, 60)
        constraint?.isActive = false
        optional?.isActive = false
        XCTAssertEqual(constraint?.isActive, false)
    }

    /// A controller whose window is gone reads the default traits (its view not loaded).
    func testControllerOutlivingItsWindowHasDefaultTraits() {
        let controller = ViewController()
        weak var weakWindow: Window?
        do {
            let window = Window(size: Size(width: 390, height: 844), layoutDirection: .rightToLeft)
            weakWindow = window
            window.rootViewController = controller
            XCTAssertEqual(controller.traitCollection.layoutDirection, .rightToLeft)
            window.rootViewController = nil
        }
        XCTAssertNil(weakWindow)
        XCTAssertEqual(controller.view.traitCollection, TraitCollection())
    }
}
