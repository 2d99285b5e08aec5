/// `systemLayoutSizeFitting`: the size a view's constraints give it when its width and height
/// are pulled towards a target at given priorities, solved on a copy of the hierarchy's
/// constraints so the live layout never moves.
///
/// Multi-line labels wrap at the width they get in that copy (height-for-width), as in the
/// live layout: solve, set each wrapping label's intrinsic-size constants from its width in
/// the copy, solve again, until nothing changes. This is the self-sizing cell: width
/// `.required`, height `.fittingSizeLevel` gives the height that fits the wrapped text.
extension View {
    /// The target for the smallest size a view's constraints allow:
    /// `view.systemLayoutSizeFitting(View.layoutFittingCompressedSize)`.
    public static let layoutFittingCompressedSize = Size(width: 0, height: 0)

    /// The target for the largest size a view's constraints allow (UIKit's value, 10⁷ points
    /// on each axis): `view.systemLayoutSizeFitting(View.layoutFittingExpandedSize)`.
    public static let layoutFittingExpandedSize = Size(width: 10_000_000, height: 10_000_000)

    /// The size the view's constraints give it with its width pulled towards `target.width`
    /// at `horizontalFittingPriority` and its height towards `target.height` at
    /// `verticalFittingPriority` (`.required` = exactly, unless a required constraint forbids
    /// it; then as close as it allows). Multi-line labels inside wrap to the width they receive.
    ///
    /// ```swift
    /// let size = card.systemLayoutSizeFitting(Size(width: 358, height: 0),
    ///                                         withHorizontalFittingPriority: .required,
    ///                                         verticalFittingPriority: .fittingSizeLevel)
    /// ```
    public func systemLayoutSizeFitting(
        _ target: Size, withHorizontalFittingPriority h: LayoutPriority,
        verticalFittingPriority v: LayoutPriority
    ) -> Size {
        engine.fittingSize(of: self, target: target, priorities: (h, v))
    }
}
