import Foundation

// The benchmark executable: the workloads of BENCH.md and of the anchors layer. Usage:
//   swift run -c release layout-bench                 every default workload
//   swift run -c release layout-bench 'drag_*'        a prefix filter
//   swift run -c release layout-bench stack_build_100000   an opt-in heavy size
//   swift run -c release layout-bench --json ...      the results as JSON (for tools)
//   swift run -c release layout-bench 'factored_*'    the prototype factored core on the goal systems (opt-in only)
// Prints `<name> <median seconds> <checksum>  # runs, range, peak memory` per workload, the
// first three fields exactly as bench/kiwi_workloads.py prints them. Exits with status 1 when
// any checksum differs from the one the rules give.

let arguments = Array(CommandLine.arguments.dropFirst())
Bench.json = arguments.contains("--json")
Bench.selection = arguments.filter { $0 != "--json" }

/// Workload registration: each family is a function in its own file that runs its workloads
/// through `measure(...)` (or `report(...)`), checking `wanted(name, optIn:)` before each.
/// To add a family, add ONE line to this list; the order of the list is the output order.
let workloadFamilies: [@MainActor () -> Void] = [
    runKernelWorkloads,
    runShapeKernelWorkloads,
    runAnchorWorkloads,
    runScrollFloatWorkloads,
    runEnvironmentFormWorkloads,
    runStackWorkloads,
    runRemovalWorkloads,
    runScaleWorkloads,
    runExplainWorkloads,
    runKernelScaleWorkloads,
    runListWorkloads,
    runFactoredWorkloads,
]

for family in workloadFamilies { family() }
if Bench.json { printJSON() }
let failed = Bench.results.filter { !$0.passed }
if !failed.isEmpty {
    printError("layout-bench: \(failed.count) wrong checksum(s): " + failed.map(\.name).joined(separator: ", "))
    exit(1)
}
