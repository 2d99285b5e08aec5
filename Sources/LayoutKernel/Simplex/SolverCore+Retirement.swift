/// Handing variables back: a variable is held while a constraint or edit variable of the
/// solver mentions it (see `Variable`).
extension SolverCore {
    /// Hands back, and takes out of the tableau, each of `symbols` whose variable nothing in
    /// this solver mentions any more. Called at the end of a removal, once nothing can fail.
    mutating func retireUnreferenced(_ symbols: [Int32]) {
        for s in symbols {
            let i = Int(s)
            guard i < variables.count, let variable = variables[i], referenceCounts[i] == 0,
                editIndex[i] < 0, !definitions.isDefined(s)
            else { continue }
            // Its final value is the one the next update would have written (the tableau's,
            // read now since the symbol goes). It is written now, as the variable is handed
            // back now (another solver may take it at once), and the next update still
            // reports it among the changed variables, as it would have.
            if context.keepsClaims {
                // Inside a constant change that adds the constraint back at once: the claim
                // stays, and the next update writes the value of the new registration.
                variable.cachedSymbol = -1
            } else if claimsHandles {
                let value = tableau.value(of: s)
                if variable.value != value {
                    variable.value = value
                    handBack.append(variable)
                }
                variable.cachedSymbol = -1
                release(variable)
            } else {
                symbolsByVariable[ObjectIdentifier(variable)] = nil
            }
            tableau.retireExternal(s)
            definitions.forget(s)
            variables[i] = nil
        }
    }
}
