/// The whole state of a `Solver` as one value: the tableau, the definitions, the records of
/// the constraints it holds, the registry of its symbols and handles, its edit variables and
/// its work buffers, with the operations on them (`mutating`, in the `SolverCore+…` files).
///
/// `Solver` keeps validation and the one transaction path around it: a call that must be
/// undone keeps a copy of the core (`let saved = core`, copy-on-write, so nothing is copied
/// until the call writes) and puts it back (`restore(_:)`). The call's context (`context`:
/// the flags of the running call and the handles it defers) is not part of the value: an
/// undo keeps it.
///
/// Cost: a non-mutating method of the core called out of line gets a copy of the whole value
/// (about 840 bytes, copied bit for bit): the compiler does not lend an `inout` value's
/// storage to a borrowing call. So the small readers on the hot paths (`slot(of:)`,
/// `existingSymbol(of:)`, `marker(at:)`, `editSlot(of:)`…) are `@inline(__always)`, and the
/// entry points `Solver` calls are out of line and `mutating`.
///
/// Handles: a core that claims handles (every public `Solver`) owns each variable and
/// constraint it holds through the handle's atomic owner word, with `token` (the address of
/// its solver); a scratch core (conflict minimisation) claims nothing and finds handles
/// through dictionaries.
struct SolverCore {
    /// Whether this core claims the handles it holds (false only for scratch solvers).
    let claimsHandles: Bool
    /// The owner token of its solver: its address, which no other live solver has. Set once,
    /// by the solver's initialiser (`Solver.init`), which can name its address only after
    /// the core exists; never changed after.
    private(set) var token: UInt64

    var tableau = Tableau()
    var definitions = Definitions()
    /// One record per constraint held, by slot (nil for a free slot).
    var records: [Record?] = []
    var freeRecordSlots: [Int32] = []
    var recordCount = 0
    var nextSequence: UInt32 = 0
    /// A scratch core's slots (a claiming core caches the slot on the handle).
    var slotsByConstraint: [ObjectIdentifier: Int32] = [:]
    /// For each symbol, the slot of the constraint that owns it (a tableau constraint's marker
    /// or other symbol, a definition's variable), or -1.
    var owners: [Int32] = []
    /// For each symbol, the variable it stands for (external symbols only).
    var variables: [Variable?] = []
    /// A scratch core's symbols (a claiming core caches the symbol on the handle).
    var symbolsByVariable: [ObjectIdentifier: Int32] = [:]
    /// For each symbol, how many constraints refer to it.
    var referenceCounts: [Int32] = []
    /// For each symbol, the index of its edit in `edits`, or -1.
    var editIndex: [Int32] = []
    var edits: [Edit?] = []
    /// Which tableau rows each definition's constant change shifts, while nothing is added
    /// or removed (SolverCore+UserShifts.swift).
    var userShifts = UserShiftTable()
    /// Variables whose value must be refreshed at the next `updateVariables`.
    var refresh: [Int32] = []
    /// Variables handed back since the last update whose final value changed: the next
    /// `updateVariables` reports them (see `retireUnreferenced`).
    var handBack: [Variable] = []
    /// A row about to be added that holds more required-equality dummies than this has their
    /// columns dropped (SolverCore+RequiredEqualities.swift). Test seam: the chain oracle
    /// sessions lower it so that chains small enough for the dense reference reach the
    /// dropped-column paths.
    var dummyFillLimit = SolverCore.defaultDummyFillLimit
    /// Test seam: makes the next removal of a definition fail to put its first user back, as
    /// rounding might (exact arithmetic cannot), to reach `leaveForRebuild`.
    var userRestoreFailsForTesting = false
    /// False inside the scratch solvers that minimise a conflict set.
    var explainsConflicts = true
    /// How many definitions the walks below variables whose definition was removed reached
    /// since the sequence numbers started (`SolverCore.definitionsBelow(_:formerlyDefined:into:)`).
    var walkSpent = 0

    /// The running call's context, kept through an undo.
    var context = CallContext()

    // Work buffers, empty between calls (kept for their capacity).
    var madeBuffer = IndexList()
    /// The combined terms of the constraint being added.
    var termsBuffer: [(symbol: Int32, coefficient: Double)] = []
    /// Reused work lists of `updateVariables`.
    var rootsBuffer = IndexList()
    var dirtyBuffer = IndexList()
    var orderBuffer: [Int32] = []
    /// The symbols whose variables `updateVariables` wrote, in order.
    var writtenBuffer = IndexList()
    /// Scratch tables for expanding definitions.
    var expansionCoefficients: [Double] = []
    var expansionTouched: [Bool] = []

    init(claimsHandles: Bool, token: UInt64) {
        self.claimsHandles = claimsHandles
        self.token = token
    }

    /// Gives a new core its solver's token (see `token`).
    mutating func adopt(token: UInt64) {
        precondition(self.token == 0 && recordCount == 0 && variables.isEmpty, "a core's token is set once, when it is new")
        self.token = token
    }

    /// Back to an empty core: the same identity, context, seams and handed-back variables.
    @inline(never) mutating func clear() {
        var empty = SolverCore(claimsHandles: claimsHandles, token: token)
        empty.context = context
        empty.handBack = handBack
        empty.dummyFillLimit = dummyFillLimit
        empty.explainsConflicts = explainsConflicts
        self = empty
    }

    /// Puts the core back as it was at `saved` (a copy taken earlier in the running call),
    /// handle caches and claims included; the running call's context stays.
    @inline(never) mutating func restore(_ saved: SolverCore) {
        let context = self.context
        self = saved
        self.context = context
        // The caches on the handles may point at slots and symbols of the undone work: point
        // them at the restored ones. The claims were kept through the undone work (nothing
        // in between hands a handle back), so claiming again only confirms them.
        guard claimsHandles else { return }
        for (s, variable) in variables.enumerated() {
            guard let variable else { continue }
            _ = variable.words.claim(0, for: token)
            variable.cachedSymbol = Int32(s)
        }
        for (s, record) in records.enumerated() {
            guard let constraint = record?.constraint else { continue }
            _ = constraint.words.claim(0, for: token)
            constraint.cachedSlot = Int32(s)
        }
    }
}

/// The flags of the call a solver is running, and the handles it defers: not part of the
/// solver's value (an undo keeps them).
struct CallContext {
    /// True while a constant change takes a constraint out and adds it back: nothing hands
    /// a handle back meanwhile, so that no other solver can take one in between.
    var keepsClaims = false
    /// Whether calls run guarded against extreme magnitudes (Solver+MagnitudeGuard.swift):
    /// set once the solver has seen numbers outside the safe band, until `reset()`.
    var watchesMagnitudes = false
    /// True inside a guarded call, so that the calls it makes are not guarded again.
    var isGuarding = false
    /// Set by a call that stopped at the pivot budget and put the core back itself before
    /// throwing; read and cleared by the recovery (Solver+PivotBudget.swift).
    var pivotStopWasUndone = false
    /// The handles a guarded call hands back, held until the call is kept or undone: an
    /// undone call must never release a claim it then takes again, or another solver could
    /// take the handle in between.
    var deferredReleases = DeferredReleases()
    /// Test seam: called each time the solver hands a claim back (nil in production).
    var claimReleased: (() -> Void)?
}

/// The handles a guarded call hands back, released only once the call is kept or undone.
struct DeferredReleases {
    var variables: [Variable] = []
    var constraints: [Constraint] = []
}
