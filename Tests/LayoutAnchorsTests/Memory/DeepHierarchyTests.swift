// Deep hierarchies: a chain of views, each the only subview of the previous, pinned to its
// parent with 1-pt insets. Layout, moves, the trace and deallocation must not recurse once per
// level (the release benchmark deep_100000 covers 100,000 levels), and frames
// follow from the rules.

import XCTest

@testable import LayoutAnchors

final class DeepHierarchyTests: XCTestCase {
    /// A window (2·depth + 100) wide and (2·depth + 200) high holding a chain of `depth` views.
    private func makeChain(depth: Int) -> (Window, [View]) {
        let window = Window(size: Size(width: 2 * Double(depth) + 100, height: 2 * Double(depth) + 200))
        var chain: [View] = []
        var parent: View = window
        for _ in 0..<depth {
            let view = View()
            view.translatesAutoresizingMaskIntoConstraints = false
            parent.addSubview(view)
            LayoutConstraint.activate([
                view.topAnchor.constraint(equalTo: parent.topAnchor, constant: 1),
                view.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 1),
                view.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -1),
                view.bottomAnchor.constraint(equalTo: parent.bottomAnchor, constant: -1),
            ])
            chain.append(view)
            parent = view
        }
        return (window, chain)
    }

    func testDeepChainLaysOutByTheRules() {
        let depth = 3_000
        let (window, chain) = makeChain(depth: depth)
        window.layoutIfNeeded()
        // View k (1-based) sits 1 pt inside its parent: frame (1, 1) in the parent, and
        // 2 pt narrower and shorter per level: width = 2·3000 + 100 - 2k.
        XCTAssertEqual(chain[0].frame, Rect(x: 1, y: 1, width: 6_098, height: 6_198))
        XCTAssertEqual(chain[depth - 1].frame, Rect(x: 1, y: 1, width: 100, height: 200))
        XCTAssertEqual(chain[1_499].frame, Rect(x: 1, y: 1, width: 6_100 - 3_000, height: 6_200 - 3_000))
        XCTAssertTrue(chain[depth - 1].isDescendant(of: window))
        XCTAssertTrue(chain[depth - 1].window === window)
    }

    func testDeepChainMovesAndFrees() {
        let depth = 3_000
        weak var weakLeaf: View?
        do {
            var (window, chain) = makeChain(depth: depth)
            window.layoutIfNeeded()
            // Move the lower half out and back: the cached roots must follow.
            let middle = chain[depth / 2]
            middle.removeFromSuperview()
            XCTAssertTrue(chain[depth - 1].window == nil)
            XCTAssertTrue(chain[depth - 1].isDescendant(of: middle))
            chain[depth / 2 - 1].addSubview(middle)
            XCTAssertTrue(chain[depth - 1].window === window)
            // The constraints between the two halves were deactivated (UIKit's rule), so pin
            // the middle view again and check the bottom of the chain.
            let parent = chain[depth / 2 - 1]
            LayoutConstraint.activate([
                middle.topAnchor.constraint(equalTo: parent.topAnchor, constant: 1),
                middle.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 1),
                middle.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -1),
                middle.bottomAnchor.constraint(equalTo: parent.bottomAnchor, constant: -1),
            ])
            window.layoutIfNeeded()
            XCTAssertEqual(chain[depth - 1].frame, Rect(x: 1, y: 1, width: 100, height: 200))
            weakLeaf = chain[depth - 1]
            chain = []
            _ = window
        }
        // Releasing the window frees the whole chain, iteratively.
        XCTAssertNil(weakLeaf)
    }

    func testDeepChainTraceStaysLinear() {
        let depth = 300
        let (window, _) = makeChain(depth: depth)
        window.layoutIfNeeded()
        let lines = window.layoutTrace().split(separator: "\n")
        XCTAssertEqual(lines.count, depth + 1)
        // Past the indent limit a line names its depth instead of drawing every level.
        XCTAssertTrue(lines[depth].contains("[depth \(depth)]"))
        XCTAssertLessThan(lines[depth].count, 4 * View.traceIndentLimit + 120)
    }
}
