import LayoutKernel

// Kernel calls a layout tool makes one at a time, at 1,000 and 10,000 (the larger when named):
// each must cost about the same at every size.

/// unsat_kernel_N: x == 100, then N required x == 101 + i, each refused as unsatisfiable
/// (the solver is left as it was), with `updateVariables` every 100 calls. Checksum: x, 100.
private func unsatisfiableAdds(_ n: Int) -> Double {
    let solver = Solver()
    let x = Variable("x")
    try! solver.add(x == 100)
    for i in 0..<n {
        do {
            try solver.add(x == Double(101 + i))
        } catch {
            // Expected: each conflicts with x == 100.
        }
        if i % 100 == 99 { solver.updateVariables() }
    }
    solver.updateVariables()
    return x.value
}

/// chain_remove_front_N: a chain x[i] == x[i-1] + 1 (i = 1..<N) on x[0] == 0, then its first
/// N/2 links removed from the front, `updateVariables` every 100 removals. What is left is the
/// chain from x[N/2] on, whose base is free: x[N-1] - x[N/2] = (N - 1) - N/2 whatever the base.
private func chainRemoveFront(_ n: Int) -> Double {
    let solver = Solver()
    let xs = (0..<n).map { Variable("x\($0)") }
    try! solver.add(xs[0] == 0)
    var links: [Constraint] = []
    for i in 1..<n {
        let link = xs[i] == xs[i - 1] + 1
        links.append(link)
        try! solver.add(link)
    }
    solver.updateVariables()
    for (k, link) in links.prefix(n / 2).enumerated() {
        try! solver.remove(link)
        if k % 100 == 99 { solver.updateVariables() }
    }
    solver.updateVariables()
    return xs[n - 1].value - xs[n / 2].value
}

@MainActor func runKernelScaleWorkloads() {
    for n in [1000, 10000, 100_000] where wanted("unsat_kernel_\(n)", optIn: n > 1000) {
        measure("unsat_kernel_\(n)", runs: growthRuns(n), expected: 100) { unsatisfiableAdds(n) }
    }
    for n in [1000, 10000] where wanted("chain_remove_front_\(n)", optIn: n > 1000) {
        measure("chain_remove_front_\(n)", runs: growthRuns(n), expected: Double(n - 1 - n / 2)) { chainRemoveFront(n) }
    }
}
