// Shared pieces of the seed scenario tests: the two reference windows and a stand-in for
// views whose size comes from their content (image views, buttons, text fields).

import LayoutAnchors

/// An iPhone-sized window: 390x844 points, safe area 47 top / 34 bottom (compact width,
/// so a view controller's root view gets 16 pt system minimum side margins).
func makePhoneWindow(direction: LayoutDirection = .leftToRight) -> Window {
    Window(
        size: Size(width: 390, height: 844),
        safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
        layoutDirection: direction)
}

/// An iPad-sized window: 1366x1024 points, safe area 24 top / 20 bottom (regular width).
func makePadWindow(direction: LayoutDirection = .leftToRight) -> Window {
    Window(
        size: Size(width: 1366, height: 1024),
        safeAreaInsets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
        layoutDirection: direction)
}

/// A view whose size comes from its content, like `UIImageView`, `UIButton` or
/// `UITextField`: it only carries an intrinsic content size (hugging 250 / compression 750).
final class ContentSizedView: View {
    /// A view with the given intrinsic size (`View.noIntrinsicMetric` for none on an axis).
    init(intrinsic size: Size) {
        super.init(frame: .zero)
        intrinsicContentSize = size
    }
}

/// The inner layout of seed 000's forecast view (the article skips it): title, image and
/// summary in a column, 16 pt insets, 8 pt gaps, the image centred.
func layOutForecastColumn(in container: View, title: View, image: View, summary: View) {
    for subview in [title, image, summary] {
        subview.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(subview)
    }
    LayoutConstraint.activate([
        title.topAnchor.constraint(equalTo: container.topAnchor, constant: 16),
        title.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
        title.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -16),
        image.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8),
        image.centerXAnchor.constraint(equalTo: container.centerXAnchor),
        summary.topAnchor.constraint(equalTo: image.bottomAnchor, constant: 8),
        summary.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
        summary.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -16),
        summary.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -16),
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
