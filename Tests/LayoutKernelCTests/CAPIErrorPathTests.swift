import CLayoutKernel
import LayoutKernelC
import XCTest

/// The C API's error paths, called as C calls them: every misuse returns its documented code,
/// leaves the out-parameters alone and never traps.
final class CAPIErrorPathTests: XCTestCase {
    private let strong = lk_strength(priority: 750, weight: 1)
    private let required = lk_strength(priority: 1000, weight: 1)

    private func variable(_ name: String) -> OpaquePointer? {
        var handle: OpaquePointer?
        XCTAssertEqual(lk_variable_create(name, &handle), Int32(LK_OK))
        return handle
    }

    private func constraint(
        _ terms: [lk_term], _ constant: Double, _ relation: Int32,
        _ strength: lk_strength
    ) -> OpaquePointer? {
        var handle: OpaquePointer?
        XCTAssertEqual(
            terms.withUnsafeBufferPointer {
                lk_constraint_create($0.baseAddress, $0.count, constant, relation, strength, &handle)
            }, Int32(LK_OK))
        return handle
    }

    private func solver() -> OpaquePointer? {
        var handle: OpaquePointer?
        XCTAssertEqual(lk_solver_create(&handle), Int32(LK_OK))
        return handle
    }

    func testNullArgumentsAreReportedNotFollowed() {
        XCTAssertEqual(lk_solver_create(nil), Int32(LK_ERROR_NULL_ARGUMENT))
        XCTAssertEqual(lk_variable_create("x", nil), Int32(LK_ERROR_NULL_ARGUMENT))
        XCTAssertEqual(lk_solver_update_variables(nil, nil), Int32(LK_ERROR_NULL_ARGUMENT))
        XCTAssertEqual(lk_variable_release(nil), Int32(LK_ERROR_NULL_ARGUMENT))
        let x = variable("x")
        XCTAssertEqual(lk_variable_value(x, nil), Int32(LK_ERROR_NULL_ARGUMENT))
        var out: OpaquePointer?
        // Three terms declared, no array given.
        XCTAssertEqual(lk_constraint_create(nil, 3, 0, Int32(LK_EQUAL), strong, &out), Int32(LK_ERROR_NULL_ARGUMENT))
        XCTAssertNil(out)
        XCTAssertTrue(String(cString: lk_last_error_message()).contains("NULL"))
        XCTAssertEqual(lk_variable_release(x), Int32(LK_OK))
    }

    func testReleasedForeignAndGarbageHandlesAreInvalid() {
        let s = solver(), x = variable("x")
        let c = constraint([lk_term(variable: x, coefficient: 1)], -5, Int32(LK_EQUAL), required)
        XCTAssertEqual(lk_variable_release(x), Int32(LK_OK))
        XCTAssertEqual(lk_variable_release(x), Int32(LK_ERROR_INVALID_HANDLE))
        XCTAssertEqual(lk_solver_suggest_value(s, x, 1), Int32(LK_ERROR_INVALID_HANDLE))
        // A handle of one kind passed as another: the tag differs.
        XCTAssertEqual(lk_solver_add_constraint(c, c), Int32(LK_ERROR_INVALID_HANDLE))
        XCTAssertEqual(lk_solver_add_constraint(s, s), Int32(LK_ERROR_INVALID_HANDLE))
        for garbage: UInt in [1, 0xdead_beef, UInt.max, 0xA200_0000_0000_0000, 0xA201_0000_FFFF_FFFF] {
            XCTAssertEqual(lk_solver_add_constraint(s, OpaquePointer(bitPattern: garbage)), Int32(LK_ERROR_INVALID_HANDLE))
        }
        // The constraint still works after its variable's handle ended: the object lives on.
        XCTAssertEqual(lk_solver_add_constraint(s, c), Int32(LK_OK))
        XCTAssertEqual(lk_constraint_release(c), Int32(LK_OK))
        XCTAssertEqual(lk_solver_release(s), Int32(LK_OK))
        XCTAssertEqual(lk_solver_release(s), Int32(LK_ERROR_INVALID_HANDLE))
        XCTAssertEqual(lk_solver_reset(s), Int32(LK_ERROR_INVALID_HANDLE))
    }

