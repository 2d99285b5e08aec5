/// What a tableau symbol stands for. Symbols are plain integer ids; their kind lives in a
/// side table so that rows stay compact.
enum SymbolKind: UInt8 {
    /// A user `Variable`: unrestricted in sign, never removed from the tableau.
    case external
    /// The slack of an inequality: `>= 0`, and the marker that identifies it.
    case slack
    /// The error of an optional constraint: `>= 0`, appears in an objective level.
    case error
    /// The marker of a required equality: fixed at 0, never pivoted into the basis.
    case dummy
}

/// A symbol with its coefficient in a row.
struct Cell {
    var symbol: Int32
    var coefficient: Double
}

/// Coefficients and constants whose magnitude is below this are treated as zero.
let epsilon = 1.0e-8

@inline(__always) func nearZero(_ value: Double) -> Bool {
    abs(value) < epsilon
}
