/// A view whose frame a variable belongs to, and which of its four variables it is.
struct ViewReference {
    /// The view's slot in the table.
    let slot: ViewSlot
    let isOrigin: Bool
    /// Right-to-left, subviews' frames depend on it too (`SolverFrame`: positions are measured
    /// from the right edge).
    let isWidth: Bool
    /// The reference for the variable at `index` of the view's four (minX, minY, width, height).
    init(_ slot: ViewSlot, index: Int) {
        self.slot = slot
        isOrigin = index < 2
        isWidth = index == 2
    }

    /// The view (retained by its hierarchy while it is registered).
    var view: View { slot.withView { $0 } }

    /// Calls `body` with the view without retaining it.
    @inline(__always) func withView<R>(_ body: (View) -> R) -> R { slot.withView(body) }

    /// Calls `body` with the view's handle without retaining it.
    @inline(__always) func withHandle<R>(_ body: (ItemHandle) -> R) -> R { slot.withHandle(body) }
}
