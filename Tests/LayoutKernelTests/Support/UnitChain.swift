import LayoutKernel

/// Adds the chain x0 == 0, x[i] == x[i-1] + 1 for i < n to `solver` (required equalities,
/// each defining its fresh variable), so x[i] = i. Returns the variables and the links.
func addUnitChain(_ solver: Solver, _ n: Int) throws -> ([Variable], [Constraint]) {
    let x = (0..<n).map { Variable("x\($0)") }
    var links: [Constraint] = [x[0] == 0]
    for i in 1..<n { links.append(x[i] == x[i - 1] + 1) }
    for c in links { try solver.add(c) }
    return (x, links)
}
