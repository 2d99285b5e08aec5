import LayoutAnchors
import XCTest

/// Traits (API.md "Traits"): size classes from the window's size, scale, text size and
/// direction from the window; defaults outside one; traitCollectionDidChange in the pass.
final class TraitsFeatureTests: XCTestCase {
    func testDefaultsOutsideAWindow() {
        let traits = View().traitCollection
        XCTAssertEqual(traits.horizontalSizeClass, .unspecified)
        XCTAssertEqual(traits.verticalSizeClass, .unspecified)
        XCTAssertEqual(traits.displayScale, 2)
        XCTAssertEqual(traits.preferredContentSizeCategory, .large)
        XCTAssertEqual(traits.layoutDirection, .leftToRight)
        XCTAssertEqual(traits, TraitCollection())
        XCTAssertEqual(ViewController().traitCollection, TraitCollection())
    }

    private func traits(_ width: Double, _ height: Double) -> (UserInterfaceSizeClass, UserInterfaceSizeClass) {
        let t = Window(size: Size(width: width, height: height)).traitCollection
        return (t.horizontalSizeClass, t.verticalSizeClass)
    }

    func testSizeClassesFollowTheWindowSize() {
        XCTAssertEqual(Window.regularWidthThreshold, 678)
        XCTAssertEqual(Window.regularLandscapePhoneShortSide, 414)
        XCTAssert(traits(390, 844) == (.compact, .regular), "iPhone portrait")
        // UIKit's size-class table for phones in landscape: regular width exactly on the Plus,
        // Max and XR screens, whose short sides are 414 pt or more.
        XCTAssert(traits(844, 390) == (.compact, .compact), "iPhone 14 landscape: 390 < 414")
        XCTAssert(traits(874, 402) == (.compact, .compact), "16 Pro landscape: 402 < 414, though wider than a Plus")
        XCTAssert(traits(812, 375) == (.compact, .compact), "mini landscape: 375 < 414")
        XCTAssert(traits(736, 414) == (.regular, .compact), "iPhone 8 Plus landscape: 414 >= 414, though only 736 wide")
        XCTAssert(traits(896, 414) == (.regular, .compact), "iPhone XR / 11 landscape: 414")
        XCTAssert(traits(956, 440) == (.regular, .compact), "16 Pro Max landscape: 440")
        XCTAssert(traits(1366, 1024) == (.regular, .regular), "iPad")
        XCTAssert(traits(678, 1024) == (.regular, .regular), "at the threshold")
        XCTAssert(traits(677, 1024) == (.compact, .regular), "just below it (iPad split view)")
        XCTAssert(traits(700, 413) == (.compact, .compact), "less than 500 high, short side below 414")
    }

    func testScaleTextSizeAndDirectionComeFromTheWindow() {
        let window = Window(
            size: Size(width: 390, height: 844), layoutDirection: .rightToLeft,
            contentSizeCategory: .extraLarge, displayScale: 3)
        let controller = ViewController()
        window.rootViewController = controller
        let child = View()
        controller.view.addSubview(child)
        let expected = TraitCollection(
            horizontalSizeClass: .compact, verticalSizeClass: .regular, displayScale: 3,
            preferredContentSizeCategory: .extraLarge, layoutDirection: .rightToLeft)
        XCTAssertEqual(child.traitCollection, expected)
        XCTAssertEqual(controller.traitCollection, expected)
    }

    final class TraitView: View {
        var changes: [(previous: TraitCollection?, now: TraitCollection)] = []
        override func traitCollectionDidChange(_ previous: TraitCollection?) {
            super.traitCollectionDidChange(previous)
            changes.append((previous, traitCollection))
        }
    }

