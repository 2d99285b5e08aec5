/// Numbers as reports, pictures, findings and snapshots print them: integers without a
/// fraction, otherwise up to 3 decimals (`16`, `20.5`, `16.333`). The one number formatter of
/// the project: LayoutScene and LayoutTesting both use it.
public enum NumberFormatting {
    /// `value` rounded to 3 decimals, without trailing zeros.
    public static func format(_ value: Double) -> String {
        if value == 0 { return "0" }
        let rounded = (value * 1000).rounded() / 1000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        var text = String(rounded)
        if text.contains("e") { return text }
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}
