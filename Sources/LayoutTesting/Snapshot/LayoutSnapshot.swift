import LayoutAnchors
import LayoutScene

/// A stable, diff-friendly text rendering of a laid-out hierarchy: a header with the window's
/// environment, then one line per view, indented two spaces per depth, with its frame in its
/// superview's coordinates rounded to the pixel grid, its type and name (identifier, or a
/// label's text), and for scroll views the content size, offset and adjusted insets.
/// Numbers go through the project's one formatter; nothing depends on the machine (no
/// addresses, hashes or times).
///
/// ```
/// window 393x852 @3x, safe area (59, 0, 34, 0), L, LTR
/// (0, 0, 393, 852) Window
///   (0, 0, 393, 852) View
///     (0, 0, 393, 852) ScrollView scroll content 393x1288 offset 0,-59 inset (59, 0, 34, 0)
///       (16, 16, 361, 34) Label titleLabel "Sunny with a chance of…"
/// ```
public enum LayoutSnapshot {
    /// The snapshot text of `window` (laid out first if needed), ending with a newline.
    public static func text(of window: Window) -> String {
        window.layoutIfNeeded()
        let scale = window.displayScale
        let size = window.bounds.size
        var lines = [
            "window \(n(size.width))x\(n(size.height)) @\(n(scale))x, safe area \(insets(window.safeAreaInsets)), "
                + "\(window.contentSizeCategory.shortName), \(window.layoutDirection == .leftToRight ? "LTR" : "RTL")"
                + (window.keyboardFrame.map { ", keyboard \(rect($0, scale: scale))" } ?? "")
        ]
        append(window, depth: 0, scale: scale, to: &lines)
        return lines.joined(separator: "\n") + "\n"
    }

    private static func append(_ view: View, depth: Int, scale: Double, to lines: inout [String]) {
        var line = String(repeating: "  ", count: depth) + rect(view.frame, scale: scale) + " " + String(describing: type(of: view))
        if let identifier = view.identifier, !identifier.isEmpty { line += " " + identifier }
        if let label = view as? Label { line += " \"\(View.shortened(label.text))\"" }
        if let scroll = view as? ScrollView {
            line += " content \(n(pixel(scroll.contentSize.width, scale)))x\(n(pixel(scroll.contentSize.height, scale)))"
            line += " offset \(n(pixel(scroll.contentOffset.x, scale))),\(n(pixel(scroll.contentOffset.y, scale)))"
            line += " inset \(insets(scroll.adjustedContentInset))"
        }
        if view.isHidden { line += " hidden" }
        lines.append(line)
        for child in view.subviews { append(child, depth: depth + 1, scale: scale, to: &lines) }
    }

    /// A value on the pixel grid (`1 / scale`).
    static func pixel(_ value: Double, _ scale: Double) -> Double { (value * scale).rounded() / scale }

    private static func rect(_ r: Rect, scale: Double) -> String {
        let x = pixel(r.minX, scale), y = pixel(r.minY, scale)
        let w = pixel(r.maxX, scale) - x, h = pixel(r.maxY, scale) - y
        return "(\(n(x)), \(n(y)), \(n(w)), \(n(h)))"
    }

    private static func insets(_ i: EdgeInsets) -> String { "(\(n(i.top)), \(n(i.left)), \(n(i.bottom)), \(n(i.right)))" }

    private static func n(_ value: Double) -> String { NumberFormatting.format(value) }
}
