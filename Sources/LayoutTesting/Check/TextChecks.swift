import LayoutAnchors

/// Labels whose text needs more than their frame gives, by the label's deterministic metrics.
extension CheckContext {
    mutating func checkText() {
        guard isOn(.truncatedText) else { return }
        for case let label as Label in visibleViews where !label.text.isEmpty {
            let frame = label.frame
            let wraps = label.numberOfLines != 1
            let needed = label.textSize(wrappingAt: wraps ? frame.width : nil)
            let lines = label.lineCount(wrappingAt: wraps ? frame.width : nil)
            if label.numberOfLines > 0 && lines > label.numberOfLines {
                report(.truncatedText, label, "text needs \(lines) lines, numberOfLines allows \(label.numberOfLines)")
            } else if needed.width > frame.width + textTolerance {
                report(.truncatedText, label, "text needs \(n(needed.width)) pt of width, has \(n(frame.width))")
            } else if needed.height > frame.height + textTolerance {
                report(.truncatedText, label, "text needs \(n(needed.height)) pt of height (\(lines) lines), has \(n(frame.height))")
            }
        }
    }
}
