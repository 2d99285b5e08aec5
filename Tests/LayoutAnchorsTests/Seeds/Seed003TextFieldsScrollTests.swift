// Seed 003, "Creating the View of the Screen" (App8_scroller): a screen view whose scroll
// view fills the safe area and wraps a text field, an 800 pt image and two more text fields,
// chained top to bottom and centred on the scroll view.
//
// Stand-ins (sizes chosen for the test): each UITextField is 160x34 (intrinsic), the image
// view carries its image's intrinsic size 640x427, which the required 800 pt height and
// full-width constraints override.

import LayoutAnchors
import XCTest

/// The article's screen view.
final class ScrollScreenView: View {
    var contentWrapper: ScrollView!
    var largeImageView: View!
    var textField1: View!
    var textField2: View!
    var textField3: View!

    override init(frame: Rect) {
        super.init(frame: frame)
        // self.backgroundColor = .white

        setupContentWrapper()
        setupLargeImageView()
        setuptextField1()
        setuptextField2()
        setuptextField3()

        initConstraints()
    }

    private static func textField() -> View {
        ContentSizedView(intrinsic: Size(width: 160, height: 34))
    }

    //MARK: setting up UI elements...
    func setupContentWrapper() {
        contentWrapper = ScrollView()
        contentWrapper.translatesAutoresizingMaskIntoConstraints = false
        self.addSubview(contentWrapper)
    }

    func setuptextField1() {
        textField1 = Self.textField()  // placeholder "First Text Field"
        textField1.translatesAutoresizingMaskIntoConstraints = false
        contentWrapper.addSubview(textField1)
    }

    func setupLargeImageView() {
        largeImageView = ContentSizedView(intrinsic: Size(width: 640, height: 427))
        largeImageView.translatesAutoresizingMaskIntoConstraints = false
        contentWrapper.addSubview(largeImageView)
    }

    func setuptextField2() {
        textField2 = Self.textField()  // placeholder "Second Text Field"
        textField2.translatesAutoresizingMaskIntoConstraints = false
        contentWrapper.addSubview(textField2)
    }

    func setuptextField3() {
        textField3 = Self.textField()  // placeholder "Third Text Field"
        textField3.translatesAutoresizingMaskIntoConstraints = false
        contentWrapper.addSubview(textField3)
    }

    //MARK: initializing constraints...
    func initConstraints() {
        LayoutConstraint.activate([
            //MARK: contentWrapper constraints...
            contentWrapper.topAnchor.constraint(equalTo: self.safeAreaLayoutGuide.topAnchor),
            contentWrapper.leadingAnchor.constraint(equalTo: self.safeAreaLayoutGuide.leadingAnchor),
            contentWrapper.widthAnchor.constraint(equalTo: self.safeAreaLayoutGuide.widthAnchor),
            contentWrapper.heightAnchor.constraint(equalTo: self.safeAreaLayoutGuide.heightAnchor),

            //MARK: textField1 constraints...
            textField1.topAnchor.constraint(equalTo: contentWrapper.topAnchor, constant: 32),
            textField1.centerXAnchor.constraint(equalTo: contentWrapper.centerXAnchor),

            //MARK: largeImageView constraints...
            largeImageView.heightAnchor.constraint(equalToConstant: 800),
            largeImageView.widthAnchor.constraint(equalTo: contentWrapper.widthAnchor),
            largeImageView.topAnchor.constraint(equalTo: textField1.bottomAnchor, constant: 8),
            largeImageView.centerXAnchor.constraint(equalTo: contentWrapper.centerXAnchor),

            //MARK: textField2 constraints...
            textField2.topAnchor.constraint(equalTo: largeImageView.bottomAnchor, constant: 8),
            textField2.centerXAnchor.constraint(equalTo: contentWrapper.centerXAnchor),

            //MARK: textField3 constraints...
            textField3.topAnchor.constraint(equalTo: textField2.bottomAnchor, constant: 8),
            textField3.centerXAnchor.constraint(equalTo: contentWrapper.centerXAnchor),
            textField3.bottomAnchor.constraint(equalTo: contentWrapper.bottomAnchor),
        ])
    }
}

/// "Now we need to patch the screen to the controller."
final class ScrollScreenViewController: ViewController {
    let scrollScreen = ScrollScreenView(frame: .zero)

    override func loadView() {
        view = scrollScreen
    }
}

