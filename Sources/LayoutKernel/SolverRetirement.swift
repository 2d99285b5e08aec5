/// Handing variables back: a variable is held while a constraint or edit variable of the
/// solver mentions it (see `Variable`).
extension Solver {
    /// Hands back, and takes out of the tableau, each of `symbols` whose variable nothing in
    /// this solver mentions any more (at the next update, see `handBack`). Called at the end
    /// of a removal, once nothing can fail.
    func retireUnreferenced(_ symbols: [Int32]) {
        for s in symbols {
            let i = Int(s)
            guard i < variables.count, let variable = variables[i], referenceCounts[i] == 0,
                  editIndex[i] < 0, !definitions.isDefined(s) else { continue }
            // Still held until the next update, which writes the value it would have written
            // anyway (the tableau's, read now since the symbol goes) and then hands it back:
            // so values change at `updateVariables` only, as for any variable.
            if claimsHandles { handBack.append((variable, tableau.value(of: s))) }
            tableau.retireExternal(s)
            definitions.forget(s)
            variables[i] = nil
            if claimsHandles {
                variable.cachedSymbol = -1
            } else {
                symbolsByVariable[ObjectIdentifier(variable)] = nil
            }
        }
    }

    /// Writes the final values of the variables retired since the last update and hands them
    /// back (from `updateVariables`).
    func handBackRetired(into changed: inout [Variable]) {
        let token = self.token
        for (variable, value) in handBack {
            if variable.value != value {
                variable.value = value
                changed.append(variable)
            }
            variable.words.release(0, from: token)
        }
        handBack.removeAll()
    }

    /// A retired variable that is registered again before the update stays held.
    func keepRetired(_ variable: Variable) {
        handBack.removeAll { $0.variable === variable }
    }
}
