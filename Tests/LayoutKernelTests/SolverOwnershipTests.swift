import Foundation
import LayoutKernel
import XCTest

/// A constraint, and every variable it mentions, belongs to one solver at a time. Sharing is
/// refused with a clear error; solvers on separate threads with their own handles never race,
/// and a handle's value reads whole from any thread (run this file under
/// `swift test --sanitize=thread`).
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

    /// A constraint belongs to one solver at a time: a second solver refuses it until the
    /// first lets it go.
    func testOneConstraintInTwoSolversIsRefusedUntilReleased() throws {
        let x = Variable("x")
        let c: Constraint = x == 7
        let s1 = Solver(), s2 = Solver()
        try s1.add(c)
        XCTAssertThrowsError(try s2.add(c)) { error in
            XCTAssertEqual(error as? SolverError, .constraintHeldByAnotherSolver(c))
        }
        XCTAssertFalse(s2.contains(c))
        try s1.remove(c)
        XCTAssertFalse(s1.contains(c))
        try s2.add(c)
        XCTAssertTrue(s2.contains(c))
        s2.updateVariables()
        XCTAssertEqual(x.value, 7)
    }

    // MARK: - A handle's fields under the solver's writes
    // The atomic words of a `Variable` or `Constraint` live inside the handle, as its first
    // stored property (see `AtomicWords`): writing them must leave the handle's other fields
    // intact, and a read from another thread must see whole values (never a torn word).

    /// Every word of a variable written (owner by a solver, value, tag, symbol cache), and the
    /// name read back unchanged; after the solver is gone the value stays the one written.
    func testVariableWordsLeaveTheNameIntact() throws {
        let left = Variable("left")
        left.tag = 42
        do {
            let solver = Solver()
            try solver.add(left == 7)
            solver.updateVariables()
            XCTAssertEqual(left.value, 7)
        }
        XCTAssertEqual(left.name, "left")
        XCTAssertEqual(left.description, "left")
        XCTAssertEqual(left.tag, 42)
        XCTAssertEqual(left.value, 7)
        // Handed back when the solver went: another solver may take it.
        let other = Solver()
        try other.add(left == 9)
        other.updateVariables()
        XCTAssertEqual(left.value, 9)
    }

    /// A constraint's words (owner, constant, strength, slot cache) written through the
    /// solver; its terms and relation read back as built: x + 2y - 10 <= 0 at medium, the
    /// constant moved to -20 and the strength to weak.
    func testConstraintWordsLeaveTheTermsIntact() throws {
        let x = Variable("x"), y = Variable("y")
        let c: Constraint = (x + 2 * y <= 10) | .medium
        let solver = Solver()
        try solver.add(c)
        try solver.setConstant(-20, for: c)
        try solver.setStrength(.weak, for: c)
        XCTAssertEqual(c.expression.constant, -20)
        XCTAssertEqual(c.expression.terms.map(\.coefficient), [1, 2])
        XCTAssertTrue(c.expression.terms[0].variable === x)
        XCTAssertTrue(c.expression.terms[1].variable === y)
        XCTAssertEqual(c.relation, .lessThanOrEqual)
        XCTAssertEqual(c.strength, .weak)
        try solver.remove(c)
        XCTAssertFalse(solver.contains(c))
        XCTAssertEqual(c.expression.constant, -20)
    }

    /// One thread reads `value` while the owning solver writes it on another: every read is
    /// one of the values written (0, 10, ..., 1990; never a mix of two), and ThreadSanitizer
    /// sees no race (the words are atomics).
    func testValueReadFromAnotherThreadIsWhole() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addEditVariable(x, strength: .strong)
        let done = DispatchSemaphore(value: 0)
        let reads = ReadLog()
        Thread {
            for _ in 0..<20_000 { reads.note(x.value) }
            done.signal()
        }.start()
        for k in 0..<200 {
            try solver.suggestValue(Double(10 * k), for: x)
            solver.updateVariables()
        }
        done.wait()
        XCTAssertEqual(x.value, 1990)
        XCTAssertTrue(reads.all { $0 >= 0 && $0 <= 1990 && $0.truncatingRemainder(dividingBy: 10) == 0 })
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

/// The reads of `testValueReadFromAnotherThreadIsWhole`, noted by the reading thread and
/// checked by the test's: every access under `lock`.
private final class ReadLog: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Double] = []

    func note(_ value: Double) {
        lock.lock()
        values.append(value)
        lock.unlock()
    }

    func all(_ predicate: (Double) -> Bool) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return values.allSatisfy(predicate)
    }
}
