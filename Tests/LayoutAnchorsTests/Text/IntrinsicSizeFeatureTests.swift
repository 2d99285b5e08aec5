// Intrinsic content size: hugging (<=) and compression resistance (>=) at the view's
// priorities; Label's deterministic text metrics and height-for-width.

import LayoutAnchors
import XCTest

final class IntrinsicSizeFeatureTests: XCTestCase {
    private func sized(_ size: Size, in root: View) -> View {
        let v = constrainedView(in: root, "sized")
        v.intrinsicContentSize = size
        LayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            v.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        return v
    }

    func testIntrinsicSizeHoldsWithoutOtherConstraints() {
        let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let v = sized(Size(width: 100, height: 30), in: root)
        root.layoutIfNeeded()
        assertFrame(v.frame, 0, 0, 100, 30)
        XCTAssertEqual(v.contentHuggingPriority(for: .horizontal), .defaultLow)
        XCTAssertEqual(v.contentCompressionResistancePriority(for: .vertical), .defaultHigh)
        v.intrinsicContentSize = Size(width: 60, height: View.noIntrinsicMetric)
        root.layoutIfNeeded()
        XCTAssertEqual(v.frame.width, 60)
    }

    func testHuggingAndCompressionPriorities() {
        let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let v = sized(Size(width: 100, height: 30), in: root)
        let stretch = v.widthAnchor.constraint(equalToConstant: 200)
        stretch.priority = LayoutPriority(300)
        stretch.isActive = true
        root.layoutIfNeeded()
        XCTAssertEqual(v.frame.width, 200, "300 beats hugging at 250")
        v.setContentHuggingPriority(LayoutPriority(500), for: .horizontal)
        root.layoutIfNeeded()
        XCTAssertEqual(v.frame.width, 100, "hugging at 500 beats 300")
        let squeeze = v.heightAnchor.constraint(lessThanOrEqualToConstant: 20)
        squeeze.isActive = true
        root.layoutIfNeeded()
        XCTAssertEqual(v.frame.height, 20, "required beats compression resistance")
        squeeze.isActive = false
        let soft = v.heightAnchor.constraint(equalToConstant: 20)
        soft.priority = .defaultHigh - 1
        soft.isActive = true
        root.layoutIfNeeded()
        XCTAssertEqual(v.frame.height, 30, "compression resistance 750 beats 749")
        v.setContentCompressionResistancePriority(.defaultLow, for: .vertical)
        root.layoutIfNeeded()
        XCTAssertEqual(v.frame.height, 20)
    }

    func testSingleLineLabel() {
        let window = Window(size: Size(width: 390, height: 844))
        let label = Label(text: "Hello world")
        label.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            label.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
        ])
        window.layoutIfNeeded()
        // 11 characters x 8.5 = 93.5 wide, 1.2 x 17 = 20.4 high -> 20.5 on the 0.5 pt grid.
        assertFrame(label.frame, 10, 10, 93.5, 20.5)
        window.contentSizeCategory = .extraSmall
        window.layoutIfNeeded()
        // The default font is UIKit's fixed 17 pt: a smaller text size leaves it as it was.
        assertFrame(label.frame, 10, 10, 93.5, 20.5)
        label.font = .preferredFont(forTextStyle: .body)
        window.layoutIfNeeded()
        // body 14: 77 x 16.8 -> 17 high on the grid (10 + 16.8 = 26.8 -> 27).
        assertFrame(label.frame, 10, 10, 77, 17)
        label.font = .system(size: 10)
        window.layoutIfNeeded()
        assertFrame(label.frame, 10, 10, 55, 12)
    }

    func testMultilineLabelHeightForWidth() {
        let window = Window(size: Size(width: 390, height: 844))
        let label = Label(text: "aaaa bbbb cccc dddd")
        label.font = .system(size: 10)
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(label)
        let width = label.widthAnchor.constraint(equalToConstant: 50)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            label.topAnchor.constraint(equalTo: window.topAnchor), width,
        ])
        window.layoutIfNeeded()
        // 5 pt per character: "aaaa bbbb" is 45 <= 50, so two words a line: 2 lines x 12.
        assertFrame(label.frame, 0, 0, 50, 24)
        width.constant = 30
        window.layoutIfNeeded()
        assertFrame(label.frame, 0, 0, 30, 48)
        label.numberOfLines = 3
        window.layoutIfNeeded()
        assertFrame(label.frame, 0, 0, 30, 36)
    }

    func testSystemLayoutSizeFitting() {
        let container = View()
        container.translatesAutoresizingMaskIntoConstraints = false
        let inner = constrainedView(in: container, "inner")
        inner.intrinsicContentSize = Size(width: 120, height: 40)
        LayoutConstraint.activate([
            inner.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 8),
            inner.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -8),
            inner.topAnchor.constraint(equalTo: container.topAnchor, constant: 4),
            inner.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -4),
        ])
        XCTAssertEqual(container.systemLayoutSizeFitting(Size(width: 0, height: 0)), Size(width: 136, height: 48))
    }
}