    func testNonFiniteNumbersAndBadStrengthsAreRefused() {
        let s = solver(), x = variable("x")
        let term = [lk_term(variable: x, coefficient: 1)]
        var out: OpaquePointer?
        XCTAssertEqual(
            term.withUnsafeBufferPointer {
                lk_constraint_create($0.baseAddress, 1, .nan, Int32(LK_EQUAL), strong, &out)
            }, Int32(LK_ERROR_NON_FINITE_VALUE))
        XCTAssertEqual(
            [lk_term(variable: x, coefficient: .infinity)].withUnsafeBufferPointer {
                lk_constraint_create($0.baseAddress, 1, 0, Int32(LK_EQUAL), strong, &out)
            }, Int32(LK_ERROR_NON_FINITE_VALUE))
        for bad in [
            lk_strength(priority: 0, weight: 1), lk_strength(priority: .nan, weight: 1),
            lk_strength(priority: 500, weight: -1), lk_strength(priority: 500, weight: .infinity),
        ] {
            XCTAssertEqual(
                term.withUnsafeBufferPointer {
                    lk_constraint_create($0.baseAddress, 1, 0, Int32(LK_EQUAL), bad, &out)
                }, Int32(LK_ERROR_INVALID_STRENGTH))
            XCTAssertEqual(lk_solver_add_edit_variable(s, x, bad), Int32(LK_ERROR_INVALID_STRENGTH))
        }
        XCTAssertEqual(
            term.withUnsafeBufferPointer {
                lk_constraint_create($0.baseAddress, 1, 0, 3, strong, &out)
            }, Int32(LK_ERROR_INVALID_ARGUMENT))
        XCTAssertNil(out)
        XCTAssertEqual(lk_solver_add_edit_variable(s, x, strong), Int32(LK_OK))
        XCTAssertEqual(lk_solver_suggest_value(s, x, .nan), Int32(LK_ERROR_NON_FINITE_VALUE))
        XCTAssertEqual(lk_solver_suggest_value(s, x, -.infinity), Int32(LK_ERROR_NON_FINITE_VALUE))
        XCTAssertEqual(lk_solver_add_edit_variable(s, x, required), Int32(LK_ERROR_DUPLICATE_EDIT_VARIABLE))
        let y = variable("y")
        XCTAssertEqual(lk_solver_add_edit_variable(s, y, required), Int32(LK_ERROR_BAD_REQUIRED_STRENGTH))
        XCTAssertEqual(lk_solver_remove_edit_variable(s, y), Int32(LK_ERROR_UNKNOWN_EDIT_VARIABLE))
        XCTAssertEqual(lk_solver_suggest_value(s, y, 1), Int32(LK_ERROR_UNKNOWN_EDIT_VARIABLE))
        for handle in [x, y] { XCTAssertEqual(lk_variable_release(handle), Int32(LK_OK)) }
        XCTAssertEqual(lk_solver_release(s), Int32(LK_OK))
    }

