// A recursive-descent parser for Apple's Visual Format Language grammar:
//
//     <visualFormatString> ::= (<orientation>:)? (<superview><connection>)? <view>
//                              (<connection><view>)* (<connection><superview>)?
//     <orientation>   ::= H | V
//     <superview>     ::= |
//     <view>          ::= [<viewName>(<predicateListWithParens>)?]
//     <connection>    ::= e | -<predicateList>- | -
//     <predicateList> ::= <simplePredicate> | <predicateListWithParens>
//     <simplePredicate> ::= <metricName> | <positiveNumber>
//     <predicateListWithParens> ::= (<predicate>(,<predicate>)*)
//     <predicate>     ::= (<relation>)?(<objectOfPredicate>)(@<priority>)?
//     <relation>      ::= == | <= | >=
//     <objectOfPredicate> ::= <constant> | <viewName>
//     <priority>      ::= <metricName> | <number>
//     <constant>      ::= <metricName> | <number>
//
// It produces a `VisualFormatSyntax` with names unresolved; see `VisualFormatResolver`.

/// Parses a visual format string into its syntax tree.
struct VisualFormatParser {
    private let tokens: [VisualFormatToken]
    private var position = 0

    private init(tokens: [VisualFormatToken]) {
        self.tokens = tokens
    }

    /// Parses `format`, or throws the first lexical or grammatical error with its offset.
    static func parse(_ format: String) throws(VisualFormatSyntaxError) -> VisualFormatSyntax {
        var parser = VisualFormatParser(tokens: try VisualFormatLexer.tokenize(format))
        return try parser.formatString()
    }

    private var current: VisualFormatToken { tokens[position] }

    private mutating func advance() { if position < tokens.count - 1 { position += 1 } }

    private func fail(_ message: String, at offset: Int? = nil) -> VisualFormatSyntaxError {
        VisualFormatSyntaxError(message: message, offset: offset ?? current.offset)
    }

    private mutating func formatString() throws(VisualFormatSyntaxError) -> VisualFormatSyntax {
        let orientation = try orientationPrefix()
        var syntax = VisualFormatSyntax(
            orientation: orientation, leadingSuperview: nil, leadingSuperviewOffset: nil,
            views: [], connections: [], trailingSuperview: nil, trailingSuperviewOffset: nil)
        if current.kind == .pipe {
            syntax.leadingSuperviewOffset = current.offset
            advance()
            syntax.leadingSuperview = try connection()
            guard current.kind == .openBracket else {
                throw fail("Expected a view after the superview '|'")
            }
        }
        guard current.kind == .openBracket else {
            throw fail("Expected a view '[…]' or the superview '|'")
        }
        syntax.views.append(try view())
        while current.kind != .end {
            let link = try connection()
            if current.kind == .pipe {
                syntax.trailingSuperview = link
                syntax.trailingSuperviewOffset = current.offset
                advance()
                guard current.kind == .end else {
                    throw fail("The superview '|' may only appear at the start or the end of the format")
                }
                break
            }
            guard current.kind == .openBracket else {
                throw fail("Expected a view '[…]' or the superview '|'")
            }
            syntax.connections.append(link)
            syntax.views.append(try view())
        }
        return syntax
    }

    /// `(H|V):`, or nothing (horizontal).
    private mutating func orientationPrefix() throws(VisualFormatSyntaxError) -> VisualFormatOrientation {
        guard case .identifier(let name) = current.kind else { return .horizontal }
        guard name == "H" || name == "V" else {
            throw fail("Expected an orientation 'H:' or 'V:', a view '[…]' or the superview '|'")
        }
        advance()
        guard current.kind == .colon else {
            let arrangement = name == "H" ? "horizontal" : "vertical"
            throw fail("Expected ':' after '\(name)' to specify \(arrangement) arrangement")
        }
        advance()
        return name == "H" ? .horizontal : .vertical
    }

    /// `e | - | -<predicateList>-`; stops before the next `[` or `|`.
    private mutating func connection() throws(VisualFormatSyntaxError) -> VisualFormatConnection {
        switch current.kind {
        case .openBracket, .pipe:
            return .flush
        case .dash:
            advance()
        default:
            throw fail("Expected '-', a view '[…]' or the superview '|'")
        }
        let predicates: [VisualFormatPredicate]
        switch current.kind {
        case .openBracket, .pipe:
            return .standard
        case .openParen:
            predicates = try predicateListWithParens(
                closing: "Expected ')' to close the spacing predicates")
        case .number(let value):
            predicates = [
                VisualFormatPredicate(
                    relation: .equal, object: .number(value), objectOffset: current.offset,
                    priority: nil, priorityOffset: nil)
            ]
            advance()
        case .identifier(let name):
            predicates = [
                VisualFormatPredicate(
                    relation: .equal, object: .name(name), objectOffset: current.offset,
                    priority: nil, priorityOffset: nil)
            ]
            advance()
        default:
            throw fail("Expected a spacing, a view '[…]' or the superview '|' after '-'")
        }
        guard current.kind == .dash else {
            throw fail("Expected '-' after the spacing")
        }
        advance()
        return .predicates(predicates)
    }

    /// `[<viewName>(<predicateListWithParens>)?]`.
    private mutating func view() throws(VisualFormatSyntaxError) -> VisualFormatViewElement {
        advance()  // '['
        guard case .identifier(let name) = current.kind else {
            throw fail("Expected a view name after '['")
        }
        var element = VisualFormatViewElement(name: name, nameOffset: current.offset, predicates: [])
        advance()
        if current.kind == .openParen {
            element.predicates = try predicateListWithParens(
                closing: "A predicate on a view's thickness must end with ')' and the view must end with ']'")
        }
        guard current.kind == .closeBracket else {
            throw fail("Expected ']' to close the view")
        }
        advance()
        return element
    }

    /// `(<predicate>(,<predicate>)*)`.
    private mutating func predicateListWithParens(
        closing message: String
    ) throws(VisualFormatSyntaxError) -> [VisualFormatPredicate] {
        advance()  // '('
        var predicates = [try predicate()]
        while current.kind == .comma {
            advance()
            predicates.append(try predicate())
        }
        guard current.kind == .closeParen else { throw fail(message) }
        advance()
        return predicates
    }

    /// `(<relation>)?(<objectOfPredicate>)(@<priority>)?`.
    private mutating func predicate() throws(VisualFormatSyntaxError) -> VisualFormatPredicate {
        var relation = VisualFormatRelation.equal
        if case .relation(let written) = current.kind {
            relation = written
            advance()
        }
        let objectOffset = current.offset
        let object = try value(
            allowingSign: true,
            expected: "Expected a number, a metric or a view name")
        var predicate = VisualFormatPredicate(
            relation: relation, object: object, objectOffset: objectOffset,
            priority: nil, priorityOffset: nil)
        if current.kind == .at {
            advance()
            predicate.priorityOffset = current.offset
            predicate.priority = try value(
                allowingSign: false,
                expected: "Expected a priority (a number or a metric) after '@'")
        }
        return predicate
    }

    /// A number (optionally `-number`) or a name.
    private mutating func value(
        allowingSign: Bool, expected message: String
    ) throws(VisualFormatSyntaxError) -> VisualFormatValue {
        var sign = 1.0
        if allowingSign, current.kind == .dash, case .number = tokens[position + 1].kind {
            sign = -1
            advance()
        }
        switch current.kind {
        case .number(let number):
            advance()
            return .number(sign * number)
        case .identifier(let name):
            advance()
            return .name(name)
        default:
            throw fail(message)
        }
    }
}
