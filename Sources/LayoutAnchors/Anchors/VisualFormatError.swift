/// Why a Visual Format Language string could not be parsed.
public struct VisualFormatError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong, in words.
    public let message: String
    /// 0-based Character offset into the format string where parsing failed.
    public let offset: Int

    /// Creates an error at an offset.
    public init(message: String, offset: Int) {
        self.message = message
        self.offset = offset
    }

    /// The message and the offset.
    public var description: String { "\(message) (at offset \(offset))" }
}
