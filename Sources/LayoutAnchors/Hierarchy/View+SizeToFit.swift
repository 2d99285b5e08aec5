extension View {
    /// Resizes the view to `sizeThatFits(bounds.size)`, keeping its origin (UIKit's
    /// `sizeToFit()`): a label takes its text's size, wrapping at its current width. The
    /// frame is the view's own only while `translatesAutoresizingMaskIntoConstraints` is
    /// true; a view placed by constraints gets its frame back at the next layout, as in UIKit.
    public func sizeToFit() {
        let fitted = sizeThatFits(bounds.size)
        frame = Rect(origin: frame.origin, size: fitted)
    }
}
