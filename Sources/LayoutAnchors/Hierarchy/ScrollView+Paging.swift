/// Dragging as a finger would, with UIKit's paging. Nothing decelerates or animates: a drag
/// moves the content at once and, released, comes to rest where paging (or the delegate)
/// puts it.
extension ScrollView {
    /// A user's drag by `translation` (the finger's movement; the content moves opposite to
    /// it), released with `velocity` in points per millisecond, as UIKit hands it to
    /// `scrollViewWillEndDragging`: positive where `contentOffset` grows (a finger moving left
    /// or up). The offset moves by `-translation`, clamped to the scrollable range
    /// (`-adjustedContentInset.top ... contentSize.height + adjustedContentInset.bottom -
    /// bounds.height`, likewise horizontally). With `isPagingEnabled` it then lands on a page
    /// boundary (a multiple of the bounds size from the content's origin) along each
    /// scrollable axis: the next one in the direction of a non-zero velocity, the nearest one
    /// for zero; without paging it stays where the drag left it. `scrollViewWillEndDragging`
    /// may change that target (it is clamped to the range too), and `scrollViewDidScroll` is
    /// called for each change of `contentOffset`. A non-finite translation or velocity is
    /// refused with an issue.
    public func simulateDrag(by translation: Point, releaseVelocity velocity: Point = .zero) {
        if let problem = InputValidation.problem(translation) { return refuse("the drag translation", problem) }
        if let problem = InputValidation.problem(velocity) { return refuse("the drag velocity", problem) }
        layoutIfNeeded()
        let start = contentOffset
        let dragged = clampedToScrollableRange(Point(x: start.x - translation.x, y: start.y - translation.y))
        if dragged != start { setContentOffset(dragged) }
        var target = isPagingEnabled ? pageBoundary(near: dragged, velocity: velocity) : dragged
        delegate?.scrollViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: &target)
        if InputValidation.problem(target) != nil { target = dragged }  // a delegate's NaN: stay
        target = clampedToScrollableRange(target)
        if target != contentOffset { setContentOffset(target) }
    }

    /// The scrollable range along each axis: `-inset.top ... max(-inset.top,
    /// content + inset.bottom - bounds)`, likewise horizontally.
    var scrollableRange: (x: ClosedRange<Double>, y: ClosedRange<Double>) {
        let inset = adjustedContentInset, size = bounds.size, content = contentSize
        let lowX = -inset.left, lowY = -inset.top
        return (
            lowX...max(lowX, content.width + inset.right - size.width),
            lowY...max(lowY, content.height + inset.bottom - size.height)
        )
    }

    /// `offset` moved into the scrollable range.
    func clampedToScrollableRange(_ offset: Point) -> Point {
        let range = scrollableRange
        return Point(
            x: min(max(offset.x, range.x.lowerBound), range.x.upperBound),
            y: min(max(offset.y, range.y.lowerBound), range.y.upperBound))
    }

    /// Where paging puts a drag released at `offset`: on each axis whose range is not a single
    /// point and whose page (bounds) size is positive, the next multiple of the page size in
    /// the direction of the velocity, or the nearest one for zero velocity.
    func pageBoundary(near offset: Point, velocity: Point) -> Point {
        let range = scrollableRange, size = bounds.size
        func page(_ value: Double, _ pageSize: Double, _ speed: Double, _ range: ClosedRange<Double>) -> Double {
            guard pageSize > 0, range.upperBound > range.lowerBound else { return value }
            let pages = value / pageSize
            let chosen = speed > 0 ? pages.rounded(.up) : speed < 0 ? pages.rounded(.down) : pages.rounded(.toNearestOrAwayFromZero)
            return chosen * pageSize
        }
        return Point(
            x: page(offset.x, size.width, velocity.x, range.x),
            y: page(offset.y, size.height, velocity.y, range.y))
    }
}
