/// The solver's horizontal frame: positions are measured from the leading side.
///
/// Left-to-right an item's `minX` variable is its left edge. Right-to-left it is minus its
/// right edge (`left = -minX - width`), so `minX` grows towards the trailing side in both
/// directions and a constraint between leading, trailing and centre edges has the same kernel
/// form in both (see `LayoutEngine.expression(for:)`). A flip then rebuilds only what reads
/// left and right, and everything that reads a position from the solver goes through
/// `solvedRect(of:)` or `solvedOrigin(of:)` to get it in root coordinates.
extension LayoutEngine {
    /// Whether the solver measures horizontal positions from the right (its constraints were
    /// built right-to-left).
    var solverIsMirrored: Bool { state.builtEnvironment.direction == .rightToLeft }

    /// An item's solved rectangle in root coordinates, not rounded.
    func solvedRect(of handle: ItemHandle) -> Rect {
        SolverFrame(mirrored: solverIsMirrored).rect(of: handle)
    }

    /// An item's solved origin in root coordinates, not rounded.
    func solvedOrigin(of handle: ItemHandle) -> (Double, Double) {
        SolverFrame(mirrored: solverIsMirrored).origin(of: handle)
    }
}

/// The mapping from solver values to root coordinates, as a value that code outside the
/// engine's methods (`InsetWalk`) can carry.
struct SolverFrame {
    /// Whether `minX` is minus the right edge (right-to-left).
    let mirrored: Bool

    /// An item's solved rectangle in root coordinates, not rounded.
    func rect(of handle: ItemHandle) -> Rect {
        var r = handle.solverRect
        if mirrored { r.origin.x = -(r.origin.x + r.size.width) }
        return r
    }

    /// An item's solved origin in root coordinates, not rounded.
    @inline(__always) func origin(of handle: ItemHandle) -> (Double, Double) {
        let x = handle.minX.value
        return (mirrored ? -(x + handle.width.value) : x, handle.minY.value)
    }
}
