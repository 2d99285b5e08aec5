/// How a constraint's expression compares with zero.
public enum Relation: Sendable, CustomStringConvertible {
    /// `expression <= 0`
    case lessThanOrEqual
    /// `expression == 0`
    case equal
    /// `expression >= 0`
    case greaterThanOrEqual

    /// The operator symbol: `<=`, `==` or `>=`.
    public var description: String {
        switch self {
        case .lessThanOrEqual: return "<="
        case .equal: return "=="
        case .greaterThanOrEqual: return ">="
        }
    }

    /// A small number for the relation, kept in a constraint's atomic words (`Constraint`).
    var code: UInt64 {
        switch self {
        case .lessThanOrEqual: return 0
        case .equal: return 1
        case .greaterThanOrEqual: return 2
        }
    }

    /// The relation of `code`.
    init(code: UInt64) {
        switch code {
        case 0: self = .lessThanOrEqual
        case 1: self = .equal
        default: self = .greaterThanOrEqual
        }
    }
}
