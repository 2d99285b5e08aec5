/// `systemLayoutSizeFitting`: the size a view's constraints give it when its width and height
/// are pulled towards a target at given priorities, solved on a copy of the hierarchy's
/// constraints so the live layout never moves.
///
/// Multi-line labels wrap at the width they get in that copy (height-for-width), as in the
/// live layout: solve, set each wrapping label's intrinsic-size constants from its width in
/// the copy, solve again, until nothing changes. This is the self-sizing cell: width
/// `.required`, height `.fittingSizeLevel` gives the height that fits the wrapped text.
extension View {
    /// The size the view's constraints give it with its width pulled towards `target.width`
    /// at `horizontalFittingPriority` and its height towards `target.height` at
    /// `verticalFittingPriority` (`.required` = exactly, unless a required constraint forbids
    /// it; then as close as it allows). Multi-line labels inside wrap to the width they receive.
    ///
    /// ```swift
    /// let size = card.systemLayoutSizeFitting(Size(width: 358, height: 0),
    ///                                         withHorizontalFittingPriority: .required,
    ///                                         verticalFittingPriority: .fittingSizeLevel)
    /// ```
    public func systemLayoutSizeFitting(
        _ target: Size, withHorizontalFittingPriority h: LayoutPriority,
        verticalFittingPriority v: LayoutPriority
    ) -> Size {
        engine.fittingSize(of: self, target: target, priorities: (h, v))
    }
}

extension LayoutEngine {
    /// The most solves a fitting makes while wrapping labels settle.
    static let maximumFittingPasses = 8

    /// The view's size on a copy of the constraints (its own autoresizing size constraints set
    /// aside), pulled towards `target` at the given priorities, rounded to the pixel grid.
    func fittingSize(of view: View, target: Size, priorities: (LayoutPriority, LayoutPriority)) -> Size {
        guard target.width.isFinite, target.height.isFinite else { return view.storedFrame.size }
        layoutIfNeeded()
        let vars = variables(of: view)
        let own = Set((autoresizing[ObjectIdentifier(view)] ?? []).suffix(2).compactMap { $0.kernel }.map(ObjectIdentifier.init))
        let kept = inSolver.compactMap(\.kernel).filter { !own.contains(ObjectIdentifier($0)) }
        // Required constraints the live layout had to break (typically against the view's own
        // autoresizing size, 0 x 0 for a view made without a frame) take part too: that size
        // is set aside here, as UIKit's fitting never holds it. Still conflicting: left out.
        let retried = broken.filter { $0.engineHandle === handle && $0.activeFlag }.compactMap { c in
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
        for entry in labels.values {
            guard let label = entry.label, label.wrapsAtSolvedWidth, let support = intrinsic[ObjectIdentifier(label)],
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

/// A copy of a solver's constraints on fresh variables, whose constants can still be changed.
final class FittingProbe {
    let solver = Solver()
    private var variables: [ObjectIdentifier: Variable] = [:]
    private var constraints: [ObjectIdentifier: Constraint] = [:]

    init(constraints originals: [Constraint]) {
        for c in originals {
            let terms = c.expression.terms.map { Term(copy(of: $0.variable), $0.coefficient) }
            let made = Constraint(LinearExpression(terms, constant: c.expression.constant), c.relation, strength: c.strength)
            if (try? solver.add(made)) != nil { constraints[ObjectIdentifier(c)] = made }
        }
    }

    private func copy(of variable: Variable) -> Variable {
        if let v = variables[ObjectIdentifier(variable)] { return v }
        let v = Variable(variable.name)
        variables[ObjectIdentifier(variable)] = v
        return v
    }

    /// Whether some copied constraint uses the variable.
    func contains(_ original: Variable) -> Bool { variables[ObjectIdentifier(original)] != nil }

    /// The solved value of the copy of `original` (0 when no constraint uses it).
    func value(of original: Variable) -> Double { variables[ObjectIdentifier(original)]?.value ?? 0 }

    /// Adds `original == value` at `priority`; a required pull that conflicts with required
    /// constraints is added just below required instead (as close as they allow).
    func pull(_ original: Variable, towards value: Double, priority: LayoutPriority) {
        let expression = LinearExpression([Term(copy(of: original), 1)], constant: -value)
        if (try? solver.add(Constraint(expression, .equal, strength: priority.strength))) != nil { return }
        _ = try? solver.add(Constraint(expression, .equal, strength: (LayoutPriority.required - 1).strength))
    }

    /// Sets the constant of the copy of a constraint `dimension - value  relation  0`; true
    /// when it changed.
    func setConstant(_ value: Double, ofCopyOf original: Constraint) -> Bool {
        guard let made = constraints[ObjectIdentifier(original)], made.expression.constant != -value else { return false }
        return (try? solver.setConstant(-value, for: made)) != nil
    }
}
