/// A sum of terms plus a constant: `c0 + a1·x1 + a2·x2 + …`.
///
/// Named `LinearExpression` rather than `Expression` so that it never clashes with
/// Foundation's `Expression` in files that import both. Usually built with the operator DSL
/// (`x + 2 * y - 10`) rather than by hand.
public struct LinearExpression: CustomStringConvertible, Sendable {
    /// The summands; a variable may appear more than once (the solver adds them up).
    public var terms: [Term]
    /// The constant summand.
    public var constant: Double

    /// Creates `terms[0] + terms[1] + … + constant`.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression written out, as in `2 * x + y - 10`.
    public var description: String {
        var parts: [String] = []
        for (index, term) in terms.enumerated() {
            let magnitude = Term(term.variable, abs(term.coefficient)).description
            if index == 0 {
                parts.append(term.coefficient < 0 ? "-\(magnitude)" : magnitude)
            } else {
                parts.append(term.coefficient < 0 ? "- \(magnitude)" : "+ \(magnitude)")
            }
        }
        if constant != 0 || parts.isEmpty {
            let text = NumberText.exact(abs(constant))
            if parts.isEmpty {
                parts.append(constant < 0 ? "-\(text)" : text)
            } else {
                parts.append(constant < 0 ? "- \(text)" : "+ \(text)")
            }
        }
        return parts.joined(separator: " ")
    }
}
