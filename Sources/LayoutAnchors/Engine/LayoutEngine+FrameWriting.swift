/// Frame writing: after each solve, the frames of the views whose variables (or whose
/// superview's origin) changed, rounded to the pixel grid in their superview's coordinates.
///
/// One pass over the changed variables, without reference counting on the hot path (views are
/// reached through unmanaged references, see `ViewSlot`) and each view written once (marked
/// with a stamp). A view's frame is written as soon as it is met: frames are computed from
/// solved values, and the only frames read on the way are those of views no constraint places
/// (`absoluteOrigin`), which frame writing never writes, so the order changes no frame. It
/// is the order views are marked for the hook walk in, though, which visits marked subviews in
/// that order: a flip writes every view in hierarchy order first, and a moved view's subviews
/// are written right after it.
extension LayoutEngine {
    /// Writes the frames of the views whose variables (or whose superview's origin) changed.
    func writeFrames() {
        // After a flip every frame reads its solved values from the other side.
        let everyView = state.pass.rewritesAllFrames ? root : nil
        state.pass.rewritesAllFrames = false
        guard !state.views.changedVariables.isEmpty || !state.views.reframed.isEmpty || everyView != nil else { return }
        let changed = state.views.changedVariables.take()
        let reframed = state.views.reframed
        state.views.reframed = []
        state.views.writeStamp &+= 1
        let stamp = state.views.writeStamp, mirrored = solverIsMirrored
        var cursor = FrameCursor(rounding: rounding, solverFrame: solverFrame)
        // One copy of the table for the whole pass (writing frames registers no view): reading
        // it from the state at each variable retained and released its two arrays.
        let table = state.views.itemsByVariable
        everyView?.forEachInSubtree { view in
            guard let entry = table.lookup(view.layoutVariables.minX) else { return }
            entry.withHandle { $0.frameStamp = stamp }
            writeFrame(of: entry.slot, cursor: &cursor)
        }
        changed.forEachView(in: table) { entry in
            let fresh = entry.withHandle { vars -> Bool in
                guard vars.frameStamp != stamp else { return false }
                vars.frameStamp = stamp
                return true
            }
            if fresh { writeFrame(of: entry.slot, cursor: &cursor) }
            // Subviews' frames are relative to this view's origin: they change only when the
            // origin moves, not when the size does (right-to-left, the width moves the right
            // edge their positions are measured from).
            guard entry.isOrigin || (entry.isWidth && mirrored) else { return }
            // Most views have no subviews: checked here, without a call.
            if entry.withHandle({ !$0.subviewList.isEmpty }) {
                entry.withView { writeSubviews(of: $0, stamp: stamp, table: table, cursor: &cursor) }
            }
        }
        for variable in reframed {
            guard let entry = table.lookup(variable) else { continue }
            let (fresh, placed) = entry.withHandle { vars -> (Bool, Bool) in
                let fresh = vars.frameStamp != stamp
                vars.frameStamp = stamp
                return (fresh, vars.subviewList.isEmpty || isPlaced(vars))
            }
            if fresh { writeFrame(of: entry.slot, cursor: &cursor) }
            // Subviews of a view no constraint places are framed from its frame.
            if !placed { entry.withView { writeSubviews(of: $0, stamp: stamp, table: table, cursor: &cursor) } }
        }
    }

    /// Writes one view's frame from its solved values, in its superview's coordinates.
    @inline(__always) private func writeFrame(of slot: ViewSlot, cursor: inout FrameCursor) {
        slot.withHandle { vars in
            // A view no constraint uses keeps the frame it has (set by hand or last solved).
            guard isPlaced(vars) else { return }
            let r = cursor.rounding, solverFrame = cursor.solverFrame
            let origin = slot.withParent(root: cursor.root) { parent in
                if ObjectIdentifier(parent) == cursor.lastParent { return cursor.lastOrigin }
                // An unplaced parent's origin is summed from its frame and its unplaced
                // ancestors' (`absoluteOrigin`); rare, so not kept.
                guard isPlaced(parent) else {
                    let (x, y) = absoluteOrigin(of: slot.withView { $0.superview })
                    return r.container(originX: x, originY: y)
                }
                let (x, y) = solverFrame.origin(of: parent)
                cursor.lastParent = ObjectIdentifier(parent)
                cursor.lastOrigin = r.container(originX: x, originY: y)
                return cursor.lastOrigin
            }
            guard let frame = r.finiteFrame(of: solverFrame.rect(of: vars), in: origin) else {
                // Reporting logs, which may run the user's code: forget the parent.
                cursor.lastParent = nil
                return reportNonFinite("frame", of: slot.withView { $0 })
            }
            vars.setFrame(frame)
        }
    }

    /// Writes the frames of the subviews of a view whose origin moved, right after the view's
    /// own: a frame change marks the view for the hook walk, which visits branches in the order
    /// they were marked, so a branch written later would be laid out after branches that
    /// follow it among the subviews. Through a subview that constraints do not place (it moves
    /// along with its superview), its own subviews too. Iterative: the hierarchy may be any
    /// depth.
    private func writeSubviews(of view: View, stamp: UInt64, table: VariableTable, cursor: inout FrameCursor) {
        var parents = [view]
        while let parent = parents.popLast() {
            for sub in parent.subviews where sub.frameStamp != stamp {
                guard let subEntry = table.lookup(sub.layoutVariables.minX) else { continue }
                sub.frameStamp = stamp
                writeFrame(of: subEntry.slot, cursor: &cursor)
                if !isPlaced(sub.layoutVariables) { parents.append(sub) }
            }
        }
    }

    /// Where a view's origin is in root coordinates: solved when constraints place it,
    /// otherwise its superview's origin plus its frame's (summed up the chain of views that
    /// constraints do not place, iteratively).
    func absoluteOrigin(of view: View?) -> (Double, Double) {
        var x = 0.0, y = 0.0
        var current = view
        while let v = current {
            let vars = v.layoutVariables
            if isPlaced(vars) {
                let (vx, vy) = solvedOrigin(of: vars)
                return (x + vx, y + vy)
            }
            x += v.storedFrame.minX
            y += v.storedFrame.minY
            current = v.superview
        }
        return (x, y)
    }
}

/// Frame writing's constants and the last placed parent's rounded origin: the moved views of
/// a list share a parent, whose solved values cannot change while frames are written (nothing
/// there solves).
struct FrameCursor {
    let rounding: PixelRounding
    let solverFrame: SolverFrame
    /// The root's origin, for a view without a superview.
    let root: PixelRounding.Container
    var lastParent: ObjectIdentifier?
    var lastOrigin: PixelRounding.Container

    init(rounding: PixelRounding, solverFrame: SolverFrame) {
        self.rounding = rounding
        self.solverFrame = solverFrame
        root = rounding.container(originX: 0, originY: 0)
        lastOrigin = root
    }
}
