/// UIKit's two passes for labels that wrap at the width they get (`numberOfLines != 1`, no
/// `preferredMaxLayoutWidth`): the first pass measures the text unwrapped (the whole text as
/// one line, see `Label.lineTally`) and solves; the second wraps it at the width that solve
/// gave the label, so the label is as wide as its widest line at the width it could have.
///
/// Measuring only at the width the label had last time would never let it grow back: a label
/// held only by its own hugging (trailing `<=` a margin, a leading-aligned stack) is exactly as
/// wide as its wrapped text, so a longer text, a wider window or a smaller text size would wrap
/// again at that old width. So the first pass is run for a label whose text metrics changed,
/// and re-run (a probe of its width only, measuring nothing unless it gained room) after the
/// window's size, safe area, direction, text size or keyboard changed, for a label that is
/// as narrow as its wrapped text while its text is wider on one line. Other changes that would
/// give such a label more room (an app's constant change) do not probe: probing every wrapped
/// label costs two constant changes each, which every layout would pay.
extension LayoutEngine {
    /// Whether the window's environment changed since the last layout (and notes that this
    /// layout has seen it).
    func consumeEnvironmentChange() -> Bool {
        guard let window, window.laidOutEnvironmentVersion != window.environmentVersion else { return false }
        window.laidOutEnvironmentVersion = window.environmentVersion
        return true
    }

    /// Runs both passes for the labels whose text metrics changed and, when `probing`, probes
    /// the wrapped ones that may have gained room; true when an intrinsic-size constant
    /// changed (the caller solves again).
    func wrapLabelsAtTheirAvailableWidth(probing: Bool) -> Bool {
        guard !state.pass.isScrollOnlyLayout else { return false }
        guard !state.labels.byItem.isEmpty else {
            state.labels.toMeasure = []
            return false
        }
        // Without a probe only the labels queued since the last layout can need the first
        // pass (see `LabelState.toMeasure`): an ordinary layout visits none of the others.
        let candidates = probing ? Array(state.labels.byItem.values) : state.labels.toMeasure
        state.labels.toMeasure = []
        // Each label of the first pass, with its wrapped width when it was only probed.
        var firstPass: [(label: Label, entry: WeakLabel, wrappedWidth: Double?)] = []
        let (probed, restoredBefore) = applyingConstantBatch { () -> Bool in
            var touched = false
            for entry in candidates {
                guard let label = entry.label, probing || label.measuresUnwrapped else { continue }
                guard probing || state.labels.byItem[ObjectIdentifier(label)] === entry else { continue }  // replaced or gone
                guard label.wrapsAtSolvedWidth, isInHierarchy(label) else { continue }
                guard !label.measuresUnwrapped else {
                    firstPass.append((label, entry, nil))
                    continue
                }
                guard probing, let (oneLine, wrapped) = roomProbe(of: label, entry: entry) else { continue }
                // Only the width constants: the heights stay, so the views below the label do
                // not move during the probe.
                setWidthConstants(of: label, to: oneLine)
                touched = true
                firstPass.append((label, entry, wrapped))
            }
            return touched
        }
        guard !firstPass.isEmpty else { return restoredBefore }
        if probed || restoredBefore { state.views.changedVariables.append(contentsOf: solver.updateVariables()) }
        let (wrapped, restoredAfter) = applyingConstantBatch { () -> Bool in
            var touched = false
            for (label, entry, wrappedWidth) in firstPass {
                let width = label.layoutVariables.width.value
                if let wrappedWidth, abs(width - entry.availableWidth) < 1e-6 {
                    // The same room as at the last measure: the same lines, measured already.
                    setWidthConstants(of: label, to: wrappedWidth)
                    continue
                }
                label.measuresUnwrapped = false
                entry.measuredWidth = width
                entry.availableWidth = width
                if refreshIntrinsic(of: label) { touched = true }
            }
            return touched
        }
        return probed || wrapped || restoredBefore || restoredAfter
    }

    /// For a wrapped label exactly as wide as its wrapped text (its own hugging may be all
    /// that holds it) whose text is wider on one line: that one-line width and the wrapped
    /// width, since more room may have opened. Nil otherwise.
    private func roomProbe(of label: Label, entry: WeakLabel) -> (oneLine: Double, wrapped: Double)? {
        guard let hugging = state.support.intrinsic[ObjectIdentifier(label)]?.constraints[0] else { return nil }
        let wrapped = hugging.constant
        guard abs(label.layoutVariables.width.value - wrapped) < 1e-6 else { return nil }
        if entry.oneLineWidth.isNaN { entry.oneLineWidth = label.intrinsicSize(wrappingAt: nil).width }
        return entry.oneLineWidth > wrapped + 1e-9 ? (entry.oneLineWidth, wrapped) : nil
    }

    /// Keeps an entry for a label that wraps (a new one each time the label is refreshed: its
    /// text metrics may have changed) and queues it for the first pass when its text is to be
    /// measured unwrapped; a one-line label has none.
    func registerWrapping(_ label: Label) {
        let id = ObjectIdentifier(label)
        guard label.numberOfLines != 1 else {
            state.labels.byItem[id] = nil
            return
        }
        let entry = WeakLabel(label: label)
        state.labels.byItem[id] = entry
        if label.measuresUnwrapped { state.labels.toMeasure.append(entry) }
    }

    /// Sets the label's width hugging and compression-resistance constants.
    private func setWidthConstants(of label: Label, to width: Double) {
        guard let support = state.support.intrinsic[ObjectIdentifier(label)] else { return }
        for c in support.constraints.prefix(2).compactMap({ $0 }) where c.constant != width { c.constant = width }
    }
}