final class BaselineFeatureTests: XCTestCase {
    func testLabelsAlignOnTheirFirstBaselines() {
        let window = Window(size: Size(width: 390, height: 844))
        let big = Label(text: "Big"), small = Label(text: "small")
        big.font = .system(size: 20)
        small.font = .system(size: 10)
        for label in [big, small] {
            label.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(label)
        }
        LayoutConstraint.activate([
            big.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            big.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
            small.leadingAnchor.constraint(equalTo: big.trailingAnchor, constant: 8),
            small.firstBaselineAnchor.constraint(equalTo: big.firstBaselineAnchor),
        ])
        window.layoutIfNeeded()
        // Baselines sit pointSize below the top: 100 + 20 = 120, so the small label's top is 110.
        assertFrame(big.frame, 0, 100, 30, 24)
        assertFrame(small.frame, 38, 110, 25, 12)
        // Last baselines: 0.2 x pointSize above the bottom.
        let last = small.lastBaselineAnchor.constraint(equalTo: big.lastBaselineAnchor, constant: 10)
        last.priority = .required
        LayoutConstraint.deactivate(window.constraints.filter { $0.firstAttribute == .firstBaseline })
        last.isActive = true
        window.layoutIfNeeded()
        // big last baseline: 124 - 4 = 120; small: bottom - 2 = 130 -> bottom 132, top 120.
        assertFrame(small.frame, 38, 120, 25, 12)
    }
}

final class FrameOverrideFeatureTests: XCTestCase {
    func testHandSetFrameOfAConstrainedViewLastsUntilTheNextLayout() {
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let v = constrainedView(in: root, "v")
        LayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5),
            v.topAnchor.constraint(equalTo: root.topAnchor, constant: 5),
            v.widthAnchor.constraint(equalToConstant: 10),
            v.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        v.frame = Rect(x: 50, y: 50, width: 1, height: 1)
        assertFrame(v.frame, 50, 50, 1, 1)
        root.layoutIfNeeded()
        assertFrame(v.frame, 5, 5, 10, 10)
    }

    func testAutomaticBehaviourUnderANavigationBarAlwaysAdjustsVertically() {
        var scrollView: ScrollView!
        let window = phoneWindow { root in
            scrollView = constrainedScrollView(in: root)
            scrollView.isUnderNavigationBar = true
            LayoutConstraint.activate([
                scrollView.topAnchor.constraint(equalTo: root.topAnchor),
                scrollView.bottomAnchor.constraint(equalTo: root.bottomAnchor),
                scrollView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                scrollView.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            ])
        }
        window.layoutIfNeeded()
        XCTAssertEqual(scrollView.adjustedContentInset, EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(scrollView.contentOffset, Point(x: 0, y: -47))
        scrollView.isUnderNavigationBar = false
        window.layoutIfNeeded()
        XCTAssertEqual(scrollView.adjustedContentInset, EdgeInsets())
    }
}
