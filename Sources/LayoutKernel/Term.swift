/// A variable multiplied by a coefficient: one summand of a `LinearExpression`.
public struct Term: CustomStringConvertible, Sendable {
    /// The variable this term scales.
    public var variable: Variable
    /// The factor applied to the variable.
    public var coefficient: Double

    /// Creates `coefficient * variable`.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    /// The term as `2 * x`, or just `x` when the coefficient is 1.
    public var description: String {
        coefficient == 1 ? variable.description : "\(NumberText.exact(coefficient)) * \(variable)"
    }
}
