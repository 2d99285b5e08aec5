/// The direction in which text and leading-to-trailing layout run.
public enum LayoutDirection: Hashable, Sendable {
    /// Leading is left (English).
    case leftToRight
    /// Leading is right (Arabic, Hebrew).
    case rightToLeft
}

/// The user's preferred text size (Dynamic Type), from `extraSmall` to the accessibility sizes.
public enum ContentSizeCategory: Int, Hashable, Sendable, CaseIterable, Comparable {
    /// The smallest standard size (body 14 pt).
    case extraSmall
    /// Body 15 pt.
    case small
    /// Body 16 pt.
    case medium
    /// The default (body 17 pt).
    case large
    /// Body 19 pt.
    case extraLarge
    /// Body 21 pt.
    case extraExtraLarge
    /// The largest standard size (body 23 pt).
    case extraExtraExtraLarge
    /// Accessibility size, body 28 pt.
    case accessibilityMedium
    /// Accessibility size, body 33 pt.
    case accessibilityLarge
    /// Accessibility size, body 40 pt.
    case accessibilityExtraLarge
    /// Accessibility size, body 47 pt.
    case accessibilityExtraExtraLarge
    /// The largest accessibility size, body 53 pt.
    case accessibilityExtraExtraExtraLarge

    /// Orders from the smallest to the largest text.
    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// A layout axis.
public enum Axis: Hashable, Sendable {
    /// Left to right: x, width.
    case horizontal
    /// Top to bottom: y, height.
    case vertical
}

/// How a scroll view adds the safe area to its `contentInset` (UIKit's
/// `UIScrollView.ContentInsetAdjustmentBehavior`).
public enum ContentInsetAdjustmentBehavior: Hashable, Sendable {
    /// As `.scrollableAxes`, except that the vertical axis is always adjusted for a scroll view
    /// marked `isUnderNavigationBar` (UIKit adjusts a navigation controller's content so).
    case automatic
    /// Adjusts an axis only when it scrolls: its content is larger than the frame, or it
    /// always bounces.
    case scrollableAxes
    /// Never adjusts.
    case never
    /// Always adds the safe area on every edge.
    case always
}

/// How a scroll view dismisses the keyboard when dragged (recorded; there is no gesture here).
public enum KeyboardDismissMode: Hashable, Sendable {
    /// Dragging does not dismiss the keyboard.
    case none
    /// The keyboard goes when a drag begins.
    case onDrag
    /// The keyboard follows the drag and can be pulled down.
    case interactive
    /// As `interactive`, including the input accessory view.
    case interactiveWithAccessory
}
