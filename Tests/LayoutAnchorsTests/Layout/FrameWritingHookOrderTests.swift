// The order in which frame writing meets views is the order their hooks run in: the hook walk
// visits a view's marked subviews in the order they were marked (LayoutEngine+Hooks.swift), and
// a frame change marks the view when it is written. UIKit lays a view's subviews out in their
// order among its subviews; frame writing keeps that order for the subviews it reaches through
// their superview.

import LayoutAnchors
import XCTest

final class FrameWritingHookOrderTests: XCTestCase {
    /// Records its hooks in a log shared by the views of a test.
    private final class Recorder: View {
        let name: String
        let log: Log
        init(_ name: String, log: Log) {
            self.name = name
            self.log = log
            super.init(frame: .zero)
        }
        override func layoutSubviews() {
            super.layoutSubviews()
            log.calls.append("\(name).layoutSubviews")
        }
        override func layoutMarginsDidChange() {
            super.layoutMarginsDidChange()
            log.calls.append("\(name).layoutMarginsDidChange")
        }
        override func safeAreaInsetsDidChange() {
            super.safeAreaInsetsDidChange()
            log.calls.append("\(name).safeAreaInsetsDidChange")
        }
    }

    private final class Log { var calls: [String] = [] }

    /// Window 320 x 568 at scale 1, no safe area insets, and two recorders: `first`, whose
    /// margins are zero and preserve its superview's, and `second`.
    private func makeScene(_ log: Log) -> (window: Window, first: Recorder, second: Recorder) {
        let window = Window(size: Size(width: 320, height: 568), displayScale: 1)
        let first = Recorder("first", log: log), second = Recorder("second", log: log)
        first.preservesSuperviewLayoutMargins = true
        first.layoutMargins = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        return (window, first, second)
    }

    /// `container` is placed at the origin, 200 x 200; inside it, `first` then `second`, both
    /// placed from the window. Window 320 x 568, scale 1, no safe area insets.
    /// - `first`: (8, 8), 20 x 20, margins zero, preserving its superview's: `container`'s
    ///   margins (8 on each side) reach 8 - 8 = 0 into it.
    /// - `second`: (10, 100), 30 x 20.
    /// In one layout `container` moves to (5, 5) and `second` becomes 40 wide:
    /// - `first` stays where it is in the window, so it is at (8 - 5, 8 - 5) = (3, 3) in
    ///   `container`, whose margins now reach 8 - 3 = 5 into its top and left: its margins
    ///   become (5, 5, 0, 0), so `layoutMarginsDidChange()`;
    /// - `second` changes size (30 -> 40): `layoutSubviews()`.
    /// Both are subviews of `container`, `first` first: UIKit calls `first`'s hook first.
    func testASubviewMovedByItsSuperviewIsMarkedInItsOrderAmongChangedSubviews() {
        let log = Log()
        let (window, first, second) = makeScene(log)
        let container = View()
        window.addSubview(container)
        container.addSubview(first)
        container.addSubview(second)
        let containerPlacement = placement(of: container, in: window, at: Rect(x: 0, y: 0, width: 200, height: 200))
        let secondPlacement = placement(of: second, in: window, at: Rect(x: 10, y: 100, width: 30, height: 20))
        LayoutConstraint.activate(
            containerPlacement + placement(of: first, in: window, at: Rect(x: 8, y: 8, width: 20, height: 20))
                + secondPlacement)
        window.layoutIfNeeded()
        XCTAssertEqual(first.frame, Rect(x: 8, y: 8, width: 20, height: 20))
        log.calls = []
        containerPlacement[0].constant = 5  // leading
        containerPlacement[1].constant = 5  // top
        secondPlacement[2].constant = 40  // width
        window.layoutIfNeeded()
        XCTAssertEqual(first.frame, Rect(x: 3, y: 3, width: 20, height: 20))
        XCTAssertEqual(second.frame, Rect(x: 5, y: 95, width: 40, height: 20))
        XCTAssertEqual(log.calls, ["first.layoutMarginsDidChange", "second.layoutSubviews"])
    }

