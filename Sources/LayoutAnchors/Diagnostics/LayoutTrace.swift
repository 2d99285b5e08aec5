extension View {
    /// The view tree below this view with frames and ambiguity marks, in the style of UIKit's
    /// `_autolayoutTrace`, one line per view:
    ///
    /// ```
    /// •Window:window (0, 0, 390, 844)
    /// |   •View:view (0, 0, 390, 844)
    /// |   |   *ScrollView:scroll (0, 0, 390, 844) contentSize (390, 2000) offset (0, -47)
    /// |   |   |   *View:content (0, 0, 390, 2000) - AMBIGUOUS LAYOUT
    /// ```
    ///
    /// A view with an identifier reads `Type:identifier`; one without reads as its step in
    /// the path of ``diagnosticName`` (`View[2]`, `Label "Title"`), the tree giving the rest.
    /// `*` marks a view laid out by constraints (`translatesAutoresizingMaskIntoConstraints`
    /// off), `•` one placed by its frame. Frames are in superview coordinates, as laid out by
    /// the last `layoutIfNeeded()`.
    public func layoutTrace() -> String {
        var lines: [String] = []
        // An explicit stack (the hierarchy may be any depth), children in order.
        var stack: [(view: View, depth: Int)] = [(self, 0)]
        while let (view, depth) = stack.popLast() {
            lines.append(view.traceLine(depth: depth))
            stack.append(contentsOf: view.subviews.reversed().map { ($0, depth + 1) })
        }
        return lines.joined(separator: "\n")
    }

    /// Deeper than this, a line shows its depth as a number instead of one bar per level (so
    /// that the trace of an N-deep chain stays O(N) long, not O(N²)).
    static let traceIndentLimit = 32

    private func traceLine(depth: Int) -> String {
        let indent =
            depth <= View.traceIndentLimit
            ? String(repeating: "|   ", count: depth)
            : String(repeating: "|   ", count: View.traceIndentLimit) + "[depth \(depth)] "
        let mark = translatesAutoresizingMaskIntoConstraints ? "•" : "*"
        // A named view as `Type:identifier`, an unnamed one by its step in the path (the
        // tree shows the rest): `View[2]`, `Label "Title"`.
        var line = "\(indent)\(mark)"
        if let identifier {
            line += "\(String(describing: type(of: self))):\(identifier) \(frame)"
            if let label = self as? Label { line += " \"\(Self.shortened(label.text))\"" }
        } else {
            line += "\(pathComponent) \(frame)"
        }
        if let scroll = self as? ScrollView {
            line += " contentSize \(scroll.contentSize) offset \(scroll.contentOffset)"
        }
        if hasAmbiguousLayout { line += " - AMBIGUOUS LAYOUT" }
        return line
    }

    /// Text cut to 24 characters with an ellipsis, for traces and pictures.
    public static func shortened(_ text: String) -> String {
        text.count <= 24 ? text : String(text.prefix(23)) + "…"
    }
}
