/// Reads a fuzzer's input as a stream of small decisions; past the end every read is 0, so
/// that any input is a complete program.
public struct ByteReader {
    private let bytes: [UInt8]
    private var position = 0

    /// Wraps libFuzzer's buffer.
    public init(_ data: UnsafePointer<UInt8>?, _ count: Int) {
        bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    }

    /// Whether every byte was read.
    public var isAtEnd: Bool { position >= bytes.count }

    /// The next byte (0 past the end).
    public mutating func byte() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    /// A number in `0..<bound` (bound > 0).
    public mutating func index(_ bound: Int) -> Int { Int(byte()) % bound }

    /// The next eight bytes as a double's bit pattern.
    public mutating func rawDouble() -> Double {
        var bits: UInt64 = 0
        for _ in 0..<8 { bits = bits << 8 | UInt64(byte()) }
        return Double(bitPattern: bits)
    }

    /// A number biased towards the extremes the solver must survive: 0, ±1e-300, ±1e308,
    /// ±greatestFiniteMagnitude, NaN, ±infinity, small integers, and now and then any double.
    public mutating func number() -> Double {
        let b = byte()
        switch b {
        case 0..<40: return Double(Int(b) - 20)
        case 40..<60: return Self.extremes[Int(b - 40) % Self.extremes.count]
        case 60..<64: return rawDouble()
        default: return Double(Int(b) - 160) / 4
        }
    }

    /// The values that found bugs before, and their neighbours.
    public static let extremes: [Double] = [
        0, 1e-300, -1e-300, 1e308, -1e308, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
        .nan, .infinity, -.infinity, 1e17, -1e17, 22.8, -22.8, 1e-9, 1e9, 0.5, -0.5, 1000, 1e-8,
    ]

    /// A short string from the input's next bytes (valid UTF-8 or repaired), up to `limit`.
    public mutating func string(limit: Int) -> String {
        var scalars: [UInt8] = []
        while !isAtEnd && scalars.count < limit { scalars.append(byte()) }
        return String(decoding: scalars, as: UTF8.self)
    }
}

/// Stops the fuzzer with a message: a found violation is a crash to libFuzzer.
public func violation(_ message: @autoclosure () -> String) -> Never {
    fatalError("fuzz violation: \(message())")
}
