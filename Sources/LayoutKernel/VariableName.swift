/// A variable's name, in one word: up to seven bytes of UTF-8 in place (most names: `x`,
/// `left`, `width`, `minX`), a longer one in a box of its own.
///
/// Why: a `String` takes two words, and that word took every `Variable` one malloc size up;
/// a layout makes four variables per view. The cases fit in one word because the short
/// payload leaves its top byte unused, which holds the enum's tag.
enum VariableName {
    /// The UTF-8 bytes from the lowest up, the rest zero (a name holding a zero byte is boxed).
    case short(UInt32, UInt16, UInt8)
    case long(Box)

    final class Box: Sendable {
        let text: String
        init(_ text: String) { self.text = text }
    }

    init(_ text: String) {
        var bits: UInt64 = 0
        var n = 0
        for byte in text.utf8 {
            guard n < 7, byte != 0 else {
                self = .long(Box(text))
                return
            }
            bits |= UInt64(byte) << (8 * n)
            n += 1
        }
        self = .short(UInt32(truncatingIfNeeded: bits), UInt16(truncatingIfNeeded: bits >> 32), UInt8(truncatingIfNeeded: bits >> 48))
    }

    var text: String {
        switch self {
        case .long(let box):
            return box.text
        case .short(let low, let middle, let high):
            // Byte k of the name is bits k*8 up (`init`); in memory, little-endian.
            let bits = UInt64(low) | UInt64(middle) << 32 | UInt64(high) << 48
            let count = (64 - bits.leadingZeroBitCount + 7) / 8
            return withUnsafeBytes(of: bits.littleEndian) { String(decoding: $0.prefix(count), as: UTF8.self) }
        }
    }

    var isEmpty: Bool {
        if case .short(0, 0, 0) = self { return true }
        return false
    }
}
