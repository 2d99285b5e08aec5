import XCTest

// @testable: checks the size of an internal type (the per-constraint record).
@testable import LayoutKernel

/// What a constraint costs the solver in memory.
final class MemoryFootprintTests: XCTestCase {
    /// The record is the kernel's per-constraint memory: 48 bytes, and `Optional` adds
    /// nothing (the constraint reference has spare bits). A field added carelessly shows here.
    func testRecordTakes48Bytes() {
        XCTAssertEqual(MemoryLayout<SolverCore.Record>.stride, 48)
        XCTAssertEqual(MemoryLayout<SolverCore.Record?>.stride, 48)
    }
}
