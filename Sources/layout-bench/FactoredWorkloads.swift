import LayoutKernel

// The opt-in `factored_*` workloads: the systems of enaml_build, enaml_resize, drag_step_RxC,
// stack_build_1000 and ineq_chain_N solved by the prototype factored core (`FactoredProbe`, the revised simplex
// that is not yet behind `Solver`), with the same checksums as the tableau's workloads, so
// that the two cores can be compared on the same work. The kernel units are the
// `@inline(never)` functions below, for callgrind to count as count.sh counts ours:
//   factoredBuild    the system's rows appended one at a time and re-optimised after each
//                    (what `Solver.add` asks), edits first;
//   factoredBatch    the same rows given at once and solved once (what a core that defers
//                    rows to `updateVariables` would do);
//   factoredSuggest  two edit suggestions: each a change of the edit row's constant, a warm
//                    dual simplex.
// After each workload a line gives the pivots and factorisations per operation and the sizes
// the pivots' products reached. `factored_*` runs the enaml and drag workloads; the chains run
// only when named with their size (`factored_ineq_chain_1000` appends row by row,
// `factored_ineq_chain_batch_100000` solves once).

@MainActor func runFactoredWorkloads() {
    // Nothing is built unless a factored workload is named: whole-process counts of the
    // other workloads stay as they were.
    guard selectedNames().contains(where: { $0.hasPrefix("factored_") }) else { return }
    let enaml = enamlSystem()
    if wanted("factored_enaml_build", optIn: true) {
        measure("factored_enaml_build", runs: 101, expected: 2319) { factoredTotal(factoredBuild(enaml), enaml) }
        counting("factored_enaml_build") { factoredBuild(enaml) }
    }
    if wanted("factored_enaml_batch", optIn: true) {
        measure("factored_enaml_batch", runs: 101, expected: 2319) { factoredTotal(factoredBatch(enaml), enaml) }
        counting("factored_enaml_batch") { factoredBatch(enaml) }
    }
    if wanted("factored_enaml_resize", optIn: true) {
        // Boxed, so that reading the values for the checksum does not copy the probe.
        let box = FactoredBox(factoredBuild(enaml))
        let objective = EnamlObjective(enaml)
        let before = box.probe
        measure(
            "factored_enaml_resize", runs: 101, warmups: 1, operations: 60,
            expected: enamlObjectives.reduce(0, +), tolerance: 1e-9
        ) {
            var sum = 0.0
            for j in 0..<60 {
                let (w, h) = enamlSizes[j % 6]
                factoredSuggest(&box.probe, w, h)
                if j >= 54 {
                    let values = box.probe.values
                    sum += objective.value(size: (w, h)) { values[$0] }
                }
            }
            return sum
        }
        printCounts("factored_enaml_resize", box.probe, since: before, operations: 102 * 60)
    }
    for (r, c) in [(10, 10), (32, 32)] { runFactoredGrid(rows: r, columns: c) }
    for (name, batch) in [("factored_stack_build_1000", false), ("factored_stack_batch_1000", true)] where wanted(name, optIn: true) {
        let system = stackSystem(count: 1000)
        measure(name, runs: 5, expected: 26 * 1000 * 1000 + 437 * 1000 + 383) {
            factoredTotal(batch ? factoredBatch(system) : factoredBuild(system), system)
        }
        counting(name) { batch ? factoredBatch(system) : factoredBuild(system) }
    }
    for name in selectedNames() {
        for (prefix, batch) in [("factored_ineq_chain_batch_", true), ("factored_ineq_chain_", false)]
        where name.hasPrefix(prefix) {
            guard let n = Int(name.dropFirst(prefix.count)), n > 1 else { continue }
            let system = ineqChainSystem(n)
            var last: FactoredProbe?
            measure(name, runs: 1, expected: Double((n * n) / 4)) {
                let probe = batch ? factoredBatch(system) : factoredBuild(system)
                last = probe
                return chainObjective(probe, count: n)
            }
            if let probe = last { printCounts(name, probe, since: nil, operations: 1) }
        }
    }
}

@MainActor private func runFactoredGrid(rows r: Int, columns c: Int) {
    let tag = "\(r)x\(c)"
    let system = gridSystem(rows: r, columns: c)
    let (wp, hp) = gridPreferredSize(rows: r, columns: c)
    if wanted("factored_drag_build_" + tag, optIn: true) {
        let (R, C) = (Double(r), Double(c))
        let expected = wp + hp + 176 * R * C + 108 * R * C * (C - 1) / 2 + 52 * C * R * (R - 1) / 2
        measure("factored_drag_build_" + tag, runs: 1, expected: expected) {
            factoredTotal(factoredBuild(system, editValues: [wp, hp]), system)
        }
        counting("factored_drag_build_" + tag) { factoredBuild(system, editValues: [wp, hp]) }
    }
    guard wanted("factored_drag_step_" + tag, optIn: true) else { return }
    let stepChecksums: [String: Double] = ["10x10": 10724560, "32x32": 284596592]
    let box = FactoredBox(factoredBuild(system, editValues: [wp, hp]))
    let before = box.probe
    let runs = r <= 10 ? 10 : 4
    measure(
        "factored_drag_step_" + tag, runs: runs, warmups: 1, operations: 200, expected: stepChecksums[tag] ?? 0
    ) {
        var sum = 0.0
        for k in 0..<200 {
            let (w, h) = dragSize(step: k, rows: r, columns: c)
            factoredSuggest(&box.probe, w, h)
            sum += box.probe.values.reduce(0, +)
        }
        return sum
    }
    printCounts("factored_drag_step_" + tag, box.probe, since: before, operations: (runs + 1) * 200)
}

