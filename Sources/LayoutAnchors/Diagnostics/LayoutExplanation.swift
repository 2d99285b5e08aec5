/// Why a view's frame is what it is along one axis: the active constraints that hold its
/// position and size there at the current solution, nearest first, each once, followed through
/// guides, stack views, scroll views and other views down to the fixed inputs (the window's
/// size and safe area, intrinsic sizes, the keyboard, a scroll view's content offset).
///
/// ```swift
/// let why = title.explainLayout(.vertical)
/// print(why)   // one line per constraint: the constraint, the value it gave, and where a
///              // fixed input came from ("safe area top 47 (window)")
/// ```
///
/// A constraint that holds no value at the solution is not listed: an inequality with room
/// to spare, or an optional constraint overridden by a stronger one. Changing the constant of
/// a listed constraint moves the view; changing an unlisted one does not.
public struct LayoutExplanation: CustomStringConvertible {
    /// The constraints that hold the view where it is along the axis, nearest first.
    public let constraints: [LayoutConstraint]
    /// One line per constraint: the constraint in UIKit's format, the value it gave (the
    /// attribute it constrains, in window coordinates for positions) and, for a fixed input,
    /// where that came from.
    public let description: String
}

extension View {
    /// Why this view's frame is what it is along `axis` (see ``LayoutExplanation``). Lays the
    /// hierarchy out first when it needs it, so the answer is about the frames you would read.
    public func explainLayout(_ axis: Axis) -> LayoutExplanation {
        layoutIfNeeded()
        let vars = layoutVariables
        let variables = axis == .horizontal ? [vars.minX, vars.width] : [vars.minY, vars.height]
        let constraints = engine.bindingConstraints(for: variables)
        let lines = constraints.map { ExplanationLine(for: $0).text }
        let header = "\(itemName(self)) along the \(axis == .horizontal ? "horizontal" : "vertical") axis"
        let body = constraints.isEmpty ? ["  (no constraint holds it: its frame is set by hand)"] : lines.map { "  " + $0 }
        return LayoutExplanation(constraints: constraints, description: ([header] + body).joined(separator: "\n"))
    }
}

extension LayoutEngine {
    /// The layout constraints whose constants hold any of `variables` where they are, nearest
    /// first, each once: the kernel's binding constraints of each variable, interleaved by
    /// distance, mapped back to the constraints that made them.
    func bindingConstraints(for variables: [Variable]) -> [LayoutConstraint] {
        let lists = variables.map { solver.bindingConstraints(for: $0) }
        guard lists.contains(where: { !$0.isEmpty }) else { return [] }
        let index = constraintsByKernel()
        var seen = Set<ObjectIdentifier>(), result: [LayoutConstraint] = []
        for rank in 0..<(lists.map(\.count).max() ?? 0) {
            for list in lists where rank < list.count {
                let k = list[rank]
                guard seen.insert(ObjectIdentifier(k)).inserted, let c = index[ObjectIdentifier(k)] else { continue }
                result.append(c)
            }
        }
        return result
    }
}
