// Visual Format Language in a scroll view, as pre-anchor code wrote it: rows stacked with
// "V:|-[a]-[b]-|", leading-to-trailing rows that flip in RTL, metrics, and the standard
// spacing (8 between siblings, 20 to the superview edge, API.md).

import LayoutAnchors
import XCTest

final class VisualFormatScrollConformanceTests: XCTestCase {
    func testFormatRowsInAScrollViewInBothDirections() throws {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let window = Window(size: Size(width: 320, height: 480), layoutDirection: direction)
            let scrollView = ScrollView()
            pinEdges(scrollView, to: window)
            let content = View(), name = ContentSizedView(60, 30), field = ContentSizedView(View.noIntrinsicMetric, 30)
            let notes = ContentSizedView(View.noIntrinsicMetric, 600)
            content.translatesAutoresizingMaskIntoConstraints = false
            scrollView.addSubview(content)
            for view in [name, field, notes] {
                view.translatesAutoresizingMaskIntoConstraints = false
                content.addSubview(view)
            }
            let views: [String: View] = ["content": content, "name": name, "field": field, "notes": notes]
            var constraints: [LayoutConstraint] = []
            constraints += try LayoutConstraint.constraints(withVisualFormat: "H:|[content]|", views: views)
            constraints += try LayoutConstraint.constraints(withVisualFormat: "V:|[content]|", views: views)
            constraints += try LayoutConstraint.constraints(
                withVisualFormat: "H:|-[name]-gap-[field]-|", options: .alignAllCenterY, metrics: ["gap": 12], views: views)
            constraints += try LayoutConstraint.constraints(withVisualFormat: "H:|-[notes]-|", views: views)
            constraints += try LayoutConstraint.constraints(withVisualFormat: "V:|-[name]-[notes]-|", views: views)
            constraints.append(content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor))
            LayoutConstraint.activate(constraints)
            window.layoutIfNeeded()
            let context = "\(direction)"
            // Vertical: 20 + 30 + 8 + 600 + 20 = 678 tall content (scrolls).
            XCTAssertEqual(scrollView.contentSize, Size(width: 320, height: 678), context)
            // Horizontal LTR: name 20...80, field 92...300 (208 wide); RTL mirrored: name
            // 240...300, field 20...228.
            if direction == .leftToRight {
                assertFrame(name.frame, 20, 20, 60, 30, context)
                assertFrame(field.frame, 92, 20, 208, 30, context)
            } else {
                assertFrame(name.frame, 240, 20, 60, 30, context)
                assertFrame(field.frame, 20, 20, 208, 30, context)
            }
            assertFrame(notes.frame, 20, 58, 280, 600, context)
            assertNoIssues(window, context)
        }
    }
}
