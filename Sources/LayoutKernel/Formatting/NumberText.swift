/// How every module of the package turns a number into text, so that a value reads the same
/// in a constraint's description, an issue, a report, a snapshot and a picture.
///
/// Two styles, for two kinds of reader:
/// - ``exact(_:)`` for descriptions of what the program holds (constraints, expressions,
///   strengths, points): nothing is lost, only a whole number's `.0` is dropped.
/// - ``rounded(_:)`` for reports, pictures, findings and snapshots, where a layout's numbers are
///   read by people and must not flicker with the last bits of a floating-point sum.
package enum NumberText {
    /// A whole number without a fraction (`16`, `-3`); anything else as Swift prints it
    /// (`20.5`, `0.1`, `1e+20`, `nan`, `inf`). Negative zero prints as `0`.
    package static func exact(_ value: Double) -> String {
        if abs(value) < 1e15, value == value.rounded() { return String(Int64(value)) }
        return String(value)
    }

    /// `value` rounded to 3 decimals, without trailing zeros (`16`, `20.5`, `16.333`).
    package static func rounded(_ value: Double) -> String {
        if value == 0 { return "0" }
        let rounded = (value * 1000).rounded() / 1000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        var text = String(rounded)
        if text.contains("e") { return text }
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}
