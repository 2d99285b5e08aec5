/// Reads the members of one JSON object with type checks, and rejects keys it was not asked
/// about, so that a misspelt key is an error with a position rather than silently ignored.
struct JSONObjectReader {
    let value: JSONValue
    /// What the object is, for messages ("the window", "view 'scroll'").
    let context: String
    private let members: [JSONMember]
    private var used: Set<String> = []

    init(_ value: JSONValue, context: String) throws(SceneError) {
        guard case .object(let members) = value.kind else {
            throw SceneError(location: value.location, message: "expected an object for \(context), found \(value.typeName)")
        }
        self.value = value
        self.context = context
        self.members = members
    }

    /// The raw member, if present (and not null).
    mutating func member(_ key: String) -> JSONValue? {
        used.insert(key)
        guard let member = members.first(where: { $0.key == key }) else { return nil }
        if case .null = member.value.kind { return nil }
        return member.value
    }

    /// Throws for the first member whose key was never asked for, listing the known keys.
    func rejectUnknownKeys() throws(SceneError) {
        for member in members where !used.contains(member.key) {
            let known = used.sorted().joined(separator: ", ")
            throw SceneError(
                location: member.keyLocation,
                message: "unknown key '\(member.key)' in \(context) (expected one of: \(known))")
        }
    }

    mutating func string(_ key: String) throws(SceneError) -> String? {
        guard let v = member(key) else { return nil }
        return try JSONObjectReader.string(v, what: "'\(key)' of \(context)")
    }

    mutating func number(_ key: String) throws(SceneError) -> Double? {
        guard let v = member(key) else { return nil }
        return try JSONObjectReader.number(v, what: "'\(key)' of \(context)")
    }

    /// A count: a whole number from 0 through `limit` (a line count, say). Anything else, a
    /// fraction, a negative or a number too large for an `Int`, is an error with a position.
    mutating func count(_ key: String, limit: Int) throws(SceneError) -> Int? {
        guard let v = member(key) else { return nil }
        let n = try JSONObjectReader.number(v, what: "'\(key)' of \(context)")
        guard n >= 0, n <= Double(limit), n == n.rounded() else {
            throw SceneError(
                location: v.location, message: "expected a whole number from 0 through \(limit) for '\(key)' of \(context)")
        }
        return Int(n)
    }

    mutating func bool(_ key: String) throws(SceneError) -> Bool? {
        guard let v = member(key) else { return nil }
        guard case .bool(let b) = v.kind else { throw Self.mismatch(v, expected: "true or false", what: "'\(key)' of \(context)") }
        return b
    }

    mutating func array(_ key: String) throws(SceneError) -> [JSONValue]? {
        guard let v = member(key) else { return nil }
        guard case .array(let items) = v.kind else { throw Self.mismatch(v, expected: "an array", what: "'\(key)' of \(context)") }
        return items
    }

    static func string(_ v: JSONValue, what: String) throws(SceneError) -> String {
        guard case .string(let s) = v.kind else { throw mismatch(v, expected: "a string", what: what) }
        return s
    }

    static func number(_ v: JSONValue, what: String) throws(SceneError) -> Double {
        guard case .number(let n) = v.kind else { throw mismatch(v, expected: "a number", what: what) }
        return n
    }

    static func mismatch(_ v: JSONValue, expected: String, what: String) -> SceneError {
        SceneError(location: v.location, message: "expected \(expected) for \(what), found \(v.typeName)")
    }

    /// A string that must be one of `choices` (named in the error).
    mutating func choice<T>(_ key: String, _ choices: [(String, T)]) throws(SceneError) -> T? {
        guard let v = member(key) else { return nil }
        let s = try JSONObjectReader.string(v, what: "'\(key)' of \(context)")
        if let hit = choices.first(where: { $0.0 == s }) { return hit.1 }
        let names = choices.map { $0.0 }.joined(separator: ", ")
        throw SceneError(location: v.location, message: "unknown value '\(s)' for '\(key)' of \(context) (expected one of: \(names))")
    }
}
