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
