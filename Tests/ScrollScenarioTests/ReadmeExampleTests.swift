import XCTest
import LayoutAnchors

/// The README's example, verbatim, with the values the README states.
final class ReadmeExampleTests: XCTestCase {
    func testReadmeScrollViewExample() {
        let window = Window(size: Size(width: 390, height: 844),
                            safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let controller = ViewController()
        window.rootViewController = controller
        let root = controller.view

        let scrollView = ScrollView(), content = View()
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        content.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(scrollView)
        scrollView.addSubview(content)

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
        ])
        window.layoutIfNeeded()

        XCTAssertEqual(scrollView.frame, Rect(x: 0, y: 0, width: 390, height: 844))
        XCTAssertEqual(scrollView.contentSize, Size(width: 390, height: 2000))
        XCTAssertEqual(scrollView.adjustedContentInset, EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(scrollView.contentOffset, Point(x: 0, y: -47))
        XCTAssertEqual(content.frame, Rect(x: 0, y: 0, width: 390, height: 2000))
        XCTAssertTrue(window.layoutIssues.isEmpty)
    }
}
