// Ordinary UIKit code for floating views, ported with renames only (UIViewController ->
// ViewController, UIScrollView -> ScrollView, UIView/UIButton -> View, NSLayoutConstraint ->
// LayoutConstraint, CGSize/CGRect/CGPoint -> Size/Rect/Point, UIEdgeInsets -> EdgeInsets).

import LayoutAnchors
import XCTest

/// A sticky header over a scrolling list: the header is a subview of the scroll view pinned to
/// the view controller's view, and the content inset keeps the first row below it.
final class StickyHeaderViewController: ViewController {
    let scrollView = ScrollView()
    let contentView = View()
    let headerView = View()
    var rows: [View] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        contentView.translatesAutoresizingMaskIntoConstraints = false
        headerView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(scrollView)
        scrollView.addSubview(contentView)
        scrollView.addSubview(headerView)
        scrollView.contentInset = EdgeInsets(top: 56, left: 0, bottom: 0, right: 0)

        LayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),

            contentView.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            contentView.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            contentView.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            contentView.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            contentView.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),

            headerView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            headerView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            headerView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            headerView.heightAnchor.constraint(equalToConstant: 56),
        ])

        var previous: View?
        for _ in 0..<30 {
            let row = View()
            row.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(row)
            LayoutConstraint.activate([
                row.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? contentView.topAnchor),
                row.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
                row.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
                row.heightAnchor.constraint(equalToConstant: 44),
            ])
            rows.append(row)
            previous = row
        }
        previous?.bottomAnchor.constraint(equalTo: contentView.bottomAnchor).isActive = true
    }
}

/// A floating action button over a scroll view, kept in the bottom-trailing corner of the
/// safe area.
final class ComposeListViewController: ViewController {
    private let scrollView = ScrollView()
    private let contentView = View()
    let composeButton = View()

    override func viewDidLoad() {
        super.viewDidLoad()
        [scrollView, contentView, composeButton].forEach { $0.translatesAutoresizingMaskIntoConstraints = false }
        view.addSubview(scrollView)
        scrollView.addSubview(contentView)
        scrollView.addSubview(composeButton)

        LayoutConstraint.activate([
            scrollView.frameLayoutGuide.topAnchor.constraint(equalTo: view.topAnchor),
            scrollView.frameLayoutGuide.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.frameLayoutGuide.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.frameLayoutGuide.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            contentView.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            contentView.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            contentView.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            contentView.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            contentView.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            contentView.heightAnchor.constraint(equalToConstant: 3000),

            composeButton.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -20),
            composeButton.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -20),
            composeButton.widthAnchor.constraint(equalToConstant: 56),
            composeButton.heightAnchor.constraint(equalTo: composeButton.widthAnchor),
        ])
    }

    func scrollToBottom() {
        let bottom = scrollView.contentSize.height + scrollView.adjustedContentInset.bottom - scrollView.bounds.height
        scrollView.setContentOffset(Point(x: 0, y: bottom))
    }
}

final class PortedFloatingSnippetsTests: XCTestCase {
    func testStickyHeader() {
        let window = Window(size: Size(width: 390, height: 844), safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let controller = StickyHeaderViewController()
        window.rootViewController = controller
        window.layoutIfNeeded()
        XCTAssertTrue(window.layoutIssues.isEmpty, "\(window.layoutIssues)")
        // Content 30 x 44 = 1320 > 844: adjusted inset = 56 + 47 on top, 34 at the bottom;
        // initial offset -103.
        XCTAssertEqual(controller.scrollView.contentSize, Size(width: 390, height: 1320))
        XCTAssertEqual(controller.scrollView.contentOffset, Point(x: 0, y: -103))
        let header = controller.headerView
        // frame.y = 47 + (-103) - 0 = -56; on screen at 47, 56 high, so the first row (content
        // y 0, on screen 103) starts right below it.
        XCTAssertEqual(header.frame, Rect(x: 0, y: -56, width: 390, height: 56))
        XCTAssertEqual(header.convert(header.bounds, to: nil), Rect(x: 0, y: 47, width: 390, height: 56))
        // The rows sit in the content view's margins (8): x 8, width 374.
        let first = controller.rows[0]
        XCTAssertEqual(first.convert(first.bounds, to: nil), Rect(x: 8, y: 103, width: 374, height: 44))
        controller.scrollView.setContentOffset(Point(x: 0, y: 440))
        window.layoutIfNeeded()
        XCTAssertEqual(header.frame, Rect(x: 0, y: 487, width: 390, height: 56))  // 47 + 440
        XCTAssertEqual(header.convert(header.bounds, to: nil), Rect(x: 0, y: 47, width: 390, height: 56))
        // Row 10 (content y 440) is now at the top of the screen, under the header.
        let tenth = controller.rows[10]
        XCTAssertEqual(tenth.convert(tenth.bounds, to: nil), Rect(x: 8, y: 0, width: 374, height: 44))
    }

    func testFloatingActionButton() {
        let window = Window(size: Size(width: 390, height: 844), safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let controller = ComposeListViewController()
        window.rootViewController = controller
        window.layoutIfNeeded()
        let button = controller.composeButton
        // On screen: x 390 - 20 - 56 = 314, y 844 - 34 - 20 - 56 = 734.
        XCTAssertEqual(button.convert(button.bounds, to: nil), Rect(x: 314, y: 734, width: 56, height: 56))
        controller.scrollToBottom()  // 3000 + 34 - 844 = 2190
        window.layoutIfNeeded()
        XCTAssertEqual(button.frame, Rect(x: 314, y: 734 + 2190, width: 56, height: 56))
        XCTAssertEqual(button.convert(button.bounds, to: nil), Rect(x: 314, y: 734, width: 56, height: 56))
        // Rotated to landscape (844x390, safe area 47 left and right, 21 bottom): x 844 - 47 -
        // 20 - 56 = 721, y 390 - 21 - 20 - 56 = 293, whatever the offset.
        window.resize(to: Size(width: 844, height: 390), safeAreaInsets: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        window.layoutIfNeeded()
        XCTAssertEqual(button.convert(button.bounds, to: nil), Rect(x: 721, y: 293, width: 56, height: 56))
        XCTAssertTrue(window.layoutIssues.isEmpty, "\(window.layoutIssues)")
    }
}
