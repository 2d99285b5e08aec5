import LayoutAnchors

extension RenderReport {
    /// The human-readable report `layout render` prints: the trace, scroll views, issues.
    public var text: String {
        var out = ["\(title): window \(size(windowSize)), safe area \(insets(safeArea)), \(constraintCount) constraints", ""]
        for v in views {
            let indent = String(repeating: "|   ", count: v.depth)
            var line = "\(indent)\(v.autoLayout ? "*" : "•")\(v.kind):\(v.id) \(rect(v.frame))"
            if let text = v.text { line += " \"\(LayoutTrace.shortened(text))\"" }
            if v.ambiguous { line += " - AMBIGUOUS LAYOUT" }
            out.append(line)
        }
        out.append("(* laid out by constraints, • by frame; frames in superview coordinates)")
        if !scrollViews.isEmpty {
            out.append("")
            out.append("Scroll views:")
            for s in scrollViews {
                out.append(
                    "  \(s.id): contentSize \(size(s.contentSize)), contentOffset (\(n(s.contentOffset[0])), \(n(s.contentOffset[1]))), adjustedContentInset \(insets(s.adjustedContentInset))"
                )
            }
        }
        out.append("")
        if issues.isEmpty {
            out.append("Layout issues: none")
        } else {
            out.append("Layout issues: \(issues.count)")
            for issue in issues { out.append(contentsOf: issueLines(issue)) }
        }
        return out.joined(separator: "\n")
    }

    private func issueLines(_ issue: IssueEntry) -> [String] {
        switch issue.kind {
        case "unsatisfiable":
            var lines = ["  broken: \(issue.constraint ?? "?")\(issue.line.map { " (line \($0))" } ?? "")"]
            lines += issue.conflicts.map { "    conflicts with: \($0)" }
            return lines
        case "invalidConstraint":
            return ["  refused: \(issue.constraint ?? "?")\(issue.line.map { " (line \($0))" } ?? "")"]
        default:
            return issue.message.split(separator: "\n").map { "  ambiguous: \($0)" }
        }
    }

    private func n(_ v: Double) -> String { NumberFormatting.format(v) }
    private func size(_ s: [Double]) -> String { "\(n(s[0]))x\(n(s[1]))" }
    private func rect(_ r: [Double]) -> String { "(\(r.map(n).joined(separator: ", ")))" }
    private func insets(_ i: [Double]) -> String { "(\(i.map(n).joined(separator: ", ")))" }
}