    /// A flip rewrites every frame. Window 320 x 568, scale 1, left to right at first;
    /// `container` fills it; inside it `first` then `second`:
    /// - `first`: leading 3 from `container`'s, top 300, 20 x 20, margins zero, preserving
    ///   `container`'s (8): they reach 8 - 3 = 5 into its leading side. Left to right that is
    ///   its left (margins (0, 5, 0, 0)); right to left its right ((0, 0, 0, 5)), so the flip
    ///   calls `layoutMarginsDidChange()`.
    /// - `second`: leading 100, top 100, 30 x 20, made 40 wide in the same layout:
    ///   `layoutSubviews()`.
    /// UIKit calls `first`'s hook first, its order among `container`'s subviews.
    func testAFlipMarksSubviewsInTheirOrder() {
        let log = Log()
        let (window, first, second) = makeScene(log)
        let container = View()
        window.addSubview(container)
        container.addSubview(first)
        container.addSubview(second)
        container.translatesAutoresizingMaskIntoConstraints = false
        let secondPlacement = placement(of: second, in: container, at: Rect(x: 100, y: 100, width: 30, height: 20))
        LayoutConstraint.activate(
            [
                container.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                container.trailingAnchor.constraint(equalTo: window.trailingAnchor),
                container.topAnchor.constraint(equalTo: window.topAnchor),
                container.bottomAnchor.constraint(equalTo: window.bottomAnchor),
            ] + placement(of: first, in: container, at: Rect(x: 3, y: 300, width: 20, height: 20)) + secondPlacement)
        window.layoutIfNeeded()
        log.calls = []
        window.layoutDirection = .rightToLeft
        secondPlacement[2].constant = 40  // width
        window.layoutIfNeeded()
        // Right to left: 320 - 3 - 20 = 297; 320 - 100 - 40 = 180.
        XCTAssertEqual(first.frame, Rect(x: 297, y: 300, width: 20, height: 20))
        XCTAssertEqual(second.frame, Rect(x: 180, y: 100, width: 40, height: 20))
        XCTAssertEqual(log.calls, ["first.layoutMarginsDidChange", "second.layoutSubviews"])
    }

    /// The walk visits branches in the order they were marked, so a subview reached through a
    /// moved superview must be marked where that superview is met, not after every other
    /// change. Window 320 x 568, scale 1, no safe area insets; its subviews `left` then
    /// `right`.
    /// - `left` has no constraint at first (frame set by hand: at the origin, 200 x 200); its
    ///   subview `first` is placed from the window at (8, 8), 20 x 20, margins zero, preserving
    ///   `left`'s (8), which reach 8 - 8 = 0 into it.
    /// - `right` is placed at (0, 300), 200 x 200; its subview `second` at (10, 10) in it,
    ///   30 x 20.
    /// In one layout `left` is pinned at (5, 5), 200 x 200 (it enters the solver), and
    /// `second` becomes 40 wide:
    /// - `first` stays where it is in the window, at (8 - 5, 8 - 5) = (3, 3) in `left`, whose
    ///   margins reach 8 - 3 = 5 into its top and left: `layoutMarginsDidChange()`;
    /// - `second` changes size (30 -> 40): `layoutSubviews()`.
    /// UIKit lays out `left`'s branch before `right`'s (their order in the window): `first`'s
    /// hook first.
    func testASubviewMovedByItsSuperviewIsMarkedWhereItsSuperviewIsMet() {
        let log = Log()
        let (window, first, second) = makeScene(log)
        let left = View(frame: Rect(x: 0, y: 0, width: 200, height: 200)), right = View()
        window.addSubview(left)
        window.addSubview(right)
        left.addSubview(first)
        right.addSubview(second)
        left.translatesAutoresizingMaskIntoConstraints = false  // no constraint places it at first
        let secondPlacement = placement(of: second, in: right, at: Rect(x: 10, y: 10, width: 30, height: 20))
        LayoutConstraint.activate(
            placement(of: right, in: window, at: Rect(x: 0, y: 300, width: 200, height: 200))
                + placement(of: first, in: window, at: Rect(x: 8, y: 8, width: 20, height: 20)) + secondPlacement)
        window.layoutIfNeeded()
        XCTAssertEqual(first.frame, Rect(x: 8, y: 8, width: 20, height: 20))
        log.calls = []
        LayoutConstraint.activate(placement(of: left, in: window, at: Rect(x: 5, y: 5, width: 200, height: 200)))
        secondPlacement[2].constant = 40  // width
        window.layoutIfNeeded()
        XCTAssertEqual(left.frame, Rect(x: 5, y: 5, width: 200, height: 200))
        XCTAssertEqual(first.frame, Rect(x: 3, y: 3, width: 20, height: 20))
        XCTAssertEqual(second.frame, Rect(x: 10, y: 10, width: 40, height: 20))
        XCTAssertEqual(log.calls, ["first.layoutMarginsDidChange", "second.layoutSubviews"])
    }
}
