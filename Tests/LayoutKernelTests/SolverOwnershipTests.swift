import Foundation
import LayoutKernel
import XCTest

/// Issue 11, defect 3: a constraint, and every variable it mentions, belongs to one solver at
/// a time. Sharing is refused with a clear error; solvers on separate threads with their own
/// handles never race (run this file under `swift test --sanitize=thread`).
final class SolverOwnershipTests: XCTestCase {
    func testAVariableHeldByOneSolverIsRefusedByAnother() throws {
        let x = Variable("x")
        let s1 = Solver(), s2 = Solver()
        try s1.add(x >= 10)
        let c: Constraint = x == 3
        XCTAssertThrowsError(try s2.add(c)) { error in
            XCTAssertEqual(error as? SolverError, .variableHeldByAnotherSolver(x))
        }
        XCTAssertFalse(s2.contains(c))
        XCTAssertThrowsError(try s2.addEditVariable(x, strength: .strong)) { error in
            XCTAssertEqual(error as? SolverError, .variableHeldByAnotherSolver(x))
        }
        XCTAssertFalse(s2.hasEditVariable(x))
        // The refused calls left s2 empty, and s1 untouched: x is 10 there.
        XCTAssertEqual(s2.debugDescription, Solver().debugDescription)
        s1.updateVariables()
        XCTAssertEqual(x.value, 10)
    }

    func testResetAndDeinitHandEverythingBack() throws {
        let x = Variable("x"), y = Variable("y")
        let c: Constraint = x + y == 10
        do {
            let s1 = Solver()
            try s1.add(c)
            try s1.addEditVariable(y, strength: .weak)
            s1.reset()
            let s2 = Solver()
            try s2.add(c)
            // s2 is freed at the end of this scope.
        }
        let s3 = Solver()
        try s3.add(c)
        try s3.add(y == 4)
        s3.updateVariables()
        // x + y == 10 and y == 4: x = 6.
        XCTAssertEqual(x.value, 6)
        XCTAssertEqual(y.value, 4)
    }

    /// `setConstant` in one solver can no longer change another's result: the second solver
    /// never got the constraint.
    func testConstantChangeCannotDesyncAnotherSolver() throws {
        let x = Variable("x")
        let c: Constraint = x == 7
        let s1 = Solver(), s2 = Solver()
        try s1.add(c)
        XCTAssertThrowsError(try s2.add(c))
        try s1.setConstant(-9, for: c)
        XCTAssertFalse(s2.contains(c))
        XCTAssertThrowsError(try s2.setConstant(-1, for: c)) { error in
            XCTAssertEqual(error as? SolverError, .unknownConstraint(c))
        }
        s1.updateVariables()
        XCTAssertEqual(x.value, 9)
    }

    /// Two solvers on two threads, each with its own variables, busy at the same time: both
    /// reach their own answers (and ThreadSanitizer sees no race).
    func testTwoSolversOnTwoThreadsWithTheirOwnVariables() {
        let results = ResultBox()
        runOnTwoThreads { index in
            let solver = Solver()
            let left = Variable("left\(index)"), width = Variable("width\(index)")
            var ok = true
            for round in 0..<300 {
                let target = Double(round + index)
                do {
                    let c: Constraint = left + width == target + 100
                    try solver.add(c)
                    try solver.add(left == target)
                    solver.updateVariables()
                    // left == target, left + width == target + 100: width = 100.
                    ok = ok && left.value == target && width.value == 100
                    solver.reset()
                } catch {
                    ok = false
                }
            }
            results.set(index, ok)
        }
        XCTAssertEqual(results.values, [true, true])
    }

    /// Two threads race to add the same constraint to their own solvers: exactly one wins,
    /// the other is told that another solver holds it (or one of its variables).
    func testRacingAddsOfOneConstraintLetExactlyOneSolverWin() {
        for _ in 0..<200 {
            let x = Variable("x")
            let c: Constraint = x == 1
            let results = ResultBox()
            runOnTwoThreads { index in
                // A solver is not Sendable: each thread makes its own. Both stay alive until
                // the end of the round, so that the winner holds the constraint meanwhile.
                let solver = Solver()
                do {
                    try solver.add(c)
                    results.set(index, true)
                    results.waitForBoth()
                } catch let error as SolverError {
                    let held = error == .constraintHeldByAnotherSolver(c) || error == .variableHeldByAnotherSolver(x)
                    XCTAssertTrue(held, "\(error)")
                    results.set(index, false)
                    results.waitForBoth()
                } catch {
                    XCTFail("\(error)")
                }
            }
            XCTAssertEqual(results.values.filter { $0 }.count, 1)
        }
    }
}

/// Runs `body(0)` and `body(1)` on two threads of their own at the same time, and waits for
/// both (Dispatch may run a concurrent loop's iterations one after the other).
private func runOnTwoThreads(_ body: @escaping @Sendable (Int) -> Void) {
    let done = DispatchSemaphore(value: 0)
    for index in 0..<2 {
        Thread {
            body(index)
            done.signal()
        }.start()
    }
    done.wait()
    done.wait()
}

/// Two flags written from two threads under a lock, and a meeting point for both threads.
private final class ResultBox: @unchecked Sendable {
    private let lock = NSCondition()
    private var storage = [false, false]
    private var arrived = 0

    func set(_ index: Int, _ value: Bool) {
        lock.lock()
        storage[index] = value
        lock.unlock()
    }

    /// Returns once both threads called it.
    func waitForBoth() {
        lock.lock()
        arrived += 1
        lock.broadcast()
        while arrived < 2 { lock.wait() }
        lock.unlock()
    }

    var values: [Bool] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }
}
