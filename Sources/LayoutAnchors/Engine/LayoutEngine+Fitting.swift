/// The engine's half of `View.systemLayoutSizeFitting` (View+Fitting.swift): solves a copy of
/// the hierarchy's constraints (`FittingProbe`), so the live layout never moves, re-wrapping
/// multi-line labels at the widths they get in the copy until nothing changes.
extension LayoutEngine {
    /// The most solves a fitting makes while wrapping labels settle.
    static let maximumFittingPasses = 8

    /// The view's size on a copy of the constraints (its own autoresizing size constraints set
    /// aside), pulled towards `target` at the given priorities, rounded to the pixel grid.
    func fittingSize(of view: View, target: Size, priorities: (LayoutPriority, LayoutPriority)) -> Size {
        guard target.width.isFinite, target.height.isFinite else { return view.storedFrame.size }
        layoutIfNeeded()
        let vars = variables(of: view)
        let own = Set(
            (state.support.autoresizing[ObjectIdentifier(view)] ?? []).suffix(2).compactMap { $0.kernel }.map(ObjectIdentifier.init))
        let kept = state.constraints.inSolver.compactMap(\.kernel).filter { !own.contains(ObjectIdentifier($0)) }
        // Required constraints the live layout had to break (typically against the view's own
        // autoresizing size, 0 x 0 for a view made without a frame) take part too: that size
        // is set aside here, as UIKit's fitting never holds it. Still conflicting: left out.
        let retried = state.constraints.broken.filter { $0.engineHandle === handle && $0.activeFlag }.compactMap { c in
            expression(for: c).map { Constraint($0, c.relation.kernel, strength: c.strength) }
        }
        let copy = FittingProbe(constraints: kept + retried)
        copy.pull(vars.width, towards: target.width, priority: priorities.0)
        copy.pull(vars.height, towards: target.height, priority: priorities.1)
        var passes = 0
        while passes < LayoutEngine.maximumFittingPasses {
            passes += 1
            copy.solver.updateVariables()
            guard rewrapLabels(in: copy) else { break }
        }
        return Size(width: rounding.round(copy.value(of: vars.width)), height: rounding.round(copy.value(of: vars.height)))
    }

    /// Sets each wrapping label's intrinsic-size constants in the copy from its width there;
    /// true when one changed.
    private func rewrapLabels(in copy: FittingProbe) -> Bool {
        var changed = false
        for entry in state.labels.byItem.values {
            guard let label = entry.label, label.wrapsAtSolvedWidth, let support = state.support.intrinsic[ObjectIdentifier(label)],
                copy.contains(label.layoutVariables.width)
            else { continue }
            let width = copy.value(of: label.layoutVariables.width)
            let size = label.intrinsicSize(wrappingAt: width > 0 ? width : nil)
            // Slots: width hugging, width compression, height hugging, height compression.
            for (slot, c) in support.constraints.enumerated() {
                guard let c, let kernel = c.kernel else { continue }
                if copy.setConstant(slot < 2 ? size.width : size.height, ofCopyOf: kernel) { changed = true }
            }
        }
        return changed
    }
}
