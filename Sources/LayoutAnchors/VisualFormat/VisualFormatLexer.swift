// Splits a visual format string into tokens.
//
// Whitespace between tokens is skipped (UIKit scans with NSScanner, which does the same).
// Numbers are unsigned here; a sign is a separate `-` token that the parser folds into the
// number where the grammar allows one (inside a parenthesised predicate).

/// Turns a visual format string into `VisualFormatToken`s.
struct VisualFormatLexer {
    private let characters: [Character]
    private var index = 0

    /// Creates a lexer over `format`; offsets count `Character`s from 0.
    init(_ format: String) {
        characters = Array(format)
    }

    /// Lexes the whole string; the last token is always `.end`.
    static func tokenize(_ format: String) throws(VisualFormatSyntaxError) -> [VisualFormatToken] {
        var lexer = VisualFormatLexer(format)
        var tokens: [VisualFormatToken] = []
        while true {
            let token = try lexer.next()
            tokens.append(token)
            if token.kind == .end { return tokens }
        }
    }

    /// The next token.
    mutating func next() throws(VisualFormatSyntaxError) -> VisualFormatToken {
        while index < characters.count, characters[index].isWhitespace { index += 1 }
        let start = index
        guard index < characters.count else { return VisualFormatToken(kind: .end, offset: start) }
        let character = characters[index]
        if let kind = Self.punctuation[character] {
            index += 1
            return VisualFormatToken(kind: kind, offset: start)
        }
        if character == "=" || character == "<" || character == ">" {
            return try relation(start)
        }
        if Self.isIdentifierStart(character) {
            while index < characters.count, Self.isIdentifierBody(characters[index]) { index += 1 }
            return VisualFormatToken(kind: .identifier(String(characters[start..<index])), offset: start)
        }
        if character.isASCII, character.isNumber || character == "." {
            return try number(start)
        }
        throw VisualFormatSyntaxError(message: "Unexpected character '\(character)'", offset: start)
    }

    private static let punctuation: [Character: VisualFormatToken.Kind] = [
        "|": .pipe, "-": .dash, ":": .colon, "[": .openBracket, "]": .closeBracket,
        "(": .openParen, ")": .closeParen, ",": .comma, "@": .at,
    ]

    private mutating func relation(_ start: Int) throws(VisualFormatSyntaxError) -> VisualFormatToken {
        let first = characters[start]
        guard start + 1 < characters.count, characters[start + 1] == "=" else {
            throw VisualFormatSyntaxError(
                message: "Expected '==', '<=' or '>=' as a relation", offset: start)
        }
        index = start + 2
        let relation: VisualFormatRelation =
            first == "=" ? .equal : (first == "<" ? .lessThanOrEqual : .greaterThanOrEqual)
        return VisualFormatToken(kind: .relation(relation), offset: start)
    }

    /// Reads `digits[.digits][e[+-]digits]` (or `.digits…`), as strtod does.
    private mutating func number(_ start: Int) throws(VisualFormatSyntaxError) -> VisualFormatToken {
        var text = ""
        var digits = 0
        while index < characters.count, characters[index].isASCII, characters[index].isNumber {
            text.append(characters[index]); index += 1; digits += 1
        }
        if index < characters.count, characters[index] == "." {
            text.append("."); index += 1
            while index < characters.count, characters[index].isASCII, characters[index].isNumber {
                text.append(characters[index]); index += 1; digits += 1
            }
        }
        guard digits > 0 else {
            throw VisualFormatSyntaxError(message: "Expected a number", offset: start)
        }
        exponent(into: &text)
        guard let value = Double(text), value.isFinite else {
            throw VisualFormatSyntaxError(message: "Number out of range", offset: start)
        }
        return VisualFormatToken(kind: .number(value), offset: start)
    }

    /// Appends an exponent (`e5`, `E-2`) when one follows; leaves `e` alone otherwise.
    private mutating func exponent(into text: inout String) {
        guard index < characters.count, characters[index] == "e" || characters[index] == "E" else { return }
        var probe = index + 1
        if probe < characters.count, characters[probe] == "+" || characters[probe] == "-" { probe += 1 }
        guard probe < characters.count, characters[probe].isASCII, characters[probe].isNumber else { return }
        text.append(contentsOf: characters[index..<probe])
        index = probe
        while index < characters.count, characters[index].isASCII, characters[index].isNumber {
            text.append(characters[index]); index += 1
        }
    }

    private static func isIdentifierStart(_ c: Character) -> Bool {
        c == "_" || (c.isASCII && c.isLetter)
    }

    private static func isIdentifierBody(_ c: Character) -> Bool {
        isIdentifierStart(c) || (c.isASCII && c.isNumber)
    }
}
