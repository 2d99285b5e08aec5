/// Frames whose move is written when they are read, not at every layout.
///
/// A layout that changes the height of a row near the top of a long stack moves every row
/// below it; laid out every few edits, writing each moved row's frame at each layout is
/// quadratic in the rows (an app editing every label of a long list). A move along y alone of
/// a view that no hook can see move is deferred instead: its handle is flagged, and the
/// frame is computed from the solved values when something reads it (`storedFrame`), with
/// the pixel rounding and solver frame of the layout that deferred it.
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
    var handles: [ItemHandle] = []
    /// The rounding and solver frame the deferred frames are settled with.
    var rounding = PixelRounding(scale: 2)
    var solverFrame = SolverFrame(mirrored: false, reference: 0)
    /// Each superview's rounded origin as its subviews were deferred: a removal may hand the
    /// superview's variables back with other values before the next layout writes its
    /// subviews (a superview whose values a layout changes has its subviews written).
    var parentOrigins: [ObjectIdentifier: PixelRounding.Container] = [:]
    /// The superview whose origin `writeFrames` recorded last, so that the moved rows of one
    /// stack record it once; forgotten at each `writeFrames`.
    var recordedParent: ObjectIdentifier?

    /// Whether deferring under `cursor` would settle a frame with another mapping than the
    /// frames already deferred.
    func differs(from cursor: FrameCursor) -> Bool {
        !handles.isEmpty && (rounding.scale != cursor.rounding.scale || solverFrame != cursor.solverFrame)
    }
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
    /// Whether a move along y alone of the view of `vars` may be deferred (see
    /// `DeferredFrames`). Inlined into frame writing: it reads only the handle and its
    /// superview's, which frame writing loads anyway.
    @inline(__always) func defersMove(of vars: ItemHandle) -> Bool {
        guard vars.isOfLibraryClass, vars.subviewList.isEmpty, !vars.translatesAutoresizing, !vars.mayHaveController,
            !vars.reportsInsets, !vars.preservesSuperviewMargins, vars.kind == .view, isPlaced(vars),
            let parent = vars.superviewHandle, !parent.reportsInsets, isPlaced(parent), vars.minY.value.isFinite
        else { return false }
        return true
    }

    /// Flags the view of `vars` for a frame written when read, recording its superview's
    /// origin (`defersMove` found a placed one).
    @inline(__always) func deferMove(of vars: ItemHandle, cursor: FrameCursor) {
        if let parent = vars.superviewHandle, state.views.deferredFrames.recordedParent != ObjectIdentifier(parent) {
            recordOrigin(of: parent, cursor: cursor)
        }
        guard !vars.frameIsDeferred else { return }
        if state.views.deferredFrames.handles.isEmpty {
            state.views.deferredFrames.rounding = cursor.rounding
            state.views.deferredFrames.solverFrame = cursor.solverFrame
        }
        vars.frameIsDeferred = true
        state.views.deferredFrames.handles.append(vars)
    }

    /// Records a superview's rounded origin for the frames deferred in it.
    @inline(never) private func recordOrigin(of parent: ItemHandle, cursor: FrameCursor) {
        let (x, y) = cursor.solverFrame.origin(of: parent)
        let id = ObjectIdentifier(parent)
        state.views.deferredFrames.parentOrigins[id] = cursor.rounding.container(originX: x, originY: y)
        state.views.deferredFrames.recordedParent = id
    }

    /// Writes the deferred frame of `vars` with the mapping it was deferred under, setting no
    /// hook mark (see `DeferredFrames`).
    func settleFrame(of vars: ItemHandle) {
        vars.frameIsDeferred = false
        let deferred = state.views.deferredFrames
        guard let parent = vars.superviewHandle else { return }
        let origin =
            deferred.parentOrigins[ObjectIdentifier(parent)]
            ?? {
                let (x, y) = deferred.solverFrame.origin(of: parent)
                return deferred.rounding.container(originX: x, originY: y)
            }()
        guard let frame = deferred.rounding.finiteFrame(of: deferred.solverFrame.rect(of: vars), in: origin) else { return }
        vars.frameStorage = frame
    }

    /// Settles every deferred frame and empties the list.
    func settleDeferredFrames() {
        guard !state.views.deferredFrames.handles.isEmpty else { return }
        for vars in state.views.deferredFrames.handles where vars.frameIsDeferred { settleFrame(of: vars) }
        state.views.deferredFrames.handles = []
        state.views.deferredFrames.parentOrigins = [:]
        state.views.deferredFrames.recordedParent = nil
    }

    /// Drops the views no longer deferred from the list once they are most of it, so that it
    /// stays within twice the views deferred (plus a constant) however often views are
    /// deferred and read.
    func trimDeferredFrames() {
        let count = state.views.deferredFrames.handles.count
        guard count > 64 && count > 2 * state.views.itemsByVariable.count else { return }
        // Each view once: a view deferred, read and deferred again is listed twice.
        var kept: [ItemHandle] = []
        for vars in state.views.deferredFrames.handles where vars.frameIsDeferred {
            vars.frameIsDeferred = false
            kept.append(vars)
        }
        var parents = Set<ObjectIdentifier>()
        for vars in kept {
            vars.frameIsDeferred = true
            if let parent = vars.superviewHandle { parents.insert(ObjectIdentifier(parent)) }
        }
        state.views.deferredFrames.handles = kept
        state.views.deferredFrames.parentOrigins = state.views.deferredFrames.parentOrigins.filter { parents.contains($0.key) }
    }
}
