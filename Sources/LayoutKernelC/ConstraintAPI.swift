import CLayoutKernel
import LayoutKernel

@_cdecl("lk_constraint_create")
public func lk_constraint_create(
    _ terms: UnsafePointer<lk_term>?, _ count: Int, _ constant: Double,
    _ relation: lk_relation, _ strength: lk_strength,
    _ out: UnsafeMutablePointer<OpaquePointer?>?
) -> lk_status {
    perform { () throws(APIError) in
        try CInterop.require(out, "out_constraint")
        let raw = try CInterop.terms(terms, count)
        let rel: Relation
        switch relation {
        case Int32(LK_LESS_THAN_OR_EQUAL): rel = .lessThanOrEqual
        case Int32(LK_EQUAL): rel = .equal
        case Int32(LK_GREATER_THAN_OR_EQUAL): rel = .greaterThanOrEqual
        default: throw APIError(Int32(LK_ERROR_INVALID_ARGUMENT), "invalid argument: relation \(relation) is not an lk_relation")
        }
        guard constant.isFinite, raw.allSatisfy({ $0.coefficient.isFinite }) else { throw APIError(SolverError.nonFiniteValue) }
        let level = try Handles.strength(strength)
        if raw.contains(where: { $0.variable == nil }) { throw APIError.null("term variable") }
        // One lock for the lookups and the insertion: building a constraint is on the hot
        // path of every add from Python.
        enum Outcome { case made(UInt64), invalidVariable, tableFull }
        let outcome: Outcome = registry.withLock { tables in
            var expressionTerms: [Term] = []
            expressionTerms.reserveCapacity(raw.count)
            for term in raw {
                guard let variable = tables.variables.lookup(CInterop.bits(term.variable)) else { return .invalidVariable }
                expressionTerms.append(Term(variable, term.coefficient))
            }
            let constraint = Constraint(LinearExpression(expressionTerms, constant: constant), rel, strength: level)
            guard let handle = tables.constraints.insert(constraint) else { return .tableFull }
            return .made(handle)
        }
        let handle: UInt64
        switch outcome {
        case .made(let made): handle = made
        case .invalidVariable: throw APIError.invalidHandle("term variable")
        case .tableFull: throw Handles.tableFull
        }
        try CInterop.store(CInterop.pointer(handle), out, "out_constraint")
    }
}

@_cdecl("lk_constraint_release")
public func lk_constraint_release(_ constraint: OpaquePointer?) -> lk_status {
    perform { () throws(APIError) in
        guard constraint != nil else { throw APIError.null("constraint") }
        let bits = CInterop.bits(constraint)
        guard registry.withLock({ $0.constraints.remove(bits) }) != nil else { throw APIError.invalidHandle("constraint") }
    }
}

@_cdecl("lk_constraint_strength")
public func lk_constraint_strength(_ constraint: OpaquePointer?, _ out: UnsafeMutablePointer<lk_strength>?) -> lk_status {
    perform { () throws(APIError) in
        try CInterop.require(out, "out_strength")
        let strength = try Handles.constraint(constraint).strength
        try CInterop.store(lk_strength(priority: strength.priority, weight: strength.weight), out, "out_strength")
    }
}

@_cdecl("lk_constraint_relation")
public func lk_constraint_relation(_ constraint: OpaquePointer?, _ out: UnsafeMutablePointer<lk_relation>?) -> lk_status {
    perform { () throws(APIError) in
        try CInterop.require(out, "out_relation")
        let relation: Int32
        switch try Handles.constraint(constraint).relation {
        case .lessThanOrEqual: relation = Int32(LK_LESS_THAN_OR_EQUAL)
        case .equal: relation = Int32(LK_EQUAL)
        case .greaterThanOrEqual: relation = Int32(LK_GREATER_THAN_OR_EQUAL)
        }
        try CInterop.store(relation, out, "out_relation")
    }
}

@_cdecl("lk_constraint_constant")
public func lk_constraint_constant(_ constraint: OpaquePointer?, _ out: UnsafeMutablePointer<Double>?) -> lk_status {
    perform { () throws(APIError) in
        try CInterop.require(out, "out_constant")
        try CInterop.store(try Handles.constraint(constraint).expression.constant, out, "out_constant")
    }
}

@_cdecl("lk_constraint_describe")
public func lk_constraint_describe(
    _ constraint: OpaquePointer?, _ buffer: UnsafeMutablePointer<CChar>?, _ capacity: Int,
    _ length: UnsafeMutablePointer<Int>?
) -> lk_status {
    perform { () throws(APIError) in
        try CInterop.copy(try Handles.constraint(constraint).description, buffer, capacity, length)
    }
}
