/// Frames whose move is written when they are read, not at every layout.
///
/// A layout that changes the height of a row near the top of a long stack moves every row
/// below it; laid out every few edits, writing each moved row's frame at each layout is
/// quadratic in the rows (an app editing every label of a long list). A move along y alone of
/// a view that no hook can see move is deferred instead, as the solver's changes are listed
/// (`ChangedVariables.appendChanges`): its handle is flagged and its variable left off the
/// list, so neither frame writing nor the label pass visits it, and the frame is computed from
/// the solved values when something reads it (`storedFrame`), with the pixel rounding and
/// solver frame of the layout that deferred it. A scroll-only layout defers nothing: it
/// refreshes the guides of every view it moves (`scrollAffectedGuides`).
///
/// Which moves no hook can see (`defersMove(of:)`): those of a placed leaf view of one of the
/// library's classes (whose `layoutSubviews()` does nothing and cannot be overridden), not a
/// controller's view, not sized by autoresizing, whose safe area and margins a move cannot
/// change (the test `markMovedForInsetCheck` makes), in a placed superview. A move alone sets
/// no hook mark on such a view, except when it changes the rounded height by a pixel; the
/// `layoutSubviews()` that mark would call does nothing there.
///
/// The settled frame is the one writing it at the deferring layout would have given: the
/// view's solved values change only when the solver lists them, and then the view is written
/// or deferred again; its superview's origin only when the superview is listed, which writes
/// its subviews. What else the frame depends on is settled first: every deferred frame before
/// a layout with another rounding or solver frame, before the solver is rebuilt, and before
/// the engine goes; a leaving view's before it leaves (`release(subtree:)`).
struct DeferredFrames {
    /// The views flagged when they were deferred (`frameIsDeferred`); a view written or settled
    /// since is still listed, unflagged, until the list is trimmed.
    private(set) var handles: [ItemHandle] = []
    /// The rounding and solver frame the deferred frames are settled with.
    private var mapping = FrameMapping(rounding: PixelRounding(scale: 2), solverFrame: SolverFrame(mirrored: false, reference: 0))
    /// Each superview's rounded origin as its subviews were deferred: a removal may hand the
    /// superview's variables back with other values before the next layout writes its
    /// subviews (a superview whose values a layout changes has its subviews written).
    private var parentOrigins: [ObjectIdentifier: PixelRounding.Container] = [:]
    /// The superview whose origin was recorded last, so that the moved rows of one stack
    /// record it once per listing.
    private var recordedParent: ObjectIdentifier?

    /// Starts a listing of the solver's changes under `mapping`: the frames deferred under
    /// another one are settled first, and superviews' origins are recorded again.
    mutating func beginListing(under mapping: FrameMapping) {
        if !handles.isEmpty && mapping != self.mapping { settleAll() }
        if handles.isEmpty { self.mapping = mapping }
        recordedParent = nil
    }

    /// Defers the move along y alone of the view of `vars` when no hook can see it (see
    /// above), flagging the view and recording its superview's origin; false when the frame
    /// must be written. `serial` is the engine's registration serial (`LayoutEngine.isPlaced`).
    /// Reads the handle, which listing the move loads anyway, and its superview's, borrowed:
    /// this runs for every row a layout moves.
    @inline(__always) mutating func deferMove(of vars: ItemHandle, serial: UInt64) -> Bool {
        guard vars.isOfLibraryClass, vars.subviewList.isEmpty, !vars.translatesAutoresizing, !vars.mayHaveController,
            !vars.reportsInsets, !vars.preservesSuperviewMargins, vars.kind == .view, vars.useSerial == serial, vars.useCount > 0,
            vars.minY.value.isFinite
        else { return false }
        let parent = vars.withSuperviewHandle { parent -> ObjectIdentifier? in
            guard !parent.reportsInsets, parent.useSerial == serial, parent.useCount > 0 else { return nil }
            return ObjectIdentifier(parent)
        }
        guard let parent = parent ?? nil else { return false }
        if recordedParent != parent { recordOrigin(ofSuperviewOf: vars) }
        if !vars.frameIsDeferred {
            vars.frameIsDeferred = true
            handles.append(vars)
        }
        return true
    }

    /// Records the rounded origin of the superview of `vars` for the frames deferred in it.
    @inline(never) private mutating func recordOrigin(ofSuperviewOf vars: ItemHandle) {
        guard let parent = vars.superviewHandle else { return }
        let (x, y) = mapping.solverFrame.origin(of: parent)
        let id = ObjectIdentifier(parent)
        parentOrigins[id] = mapping.rounding.container(originX: x, originY: y)
        recordedParent = id
    }

    /// Writes the deferred frame of `vars` with the mapping it was deferred under, setting no
    /// hook mark (see above).
    func settle(_ vars: ItemHandle) {
        vars.frameIsDeferred = false
        guard let parent = vars.superviewHandle else { return }
        let origin =
            parentOrigins[ObjectIdentifier(parent)]
            ?? {
                let (x, y) = mapping.solverFrame.origin(of: parent)
                return mapping.rounding.container(originX: x, originY: y)
            }()
        guard let frame = mapping.rounding.finiteFrame(of: mapping.solverFrame.rect(of: vars), in: origin) else { return }
        vars.frameStorage = frame
    }

    /// Settles every deferred frame and empties the list.
    mutating func settleAll() {
        guard !handles.isEmpty else { return }
        for vars in handles where vars.frameIsDeferred { settle(vars) }
        handles = []
        parentOrigins = [:]
        recordedParent = nil
    }

    /// Drops the views no longer deferred once the list outgrows twice the engine's
    /// `viewCount` views, so that it stays within that however often views are deferred and
    /// read.
    mutating func trim(viewCount: Int) {
        guard handles.count > 64 && handles.count > 2 * viewCount else { return }
        // Each view once: a view deferred, read and deferred again is listed twice.
        var kept: [ItemHandle] = []
        for vars in handles where vars.frameIsDeferred {
            vars.frameIsDeferred = false
            kept.append(vars)
        }
        var parents = Set<ObjectIdentifier>()
        for vars in kept {
            vars.frameIsDeferred = true
            if let parent = vars.superviewHandle { parents.insert(ObjectIdentifier(parent)) }
        }
        handles = kept
        parentOrigins = parentOrigins.filter { parents.contains($0.key) }
    }
}

/// The pixel rounding and solver frame that map solved values to frames.
struct FrameMapping: Equatable {
    let rounding: PixelRounding
    let solverFrame: SolverFrame
}

extension ItemHandle {
    /// The frame, its deferred move settled first (see `DeferredFrames`).
    var storedFrame: Rect {
        get {
            if frameIsDeferred { settleDeferredFrame() }
            return frameStorage
        }
        set {
            frameIsDeferred = false
            frameStorage = newValue
        }
    }

    /// Writes the deferred frame. Every way a view leaves its engine settles it first, so an
    /// engine is always found here.
    @inline(never) private func settleDeferredFrame() {
        guard let engine = hierarchyEngine else {
            frameIsDeferred = false
            return
        }
        engine.settleFrame(of: self)
    }
}

extension LayoutEngine {
    /// The mapping frames are written with now.
    var frameMapping: FrameMapping { FrameMapping(rounding: rounding, solverFrame: solverFrame) }

    /// Writes the deferred frame of `vars` (see `DeferredFrames`).
    func settleFrame(of vars: ItemHandle) { state.views.deferredFrames.settle(vars) }

    /// Settles every deferred frame.
    func settleDeferredFrames() { state.views.deferredFrames.settleAll() }
}
