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

extension Font {
    /// UIKit's name for `preferred(_:)`: the Dynamic Type font of a text style.
    public static func preferredFont(forTextStyle style: TextStyle) -> Font { preferred(style) }
}
