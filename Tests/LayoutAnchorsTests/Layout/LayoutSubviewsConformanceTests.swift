// Manual layout in layoutSubviews as UIKit apps write it: frames computed from `bounds`,
// mixed with Auto Layout inside and outside, and the pass order UIKit documents
// (updateConstraints bottom-up, then layoutSubviews top-down after the frames are set).

import LayoutAnchors
import XCTest

/// A view that splits its bounds between two subviews by hand: `left` gets a third, `right`
/// the rest, both inset by 10; a third subview `panel` (autoresizing) gets the top 100 points
/// of the right side and holds an Auto Layout child.
private final class SplitView: View {
    let left = View(), right = View()
    var passes = 0
    var boundsSeen: [Rect] = []

    override init(frame: Rect) {
        super.init(frame: frame)
        addSubview(left)
        addSubview(right)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        passes += 1
        boundsSeen.append(bounds)
        let third = (bounds.width / 3).rounded(.down)
        left.frame = Rect(x: 10, y: 10, width: third - 20, height: bounds.height - 20)
        right.frame = Rect(x: third + 10, y: 10, width: bounds.width - third - 20, height: bounds.height - 20)
    }
}

/// Records the order of layout hooks across a small hierarchy.
private final class TracingView: View {
    let name: String
    let log: Log
    final class Log { var entries: [String] = [] }

    init(_ name: String, log: Log) {
        self.name = name
        self.log = log
        super.init(frame: .zero)
    }

    override func updateConstraints() {
        log.entries.append("update \(name)")
        super.updateConstraints()
    }

    override func layoutSubviews() {
        log.entries.append("layout \(name) \(Int(bounds.width))")
        super.layoutSubviews()
    }
}

final class LayoutSubviewsConformanceTests: XCTestCase {
    func testManualFramesFollowTheConstrainedBounds() {
        let window = Window(size: Size(width: 320, height: 568))
        let split = SplitView()
        split.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(split)
        LayoutConstraint.activate([
            split.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
            split.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            split.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -20),
            split.heightAnchor.constraint(equalToConstant: 200),
        ])
        window.layoutIfNeeded()
        // split: 320 - 40 = 280 wide. third = floor(280 / 3) = 93.
        // left (10, 10, 73, 180); right (103, 10, 280 - 93 - 20 = 167, 180).
        assertFrame(split.frame, 20, 20, 280, 200)
        XCTAssertEqual(split.boundsSeen.last, Rect(x: 0, y: 0, width: 280, height: 200))
        assertFrame(split.left.frame, 10, 10, 73, 180)
        assertFrame(split.right.frame, 103, 10, 167, 180)
        // A window resize (rotation) re-runs layoutSubviews with the new bounds:
        // 568 - 40 = 528; third 176: left (10, 10, 156, 180), right (186, 10, 332, 180).
        window.resize(to: Size(width: 568, height: 320))
        window.layoutIfNeeded()
        assertFrame(split.left.frame, 10, 10, 156, 180)
        assertFrame(split.right.frame, 186, 10, 332, 180)
        // Nothing changed: another layoutIfNeeded does not call layoutSubviews again.
        let passes = split.passes
        window.layoutIfNeeded()
        XCTAssertEqual(split.passes, passes)
        // setNeedsLayout asks for exactly one more pass.
        split.setNeedsLayout()
        window.layoutIfNeeded()
        XCTAssertEqual(split.passes, passes + 1)
        // RTL does not flip hand-set frames (frames are absolute coordinates).
        window.layoutDirection = .rightToLeft
        window.layoutIfNeeded()
        assertFrame(split.left.frame, 10, 10, 156, 180)
        assertNoIssues(window)
    }

    /// A frame set by hand in layoutSubviews on an autoresizing subview: the Auto Layout
    /// children of that subview follow it in the same layoutIfNeeded.
    func testConstrainedChildrenFollowAFrameSetInLayoutSubviews() {
        let window = Window(size: Size(width: 320, height: 568))
        let split = SplitView()
        split.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(split)
        LayoutConstraint.activate([
            split.topAnchor.constraint(equalTo: window.topAnchor),
            split.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            split.widthAnchor.constraint(equalToConstant: 300),
            split.heightAnchor.constraint(equalToConstant: 400),
        ])
        let badge = View()
        badge.translatesAutoresizingMaskIntoConstraints = false
        split.right.addSubview(badge)
        LayoutConstraint.activate([
            badge.topAnchor.constraint(equalTo: split.right.layoutMarginsGuide.topAnchor),
            badge.trailingAnchor.constraint(equalTo: split.right.layoutMarginsGuide.trailingAnchor),
            badge.widthAnchor.constraint(equalTo: split.right.widthAnchor, multiplier: 0.5),
            badge.heightAnchor.constraint(equalTo: badge.widthAnchor),
        ])
        window.layoutIfNeeded()
        // third = 100: right = (110, 10, 180, 380). badge: width 90, square, top at margin 8,
        // trailing at 180 - 8 = 172: x 82.
        assertFrame(split.right.frame, 110, 10, 180, 380)
        assertFrame(badge.frame, 82, 8, 90, 90)
        // Growing the split: right becomes (210, 10, 390 - 200 - 20?...) recomputed below.
        split.constraints.first { $0.firstAttribute == .width && $0.secondItem == nil }?.constant = 600
        window.layoutIfNeeded()
        // third = 200: right = (210, 10, 600 - 200 - 20 = 380, 380); badge 190 wide at
        // 380 - 8 - 190 = 182.
        assertFrame(split.right.frame, 210, 10, 380, 380)
        assertFrame(badge.frame, 182, 8, 190, 190)
        assertNoIssues(window)
    }

    /// updateConstraints runs subviews first; layoutSubviews superview first, with bounds
    /// already solved.
    func testPassOrder() {
        let log = TracingView.Log()
        let window = Window(size: Size(width: 300, height: 300))
        let outer = TracingView("outer", log: log), inner = TracingView("inner", log: log)
        outer.translatesAutoresizingMaskIntoConstraints = false
        inner.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(outer)
        outer.addSubview(inner)
        LayoutConstraint.activate([
            outer.topAnchor.constraint(equalTo: window.topAnchor),
            outer.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            outer.widthAnchor.constraint(equalToConstant: 200),
            outer.heightAnchor.constraint(equalToConstant: 200),
            inner.centerXAnchor.constraint(equalTo: outer.centerXAnchor),
            inner.centerYAnchor.constraint(equalTo: outer.centerYAnchor),
            inner.widthAnchor.constraint(equalTo: outer.widthAnchor, multiplier: 0.5),
            inner.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        XCTAssertEqual(log.entries, ["update inner", "update outer", "layout outer 200", "layout inner 100"])
        assertFrame(inner.frame, 50, 95, 100, 10)
    }
}