    /// x >= 10 and x <= 5 (both required) cannot hold together: adding the second fails with
    /// the first as its whole conflict set, and the solver keeps x at 10.
    func testUnsatisfiableReportsTheConflictSetAndChangesNothing() {
        let s = solver(), x = variable("x")
        let term = [lk_term(variable: x, coefficient: 1)]
        let low = constraint(term, -10, Int32(LK_GREATER_THAN_OR_EQUAL), required)
        let high = constraint(term, -5, Int32(LK_LESS_THAN_OR_EQUAL), required)
        XCTAssertEqual(lk_solver_add_constraint(s, low), Int32(LK_OK))
        XCTAssertEqual(lk_solver_add_constraint(s, high), Int32(LK_ERROR_UNSATISFIABLE_CONSTRAINT))
        var count = 0
        XCTAssertEqual(lk_solver_conflicts(s, nil, 0, &count), Int32(LK_OK))
        XCTAssertEqual(count, 1)
        var found: [OpaquePointer?] = [nil]
        XCTAssertEqual(lk_solver_conflicts(s, &found, 1, &count), Int32(LK_OK))
        XCTAssertEqual(found[0], low)
        XCTAssertEqual(lk_solver_add_constraint(s, low), Int32(LK_ERROR_DUPLICATE_CONSTRAINT))
        XCTAssertEqual(lk_solver_conflicts(s, nil, 0, &count), Int32(LK_OK))
        XCTAssertEqual(count, 0, "any later add clears the conflict set")
        XCTAssertEqual(lk_solver_remove_constraint(s, high), Int32(LK_ERROR_UNKNOWN_CONSTRAINT))
        XCTAssertEqual(lk_solver_update_variables(s, nil), Int32(LK_OK))
        var value = -1.0
        XCTAssertEqual(lk_variable_value(x, &value), Int32(LK_OK))
        XCTAssertEqual(value, 10)
        for c in [low, high] { XCTAssertEqual(lk_constraint_release(c), Int32(LK_OK)) }
        XCTAssertEqual(lk_variable_release(x), Int32(LK_OK))
        XCTAssertEqual(lk_solver_release(s), Int32(LK_OK))
    }

    /// A variable held by one solver cannot enter another until the first lets it go.
    func testAVariableBelongsToOneSolverAtATime() {
        let first = solver(), second = solver(), x = variable("x")
        let term = [lk_term(variable: x, coefficient: 1)]
        let a = constraint(term, -1, Int32(LK_EQUAL), required)
        let b = constraint(term, -2, Int32(LK_EQUAL), required)
        XCTAssertEqual(lk_solver_add_constraint(first, a), Int32(LK_OK))
        XCTAssertEqual(lk_solver_add_constraint(second, b), Int32(LK_ERROR_VARIABLE_HELD_BY_ANOTHER_SOLVER))
        XCTAssertEqual(lk_solver_add_constraint(second, a), Int32(LK_ERROR_CONSTRAINT_HELD_BY_ANOTHER_SOLVER))
        XCTAssertEqual(lk_solver_release(first), Int32(LK_OK))
        XCTAssertEqual(lk_solver_add_constraint(second, b), Int32(LK_OK), "releasing the solver hands x back")
        for c in [a, b] { XCTAssertEqual(lk_constraint_release(c), Int32(LK_OK)) }
        XCTAssertEqual(lk_variable_release(x), Int32(LK_OK))
        XCTAssertEqual(lk_solver_release(second), Int32(LK_OK))
    }

    /// "left.width" is 10 bytes: 11 with the NUL.
    func testStringsAreCopiedOnlyIntoBuffersThatHoldThem() {
        let x = variable("left.width")
        var length = 0
        XCTAssertEqual(lk_variable_name(x, nil, 0, &length), Int32(LK_ERROR_BUFFER_TOO_SMALL))
        XCTAssertEqual(length, 10)
        var small = [CChar](repeating: 7, count: 10)
        XCTAssertEqual(lk_variable_name(x, &small, 10, &length), Int32(LK_ERROR_BUFFER_TOO_SMALL))
        XCTAssertEqual(small, [CChar](repeating: 7, count: 10), "nothing written into a short buffer")
        XCTAssertEqual(lk_variable_name(x, nil, 5, &length), Int32(LK_ERROR_NULL_ARGUMENT))
        var fits = [CChar](repeating: 7, count: 11)
        XCTAssertEqual(lk_variable_name(x, &fits, 11, &length), Int32(LK_OK))
        XCTAssertEqual(String(decoding: fits.prefix(10).map { UInt8(bitPattern: $0) }, as: UTF8.self), "left.width")
        XCTAssertEqual(fits[10], 0)
        XCTAssertEqual(lk_variable_release(x), Int32(LK_OK))
        XCTAssertEqual(String(cString: lk_status_name(Int32(LK_ERROR_BUFFER_TOO_SMALL))), "LK_ERROR_BUFFER_TOO_SMALL")
        XCTAssertEqual(String(cString: lk_status_name(99)), "LK_UNKNOWN_STATUS")
    }
}
