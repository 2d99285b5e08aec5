import LayoutAnchors
import LayoutKernel

// Five everyday shapes that are easy to make quadratic (the fifth, issues_after_N, lives
// with the ambiguity code). Each checksum is derived from the rules below, never from a run:
//
// ineq_chain_N: x[i] >= x[i-1] + 1 required (i = 1..N-1), then a weak x[i] == 0 on each.
//   The optimum is not unique for even N (the chain may sit anywhere between the two middle
//   indices), so the checksum is the objective Σ|x[i]|, which is. Pairing x[N-1-i] with x[i]:
//   Σ|x| >= Σ_{i<N/2} (x[N-1-i] - x[i]) >= Σ_{i<N/2} (N-1-2i) = N²/4, reached with every gap 1
//   and the chain centred (odd N: (N²-1)/4, so floor(N²/4) either way). NaN if a required constraint is broken.
// weak_then_chain_N: weak z[i] >= 0 first, then required z[i] == z[i-1] + 1 (i = 1..N-1).
//   Every z[0] >= 0 is optimal (no weak error), so the checksum is the unique part:
//   Σ (z[i] - z[0]) = N(N-1)/2, NaN if z[0] < 0 (a weak error the optimum avoids) or a link breaks.
// churn_half_N: x[i] >= x[i-1] + 2 required and medium x[i] == i, interleaved per i; then five
//   rounds of removing a pseudo-random half of the constraints and re-adding them in reverse
//   order. The system is then the one built, with y[i] = x[i] - i the ineq chain, so the
//   objective Σ|x[i] - i| = N²/4.
// weak_then_chain_relink_N (opt-in): weak_then_chain_N built untimed, then per operation the
//   middle link z[N/2] == z[N/2-1] + 1 removed and added back; the system is then the built
//   one, so the checksum is weak_then_chain's N(N-1)/2.
// deep_N: a window (390 + 2N) x (844 + 2N) holding a chain of N views, each the only subview
//   of the previous (the first of the window), all four edges pinned to the parent with 1-pt
//   insets. View k (1-based) is (W - 2k) x (H - 2k), so Σ (width + height) =
//   N(W + H) - 2N(N + 1) = 2N² + 1232N.

/// The kernel shapes on the plain solver, and deep_N on the anchors layer, each built inside
/// the timed work. Sizes that are still super-linear (the chains above 1,000; see
/// BENCHMARKS.md) and deep_100000 run only when named.
@MainActor func runShapeKernelWorkloads() {
    /// The given sizes plus any other size named exactly (`ineq_chain_300`, for profiling).
    func sizes(_ prefix: String, _ standard: [Int]) -> [Int] {
        let named = selectedNames().compactMap { $0.hasPrefix(prefix) ? Int($0.dropFirst(prefix.count)) : nil }
        return standard + named.filter { !standard.contains($0) && $0 > 1 }
    }
    for n in sizes("ineq_chain_", [1000, 10000, 100000]) where wanted("ineq_chain_\(n)", optIn: n > 1000) {
        measure("ineq_chain_\(n)", runs: n <= 1000 ? 5 : 1, expected: Double((n * n) / 4)) {
            ineqChain(n)
        }
    }
    for n in sizes("weak_then_chain_", [1000, 10000]) where wanted("weak_then_chain_\(n)", optIn: n > 1000) {
        measure("weak_then_chain_\(n)", runs: growthRuns(n), expected: Double(n) * Double(n - 1) / 2) {
            weakThenChain(n)
        }
    }
    for n in sizes("churn_half_", [1000, 10000]) where wanted("churn_half_\(n)", optIn: n > 1000) {
        measure("churn_half_\(n)", runs: n <= 1000 ? 5 : 1, expected: Double((n * n) / 4)) {
            churnHalf(n)
        }
    }
    printTableauSizes()
    for name in selectedNames() where name.hasPrefix("weak_then_chain_relink_") {
        if let n = Int(name.dropFirst("weak_then_chain_relink_".count)), n > 2 { weakThenChainRelink(n) }
    }
    for n in sizes("deep_", [1000, 10000, 100000]) where wanted("deep_\(n)", optIn: n > 10000) {
        let expected = 2 * Double(n) * Double(n) + 1232 * Double(n)
        measure("deep_\(n)", runs: growthRuns(n), expected: expected) { deepHierarchy(n) }
    }
}

/// weak_then_chain_relink_N (see the header): the build is untimed; each timed run removes and
/// re-adds the middle link 20 times.
@MainActor private func weakThenChainRelink(_ n: Int) {
    let solver = Solver()
    let z = (0..<n).map { _ in Variable() }
    for i in 0..<n { solverAdd(solver, (z[i] >= 0) | .weak) }
    var links: [Constraint] = []
    for i in 1..<n {
        links.append(z[i] == z[i - 1] + 1)
        solverAdd(solver, links[i - 1])
    }
    solver.updateVariables()
    measure("weak_then_chain_relink_\(n)", runs: 5, operations: 20, expected: Double(n) * Double(n - 1) / 2) {
        for _ in 0..<20 {
            solverRemove(solver, links[n / 2])
            solverAdd(solver, links[n / 2])
        }
        solver.updateVariables()
        var total = 0.0
        for i in 1..<n { total += z[i].value - z[0].value }
        return total
    }
}

