/// A problem the layout engine found: a required constraint it could not satisfy, a constraint
/// it refused, or an ambiguous layout. Read them with `View.layoutIssues`; each is also printed
/// once to standard error.
public struct LayoutIssue: CustomStringConvertible {
    /// What kind of problem.
    public enum Kind: Hashable, Sendable {
        /// A required constraint conflicts with others and is left unenforced.
        case unsatisfiable
        /// A constraint was refused: no common ancestor, a non-finite number, a bad priority
        /// change, or a view added as its own ancestor.
        case invalidConstraint
        /// Something can move without changing any error (e.g. scrollable content size).
        case ambiguousLayout
    }

    /// What kind of problem.
    public let kind: Kind
    /// The constraint broken or refused, if any.
    public let constraint: LayoutConstraint?
    /// For `.unsatisfiable`: the minimal set of constraints it conflicts with.
    public let conflictingConstraints: [LayoutConstraint]
    /// A message in the style of UIKit's console log.
    public var description: String

    /// Creates an issue.
    public init(kind: Kind, constraint: LayoutConstraint?, conflictingConstraints: [LayoutConstraint], description: String) {
        self.kind = kind
        self.constraint = constraint
        self.conflictingConstraints = conflictingConstraints
        self.description = description
    }

    /// UIKit's "Unable to simultaneously satisfy constraints." message for a broken constraint.
    static func unsatisfiable(_ broken: LayoutConstraint, conflicts: [LayoutConstraint]) -> LayoutIssue {
        let list = (conflicts + [broken]).map { "    \"\($0)\"" }.joined(separator: ",\n")
        let text = """
            Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want.
            \tTry this:
            \t\t(1) look at each constraint and try to figure out which you don't expect;
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it.
            (
            \(list)
            )

            Will attempt to recover by breaking constraint
            \(broken)
            """
        return LayoutIssue(kind: .unsatisfiable, constraint: broken, conflictingConstraints: conflicts, description: text)
    }
}
