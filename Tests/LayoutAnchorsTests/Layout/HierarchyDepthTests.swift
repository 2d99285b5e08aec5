// Each view keeps its number of superviews (`ItemHandle.depth`), which a layout reads to hand
// stack constraints to the solver parents first, instead of walking up from every stack. It
// must follow every change of the hierarchy: a subtree added, removed, moved deeper or
// shallower, or moved into another hierarchy.

import XCTest

@testable import LayoutAnchors

final class HierarchyDepthTests: XCTestCase {
    private func depth(_ view: View) -> Int32 { view.layoutVariables.depth }

    /// A chain of `count` views under `parent`, each the only subview of the one before.
    private func chain(_ count: Int, under parent: View) -> [View] {
        var views: [View] = []
        var above = parent
        for _ in 0..<count {
            let view = View()
            above.addSubview(view)
            views.append(view)
            above = view
        }
        return views
    }

    func testDepthCountsSuperviews() {
        let window = Window(size: Size(width: 100, height: 100))
        let views = chain(3, under: window)
        // The window is a root (0); each view one below the one above it: 1, 2, 3.
        XCTAssertEqual(depth(window), 0)
        XCTAssertEqual(views.map(depth), [1, 2, 3])
        XCTAssertEqual(depth(View()), 0)  // a lone view is a root
    }

    func testASubtreeMovedDeeperOrShallowerTakesItsNewDepths() {
        let window = Window(size: Size(width: 100, height: 100))
        let left = chain(4, under: window)  // depths 1...4
        let right = chain(2, under: window)  // depths 1, 2
        // The subtree from left[1] (left[1], left[2], left[3]) under right[1] (depth 2):
        // 3, 4, 5.
        right[1].addSubview(left[1])
        XCTAssertEqual([left[1], left[2], left[3]].map(depth), [3, 4, 5])
        XCTAssertEqual(depth(left[0]), 1)  // what stayed behind keeps its depth
        // The same subtree under the window: 1, 2, 3.
        window.addSubview(left[1])
        XCTAssertEqual([left[1], left[2], left[3]].map(depth), [1, 2, 3])
    }

    func testARemovedSubtreeIsItsOwnRootAndTakesNewDepthsWhenAddedAgain() {
        let window = Window(size: Size(width: 100, height: 100))
        let views = chain(4, under: window)
        // views[1] leaves: it is a root (0) and its subviews count from it: 1, 2.
        views[1].removeFromSuperview()
        XCTAssertEqual([views[1], views[2], views[3]].map(depth), [0, 1, 2])
        XCTAssertEqual(depth(views[0]), 1)
        // Added back under views[0] (1): 2, 3, 4 again.
        views[0].addSubview(views[1])
        XCTAssertEqual([views[1], views[2], views[3]].map(depth), [2, 3, 4])
    }

    func testASubtreeBuiltAloneTakesItsDepthsInTheHierarchyItJoins() {
        let window = Window(size: Size(width: 100, height: 100))
        let top = chain(2, under: window)  // depths 1, 2
        let loose = View()
        let inner = chain(2, under: loose)  // 1, 2 below a lone root
        XCTAssertEqual(inner.map(depth), [1, 2])
        // loose under top[1] (2): loose 3, inner 4 and 5.
        top[1].addSubview(loose)
        XCTAssertEqual([loose, inner[0], inner[1]].map(depth), [3, 4, 5])
        // Into a second window, directly: loose 1, inner 2 and 3.
        let other = Window(size: Size(width: 100, height: 100))
        other.addSubview(loose)
        XCTAssertEqual([loose, inner[0], inner[1]].map(depth), [1, 2, 3])
    }

    func testArrangingAndRemovingAStackViewsKeepsDepths() {
        let window = Window(size: Size(width: 100, height: 100))
        let outer = StackView()
        window.addSubview(outer)  // 1
        let inner = StackView(arrangedSubviews: [View()])  // inner 0, its view 1
        outer.addArrangedSubview(inner)
        // inner under outer (1): 2; its arranged view 3.
        XCTAssertEqual([depth(inner), depth(inner.arrangedSubviews[0])], [2, 3])
        inner.removeFromSuperview()
        XCTAssertEqual([depth(inner), depth(inner.arrangedSubviews[0])], [0, 1])
    }
}
