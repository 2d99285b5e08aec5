/// A variable's name, in one word: up to seven bytes of UTF-8 in place (most names: `x`,
/// `left`, `width`, `minX`), a longer one in a box of its own.
///
/// Why: a `String` takes two words, and that word took every `Variable` one malloc size up;
/// a layout makes four variables per view. The cases fit in one word because the short
/// payload leaves its top byte unused, which holds the enum's tag. A caller that names many
/// variables alike packs the name once and passes it (`Variable(name:)`).
package enum VariableName: Sendable {
    /// The UTF-8 bytes from the lowest up, the rest zero (a name holding a zero byte is boxed).
    case short(UInt32, UInt16, UInt8)
    case long(Box)

    package final class Box: Sendable {
        let text: String
        init(_ text: String) { self.text = text }
    }

    package init(_ text: String) {
        // No name (`Variable()`, the usual case for variables made by the thousand) is the
        // zero word, without the copy, retain and release of the bytes' walk below.
        if text.isEmpty {
            self = .short(0, 0, 0)
            return
        }
        var utf8 = text
        let packed: UInt64? = utf8.withUTF8 { bytes in
            guard bytes.count <= 7 else { return nil }
            var bits: UInt64 = 0
            for k in bytes.indices {
                guard bytes[k] != 0 else { return nil }
                bits |= UInt64(bytes[k]) << (8 * k)
            }
            return bits
        }
        guard let bits = packed else {
            self = .long(Box(text))
            return
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
