import LayoutAnchors
import XCTest

/// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`: the
/// target pulled at the given priorities, multi-line labels wrapping to the width they get.
final class FittingPriorityFeatureTests: XCTestCase {
    /// Twenty 9-letter words: "abcdefghi abcdefghi ...".
    static let twentyWords = Array(repeating: "abcdefghi", count: 20).joined(separator: " ")

    /// A card, as a self-sizing cell's content: a one-line title over a wrapping body, 16 pt
    /// padding, 8 pt between them; 10-pt system font (5 pt per character, 12 pt per line).
    static func makeCard(body text: String = twentyWords) -> (card: View, title: Label, body: Label) {
        let card = View()
        let title = Label(text: "Card title"), body = Label(text: text)
        body.numberOfLines = 0
        for label in [title, body] {
            label.font = .system(size: 10)
            label.translatesAutoresizingMaskIntoConstraints = false
            card.addSubview(label)
        }
        LayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: card.topAnchor, constant: 16),
            title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            title.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -16),
            body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8),
            body.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            body.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
            body.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -16),
        ])
        return (card, title, body)
    }

    func testSelfSizingCardWrapsItsTextToTheRequiredWidth() {
        let (card, _, _) = FittingPriorityFeatureTests.makeCard()
        let size = card.systemLayoutSizeFitting(
            Size(width: 358, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        // The body gets 358 - 16 - 16 = 326 pt: 65 characters (65 x 5 = 325). A line of n
        // 9-letter words takes 10n - 1 characters: 6 words (59) fit, 7 (69) do not, so the
        // 20 words make lines of 6, 6, 6, 2: 4 lines x 12 = 48 pt.
        // Height: 16 + 12 (title) + 8 + 48 + 16 = 100.
        XCTAssertEqual(size, Size(width: 358, height: 100))
        // Narrower: 200 - 32 = 168 pt = 33 characters: 3 words (29) per line, 7 lines = 84.
        let narrow = card.systemLayoutSizeFitting(
            Size(width: 200, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        XCTAssertEqual(narrow, Size(width: 200, height: 16 + 12 + 8 + 84 + 16))
        XCTAssertEqual(card.frame, .zero, "fitting never moves the view")
    }

    func testRequiredOnBothAxesGivesTheTargetExactly() {
        let (card, _, _) = FittingPriorityFeatureTests.makeCard()
        // The body's height only resists at 750 (compression) and 250 (hugging): 300 wins.
        let size = card.systemLayoutSizeFitting(
            Size(width: 358, height: 300), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .required)
        XCTAssertEqual(size, Size(width: 358, height: 300))
    }

    func testALowerPriorityThanCompressionResistanceLosesToTheText() {
        let (card, _, _) = FittingPriorityFeatureTests.makeCard()
        // Height pulled to 50 at 700 < 750 compression: the text keeps its 48 pt: 100 again.
        let size = card.systemLayoutSizeFitting(
            Size(width: 358, height: 50), withHorizontalFittingPriority: .required,
            verticalFittingPriority: LayoutPriority(700))
        XCTAssertEqual(size.height, 100)
    }

    func testARequiredTargetThatARequiredConstraintForbidsComesAsCloseAsAllowed() {
        let (card, _, _) = FittingPriorityFeatureTests.makeCard()
        card.translatesAutoresizingMaskIntoConstraints = false
        card.widthAnchor.constraint(equalToConstant: 200).isActive = true
        let size = card.systemLayoutSizeFitting(
            Size(width: 358, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        // The card's own required width 200 holds; the body wraps at 168: 136 as above.
        XCTAssertEqual(size, Size(width: 200, height: 136))
    }

    func testFittingInsideAWindowFollowsTheTextSize() {
        let window = Window(size: Size(width: 390, height: 844), contentSizeCategory: .extraExtraExtraLarge)
        let (card, _, body) = FittingPriorityFeatureTests.makeCard(body: "one two three")
        body.font = .preferredFont(forTextStyle: .body)
        window.addSubview(card)
        let size = card.systemLayoutSizeFitting(
            Size(width: 358, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        // Body at xxxLarge: 23 pt, 11.5 per character; "one two three" = 13 characters =
        // 149.5 <= 326: one line of 1.2 x 23 = 27.6 pt. 16 + 12 + 8 + 27.6 + 16 = 79.6.
        XCTAssertEqual(size, Size(width: 358, height: 79.5), "79.6 rounded to the 0.5-pt pixel grid")
    }
}
