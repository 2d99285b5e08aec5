/// Which variables the constraints leave free: the question behind a layout's ambiguity
/// issues, answered from the solved tableau in one pass instead of by probing a copy.
extension SolverCore {
    /// See `Solver.freeVariables(among:)`.
    func freeVariables(among queried: [Variable]) -> [Bool] {
        var check = FreedomCheck(symbolCount: tableau.symbolCount)
        for (basic, row) in tableau.liveRows where tableau.kinds[Int(basic)] != .external && nearZero(row.constant) {
            for cell in row.cells {
                if cell.coefficient < 0 { check.blockedUp[Int(cell.symbol)] = true } else { check.blockedDown[Int(cell.symbol)] = true }
            }
        }
        return queried.map { variable in
            guard let s = existingSymbol(of: variable) else { return true }
            return isFreeSymbol(s, &check)
        }
    }

    /// Whether an external symbol is free, memoised in `state`; iterative, since definitions
    /// chain as deep as the layout (a stack of 100,000 rows).
    private func isFreeSymbol(_ root: Int32, _ check: inout FreedomCheck) -> Bool {
        if check.state[Int(root)] >= 2 { return check.state[Int(root)] == 3 }
        var stack: [(symbol: Int32, dependencies: [Int32], next: Int)] = []
        func open(_ s: Int32, _ check: inout FreedomCheck) {
            check.state[Int(s)] = 1
            var dependencies: [Int32] = []
            var free = false
            if definitions.isDefined(s) {
                dependencies = definitions.definition(of: s)?.terms.map(\.symbol) ?? []
            } else if let row = tableau.row(of: s) {
                for cell in row.cells {
                    let c = Int(cell.symbol)
                    switch tableau.kinds[c] {
                    case .external:
                        if definitions.isDefined(cell.symbol) || tableau.isBasic(cell.symbol) {
                            dependencies.append(cell.symbol)
                        } else if !(check.blockedUp[c] && check.blockedDown[c]) {
                            free = true
                        }
                    case .slack, .error: if !check.blockedUp[c] && hasZeroCost(cell.symbol) { free = true }
                    case .dummy: break
                    }
                    if free { break }
                }
            } else {
                free = !(check.blockedUp[Int(s)] && check.blockedDown[Int(s)])  // parametric
            }
            if free { check.state[Int(s)] = 3 } else { stack.append((s, dependencies, 0)) }
        }
        open(root, &check)
        while let top = stack.last {
            if top.next == top.dependencies.count {
                check.state[Int(top.symbol)] = 2
                stack.removeLast()
                continue
            }
            let d = top.dependencies[top.next]
            stack[stack.count - 1].next += 1
            switch check.state[Int(d)] {
            case 0:
                open(d, &check)
                if check.state[Int(d)] == 3 { markFree(&stack, &check) }
            case 3:
                markFree(&stack, &check)
            default:
                break  // fixed, or on the stack (a cycle through rows adds nothing)
            }
        }
        return check.state[Int(root)] == 3
    }

    /// A free dependency makes every symbol waiting on the stack free.
    private func markFree(_ stack: inout [(symbol: Int32, dependencies: [Int32], next: Int)], _ check: inout FreedomCheck) {
        for entry in stack { check.state[Int(entry.symbol)] = 3 }
        stack.removeAll()
    }

    /// Whether a restricted symbol costs nothing at every priority level.
    private func hasZeroCost(_ symbol: Int32) -> Bool {
        for level in tableau.levels where Int(symbol) < level.count && !nearZero(level[Int(symbol)]) { return false }
        return true
    }
}

/// The working state of `Solver.freeVariables(among:)`, per symbol: 0 unknown, 1 being
/// examined, 2 fixed, 3 free; and which moves a restricted row at 0 forbids.
struct FreedomCheck {
    var state: [UInt8]
    var blockedUp: [Bool]
    var blockedDown: [Bool]

    init(symbolCount: Int) {
        state = [UInt8](repeating: 0, count: symbolCount)
        blockedUp = [Bool](repeating: false, count: symbolCount)
        blockedDown = [Bool](repeating: false, count: symbolCount)
    }
}
