// The tokens of Apple's Visual Format Language, as the lexer produces them.
//
// Every token remembers the 0-based Character offset where it starts, so that the parser
// and the resolver can point at the exact place of an error, like UIKit's caret diagnostic.

/// One lexical token of a visual format string.
struct VisualFormatToken: Equatable, Sendable {
    /// What the token is.
    enum Kind: Equatable, Sendable {
        /// A C identifier: a view name, a metric name, or the orientation `H` / `V`.
        case identifier(String)
        /// An unsigned number, as `strtod` reads it in the C locale (`15`, `0.5`, `1e2`).
        case number(Double)
        /// `|`, the superview.
        case pipe
        /// `-`, a connection (or the sign of a number inside a predicate).
        case dash
        /// `:` after the orientation.
        case colon
        /// `[`, opening a view.
        case openBracket
        /// `]`, closing a view.
        case closeBracket
        /// `(`, opening a predicate list.
        case openParen
        /// `)`, closing a predicate list.
        case closeParen
        /// `,` between predicates.
        case comma
        /// `@` before a priority.
        case at
        /// `==`, `<=` or `>=`.
        case relation(VisualFormatRelation)
        /// The end of the string.
        case end
    }

    /// What the token is.
    var kind: Kind
    /// 0-based Character offset of the token's first character.
    var offset: Int
}

/// The relation of a predicate; a predicate without one means equality.
enum VisualFormatRelation: Equatable, Sendable {
    case equal, lessThanOrEqual, greaterThanOrEqual
}
