/// The solver's horizontal frame: positions are measured from the leading side.
///
/// Left-to-right an item's `minX` variable is its left edge. Right-to-left it is the distance
/// of its right edge from the right edge of a reference `R`, `left = R - minX - width`, where
/// the root keeps its left-to-right value (`R = 2 * root.minX + root.width`, so the root's
/// left edge reads as its `minX`). So `minX` grows towards the trailing side in both
/// directions, a constraint between leading, trailing and centre edges has the same kernel form
/// in both (see `LayoutEngine.expression(for:)`; `R` cancels out of every relation between two
/// items), and a layout that reads only leading and trailing keeps every solved value through a
/// flip. A flip then rebuilds only what reads left and right, and everything that reads a
/// position from the solver goes through `solvedRect(of:)`, `solvedOrigin(of:)` or
/// `solverFrame` to get it in root coordinates.
extension LayoutEngine {
    /// Whether the solver measures horizontal positions from the right (its constraints were
    /// built right-to-left).
    var solverIsMirrored: Bool { state.builtEnvironment.direction == .rightToLeft }

    /// The mapping from the solver's current values to root coordinates.
    var solverFrame: SolverFrame { SolverFrame(root: rootHandle, mirrored: solverIsMirrored) }

    /// An item's solved rectangle in root coordinates, not rounded.
    func solvedRect(of handle: ItemHandle) -> Rect { solverFrame.rect(of: handle) }

    /// An item's solved origin in root coordinates, not rounded.
    func solvedOrigin(of handle: ItemHandle) -> (Double, Double) { solverFrame.origin(of: handle) }
}

/// The mapping from solver values to root coordinates (see above), as a value that code
/// outside the engine's methods (`InsetWalk`) can carry.
struct SolverFrame: Equatable {
    /// Whether `minX` is measured from the right (right-to-left).
    let mirrored: Bool
    /// `R`: the root coordinate that right-to-left positions are measured back from.
    let reference: Double

    /// The mapping for a hierarchy whose root has the handle `root`, from the solver's current
    /// values.
    init(root: ItemHandle, mirrored: Bool) {
        self.mirrored = mirrored
        reference = mirrored ? 2 * root.minX.value + root.width.value : 0
    }

    init(mirrored: Bool, reference: Double) {
        self.mirrored = mirrored
        self.reference = reference
    }

    /// An item's solved rectangle in root coordinates, not rounded.
    @inline(__always) func rect(of handle: ItemHandle) -> Rect {
        var r = handle.solverRect
        if mirrored { r.origin.x = reference - (r.origin.x + r.size.width) }
        return r
    }

    /// An item's solved origin in root coordinates, not rounded.
    @inline(__always) func origin(of handle: ItemHandle) -> (Double, Double) {
        // The width only when mirrored: left to right it is not read.
        origin(minX: handle.minX.value, minY: handle.minY.value, width: mirrored ? handle.width.value : 0)
    }

    /// The origin in root coordinates of an item with these solved values, not rounded.
    @inline(__always) func origin(minX x: Double, minY: Double, width: Double) -> (Double, Double) {
        (mirrored ? reference - (x + width) : x, minY)
    }
}
