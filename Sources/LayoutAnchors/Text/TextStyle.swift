/// The Dynamic Type text styles. Each has its own size at every content size category
/// (Apple's Dynamic Type table; see `Font.pointSize(for:)`); the sizes below are at `.large`.
public enum TextStyle: Hashable, Sendable {
    /// 34 pt at `.large`.
    case largeTitle
    /// 28 pt at `.large`.
    case title1
    /// 22 pt at `.large`.
    case title2
    /// 20 pt at `.large`.
    case title3
    /// 17 pt at `.large`.
    case headline
    /// 17 pt at `.large` (14 ... 53 pt over the categories).
    case body
    /// 16 pt at `.large`.
    case callout
    /// 15 pt at `.large`.
    case subheadline
    /// 13 pt at `.large`.
    case footnote
    /// 12 pt at `.large`.
    case caption1
    /// 11 pt at `.large`.
    case caption2
}
