/// Zooming with UIKit's names. The delegate's `viewForZooming(in:)` names the view that
/// scales; a zoom scale s sets its `transform` to a scale of s about its top-left corner and
/// makes `contentSize` its bounds (from its constraints) times s. Nothing animates.
extension ScrollView {
    /// The current scale of the zoomed view (default 1), within `minimumZoomScale ...
    /// maximumZoomScale`. Setting it is `setZoomScale(_:animated: false)`.
    public var zoomScale: Double {
        get { storedZoomScale }
        set { setZoomScale(newValue, animated: false) }
    }

    /// Zooms to `scale`, clamped to `minimumZoomScale ... maximumZoomScale` (the larger bound
    /// wins if they cross, as UIKit's clamping does). Without a view for zooming from the
    /// delegate nothing changes, as in UIKit. The offset stays, clamped to the new scrollable
    /// range; `scrollViewDidZoom` is called when the scale changes. A NaN or infinite scale
    /// is refused with an issue.
    public func setZoomScale(_ scale: Double, animated: Bool) {
        guard scale.isFinite else { return refuse("zoomScale", "\(scale) is not finite") }
        guard let view = delegate?.viewForZooming(in: self) else { return }
        let clamped = max(min(scale, maximumZoomScale), minimumZoomScale)
        applyZoom(clamped, to: view)
        let offset = clampedToScrollableRange(contentOffset)
        if offset != contentOffset { setContentOffset(offset) }
    }

    /// Zooms so that `rect` (in the zoomed view's own coordinates) just fits the bounds: the
    /// scale `min(bounds.width / rect.width, bounds.height / rect.height)`, clamped; then
    /// scrolls so that the rect's origin is at the top-left of the visible area (the bounds
    /// inset by `adjustedContentInset`), within the scrollable range. An empty or non-finite
    /// rect is ignored.
    public func zoom(to rect: Rect, animated: Bool) {
        let r = rect.standardized
        guard r.width > 0, r.height > 0, InputValidation.problem(r) == nil else { return }
        guard let view = delegate?.viewForZooming(in: self) else { return }
        layoutIfNeeded()
        let size = bounds.size
        guard size.width > 0, size.height > 0 else { return }
        let fit = min(size.width / r.width, size.height / r.height)
        let scale = max(min(fit, maximumZoomScale), minimumZoomScale)
        applyZoom(scale, to: view)
        let inset = adjustedContentInset
        let target = Point(x: r.minX * scale - inset.left, y: r.minY * scale - inset.top)
        let offset = clampedToScrollableRange(target)
        if offset != contentOffset { setContentOffset(offset) }
    }

    /// Sets the scale, the view's transform and the content size.
    private func applyZoom(_ scale: Double, to view: View) {
        if let previous = zoomedView, previous !== view {
            previous.transform = .identity
            previous.extras?.transformsAboutTopLeft = false
        }
        zoomedView = view
        view.viewExtras.transformsAboutTopLeft = true
        view.transform = Transform(scaleX: scale, y: scale)
        let changed = scale != storedZoomScale
        storedZoomScale = scale
        storedContentSize = zoomedContentSize(of: view)
        setNeedsLayout()
        if changed { delegate?.scrollViewDidZoom(self) }
    }

    /// The content size a zoom gives: the zoomed view's laid-out size times the scale.
    func zoomedContentSize(of view: View) -> Size {
        let size = view.bounds.size
        return Size(width: size.width * storedZoomScale, height: size.height * storedZoomScale)
    }
}

extension ScrollView {
    /// Whether `scale` can bound zooming: positive and finite, at most 1e6.
    static func isZoomScale(_ scale: Double) -> Bool { scale.isFinite && scale > 0 && scale <= 1e6 }
}
