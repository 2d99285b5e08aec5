// A stack's constraints reach the solver in an order that keeps its position chain out of the
// simplex tableau (the engine adds one layout's stack constraints parents first, and the
// first view's canvas connection before the gaps): each arranged row then adds about the
// same number of tableau cells, however many rows come before it. Were a row's position a
// tableau row, it would hold a cell for every size above it, and the cells would grow as
// the square of the row count: doubling the rows would add four times the cells the last
// doubling added, not two.
//
// Fixture: the form of the `form_build` workload (a vertical stack, spacing 8, in a scroll
// view; each row a horizontal stack, spacing 8, of a 10 pt label and a 120 x 44 field) and
// the `nested_stacks` one (each vertical stack holding a row 10 high and the next stack).

import XCTest

@testable import LayoutAnchors
@testable import LayoutKernel

final class StackSolverGrowthTests: XCTestCase {
    private func screen(_ content: StackView) -> Window {
        let window = Window(size: Size(width: 390, height: 844))
        let scrollView = ScrollView()
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(scrollView)
        content.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(content)
        LayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: window.topAnchor),
            scrollView.bottomAnchor.constraint(equalTo: window.bottomAnchor),
            scrollView.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
        ])
        return window
    }

    /// The tableau's cells after building `count` form rows and laying out once; the content
    /// is 44 a row and 8 between rows: 52 x count - 8.
    private func formCells(_ count: Int) -> Int {
        let stack = StackView()
        stack.axis = .vertical
        stack.spacing = 8
        let window = screen(stack)
        for i in 0..<count {
            let label = Label(text: "Field \(i)")
            label.font = .system(size: 10)
            let field = View()
            field.intrinsicContentSize = Size(width: 120, height: 44)
            let row = StackView(arrangedSubviews: [label, field])
            row.spacing = 8
            stack.addArrangedSubview(row)
        }
        window.layoutIfNeeded()
        XCTAssertEqual(stack.frame.height, Double(52 * count - 8))
        assertNoIssues(window)
        return window.engine.solver.core.tableau.occurrenceLoad.cells
    }

    /// The same for `count` nested stacks: 10 a row.
    private func nestedCells(_ count: Int) -> Int {
        let outer = StackView()
        outer.axis = .vertical
        let window = screen(outer)
        var parent = outer
        for _ in 0..<count {
            let row = View()
            row.intrinsicContentSize = Size(width: View.noIntrinsicMetric, height: 10)
            let child = StackView(arrangedSubviews: [row])
            child.axis = .vertical
            parent.addArrangedSubview(child)
            parent = child
        }
        window.layoutIfNeeded()
        XCTAssertEqual(outer.frame.height, Double(10 * count))
        assertNoIssues(window)
        return window.engine.solver.core.tableau.occurrenceLoad.cells
    }

    /// Linear: the cells that 40 more rows add are about twice those that 20 more rows add
    /// (2 for a constant count a row; a quadratic count gives 4).
    private func assertLinear(_ cells: (Int) -> Int, file: StaticString = #filePath, line: UInt = #line) {
        let c20 = cells(20), c40 = cells(40), c80 = cells(80)
        let ratio = Double(c80 - c40) / Double(c40 - c20)
        XCTAssertLessThanOrEqual(ratio, 2.2, "cells \(c20), \(c40), \(c80)", file: file, line: line)
    }

    func testEachFormRowAddsAboutTheSameTableauCells() {
        assertLinear(formCells)
    }

    func testEachNestedStackAddsAboutTheSameTableauCells() {
        assertLinear(nestedCells)
    }
}
