import LayoutAnchors

/// The spellings scene files use for the library's enums.
enum EnumNames {
    static let directions: [(String, LayoutDirection)] = [("leftToRight", .leftToRight), ("rightToLeft", .rightToLeft)]

    static let categories: [(String, ContentSizeCategory)] = [
        ("extraSmall", .extraSmall), ("small", .small), ("medium", .medium), ("large", .large),
        ("extraLarge", .extraLarge), ("extraExtraLarge", .extraExtraLarge),
        ("extraExtraExtraLarge", .extraExtraExtraLarge), ("accessibilityMedium", .accessibilityMedium),
        ("accessibilityLarge", .accessibilityLarge), ("accessibilityExtraLarge", .accessibilityExtraLarge),
        ("accessibilityExtraExtraLarge", .accessibilityExtraExtraLarge),
        ("accessibilityExtraExtraExtraLarge", .accessibilityExtraExtraExtraLarge),
    ]

    static let adjustments: [(String, ContentInsetAdjustmentBehavior)] = [
        ("automatic", .automatic), ("scrollableAxes", .scrollableAxes), ("never", .never), ("always", .always),
    ]

    static let textStyles: [(String, TextStyle)] = [
        ("largeTitle", .largeTitle), ("title1", .title1), ("title2", .title2), ("title3", .title3),
        ("headline", .headline), ("body", .body), ("callout", .callout), ("subheadline", .subheadline),
        ("footnote", .footnote), ("caption1", .caption1), ("caption2", .caption2),
    ]

    static let axes: [(String, Axis)] = [("horizontal", .horizontal), ("vertical", .vertical)]

    static let distributions: [(String, StackView.Distribution)] = [
        ("fill", .fill), ("fillEqually", .fillEqually), ("fillProportionally", .fillProportionally),
        ("equalSpacing", .equalSpacing), ("equalCentering", .equalCentering),
    ]

    static let alignments: [(String, StackView.Alignment)] = [
        ("fill", .fill), ("leading", .leading), ("top", .top), ("firstBaseline", .firstBaseline), ("center", .center),
        ("trailing", .trailing), ("bottom", .bottom), ("lastBaseline", .lastBaseline),
    ]

    static let kinds: [(String, ViewKind)] = ViewKind.allCases.map { ($0.rawValue, $0) }

    static let formatOptions: [(String, FormatOptions)] = [
        ("alignAllLeft", .alignAllLeft), ("alignAllRight", .alignAllRight), ("alignAllTop", .alignAllTop),
        ("alignAllBottom", .alignAllBottom), ("alignAllLeading", .alignAllLeading),
        ("alignAllTrailing", .alignAllTrailing), ("alignAllCenterX", .alignAllCenterX),
        ("alignAllCenterY", .alignAllCenterY), ("alignAllFirstBaseline", .alignAllFirstBaseline),
        ("alignAllLastBaseline", .alignAllLastBaseline), ("directionLeadingToTrailing", .directionLeadingToTrailing),
        ("directionLeftToRight", .directionLeftToRight), ("directionRightToLeft", .directionRightToLeft),
    ]
}
