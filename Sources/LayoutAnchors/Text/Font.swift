/// A font with deterministic metrics: each character advances 0.5 x pointSize, a line is
/// 1.2 x pointSize high. `preferred(_:)` fonts follow the window's content size category, each
/// text style along its own row of Apple's Dynamic Type table.
public struct Font: Hashable, Sendable {
    /// The point size of a fixed font; nil for a Dynamic Type style.
    let fixedSize: Double?
    /// The Dynamic Type style, if any.
    let style: TextStyle?
    /// Set by `boldSystemFont(ofSize:)`: the same metrics (they do not model weights), kept so
    /// that a bold font does not compare equal to the regular one.
    var isBold = false

    /// A fixed-size font.
    public static func system(size: Double) -> Font { Font(fixedSize: size, style: nil) }

    /// A Dynamic Type font for a text style; its size follows the content size category.
    public static func preferred(_ style: TextStyle) -> Font { Font(fixedSize: nil, style: style) }

    /// The point size in a content size category: a fixed font's own size, or the style's
    /// size in Apple's Dynamic Type table (each style has its own row; see `DynamicTypeSizes`).
    public func pointSize(for category: ContentSizeCategory) -> Double {
        if let fixedSize { return fixedSize }
        return DynamicTypeSizes.pointSize(of: style ?? .body, in: category)
    }
}

extension Font {
    /// UIKit's name for `preferred(_:)`: the Dynamic Type font of a text style.
    public static func preferredFont(forTextStyle style: TextStyle) -> Font { preferred(style) }
}

extension Font {
    /// UIKit's `systemFont(ofSize:)`: the fixed-size system font, `system(size:)`.
    public static func systemFont(ofSize size: Double) -> Font { system(size: size) }

    /// UIKit's `boldSystemFont(ofSize:)`: a fixed-size font with the same metrics as
    /// `systemFont(ofSize:)` (widths here do not depend on the weight).
    public static func boldSystemFont(ofSize size: Double) -> Font {
        Font(fixedSize: size, style: nil, isBold: true)
    }
}
