/// A parsed linear expression over dotted names: `2 * a.width + b.left - 8`. Both the anchor
/// and the kernel expression parsers read their sides with it.
struct LinearSum {
    /// One `coefficient * name` term.
    struct Term {
        var path: [String]
        var coefficient: Double
        /// Where the name starts and how long it is in the text.
        var offset: Int
        var length: Int
        var name: String { path.joined(separator: ".") }
    }

    var terms: [Term] = []
    var constant: Double = 0

    /// Parses `sum := ['-'] term (('+' | '-') term)*`, `term := factor (('*' factor) | ('/' number))*`,
    /// `factor := number | name('.' name)*`. Stops before anything else (a relation, `@`, `!`).
    static func parse(_ cursor: inout TokenCursor) throws(ExpressionError) -> LinearSum {
        var sum = LinearSum()
        var sign = cursor.accept("-") ? -1.0 : 1.0
        while true {
            let (term, constant) = try parseTerm(&cursor)
            if var term {
                term.coefficient *= sign
                sum.terms.append(term)
            } else {
                sum.constant += sign * constant
            }
            if cursor.accept("+") { sign = 1 } else if cursor.accept("-") { sign = -1 } else { return sum }
        }
    }

    private static func parseTerm(_ cursor: inout TokenCursor) throws(ExpressionError) -> (Term?, Double) {
        var coefficient = 1.0
        var term: Term?
        var first = true
        repeat {
            let isDivision = !first && cursor.tokens[cursor.index - 1].kind == .symbol("/")
            first = false
            switch cursor.current.kind {
            case .number(let n):
                _ = cursor.next()
                if isDivision {
                    guard n != 0 else { throw ExpressionError(message: "division by zero", offset: cursor.tokens[cursor.index - 1].offset) }
                    coefficient /= n
                } else {
                    coefficient *= n
                }
            case .identifier:
                if isDivision { throw cursor.fail("a number after '/'") }
                let start = cursor.current.offset
                let path = try parsePath(&cursor)
                if term != nil { throw ExpressionError(message: "a product of two names is not linear", offset: start) }
                let last = cursor.tokens[cursor.index - 1]
                term = Term(path: path, coefficient: 1, offset: start, length: last.offset + lastLength(last) - start)
            default:
                throw cursor.fail("a number or a name")
            }
        } while cursor.accept("*") || cursor.accept("/")
        if term != nil { term!.coefficient = coefficient; return (term, 0) }
        return (nil, coefficient)
    }

    private static func lastLength(_ token: ExpressionToken) -> Int {
        if case .identifier(let s) = token.kind { return s.count }
        return 1
    }

    private static func parsePath(_ cursor: inout TokenCursor) throws(ExpressionError) -> [String] {
        var path = [try cursor.identifier("a name").0]
        while cursor.accept(".") { path.append(try cursor.identifier("a name after '.'").0) }
        return path
    }
}
