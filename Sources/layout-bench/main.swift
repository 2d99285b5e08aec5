import Foundation
import LayoutKernel

// The benchmark executable of BENCH.md. Usage:
//   swift run -c release layout-bench                 every default workload
//   swift run -c release layout-bench 'drag_*'        a prefix filter
//   swift run -c release layout-bench stack_build_100000   an opt-in heavy size
// Prints `<name> <median seconds> <checksum>` per workload, like bench/kiwi_workloads.py.

let selection = Array(CommandLine.arguments.dropFirst())

/// Whether the workload `name` runs: everything by default but the opt-in ones; else the
/// names or `prefix*` patterns given.
func wanted(_ name: String, optIn: Bool = false) -> Bool {
    if selection.isEmpty { return !optIn }
    return selection.contains { $0 == name || ($0.hasSuffix("*") && name.hasPrefix($0.dropLast())) }
}

runKernelWorkloads()
runAnchorWorkloads()
runScrollFloatWorkloads()
