// The most common real screen: a vertical stack of rows pinned to a scroll view's content
// layout guide, its width tied to the frame layout guide.

import LayoutAnchors
import XCTest

final class StackViewScrollTests: XCTestCase {
    private func makeScreen(rows count: Int) -> (Window, ScrollView, StackView, [Label]) {
        let window = makePhoneWindow()
        let controller = ViewController()
        window.rootViewController = controller
        let root = controller.view
        let scrollView = constrainedScrollView(in: root)
        let rows = (0..<count).map { i -> Label in
            let label = Label(text: "Row \(i)")
            label.font = .system(size: 10)
            return label
        }
        let stack = StackView(arrangedSubviews: rows)
        stack.axis = .vertical
        stack.spacing = 4
        stack.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(stack)
        let content = scrollView.contentLayoutGuide
        LayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: root.topAnchor),
            scrollView.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            scrollView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            stack.topAnchor.constraint(equalTo: content.topAnchor),
            stack.bottomAnchor.constraint(equalTo: content.bottomAnchor),
            stack.leadingAnchor.constraint(equalTo: content.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: content.trailingAnchor),
            stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
        ])
        return (window, scrollView, stack, rows)
    }

    func testStackGivesTheContentSizeOfItsRows() {
        // 100 rows 12 high (1.2 x 10 pt) and 99 gaps of 4: 1200 + 396 = 1596.
        let (window, scrollView, stack, rows) = makeScreen(rows: 100)
        window.layoutIfNeeded()
        XCTAssertEqual(scrollView.contentSize, Size(width: 390, height: 1596))
        assertFrame(rows[1].frame, 0, 16, 390, 12)
        XCTAssertEqual(stack.frame.height, 1596)
        XCTAssertEqual(window.layoutIssues.map(\.description), [])
        XCTAssertFalse(rows[50].hasAmbiguousLayout)
        // Hiding a row shrinks the content by its height and one gap.
        rows[10].isHidden = true
        window.layoutIfNeeded()
        XCTAssertEqual(scrollView.contentSize.height, 1580)
        XCTAssertEqual(rows[11].frame.minY, 160)  // 10 rows of 16
    }

    func testAppendingRowsGrowsTheContent() {
        let (window, scrollView, stack, _) = makeScreen(rows: 2)
        window.layoutIfNeeded()
        XCTAssertEqual(scrollView.contentSize.height, 28)  // 12 + 4 + 12
        let extra = Label(text: "More")
        extra.font = .system(size: 10)
        stack.addArrangedSubview(extra)
        window.layoutIfNeeded()
        XCTAssertEqual(scrollView.contentSize.height, 44)
        XCTAssertEqual(extra.frame.minY, 32)
    }
}
