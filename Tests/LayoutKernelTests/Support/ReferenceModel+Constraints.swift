import LayoutKernel

/// Translation between the solver's constraints and the reference's entries, so that a test
/// states a system once and hands it to both.
extension ReferenceModel.Entry {
    /// The entry of `expression relation 0` at `strength`, over `variables` (a term's
    /// variable must be one of them; repeated terms add up).
    init(_ expression: LinearExpression, _ relation: Relation, _ strength: Strength, over variables: [Variable]) {
        var coefficients = [Double](repeating: 0, count: variables.count)
        for term in expression.terms {
            coefficients[variables.firstIndex { $0 === term.variable }!] += term.coefficient
        }
        self.init(coefficients: coefficients, constant: expression.constant, relation: relation, strength: strength)
    }

    /// The entry of `constraint` over `variables`.
    init(_ constraint: Constraint, over variables: [Variable]) {
        self.init(constraint.expression, constraint.relation, constraint.strength, over: variables)
    }

    /// The entry `Σ c·x[i] + constant relation 0` over `count` variables, from (index,
    /// coefficient) pairs (a repeated index adds up).
    init(_ pairs: [(Int, Double)], count: Int, _ constant: Double, _ relation: Relation, _ strength: Strength) {
        var coefficients = [Double](repeating: 0, count: count)
        for (i, c) in pairs { coefficients[i] += c }
        self.init(coefficients: coefficients, constant: constant, relation: relation, strength: strength)
    }

    /// An edit variable's suggestion: the optional `variables[index] - value == 0`.
    static func suggestion(_ value: Double, for index: Int, count: Int, strength: Strength) -> Self {
        var coefficients = [Double](repeating: 0, count: count)
        coefficients[index] = 1
        return Self(coefficients: coefficients, constant: -value, relation: .equal, strength: strength)
    }

    /// The solver's constraint for this entry over `variables` (terms with a zero coefficient
    /// left out).
    func constraint(over variables: [Variable]) -> Constraint {
        let terms = zip(coefficients, variables).filter { $0.0 != 0 }.map { Term($0.1, $0.0) }
        return Constraint(LinearExpression(terms, constant: constant), relation, strength: strength)
    }
}
