/// Apple's Dynamic Type point sizes: every text style at every content size category.
///
/// Source: Apple Human Interface Guidelines, Typography, "iOS, iPadOS Dynamic Type sizes" and
/// "iOS, iPadOS larger accessibility type sizes" tables
/// (https://developer.apple.com/design/human-interface-guidelines/typography). The figures
/// were read from public transcriptions of those tables found with the project's search tool:
/// four independent projects that copy the HIG rows agree on every figure below (two other
/// transcriptions differ in a few accessibility figures of title/caption2 and look adapted);
/// the `.large` column matches `UIFont.preferredFont(forTextStyle:)` on a default iOS device
/// (largeTitle 34, title1 28, ..., caption2 11). Every figure is sourced; none is interpolated.
///
/// Columns: xSmall, Small, Medium, Large (default), xLarge, xxLarge, xxxLarge, AX1 ... AX5, in
/// `ContentSizeCategory` order. Styles do not all scale alike: title1 is 34 pt at xxxLarge and
/// 48 pt at AX3, where scaling body's 23 and 40 in proportion would give 38 and 66.
enum DynamicTypeSizes {
    /// The point size of `style` in `category`.
    static func pointSize(of style: TextStyle, in category: ContentSizeCategory) -> Double {
        row(of: style)[category.rawValue]
    }

    /// The twelve sizes of one style, smallest category first.
    static func row(of style: TextStyle) -> [Double] {
        switch style {
        //                      xS  S   M   L   xL  xxL xxxL AX1 AX2 AX3 AX4 AX5
        case .largeTitle: return [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title1: return [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: return [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: return [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline: return [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .body: return [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout: return [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .subheadline: return [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .footnote: return [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption1: return [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2: return [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
        }
    }
}
