/// The readable width (maximum width of `readableContentGuide`) per content size category.
///
/// Sources: 672 pt at `.large` is documented (Use Your Loaf, "Readable Content Guides": on an
/// iPad Air 2 in landscape the guide is 672 pt wide, inset 176 pt from the 1024 pt view with
/// 20 pt margins). The other standard categories are the widths commonly measured on iPad
/// (560, 600, 632, 672, 744, 824, 896 pt for extraSmall ... extraExtraExtraLarge), which track
/// about 39.5 x the body font size; the accessibility categories extend that ratio to their
/// body sizes (28, 33, 40, 47, 53 pt). The table never decreases and never drops below 560.
/// Replace it per window with `Window.readableWidths`.
public enum ReadableWidth {
    /// The shipped table, indexed by `ContentSizeCategory`.
    public static let table: [ContentSizeCategory: Double] = [
        .extraSmall: 560, .small: 600, .medium: 632, .large: 672,
        .extraLarge: 744, .extraExtraLarge: 824, .extraExtraExtraLarge: 896,
        .accessibilityMedium: 1106, .accessibilityLarge: 1304, .accessibilityExtraLarge: 1580,
        .accessibilityExtraExtraLarge: 1857, .accessibilityExtraExtraExtraLarge: 2094,
    ]

    /// The shipped readable width for a category.
    public static func standard(for category: ContentSizeCategory) -> Double {
        table[category] ?? 672
    }
}
