/// A linear relation `expression  relation  0` with a strength.
///
/// Constraints are handles with identity semantics: the same object can be added to a solver
/// once, and it is removed or changed through that object. Build them with the operator DSL
/// (`x + 10 <= 2 * y`, `(x == 100) | .weak`) or with this initialiser.
///
/// **Threads and solvers.** A constraint belongs to at most one solver at a time: from a
/// successful `add` until its `remove`, the solver's `reset()`, or the solver being freed.
/// Adding it to another solver meanwhile throws `SolverError.constraintHeldByAnotherSolver`
/// (and every variable it mentions is held the same way, see `Variable`). So `setConstant`
/// in one solver can never change another's result. `expression` and `strength` may be read
/// from any thread (atomically; a read during a solver call may see the old or new number).
public final class Constraint: Hashable, CustomStringConvertible, Sendable {
    /// The atomic words (see `AtomicWords`), declared first so that they start the object's
    /// stored properties. Word 0: the token of the solver that holds the constraint (0: none).
    /// Words 1, 2, 3: the expression's constant, the strength's priority and weight. Word 4:
    /// `cachedSlot` (-1 at first) in its low 32 bits, `relation` (fixed at creation) above
    /// them: a byte of its own would push the object into the next malloc size. Touched only through `words` (C atomics), never as a Swift property after
    /// `init`: that is why the opt-out from Sendable checking is sound here, and it is the
    /// class's only one.
    nonisolated(unsafe) private var storage: (UInt64, UInt64, UInt64, UInt64, UInt64)
    /// The terms, fixed at creation, in the object (see `ConstraintTerms`; the solver reads
    /// them here: `expression` builds a value and an array each time).
    let terms: ConstraintTerms

    /// How `expression` compares with zero.
    public var relation: Relation { Relation(code: UInt64(bitPattern: Int64(words.int(4))) >> 32) }

    /// The words in `storage`; use on a reference you hold, within one statement.
    var words: AtomicWords {
        @inline(__always) get { AtomicWords(of: self) }
    }

    /// The left-hand side, compared with zero. Its constant changes through
    /// `Solver.setConstant(_:for:)`.
    public var expression: LinearExpression { LinearExpression(terms.array, constant: constant) }

    /// The expression's constant.
    var constant: Double {
        get { words.double(1) }
        set { words.setDouble(1, newValue) }
    }

    /// The strength; changes through `Solver.setStrength(_:for:)`.
    public internal(set) var strength: Strength {
        get { Strength(words.double(2), weight: words.double(3)) }
        set {
            words.setDouble(2, newValue.priority)
            words.setDouble(3, newValue.weight)
        }
    }

    /// The slot of the holding solver's record: a cache that lets it find the record without
    /// hashing (-1: none). Read and written only by the solver whose token is in word 0; kept
    /// in a word (a relaxed atomic: a plain load or store) so that the handle has no mutable
    /// state outside its words.
    var cachedSlot: Int32 {
        @inline(__always) get { Int32(truncatingIfNeeded: words.int(4)) }
        @inline(__always) set {
            let relationBits = UInt64(bitPattern: Int64(words.int(4))) & ~0xFFFF_FFFF
            words.setInt(4, Int(bitPattern: UInt(relationBits | UInt64(UInt32(bitPattern: newValue)))))
        }
    }

    /// Creates `expression  relation  0` at `strength`.
    public init(_ expression: consuming LinearExpression, _ relation: Relation, strength: Strength = .required) {
        storage = (
            0, expression.constant.bitPattern, strength.priority.bitPattern, strength.weight.bitPattern,
            relation.code << 32 | 0xFFFF_FFFF
        )
        var taken: [Term] = []
        swap(&taken, &expression.terms)
        terms = ConstraintTerms(taking: taken)
    }

    /// `withStrength`'s copy: the terms as they are kept.
    private init(terms: ConstraintTerms, constant: Double, _ relation: Relation, strength: Strength) {
        storage = (
            0, constant.bitPattern, strength.priority.bitPattern, strength.weight.bitPattern,
            relation.code << 32 | 0xFFFF_FFFF
        )
        self.terms = terms
    }

    /// A copy of this constraint's relation at another strength: a new, separate constraint.
    /// Its terms are copied as they are kept (`expression` would build an array of them).
    public func withStrength(_ strength: Strength) -> Constraint {
        Constraint(terms: terms, constant: constant, relation, strength: strength)
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
