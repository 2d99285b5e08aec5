/// A copy of a solver's constraints on fresh variables, whose constants can still be changed.
final class FittingProbe {
    let solver = Solver()
    private var variables: [ObjectIdentifier: Variable] = [:]
    private var constraints: [ObjectIdentifier: Constraint] = [:]

    init(constraints originals: [Constraint]) {
        for c in originals {
            let terms = c.expression.terms.map { Term(copy(of: $0.variable), $0.coefficient) }
            let made = Constraint(LinearExpression(terms, constant: c.expression.constant), c.relation, strength: c.strength)
            if (try? solver.add(made)) != nil { constraints[ObjectIdentifier(c)] = made }
        }
    }

    private func copy(of variable: Variable) -> Variable {
        if let v = variables[ObjectIdentifier(variable)] { return v }
        let v = Variable(namedLike: variable)
        variables[ObjectIdentifier(variable)] = v
        return v
    }

    /// Whether some copied constraint uses the variable.
    func contains(_ original: Variable) -> Bool { variables[ObjectIdentifier(original)] != nil }

    /// The solved value of the copy of `original` (0 when no constraint uses it).
    func value(of original: Variable) -> Double { variables[ObjectIdentifier(original)]?.value ?? 0 }

    /// Adds `original == value` at `priority`; a required pull that conflicts with required
    /// constraints is added just below required instead (as close as they allow).
    func pull(_ original: Variable, towards value: Double, priority: LayoutPriority) {
        let expression = LinearExpression([Term(copy(of: original), 1)], constant: -value)
        if (try? solver.add(Constraint(expression, .equal, strength: priority.strength))) != nil { return }
        _ = try? solver.add(Constraint(expression, .equal, strength: (LayoutPriority.required - 1).strength))
    }

    /// Sets the constant of the copy of a constraint `dimension - value  relation  0`; true
    /// when it changed.
    func setConstant(_ value: Double, ofCopyOf original: Constraint) -> Bool {
        guard let made = constraints[ObjectIdentifier(original)], made.expression.constant != -value else { return false }
        return (try? solver.setConstant(-value, for: made)) != nil
    }
}
