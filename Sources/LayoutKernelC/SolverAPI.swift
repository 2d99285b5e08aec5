import CLayoutKernel
import LayoutKernel

/// Runs `body` on the solver behind a handle, under that solver's lock.
private func withSolver<R: Sendable>(
    _ handle: OpaquePointer?,
    _ body: (inout SolverState) throws(APIError) -> R
) throws(APIError) -> R {
    let box = try Handles.solver(handle)
    return try box.state.withLock { (state: inout SolverState) throws(APIError) -> R in try body(&state) }
}

/// Runs a solver call, turning its error into the C API's.
@inline(__always)
private func attempt(_ body: () throws(SolverError) -> Void) throws(APIError) {
    do throws(SolverError) { try body() } catch { throw APIError(error) }
}

@_cdecl("lk_solver_create")
public func lk_solver_create(_ out: UnsafeMutablePointer<OpaquePointer?>?) -> lk_status {
    perform { () throws(APIError) in
        try CInterop.require(out, "out_solver")
        let box = SolverBox()
        guard let handle = registry.withLock({ $0.solvers.insert(box) }) else { throw Handles.tableFull }
        try CInterop.store(CInterop.pointer(handle), out, "out_solver")
    }
}

@_cdecl("lk_solver_release")
public func lk_solver_release(_ solver: OpaquePointer?) -> lk_status {
    perform { () throws(APIError) in
        guard solver != nil else { throw APIError.null("solver") }
        let bits = CInterop.bits(solver)
        // The box is freed outside the registry lock (its solver's deinit hands back every
        // handle it holds), or later by a call still running on it, which holds a reference.
        let box = registry.withLock { $0.solvers.remove(bits) }
        guard box != nil else { throw APIError.invalidHandle("solver") }
    }
}

@_cdecl("lk_solver_add_constraint")
public func lk_solver_add_constraint(_ solver: OpaquePointer?, _ constraint: OpaquePointer?) -> lk_status {
    perform { () throws(APIError) in
        let (box, object) = try Handles.solverAndConstraint(solver, constraint)
        try box.state.withLock { (state: inout SolverState) throws(APIError) in
            state.lastConflicts = []
            do throws(SolverError) {
                try state.solver.add(object)
            } catch {
                if case .unsatisfiableConstraint(_, let others) = error { state.lastConflicts = others }
                throw APIError(error)
            }
        }
    }
}

@_cdecl("lk_solver_remove_constraint")
public func lk_solver_remove_constraint(_ solver: OpaquePointer?, _ constraint: OpaquePointer?) -> lk_status {
    perform { () throws(APIError) in
        let (box, object) = try Handles.solverAndConstraint(solver, constraint)
        try box.state.withLock { (state: inout SolverState) throws(APIError) in
            try attempt { () throws(SolverError) in try state.solver.remove(object) }
        }
    }
}

@_cdecl("lk_solver_has_constraint")
public func lk_solver_has_constraint(
    _ solver: OpaquePointer?, _ constraint: OpaquePointer?,
    _ out: UnsafeMutablePointer<Bool>?
) -> lk_status {
    perform { () throws(APIError) in
        try CInterop.require(out, "out_has")
        let object = try Handles.constraint(constraint)
        let has = try withSolver(solver) { (state: inout SolverState) throws(APIError) in state.solver.contains(object) }
        try CInterop.store(has, out, "out_has")
    }
}

@_cdecl("lk_solver_set_constant")
public func lk_solver_set_constant(_ solver: OpaquePointer?, _ constraint: OpaquePointer?, _ constant: Double) -> lk_status {
    perform { () throws(APIError) in
        let object = try Handles.constraint(constraint)
        try withSolver(solver) { (state: inout SolverState) throws(APIError) in
            try attempt { () throws(SolverError) in try state.solver.setConstant(constant, for: object) }
        }
    }
}

@_cdecl("lk_solver_set_strength")
public func lk_solver_set_strength(_ solver: OpaquePointer?, _ constraint: OpaquePointer?, _ strength: lk_strength) -> lk_status {
    perform { () throws(APIError) in
        let object = try Handles.constraint(constraint)
        let level = try Handles.strength(strength)
        try withSolver(solver) { (state: inout SolverState) throws(APIError) in
            try attempt { () throws(SolverError) in try state.solver.setStrength(level, for: object) }
        }
    }
}

