import Foundation
import LayoutKernel

/// The kernel workloads of BENCH.md: enaml, drag, churn and stack.
func runKernelWorkloads() {
    if wanted("enaml_build") || wanted("enaml_resize") || wanted("enaml_same") { runEnaml() }
    for (r, c) in [(10, 10), (32, 32), (100, 100)] { runGrid(rows: r, columns: c) }
    for n in [100, 1000, 10000, 100000] {
        let name = "stack_build_\(n)"
        guard wanted(name, optIn: n >= 10000) else { continue }
        let system = stackSystem(count: n)
        var times: [Double] = []
        var checksum = 0.0
        for _ in 0..<(n <= 100 ? 31 : n <= 1000 ? 5 : 1) {
            var built: BuiltSystem? = nil
            times.append(seconds { built = BuiltSystem(system) })
            checksum = built!.total
        }
        emit(name, median(times), checksum)
    }
}

private func runEnaml() {
    let system = enamlSystem()
    if wanted("enaml_build") {
        var times: [Double] = []
        var checksum = 0.0
        for _ in 0..<101 {
            var built: BuiltSystem? = nil
            times.append(seconds { built = BuiltSystem(system) })
            checksum = built!.total
        }
        emit("enaml_build", median(times), checksum)
    }
    let built = BuiltSystem(system)
    var resizeSum = 0.0
    for (w, h) in enamlSizes {
        built.suggest(w, h)
        resizeSum += built.total
        checkEnamlObjective(built, system, size: (w, h))
    }
    if wanted("enaml_resize") {
        var times: [Double] = []
        for _ in 0..<101 {
            times.append(seconds {
                for j in 0..<60 {
                    let (w, h) = enamlSizes[j % 6]
                    built.suggest(w, h)
                }
            } / 60)
        }
        emit("enaml_resize", median(times), resizeSum)
    }
    if wanted("enaml_same") {
        var times: [Double] = []
        for _ in 0..<101 {
            times.append(seconds { for _ in 0..<60 { built.suggest(800, 400) } } / 60)
        }
        emit("enaml_same", median(times), built.total)
    }
}

/// The portable check of BENCH.md: Σ kiwi-strength·error over the optional constraints and
/// the two strong edits, which must equal the figure given for each size.
private func checkEnamlObjective(_ built: BuiltSystem, _ system: KernelSystem, size: (Double, Double)) {
    let expected: [Double] = [2180044, 1680044, 4680044, 3680044, 2880044, 1880044]
    guard let index = enamlSizes.firstIndex(where: { $0 == size }) else { return }
    var objective = abs(built.variables[0].value - size.0) * 1e6 + abs(built.variables[1].value - size.1) * 1e6
    for row in system.rows where !row.strength.isRequired {
        let e = row.terms.reduce(row.constant) { $0 + $1.1 * built.variables[$1.0].value }
        let error: Double
        switch row.relation {
        case .equal: error = abs(e)
        case .greaterThanOrEqual: error = max(0, -e)
        case .lessThanOrEqual: error = max(0, e)
        }
        let p = row.strength.priority, w = row.strength.weight
        let kiwiStrength = p == 750 ? 1e6 * w : p == 500 ? 1e3 * w : w
        objective += kiwiStrength * error
    }
    if abs(objective - expected[index]) > 1e-6 * expected[index] {
        FileHandle.standardError.write("enaml objective at \(size): \(objective), expected \(expected[index])\n".data(using: .utf8)!)
    }
}

private func runGrid(rows r: Int, columns c: Int) {
    let tag = "\(r)x\(c)"
    let optIn = r == 100
    let build = wanted("drag_build_" + tag, optIn: optIn)
    let step = wanted("drag_step_" + tag, optIn: optIn)
    let churn = wanted("churn_" + tag, optIn: optIn)
    guard build || step || churn else { return }
    let system = gridSystem(rows: r, columns: c)
    let (wp, hp) = gridPreferredSize(rows: r, columns: c)
    let views = r * c
    if build {
        var times: [Double] = []
        var checksum = 0.0
        for _ in 0..<(views <= 100 ? 21 : views <= 1024 ? 5 : 1) {
            var built: BuiltSystem? = nil
            times.append(seconds { built = BuiltSystem(system, editValues: [wp, hp]) })
            checksum = built!.total
        }
        emit("drag_build_" + tag, median(times), checksum)
    }
    if step {
        let built = BuiltSystem(system, editValues: [wp, hp])
        let blocks = views <= 100 ? 11 : views <= 1024 ? 5 : 2
        var times: [Double] = []
        var checksum = 0.0
        for block in 0..<blocks {
            let t = seconds {
                for k in 0..<200 {
                    let (w, h) = dragSize(step: k, rows: r, columns: c)
                    built.suggest(w, h)
                    if block == 0 { checksum += built.total }
                }
            } / 200
            if block > 0 || blocks == 1 { times.append(t) }
        }
        emit("drag_step_" + tag, median(times), checksum)
    }
    if churn {
        let built = BuiltSystem(system, editValues: [wp, hp])
        let set = stride(from: 0, to: built.constraints.count, by: 10).map { built.constraints[$0] }
        var times: [Double] = []
        var checksum = 0.0
        for i in 0..<(views <= 100 ? 11 : views <= 1024 ? 3 : 1) {
            times.append(seconds {
                do {
                    for c in set { try built.solver.remove(c) }
                    for c in set { try built.solver.add(c) }
                } catch {
                    fatalError("churn failed: \(error)")
                }
                built.solver.updateVariables()
            })
            if i == 0 { checksum = built.total }
        }
        emit("churn_" + tag, median(times), checksum)
    }
}
