/// Ambiguity checks, the constraints affecting a view, and fitting sizes.
///
/// A variable is ambiguous when it can move without changing the error of any constraint at
/// any priority. The solver answers that from its solved tableau for all variables at once
/// (`Solver.freeVariables(among:)`), so the check costs about as much as reading the layout.
/// Fitting sizes solve on a copy of the constraints (so the live layout is never disturbed).
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
        return solver.freeVariables(among: item.layoutVariables.all).contains(true)
    }

    /// The issues after running the pending checks (ambiguity is checked when issues are read
    /// after a layout, once per change of the constraint set, so layout itself stays fast).
    var checkedIssues: [LayoutIssue] {
        if !needsLayout && pending.isEmpty { checkAmbiguity() }
        return issues
    }

    /// Records one `.ambiguousLayout` issue per view, custom guide or scroll content area that
    /// became ambiguous (or ambiguous in other attributes) since the last check.
    func checkAmbiguity() {
        guard checkedStructureGeneration != structureGeneration, let root else { return }
        checkedStructureGeneration = structureGeneration
        var items: [(item: AnyObject, vars: ItemVariables, isContent: Bool)] = []
        // Iterative walk: hierarchies may be as deep as they are wide.
        var stack: [View] = [root]
        while let view = stack.popLast() {
            stack.append(contentsOf: view.subviews.reversed())
            if isPlaced(view.layoutVariables) || !view.translatesAutoresizingMaskIntoConstraints {
                items.append((view, view.layoutVariables, false))
            }
            for guide in view.ownGuides where isRegistered(guide) { items.append((guide, guide.layoutVariables, false)) }
            if let scrollView = view as? ScrollView {
                let content = scrollView.contentLayoutGuide
                if guideSupports[ObjectIdentifier(content)] != nil { items.append((scrollView, content.layoutVariables, true)) }
            }
        }
        var queried: [Variable] = []
        queried.reserveCapacity(items.count * 4)
        for entry in items { queried += entry.vars.all }
        let free = solver.freeVariables(among: queried)
        var reported: [ObjectIdentifier: AmbiguousAttributes] = [:]
        for (i, entry) in items.enumerated() {
            var attributes = AmbiguousAttributes(free: free[(4 * i)..<(4 * i + 4)])
            if entry.isContent { attributes = attributes.intersection([.width, .height]) }
            guard !attributes.isEmpty else { continue }
            let id = ObjectIdentifier(entry.vars)
            reported[id] = attributes
            if reportedAmbiguity[id] == attributes { continue }
            record(LayoutIssue(kind: .ambiguousLayout, constraint: nil, conflictingConstraints: [],
                               description: entry.isContent ? attributes.scrollContentDescription(for: entry.item)
                                                            : attributes.description(for: entry.item)))
        }
        reportedAmbiguity = reported
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

    /// The view's size with its width and height pulled towards `target` at the fitting-size
    /// priority, solved on a copy (its own autoresizing size constraints set aside).
    func fittingSize(of view: View, target: Size) -> Size {
        layoutIfNeeded()
        let vars = variables(of: view)
        let own = Set((autoresizing[ObjectIdentifier(view)] ?? []).suffix(2).compactMap { $0.kernel }.map(ObjectIdentifier.init))
        let kept = byKernel.values.compactMap(\.kernel).filter { !own.contains(ObjectIdentifier($0)) }
        let copy = AmbiguityProbe(constraints: kept)
        let strength = Strength(Double(LayoutPriority.fittingSizeLevel.rawValue))
        let width = copy.solve(vars.width, towards: target.width, strength: strength, alsoPulling: vars.height, towards: target.height)
        return Size(width: rounding.round(width.0), height: rounding.round(width.1))
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