@_cdecl("lk_solver_add_edit_variable")
public func lk_solver_add_edit_variable(_ solver: OpaquePointer?, _ variable: OpaquePointer?, _ strength: lk_strength) -> lk_status {
    perform { () throws(APIError) in
        let object = try Handles.variable(variable)
        let level = try Handles.strength(strength)
        try withSolver(solver) { (state: inout SolverState) throws(APIError) in
            try attempt { () throws(SolverError) in try state.solver.addEditVariable(object, strength: level) }
            state.editVariables.append(object)
        }
    }
}

@_cdecl("lk_solver_remove_edit_variable")
public func lk_solver_remove_edit_variable(_ solver: OpaquePointer?, _ variable: OpaquePointer?) -> lk_status {
    perform { () throws(APIError) in
        let object = try Handles.variable(variable)
        try withSolver(solver) { (state: inout SolverState) throws(APIError) in
            try attempt { () throws(SolverError) in try state.solver.removeEditVariable(object) }
            state.editVariables.removeAll { $0 === object }
        }
    }
}

@_cdecl("lk_solver_has_edit_variable")
public func lk_solver_has_edit_variable(
    _ solver: OpaquePointer?, _ variable: OpaquePointer?,
    _ out: UnsafeMutablePointer<Bool>?
) -> lk_status {
    perform { () throws(APIError) in
        try CInterop.require(out, "out_has")
        let (box, object) = try Handles.solverAndVariable(solver, variable)
        let has = box.state.withLock { state in state.solver.hasEditVariable(object) }
        try CInterop.store(has, out, "out_has")
    }
}

@_cdecl("lk_solver_suggest_value")
public func lk_solver_suggest_value(_ solver: OpaquePointer?, _ variable: OpaquePointer?, _ value: Double) -> lk_status {
    perform { () throws(APIError) in
        let (box, object) = try Handles.solverAndVariable(solver, variable)
        try box.state.withLock { (state: inout SolverState) throws(APIError) in
            try attempt { () throws(SolverError) in try state.solver.suggestValue(value, for: object) }
        }
    }
}

@_cdecl("lk_solver_update_variables")
public func lk_solver_update_variables(_ solver: OpaquePointer?, _ changed: UnsafeMutablePointer<Int>?) -> lk_status {
    perform { () throws(APIError) in
        let box = try Handles.solver(solver)
        let count = box.state.withLock { state in state.solver.updateValues() }
        changed?.pointee = count
    }
}

@_cdecl("lk_solver_reset")
public func lk_solver_reset(_ solver: OpaquePointer?) -> lk_status {
    perform { () throws(APIError) in
        try withSolver(solver) { (state: inout SolverState) throws(APIError) in
            state.solver.reset()
            state.lastConflicts = []
            state.editVariables = []
        }
    }
}

@_cdecl("lk_solver_conflicts")
public func lk_solver_conflicts(
    _ solver: OpaquePointer?, _ buffer: UnsafeMutablePointer<OpaquePointer?>?, _ capacity: Int,
    _ count: UnsafeMutablePointer<Int>?
) -> lk_status {
    perform { () throws(APIError) in
        try CInterop.require(count, "out_count")
        let handles = try withSolver(solver) { (state: inout SolverState) throws(APIError) -> [UInt64] in
            let conflicts = state.lastConflicts
            return registry.withLock { tables in tables.constraints.handles(of: conflicts) }
        }
        try CInterop.copy(handles, buffer, capacity, count)
    }
}

@_cdecl("lk_solver_dump")
public func lk_solver_dump(
    _ solver: OpaquePointer?, _ buffer: UnsafeMutablePointer<CChar>?, _ capacity: Int,
    _ length: UnsafeMutablePointer<Int>?
) -> lk_status {
    perform { () throws(APIError) in
        let text = try withSolver(solver) { (state: inout SolverState) throws(APIError) in state.dump() }
        try CInterop.copy(text, buffer, capacity, length)
    }
}
