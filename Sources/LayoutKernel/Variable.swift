/// A named unknown of a linear system: the thing a `Solver` finds a value for.
///
/// Variables are handles with identity semantics: two variables are equal only when they are
/// the same object, whatever their names. `value` is written only by `Solver.updateVariables()`;
/// a variable that no constraint determines keeps the value 0.
///
/// ```swift
/// let left = Variable("left"), width = Variable("width")
/// try solver.add(left + width <= 320)
/// ```
public final class Variable: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// The name given at creation; used only for descriptions and debugging.
    public let name: String

    /// The value most recently written by `Solver.updateVariables()` (0 until then).
    /// (Written only by the solver that holds the variable; not checked for exclusive access
    /// at run time, as a solver is not thread-safe anyway.)
    @exclusivity(unchecked) public internal(set) var value: Double = 0

    /// The solver that last registered this variable and the symbol it gave it: a cache that
    /// lets a solver find its symbol without hashing. The solver validates the pair itself.
    /// A number for the code that owns the variable, such as a layout engine's table index;
    /// the solver never reads or writes it. 0 until set.
    @exclusivity(unchecked) public var tag: Int = 0

    @exclusivity(unchecked) var cachedSolverID: ObjectIdentifier?
    @exclusivity(unchecked) var cachedSymbol: Int32 = -1

    /// Creates a variable; `name` is only used in descriptions.
    public init(_ name: String = "") {
        self.name = name
    }

    /// The name, or the object address when the variable has none.
    public var description: String {
        name.isEmpty ? "Variable(\(ObjectIdentifier(self).hashValue))" : name
    }

    /// Identity comparison: a variable equals only itself.
    public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs === rhs }

    /// Hashes the object identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
