import LayoutAnchors
import XCTest

/// The README's example, verbatim (the asserts between its lines check the values its
/// comments state).
final class ReadmeExampleTests: XCTestCase {
    func testReadmeScrollViewExample() {
        let window = Window(
            size: Size(width: 390, height: 844),
            safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let controller = ViewController()
        window.rootViewController = controller
        let root = controller.view

        let scrollView = ScrollView(), content = View(), header = View()
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        content.translatesAutoresizingMaskIntoConstraints = false
        header.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(scrollView)
        scrollView.addSubview(content)
        scrollView.addSubview(header)  // pinned to items outside the scroll view: it floats
        let contentGuide = scrollView.contentLayoutGuide
        LayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: root.topAnchor),
            scrollView.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            scrollView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            content.topAnchor.constraint(equalTo: contentGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: contentGuide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: contentGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: contentGuide.trailingAnchor),
            content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 2000),
            header.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
            header.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            header.heightAnchor.constraint(equalToConstant: 60),
        ])
        window.layoutIfNeeded()
        XCTAssertEqual(scrollView.contentSize, Size(width: 390, height: 2000))
        XCTAssertEqual(scrollView.adjustedContentInset, EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(scrollView.contentOffset, Point(x: 0, y: -47))
        // Header: y = 47 (safe top) + offset (-47) - scroll view's top (0) = 0.
        XCTAssertEqual(header.frame, Rect(x: 0, y: 0, width: 390, height: 60))
        scrollView.setContentOffset(Point(x: 0, y: 500))
        window.layoutIfNeeded()
        XCTAssertEqual(header.frame, Rect(x: 0, y: 547, width: 390, height: 60))  // 47 + 500
        XCTAssertEqual(header.convert(header.bounds, to: nil), Rect(x: 0, y: 47, width: 390, height: 60))
        XCTAssertEqual(scrollView.frame, Rect(x: 0, y: 0, width: 390, height: 844))
        XCTAssertEqual(scrollView.contentSize, Size(width: 390, height: 2000))
        XCTAssertEqual(content.frame, Rect(x: 0, y: 0, width: 390, height: 2000))
        XCTAssertTrue(window.layoutIssues.isEmpty)
    }
}
