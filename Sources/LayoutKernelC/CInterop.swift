import CLayoutKernel

/// The only code of the C API that touches memory the caller passes in.
///
/// Why it is safe: every pointer is checked for NULL before use; an out-parameter receives
/// exactly one value of the C type the header declares for it; a buffer receives at most the
/// `capacity` bytes or elements the caller declared; an input array is read over exactly the
/// `count` elements the caller declared, and a C string up to its NUL. Those are the contracts
/// of the header's functions, as of `memcpy` or `strlen`: a pointer that does not cover what
/// its caller declares is undefined behaviour in the caller, which no C library can detect.
/// Handles are never pointers here: see `HandleTable`.
enum CInterop {
    /// Writes one value into a non-NULL out-parameter.
    static func store<T>(_ value: T, _ pointer: UnsafeMutablePointer<T>?, _ what: String) throws(APIError) {
        guard let pointer else { throw APIError.null(what) }
        pointer.pointee = value
    }

    /// Fails on a NULL out-parameter before the call does anything else.
    static func require<T>(_ pointer: UnsafeMutablePointer<T>?, _ what: String) throws(APIError) {
        if pointer == nil { throw APIError.null(what) }
    }

    /// The UTF-8 text of a NUL-terminated string (invalid sequences repaired); "" for NULL.
    static func string(_ pointer: UnsafePointer<CChar>?) -> String {
        guard let pointer else { return "" }
        return String(cString: pointer)
    }

    /// The `count` terms at `pointer`, read in place (the caller's array lives for the call).
    static func terms(_ pointer: UnsafePointer<lk_term>?, _ count: Int) throws(APIError) -> UnsafeBufferPointer<lk_term> {
        if count == 0 { return UnsafeBufferPointer(start: nil, count: 0) }
        guard let pointer else { throw APIError.null("terms") }
        guard count > 0, count <= Int(Int32.max) else {
            throw APIError(Int32(LK_ERROR_INVALID_ARGUMENT), "invalid argument: term count \(count) is out of range")
        }
        return UnsafeBufferPointer(start: pointer, count: count)
    }

    /// Copies `text` NUL-terminated into `buffer` if `capacity` holds it, and its length
    /// (without the NUL) into `length`; LK_ERROR_BUFFER_TOO_SMALL (the length still written)
    /// otherwise.
    static func copy(
        _ text: String, _ buffer: UnsafeMutablePointer<CChar>?, _ capacity: Int,
        _ length: UnsafeMutablePointer<Int>?
    ) throws(APIError) {
        if capacity > 0, buffer == nil { throw APIError.null("buffer") }
        let bytes = Array(text.utf8)
        length?.pointee = bytes.count
        guard capacity > bytes.count, let buffer else {
            throw APIError(
                Int32(LK_ERROR_BUFFER_TOO_SMALL),
                "buffer too small: \(bytes.count + 1) bytes needed, \(capacity) given")
        }
        for (i, byte) in bytes.enumerated() { buffer[i] = CChar(bitPattern: byte) }
        buffer[bytes.count] = 0
    }

    /// Copies up to `capacity` handles into `buffer` and the full count into `count`.
    static func copy(
        _ handles: [UInt64], _ buffer: UnsafeMutablePointer<OpaquePointer?>?, _ capacity: Int,
        _ count: UnsafeMutablePointer<Int>?
    ) throws(APIError) {
        guard let count else { throw APIError.null("out_count") }
        if capacity > 0, buffer == nil { throw APIError.null("buffer") }
        if let buffer {
            for (i, handle) in handles.prefix(max(capacity, 0)).enumerated() { buffer[i] = pointer(handle) }
        }
        count.pointee = handles.count
    }

    /// A handle's bits as the opaque pointer type the header declares (never dereferenced).
    static func pointer(_ handle: UInt64) -> OpaquePointer? {
        OpaquePointer(bitPattern: UInt(handle))
    }

    /// The bits of a handle the caller passed (0 for NULL).
    static func bits(_ handle: OpaquePointer?) -> UInt64 {
        UInt64(UInt(bitPattern: handle))
    }
}
