import LayoutAnchors
import XCTest

/// Ordinary UIKit code ported with renames only (UIView -> View, UILabel -> Label,
/// NSLayoutConstraint -> LayoutConstraint, CGRect -> Rect, UIFont -> Font, UIScrollView ->
/// ScrollView, UITextField -> a 44-pt View); the expected frames are derived by hand.
final class PortedUIKitSnippetTests: XCTestCase {
    // MARK: A self-sizing card list

    final class CardView: View {
        let label = Label()
        init(text: String) {
            super.init(frame: .zero)
            label.text = text
            label.numberOfLines = 0
            label.font = .preferredFont(forTextStyle: .subheadline)
            label.translatesAutoresizingMaskIntoConstraints = false
            addSubview(label)
            LayoutConstraint.activate([
                label.topAnchor.constraint(equalTo: topAnchor, constant: 12),
                label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 12),
                label.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -12),
                label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -12),
            ])
        }
    }

    final class CardListViewController: ViewController {
        let scrollView = ScrollView()
        let contentView = View()
        let texts: [String]
        var cards: [CardView] = []

        init(texts: [String]) {
            self.texts = texts
            super.init()
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            scrollView.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(scrollView)
            contentView.translatesAutoresizingMaskIntoConstraints = false
            scrollView.addSubview(contentView)
            LayoutConstraint.activate([
                scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                contentView.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
                contentView.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
                contentView.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
                contentView.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
                contentView.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            ])
            var previous = contentView.topAnchor
            for text in texts {
                let card = CardView(text: text)
                card.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(card)
                LayoutConstraint.activate([
                    card.topAnchor.constraint(equalTo: previous, constant: 16),
                    card.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                    card.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
                ])
                previous = card.bottomAnchor
                cards.append(card)
            }
            previous.constraint(equalTo: contentView.bottomAnchor, constant: -16).isActive = true
        }
    }

    static let cardTexts = ["Hello", Array(repeating: "abcdefghi", count: 10).joined(separator: " "), "Line one\nLine two"]

    func testSelfSizingCardList() {
        let window = makePhoneWindow()
        let controller = CardListViewController(texts: PortedUIKitSnippetTests.cardTexts)
        window.rootViewController = controller
        window.layoutIfNeeded()
        // Cards are 390 - 32 = 358 wide; labels 358 - 24 = 334 wide. Subheadline is 15 pt at
        // .large: 7.5 pt per character, 18-pt lines; 334 / 7.5 = 44.5, so 44 characters a line.
        // "Hello": 1 line, card 12 + 18 + 12 = 42. Ten 9-letter words: 4 words (39 characters)
        // a line, 5 would be 49: lines of 4, 4, 2 = 3 lines, card 12 + 54 + 12 = 78.
        // Two paragraphs: 2 lines, card 12 + 36 + 12 = 60.
        // Tops: 16; 16 + 42 + 16 = 74; 74 + 78 + 16 = 168; content 168 + 60 + 16 = 244.
        XCTAssertEqual(
            controller.cards.map(\.frame),
            [
                Rect(x: 16, y: 16, width: 358, height: 42),
                Rect(x: 16, y: 74, width: 358, height: 78),
                Rect(x: 16, y: 168, width: 358, height: 60),
            ])
        XCTAssertEqual(controller.cards[1].label.frame, Rect(x: 12, y: 12, width: 334, height: 54))
        XCTAssertEqual(controller.scrollView.contentSize, Size(width: 390, height: 244))
        XCTAssertTrue(window.layoutIssues.isEmpty)
        // A collection view sizes its cells the same way, from a template cell:
        let heights = PortedUIKitSnippetTests.cardTexts.map { text -> Double in
            let cell = CardView(text: text)
            return cell.systemLayoutSizeFitting(
                Size(width: 358, height: View.layoutFittingCompressedSize.height),
                withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel
            ).height
        }
        XCTAssertEqual(heights, [42, 78, 60])
    }

    // MARK: A chat screen whose input bar follows the keyboard layout guide

    final class ChatViewController: ViewController {
        let messagesView = ScrollView()
        let messagesContent = View()
        let inputBar = View()
        let textField = View()

        override func viewDidLoad() {
            super.viewDidLoad()
            for v in [messagesView, inputBar] {
                v.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(v)
            }
            messagesContent.translatesAutoresizingMaskIntoConstraints = false
            messagesView.addSubview(messagesContent)
            textField.translatesAutoresizingMaskIntoConstraints = false
            inputBar.addSubview(textField)
            LayoutConstraint.activate([
                messagesView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                messagesView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                messagesView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                messagesView.bottomAnchor.constraint(equalTo: inputBar.topAnchor),
                messagesContent.topAnchor.constraint(equalTo: messagesView.contentLayoutGuide.topAnchor),
                messagesContent.bottomAnchor.constraint(equalTo: messagesView.contentLayoutGuide.bottomAnchor),
                messagesContent.leadingAnchor.constraint(equalTo: messagesView.contentLayoutGuide.leadingAnchor),
                messagesContent.trailingAnchor.constraint(equalTo: messagesView.contentLayoutGuide.trailingAnchor),
                messagesContent.widthAnchor.constraint(equalTo: messagesView.frameLayoutGuide.widthAnchor),
                messagesContent.heightAnchor.constraint(equalToConstant: 1000),
                inputBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                inputBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                inputBar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
                inputBar.heightAnchor.constraint(equalToConstant: 52),
                textField.leadingAnchor.constraint(equalTo: inputBar.layoutMarginsGuide.leadingAnchor),
                textField.trailingAnchor.constraint(equalTo: inputBar.layoutMarginsGuide.trailingAnchor),
                textField.centerYAnchor.constraint(equalTo: inputBar.centerYAnchor),
                textField.heightAnchor.constraint(equalToConstant: 36),
            ])
        }
    }

    func testChatInputBarFollowsTheKeyboard() {
        let window = makePhoneWindow()
        let chat = ChatViewController()
        window.rootViewController = chat
        window.layoutIfNeeded()
        // No keyboard: the guide's top is the safe area's bottom, 844 - 34 = 810.
        XCTAssertEqual(chat.inputBar.frame, Rect(x: 0, y: 758, width: 390, height: 52))
        XCTAssertEqual(chat.messagesView.frame, Rect(x: 0, y: 47, width: 390, height: 711))  // 758 - 47
        // The bar's margins are 8 (it is inside the safe area): field (8, 8, 374, 36).
        XCTAssertEqual(chat.textField.frame, Rect(x: 8, y: 8, width: 374, height: 36))

        window.keyboardFrame = Rect(x: 0, y: 508, width: 390, height: 336)
        window.layoutIfNeeded()
        XCTAssertEqual(chat.inputBar.frame, Rect(x: 0, y: 456, width: 390, height: 52))  // 508 - 52
        XCTAssertEqual(chat.messagesView.frame, Rect(x: 0, y: 47, width: 390, height: 409))
        // Show the newest message: 1000 - 409 = 591, the end of the scrollable range.
        chat.messagesView.scrollRectToVisible(Rect(x: 0, y: 950, width: 390, height: 50), animated: true)
        XCTAssertEqual(chat.messagesView.contentOffset, Point(x: 0, y: 591))

        window.keyboardFrame = nil
        window.layoutIfNeeded()
        XCTAssertEqual(chat.inputBar.frame, Rect(x: 0, y: 758, width: 390, height: 52))
        XCTAssertTrue(window.layoutIssues.isEmpty)
    }

    // MARK: A layoutSubviews override doing manual layout

    final class ProfileHeaderView: View {
        let avatar = View()
        let nameLabel = Label()
        let badge = View()

        override init(frame: Rect) {
            super.init(frame: frame)
            addSubview(avatar)
            addSubview(nameLabel)
            addSubview(badge)
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            let side = min(bounds.width, bounds.height) - 16
            avatar.frame = Rect(x: 8, y: 8, width: side, height: side)
            badge.frame = Rect(x: avatar.frame.maxX - 12, y: avatar.frame.minY, width: 12, height: 12)
            nameLabel.frame = Rect(
                x: avatar.frame.maxX + 12, y: 8,
                width: bounds.width - avatar.frame.maxX - 20, height: bounds.height - 16)
        }
    }

    func testLayoutSubviewsOverrideDoesManualLayout() {
        let window = makePhoneWindow()
        let controller = ViewController()
        window.rootViewController = controller
        let header = ProfileHeaderView()
        header.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(header)
        let safe = controller.view.safeAreaLayoutGuide
        LayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: safe.topAnchor),
            header.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            header.heightAnchor.constraint(equalToConstant: 80),
        ])
        window.layoutIfNeeded()
        // header (0, 47, 390, 80): side = min(390, 80) - 16 = 64; avatar (8, 8, 64, 64);
        // badge at 72 - 12 = 60; name from 72 + 12 = 84, 390 - 72 - 20 = 298 wide, 64 high.
        XCTAssertEqual(header.frame, Rect(x: 0, y: 47, width: 390, height: 80))
        XCTAssertEqual(header.avatar.frame, Rect(x: 8, y: 8, width: 64, height: 64))
        XCTAssertEqual(header.badge.frame, Rect(x: 60, y: 8, width: 12, height: 12))
        XCTAssertEqual(header.nameLabel.frame, Rect(x: 84, y: 8, width: 298, height: 64))
        XCTAssertEqual(header.badge.convert(header.badge.bounds, to: nil), Rect(x: 60, y: 55, width: 12, height: 12))

        window.resize(to: Size(width: 844, height: 390), safeAreaInsets: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        window.layoutIfNeeded()
        // Landscape: header (47, 0, 844 - 94 = 750, 80); the avatar keeps 64; the name gets
        // 750 - 72 - 20 = 658.
        XCTAssertEqual(header.frame, Rect(x: 47, y: 0, width: 750, height: 80))
        XCTAssertEqual(header.avatar.frame, Rect(x: 8, y: 8, width: 64, height: 64))
        XCTAssertEqual(header.nameLabel.frame, Rect(x: 84, y: 8, width: 658, height: 64))
        XCTAssertTrue(window.layoutIssues.isEmpty)
    }

    // MARK: scrollRectToVisible to a text field above the keyboard

    final class FormViewController: ViewController {
        let scrollView = ScrollView()
        var fields: [View] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            scrollView.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(scrollView)
            LayoutConstraint.activate([
                scrollView.topAnchor.constraint(equalTo: view.topAnchor),
                scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            ])
            var previous = scrollView.contentLayoutGuide.topAnchor
            for _ in 0..<20 {
                let field = View()
                field.translatesAutoresizingMaskIntoConstraints = false
                scrollView.addSubview(field)
                LayoutConstraint.activate([
                    field.topAnchor.constraint(equalTo: previous, constant: 16),
                    field.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor, constant: 16),
                    field.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -32),
                    field.heightAnchor.constraint(equalToConstant: 44),
                ])
                previous = field.bottomAnchor
                fields.append(field)
            }
            LayoutConstraint.activate([
                previous.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -16),
                scrollView.contentLayoutGuide.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            ])
        }

        /// Apple's "Managing the Keyboard" sample, as apps write it with safe areas.
        func keyboardWillShow(keyboardFrame: Rect, activeField: View) {
            let insets = EdgeInsets(top: 0, left: 0, bottom: keyboardFrame.height - view.safeAreaInsets.bottom, right: 0)
            scrollView.contentInset = insets
            var visible = view.frame
            visible.size.height -= keyboardFrame.height
            if !visible.contains(activeField.frame.origin) {
                scrollView.scrollRectToVisible(activeField.frame, animated: true)
            }
        }
    }

    func testScrollRectToVisibleBringsTheFieldAboveTheKeyboard() {
        let window = makePhoneWindow()
        let form = FormViewController()
        window.rootViewController = form
        window.layoutIfNeeded()
        // Field i: top 16 + 60i; content 16 + 60 x 19 + 44 + 16 = 1216 > 844: vertical insets
        // adjusted (47 / 34), not scrolled: offset -47.
        XCTAssertEqual(form.scrollView.contentSize, Size(width: 390, height: 1216))
        XCTAssertEqual(form.scrollView.contentOffset, Point(x: 0, y: -47))
        let keyboard = Rect(x: 0, y: 508, width: 390, height: 336)
        window.keyboardFrame = keyboard
        let field = form.fields[11]  // 676 ... 720
        form.keyboardWillShow(keyboardFrame: keyboard, activeField: field)
        // contentInset.bottom = 336 - 34 = 302, adjusted 302 + 34 = 336: visible content is
        // offset + 47 ... offset + 844 - 336 = offset + 508. 720 = offset + 508: offset 212.
        XCTAssertEqual(form.scrollView.contentOffset, Point(x: 0, y: 212))
        window.layoutIfNeeded()
        // On screen: 676 - 212 = 464 ... 508, just above the keyboard's top (508).
        XCTAssertEqual(field.convert(field.bounds, to: nil), Rect(x: 16, y: 464, width: 358, height: 44))
        // Back up to field 1 (76 ... 120): 76 < 212 + 47, so offset 76 - 47 = 29.
        form.scrollView.scrollRectToVisible(form.fields[1].frame, animated: true)
        XCTAssertEqual(form.scrollView.contentOffset, Point(x: 0, y: 29))
        XCTAssertTrue(window.layoutIssues.isEmpty)
    }
}
