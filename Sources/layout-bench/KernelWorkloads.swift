import LayoutKernel

/// The kernel workloads of BENCH.md: enaml, drag, churn and stack. Each checksum is computed
/// inside the timed run from the solved values and compared with BENCH.md's figure.
@MainActor func runKernelWorkloads() {
    runEnaml()
    for (r, c) in [(10, 10), (32, 32), (100, 100)] { runGrid(rows: r, columns: c) }
    for n in [100, 1000, 10000, 100000] {
        let name = "stack_build_\(n)"
        guard wanted(name, optIn: n >= 10000) else { continue }
        let system = stackSystem(count: n)
        let expected = 26 * Double(n) * Double(n) + 437 * Double(n) + 383
        measure(name, runs: n <= 100 ? 31 : n <= 1000 ? 5 : 1, expected: expected) {
            keepUntilTimed(BuiltSystem(system)).total
        }
    }
}

/// BENCH.md's objective at each enaml size, in `enamlSizes` order.
let enamlObjectives: [Double] = [2180044, 1680044, 4680044, 3680044, 2880044, 1880044]

@MainActor private func runEnaml() {
    let system = enamlSystem()
    if wanted("enaml_build") {
        measure("enaml_build", runs: 101, expected: 2319) { keepUntilTimed(BuiltSystem(system)).total }
    }
    guard wanted("enaml_resize") || wanted("enaml_same") else { return }
    let built = BuiltSystem(system)
    let objective = EnamlObjective(system)
    // The optimum is not unique (BENCH.md's tie warning), so the checksum is the portable
    // figure: the weighted objective, evaluated at the last cycle of each size in a run.
    if wanted("enaml_resize") {
        measure(
            "enaml_resize", runs: 101, warmups: 1, operations: 60, expected: enamlObjectives.reduce(0, +),
            tolerance: 1e-9
        ) {
            var sum = 0.0
            for j in 0..<60 {
                let (w, h) = enamlSizes[j % 6]
                built.suggest(w, h)
                if j >= 54 { sum += objective.value(built, size: (w, h)) }
            }
            return sum
        }
    }
    if wanted("enaml_same") {
        measure("enaml_same", runs: 101, warmups: 1, operations: 60, expected: enamlObjectives[5], tolerance: 1e-9) {
            for _ in 0..<60 { built.suggest(800, 400) }
            return objective.value(built, size: (800, 400))
        }
    }
}

/// BENCH.md's portable check: Σ kiwi-strength·error over the optional constraints and the
/// two strong edits at a size (NaN when a required constraint is broken). Reads the system's
/// flat arrays, with each constraint's kiwi strength worked out once (outside the timed runs),
/// so that a check inside the timed work costs one pass over the terms.
struct EnamlObjective {
    let system: KernelSystem
    /// kiwi's strength of each constraint (0 for a required one).
    let factors: [Double]

    init(_ system: KernelSystem) {
        self.system = system
        factors = system.strengths.map { strength in
            let p = strength.priority, w = strength.weight
            return strength.isRequired ? 0 : p == 750 ? 1e6 * w : p == 500 ? 1e3 * w : w
        }
    }

    func value(_ built: BuiltSystem, size: (Double, Double)) -> Double {
        let values = built.variables
        return value(size: size) { values[$0].value }
    }

    /// The objective at the values `value(x)` gives each variable.
    func value(size: (Double, Double), _ value: (Int) -> Double) -> Double {
        var objective = abs(value(0) - size.0) * 1e6 + abs(value(1) - size.1) * 1e6
        for i in 0..<system.rowCount {
            var e = system.constants[i]
            for k in system.termRange(i) { e += system.termCoefficients[k] * value(Int(system.termVariables[k])) }
            let error: Double
            switch system.relations[i] {
            case .equal: error = abs(e)
            case .greaterThanOrEqual: error = max(0, -e)
            case .lessThanOrEqual: error = max(0, e)
            }
            if factors[i] == 0 {
                if error > 1e-6 { return .nan }
                continue
            }
            objective += factors[i] * error
        }
        return objective
    }
}

@MainActor private func runGrid(rows r: Int, columns c: Int) {
    let tag = "\(r)x\(c)"
    let optIn = r == 100
    let build = wanted("drag_build_" + tag, optIn: optIn)
    let step = wanted("drag_step_" + tag, optIn: optIn)
    let churn = wanted("churn_" + tag, optIn: optIn)
    guard build || step || churn else { return }
    let system = gridSystem(rows: r, columns: c)
    let (wp, hp) = gridPreferredSize(rows: r, columns: c)
    let views = r * c
    let (R, C) = (Double(r), Double(c))
    let buildChecksum = wp + hp + 176 * R * C + 108 * R * C * (C - 1) / 2 + 52 * C * R * (R - 1) / 2
    if build {
        measure("drag_build_" + tag, runs: views <= 100 ? 21 : views <= 1024 ? 5 : 1, expected: buildChecksum) {
            keepUntilTimed(BuiltSystem(system, editValues: [wp, hp])).total
        }
    }
    if step {
        // The 200-step sequence is periodic and the optimum unique, so every block of 200 steps
        // has BENCH.md's checksum; the first block is also the untimed warm-up.
        let stepChecksums: [String: Double] = ["10x10": 10724560, "32x32": 284596592]
        let built = BuiltSystem(system, editValues: [wp, hp])
        var expected = stepChecksums[tag] ?? 0
        if expected == 0 {
            // No published figure (100x100): the sum of the closed-form values, step by step.
            for k in 0..<200 {
                let (w, h) = dragSize(step: k, rows: r, columns: c)
                expected += gridClosedFormTotal(rows: r, columns: c, width: w, height: h)
            }
        }
        measure(
            "drag_step_" + tag, runs: views <= 100 ? 10 : views <= 1024 ? 4 : 1, warmups: 1, operations: 200,
            expected: expected
        ) {
            var sum = 0.0
            for k in 0..<200 {
                let (w, h) = dragSize(step: k, rows: r, columns: c)
                built.suggest(w, h)
                sum += built.total
            }
            return sum
        }
    }
    if churn {
        let built = BuiltSystem(system, editValues: [wp, hp])
        let set = stride(from: 0, to: built.constraints.count, by: 10).map { built.constraints[$0] }
        measure("churn_" + tag, runs: views <= 100 ? 11 : views <= 1024 ? 3 : 1, expected: buildChecksum) {
            do {
                for c in set { try built.solver.remove(c) }
                for c in set { try built.solver.add(c) }
            } catch {
                fatalError("churn failed: \(error)")
            }
            built.solver.updateValues()
            return built.total
        }
    }
}
