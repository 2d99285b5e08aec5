// The item handle's back-reference is a checked `unowned` for the library's own view classes
// (View, ScrollView, StackView, Label, Window: each detaches its handle first thing in its
// `deinit`) and `weak` for the user's subclasses (ItemHandle). These tests free an object of
// each kind while things that refer to it through its handle live on (a subview, an anchor, a
// constraint, a guide) and read them back: every read must give nil, none may trap, and nothing
// may outlive its owner. A checked `unowned` read while its object is being deinitialized traps,
// so the user code that runs during a library object's deinitialization is exercised too: a
// view controller released by its window, and user subclasses of the open library classes.
// Scripts/sanitize runs them under AddressSanitizer as well.

import LayoutAnchors
import XCTest

final class ItemHandleLibraryClassTests: XCTestCase {
    /// What a deinit saw, read after the object is gone.
    final class Record {
        var viewWindowWasNil: Bool?
        var viewSuperviewWasNil: Bool?
        var subviewSuperviewWasNil: Bool?
    }

    /// Frees `make()`'s view while a subview, an anchor, a constraint and its margins guide
    /// outlive it; each reads nil afterwards and a new layout of the subview works.
    private func checkOutliving(_ name: String, _ make: () -> View) {
        let child = View(frame: Rect(x: 1, y: 2, width: 3, height: 4))
        weak var gone: View?
        var anchor: LayoutXAxisAnchor?
        var constraint: LayoutConstraint?
        var guide: LayoutGuide?
        LayoutIssue.withLoggingDisabled {
            let view = make()
            gone = view
            view.addSubview(child)
            anchor = view.leadingAnchor
            constraint = view.widthAnchor.constraint(equalToConstant: 10)
            constraint?.isActive = true
            guide = view.layoutMarginsGuide
            view.layoutIfNeeded()
            XCTAssertTrue(child.superview === view, name)
        }
        XCTAssertNil(gone, "\(name): nothing keeps the view alive")
        XCTAssertNil(child.superview, name)
        XCTAssertEqual(anchor?.description.hasPrefix("nil"), true, "\(name): \(anchor?.description ?? "")")
        XCTAssertNil(constraint?.firstItem, name)
        XCTAssertNil(guide?.owningView, name)
        XCTAssertEqual(guide?.layoutFrame, .zero, name)
        // The subview is a root now and keeps the frame set by hand: (1, 2, 3, 4).
        child.layoutIfNeeded()
        XCTAssertEqual(child.frame, Rect(x: 1, y: 2, width: 3, height: 4), name)
        LayoutIssue.withLoggingDisabled { constraint?.isActive = false }
        XCTAssertEqual(constraint?.isActive, false, name)
    }

    func testEachLibraryClassFreedWhileHandlesOutliveIt() {
        checkOutliving("View") { View(frame: Rect(x: 0, y: 0, width: 100, height: 100)) }
        checkOutliving("ScrollView") { ScrollView(frame: Rect(x: 0, y: 0, width: 100, height: 100)) }
        checkOutliving("StackView") { StackView(frame: Rect(x: 0, y: 0, width: 100, height: 100)) }
        checkOutliving("Label") { Label(text: "text") }
        checkOutliving("Window") { Window(size: Size(width: 100, height: 100)) }
    }

    /// A controller whose `deinit` reads its view's window and superview. The window releases
    /// the controller while it is itself being deinitialized (its stored properties go after
    /// its `deinit` body), so that code reads the window's handle then: nil, no trap.
    final class TouchyController: ViewController {
        let record: Record
        init(record: Record) {
            self.record = record
            super.init()
        }
        deinit {
            record.viewWindowWasNil = view.window == nil
            record.viewSuperviewWasNil = view.superview == nil
            view.setNeedsLayout()
            view.layoutIfNeeded()
        }
    }

    func testAControllerReleasedByItsWindowReadsTheWindowAsGone() {
        let record = Record()
        weak var goneWindow: Window?
        weak var goneController: ViewController?
        LayoutIssue.withLoggingDisabled {
            let window = Window(size: Size(width: 320, height: 480))
            goneWindow = window
            let controller = TouchyController(record: record)
            goneController = controller
            window.rootViewController = controller
            window.layoutIfNeeded()
            XCTAssertTrue(controller.view.window === window)
        }
        // The window went with the controller still set: the controller's deinit ran while the
        // window was being deinitialized, and read it as gone.
        XCTAssertNil(goneWindow)
        XCTAssertNil(goneController)
        XCTAssertEqual(record.viewWindowWasNil, true)
        XCTAssertEqual(record.viewSuperviewWasNil, true)
    }

    /// User subclasses of the open library classes whose `deinit` touches their own layout
    /// and their subviews' (their handles are `weak`: the subclass body runs before the
    /// library's `deinit` detaches).
    final class TouchyScrollView: ScrollView {
        let record: Record
        let sub = View()
        init(record: Record) {
            self.record = record
            super.init(frame: Rect(x: 0, y: 0, width: 50, height: 50))
            addSubview(sub)
        }
        deinit {
            record.subviewSuperviewWasNil = sub.superview == nil
            sub.translatesAutoresizingMaskIntoConstraints = false
            sub.widthAnchor.constraint(equalTo: frameLayoutGuide.widthAnchor).isActive = true
            setContentOffset(Point(x: 0, y: 10))
            layoutIfNeeded()
            _ = contentLayoutGuide.layoutFrame
        }
    }

    final class TouchyStackView: StackView {
        let record: Record
        init(record: Record) {
            self.record = record
            super.init(arrangedSubviews: [View(), View()])
        }
        deinit {
            record.subviewSuperviewWasNil = arrangedSubviews.first?.superview == nil
            addArrangedSubview(View())
            layoutIfNeeded()
        }
    }

    func testUserSubclassesOfLibraryClassesTouchingLayoutInDeinitDoNotTrap() {
        let scrollRecord = Record(), stackRecord = Record()
        weak var goneScroll: View?
        weak var goneStack: View?
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        LayoutIssue.withLoggingDisabled {
            let scroll = TouchyScrollView(record: scrollRecord)
            let stack = TouchyStackView(record: stackRecord)
            goneScroll = scroll
            goneStack = stack
            root.addSubview(scroll)
            root.addSubview(stack)
            root.layoutIfNeeded()
            scroll.removeFromSuperview()
            stack.removeFromSuperview()
        }
        XCTAssertNil(goneScroll)
        XCTAssertNil(goneStack)
        // Inside the subclass's deinit the view itself reads as gone through its handle (as a
        // `weak` reference reads in UIKit's `dealloc`), so a subview's superview is nil there.
        XCTAssertEqual(scrollRecord.subviewSuperviewWasNil, true)
        XCTAssertEqual(stackRecord.subviewSuperviewWasNil, true)
        XCTAssertTrue(root.subviews.isEmpty)
    }
}
