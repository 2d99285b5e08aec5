import LayoutAnchors

/// Scroll view content the user cannot scroll into view.
///
/// The scrollable range of `contentOffset.y` is `[-inset.top, max(-inset.top, contentSize.height
/// + inset.bottom - bounds.height)]` (insets: `adjustedContentInset`). At each offset the user
/// sees the band between the top inset and the bottom inset, or the keyboard's top where the
/// keyboard covers more of the scroll view than the bottom inset does. A view (in content
/// coordinates) is reachable when it lies inside the union of those bands:
/// `[0, max(bounds.height - top - bottom', contentSize.height + bottom - bottom')]` with
/// `bottom'` the larger of the bottom inset and the keyboard's overlap; likewise horizontally,
/// where no keyboard takes part. Views that float (constrained outside the scroll view, so
/// they keep their place on screen) are not content and are skipped: a view is taken to float
/// when scrolling by one point does not move it on screen.
extension CheckContext {
    mutating func checkReachability() {
        guard isOn(.unreachableContent) else { return }
        for case let scroll as ScrollView in visibleViews {
            let band = reachableBand(of: scroll)
            for view in descendants(of: scroll) where !isEmpty(view.frame) {
                let rect = view.convert(view.bounds, to: scroll)
                guard let overhang = overhang(of: rect, outside: band), !floats(view, in: scroll) else { continue }
                report(
                    .unreachableContent, view,
                    "cannot be scrolled into view in \(ViewNaming.name(of: scroll)): \(overhang) of the reachable area")
            }
        }
    }

    /// The part of the content area (content coordinates) that scrolling can show.
    func reachableBand(of scroll: ScrollView) -> Rect {
        let inset = scroll.adjustedContentInset
        let size = scroll.bounds.size
        let content = scroll.contentSize
        var bottom = inset.bottom
        if let keyboard = window.keyboardFrame {
            let frameOnScreen = scroll.convert(scroll.bounds, to: nil)
            let overlap = frameOnScreen.maxY - keyboard.minY
            let shared = overlapSize(keyboard, frameOnScreen)
            if shared.width > 0 && shared.height > 0 { bottom = max(bottom, overlap) }
        }
        let width = max(size.width - inset.left - inset.right, content.width)
        let height = max(size.height - inset.top - bottom, content.height + inset.bottom - bottom)
        return Rect(x: 0, y: 0, width: max(width, 0), height: max(height, 0))
    }

    /// The visible views inside `scroll`'s content, not the scroll view itself.
    private func descendants(of scroll: ScrollView) -> [View] {
        var result: [View] = []
        func visit(_ view: View) {
            for child in view.subviews where !child.isHidden {
                result.append(child)
                if !(child is ScrollView) { visit(child) }  // a nested scroll view is checked on its own
            }
        }
        visit(scroll)
        return result
    }

    /// Whether `view` keeps its place on screen when `scroll` scrolls by a point.
    private func floats(_ view: View, in scroll: ScrollView) -> Bool {
        let before = view.convert(view.bounds, to: nil)
        let offset = scroll.contentOffset
        scroll.setContentOffset(Point(x: offset.x, y: offset.y + 1))
        window.layoutIfNeeded()
        let after = view.convert(view.bounds, to: nil)
        scroll.setContentOffset(offset)
        window.layoutIfNeeded()
        return abs(after.minY - before.minY) < geometryTolerance
    }
}
