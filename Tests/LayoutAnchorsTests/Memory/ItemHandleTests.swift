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