private func solverAdd(_ solver: Solver, _ constraint: Constraint) {
    do { try solver.add(constraint) } catch { fatalError("shape workload: \(error)") }
}

private func solverRemove(_ solver: Solver, _ constraint: Constraint) {
    do { try solver.remove(constraint) } catch { fatalError("shape workload: \(error)") }
}

/// Σ|x[i] - offset·i| when every gap x[i] - x[i-1] is at least `gap`, else NaN.
private func chainObjective(_ x: [Variable], gap: Double, offset: Double) -> Double {
    var total = 0.0
    for i in x.indices {
        if i > 0 && x[i].value - x[i - 1].value < gap - 1e-6 { return .nan }
        total += abs(x[i].value - offset * Double(i))
    }
    return total
}

/// For `cells_ineq_chain_N`, `cells_weak_then_chain_N` and `cells_churn_half_N` (named
/// exactly, never in the default set): builds the shape once, untimed, and prints the size of
/// the solved tableau as `debugDescription` shows it: rows, cells, and the cells that are
/// dummies (markers of required equalities). BENCHMARKS.md uses these to show the Θ(n²) fill
/// of any explicit tableau of these shapes.
@MainActor private func printTableauSizes() {
    let shapes: [(String, (Int, (Solver) -> Void) -> Double)] = [
        ("ineq_chain_", { ineqChain($0, inspect: $1) }), ("weak_then_chain_", { weakThenChain($0, inspect: $1) }),
        ("churn_half_", { churnHalf($0, inspect: $1) }),
    ]
    for name in selectedNames() where name.hasPrefix("cells_") {
        for (prefix, build) in shapes where name.dropFirst(6).hasPrefix(prefix) {
            guard let n = Int(name.dropFirst(6 + prefix.count)), n > 1 else { continue }
            _ = build(n) { solver in
                var rows = 0, cells = 0, dummies = 0
                for line in solver.debugDescription.split(separator: "\n").dropFirst()
                where !line.contains(":=") && !line.contains("objective @") {
                    rows += 1
                    for term in line.split(separator: "·").dropFirst() {
                        cells += 1
                        if term.hasPrefix("d") { dummies += 1 }
                    }
                }
                print("\(name) rows \(rows) cells \(cells) dummy cells \(dummies) cells/n² \(Double(cells) / Double(n * n))")
            }
        }
    }
}

func ineqChain(_ n: Int, inspect: (Solver) -> Void = { _ in }) -> Double {
    let solver = Solver()
    let x = (0..<n).map { _ in Variable() }
    for i in 1..<n { solverAdd(solver, x[i] >= x[i - 1] + 1) }
    for i in 0..<n { solverAdd(solver, (x[i] == 0) | .weak) }
    solver.updateVariables()
    inspect(solver)
    return chainObjective(x, gap: 1, offset: 0)
}

func weakThenChain(_ n: Int, inspect: (Solver) -> Void = { _ in }) -> Double {
    let solver = Solver()
    let z = (0..<n).map { _ in Variable() }
    for i in 0..<n { solverAdd(solver, (z[i] >= 0) | .weak) }
    for i in 1..<n { solverAdd(solver, z[i] == z[i - 1] + 1) }
    solver.updateVariables()
    inspect(solver)
    if z[0].value < -1e-9 { return .nan }
    var total = 0.0
    for i in 1..<n {
        if abs(z[i].value - z[i - 1].value - 1) > 1e-6 { return .nan }
        total += z[i].value - z[0].value
    }
    return total
}

func churnHalf(_ n: Int, inspect: (Solver) -> Void = { _ in }) -> Double {
    let solver = Solver()
    let x = (0..<n).map { _ in Variable() }
    var constraints: [Constraint] = []
    for i in 0..<n {
        if i > 0 { constraints.append(x[i] >= x[i - 1] + 2) }
        constraints.append((x[i] == Double(i)) | .medium)
    }
    for c in constraints { solverAdd(solver, c) }
    var random = SplitMix(seed: 10)
    for _ in 0..<5 {
        var half = constraints.filter { _ in random.next() & 1 == 0 }
        for c in half { solverRemove(solver, c) }
        half.reverse()
        for c in half { solverAdd(solver, c) }
    }
    solver.updateVariables()
    inspect(solver)
    return chainObjective(x, gap: 2, offset: 1)
}

func deepHierarchy(_ n: Int) -> Double {
    let window = Window(size: Size(width: 390 + 2 * Double(n), height: 844 + 2 * Double(n)))
    var chain: [View] = []
    chain.reserveCapacity(n)
    var parent: View = window
    for _ in 0..<n {
        let view = View()
        view.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(view)
        LayoutConstraint.activate([
            view.topAnchor.constraint(equalTo: parent.topAnchor, constant: 1),
            view.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 1),
            view.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -1),
            view.bottomAnchor.constraint(equalTo: parent.bottomAnchor, constant: -1),
        ])
        chain.append(view)
        parent = view
    }
    window.layoutIfNeeded()
    return chain.reduce(0) { $0 + $1.frame.width + $1.frame.height }
}

/// A small deterministic generator (SplitMix64), so that every run churns the same halves.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