/// The system's rows appended one at a time to a solved model, its edits first (as strong
/// equalities at `editValues`, or 0): the rows of `Solver.add`.
@inline(never) func factoredBuild(_ system: KernelSystem, editValues: [Double]? = nil) -> FactoredProbe {
    var probe = FactoredProbe(externalCount: system.variableCount)
    for (j, e) in system.edits.enumerated() {
        let ok = probe.append(
            variables: [e], coefficients: [1], constant: -(editValues?[j] ?? 0), relation: .equal,
            strength: .strong)
        if !ok { fatalError("factored build: edit \(j) failed") }
    }
    for i in 0..<system.rowCount {
        let range = system.termRange(i)
        let ok = probe.append(
            variables: range.map { Int(system.termVariables[$0]) }, coefficients: range.map { system.termCoefficients[$0] },
            constant: system.constants[i], relation: system.relations[i], strength: system.strengths[i])
        if !ok { fatalError("factored build: row \(i) failed") }
    }
    return probe
}

/// The same rows as `factoredBuild`, given at once and solved once.
@inline(never) func factoredBatch(_ system: KernelSystem, editValues: [Double]? = nil) -> FactoredProbe {
    var variables: [[Int]] = [], coefficients: [[Double]] = [], constants: [Double] = []
    var relations: [Relation] = [], strengths: [Strength] = []
    for (j, e) in system.edits.enumerated() {
        variables.append([e])
        coefficients.append([1])
        constants.append(-(editValues?[j] ?? 0))
        relations.append(.equal)
        strengths.append(.strong)
    }
    for i in 0..<system.rowCount {
        let range = system.termRange(i)
        variables.append(range.map { Int(system.termVariables[$0]) })
        coefficients.append(range.map { system.termCoefficients[$0] })
        constants.append(system.constants[i])
        relations.append(system.relations[i])
        strengths.append(system.strengths[i])
    }
    var probe = FactoredProbe(
        externalCount: system.variableCount, variables: variables, coefficients: coefficients,
        constants: constants, relations: relations, strengths: strengths)
    if !probe.solve() { fatalError("factored batch: not optimal") }
    return probe
}

/// One edit step: the two edit rows (0 and 1, as the builds add them) get the new values.
@inline(never) func factoredSuggest(_ probe: inout FactoredProbe, _ width: Double, _ height: Double) {
    if !probe.setConstant(row: 0, to: -width) || !probe.setConstant(row: 1, to: -height) {
        fatalError("factored suggest: not optimal")
    }
}

/// A probe held by reference, for the edit workloads' bodies.
final class FactoredBox {
    var probe: FactoredProbe
    init(_ probe: FactoredProbe) { self.probe = probe }
}

func factoredTotal(_ probe: FactoredProbe, _ system: KernelSystem) -> Double {
    probe.values.reduce(0, +)
}

/// ineq_chain_N's rows (see ShapeWorkloads.swift): the links, then the weak pins.
func ineqChainSystem(_ n: Int) -> KernelSystem {
    var rows: [KernelSystem.Row] = []
    for i in 1..<n { rows.append(.init(terms: [(i, 1), (i - 1, -1)], constant: -1, relation: .greaterThanOrEqual, strength: .required)) }
    for i in 0..<n { rows.append(.init(terms: [(i, 1)], constant: 0, relation: .equal, strength: .weak)) }
    return KernelSystem(variableCount: n, rows: rows)
}

/// Σ|x[i]| when every gap is at least 1, else NaN (ineq_chain's checksum).
private func chainObjective(_ probe: FactoredProbe, count n: Int) -> Double {
    var total = 0.0
    for i in 0..<n {
        if i > 0 && probe.value(i) - probe.value(i - 1) < 1 - 1e-6 { return .nan }
        total += abs(probe.value(i))
    }
    return total
}

/// Prints the pivots and factorisations of one more build, untimed.
@MainActor private func counting(_ name: String, _ build: () -> FactoredProbe) {
    printCounts(name, build(), since: nil, operations: 1)
}

/// Prints the pivots, factorisations and product sizes per operation since `baseline` (the
/// same probe before the operations; nil: since it was made).
@MainActor private func printCounts(_ name: String, _ probe: FactoredProbe, since baseline: FactoredProbe?, operations: Int) {
    let since = (baseline?.pivotCount ?? 0, baseline?.refactorCount ?? 0)
    var probe = probe
    let reach = (0..<2).map { probe.constantReach(row: $0) }.map { "\($0.moved) moved, \($0.reached) reached" }
    let pivots = Double(probe.pivotCount - since.0) / Double(operations)
    let refactors = Double(probe.refactorCount - since.1) / Double(operations)
    printLine(
        "# \(name): \(String(format: "%.2f", pivots)) pivots and \(String(format: "%.3f", refactors)) factorisations an operation; "
            + "\(probe.rowCount) rows, \(probe.columnCount) columns, \(probe.factorNonZeros) factor non-zeros; "
            + "rows 0 and 1's FTRAN: " + reach.joined(separator: " / "))
    let w = zip(probe.workCounts, baseline?.workCounts ?? probe.workCounts.map { _ in 0 }).map { Double($0 - $1) }
    func per(_ a: Double, _ b: Double) -> String { String(format: "%.1f", b == 0 ? 0 : a / b) }
    printLine(
        "#   a column FTRAN: \(per(w[1], w[0])) entries, \(per(w[2], w[0])) rows reached (\(Int(w[0])) solves); "
            + "a row BTRAN: \(per(w[4], w[3])) entries, \(per(w[5], w[3])) rows reached (\(Int(w[3])) solves); "
            + "a pivot row: \(per(w[6], w[3])) terms, \(per(w[7], w[3])) columns")
}
