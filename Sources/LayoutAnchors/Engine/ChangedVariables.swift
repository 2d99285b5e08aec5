import LayoutKernel

/// The variables changed since frames were last written (`writeFrames`), in the order they
/// were noted: the solver's changes as it listed them (`appendChanges(of:registeredIn:)`), and
/// single variables the engine notes itself between them.
///
/// A variable of a registered view is kept as its entry in the view table
/// (`VariableTable.entry(of:)`, checked when noted), not as a reference: the solver hands its
/// changes over borrowed, so a layout that moves every row of a long list takes no retain and
/// no release per row. An entry names a slot of the table, so it holds only while the slot
/// keeps its view: before a view leaves the table, the entries still listed are turned back
/// into variables (`resolveEntries(in:)`, see `ViewState.unregister`). Other variables (none
/// of a registered view when noted, or noted singly) are kept as they are, and looked up when
/// read, as the entries' views are.
///
/// Why runs rather than one list: a solver's changes after a large build are many, and
/// copying them into one list would keep the old and the new storage alive together at the
/// peak of the first layout.
struct ChangedVariables {
    /// A run of changed variables, in the order noted: `entries` holds a registered view's
    /// table entry (>= 0) or `~k` for `variables[k]`, a variable kept as it is. A run of
    /// variables noted singly (or resolved) has no entries: `variables` in order, one array
    /// appended per variable rather than two.
    private struct Run {
        var entries: [Int] = []
        var variables: [Variable] = []
        /// Whether some entry is a table entry (see `resolveEntries(in:)`).
        var hasTableEntries = false
        /// How many views the table entries name at least: the most entries of one place,
        /// minX or minY (a moved row lists its minY alone, a new view all four).
        var views = 0

        /// How many variables the run lists.
        var count: Int { entries.isEmpty ? variables.count : entries.count }

        /// Notes one variable (a run without entries only).
        mutating func append(_ variable: Variable) {
            variables.append(variable)
        }
    }

    private var runs: [Run] = []
    /// Whether the last run holds single variables noted here (else it is a solver's changes,
    /// and a single variable starts a run of its own).
    private var lastTakesSingles = false

    var isEmpty: Bool { runs.isEmpty }

    /// How many variables are listed (repeats included).
    var count: Int { runs.reduce(0) { $0 + $1.count } }

    /// How many views the variables name at least (a run's may repeat another's): what frame
    /// writing reserves for its list of views. A quarter of the variables (what the first
    /// layout of new views lists) alone was four times too few for the rows of a list moved down, whose list then grew (and was copied)
    /// twice at every layout.
    var viewCountEstimate: Int { max(count / 4, runs.reduce(0) { max($0, $1.views) }) }

    /// Notes one variable.
    mutating func append(_ variable: Variable) {
        if lastTakesSingles {
            runs[runs.count - 1].append(variable)
        } else {
            var run = Run()
            run.append(variable)
            runs.append(run)
            lastTakesSingles = true
        }
    }

