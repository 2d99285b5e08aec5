// A view subclass whose `deinit` touches its own layout state. A subclass's deinit body runs
// before View.deinit detaches the view's handle, so every path here reads the handle of an
// object that is being deinitialized. A checked `unowned` back-reference traps there; the weak
// one reads nil, as a weak reference does in UIKit's `dealloc`. None may trap, and nothing may
// outlive the view.

import LayoutAnchors
import XCTest

final class ItemHandleDeinitTests: XCTestCase {
    /// What the subclass's deinit saw, read after the view is gone.
    final class Record {
        var superviewWasNil = false
        var constraintCountAfterActivation = -1
        var constraintCountAfterDeactivation = -1
    }

    final class TouchyView: View {
        let record: Record
        init(record: Record) {
            self.record = record
            super.init(frame: .zero)
        }
        deinit {
            record.superviewWasNil = superview == nil
            removeFromSuperview()
            let width = widthAnchor.constraint(equalToConstant: 10)
            width.isActive = true
            record.constraintCountAfterActivation = constraints.count
            LayoutConstraint.deactivate(constraints)
            record.constraintCountAfterDeactivation = constraints.filter(\.isActive).count
            setNeedsLayout()
            layoutIfNeeded()
            _ = frame
            _ = diagnosticName
        }
    }

    func testADeinitThatTouchesLayoutDoesNotTrap() {
        let record = Record()
        weak var gone: View?
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        LayoutIssue.withLoggingDisabled {
            let touchy = TouchyView(record: record)
            gone = touchy
            root.addSubview(touchy)
            touchy.translatesAutoresizingMaskIntoConstraints = false
            touchy.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
            root.layoutIfNeeded()
            touchy.removeFromSuperview()
        }
        XCTAssertNil(gone)
        // The view was out of the hierarchy when its deinit ran. The width constraint made there
        // reads its item through the handle, which is nil while the view is being
        // deinitialized: it is refused, as a constraint whose item is gone, so none is installed.
        XCTAssertTrue(record.superviewWasNil)
        XCTAssertEqual(record.constraintCountAfterActivation, 0)
        XCTAssertEqual(record.constraintCountAfterDeactivation, 0)
        XCTAssertTrue(root.subviews.isEmpty)
    }

    func testADeinitRunningWhileItsSuperviewIsFreedDoesNotTrap() {
        let record = Record()
        weak var goneRoot: View?
        LayoutIssue.withLoggingDisabled {
            let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
            goneRoot = root
            let touchy = TouchyView(record: record)
            root.addSubview(touchy)
            touchy.translatesAutoresizingMaskIntoConstraints = false
            touchy.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
            root.layoutIfNeeded()
        }
        XCTAssertNil(goneRoot)
        XCTAssertTrue(record.superviewWasNil, "the superview is gone (or going) when its subview's deinit runs")
    }
}
