/// Scrolling helpers with UIKit's names. Nothing animates here: every scroll is immediate and
/// the next layout places what floats.
extension ScrollView {
    /// Scrolls to `offset` at once (`animated` is accepted for UIKit compatibility).
    public func setContentOffset(_ offset: Point, animated: Bool) {
        setContentOffset(offset)
    }

    /// Scrolls by the least amount that shows `rect` (in content coordinates) inside the
    /// visible area, the bounds inset by `adjustedContentInset`. A rect larger than that area
    /// aligns its top edge, and its leading edge (the right edge right-to-left). The offset
    /// stays in the scrollable range `-adjustedContentInset.top ...
    /// contentSize.height + adjustedContentInset.bottom - bounds.height` (likewise
    /// horizontally). Lays out first if needed, so contentSize and insets are current.
    public func scrollRectToVisible(_ rect: Rect, animated: Bool) {
        let target = rect.standardized
        guard target.minX.isFinite, target.minY.isFinite, target.maxX.isFinite, target.maxY.isFinite else { return }
        layoutIfNeeded()
        let inset = adjustedContentInset, size = bounds.size, current = contentOffset
        let rightToLeft = effectiveLayoutDirection == .rightToLeft
        let x = ScrollView.scrolledOffset(
            current.x, showing: target.minX, target.maxX, viewport: size.width,
            insets: (inset.left, inset.right), content: contentSize.width, alignsMax: rightToLeft)
        let y = ScrollView.scrolledOffset(
            current.y, showing: target.minY, target.maxY, viewport: size.height,
            insets: (inset.top, inset.bottom), content: contentSize.height, alignsMax: false)
        if x != current.x || y != current.y { setContentOffset(Point(x: x, y: y)) }
    }

    /// One axis of `scrollRectToVisible`: the visible span is
    /// `offset + insets.0 ... offset + viewport - insets.1`.
    static func scrolledOffset(
        _ offset: Double, showing low: Double, _ high: Double, viewport: Double,
        insets: (Double, Double), content: Double, alignsMax: Bool
    ) -> Double {
        let visible = viewport - insets.0 - insets.1
        var result = offset
        if high - low > visible {
            result = alignsMax ? high - viewport + insets.1 : low - insets.0
        } else if low < offset + insets.0 {
            result = low - insets.0
        } else if high > offset + viewport - insets.1 {
            result = high - viewport + insets.1
        }
        let lowest = -insets.0
        let highest = max(lowest, content + insets.1 - viewport)
        return min(max(result, lowest), highest)
    }
}
