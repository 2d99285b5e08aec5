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
/// Which moves no hook can see (`deferMove(of:serial:)`): those of a placed leaf view of one
/// of the library's classes (whose `layoutSubviews()` does nothing and cannot be overridden),
/// framed before, not a controller's view, not sized by autoresizing, whose safe area and
/// margins a move cannot change (the test `markMovedForInsetCheck` makes), in a placed
/// superview. A move alone sets no hook mark on such a view, except when it changes the
/// rounded height by a pixel; the `layoutSubviews()` that mark would call does nothing there.
///
/// The settled frame is the one writing it at the deferring layout would have given: the
/// view's solved values change only when the solver lists them, and then the view is written
/// or deferred again; its superview's origin only when the superview is listed, which writes
/// its subviews, or when a removal hands the superview's variables back with other values
/// (`LayoutEngine.dropKernel` then settles its deferred subviews against the origin it had).
/// What else the frame depends on is settled first: every deferred frame before a layout
/// with another rounding or solver frame, before the solver is rebuilt, and before the engine
/// goes; a leaving view's before it leaves (`release(subtree:)`).
struct DeferredFrames {
    /// The rounding and solver frame the deferred frames are settled with.
    private var mapping = FrameMapping(rounding: PixelRounding(scale: 2), solverFrame: SolverFrame(mirrored: false, reference: 0))
    /// Whether a frame may be deferred: set by each deferral, cleared when every one was
    /// settled. Deferred views are found by their flags, walking the hierarchy, at the few
    /// moments all are settled, rather than listed: a list held a reference per deferral.
    private var mayHaveDeferred = false

    /// Starts a listing of the solver's changes in the hierarchy of `root` under `mapping`:
    /// the frames deferred under another one are settled first.
    mutating func beginListing(under mapping: FrameMapping, root: ItemHandle) {
        guard mapping != self.mapping else { return }
        settleAll(under: root)
        self.mapping = mapping
    }

    /// Defers the move along y alone of the view of `vars` when no hook can see it (see
    /// above), flagging the view and its superview (`hasDeferredSubviews`); false when the
    /// frame must be written. `serial` is the engine's registration serial
    /// (`LayoutEngine.isPlaced`). Reads the handle, which listing the move loads anyway, and
    /// its superview's: this runs for every row a layout moves.
    @inline(__always) mutating func deferMove(of vars: ItemHandle, serial: UInt64) -> Bool {
        // A view never framed (`frameStamp` 0) is being placed: its size is listed too.
        guard vars.frameStamp != 0, vars.subviewList.isEmpty, vars.useSerial == serial, vars.useCount > 0, vars.isOfLibraryClass,
            vars.kind == .view, !vars.translatesAutoresizing, !vars.mayHaveController, !vars.reportsInsets,
            !vars.preservesSuperviewMargins, vars.minY.value.isFinite
        else { return false }
        let placedParent = vars.superviewHandle.map { parent -> Bool in
            guard !parent.reportsInsets, parent.useSerial == serial, parent.useCount > 0 else { return false }
            if !parent.hasDeferredSubviews { parent.hasDeferredSubviews = true }
            return true
        }
        guard placedParent == true else { return false }
        vars.frameIsDeferred = true
        mayHaveDeferred = true
        return true
    }

    /// Writes the deferred frame of `vars` with the mapping it was deferred under, setting no
    /// hook mark (see above), against its superview's solved origin or, when given, the one it
    /// had (`minX`, `minY`, `width`: the superview's solved values).
    func settle(_ vars: ItemHandle, parentValues: (minX: Double, minY: Double, width: Double)? = nil) {
        vars.frameIsDeferred = false
        guard let parent = vars.superviewHandle else { return }
        let values = parentValues ?? (parent.minX.value, parent.minY.value, parent.width.value)
        let (x, y) = mapping.solverFrame.origin(minX: values.minX, minY: values.minY, width: values.width)
        let origin = mapping.rounding.container(originX: x, originY: y)
        guard let frame = mapping.rounding.finiteFrame(of: mapping.solverFrame.rect(of: vars), in: origin) else { return }
        vars.frameStorage = frame
    }

    /// Settles every deferred frame of the hierarchy whose root has the handle `root`. Walks
    /// handles only (the root may be going: its view is not read) and iteratively (a
    /// hierarchy may be any depth).
    mutating func settleAll(under root: ItemHandle) {
        guard mayHaveDeferred else { return }
        var pending = [root]
        while let parent = pending.popLast() {
            let settles = parent.hasDeferredSubviews
            parent.hasDeferredSubviews = false
            for sub in parent.subviewList {
                let vars = sub.layoutVariables
                if settles && vars.frameIsDeferred { settle(vars) }
                if !vars.subviewList.isEmpty { pending.append(vars) }
            }
        }
        mayHaveDeferred = false
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
    /// Writes the deferred frame of `vars` (see `DeferredFrames`).
    func settleFrame(of vars: ItemHandle) { state.views.deferredFrames.settle(vars) }

    /// Runs `remove`, the removal of `c`, which may hand the variables of the items it uses
    /// back with new values at once, keeping the deferred frames that could change as they
    /// were: those of the items are settled first, and those of their subviews afterwards
    /// against the superview's solved values before, if these changed. Most constraints use
    /// at most two items: their values are kept in locals, not in an array.
    @inline(never) func keepingDeferredFrames(of c: LayoutConstraint, _ remove: () -> Void) {
        typealias Kept = (vars: ItemHandle, minX: Double, minY: Double, width: Double)
        var first: Kept?, second: Kept?, more: [Kept] = []
        c.forEachUsedItem { vars in
            if vars.frameIsDeferred { settleFrame(of: vars) }
            guard vars.hasDeferredSubviews else { return }
            let kept = (vars, vars.minX.value, vars.minY.value, vars.width.value)
            if first == nil { first = kept } else if second == nil { second = kept } else { more.append(kept) }
        }
        remove()
        if let first { settleSubviews(of: first) }
        if let second { settleSubviews(of: second) }
        for kept in more { settleSubviews(of: kept) }
    }

    /// Settles the deferred subviews of `kept.vars` against its solved values before a removal
    /// (`kept`), if the removal changed them.
    private func settleSubviews(of kept: (vars: ItemHandle, minX: Double, minY: Double, width: Double)) {
        let vars = kept.vars
        guard vars.minX.value != kept.minX || vars.minY.value != kept.minY || vars.width.value != kept.width else { return }
        for sub in vars.subviewList where sub.layoutVariables.frameIsDeferred {
            state.views.deferredFrames.settle(sub.layoutVariables, parentValues: (kept.minX, kept.minY, kept.width))
        }
    }

    /// Settles every deferred frame.
    func settleDeferredFrames() { state.views.deferredFrames.settleAll(under: rootHandle) }
}
