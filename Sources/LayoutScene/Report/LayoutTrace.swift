import LayoutAnchors

/// The view tree with frames and ambiguity marks, in the style of UIKit's
/// `_autolayoutTrace`, built from LayoutAnchors' public API:
///
/// ```
/// •Window:window (0, 0, 390, 844)
/// |   •View:view (0, 0, 390, 844)
/// |   |   *ScrollView:scroll (0, 0, 390, 844)
/// |   |   |   *View:content (0, 0, 390, 1288) - AMBIGUOUS LAYOUT
/// ```
///
/// `*` marks a view laid out by constraints (`translatesAutoresizingMaskIntoConstraints` off),
/// `•` one placed by its frame or autoresizing mask. Frames are in superview coordinates.
public enum LayoutTrace {
    /// The trace of `view` and its subtree, one line per view, no trailing newline.
    public static func trace(of view: View) -> String {
        var lines: [String] = []
        append(view, depth: 0, to: &lines)
        return lines.joined(separator: "\n")
    }

    private static func append(_ view: View, depth: Int, to lines: inout [String]) {
        let indent = String(repeating: "|   ", count: depth)
        let mark = view.translatesAutoresizingMaskIntoConstraints ? "•" : "*"
        let name = "\(String(describing: type(of: view))):\(view.identifier ?? "-")"
        var line = "\(indent)\(mark)\(name) \(view.frame)"
        if let label = view as? Label { line += " \"\(shortened(label.text))\"" }
        if let scroll = view as? ScrollView {
            line += " contentSize \(scroll.contentSize) offset \(scroll.contentOffset)"
        }
        if view.hasAmbiguousLayout { line += " - AMBIGUOUS LAYOUT" }
        lines.append(line)
        for child in view.subviews { append(child, depth: depth + 1, to: &lines) }
    }

    /// Text cut to 24 characters with an ellipsis.
    static func shortened(_ text: String) -> String {
        text.count <= 24 ? text : String(text.prefix(23)) + "…"
    }
}
