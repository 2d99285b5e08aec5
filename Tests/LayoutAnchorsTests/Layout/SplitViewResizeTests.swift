// iPad multitasking as a window resize: full screen (regular, 20 pt margins, readable 672)
// to a 320 pt Slide Over column (compact, 16 pt margins, readable bounded by the margins).

import LayoutAnchors
import XCTest

final class SplitViewResizeTests: XCTestCase {
    func testReadableColumnFollowsTheWindowWidth() {
        let window = TestScreen.iPadLandscape.window()
        let controller = ViewController()
        window.rootViewController = controller
        let root = controller.view
        let article = View()
        article.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(article)
        LayoutConstraint.activate([
            article.topAnchor.constraint(equalTo: root.readableContentGuide.topAnchor),
            article.leadingAnchor.constraint(equalTo: root.readableContentGuide.leadingAnchor),
            article.trailingAnchor.constraint(equalTo: root.readableContentGuide.trailingAnchor),
            article.heightAnchor.constraint(equalToConstant: 100),
        ])
        window.layoutIfNeeded()
        // 1024 wide, regular: margins 20, 984 available, readable 672 centred: x 176; top 20.
        assertFrame(article.frame, 176, 20, 672, 100)
        // Slide Over: 320 x 768, compact: margins 16, 288 available < 672: x 16.
        window.resize(to: Size(width: 320, height: 768))
        window.layoutIfNeeded()
        XCTAssertEqual(controller.traitCollection.horizontalSizeClass, .compact)
        assertFrame(article.frame, 16, 20, 288, 100)
        // Half of the screen, 507 wide: still compact (< 678): 16 margins, 475 < 672.
        window.resize(to: Size(width: 507, height: 768))
        window.layoutIfNeeded()
        assertFrame(article.frame, 16, 20, 475, 100)
        assertNoIssues(window)
    }
}
