import CLayoutKernel
import LayoutKernel

/// Looks up the objects behind the caller's handles (NULL and invalid handles throw).
enum Handles {
    static func variable(_ handle: OpaquePointer?) throws(APIError) -> Variable {
        guard handle != nil else { throw APIError.null("variable") }
        let bits = CInterop.bits(handle)
        guard let object = registry.withLock({ $0.variables.lookup(bits) }) else { throw APIError.invalidHandle("variable") }
        return object
    }

    static func constraint(_ handle: OpaquePointer?) throws(APIError) -> Constraint {
        guard handle != nil else { throw APIError.null("constraint") }
        let bits = CInterop.bits(handle)
        guard let object = registry.withLock({ $0.constraints.lookup(bits) }) else { throw APIError.invalidHandle("constraint") }
        return object
    }

    static func solver(_ handle: OpaquePointer?) throws(APIError) -> SolverBox {
        guard handle != nil else { throw APIError.null("solver") }
        let bits = CInterop.bits(handle)
        guard let object = registry.withLock({ $0.solvers.lookup(bits) }) else { throw APIError.invalidHandle("solver") }
        return object
    }

    /// A solver and a variable in one lookup (one lock instead of two, on the hot paths).
    static func solverAndVariable(_ solver: OpaquePointer?, _ variable: OpaquePointer?) throws(APIError) -> (SolverBox, Variable) {
        guard solver != nil else { throw APIError.null("solver") }
        guard variable != nil else { throw APIError.null("variable") }
        let (s, v) = (CInterop.bits(solver), CInterop.bits(variable))
        let (box, object) = registry.withLock { ($0.solvers.lookup(s), $0.variables.lookup(v)) }
        guard let box else { throw APIError.invalidHandle("solver") }
        guard let object else { throw APIError.invalidHandle("variable") }
        return (box, object)
    }

    /// A solver and a constraint in one lookup.
    static func solverAndConstraint(_ solver: OpaquePointer?, _ constraint: OpaquePointer?) throws(APIError) -> (SolverBox, Constraint) {
        guard solver != nil else { throw APIError.null("solver") }
        guard constraint != nil else { throw APIError.null("constraint") }
        let (s, c) = (CInterop.bits(solver), CInterop.bits(constraint))
        let (box, object) = registry.withLock { ($0.solvers.lookup(s), $0.constraints.lookup(c)) }
        guard let box else { throw APIError.invalidHandle("solver") }
        guard let object else { throw APIError.invalidHandle("constraint") }
        return (box, object)
    }

    static var tableFull: APIError {
        APIError(Int32(LK_ERROR_INVALID_ARGUMENT), "handle table full: release handles you no longer need")
    }

    /// Rejects what the solver would reject later, at creation, so that a bad strength is
    /// reported where it was made.
    static func strength(_ strength: lk_strength) throws(APIError) -> Strength {
        let value = Strength(strength.priority, weight: strength.weight)
        guard strength.priority > 0, strength.priority.isFinite, strength.weight >= 0, strength.weight.isFinite else {
            throw APIError(SolverError.invalidStrength)
        }
        return value
    }
}