final class Seed003TextFieldsScrollTests: XCTestCase {
    /// The window shown in, kept for the whole test: a window nobody holds is freed, and
    /// its views lay out again without its safe area and text size.
    private var window: Window?

    private func show(in window: Window) -> ScrollScreenView {
        self.window = window
        let controller = ScrollScreenViewController()
        window.rootViewController = controller
        window.layoutIfNeeded()
        return controller.scrollScreen
    }

    func testPhoneLayoutBeforeAndAfterScrolling() {
        let s = show(in: makePhoneWindow())
        // Scroll view = the safe area: y 47, height 844 - 47 - 34 = 763.
        XCTAssertEqual(s.contentWrapper.frame, Rect(x: 0, y: 47, width: 390, height: 763))
        // Text field 1: content top + 32; centred on the frame (centre x 195): x = 195 - 80.
        XCTAssertEqual(s.textField1.frame, Rect(x: 115, y: 32, width: 160, height: 34))
        // Image: frame width 390, 800 high, 8 below the field (32 + 34 + 8 = 74).
        XCTAssertEqual(s.largeImageView.frame, Rect(x: 0, y: 74, width: 390, height: 800))
        // Fields 2 and 3: 874 + 8 = 882; 882 + 34 + 8 = 924; content bottom = 924 + 34 = 958.
        XCTAssertEqual(s.textField2.frame, Rect(x: 115, y: 882, width: 160, height: 34))
        XCTAssertEqual(s.textField3.frame, Rect(x: 115, y: 924, width: 160, height: 34))
        XCTAssertEqual(s.contentWrapper.contentSize.height, 958)
        // The scroll view lies inside the safe area: its own safe insets are 0, so even
        // though 958 > 763 scrolls vertically nothing is added; offset (0, 0).
        XCTAssertEqual(s.contentWrapper.adjustedContentInset, EdgeInsets())
        XCTAssertEqual(s.contentWrapper.contentOffset, Point(x: 0, y: 0))
        XCTAssertEqual(
            s.textField1.convert(s.textField1.bounds, to: nil),
            Rect(x: 115, y: 79, width: 160, height: 34))

        // Scroll to the end: 958 - 763 = 195. Field 3 then ends at the safe-area bottom:
        // 47 + 924 - 195 = 776, 776 + 34 = 810.
        s.contentWrapper.setContentOffset(Point(x: 0, y: 195))
        s.layoutIfNeeded()
        XCTAssertEqual(s.contentWrapper.contentOffset, Point(x: 0, y: 195))
        XCTAssertEqual(s.textField3.frame, Rect(x: 115, y: 924, width: 160, height: 34))
        XCTAssertEqual(
            s.textField3.convert(s.textField3.bounds, to: nil),
            Rect(x: 115, y: 776, width: 160, height: 34))
    }

    func testPadLayoutFitsWithoutScrolling() {
        let s = show(in: makePadWindow())
        // Safe area: y 24, height 1024 - 44 = 980; centre x 683 -> fields at 603.
        XCTAssertEqual(s.contentWrapper.frame, Rect(x: 0, y: 24, width: 1366, height: 980))
        XCTAssertEqual(s.textField1.frame, Rect(x: 603, y: 32, width: 160, height: 34))
        XCTAssertEqual(s.largeImageView.frame, Rect(x: 0, y: 74, width: 1366, height: 800))
        XCTAssertEqual(s.textField2.frame, Rect(x: 603, y: 882, width: 160, height: 34))
        XCTAssertEqual(s.textField3.frame, Rect(x: 603, y: 924, width: 160, height: 34))
        XCTAssertEqual(s.contentWrapper.contentSize.height, 958)
        XCTAssertEqual(s.contentWrapper.adjustedContentInset, EdgeInsets())
        XCTAssertEqual(s.contentWrapper.contentOffset, Point(x: 0, y: 0))
    }

    func testContentWidthIsAmbiguousAsInInterfaceBuilder() {
        // Nothing ties the content area's leading/trailing to anything: only heights and
        // centres (which attach to the frame) are set, so the scrollable width is ambiguous —
        // the "Scrollable Content Size Ambiguity" Interface Builder warns about.
        let s = show(in: makePhoneWindow())
        XCTAssertTrue(s.contentWrapper.contentLayoutGuide.hasAmbiguousLayout)
    }
}
