import CLayoutKernel
import LayoutKernel

@_cdecl("lk_variable_create")
public func lk_variable_create(_ name: UnsafePointer<CChar>?, _ out: UnsafeMutablePointer<OpaquePointer?>?) -> lk_status {
    perform { () throws(APIError) in
        try CInterop.require(out, "out_variable")
        let variable = Variable(CInterop.string(name))
        guard let handle = registry.withLock({ $0.variables.insert(variable) }) else { throw Handles.tableFull }
        try CInterop.store(CInterop.pointer(handle), out, "out_variable")
    }
}

@_cdecl("lk_variable_release")
public func lk_variable_release(_ variable: OpaquePointer?) -> lk_status {
    perform { () throws(APIError) in
        guard variable != nil else { throw APIError.null("variable") }
        let bits = CInterop.bits(variable)
        guard registry.withLock({ $0.variables.remove(bits) }) != nil else { throw APIError.invalidHandle("variable") }
    }
}

@_cdecl("lk_variable_value")
public func lk_variable_value(_ variable: OpaquePointer?, _ out: UnsafeMutablePointer<Double>?) -> lk_status {
    perform { () throws(APIError) in
        try CInterop.require(out, "out_value")
        try CInterop.store(try Handles.variable(variable).value, out, "out_value")
    }
}

@_cdecl("lk_variable_name")
public func lk_variable_name(
    _ variable: OpaquePointer?, _ buffer: UnsafeMutablePointer<CChar>?, _ capacity: Int,
    _ length: UnsafeMutablePointer<Int>?
) -> lk_status {
    perform { () throws(APIError) in
        try CInterop.copy(try Handles.variable(variable).name, buffer, capacity, length)
    }
}
