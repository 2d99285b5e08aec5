// "A hierarchy is not thread-safe, but separate hierarchies may be used on separate threads"
// (API.md): four threads each build, lay out, scroll and tear down their own scroll scene at
// the same time. Under ThreadSanitizer (Scripts/sanitize) any state the hierarchies shared
// behind the scenes would be reported as a race.

import Dispatch
import LayoutAnchors
import Synchronization
import XCTest

final class SeparateThreadsTests: XCTestCase {
    /// A phone window with a scroll view whose content is `rows` rows of 44 pt, 8 pt apart.
    /// Returns the content size and the last row's frame after scrolling to `offset`.
    private static func layOutRows(_ rows: Int, offset: Double) -> (Size, Rect) {
        let window = Window(size: Size(width: 390, height: 844))
        let controller = ViewController()
        window.rootViewController = controller
        let scroll = ScrollView()
        scroll.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(scroll)
        var constraints = [
            scroll.topAnchor.constraint(equalTo: controller.view.topAnchor),
            scroll.bottomAnchor.constraint(equalTo: controller.view.bottomAnchor),
            scroll.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
        ]
        var previous: View?
        var last = View()
        for _ in 0..<rows {
            let row = View()
            row.translatesAutoresizingMaskIntoConstraints = false
            scroll.addSubview(row)
            constraints += [
                row.topAnchor.constraint(
                    equalTo: previous?.bottomAnchor ?? scroll.contentLayoutGuide.topAnchor,
                    constant: previous == nil ? 0 : 8),
                row.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
                row.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
                row.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
                row.heightAnchor.constraint(equalToConstant: 44),
            ]
            previous = row
            last = row
        }
        constraints.append(last.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor))
        LayoutConstraint.activate(constraints)
        window.layoutIfNeeded()
        scroll.setContentOffset(Point(x: 0, y: offset))
        window.layoutIfNeeded()
        return (scroll.contentSize, last.frame)
    }

    func testSeparateHierarchiesOnSeparateThreads() {
        let results = Mutex<[Int: (Size, Rect)]>([:])
        DispatchQueue.concurrentPerform(iterations: 4) { i in
            let rows = 50 + 10 * i
            let result = SeparateThreadsTests.layOutRows(rows, offset: Double(100 * i))
            results.withLock { $0[i] = result }
        }
        let all = results.withLock { $0 }
        for i in 0..<4 {
            let rows = Double(50 + 10 * i)
            // rows * 44 + (rows - 1) * 8 high; the last row starts 52 * (rows - 1) down, in
            // content coordinates (scrolling does not move a row's frame).
            XCTAssertEqual(all[i]?.0, Size(width: 390, height: rows * 44 + (rows - 1) * 8), "thread \(i)")
            XCTAssertEqual(all[i]?.1, Rect(x: 0, y: 52 * (rows - 1), width: 390, height: 44), "thread \(i)")
        }
    }

    /// A layout whose solve changes nothing, on four threads at once, each with its own window:
    /// the empty list of changes must not touch storage the windows share (ThreadSanitizer
    /// reported a race here when an empty list was built in place). The view stays where its
    /// constraints put it: y = thread index, 10 x 10 at the leading edge.
    func testLayoutsThatChangeNothingOnSeparateThreads() {
        let frames = Mutex([Rect?](repeating: nil, count: 4))
        DispatchQueue.concurrentPerform(iterations: 4) { i in
            let window = Window(size: Size(width: 300, height: 600))
            let view = View()
            view.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(view)
            LayoutConstraint.activate([
                view.topAnchor.constraint(equalTo: window.topAnchor, constant: Double(i)),
                view.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                view.widthAnchor.constraint(equalToConstant: 10),
                view.heightAnchor.constraint(equalToConstant: 10),
            ])
            window.layoutIfNeeded()
            for _ in 0..<300 {
                window.setNeedsLayout()
                window.layoutIfNeeded()
            }
            let frame = view.frame
            frames.withLock { $0[i] = frame }
        }
        let expected = (0..<4).map { Rect(x: 0, y: Double($0), width: 10, height: 10) }
        XCTAssertEqual(frames.withLock { $0 }, expected)
    }
}
