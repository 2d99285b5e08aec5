/// How much a layout constraint matters, from 1 to 1000 (required), as in UIKit.
///
/// Priorities map to the kernel's hierarchical strengths: 1...999 become `Strength(p)` and
/// 1000 becomes `.required`, so a constraint at a higher priority always wins over any number
/// of constraints at lower ones.
public struct LayoutPriority: RawRepresentable, Comparable, Hashable, Sendable, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral, CustomStringConvertible
{
    /// The numeric priority.
    public var rawValue: Float

    /// Creates a priority from its numeric value.
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    /// Creates a priority from its numeric value.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// Creates a priority from a literal such as `999`.
    public init(floatLiteral value: Float) { self.rawValue = value }
    /// Creates a priority from a literal such as `999`.
    public init(integerLiteral value: Int) { self.rawValue = Float(value) }

    /// Must hold: 1000.
    public static let required = LayoutPriority(1000)
    /// The default compression resistance: 750.
    public static let defaultHigh = LayoutPriority(750)
    /// The priority at which a window resize drag wins: 510.
    public static let dragThatCanResizeScene = LayoutPriority(510)
    /// The default content hugging: 250.
    public static let defaultLow = LayoutPriority(250)
    /// The level used to compute a fitting size: 50.
    public static let fittingSizeLevel = LayoutPriority(50)

    /// Orders by numeric value.
    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    /// A priority raised by `rhs`.
    public static func + (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue + rhs) }
    /// A priority lowered by `rhs`.
    public static func - (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue - rhs) }

    /// True at 1000 and above.
    public var isRequired: Bool { rawValue >= 1000 }

    /// True in UIKit's range 1...1000 (false for 0, 1001, NaN). Any value can be made (nothing
    /// traps); activating a constraint with an invalid priority, or giving one to an active
    /// constraint or a view's hugging or compression resistance, is refused with an issue.
    public var isValid: Bool { rawValue >= 1 && rawValue <= 1000 }

    /// The kernel strength: `.required` at 1000 and above, otherwise the priority itself
    /// (clamped to at least 1 so that it stays a valid optional level).
    var strength: Strength {
        if isRequired { return .required }
        guard rawValue.isFinite else { return Strength(1) }
        return Strength(max(Double(rawValue), 1))
    }

    /// The number, e.g. `999`.
    public var description: String { NumberText.exact(Double(rawValue)) }
}
