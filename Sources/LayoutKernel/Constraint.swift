/// A linear relation `expression  relation  0` with a strength.
///
/// Constraints are handles with identity semantics: the same object can be added to a solver
/// once, and it is removed or changed through that object. Build them with the operator DSL
/// (`x + 10 <= 2 * y`, `(x == 100) | .weak`) or with this initialiser.
public final class Constraint: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// The left-hand side, compared with zero. Its constant changes through
    /// `Solver.setConstant(_:for:)`.
    @exclusivity(unchecked) public internal(set) var expression: LinearExpression
    /// How `expression` compares with zero.
    public let relation: Relation
    /// The strength; changes through `Solver.setStrength(_:for:)`.
    @exclusivity(unchecked) public internal(set) var strength: Strength

    /// The solver that holds this constraint and its slot there: a cache that lets a solver
    /// find its record without hashing. The solver validates the pair itself.
    @exclusivity(unchecked) var cachedSolverID: ObjectIdentifier?
    @exclusivity(unchecked) var cachedSlot: Int32 = -1

    /// Creates `expression  relation  0` at `strength`.
    public init(_ expression: LinearExpression, _ relation: Relation, strength: Strength = .required) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
    }

    /// A copy of this constraint's relation at another strength: a new, separate constraint.
    public func withStrength(_ strength: Strength) -> Constraint {
        Constraint(expression, relation, strength: strength)
    }

    /// The constraint written out, as in `x + 10 - 2 * y <= 0 | strong`.
    public var description: String {
        "\(expression) \(relation) 0 | \(strength)"
    }

    /// Identity comparison.
    public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs === rhs }

    /// Hashes the object identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
