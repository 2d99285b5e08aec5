import LayoutAnchors

/// A parsed anchor expression, UIKit's constraint equation written out:
/// `first.attribute  relation  multiplier * second.attribute + constant  @priority`, e.g.
/// `content.top == scroll.contentLayoutGuide.top + 8 @999` or `green.height == 400`.
public struct AnchorExpression: Equatable, Sendable {
    /// A dotted item path and an attribute: `scroll.contentLayoutGuide.top` is item
    /// `["scroll", "contentLayoutGuide"]`, attribute `top`.
    public struct Reference: Equatable, Sendable {
        /// The view name, optionally followed by a guide name.
        public var item: [String]
        /// The attribute name as written (`top`, `leading`, `width`, `centerX`, ...).
        public var attribute: String
        /// 0-based character offset of the reference in the expression.
        public var offset: Int
        /// `item.attribute` as written.
        public var text: String { (item + [attribute]).joined(separator: ".") }
    }

    /// The left side.
    public var first: Reference
    /// The relation.
    public var relation: LayoutRelation
    /// The right side's anchor, nil for a constant (dimensions only).
    public var second: Reference?
    /// The factor on the right side's anchor.
    public var multiplier: Double
    /// The constant on the right (constants written on the left are moved over).
    public var constant: Double
    /// The priority after `@`, nil for required.
    public var priority: Float?
}

/// Parses anchor expressions.
public enum AnchorExpressionParser {
    /// Parses `text`; errors carry a message and the 0-based character offset in `text`.
    public static func parse(_ text: String) throws(ExpressionSyntaxError) -> AnchorExpression {
        do {
            return try parseTokens(ExpressionLexer.tokens(text))
        } catch {
            throw ExpressionSyntaxError(message: error.message, offset: error.offset)
        }
    }

    private static func parseTokens(_ tokens: [ExpressionToken]) throws(ExpressionError) -> AnchorExpression {
        var cursor = TokenCursor(tokens: tokens)
        let lhsStart = cursor.current.offset
        let lhs = try LinearSum.parse(&cursor)
        guard lhs.terms.count == 1, lhs.terms[0].coefficient == 1 else {
            throw ExpressionError(message: "expected a single anchor such as 'view.top' on the left of the relation", offset: lhsStart)
        }
        guard let relationText = cursor.relation() else { throw cursor.fail("a relation (==, <= or >=)") }
        let relation: LayoutRelation = relationText == "==" ? .equal : relationText == "<=" ? .lessThanOrEqual : .greaterThanOrEqual
        let rhs = try LinearSum.parse(&cursor)
        guard rhs.terms.count <= 1 else {
            throw ExpressionError(message: "expected at most one anchor on the right of the relation", offset: rhs.terms[1].offset)
        }
        let priority = try parsePriority(&cursor)
        guard cursor.current.kind == .end else { throw cursor.fail("'+', '-', '*', '@' or the end of the expression") }
        let first = try reference(lhs.terms[0])
        let second = try rhs.terms.first.map { t throws(ExpressionError) in try reference(t) }
        return AnchorExpression(
            first: first, relation: relation, second: second,
            multiplier: rhs.terms.first?.coefficient ?? 1,
            constant: rhs.constant - lhs.constant, priority: priority)
    }

    private static func reference(_ term: LinearSum.Term) throws(ExpressionError) -> AnchorExpression.Reference {
        guard term.path.count >= 2 else {
            throw ExpressionError(
                message: "expected an anchor 'name.attribute' (such as '\(term.name).top'), found '\(term.name)'", offset: term.offset)
        }
        return AnchorExpression.Reference(item: Array(term.path.dropLast()), attribute: term.path.last!, offset: term.offset)
    }

    private static let namedPriorities: [(String, Float)] = [
        ("required", 1000), ("high", 750), ("defaultHigh", 750), ("dragThatCanResizeScene", 510),
        ("low", 250), ("defaultLow", 250), ("fittingSize", 50), ("fittingSizeLevel", 50),
    ]

    private static func parsePriority(_ cursor: inout TokenCursor) throws(ExpressionError) -> Float? {
        guard cursor.accept("@") else { return nil }
        let start = cursor.current.offset
        var value: Float
        switch cursor.current.kind {
        case .number(let n): _ = cursor.next(); value = Float(n)
        case .identifier(let name):
            _ = cursor.next()
            guard let named = namedPriorities.first(where: { $0.0 == name })?.1 else {
                let names = namedPriorities.map { $0.0 }.joined(separator: ", ")
                throw ExpressionError(message: "unknown priority '\(name)' (expected a number or one of: \(names))", offset: start)
            }
            value = named
        default:
            throw cursor.fail("a priority after '@' (a number from 1 to 1000 or a name such as 'high')")
        }
        while cursor.current.kind == .symbol("+") || cursor.current.kind == .symbol("-") {
            let sign: Float = cursor.next().kind == .symbol("+") ? 1 : -1
            guard case .number(let n) = cursor.current.kind else { throw cursor.fail("a number") }
            _ = cursor.next()
            value += sign * Float(n)
        }
        guard value >= 1, value <= 1000 else {
            throw ExpressionError(message: "priority \(NumberText.exact(Double(value))) is outside 1...1000", offset: start)
        }
        return value
    }
}

/// A syntax error in one expression: what was expected and the 0-based character offset.
public struct ExpressionSyntaxError: Error, Equatable, Sendable {
    /// What is wrong.
    public var message: String
    /// Where, as a 0-based character offset into the expression.
    public var offset: Int
}
