import LayoutAnchors
import XCTest

/// `systemLayoutSizeFitting(_:)` with the compressed and expanded targets, as self-sizing cells
/// use it.
final class FittingSizeFeatureTests: XCTestCase {
    private func makeCard() -> (Window, View) {
        let window = Window(size: Size(width: 390, height: 844))
        let controller = ViewController()
        window.rootViewController = controller
        let card = View()
        card.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(card)
        let content = View()
        content.translatesAutoresizingMaskIntoConstraints = false
        content.intrinsicContentSize = Size(width: 100, height: 40)
        card.addSubview(content)
        LayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: controller.view.topAnchor),
            card.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            content.topAnchor.constraint(equalTo: card.topAnchor, constant: 10),
            content.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
            content.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -10),
            content.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -10),
        ])
        window.layoutIfNeeded()
        return (window, card)
    }

    func testCompressedSizeIsTheContentPlusPadding() {
        let (window, card) = makeCard()
        // 100 + 10 + 10 by 40 + 10 + 10; the fitting pull (priority 50) loses to hugging (250).
        XCTAssertEqual(card.systemLayoutSizeFitting(View.layoutFittingCompressedSize), Size(width: 120, height: 60))
        XCTAssertEqual(card.systemLayoutSizeFitting(View.layoutFittingExpandedSize), Size(width: 120, height: 60))
        // Asking does not move the layout.
        XCTAssertEqual(card.frame, Rect(x: 0, y: 0, width: 120, height: 60))
        XCTAssertTrue(window.layoutIssues.isEmpty)
    }

    func testWeakerHuggingLetsTheExpandedTargetWin() {
        let (window, card) = makeCard()
        defer { withExtendedLifetime(window) {} }  // views refer to their window weakly
        let content = card.subviews[0]
        content.setContentHuggingPriority(LayoutPriority(40), for: .horizontal)
        XCTAssertEqual(View.layoutFittingExpandedSize, Size(width: 10_000_000, height: 10_000_000))
        XCTAssertEqual(card.systemLayoutSizeFitting(View.layoutFittingCompressedSize).width, 120)
        XCTAssertEqual(card.systemLayoutSizeFitting(Size(width: 300, height: 0)), Size(width: 300, height: 60))
    }
}
