import Foundation
import XCTest

@testable import LayoutKernel

/// The atomic words of a `Variable` or `Constraint` live inside the handle, as its first
/// stored property (see `AtomicWords`): writing them must leave the handle's other fields
/// intact, and a read from another thread must see whole values (never a torn word).
final class HandleWordsTests: XCTestCase {
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
