import LayoutKernel

/// A token of an anchor or kernel expression, with its 0-based character offset in the text.
struct ExpressionToken: Equatable {
    enum Kind: Equatable {
        case identifier(String)
        case number(Double)
        case symbol(String)  // . + - * / == <= >= @ ! ( )
        case end
    }

    let kind: Kind
    let offset: Int

    /// How the token reads in "found ..." messages.
    var display: String {
        switch kind {
        case .identifier(let s): return "'\(s)'"
        case .number(let n): return "'\(NumberText.exact(n))'"
        case .symbol(let s): return "'\(s)'"
        case .end: return "the end of the expression"
        }
    }
}

/// An error inside one expression: a message and the character offset it applies to.
struct ExpressionError: Error {
    let message: String
    let offset: Int
}

/// Splits an expression into tokens. Identifiers are letters, digits and `_`; a number may
/// have a fraction; `==`, `<=`, `>=` are single tokens (a lone `=` is accepted as `==`).
enum ExpressionLexer {
    static func tokens(_ text: String) throws(ExpressionError) -> [ExpressionToken] {
        let chars = Array(text)
        var result: [ExpressionToken] = []
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if c == " " || c == "\t" { i += 1; continue }
            let start = i
            if c.isLetter || c == "_" {
                while i < chars.count, chars[i].isLetter || chars[i].isNumber || chars[i] == "_" { i += 1 }
                result.append(ExpressionToken(kind: .identifier(String(chars[start..<i])), offset: start))
            } else if c.isASCII && c.isNumber || (c == "." && i + 1 < chars.count && chars[i + 1].isASCII && chars[i + 1].isNumber) {
                while i < chars.count, chars[i].isASCII && chars[i].isNumber || chars[i] == "." { i += 1 }
                let literal = String(chars[start..<i])
                guard let value = Double(literal) else { throw ExpressionError(message: "'\(literal)' is not a number", offset: start) }
                result.append(ExpressionToken(kind: .number(value), offset: start))
            } else if "=<>".contains(c) {
                i += 1
                if i < chars.count, chars[i] == "=" {
                    i += 1
                } else if c != "=" {
                    throw ExpressionError(message: "expected '\(c)=' (relations are ==, <= and >=)", offset: start)
                }
                result.append(ExpressionToken(kind: .symbol(c == "=" ? "==" : "\(c)="), offset: start))
            } else if ".+-*/@!()".contains(c) {
                i += 1
                result.append(ExpressionToken(kind: .symbol(String(c)), offset: start))
            } else {
                throw ExpressionError(message: "unexpected character '\(c)'", offset: start)
            }
        }
        result.append(ExpressionToken(kind: .end, offset: chars.count))
        return result
    }
}

/// A cursor over tokens with the helpers both expression parsers use.
struct TokenCursor {
    let tokens: [ExpressionToken]
    var index = 0

    var current: ExpressionToken { tokens[index] }

    mutating func next() -> ExpressionToken {
        let t = tokens[index]
        if index < tokens.count - 1 { index += 1 }
        return t
    }

    /// Consumes the symbol if it is next.
    mutating func accept(_ symbol: String) -> Bool {
        if current.kind == .symbol(symbol) { index += 1; return true }
        return false
    }

    func fail(_ expected: String) -> ExpressionError {
        ExpressionError(message: "expected \(expected), found \(current.display)", offset: current.offset)
    }

    mutating func identifier(_ expected: String) throws(ExpressionError) -> (String, Int) {
        guard case .identifier(let name) = current.kind else { throw fail(expected) }
        let offset = current.offset
        index += 1
        return (name, offset)
    }

    /// A relation token: `==`, `<=` or `>=`.
    mutating func relation() -> String? {
        for r in ["==", "<=", ">="] where accept(r) { return r }
        return nil
    }
}
