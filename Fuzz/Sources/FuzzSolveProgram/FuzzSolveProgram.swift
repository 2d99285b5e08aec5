import FuzzSupport
import LayoutScene

/// Input: a `layout solve` program's text. A program that parses is solved and printed.
/// Any trap is a finding; errors are expected.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSolveProgram(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    var input = ByteReader(data, size)
    let text = input.string(limit: 1 << 14)
    guard let program = try? KernelProgram.parse(text, file: "fuzz.txt"),
          let solution = try? KernelSolution.solve(program, file: "fuzz.txt") else { return 0 }
    _ = solution.text
    return 0
}
