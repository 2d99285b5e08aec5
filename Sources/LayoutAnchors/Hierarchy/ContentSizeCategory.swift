/// The user's preferred text size (Dynamic Type), from `extraSmall` to the accessibility sizes.
public enum ContentSizeCategory: Int, Hashable, Sendable, CaseIterable, Comparable {
    /// The smallest standard size (body 14 pt).
    case extraSmall
    /// Body 15 pt.
    case small
    /// Body 16 pt.
    case medium
    /// The default (body 17 pt).
    case large
    /// Body 19 pt.
    case extraLarge
    /// Body 21 pt.
    case extraExtraLarge
    /// The largest standard size (body 23 pt).
    case extraExtraExtraLarge
    /// Accessibility size, body 28 pt.
    case accessibilityMedium
    /// Accessibility size, body 33 pt.
    case accessibilityLarge
    /// Accessibility size, body 40 pt.
    case accessibilityExtraLarge
    /// Accessibility size, body 47 pt.
    case accessibilityExtraExtraLarge
    /// The largest accessibility size, body 53 pt.
    case accessibilityExtraExtraExtraLarge

    /// Orders from the smallest to the largest text.
    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool { lhs.rawValue < rhs.rawValue }
}
