extension View {
    /// The target for the smallest size a view's constraints allow:
    /// `view.systemLayoutSizeFitting(View.layoutFittingCompressedSize)`.
    public static let layoutFittingCompressedSize = Size(width: 0, height: 0)

    /// The target for the largest size a view's constraints allow (UIKit's value, 10⁷ points
    /// on each axis): `view.systemLayoutSizeFitting(View.layoutFittingExpandedSize)`.
    public static let layoutFittingExpandedSize = Size(width: 10_000_000, height: 10_000_000)
}
