import CLayoutKernel
import LayoutKernel

/// A failed call: the status code it returns and the message it leaves for
/// `lk_last_error_message`.
struct APIError: Error {
    let status: lk_status
    let message: String

    init(_ status: Int32, _ message: String) {
        self.status = status
        self.message = message
    }

    /// The C API's code and message for a solver error.
    init(_ error: SolverError) {
        let status: Int32
        switch error {
        case .duplicateConstraint: status = Int32(LK_ERROR_DUPLICATE_CONSTRAINT)
        case .unsatisfiableConstraint: status = Int32(LK_ERROR_UNSATISFIABLE_CONSTRAINT)
        case .unknownConstraint: status = Int32(LK_ERROR_UNKNOWN_CONSTRAINT)
        case .duplicateEditVariable: status = Int32(LK_ERROR_DUPLICATE_EDIT_VARIABLE)
        case .unknownEditVariable: status = Int32(LK_ERROR_UNKNOWN_EDIT_VARIABLE)
        case .badRequiredStrength: status = Int32(LK_ERROR_BAD_REQUIRED_STRENGTH)
        case .nonFiniteValue: status = Int32(LK_ERROR_NON_FINITE_VALUE)
        case .invalidStrength: status = Int32(LK_ERROR_INVALID_STRENGTH)
        case .constraintHeldByAnotherSolver: status = Int32(LK_ERROR_CONSTRAINT_HELD_BY_ANOTHER_SOLVER)
        case .variableHeldByAnotherSolver: status = Int32(LK_ERROR_VARIABLE_HELD_BY_ANOTHER_SOLVER)
        }
        self.init(status, error.description)
    }

    static func null(_ what: String) -> APIError {
        APIError(Int32(LK_ERROR_NULL_ARGUMENT), "null argument: \(what) is NULL")
    }

    static func invalidHandle(_ kind: String) -> APIError {
        APIError(
            Int32(LK_ERROR_INVALID_HANDLE),
            "invalid handle: the \(kind) handle was released, is of another kind, or was never returned by this library")
    }
}

/// Runs the body of one C entry point: LK_OK, or the error's code after storing its message.
@inline(__always)
func perform(_ body: () throws(APIError) -> Void) -> lk_status {
    do {
        try body()
        return Int32(LK_OK)
    } catch {
        error.message.withCString { lk_support_set_last_error($0) }
        return error.status
    }
}
