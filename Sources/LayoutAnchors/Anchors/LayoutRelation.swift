/// How the two sides of a layout constraint relate.
public enum LayoutRelation: Hashable, Sendable, CustomStringConvertible {
    /// `first <= multiplier * second + constant`.
    case lessThanOrEqual
    /// `first == multiplier * second + constant`.
    case equal
    /// `first >= multiplier * second + constant`.
    case greaterThanOrEqual

    /// The kernel relation.
    var kernel: Relation {
        switch self {
        case .lessThanOrEqual: return .lessThanOrEqual
        case .equal: return .equal
        case .greaterThanOrEqual: return .greaterThanOrEqual
        }
    }

    /// `<=`, `==` or `>=`.
    public var description: String {
        switch self {
        case .lessThanOrEqual: return "<="
        case .equal: return "=="
        case .greaterThanOrEqual: return ">="
        }
    }
}
