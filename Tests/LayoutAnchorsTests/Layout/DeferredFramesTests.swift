// Rows that a layout only moves down are framed when read (Engine/DeferredFrames.swift). Each
// test reads a moved row's frame at a time that writing it at the layout would have fixed it:
// after further layouts, after the row leaves, after its window is gone, after its hierarchy
// joins another window, around a frame set by hand and a flip. Every expected frame follows
// from the constraints below.

import LayoutAnchors
import XCTest

final class DeferredFramesTests: XCTestCase {
    /// A plain container (10, 20, 200 x 500) in a 320 x 568 window at display scale 3, holding
    /// four rows 100 wide at x 5: row 0's top 4 below the container's, each next row's top at
    /// the previous one's bottom; 30 high. Rows in root coordinates: y 24, 54, 84, 114.
    private func makeColumn(direction: LayoutDirection = .leftToRight, scale: Double = 3)
        -> (window: Window, container: View, rows: [View], heights: [LayoutConstraint])
    {
        let window = Window(size: Size(width: 320, height: 568), layoutDirection: direction, displayScale: scale)
        let container = View()
        container.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(container)
        LayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            container.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
            container.widthAnchor.constraint(equalToConstant: 200),
            container.heightAnchor.constraint(equalToConstant: 500),
        ])
        var rows: [View] = [], heights: [LayoutConstraint] = []
        for i in 0..<4 {
            let row = i % 2 == 0 ? Label(text: "row") : View()
            row.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(row)
            heights.append(row.heightAnchor.constraint(equalToConstant: 30))
            LayoutConstraint.activate([
                i == 0
                    ? row.topAnchor.constraint(equalTo: container.topAnchor, constant: 4)
                    : row.topAnchor.constraint(equalTo: rows[i - 1].bottomAnchor),
                row.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 5),
                row.widthAnchor.constraint(equalToConstant: 100), heights[i],
            ])
            rows.append(row)
        }
        window.layoutIfNeeded()
        return (window, container, rows, heights)
    }

    /// Row 0 grows 30 -> 40.5, then 40.5 -> 50 with no read between: rows 1-3 at 4 + 50 = 54,
    /// 84, 114 in the container. The fractional step in between (row 1 at 44.5) never shows.
    func testRowsMovedByTwoLayoutsReadTheLastOne() {
        let (window, _, rows, heights) = makeColumn()
        heights[0].constant = 40.5
        window.layoutIfNeeded()
        heights[0].constant = 50
        window.layoutIfNeeded()
        // Read bottom-up, then again: the same frames.
        for _ in 0..<2 {
            XCTAssertEqual(rows[3].frame, Rect(x: 5, y: 114, width: 100, height: 30))
            XCTAssertEqual(rows[2].frame, Rect(x: 5, y: 84, width: 100, height: 30))
            XCTAssertEqual(rows[1].frame, Rect(x: 5, y: 54, width: 100, height: 30))
        }
    }

    /// Row 0 grows 30 -> 30.2: row 1's top is 4 + 30.2 = 34.2 in the container, 54.2 in the
    /// window; at scale 3 its edges round to 54.333 and 84.333 (54.2 x 3 = 162.6 -> 163,
    /// 84.2 x 3 = 252.6 -> 253), the container's top to 20: y 34.333, height 30.
    func testAMovedRowIsRoundedToTheWindowsPixels() {
        let (window, _, rows, heights) = makeColumn()
        heights[0].constant = 30.2
        window.layoutIfNeeded()
        XCTAssertEqual(rows[1].frame.minY, 163.0 / 3 - 20, accuracy: 1e-9)
        XCTAssertEqual(rows[1].frame.height, 90.0 / 3, accuracy: 1e-9)
    }

    /// A moved row removed before anything reads it keeps the frame the layout gave it: row 0
    /// 30 -> 60 moves row 2 to 4 + 60 + 30 = 94.
    func testARowRemovedAfterAMoveKeepsItsFrame() {
        let (window, _, rows, heights) = makeColumn()
        heights[0].constant = 60
        window.layoutIfNeeded()
        rows[2].removeFromSuperview()
        XCTAssertEqual(rows[2].frame, Rect(x: 5, y: 94, width: 100, height: 30))
        window.layoutIfNeeded()
        XCTAssertEqual(rows[2].frame, Rect(x: 5, y: 94, width: 100, height: 30))
    }

    /// A moved row whose constraints are all deactivated keeps the frame the layout gave it
    /// (a view no constraint places keeps its frame): row 3 at 4 + 60 + 30 + 30 = 124.
    func testARowWhoseConstraintsGoKeepsItsFrame() {
        let (window, container, rows, heights) = makeColumn()
        heights[0].constant = 60
        window.layoutIfNeeded()
        let own = (container.constraints + rows[3].constraints).filter { $0.firstItem === rows[3] || $0.secondItem === rows[3] }
        XCTAssertEqual(own.count, 4)
        LayoutConstraint.deactivate(own)
        window.layoutIfNeeded()
        XCTAssertEqual(rows[3].frame, Rect(x: 5, y: 124, width: 100, height: 30))
    }

    /// A moved row keeps its frame when its superview's vertical constraints go before the next
    /// layout (the superview's y is then no longer solved). Rows pinned to the window, not to
    /// their container (at y 20): row 0 at 24 grows 30 -> 50, row 1 at 24 + 50 = 74, 54 in the
    /// container; after the next layout the container, unplaced along y, keeps its frame.
    func testARowKeepsItsFrameWhenItsSuperviewsPositionGoes() {
        let window = Window(size: Size(width: 320, height: 568))
        let container = View()
        container.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(container)
        let rows = [View(), View()]
        for row in rows {
            row.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(row)
        }
        let height = rows[0].heightAnchor.constraint(equalToConstant: 30)
        let vertical = [
            container.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
            container.heightAnchor.constraint(equalToConstant: 500),
        ]
        LayoutConstraint.activate(
            vertical + [
                container.leadingAnchor.constraint(equalTo: window.leadingAnchor), container.widthAnchor.constraint(equalToConstant: 200),
                rows[0].topAnchor.constraint(equalTo: window.topAnchor, constant: 24), height,
                rows[1].topAnchor.constraint(equalTo: rows[0].bottomAnchor), rows[1].heightAnchor.constraint(equalToConstant: 30),
            ]
                + rows.flatMap {
                    [$0.leadingAnchor.constraint(equalTo: window.leadingAnchor), $0.widthAnchor.constraint(equalToConstant: 10)]
                })
        window.layoutIfNeeded()
        XCTAssertEqual(rows[1].frame, Rect(x: 0, y: 34, width: 10, height: 30))
        height.constant = 50
        window.layoutIfNeeded()
        LayoutConstraint.deactivate(vertical)
        XCTAssertEqual(rows[1].frame, Rect(x: 0, y: 54, width: 10, height: 30))
    }

    /// A moved row outliving its window keeps the frame the layout gave it (row 3 at 4 + 60 +
    /// 30 + 30 = 124).
    func testARowOutlivingItsWindowKeepsItsFrame() {
        var row: View?
        do {
            let (window, _, rows, heights) = makeColumn()
            heights[0].constant = 60
            window.layoutIfNeeded()
            row = rows[3]
        }
        XCTAssertEqual(row?.frame, Rect(x: 5, y: 124, width: 100, height: 30))
    }

    /// A moved row whose hierarchy joins another window at scale 1 keeps its frame until that
    /// window lays it out: y 4 + 30.2 = 34.2, rounded at scale 3 as above (34.333). The new
    /// layout then rounds at scale 1: 20 + 34.2 = 54.2 -> 54, less the container's 20.
    func testARowJoiningAnotherWindowKeepsItsFrameUntilLaidOut() {
        let (window, container, rows, heights) = makeColumn()
        heights[0].constant = 30.2
        window.layoutIfNeeded()
        let holder = View(frame: Rect(x: 0, y: 0, width: 320, height: 568))
        container.removeFromSuperview()
        holder.addSubview(container)
        let other = Window(size: Size(width: 320, height: 568), displayScale: 1)
        other.addSubview(holder)
        XCTAssertEqual(rows[1].frame.minY, 163.0 / 3 - 20, accuracy: 1e-9)
        LayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: holder.leadingAnchor, constant: 10),
            container.topAnchor.constraint(equalTo: holder.topAnchor, constant: 20),
        ])
        other.layoutIfNeeded()
        XCTAssertEqual(rows[1].frame, Rect(x: 5, y: 34, width: 100, height: 30))
    }

    /// A frame set by hand on a moved row lasts until the next layout, which puts the row back
    /// where the rows above it end (4 + 60 = 64).
    func testAFrameSetByHandOnAMovedRowLastsUntilTheNextLayout() {
        let (window, _, rows, heights) = makeColumn()
        heights[0].constant = 60
        window.layoutIfNeeded()
        rows[1].frame = Rect(x: 0, y: 0, width: 10, height: 10)
        XCTAssertEqual(rows[1].frame, Rect(x: 0, y: 0, width: 10, height: 10))
        window.setNeedsLayout()
        window.layoutIfNeeded()
        XCTAssertEqual(rows[1].frame, Rect(x: 5, y: 64, width: 100, height: 30))
    }

    /// Right to left, moved rows keep their mirrored x (container 200 wide, row 100 wide at 5
    /// from its right: x 200 - 5 - 100 = 95) through a move and through a flip back to left to
    /// right (x 5), read only after both: row 0 40 high puts rows 2 and 3 at 4 + 40 + 30 = 74
    /// and 104.
    func testMovedRowsReadAfterAFlip() {
        let (window, _, rows, heights) = makeColumn(direction: .rightToLeft)
        XCTAssertEqual(rows[2].frame, Rect(x: 95, y: 64, width: 100, height: 30))
        heights[0].constant = 60
        window.layoutIfNeeded()
        XCTAssertEqual(rows[3].frame, Rect(x: 95, y: 124, width: 100, height: 30))
        heights[0].constant = 40
        window.layoutIfNeeded()
        window.layoutDirection = .leftToRight
        window.layoutIfNeeded()
        XCTAssertEqual(rows[2].frame, Rect(x: 5, y: 74, width: 100, height: 30))
        XCTAssertEqual(rows[3].frame, Rect(x: 5, y: 104, width: 100, height: 30))
    }

    /// A row of the user's own class is written at the layout, with the `layoutSubviews()`
    /// call a size change asks for. The row is 30.1 high, 30 below a view 30 high at 4 in a
    /// container at 20: top 84 (x 3 = 252), bottom 114.1 (342.3 -> 342), 90 pixels. That view
    /// grows to 30.1: top 84.1 (252.3 -> 252), bottom 114.2 (342.6 -> 343), 91 pixels: a move
    /// that changes the rounded height, so one more call; y 252 / 3 - 20 = 64.
    func testAUserRowMovedIntoAnotherRoundedHeightIsLaidOut() {
        final class Counting: View {
            var layouts = 0
            override func layoutSubviews() { layouts += 1 }
        }
        let window = Window(size: Size(width: 320, height: 568), displayScale: 3)
        let container = View()
        container.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(container)
        let top = View(), row = Counting()
        for v in [top, row] {
            v.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(v)
        }
        let height = top.heightAnchor.constraint(equalToConstant: 30)
        LayoutConstraint.activate([
            container.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
            container.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            container.widthAnchor.constraint(equalToConstant: 200), container.heightAnchor.constraint(equalToConstant: 500),
            top.topAnchor.constraint(equalTo: container.topAnchor, constant: 4), height,
            top.leadingAnchor.constraint(equalTo: container.leadingAnchor), top.widthAnchor.constraint(equalToConstant: 10),
            row.topAnchor.constraint(equalTo: top.bottomAnchor, constant: 30),
            row.leadingAnchor.constraint(equalTo: container.leadingAnchor), row.widthAnchor.constraint(equalToConstant: 10),
            row.heightAnchor.constraint(equalToConstant: 30.1),
        ])
        window.layoutIfNeeded()
        XCTAssertEqual(row.frame.height, 30, accuracy: 1e-9)
        let first = row.layouts
        height.constant = 30.1
        window.layoutIfNeeded()
        XCTAssertEqual(row.layouts, first + 1)
        XCTAssertEqual(row.frame.minY, 64, accuracy: 1e-9)
        XCTAssertEqual(row.frame.height, 91.0 / 3, accuracy: 1e-9)
    }
}
