/// Options for `LayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`:
/// an alignment for every view of the format string, and the direction of horizontal layout.
public struct FormatOptions: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// Creates options from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Align every view's left edge.
    public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
    /// Align every view's right edge.
    public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
    /// Align every view's top edge.
    public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
    /// Align every view's bottom edge.
    public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
    /// Align every view's leading edge.
    public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
    /// Align every view's trailing edge.
    public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
    /// Align every view's horizontal centre.
    public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
    /// Align every view's vertical centre.
    public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
    /// Align every view's first baseline.
    public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
    /// Align every view's last baseline.
    public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
    /// Lay out horizontally from leading to trailing (the default).
    public static let directionLeadingToTrailing = FormatOptions([])
    /// Lay out horizontally from left to right.
    public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
    /// Lay out horizontally from right to left.
    public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
}
