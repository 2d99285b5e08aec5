/// A small JSON reader (RFC 8259) that records the line and column of every value. Scene
/// files need positions in their error messages, which Foundation's decoder does not give for
/// values that parse but mean nothing (an unknown view name, a misspelt key).
public struct JSONParser {
    /// The deepest nesting of arrays and objects accepted. Parsing recurses once per level, so
    /// a limit keeps hostile input (100,000 `[`) from exhausting the stack; a scene's view tree
    /// uses two levels per subview level (its object and its `subviews` array).
    public static let maximumDepth = 512

    private let chars: [Character]
    private var index = 0
    private var line = 1
    private var column = 1
    private var depth = 0

    /// Parses `text` into a positioned value; throws `SceneError` (without a file name).
    public static func parse(_ text: String) throws(SceneError) -> JSONValue {
        var parser = JSONParser(chars: Array(text))
        parser.skipWhitespace()
        let value = try parser.parseValue()
        parser.skipWhitespace()
        if parser.index < parser.chars.count {
            throw parser.error("expected end of input after the top-level value, found '\(parser.chars[parser.index])'")
        }
        return value
    }

    private init(chars: [Character]) { self.chars = chars }

    private var here: SourceLocation { SourceLocation(line: line, column: column) }

    private func error(_ message: String, at location: SourceLocation? = nil) -> SceneError {
        SceneError(location: location ?? here, message: message)
    }

    private var current: Character? { index < chars.count ? chars[index] : nil }

    /// Moves past one character. A line ends at LF, CRLF (one `Character` in Swift) or a lone
    /// CR, so files with Windows or old Mac line endings get the right line numbers.
    private mutating func advance() {
        if chars[index].isLineBreak { line += 1; column = 1 } else { column += 1 }
        index += 1
    }

    /// Enters one more level of nesting, or throws when that is deeper than `maximumDepth`.
    private mutating func enterNesting() throws(SceneError) {
        guard depth < JSONParser.maximumDepth else {
            throw error(
                "arrays and objects are nested deeper than \(JSONParser.maximumDepth) levels "
                    + "(a scene uses two levels per level of subviews)")
        }
        depth += 1
    }

    private mutating func skipWhitespace() {
        while let c = current, c == " " || c == "\n" || c == "\t" || c == "\r" || c == "\r\n" { advance() }
    }

    private mutating func parseValue() throws(SceneError) -> JSONValue {
        let start = here
        guard let c = current else { throw error("expected a value, found end of input") }
        switch c {
        case "{": return JSONValue(kind: .object(try parseObject()), location: start)
        case "[": return JSONValue(kind: .array(try parseArray()), location: start)
        case "\"":
            var columns: [Int] = []
            let text = try parseString(columns: &columns)
            return JSONValue(kind: .string(text), location: start, stringColumns: columns)
        case "-", "0"..."9": return JSONValue(kind: .number(try parseNumber()), location: start)
        default:
            for (word, kind) in [("true", JSONValue.Kind.bool(true)), ("false", .bool(false)), ("null", .null)]
            where matches(word) {
                for _ in word { advance() }
                return JSONValue(kind: kind, location: start)
            }
            throw error("expected a value (object, array, string, number, true, false or null), found '\(c)'")
        }
    }

    private func matches(_ word: String) -> Bool {
        var i = index
        for w in word {
            guard i < chars.count, chars[i] == w else { return false }
            i += 1
        }
        return true
    }

    private mutating func parseObject() throws(SceneError) -> [JSONMember] {
        try enterNesting()
        defer { depth -= 1 }
        advance()
        var members: [JSONMember] = []
        skipWhitespace()
        if current == "}" { advance(); return members }
        while true {
            skipWhitespace()
            let keyLocation = here
            guard current == "\"" else { throw error("expected a member name in double quotes\(found)") }
            var ignored: [Int] = []
            let key = try parseString(columns: &ignored)
            if members.contains(where: { $0.key == key }) {
                throw error("duplicate key '\(key)'", at: keyLocation)
            }
            skipWhitespace()
            guard current == ":" else { throw error("expected ':' after \"\(key)\"\(found)") }
            advance()
            skipWhitespace()
            members.append(JSONMember(key: key, keyLocation: keyLocation, value: try parseValue()))
            skipWhitespace()
            if current == "," { advance(); continue }
            if current == "}" { advance(); return members }
            throw error("expected ',' or '}' in object\(found)")
        }
    }

    private mutating func parseArray() throws(SceneError) -> [JSONValue] {
        try enterNesting()
        defer { depth -= 1 }
        advance()
        var values: [JSONValue] = []
        skipWhitespace()
        if current == "]" { advance(); return values }
        while true {
            skipWhitespace()
            values.append(try parseValue())
            skipWhitespace()
            if current == "," { advance(); continue }
            if current == "]" { advance(); return values }
            throw error("expected ',' or ']' in array\(found)")
        }
    }

    private var found: String {
        guard let c = current else { return ", found end of input" }
        return ", found '\(c)'"
    }

    private mutating func parseString(columns: inout [Int]) throws(SceneError) -> String {
        let start = here
        advance()
        var text = ""
        while true {
            guard let c = current else { throw error("unterminated string", at: start) }
            columns.append(column)
            if c == "\"" { advance(); return text }
            if c.isLineBreak { throw error("unterminated string (strings may not span lines)", at: start) }
            if c == "\\" {
                advance()
                text.append(try parseEscape())
            } else {
                text.append(c)
                advance()
            }
        }
    }

    private mutating func parseEscape() throws(SceneError) -> Character {
        guard let c = current else { throw error("expected an escape character, found end of input") }
        let simple: [Character: Character] = [
            "\"": "\"", "\\": "\\", "/": "/", "b": "\u{8}",
            "f": "\u{c}", "n": "\n", "r": "\r", "t": "\t",
        ]
        if let mapped = simple[c] { advance(); return mapped }
        guard c == "u" else { throw error("invalid escape '\\\(c)'") }
        advance()
        var hex = ""
        for _ in 0..<4 {
            guard let h = current, h.isHexDigit else { throw error("expected 4 hex digits after \\u") }
            hex.append(h)
            advance()
        }
        guard let code = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(code) else {
            throw error("\\u\(hex) is not a character this reader supports")
        }
        return Character(scalar)
    }

    private mutating func parseNumber() throws(SceneError) -> Double {
        let start = here
        var text = ""
        while let c = current, c == "-" || c == "+" || c == "." || c == "e" || c == "E" || c.isASCII && c.isNumber {
            text.append(c)
            advance()
        }
        guard let value = Double(text), value.isFinite else {
            throw error("'\(text)' is not a valid number", at: start)
        }
        return value
    }
}

extension Character {
    /// LF, CRLF (a single `Character` in Swift) or a lone CR: the line endings scene and
    /// constraint files may use. (Not `isNewline`, which also counts U+2028 and form feeds.)
    var isLineBreak: Bool { self == "\n" || self == "\r\n" || self == "\r" }
}
