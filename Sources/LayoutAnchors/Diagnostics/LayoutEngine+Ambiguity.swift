/// Ambiguity checks and the constraints affecting a view.
///
/// A variable is ambiguous when it can move without changing the error of any constraint at
/// any priority. The check copies the solver's constraints onto fresh variables (so the live
/// layout is never disturbed) and, on that copy, adds `variable == value ± 1` at a priority
/// below every user priority: hierarchical optimisation never trades a higher level for it,
/// so the variable moves only if it is free.
extension LayoutEngine {
    /// The probe's strength: below every priority a user can give (1...1000).
    static let probeStrength = Strength(0.001)

    func isAmbiguous(_ item: LayoutItem) -> Bool {
        layoutIfNeeded()
        if !isRegistered(item) {
            if let view = item as? View { return !view.translatesAutoresizingMaskIntoConstraints }
            guard let guide = item as? LayoutGuide, guide.kind != .custom, guide.owningView != nil else { return true }
            // A system guide nothing uses yet: install its definition, then ask.
            _ = variables(of: guide)
            needsLayout = true
            layoutIfNeeded()
        }
        let copy = ambiguityProbe()
        return item.layoutVariables.all.contains { copy.canMove($0) }
    }

    /// The copy of the solver used for probing, rebuilt when constraints changed.
    func ambiguityProbe() -> AmbiguityProbe {
        let key = (structureGeneration, generation)
        if let cached = probeCache, cached.key == key { return cached.probe }
        let probe = AmbiguityProbe(constraints: Array(byKernel.keys.isEmpty ? [] : byKernel.values.compactMap(\.kernel)))
        probeCache = (key, probe)
        return probe
    }

    /// Records a `.ambiguousLayout` issue for each scroll view whose scrollable content size
    /// can move (Interface Builder's "Scrollable content size is ambiguous"). Run when issues
    /// are read, so layout itself stays fast.
    func checkScrollableContentAmbiguity() {
        guard checkedStructureGeneration != structureGeneration else { return }
        checkedStructureGeneration = structureGeneration
        var probe: AmbiguityProbe?
        for entry in scrollViews.values {
            guard let scrollView = entry.view else { continue }
            let guide = scrollView.contentLayoutGuide
            let id = ObjectIdentifier(scrollView)
            guard guideSupports[ObjectIdentifier(guide)] != nil else { continue }
            if probe == nil { probe = ambiguityProbe() }
            let vars = guide.layoutVariables
            var axes: [String] = []
            if probe!.canMove(vars.width) { axes.append("width") }
            if probe!.canMove(vars.height) { axes.append("height") }
            if axes.isEmpty {
                reportedAmbiguousScrollViews.remove(id)
            } else if reportedAmbiguousScrollViews.insert(id).inserted {
                record(LayoutIssue(kind: .ambiguousLayout, constraint: nil, conflictingConstraints: [],
                    description: "Scrollable content size is ambiguous for \(itemName(scrollView)): the \(axes.joined(separator: " and ")) of its contentLayoutGuide is not determined by constraints."))
            }
        }
    }

    /// The issues after running the pending checks.
    var checkedIssues: [LayoutIssue] {
        if !needsLayout && pending.isEmpty { checkScrollableContentAmbiguity() }
        return issues
    }

    /// The active constraints on a view's variables along an axis.
    func constraintsAffecting(_ view: View, axis: Axis) -> [LayoutConstraint] {
        layoutIfNeeded()
        let vars = view.layoutVariables
        let targets: Set<ObjectIdentifier> = axis == .horizontal
            ? [ObjectIdentifier(vars.minX), ObjectIdentifier(vars.width)]
            : [ObjectIdentifier(vars.minY), ObjectIdentifier(vars.height)]
        let found = byKernel.values.filter { c in
            c.kernel?.expression.terms.contains { targets.contains(ObjectIdentifier($0.variable)) } ?? false
        }
        return found.sorted { $0.sequence < $1.sequence }
    }
}

/// A copy of a solver's constraints on fresh variables, for questions that must not disturb
/// the live layout.
final class AmbiguityProbe {
    let solver = Solver()
    private var copies: [ObjectIdentifier: Variable] = [:]

    init(constraints: [Constraint]) {
        for c in constraints {
            let terms = c.expression.terms.map { Term(copy(of: $0.variable), $0.coefficient) }
            try? solver.add(Constraint(LinearExpression(terms, constant: c.expression.constant), c.relation, strength: c.strength))
        }
        solver.updateVariables()
    }

    private func copy(of variable: Variable) -> Variable {
        if let v = copies[ObjectIdentifier(variable)] { return v }
        let v = Variable(variable.name)
        copies[ObjectIdentifier(variable)] = v
        return v
    }

    /// Whether the variable can move up or down by one point without changing any error.
    func canMove(_ original: Variable) -> Bool {
        guard let v = copies[ObjectIdentifier(original)] else { return true }
        return probe(v, by: 1) || probe(v, by: -1)
    }

    private func probe(_ v: Variable, by delta: Double) -> Bool {
        solver.updateVariables()
        let start = v.value
        let pull = Constraint(LinearExpression([Term(v, 1)], constant: -(start + delta)), .equal, strength: LayoutEngine.probeStrength)
        guard (try? solver.add(pull)) != nil else { return false }
        solver.updateVariables()
        let moved = abs(v.value - start) > 1e-6
        try? solver.remove(pull)
        return moved
    }

    /// Solves with two variables pulled towards targets; returns their values.
    func solve(_ a: Variable, towards x: Double, strength: Strength, alsoPulling b: Variable, towards y: Double) -> (Double, Double) {
        let ca = copy(of: a), cb = copy(of: b)
        try? solver.add(Constraint(LinearExpression([Term(ca, 1)], constant: -x), .equal, strength: strength))
        try? solver.add(Constraint(LinearExpression([Term(cb, 1)], constant: -y), .equal, strength: strength))
        solver.updateVariables()
        return (ca.value, cb.value)
    }
}
