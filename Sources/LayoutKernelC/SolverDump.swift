import LayoutKernel

extension SolverState {
    /// The solver in kiwi's dump sections (Objective, Tableau, Infeasible, Variables, Edit
    /// Variables, Constraints), so that tools reading kiwi's dumps find their way. The
    /// objective and tableau lines are `Solver.debugDescription`'s; Infeasible is always empty
    /// (the solver keeps no infeasible rows between calls).
    func dump() -> String {
        let lines = solver.debugDescription.split(separator: "\n").dropFirst().map {
            String($0.drop(while: { $0 == " " }))
        }
        let constraints = solver.constraints
        var seen = Set<Variable>()
        var variables: [Variable] = []
        for constraint in constraints {
            for term in constraint.expression.terms where seen.insert(term.variable).inserted {
                variables.append(term.variable)
            }
        }
        func section(_ title: String, _ body: [String]) -> String {
            ([title, String(repeating: "-", count: title.count)] + body).joined(separator: "\n") + "\n"
        }
        return [
            section("Objective", lines.filter { $0.hasPrefix("objective") }),
            section("Tableau", lines.filter { !$0.hasPrefix("objective") }),
            section("Infeasible", []),
            section("Variables", variables.map { "\($0) = \($0.value)" }),
            section("Edit Variables", editVariables.map { "\($0)" }),
            section("Constraints", constraints.map { "\($0)" }),
        ].joined(separator: "\n")
    }
}
