/// The Dynamic Type text styles.
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
    /// 17 pt at `.large`; the reference style (14 ... 53 pt over the categories).
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

    /// The size at the default category (`.large`), from Apple's Human Interface Guidelines.
    var largeSize: Double {
        switch self {
        case .largeTitle: return 34
        case .title1: return 28
        case .title2: return 22
        case .title3: return 20
        case .headline: return 17
        case .body: return 17
        case .callout: return 16
        case .subheadline: return 15
        case .footnote: return 13
        case .caption1: return 12
        case .caption2: return 11
        }
    }
}
