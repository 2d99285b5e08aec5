/// Baseline constraints follow a label's new font.
///
/// A baseline attribute enters a kernel expression as a constant offset read when the
/// expression is built (`firstBaselineFromTop`, `lastBaselineFromBottom`: a label's point size,
/// or a stack view's forwarded one). A text size or direction change rebuilds them all
/// (`rebuildForEnvironment`); a label's own font change did not, so two labels in a
/// first-baseline row kept their tops level after one got a larger font. The labels whose
/// intrinsic size was refreshed in a layout are checked here: each constraint with a baseline
/// attribute on such a label, or on a stack view above it (its baselines may forward to the
/// label), is rebuilt when the offsets it was built with changed. One pass over the solver's
/// constraints, only in layouts in which a label's size changed.
extension LayoutEngine {
    /// Rebuilds the baseline constraints on `labels` (and the stack views above them) whose
    /// built offsets are stale.
    func refreshBaselineConstraints(after labels: [View]) {
        // Without any baseline constraint there is nothing to refresh; this keeps the scan
        // over every constraint in the solver below off layouts that only resize labels.
        guard state.constraints.hasHadBaselineConstraint else { return }
        var items = Set<ObjectIdentifier>()
        for label in labels where label is Label {
            var view: View? = label
            while let v = view, items.insert(ObjectIdentifier(v)).inserted {
                view = v.superview as? StackView
            }
        }
        guard !items.isEmpty else { return }
        var stale: [LayoutConstraint] = []
        for c in state.constraints.inSolver where c.firstAttribute.isBaseline || c.secondAttribute.isBaseline {
            let touches = [c.firstItem, c.secondItem].contains { $0.map { items.contains(ObjectIdentifier($0)) } ?? false }
            if touches && baselineOffsets(of: c) != c.kernelExtras.baseline - c.constant { stale.append(c) }
        }
        guard !stale.isEmpty else { return }
        // As in rebuildForEnvironment: every old form leaves before a new one enters.
        stale.sort { $0.sequence < $1.sequence }
        for c in stale.reversed() { dropKernel(c) }
        for c in stale { add(c) }
    }

    /// The baseline part of a constraint's kernel constant as it would be built now.
    private func baselineOffsets(of c: LayoutConstraint) -> Double {
        func offset(_ item: AnyObject?, _ attribute: LayoutAttribute, _ k: Double) -> Double {
            guard let view = item as? View else { return 0 }
            switch attribute {
            case .firstBaseline: return view.firstBaselineFromTop.map { k * $0 } ?? 0
            case .lastBaseline: return -k * view.lastBaselineFromBottom
            default: return 0
            }
        }
        return offset(c.firstItem, c.firstAttribute, 1) + offset(c.secondItem, c.secondAttribute, -c.multiplier)
    }
}

extension LayoutAttribute {
    /// First or last baseline.
    var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }
}
