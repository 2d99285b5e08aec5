// Shared pieces of the UIKit conformance scenarios: device windows, a content-sized view
// (UIImageView / UIButton stand-in) and frame assertions. The scenarios use only the public
// API listed in API.md, written as ordinary UIKit code would be.

import LayoutAnchors
import XCTest

/// A device window: its size and the safe area UIKit gives it (status bar / notch / home
/// indicator), in portrait or landscape.
struct Device {
    let name: String
    let size: Size
    let safeArea: EdgeInsets

    static let iPhoneSE1 = Device(
        name: "SE 320x568", size: Size(width: 320, height: 568),
        safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    static let iPhone8 = Device(
        name: "8 375x667", size: Size(width: 375, height: 667),
        safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    static let iPhone14 = Device(
        name: "14 390x844", size: Size(width: 390, height: 844),
        safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    static let iPhoneProMax = Device(
        name: "Pro Max 428x926", size: Size(width: 428, height: 926),
        safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    static let iPad = Device(
        name: "iPad 768x1024", size: Size(width: 768, height: 1024),
        safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    static let iPhone14Landscape = Device(
        name: "14 landscape 844x390", size: Size(width: 844, height: 390),
        safeArea: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
    static let iPadLandscape = Device(
        name: "iPad landscape 1024x768", size: Size(width: 1024, height: 768),
        safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))

    static let all = [iPhoneSE1, iPhone8, iPhone14, iPhoneProMax, iPad, iPhone14Landscape, iPadLandscape]

    /// A window of this device's size and safe area.
    func window(direction: LayoutDirection = .leftToRight, category: ContentSizeCategory = .large) -> Window {
        Window(size: size, safeAreaInsets: safeArea, layoutDirection: direction, contentSizeCategory: category)
    }
}

/// A view whose size comes from its content (an image view, a button, a switch).
final class FixedContentView: View {
    /// A view with the given intrinsic size (`View.noIntrinsicMetric` for none on an axis).
    init(_ width: Double, _ height: Double) {
        super.init(frame: .zero)
        intrinsicContentSize = Size(width: width, height: height)
    }
}

/// Asserts a frame, naming the scenario on failure.
func assertFrame(
    _ actual: Rect, _ x: Double, _ y: Double, _ width: Double, _ height: Double, _ context: String = "",
    file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertEqual(actual, Rect(x: x, y: y, width: width, height: height), context, file: file, line: line)
}

/// Asserts that the hierarchy recorded no issue (unsatisfiable, invalid or ambiguous).
func assertNoIssues(_ view: View, _ context: String = "", file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(view.layoutIssues.map(\.description), [], context, file: file, line: line)
}

/// Pins `view` to all four edges of `container` (translatesAutoresizingMaskIntoConstraints off).
func pinEdges(_ view: View, to container: View) {
    view.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(view)
    LayoutConstraint.activate([
        view.topAnchor.constraint(equalTo: container.topAnchor),
        view.bottomAnchor.constraint(equalTo: container.bottomAnchor),
        view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
        view.trailingAnchor.constraint(equalTo: container.trailingAnchor),
    ])
}

extension Label {
    /// A label in the body text style that follows the text size, as a Dynamic Type screen
    /// makes it (UIKit's default font is a fixed 17 pt that does not follow it).
    static func body(_ text: String) -> Label {
        let label = Label(text: text)
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        return label
    }
}