    /// Writes the values `solver` solved and notes the variables that changed: those of views
    /// registered in `table` as their entries, the rest as they are. With `deferral`, a move
    /// along y alone that no hook can see is deferred into `deferred` instead of noted (see
    /// `DeferredFrames`).
    mutating func appendChanges(
        of solver: Solver, registeredIn table: VariableTable, deferral: MoveDeferral?, into deferred: inout DeferredFrames
    ) {
        var run = Run()
        var minXs = 0, minYs = 0
        solver.updateVariables { changed in
            // Nothing changed: nothing to note (and no empty array built in place, which would
            // write into the standard library's one shared empty-array storage, a race between
            // windows laid out on separate threads under ThreadSanitizer).
            guard changed.count > 0 else { return }
            // Read now: the root's values were just written.
            if let deferral { deferred.beginListing(under: deferral.mapping, root: deferral.root) }
            let defers = deferral != nil, serial = deferral?.serial ?? 0
            // One pass that writes each entry in place: appending cost a uniqueness test each.
            // (`Array(repeating:count:)` rather than `unsafeUninitializedCapacity`, whose
            // generic path looked the storage class up in the runtime's metadata cache.)
            var filled = [Int](repeating: 0, count: changed.count)
            var noted = 0
            filled.withUnsafeMutableBufferPointer { entries in
                for variable in changed {
                    if let (entry, slot) = variable._withUnsafeGuaranteedRef({ table.entry(of: $0) }) {
                        if defers && entry & 3 == 1 && slot.withHandle({ deferred.deferMove(of: $0, serial: serial) }) { continue }
                        entries[noted] = entry
                        run.hasTableEntries = true
                        if entry & 3 == 0 { minXs &+= 1 } else if entry & 3 == 1 { minYs &+= 1 }
                    } else {
                        entries[noted] = ~run.variables.count
                        run.variables.append(variable.takeUnretainedValue())
                    }
                    noted &+= 1
                }
            }
            filled.removeLast(filled.count - noted)
            run.entries = filled
        }
        guard !run.entries.isEmpty else { return }
        run.views = max(minXs, minYs)
        runs.append(run)
        lastTakesSingles = false
    }

    /// Turns every table entry back into its variable, while `table` still holds the views
    /// they name: called before a view leaves the table (its slot may then take another view).
    mutating func resolveEntries(in table: VariableTable) {
        for r in runs.indices where runs[r].hasTableEntries {
            var resolved = Run()
            resolved.variables.reserveCapacity(runs[r].entries.count)
            for entry in runs[r].entries {
                if entry < 0 {
                    resolved.append(runs[r].variables[~entry])
                } else if let variable = table.variable(at: entry) {
                    resolved.append(variable)
                }
            }
            runs[r] = resolved
        }
    }

    /// The variables noted, leaving none.
    mutating func take() -> ChangedVariables {
        defer { self = ChangedVariables() }
        return self
    }

    /// Calls `body` with the view of each noted variable whose view is registered in `table`
    /// (repeats included, in order); with `widthsOnly`, of each width only. Variables are
    /// read borrowed from the runs' storage: the passes that visit every changed variable
    /// (frame writing, label widths) run once per moved view each layout.
    @inline(__always) func forEachView(in table: VariableTable, widthsOnly: Bool = false, _ body: (ViewReference) -> Void) {
        for r in runs.indices {
            runs[r].variables.withUnsafeBufferPointer { variables in
                // Safe while the runs are not changed during the call: each run then holds its
                // variables for the whole call. Call it on a list taken out of the engine
                // (`take()`) or on a copy, never on one `body` can change.
                if runs[r].entries.isEmpty {
                    for variable in variables {
                        Unmanaged.passUnretained(variable)._withUnsafeGuaranteedRef { variable in
                            guard !widthsOnly || VariableTable.tagsWidth(variable), let ref = table.lookup(variable) else { return }
                            body(ref)
                        }
                    }
                    return
                }
                for entry in runs[r].entries {
                    if entry >= 0 {
                        guard !widthsOnly || entry & 3 == 2, let ref = table.reference(at: entry) else { continue }
                        body(ref)
                    } else {
                        Unmanaged.passUnretained(variables[~entry])._withUnsafeGuaranteedRef { variable in
                            guard !widthsOnly || VariableTable.tagsWidth(variable), let ref = table.lookup(variable) else { return }
                            body(ref)
                        }
                    }
                }
            }
        }
    }
}

/// What deferring moves needs while the solver's changes are listed: the engine's registration
/// serial (`LayoutEngine.isPlaced`) and the parts of its frame mapping, the solver frame being
/// read from the root's values once they are written.
struct MoveDeferral {
    let serial: UInt64
    let rounding: PixelRounding
    let mirrored: Bool
    let root: ItemHandle

    var mapping: FrameMapping { FrameMapping(rounding: rounding, solverFrame: SolverFrame(root: root, mirrored: mirrored)) }
}
