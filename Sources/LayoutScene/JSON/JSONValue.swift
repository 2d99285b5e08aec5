/// A JSON value that remembers where it starts in the source text, so that every error found
/// while reading a scene can name its line and column.
public struct JSONValue: Sendable {
    /// The shape of a JSON value.
    public enum Kind: Sendable {
        /// `null`.
        case null
        /// `true` or `false`.
        case bool(Bool)
        /// Any JSON number.
        case number(Double)
        /// A string, escapes resolved.
        case string(String)
        /// An array.
        case array([JSONValue])
        /// An object, members in source order.
        case object([JSONMember])
    }

    /// The value.
    public var kind: Kind
    /// Where the value starts (for a string: its opening quote).
    public var location: SourceLocation
    /// For a string: the source column of each decoded character, plus one past the closing
    /// character, so that an offset into the string maps back to the file even after escapes.
    public var stringColumns: [Int] = []

    /// The JSON type name, for "expected ... but found ..." messages.
    public var typeName: String {
        switch kind {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

/// One `"key": value` member of a JSON object.
public struct JSONMember: Sendable {
    /// The key.
    public var key: String
    /// Where the key starts.
    public var keyLocation: SourceLocation
    /// The value.
    public var value: JSONValue
}
