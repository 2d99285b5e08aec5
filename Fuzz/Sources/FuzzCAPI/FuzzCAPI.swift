import CLayoutKernel
import FuzzSupport
import LayoutKernelC

/// Interprets the input as a session of C API calls over pools of handles that include
/// released ones, handles of the wrong kind, garbage bit patterns and NULL, with extreme
/// numbers (NaN, infinities). Checks every status against a model of which handles are live:
/// a call with a dead or foreign handle must return LK_ERROR_INVALID_HANDLE (NULL:
/// LK_ERROR_NULL_ARGUMENT), a call with live handles never does, and no status is outside the
/// header's list. Everything still live is released at the end, so LeakSanitizer sees the
/// create / release pairs balance. A violation traps.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCAPI(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    var input = ByteReader(data, size)
    var session = CSession()
    var steps = 0
    while !input.isAtEnd && steps < 48 {
        session.step(&input)
        steps += 1
    }
    session.finish()
    return 0
}

/// A handle the session made, and whether the model says it is still live.
struct Made {
    let handle: OpaquePointer?
    var live = true
}

struct CSession {
    var variables: [Made] = []
    var constraints: [Made] = []
    var solvers: [Made] = []

    /// A handle for a call: one of the pool's (live or released), one of another kind, NULL,
    /// or garbage; with whether the model expects the library to accept it.
    func pick(_ pool: [Made], _ others: [Made], _ input: inout ByteReader) -> (OpaquePointer?, Expect) {
        switch input.index(16) {
        case 0: return (nil, .null)
        case 1:
            let garbage = UInt(truncatingIfNeeded: Int(input.byte()) << 40 | Int(input.byte()) << 8 | 1)
            return (OpaquePointer(bitPattern: garbage), .invalid)
        case 2 where !others.isEmpty:
            return (others[input.index(others.count)].handle, .invalid)
        default:
            guard !pool.isEmpty else { return (nil, .null) }
            let made = pool[input.index(pool.count)]
            return (made.handle, made.live ? .valid : .invalid)
        }
    }

    enum Expect { case valid, invalid, null }

    /// The status a call must return given its handles: NULL first, then invalid, else any
    /// status but those two.
    static func check(_ status: lk_status, _ expectations: [Expect], _ call: String) {
        guard status >= 0 && status <= Int32(LK_ERROR_BUFFER_TOO_SMALL) else {
            violation("\(call): status \(status) outside the header's list")
        }
        let message = String(cString: lk_last_error_message())
        if status != Int32(LK_OK), message.isEmpty { violation("\(call): failed without a message") }
        if expectations.contains(.null) && expectations.contains(.invalid) {
            // Which argument is checked first is not part of the contract.
            guard status == Int32(LK_ERROR_NULL_ARGUMENT) || status == Int32(LK_ERROR_INVALID_HANDLE) else {
                violation("\(call): NULL and dead handles gave \(status)")
            }
            return
        }
        if expectations.contains(.null) {
            guard status == Int32(LK_ERROR_NULL_ARGUMENT) else { violation("\(call): NULL handle gave \(status)") }
            return
        }
        if expectations.contains(.invalid) {
            guard status == Int32(LK_ERROR_INVALID_HANDLE) else { violation("\(call): dead handle gave \(status)") }
            return
        }
        if status == Int32(LK_ERROR_INVALID_HANDLE) || status == Int32(LK_ERROR_NULL_ARGUMENT) {
            violation("\(call): live handles gave \(status): \(message)")
        }
    }

    static let strengths: [lk_strength] = [
        lk_strength(priority: 1000, weight: 1), lk_strength(priority: 750, weight: 1),
        lk_strength(priority: 500, weight: 2), lk_strength(priority: 250, weight: 0),
        lk_strength(priority: 0, weight: 1), lk_strength(priority: .nan, weight: 1),
        lk_strength(priority: 500, weight: -1), lk_strength(priority: .infinity, weight: 1),
    ]

