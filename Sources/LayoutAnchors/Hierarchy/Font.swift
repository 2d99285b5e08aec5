/// A font with deterministic metrics: each character advances 0.5 x pointSize, a line is
/// 1.2 x pointSize high. `preferred(_:)` fonts scale with the window's content size category.
public struct Font: Hashable, Sendable {
    /// The point size of a fixed font; nil for a Dynamic Type style.
    let fixedSize: Double?
    /// The Dynamic Type style, if any.
    let style: TextStyle?

    /// A fixed-size font.
    public static func system(size: Double) -> Font { Font(fixedSize: size, style: nil) }

    /// A Dynamic Type font for a text style; its size follows the content size category.
    public static func preferred(_ style: TextStyle) -> Font { Font(fixedSize: nil, style: style) }

    /// Body sizes per category, extraSmall ... accessibilityExtraExtraExtraLarge (Apple's
    /// Dynamic Type table).
    static let bodySizes: [Double] = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]

    /// The point size in a content size category.
    public func pointSize(for category: ContentSizeCategory) -> Double {
        if let fixedSize { return fixedSize }
        let style = self.style ?? .body
        let body = Font.bodySizes[category.rawValue]
        if style == .body { return body }
        return (style.largeSize * body / 17).rounded()
    }
}

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
