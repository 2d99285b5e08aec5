import LayoutKernel

/// The variables changed since frames were last written (`writeFrames`), in the order they
/// were noted: the solver's lists as it returned them, and single variables the engine notes
/// itself between them.
///
/// Why not one array: each `updateVariables()` result would be copied into it, so that after
/// a large build the result and the copy (a reference each per changed variable, and a
/// retain and release each) were alive together at the peak of the first layout. A result is
/// kept as it is, one segment, and reading walks the segments in order.
struct ChangedVariables: Sequence {
    private var segments: [[Variable]] = []
    /// Whether the last segment holds single variables noted here (else it is a solver's
    /// result, kept whole, and a single variable starts a segment of its own).
    private var lastTakesSingles = false

    var isEmpty: Bool { segments.isEmpty }

    /// How many variables are listed (repeats included).
    var count: Int { segments.reduce(0) { $0 + $1.count } }

    /// Notes one variable.
    mutating func append(_ variable: Variable) {
        if lastTakesSingles {
            segments[segments.count - 1].append(variable)
        } else {
            segments.append([variable])
            lastTakesSingles = true
        }
    }

    /// Notes a solver's result, without copying it.
    mutating func append(contentsOf variables: [Variable]) {
        guard !variables.isEmpty else { return }
        segments.append(variables)
        lastTakesSingles = false
    }

    /// The variables noted, leaving none.
    mutating func take() -> ChangedVariables {
        defer { self = ChangedVariables() }
        return self
    }

    func makeIterator() -> FlattenSequence<[[Variable]]>.Iterator {
        segments.joined().makeIterator()
    }

    /// Calls `body` with each variable in order, borrowed from the segments' storage: the
    /// passes that visit every changed variable (frame writing, label widths) run once per
    /// moved view each layout, and the flattening iterator retained the segment and each
    /// variable it handed out.
    @inline(__always) func forEachBorrowed(_ body: (Variable) -> Void) {
        for s in segments.indices {
            segments[s].withUnsafeBufferPointer { buffer in
                // Safe while the segments are not changed during the call: each segment then
                // holds its variables for the whole call. Call it on a list taken out of the
                // engine (`take()`) or on a copy, never on one `body` can change.
                for i in buffer.indices { Unmanaged.passUnretained(buffer[i])._withUnsafeGuaranteedRef(body) }
            }
        }
    }
}
