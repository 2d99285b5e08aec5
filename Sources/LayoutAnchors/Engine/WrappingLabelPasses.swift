/// UIKit's two passes for labels that wrap at the width they get (`numberOfLines != 1`, no
/// `preferredMaxLayoutWidth`): the first pass measures the text unwrapped, on one line per
/// paragraph, and solves; the second wraps it at the width that solve gave the label, so the
/// label is as wide as its widest line at the width it could have.
///
/// Measuring only at the width the label had last time would never let it grow back: a label
/// held only by its own hugging (trailing `<=` a margin, a leading-aligned stack) is exactly as
/// wide as its wrapped text, so a longer text, a wider window or a smaller text size would wrap
/// again at that old width. So the first pass is run for a label whose text metrics changed,
/// and re-run (a probe) after any layout that is not a pure scroll for a label that is as
/// narrow as its wrapped text while its text is wider on one line.
extension LayoutEngine {
    /// Runs both passes for the labels that need them; true when an intrinsic-size constant
    /// changed (the caller solves again). Call once the layout has settled.
    func wrapLabelsAtTheirAvailableWidth() -> Bool {
        guard !labels.isEmpty, !isScrollOnlyLayout else { return false }
        var firstPass: [(Label, WeakLabel)] = []
        let (probed, restoredBefore) = applyingConstantBatch { () -> Bool in
            var touched = false
            for entry in labels.values {
                guard let label = entry.label, label.wrapsAtSolvedWidth, isInHierarchy(label) else { continue }
                if !label.measuresUnwrapped {
                    guard mayHaveMoreRoom(label) else { continue }
                    label.measuresUnwrapped = true
                    if refreshIntrinsic(of: label) { touched = true }
                }
                firstPass.append((label, entry))
            }
            return touched
        }
        guard !firstPass.isEmpty else { return restoredBefore }
        if probed || restoredBefore { changedVariables.append(contentsOf: solver.updateVariables()) }
        let (wrapped, restoredAfter) = applyingConstantBatch { () -> Bool in
            var touched = false
            for (label, entry) in firstPass {
                label.measuresUnwrapped = false
                entry.measuredWidth = label.layoutVariables.width.value
                if refreshIntrinsic(of: label) { touched = true }
            }
            return touched
        }
        return probed || wrapped || restoredBefore || restoredAfter
    }

    /// Whether a wrapped label is exactly as wide as its wrapped text (its own hugging may be
    /// all that holds it) while the text is wider on one line: more room may have opened.
    private func mayHaveMoreRoom(_ label: Label) -> Bool {
        guard let hugging = intrinsic[ObjectIdentifier(label)]?.constraints[0] else { return false }
        guard abs(label.layoutVariables.width.value - hugging.constant) < 1e-6 else { return false }
        return label.intrinsicSize(wrappingAt: nil).width > hugging.constant + 1e-9
    }
}
