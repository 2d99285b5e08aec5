/// Ambiguity checks and the constraints affecting a view.
///
/// A variable is ambiguous when it can move without changing the error of any constraint at
/// any priority. The solver answers that from its solved tableau for all variables at once
/// (`Solver.freeVariables(among:)`), so the check costs about as much as reading the layout.
/// Fitting sizes solve on a copy of the constraints (so the live layout is never disturbed).
extension LayoutEngine {
    /// The strength that pulls a variable to probe whether it can move: below every priority a
    /// user can give (1...1000), so it never changes what the layout's own constraints decide.
    static let probeStrength = Strength(0.001)

    func isAmbiguous(_ item: LayoutItem) -> Bool {
        layoutIfNeeded()
        if !isRegistered(item) {
            if let view = item as? View { return !view.translatesAutoresizingMaskIntoConstraints }
            guard let guide = item as? LayoutGuide, guide.kind != .custom, guide.owningView != nil else { return true }
            // A system guide nothing uses yet: install its definition, then ask.
            _ = variables(of: guide)
            setNeedsLayout()
            layoutIfNeeded()
        }
        let key = (structure: state.constraints.structureGeneration, constants: state.constraints.generation)
        if state.diagnostics.ambiguityCache == nil || state.diagnostics.ambiguityCache!.key != key { _ = computeAmbiguity() }
        if let attributes = state.diagnostics.ambiguityCache?.byItem[ObjectIdentifier(item.layoutVariables)] { return !attributes.isEmpty }
        return solver.freeVariables(among: item.layoutVariables.all).contains(true)
    }

    /// The issues after running the pending checks (ambiguity is checked when issues are read
    /// after a layout, once per change of the constraints, so layout itself stays fast).
    var checkedIssues: [LayoutIssue] {
        if !state.pass.needsLayout && state.constraints.pending.isEmpty { checkAmbiguity() }
        return state.diagnostics.issues
    }

    /// Records one `.ambiguousLayout` issue per view, custom guide or scroll content area that
    /// became ambiguous (or ambiguous in other attributes) since the last check.
    func checkAmbiguity() {
        let key = (structure: state.constraints.structureGeneration, constants: state.constraints.generation)
        guard state.diagnostics.checkedGenerations != key else { return }
        state.diagnostics.checkedGenerations = key
        var reported: [ObjectIdentifier: AmbiguousAttributes] = [:]
        for entry in computeAmbiguity() where !entry.attributes.isEmpty {
            let id = ObjectIdentifier(entry.vars)
            reported[id] = entry.attributes
            if state.diagnostics.reportedAmbiguity[id] == entry.attributes { continue }
            record(
                LayoutIssue(
                    kind: .ambiguousLayout, constraint: nil, conflictingConstraints: [],
                    description: entry.isContent
                        ? entry.attributes.scrollContentDescription(for: entry.item)
                        : entry.attributes.description(for: entry.item)))
        }
        state.diagnostics.reportedAmbiguity = reported
    }

    /// The free attributes of every view that constraints place (or should: not translating
    /// its autoresizing mask), every registered custom guide, and every scroll content area,
    /// from one query to the solver. Also refreshes `ambiguityCache` (by variables only, so
    /// that it keeps no item alive) for `hasAmbiguousLayout` until something changes.
    func computeAmbiguity() -> [AmbiguityEntry] {
        let key = (structure: state.constraints.structureGeneration, constants: state.constraints.generation)
        var items: [AmbiguityEntry] = []
        // Iterative walk: hierarchies may be as deep as they are wide.
        var stack: [View] = root.map { [$0] } ?? []
        while let view = stack.popLast() {
            stack.append(contentsOf: view.subviews.reversed())
            if isPlaced(view.layoutVariables) || !view.translatesAutoresizingMaskIntoConstraints {
                items.append(AmbiguityEntry(item: view, vars: view.layoutVariables, isContent: false))
            }
            for guide in view.ownGuides where isRegistered(guide) {
                items.append(AmbiguityEntry(item: guide, vars: guide.layoutVariables, isContent: false))
            }
            if let scrollView = view as? ScrollView {
                let content = scrollView.contentLayoutGuide
                if state.support.guides[ObjectIdentifier(content)] != nil {
                    items.append(AmbiguityEntry(item: scrollView, vars: content.layoutVariables, isContent: true))
                }
            }
        }
        var queried: [Variable] = []
        queried.reserveCapacity(items.count * 4)
        for entry in items { queried += [entry.vars.minX, entry.vars.minY, entry.vars.width, entry.vars.height] }
        let free = solver.freeVariables(among: queried)
        var byItem: [ObjectIdentifier: AmbiguousAttributes] = [:]
        for i in items.indices {
            var attributes = AmbiguousAttributes(free: free[(4 * i)..<(4 * i + 4)])
            if items[i].isContent { attributes = attributes.intersection([.width, .height]) }
            items[i].attributes = attributes
            if !items[i].isContent { byItem[ObjectIdentifier(items[i].vars)] = attributes }
        }
        state.diagnostics.ambiguityCache = AmbiguityCache(key: key, byItem: byItem)
        return items
    }

    /// The active constraints on a view's variables along an axis.
    func constraintsAffecting(_ view: View, axis: Axis) -> [LayoutConstraint] {
        layoutIfNeeded()
        let vars = view.layoutVariables
        let targets: Set<ObjectIdentifier> =
            axis == .horizontal
            ? [ObjectIdentifier(vars.minX), ObjectIdentifier(vars.width)]
            : [ObjectIdentifier(vars.minY), ObjectIdentifier(vars.height)]
        let found = state.constraints.inSolver.filter { c in
            c.kernel?.expression.terms.contains { targets.contains(ObjectIdentifier($0.variable)) } ?? false
        }
        return found.sorted { $0.sequence < $1.sequence }
    }
}

/// One item of an ambiguity check: a view, a custom guide, or a scroll view's content area
/// (`isContent`), with its free attributes.
struct AmbiguityEntry {
    let item: AnyObject
    let vars: ItemHandle
    let isContent: Bool
    var attributes = AmbiguousAttributes(rawValue: 0)
}

/// The free attributes of views and custom guides, by their variables, for one state of the
/// constraints (`key`: the structure and constant generations).
struct AmbiguityCache {
    let key: (structure: Int, constants: Int)
    let byItem: [ObjectIdentifier: AmbiguousAttributes]
}
