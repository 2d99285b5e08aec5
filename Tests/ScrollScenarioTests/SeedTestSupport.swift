// Shared pieces of the seed scenario tests: the two reference windows and a stand-in for
// views whose size comes from their content (image views, buttons, text fields).

import LayoutAnchors

/// An iPhone-sized window: 390x844 points, safe area 47 top / 34 bottom (compact width,
/// so a view controller's root view gets 16 pt system minimum side margins).
func makePhoneWindow(direction: LayoutDirection = .leftToRight) -> Window {
    Window(size: Size(width: 390, height: 844),
           safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
           layoutDirection: direction)
}

/// An iPad-sized window: 1366x1024 points, safe area 24 top / 20 bottom (regular width).
func makePadWindow(direction: LayoutDirection = .leftToRight) -> Window {
    Window(size: Size(width: 1366, height: 1024),
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
