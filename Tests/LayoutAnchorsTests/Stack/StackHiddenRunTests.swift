// Views shown, inserted or removed inside a run of hidden arranged views at either end of a
// stack, after the run was built up one hide at a time (each laid out): the stack must still
// find the nearest visible view on each side. UIStackView: a hidden view takes no space and no
// spacing, and the stack "automatically updates its layout whenever ... one of the arranged
// subviews's isHidden property changes".
//
// Every column here is vertical, spacing 10, of rows 10 high, pinned at the top only: visible
// rows sit at 0, 20, 40, ... and the column is 20k - 10 high for k visible rows.

import LayoutAnchors
import XCTest

final class StackHiddenRunTests: XCTestCase {
    private func makeColumn(rows: Int) -> (Window, StackView, [View]) {
        let window = Window(size: Size(width: 300, height: 600))
        let views = (0..<rows).map { _ in ContentSizedView(View.noIntrinsicMetric, 10) }
        let column = StackView(arrangedSubviews: views)
        column.axis = .vertical
        column.spacing = 10
        column.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(column)
        LayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: window.topAnchor),
            column.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: window.trailingAnchor),
        ])
        window.layoutIfNeeded()
        return (window, column, views)
    }

    /// Hides the views one at a time, laying out after each.
    private func hide(_ views: [View], in window: Window) {
        for view in views {
            view.isHidden = true
            window.layoutIfNeeded()
        }
    }

    // The front run: rows 0-3 hidden from the front, one at a time.

    func testShowingAViewInsideTheHiddenFrontRun() {
        let (window, column, rows) = makeColumn(rows: 7)
        hide(Array(rows[0...3]), in: window)
        // Rows 4, 5, 6 visible: at 0, 20, 40; 3 x 10 + 2 x 10 = 50.
        XCTAssertEqual(rows[4].frame.minY, 0)
        XCTAssertEqual(rows[6].frame.minY, 40)
        XCTAssertEqual(column.frame.height, 50)
        rows[2].isHidden = false
        window.layoutIfNeeded()
        // Rows 2, 4, 5, 6: at 0, 20, 40, 60; 4 x 10 + 3 x 10 = 70.
        XCTAssertEqual(rows[2].frame.minY, 0)
        XCTAssertEqual(rows[4].frame.minY, 20)
        XCTAssertEqual(column.frame.height, 70)
        hide([rows[4]], in: window)
        // Rows 2, 5, 6: row 5 follows row 2 with its spacing, at 20; 3 x 10 + 2 x 10 = 50.
        XCTAssertEqual(rows[2].frame.minY, 0)
        XCTAssertEqual(rows[5].frame.minY, 20)
        XCTAssertEqual(rows[6].frame.minY, 40)
        XCTAssertEqual(column.frame.height, 50)
        hide([rows[5], rows[6]], in: window)
        // Row 2 alone: no spacing after it; 10 high.
        XCTAssertEqual(column.frame.height, 10)
        assertNoIssues(window)
    }

    func testInsertingInsideTheHiddenFrontRun() {
        let (window, column, rows) = makeColumn(rows: 7)
        hide(Array(rows[0...3]), in: window)
        let inserted = ContentSizedView(View.noIntrinsicMetric, 10)
        column.insertArrangedSubview(inserted, at: 2)
        window.layoutIfNeeded()
        // Inserted (between hidden rows 1 and 2), 4, 5, 6: at 0, 20, 40, 60; 70 high.
        XCTAssertEqual(inserted.frame.minY, 0)
        XCTAssertEqual(rows[4].frame.minY, 20)
        XCTAssertEqual(column.frame.height, 70)
        hide([rows[4]], in: window)
        // Inserted, 5, 6: at 0, 20, 40; 50 high.
        XCTAssertEqual(rows[5].frame.minY, 20)
        XCTAssertEqual(rows[6].frame.minY, 40)
        XCTAssertEqual(column.frame.height, 50)
        hide([rows[5], rows[6]], in: window)
        // The inserted view alone: 10 high.
        XCTAssertEqual(inserted.frame.minY, 0)
        XCTAssertEqual(column.frame.height, 10)
        assertNoIssues(window)
    }

    func testRemovingInsideTheHiddenFrontRun() {
        let (window, column, rows) = makeColumn(rows: 7)
        hide(Array(rows[0...3]), in: window)
        rows[3].isHidden = false
        window.layoutIfNeeded()
        // Rows 3, 4, 5, 6: 70 high.
        XCTAssertEqual(column.frame.height, 70)
        rows[0].removeFromSuperview()
        hide([rows[4]], in: window)
        // Rows 3, 5, 6: row 5 follows row 3 with its spacing, at 20; 50 high.
        XCTAssertEqual(rows[3].frame.minY, 0)
        XCTAssertEqual(rows[5].frame.minY, 20)
        XCTAssertEqual(column.frame.height, 50)
        hide([rows[5], rows[6]], in: window)
        // Row 3 alone: 10 high.
        XCTAssertEqual(rows[3].frame.minY, 0)
        XCTAssertEqual(column.frame.height, 10)
        assertNoIssues(window)
    }

    // The back run: rows hidden from the last, one at a time.

    func testShowingAViewInsideTheHiddenBackRun() {
        let (window, column, rows) = makeColumn(rows: 7)
        hide(Array(rows[3...6].reversed()), in: window)
        // Rows 0, 1, 2: 50 high.
        XCTAssertEqual(column.frame.height, 50)
        rows[4].isHidden = false
        window.layoutIfNeeded()
        // Rows 0, 1, 2, 4: row 4 at 60; 70 high.
        XCTAssertEqual(rows[4].frame.minY, 60)
        XCTAssertEqual(column.frame.height, 70)
        hide([rows[2]], in: window)
        // Rows 0, 1, 4: row 4 follows row 1 with its spacing, at 40; 50 high.
        XCTAssertEqual(rows[4].frame.minY, 40)
        XCTAssertEqual(column.frame.height, 50)
        hide([rows[1], rows[0]], in: window)
        // Row 4 alone: no spacing before it, at 0; 10 high.
        XCTAssertEqual(rows[4].frame.minY, 0)
        XCTAssertEqual(column.frame.height, 10)
        assertNoIssues(window)
    }

    func testInsertingInsideTheHiddenBackRun() {
        let (window, column, rows) = makeColumn(rows: 7)
        hide(Array(rows[3...6].reversed()), in: window)
        let inserted = ContentSizedView(View.noIntrinsicMetric, 10)
        column.insertArrangedSubview(inserted, at: 5)
        window.layoutIfNeeded()
        // Rows 0, 1, 2, then the inserted one (between hidden rows 4 and 5): at 60; 70 high.
        XCTAssertEqual(inserted.frame.minY, 60)
        XCTAssertEqual(column.frame.height, 70)
        hide([rows[2]], in: window)
        // Rows 0, 1 and the inserted one: at 40; 50 high.
        XCTAssertEqual(inserted.frame.minY, 40)
        XCTAssertEqual(column.frame.height, 50)
        assertNoIssues(window)
    }

    func testRemovingInsideTheHiddenBackRun() {
        let (window, column, rows) = makeColumn(rows: 8)
        hide(Array(rows[3...7].reversed()), in: window)
        rows[4].isHidden = false
        window.layoutIfNeeded()
        // Rows 0, 1, 2, 4: row 4 at 60; 70 high.
        XCTAssertEqual(rows[4].frame.minY, 60)
        XCTAssertEqual(column.frame.height, 70)
        rows[7].removeFromSuperview()
        hide([rows[2]], in: window)
        // Rows 0, 1, 4: row 4 follows row 1 with its spacing, at 40; 50 high.
        XCTAssertEqual(rows[4].frame.minY, 40)
        XCTAssertEqual(column.frame.height, 50)
        assertNoIssues(window)
    }
}
