// A view that a layout moves along y alone (every row below a row that grew) is framed from
// every value it has now: the x, width and height an earlier layout gave it, and any of them
// that changed in the same layout as the move. Frame writing that keeps some values between
// layouts, or reads only the moved one, must still pass these.

import LayoutAnchors
import XCTest

final class MovedAlongYFramesTests: XCTestCase {
    /// Three views in a column at x 20 in a 320-wide window: v0's top 10 below the window's,
    /// each next view's top at the previous one's bottom; 100 wide, 30 high.
    private func makeColumn(direction: LayoutDirection = .leftToRight)
        -> (
            window: Window, views: [View], widths: [LayoutConstraint], heights: [LayoutConstraint], leadings: [LayoutConstraint],
            tops: [LayoutConstraint]
        )
    {
        let window = Window(size: Size(width: 320, height: 568), layoutDirection: direction)
        let views = [View(), View(), View()]
        var widths: [LayoutConstraint] = [], heights: [LayoutConstraint] = [], leadings: [LayoutConstraint] = []
        var tops: [LayoutConstraint] = []
        for (i, view) in views.enumerated() {
            view.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(view)
            widths.append(view.widthAnchor.constraint(equalToConstant: 100))
            heights.append(view.heightAnchor.constraint(equalToConstant: 30))
            leadings.append(view.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20))
            tops.append(
                i == 0
                    ? view.topAnchor.constraint(equalTo: window.topAnchor, constant: 10)
                    : view.topAnchor.constraint(equalTo: views[i - 1].bottomAnchor))
            // The top first: a layout that moves and resizes a view then lists its minY before its size.
            LayoutConstraint.activate([tops[i], leadings[i], widths[i], heights[i]])
        }
        window.layoutIfNeeded()
        return (window, views, widths, heights, leadings, tops)
    }

    /// v2 narrowed to 60 in one layout, then moved down by v0 growing 30 -> 50 in the next:
    /// v1 at y 10 + 50 = 60, v2 at 60 + 30 = 90, still 60 wide.
    func testAMovedViewKeepsTheWidthAnEarlierLayoutGaveIt() {
        let (window, views, widths, heights, _, _) = makeColumn()
        XCTAssertEqual(
            views.map(\.frame),
            [
                Rect(x: 20, y: 10, width: 100, height: 30), Rect(x: 20, y: 40, width: 100, height: 30),
                Rect(x: 20, y: 70, width: 100, height: 30),
            ])
        widths[2].constant = 60
        window.layoutIfNeeded()
        XCTAssertEqual(views[2].frame, Rect(x: 20, y: 70, width: 60, height: 30))
        heights[0].constant = 50
        window.layoutIfNeeded()
        XCTAssertEqual(views[1].frame, Rect(x: 20, y: 60, width: 100, height: 30))
        XCTAssertEqual(views[2].frame, Rect(x: 20, y: 90, width: 60, height: 30))
    }

    /// In one layout: v0 grows 30 -> 50 (v1 and v2 move down 20), v1's leading goes 20 -> 30
    /// and v2 grows 30 -> 45. v1: x 30, y 60; v2: y 60 + 30 = 90, 45 high.
    func testAViewMovedAndResizedInOneLayoutTakesEveryNewValue() {
        let (window, views, _, heights, leadings, _) = makeColumn()
        heights[0].constant = 50
        leadings[1].constant = 30
        heights[2].constant = 45
        window.layoutIfNeeded()
        XCTAssertEqual(views[1].frame, Rect(x: 30, y: 60, width: 100, height: 30))
        XCTAssertEqual(views[2].frame, Rect(x: 20, y: 90, width: 100, height: 45))
    }

    /// Right to left, a view's x is measured from the right: v2 narrowed to 60 sits at
    /// 320 - 20 - 60 = 240, and stays there when v0's growth 30 -> 50 moves it down to y 90.
    func testAMovedViewRightToLeftKeepsItsMirroredX() {
        let (window, views, widths, heights, _, _) = makeColumn(direction: .rightToLeft)
        XCTAssertEqual(views[2].frame, Rect(x: 200, y: 70, width: 100, height: 30))
        widths[2].constant = 60
        window.layoutIfNeeded()
        heights[0].constant = 50
        window.layoutIfNeeded()
        XCTAssertEqual(views[2].frame, Rect(x: 240, y: 90, width: 60, height: 30))
    }

    /// v1 taken out of the layout (its constraints and v2's top deactivated: nothing uses its
    /// variables) keeps its frame; put back 70 wide, it is framed from its new values, and so
    /// when it moves. Back: v1 at x 20, y 40, 70 wide, v2 at y 70; v0 grows 30 -> 50: v1 at
    /// y 60, v2 at 90.
    func testAViewPutBackIsFramedFromItsNewValues() {
        let (window, views, widths, heights, leadings, tops) = makeColumn()
        LayoutConstraint.deactivate([widths[1], heights[1], leadings[1], tops[1], tops[2]])
        window.layoutIfNeeded()
        XCTAssertEqual(views[1].frame, Rect(x: 20, y: 40, width: 100, height: 30), "an unplaced view keeps its frame")
        LayoutConstraint.activate([
            views[1].widthAnchor.constraint(equalToConstant: 70), heights[1], leadings[1], tops[1], tops[2],
        ])
        window.layoutIfNeeded()
        XCTAssertEqual(views[1].frame, Rect(x: 20, y: 40, width: 70, height: 30))
        XCTAssertEqual(views[2].frame, Rect(x: 20, y: 70, width: 100, height: 30))
        heights[0].constant = 50
        window.layoutIfNeeded()
        XCTAssertEqual(views[1].frame, Rect(x: 20, y: 60, width: 70, height: 30))
        XCTAssertEqual(views[2].frame, Rect(x: 20, y: 90, width: 100, height: 30))
    }
}
