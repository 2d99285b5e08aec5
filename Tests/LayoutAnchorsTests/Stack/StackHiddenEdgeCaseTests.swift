// Hidden arranged views at the edges of ordinary use: a view hidden before it is added, every
// view hidden, the first and last hidden with custom spacing, and a distribution change while
// some are hidden. UIStackView: "the stack view automatically updates its layout whenever
// views are added, removed or inserted into the arrangedSubviews array, or whenever one of the
// arranged subviews's isHidden property changes"; a hidden view takes no space and no spacing.

import LayoutAnchors
import XCTest

final class StackHiddenEdgeCaseTests: XCTestCase {
    private func makeColumn(_ heights: [Double], spacing: Double = 10) -> (Window, StackView, [View]) {
        let window = Window(size: Size(width: 300, height: 600))
        let views = heights.map { ContentSizedView(View.noIntrinsicMetric, $0) }
        let column = StackView(arrangedSubviews: views)
        column.axis = .vertical
        column.spacing = spacing
        column.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(column)
        LayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: window.topAnchor),
            column.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: window.trailingAnchor),
        ])
        return (window, column, views)
    }

    func testViewHiddenBeforeItIsAdded() {
        let (window, column, views) = makeColumn([20, 30])
        let extra = ContentSizedView(View.noIntrinsicMetric, 40)
        extra.isHidden = true
        column.insertArrangedSubview(extra, at: 1)
        window.layoutIfNeeded()
        // extra takes nothing: 20 + 10 + 30 = 60; the second view at 30.
        XCTAssertEqual(column.frame.height, 60)
        XCTAssertEqual(views[1].frame.minY, 30)
        extra.isHidden = false
        window.layoutIfNeeded()
        // 20 + 10 + 40 + 10 + 30 = 110; extra at 30, the last at 80.
        assertFrame(extra.frame, 0, 30, 300, 40)
        XCTAssertEqual(views[1].frame.minY, 80)
        assertNoIssues(window)
    }

    func testEveryViewHidden() {
        let (window, column, views) = makeColumn([20, 30, 40])
        let below = View()
        below.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(below)
        LayoutConstraint.activate([
            below.topAnchor.constraint(equalTo: column.bottomAnchor, constant: 5),
            below.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            below.widthAnchor.constraint(equalToConstant: 10),
            below.heightAnchor.constraint(equalToConstant: 10),
        ])
        for view in views { view.isHidden = true }
        window.layoutIfNeeded()
        // Nothing visible: the column is 0 high and the view below it at 5.
        XCTAssertEqual(column.frame.height, 0)
        XCTAssertEqual(below.frame.minY, 5)
        views[2].isHidden = false
        window.layoutIfNeeded()
        // Only the last: 40 high, no spacing.
        assertFrame(views[2].frame, 0, 0, 300, 40)
        XCTAssertEqual(below.frame.minY, 45)
        assertNoIssues(window)
    }

    func testHiddenEndsWithCustomSpacing() {
        let (window, column, views) = makeColumn([20, 30, 40, 50])
        column.setCustomSpacing(25, after: views[1])
        column.setCustomSpacing(3, after: views[2])
        views[0].isHidden = true
        views[3].isHidden = true
        window.layoutIfNeeded()
        // Visible: views 1 and 2 with 25 (after view 1) between: 30 + 25 + 40 = 95; nothing
        // for the hidden ends.
        assertFrame(views[1].frame, 0, 0, 300, 30)
        assertFrame(views[2].frame, 0, 55, 300, 40)
        XCTAssertEqual(column.frame.height, 95)
        // The custom spacing after view 2 applies again when view 3 shows: 95 + 3 + 50.
        views[3].isHidden = false
        window.layoutIfNeeded()
        assertFrame(views[3].frame, 0, 98, 300, 50)
        assertNoIssues(window)
    }

    func testDistributionChangeWhileHidden() {
        let (window, column, views) = makeColumn([20, 30, 40])
        column.heightAnchor.constraint(equalToConstant: 230).isActive = true
        views[1].isHidden = true
        column.distribution = .fillEqually
        window.layoutIfNeeded()
        // Two visible share 230 - 10 = 220: 110 each; view 2 at 120.
        assertFrame(views[0].frame, 0, 0, 300, 110)
        assertFrame(views[2].frame, 0, 120, 300, 110)
        views[1].isHidden = false
        window.layoutIfNeeded()
        // Three: (230 - 20) / 3 = 70: at 0, 80, 160.
        assertFrame(views[1].frame, 0, 80, 300, 70)
        assertFrame(views[2].frame, 0, 160, 300, 70)
        column.distribution = .equalSpacing
        window.layoutIfNeeded()
        // Intrinsic heights 20, 30, 40 = 90; 140 over two gaps: 70 each: 0, 90, 190.
        assertFrame(views[1].frame, 0, 90, 300, 30)
        assertFrame(views[2].frame, 0, 190, 300, 40)
        assertNoIssues(window)
    }
}
