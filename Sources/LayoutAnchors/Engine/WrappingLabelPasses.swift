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

    /// Writes the values solved after a flush and runs both passes (see `wrapLabels`).
    ///
    /// When no probe runs, the first pass reads nothing but the widths of the labels queued
    /// since the last layout, and nothing else reads a value before the second solve: those
    /// widths are computed without writing (`Solver.currentValues`) and the values written
    /// once, after both solves. Writing them after each solve evaluated and listed every view
    /// that the new heights move twice (the rows below an edited label: all of them, for a
    /// label at the top of a long stack).
    func writeValuesWrappingLabels(probing: Bool) {
        guard !probing, !state.pass.isScrollOnlyLayout, !state.labels.toMeasure.isEmpty else {
            writeSolvedValues()
            if wrapLabelsAtTheirAvailableWidth(probing: probing) { writeSolvedValues() }
            return
        }
        var measured: [Label] = []
        _ = wrapLabels(probing: false, valuesWritten: false, measured: &measured)
        writeSolvedValues()
        // A label measured at a width that the second solve moved back to its last written
        // value is not listed by the solver, yet its measure is stale: listed here, so that
        // `rewrapLabelsWhoseWidthChanged` measures it again at the width it has.
        for label in measured {
            let width = label.layoutVariables.width
            if let entry = state.labels.byItem[ObjectIdentifier(label)], entry.measuredWidth != width.value {
                state.views.changedVariables.append(width)
            }
        }
    }

    /// Writes every changed value and notes the variables written.
    private func writeSolvedValues() {
        noteSolvedValues()
    }

    /// Runs both passes for the labels whose text metrics changed and, when `probing`, probes
    /// the wrapped ones that may have gained room; true when an intrinsic-size constant
    /// changed (the caller solves again). The solved values must be written.
    func wrapLabelsAtTheirAvailableWidth(probing: Bool) -> Bool {
        var measured: [Label] = []
        return wrapLabels(probing: probing, valuesWritten: true, measured: &measured)
    }

    /// `wrapLabelsAtTheirAvailableWidth`, which reads the labels' widths from the solver
    /// unless `valuesWritten`, and appends each label measured at its solved width to
    /// `measured`.
    private func wrapLabels(probing: Bool, valuesWritten: Bool, measured: inout [Label]) -> Bool {
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
        var written = valuesWritten
        if probed || restoredBefore {
            writeSolvedValues()
            written = true
        }
        let widths = solvedWidths(of: firstPass.map(\.label), valuesWritten: written)
        let (wrapped, restoredAfter) = applyingConstantBatch { () -> Bool in
            var touched = false
            for (k, (label, entry, wrappedWidth)) in firstPass.enumerated() {
                let width = widths[k]
                if let wrappedWidth, abs(width - entry.availableWidth) < 1e-6 {
                    // The same room as at the last measure: the same lines, measured already.
                    setWidthConstants(of: label, to: wrappedWidth)
                    continue
                }
                label.measuresUnwrapped = false
                entry.measuredWidth = width
                entry.availableWidth = width
                measured.append(label)
                // Its variable may not hold the width yet (see `writeValuesWrappingLabels`).
                label.widthBeingMeasured = width
                if refreshIntrinsic(of: label) { touched = true }
                label.widthBeingMeasured = .nan
            }
            return touched
        }
        return probed || wrapped || restoredBefore || restoredAfter
    }

    /// The labels' solved widths: read from their variables when the values are written, else
    /// computed by the solver, or (past a few definitions a label: a width at the end of a long
    /// chain) written and read.
    private func solvedWidths(of labels: [Label], valuesWritten: Bool) -> [Double] {
        let variables = labels.map { $0.layoutVariables.width }
        if !valuesWritten, let widths = solver.currentValues(of: variables, budget: 16 * labels.count + 256) { return widths }
        if !valuesWritten { writeSolvedValues() }
        return variables.map(\.value)
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
