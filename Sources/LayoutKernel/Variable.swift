/// A named unknown of a linear system: the thing a `Solver` finds a value for.
///
/// Variables are handles with identity semantics: two variables are equal only when they are
/// the same object, whatever their names. `value` is written by `Solver.updateVariables()`
/// (and by a removal that hands the variable back, see below); a variable that no constraint
/// determines has the value 0.
///
/// ```swift
/// let left = Variable("left"), width = Variable("width")
/// try solver.add(left + width <= 320)
/// ```
///
/// **Threads and solvers.** A variable belongs to at most one solver at a time: the solver
/// claims it when a constraint or edit variable that mentions it is added, and hands it back
/// when the last of those is removed (writing its final value then; the next
/// `updateVariables()` still lists it if that value changed), at `reset()`, or when the
/// solver is freed. Adding a
/// constraint or edit variable that mentions a variable another solver holds throws
/// `SolverError.variableHeldByAnotherSolver`. So two solvers on two threads never share
/// state through a variable. `value` and `tag` may be read from any thread (atomically; a
/// read during a solver call may see the value before or after it).
public final class Variable: Hashable, CustomStringConvertible, Sendable {
    /// The atomic words (see `AtomicWords`), declared first so that they start the object's
    /// stored properties. Word 0: the token of the solver that holds the variable (0: none).
    /// Word 1: `value`. Word 2: `tag`. Word 3: `cachedSymbol`. Touched only through `words`
    /// (C atomics), never as a Swift property after `init`: that is why the opt-out from
    /// Sendable checking is sound here, and it is the class's only one.
    nonisolated(unsafe) private var storage: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, UInt64.max)

    /// The name given at creation; used only for descriptions and debugging.
    public var name: String { storedName.text }
    /// The name, in one word (see `VariableName`).
    private let storedName: VariableName

    /// The words in `storage`; use on a reference you hold, within one statement.
    @usableFromInline var words: AtomicWords {
        @inlinable @inline(__always) get { AtomicWords(of: self) }
    }

    /// The value most recently written by `Solver.updateVariables()` of the solver that holds
    /// the variable (0 until then). Inlined into the caller: a read is one load.
    public internal(set) var value: Double {
        @inlinable @inline(__always) get { withExtendedLifetime(self) { words.double(1) } }
        set { words.setDouble(1, newValue) }
    }

    /// A number for the code that owns the variable, such as a layout engine's table index;
    /// the solver never reads or writes it. 0 until set.
    public var tag: Int {
        // Inlined into the caller: a layout engine reads it for every changed variable.
        @inlinable @inline(__always) get { withExtendedLifetime(self) { words.int(2) } }
        set { words.setInt(2, newValue) }
    }

    /// The symbol the holding solver gave this variable: a cache that lets it find the symbol
    /// without hashing (-1: none). Read and written only by the solver whose token is in
    /// word 0; kept in a word (a relaxed atomic: a plain load or store) so that the handle has
    /// no mutable state outside its words. Starts at -1 (`storage`'s last word).
    var cachedSymbol: Int32 {
        @inline(__always) get { Int32(truncatingIfNeeded: words.int(3)) }
        @inline(__always) set { words.setInt(3, Int(newValue)) }
    }

    /// Creates a variable; `name` is only used in descriptions.
    public convenience init(_ name: String = "") {
        self.init(name: VariableName(name))
    }

    /// Creates a variable with a name packed beforehand.
    package init(name: VariableName) {
        storedName = name
    }

    /// Creates a variable with the same name as `other`.
    package convenience init(namedLike other: Variable) {
        self.init(name: other.storedName)
    }

    /// The name, or the object address when the variable has none.
    public var description: String {
        storedName.isEmpty ? "Variable(\(ObjectIdentifier(self).hashValue))" : name
    }

    /// Identity comparison: a variable equals only itself.
    public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs === rhs }

    /// Hashes the object identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