    func testTraitCollectionDidChangeIsCalledOncePerChange() {
        let window = makePhoneWindow()
        let view = TraitView()
        view.frame = Rect(x: 0, y: 0, width: 10, height: 10)
        window.addSubview(view)
        window.layoutIfNeeded()
        XCTAssertEqual(view.changes.count, 1)
        XCTAssertNil(view.changes[0].previous, "the first traits from a window")
        window.layoutIfNeeded()
        XCTAssertEqual(view.changes.count, 1, "no change, no call")

        window.resize(to: Size(width: 844, height: 390))
        window.layoutIfNeeded()
        XCTAssertEqual(view.changes.count, 2)
        XCTAssertEqual(view.changes[1].previous?.verticalSizeClass, .regular)
        XCTAssertEqual(view.changes[1].now.verticalSizeClass, .compact)

        window.contentSizeCategory = .accessibilityLarge
        window.layoutIfNeeded()
        XCTAssertEqual(view.changes.count, 3)
        XCTAssertEqual(view.changes[2].previous?.preferredContentSizeCategory, .large)
        XCTAssertEqual(view.changes[2].now.preferredContentSizeCategory, .accessibilityLarge)

        window.layoutDirection = .rightToLeft
        window.layoutIfNeeded()
        XCTAssertEqual(view.changes.count, 4)
        XCTAssertEqual(view.changes[3].now.layoutDirection, .rightToLeft)

        let late = TraitView()
        window.addSubview(late)
        window.layoutIfNeeded()
        XCTAssertEqual(late.changes.count, 1, "a view joining a window gets its traits")
        XCTAssertEqual(view.changes.count, 4)
    }

    func testAViewOutsideAWindowIsNotToldOfTheDefaults() {
        let root = TraitView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        root.layoutIfNeeded()
        XCTAssertTrue(root.changes.isEmpty)
    }

    /// A profile screen, as ported from UIKit: photo above the details when compact, beside
    /// them when regular; the sets are swapped in traitCollectionDidChange.
    final class ProfileController: ViewController {
        let photo = View(), details = View()
        var compact: [LayoutConstraint] = [], regular: [LayoutConstraint] = []
        var traitCalls = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            for v in [photo, details] {
                v.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(v)
            }
            let margins = view.layoutMarginsGuide, safe = view.safeAreaLayoutGuide
            LayoutConstraint.activate([
                photo.topAnchor.constraint(equalTo: safe.topAnchor),
                photo.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                photo.heightAnchor.constraint(equalToConstant: 200),
                details.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                details.heightAnchor.constraint(equalToConstant: 300),
            ])
            compact = [
                photo.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                details.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                details.topAnchor.constraint(equalTo: photo.bottomAnchor, constant: 16),
            ]
            regular = [
                photo.widthAnchor.constraint(equalToConstant: 320),
                details.leadingAnchor.constraint(equalTo: photo.trailingAnchor, constant: 20),
                details.topAnchor.constraint(equalTo: photo.topAnchor),
            ]
        }

        override func traitCollectionDidChange(_ previous: TraitCollection?) {
            super.traitCollectionDidChange(previous)
            traitCalls += 1
            let isRegular = traitCollection.horizontalSizeClass == .regular
            LayoutConstraint.deactivate(isRegular ? compact : regular)
            LayoutConstraint.activate(isRegular ? regular : compact)
        }
    }

    func testAScreenSwitchesToARegularWidthLayoutOnIPad() {
        let window = Window(size: Size(width: 1024, height: 1366), safeAreaInsets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        let controller = ProfileController()
        window.rootViewController = controller
        window.layoutIfNeeded()
        // Regular (1024 >= 678): side margins 20. photo (20, 24, 320, 200); details from
        // 20 + 320 + 20 = 360 to 1024 - 20 = 1004, so 644 wide, top 24, 300 high.
        XCTAssertEqual(controller.photo.frame, Rect(x: 20, y: 24, width: 320, height: 200))
        XCTAssertEqual(controller.details.frame, Rect(x: 360, y: 24, width: 644, height: 300))

        window.resize(to: Size(width: 375, height: 1366))  // split view: compact
        window.layoutIfNeeded()
        // Compact: side margins 16, width 375 - 32 = 343. details below: 24 + 200 + 16 = 240.
        XCTAssertEqual(controller.photo.frame, Rect(x: 16, y: 24, width: 343, height: 200))
        XCTAssertEqual(controller.details.frame, Rect(x: 16, y: 240, width: 343, height: 300))

        window.resize(to: Size(width: 1024, height: 1366))
        window.layoutIfNeeded()
        XCTAssertEqual(controller.details.frame, Rect(x: 360, y: 24, width: 644, height: 300))
        XCTAssertEqual(controller.traitCalls, 3)
        XCTAssertTrue(window.layoutIssues.isEmpty, "the two sets never coexist")
    }

    func testPreferredFontForTextStyleIsPreferred() {
        XCTAssertEqual(Font.preferredFont(forTextStyle: .body), Font.preferred(.body))
        XCTAssertEqual(Font.preferredFont(forTextStyle: .headline).pointSize(for: .large), 17)
        XCTAssertNotEqual(Font.preferredFont(forTextStyle: .caption1), Font.preferred(.body))
    }
}
