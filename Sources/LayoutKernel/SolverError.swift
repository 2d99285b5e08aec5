/// Why a `Solver` call failed. A call that throws leaves the solver exactly as it was.
public enum SolverError: Error, Equatable, CustomStringConvertible {
    /// The constraint is already in this solver.
    case duplicateConstraint(Constraint)
    /// A required constraint cannot hold together with the required constraints listed, a
    /// minimal set: without any one of them the constraint could be added.
    case unsatisfiableConstraint(Constraint, conflictingWith: [Constraint])
    /// The constraint is not in this solver.
    case unknownConstraint(Constraint)
    /// The variable is already an edit variable of this solver.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable of this solver.
    case unknownEditVariable(Variable)
    /// Edit variables cannot be required, and a strength change may not cross between
    /// required and optional.
    case badRequiredStrength
    /// A coefficient, constant or suggested value is NaN or infinite; or the call's numbers lie
    /// so far outside ordinary magnitudes that its result could not be computed in doubles (a
    /// value overflowed to infinity or NaN, or a required constraint would be missed by more
    /// than rounding): the call was undone (see `Solver`, "Extreme magnitudes").
    case nonFiniteValue
    /// A strength's priority is not above 0 or not finite, or its weight is negative or not
    /// finite.
    case invalidStrength
    /// The constraint is held by another solver (a constraint belongs to at most one solver
    /// at a time; see `Constraint`).
    case constraintHeldByAnotherSolver(Constraint)
    /// The variable is held by another solver (a variable belongs to at most one solver at a
    /// time, while a constraint or edit variable there mentions it; see `Variable`).
    case variableHeldByAnotherSolver(Variable)

    /// A sentence saying what went wrong, naming the objects involved.
    public var description: String {
        switch self {
        case .duplicateConstraint(let c): return "duplicate constraint: \(c)"
        case .unsatisfiableConstraint(let c, let others):
            let list = others.map { "  \($0)" }.joined(separator: "\n")
            return "unsatisfiable constraint: \(c)\nconflicts with:\n\(list)"
        case .unknownConstraint(let c): return "unknown constraint: \(c)"
        case .duplicateEditVariable(let v): return "duplicate edit variable: \(v)"
        case .unknownEditVariable(let v): return "unknown edit variable: \(v)"
        case .badRequiredStrength: return "bad required strength: edit variables and strength changes must stay optional"
        case .nonFiniteValue:
            return "non-finite value: NaN or infinity is not a valid coefficient, constant or value, "
                + "and no result may overflow to it"
        case .constraintHeldByAnotherSolver(let c): return "constraint held by another solver: \(c)"
        case .variableHeldByAnotherSolver(let v): return "variable held by another solver: \(v)"
        case .invalidStrength: return "invalid strength: the priority must be finite and above 0, the weight finite and not negative"
        }
    }
}
