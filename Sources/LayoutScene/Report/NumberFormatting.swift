import LayoutKernel

/// Numbers as reports, pictures, findings and snapshots print them: integers without a
/// fraction, otherwise up to 3 decimals (`16`, `20.5`, `16.333`). Public for tools that print
/// beside the `layout` tool's reports; it is the package's one formatter (its rounded style),
/// the same one constraint descriptions use in their exact style.
public enum NumberFormatting {
    /// `value` rounded to 3 decimals, without trailing zeros.
    public static func format(_ value: Double) -> String { NumberText.rounded(value) }
}
