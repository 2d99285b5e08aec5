// A vertical stack pinned to a scroll view's content guide, whose height is free (the content
// size): appending, hiding and inserting rows between layouts. The frames follow UIStackView's
// rules (rows end to end, `spacing` between visible ones, a hidden row takes no room and no
// gap), and the stack's end connection (`last.bottom == stack.bottom`) stays out of the
// solver's tableau: no row there sums the stack (a row of n views held a cell per view,
// rewritten by every change).

import XCTest

@testable import LayoutAnchors
@testable import LayoutKernel

final class StackScrollEndConnectionTests: XCTestCase {
    // Made in setUp and dropped in tearDown: XCTest on Linux never frees a test case, and
    // views alive at exit look leaked to LeakSanitizer.
    private var window: Window!
    private var scrollView: ScrollView!
    private var stack: StackView!

    override func setUp() {
        super.setUp()
        window = Window(size: Size(width: 390, height: 844))
        scrollView = ScrollView()
        stack = StackView()
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(scrollView)
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.axis = .vertical
        stack.spacing = 4
        scrollView.addSubview(stack)
        let guide = scrollView.contentLayoutGuide
        LayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: window.topAnchor),
            scrollView.bottomAnchor.constraint(equalTo: window.bottomAnchor),
            scrollView.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            stack.topAnchor.constraint(equalTo: guide.topAnchor),
            stack.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            stack.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
        ])
    }

    override func tearDown() {
        window = nil
        scrollView = nil
        stack = nil
        super.tearDown()
    }

    /// A row 10 high (intrinsic), as wide as the stack.
    private func row() -> View {
        let row = View()
        row.intrinsicContentSize = Size(width: View.noIntrinsicMetric, height: 10)
        return row
    }

    /// The most cells any tableau row holds.
    private var longestRow: Int { window.engine.solver.core.tableau.liveRows.map(\.row.cells.count).max() ?? 0 }

    /// More rows than the kernel walks below a new definition (64): the old first row's
    /// position must be placed before the chain, not moved after it.
    func testInsertingAtTheFrontOneLayoutAtATime() {
        var inserted: [View] = []
        for _ in 0..<80 {
            let r = row()
            inserted.append(r)
            stack.insertArrangedSubview(r, at: 0)
            window.layoutIfNeeded()
        }
        // 80 rows: 80 x 10 + 79 x 4 = 1116; the first one inserted is last, at 79 x 14 = 1106,
        // the last one inserted first, at 0.
        XCTAssertEqual(scrollView.contentSize.height, 1116)
        assertFrame(inserted[0].frame, 0, 1106, 390, 10)
        assertFrame(inserted[79].frame, 0, 0, 390, 10)
        XCTAssertLessThanOrEqual(longestRow, 8)
        assertNoIssues(window)
    }

    /// Batches of rows inserted at the front between layouts: each batch's gaps reach the
    /// solver front to back and join the old first row before the chain, so no row sums a
    /// batch (a row of the batch's heights, substituted into the next batch's, grew without
    /// bound).
    func testInsertingAtTheFrontInBatches() {
        var batches: [[View]] = []
        for _ in 0..<3 {
            var batch: [View] = []
            for _ in 0..<100 {
                let r = row()
                batch.append(r)
                stack.insertArrangedSubview(r, at: 0)
            }
            batches.append(batch)
            window.layoutIfNeeded()
            XCTAssertLessThanOrEqual(longestRow, 8)
        }
        // 300 rows: 300 x 10 + 299 x 4 = 4196. The last batch's last row is first, at 0; the
        // first batch's first row is last, at 299 x 14 = 4186; the middle batch's first row
        // is at index 199 (100 rows of the last batch, then 99 of its own before it):
        // 199 x 14 = 2786.
        XCTAssertEqual(scrollView.contentSize.height, 4196)
        assertFrame(batches[2][99].frame, 0, 0, 390, 10)
        assertFrame(batches[0][0].frame, 0, 4186, 390, 10)
        assertFrame(batches[1][0].frame, 0, 2786, 390, 10)
        assertNoIssues(window)
    }

    func testAppendingAndHidingBetweenLayouts() {
        var rows: [View] = []
        for _ in 0..<3 {
            for _ in 0..<10 {
                let r = row()
                rows.append(r)
                stack.addArrangedSubview(r)
            }
            window.layoutIfNeeded()
        }
        // 30 rows: 30 x 10 + 29 x 4 = 416.
        XCTAssertEqual(scrollView.contentSize, Size(width: 390, height: 416))
        // Row 29 starts after 29 rows and 29 gaps: 29 x 14 = 406.
        assertFrame(rows[29].frame, 0, 406, 390, 10)
        XCTAssertLessThanOrEqual(longestRow, 8)

        for i in [0, 2, 4] { rows[i].isHidden = true }
        window.layoutIfNeeded()
        // 27 visible rows: 27 x 10 + 26 x 4 = 374; rows 1, 3, 5, 6 at 0, 14, 28, 42.
        XCTAssertEqual(scrollView.contentSize.height, 374)
        assertFrame(rows[1].frame, 0, 0, 390, 10)
        assertFrame(rows[3].frame, 0, 14, 390, 10)
        assertFrame(rows[5].frame, 0, 28, 390, 10)
        assertFrame(rows[6].frame, 0, 42, 390, 10)
        XCTAssertLessThanOrEqual(longestRow, 8)

        // Two rows inserted at the front: 29 visible, 29 x 10 + 28 x 4 = 402; the new rows at
        // 0 and 14, row 1 at 28.
        let first = row(), second = row()
        stack.insertArrangedSubview(second, at: 0)
        stack.insertArrangedSubview(first, at: 0)
        window.layoutIfNeeded()
        XCTAssertEqual(scrollView.contentSize.height, 402)
        assertFrame(first.frame, 0, 0, 390, 10)
        assertFrame(second.frame, 0, 14, 390, 10)
        assertFrame(rows[1].frame, 0, 28, 390, 10)
        XCTAssertLessThanOrEqual(longestRow, 8)

        // The last row removed: 28 visible, 28 x 10 + 27 x 4 = 388, row 28 last at 27 x 14 = 378.
        rows[29].removeFromSuperview()
        window.layoutIfNeeded()
        XCTAssertEqual(scrollView.contentSize.height, 388)
        assertFrame(rows[28].frame, 0, 378, 390, 10)
        assertNoIssues(window)
    }
}