    mutating func step(_ input: inout ByteReader) {
        let strength = Self.strengths[input.index(Self.strengths.count)]
        switch input.index(14) {
        case 0:
            var handle: OpaquePointer?
            Self.check(lk_variable_create(input.string(limit: 3), &handle), [], "variable_create")
            variables.append(Made(handle: handle))
        case 1:
            var handle: OpaquePointer?
            Self.check(lk_solver_create(&handle), [], "solver_create")
            solvers.append(Made(handle: handle))
        case 2:
            var terms: [lk_term] = []
            var expect: [Expect] = []
            for _ in 0..<input.index(4) {
                let (v, e) = pick(variables, constraints, &input)
                terms.append(lk_term(variable: v, coefficient: input.number()))
                expect.append(e)
            }
            let constant = input.number()
            let relation = Int32(input.index(4))
            var handle: OpaquePointer?
            let status = terms.withUnsafeBufferPointer {
                lk_constraint_create($0.baseAddress, $0.count, constant, relation, strength, &handle)
            }
            // Argument checks on numbers come before the handle lookups: only a call with
            // sound numbers must report its handles.
            if status != Int32(LK_ERROR_NON_FINITE_VALUE) && status != Int32(LK_ERROR_INVALID_STRENGTH)
                && status != Int32(LK_ERROR_INVALID_ARGUMENT) {
                Self.check(status, expect, "constraint_create")
            }
            if status == Int32(LK_OK) { constraints.append(Made(handle: handle)) }
        case 3, 4:
            let (s, es) = pick(solvers, variables, &input)
            let (c, ec) = pick(constraints, solvers, &input)
            Self.check(input.byte() & 1 == 0 ? lk_solver_add_constraint(s, c) : lk_solver_remove_constraint(s, c), [es, ec], "add/remove")
        case 5:
            let (s, es) = pick(solvers, constraints, &input)
            let (v, ev) = pick(variables, constraints, &input)
            let status = lk_solver_add_edit_variable(s, v, strength)
            if status != Int32(LK_ERROR_INVALID_STRENGTH) { Self.check(status, [es, ev], "add_edit") }
        case 6:
            let (s, es) = pick(solvers, constraints, &input)
            let (v, ev) = pick(variables, constraints, &input)
            Self.check(lk_solver_suggest_value(s, v, input.number()), [es, ev], "suggest")
        case 7:
            let (s, es) = pick(solvers, variables, &input)
            var changed = 0
            Self.check(lk_solver_update_variables(s, &changed), [es], "update")
        case 8:
            let (v, ev) = pick(variables, solvers, &input)
            var value = 0.0
            Self.check(lk_variable_value(v, &value), [ev], "value")
        case 9:
            let (s, es) = pick(solvers, variables, &input)
            let (c, ec) = pick(constraints, variables, &input)
            Self.check(lk_solver_set_constant(s, c, input.number()), [es, ec], "set_constant")
        case 10:
            let (s, es) = pick(solvers, variables, &input)
            var count = 0
            var buffer = [OpaquePointer?](repeating: nil, count: 4)
            Self.check(lk_solver_conflicts(s, &buffer, input.index(5), &count), [es], "conflicts")
            var length = 0
            let capacity = input.index(64)
            var text = [CChar](repeating: 0, count: 64)
            let status = lk_solver_dump(s, &text, capacity, &length)
            if status != Int32(LK_ERROR_BUFFER_TOO_SMALL) { Self.check(status, [es], "dump") }
        case 11:
            Self.release(&variables, &input, lk_variable_release)
        case 12:
            Self.release(&constraints, &input, lk_constraint_release)
        default:
            if input.byte() & 3 == 0 {
                Self.release(&solvers, &input, lk_solver_release)
            } else {
                let (s, es) = pick(solvers, constraints, &input)
                Self.check(lk_solver_reset(s), [es], "reset")
            }
        }
    }

    /// Releases one handle of the pool (perhaps a second time) and updates the model.
    static func release(_ pool: inout [Made], _ input: inout ByteReader, _ call: (OpaquePointer?) -> lk_status) {
        guard !pool.isEmpty else { return }
        let i = input.index(pool.count)
        Self.check(call(pool[i].handle), [pool[i].live ? .valid : .invalid], "release")
        guard call(pool[i].handle) == Int32(LK_ERROR_INVALID_HANDLE) else { violation("released handle still live") }
        pool[i].live = false
    }

    /// Releases everything still live (each exactly once, as a well-behaved caller).
    mutating func finish() {
        for m in solvers where m.live { Self.check(lk_solver_release(m.handle), [.valid], "final solver release") }
        for m in constraints where m.live { Self.check(lk_constraint_release(m.handle), [.valid], "final constraint release") }
        for m in variables where m.live { Self.check(lk_variable_release(m.handle), [.valid], "final variable release") }
    }
}
