/// Which constraint breaks when required constraints conflict (API.md "Which constraint
/// breaks"): never one the library made itself (stack views' `UISV-…`, autoresizing, guides,
/// intrinsic sizes) while an app constraint in the conflicting set can go; between app
/// constraints, the latest one added. UIKit behaves so: hiding a stack row that has a
/// required height of its own collapses the row and logs the app's height as broken.
extension LayoutConstraint {
    /// True for a constraint the library made: its own bookkeeping (autoresizing, guides,
    /// intrinsic sizes) and the anchor constraints it marks with `markLibraryMade()` (stack
    /// views' `UISV-…`; containers that size their cells). Marked rather than recognised by
    /// identifier, so that an app constraint named like UIKit's is still the app's.
    var isLibraryMade: Bool { origin != .user || isMarkedLibraryMade }

    /// Marks a constraint made with anchors by the library itself (a table's row height, a
    /// collection's cell size): in a conflict an app constraint breaks before it.
    func markLibraryMade() { isMarkedLibraryMade = true }
}

extension LayoutEngine {
    /// The app constraint to break instead of `c`, whose addition failed against `conflicts`
    /// (kernel constraints in the solver): the latest added app constraint among `c` and them,
    /// unless that is `c` itself. Nil: `c` breaks.
    func constraintToBreak(insteadOf c: LayoutConstraint, conflicts: [Constraint]) -> LayoutConstraint? {
        guard !conflicts.isEmpty else { return nil }
        let index = constraintsByKernel()
        var victim: LayoutConstraint? = c.isLibraryMade ? nil : c
        for k in conflicts {
            guard let other = index[ObjectIdentifier(k)], other !== c, !other.isLibraryMade else { continue }
            if victim == nil || other.sequence > victim!.sequence { victim = other }
        }
        return victim === c ? nil : victim
    }

    /// Takes `victim` out of the solver and reports it broken, in conflict with `cause` (the
    /// constraint that now holds instead) and the rest of the conflicting set.
    func breakInstead(_ victim: LayoutConstraint, for cause: LayoutConstraint, conflicts: [Constraint]) {
        let index = constraintsByKernel()
        let others = conflicts.compactMap { index[ObjectIdentifier($0)] }.filter { $0 !== victim }
        dropKernel(victim)
        let wasBroken = victim.isBroken
        victim.isBroken = true
        victim.triedGeneration = state.constraints.generation
        if !wasBroken {
            state.constraints.broken.append(victim)
            record(LayoutIssue.unsatisfiable(victim, conflicts: others + [cause]))
        }
    }
}
