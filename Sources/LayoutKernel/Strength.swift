/// How much a constraint matters: a priority level, and a weight inside that level.
///
/// Strengths are hierarchical, as in the original Cassowary paper's symbolic weights: the
/// solver first minimises the errors of the highest priority in use, then, without giving any
/// of that back, those of the next one, and so on. So one `.medium` constraint beats any
/// number of `.weak` ones. `weight` scales a constraint's error against the others of the
/// same priority. A priority of 1000 or more is `required`: such a constraint must hold.
public struct Strength: Comparable, Hashable, Sendable, CustomStringConvertible {
    /// The level; higher levels are satisfied first. 1000 and above means required.
    public let priority: Double
    /// The factor applied to errors within the level; `.strong.weight == 1`.
    public let weight: Double

    /// Creates a strength at `priority` with `weight` inside that level. Any numbers are
    /// accepted here; a solver refuses a priority that is not above 0 and finite, or a weight
    /// that is negative or not finite, with `SolverError.invalidStrength`.
    public init(_ priority: Double, weight: Double = 1) {
        self.priority = priority
        self.weight = weight
    }

    /// Must hold; the solver refuses a required constraint it cannot satisfy.
    public static let required = Strength(1000)
    /// Priority 750.
    public static let strong = Strength(750)
    /// Priority 500.
    public static let medium = Strength(500)
    /// Priority 250.
    public static let weak = Strength(250)

    /// True for priorities of 1000 and above.
    public var isRequired: Bool { priority >= 1000 }

    /// Orders by priority, then by weight.
    public static func < (lhs: Strength, rhs: Strength) -> Bool {
        lhs.priority != rhs.priority ? lhs.priority < rhs.priority : lhs.weight < rhs.weight
    }

    /// `required`, `strong`, `medium`, `weak`, or the numbers.
    public var description: String {
        if isRequired { return "required" }
        let name: String
        switch priority {
        case 750: name = "strong"
        case 500: name = "medium"
        case 250: name = "weak"
        default: name = NumberText.exact(priority)
        }
        return weight == 1 ? name : "\(name)*\(NumberText.exact(weight))"
    }

    /// Whether the solver can rank this strength: a finite priority above 0 and a finite,
    /// non-negative weight. The initialiser accepts any numbers (it never traps); every solver
    /// call that takes a strength checks this and throws `SolverError.invalidStrength`.
    var isValid: Bool { priority > 0 && priority.isFinite && weight >= 0 && weight.isFinite }
}
