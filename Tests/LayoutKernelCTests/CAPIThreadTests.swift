import CLayoutKernel
import Dispatch
import LayoutKernelC
import Synchronization
import XCTest

/// The C API from several threads at once: the handle tables are shared by every thread, and
/// each solver serialises its own calls (run under ThreadSanitizer by Scripts/sanitize).
final class CAPIThreadTests: XCTestCase {
    private let strong = lk_strength(priority: 750, weight: 1)

    /// Each thread makes its own solver and variable, suggests 0...99 and releases them, while
    /// all of them also suggest into one shared solver. With only the edit constraint on it, a
    /// variable takes its last suggestion: 99 for each private one; for the shared one, the
    /// last of the 4 × 100 suggestions, which is one of 0...99.
    func testSolversOnSeveralThreadsAndOneSharedSolver() {
        var shared: OpaquePointer?, x: OpaquePointer?
        XCTAssertEqual(lk_solver_create(&shared), Int32(LK_OK))
        XCTAssertEqual(lk_variable_create("x", &x), Int32(LK_OK))
        XCTAssertEqual(lk_solver_add_edit_variable(shared, x, strong), Int32(LK_OK))
        let sharedBits = UInt(bitPattern: shared), xBits = UInt(bitPattern: x)
        let failures = Counter()
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            var solver: OpaquePointer?, v: OpaquePointer?
            var ok = lk_solver_create(&solver) == 0 && lk_variable_create("v", &v) == 0
            ok = ok && lk_solver_add_edit_variable(solver, v, lk_strength(priority: 750, weight: 1)) == 0
            for i in 0..<100 {
                ok = ok && lk_solver_suggest_value(solver, v, Double(i)) == 0
                ok = ok && lk_solver_suggest_value(OpaquePointer(bitPattern: sharedBits), OpaquePointer(bitPattern: xBits), Double(i)) == 0
            }
            ok = ok && lk_solver_update_variables(solver, nil) == 0
            var value = -1.0
            ok = ok && lk_variable_value(v, &value) == 0 && value == 99
            ok = ok && lk_solver_release(solver) == 0 && lk_variable_release(v) == 0
            if !ok { failures.increment() }
        }
        XCTAssertEqual(failures.value, 0)
        XCTAssertEqual(lk_solver_update_variables(shared, nil), Int32(LK_OK))
        var value = -1.0
        XCTAssertEqual(lk_variable_value(x, &value), Int32(LK_OK))
        XCTAssertTrue((0...99).contains(value) && value == value.rounded(), "\(value)")
        XCTAssertEqual(lk_solver_release(shared), Int32(LK_OK))
        XCTAssertEqual(lk_variable_release(x), Int32(LK_OK))
    }
}

/// A thread-safe count of failed threads.
private final class Counter: Sendable {
    private let count = Mutex(0)
    func increment() { count.withLock { $0 += 1 } }
    var value: Int { count.withLock { $0 } }
}
