/// The safe region a view hands down to its subviews, in screen coordinates, with each edge
/// kept on its own so that an open edge (infinite) never turns a finite one into NaN, as
/// `Rect(origin:size:)` would (`-inf + inf`).
///
/// An edge is open when the view has no unsafe area on that side: UIKit's safe area "reflects
/// only the portion of the view that is covered by" bars and other obscuring ancestors, so a
/// subview reaching beyond an edge where its superview has no inset (off the window, or out of
/// a container drawn by hand in `layoutSubviews`) gets no inset there.
struct SafeRegion: Equatable {
    var minX: Double, minY: Double, maxX: Double, maxY: Double

    /// Whether every edge is open (nothing below can get a safe area inset).
    var isOpen: Bool { minX == -.infinity && minY == -.infinity && maxX == .infinity && maxY == .infinity }

    /// How far `rect` reaches beyond the region on each side (each at most the rect's size; an
    /// open edge gives 0).
    func overhang(of rect: Rect) -> EdgeInsets {
        func c(_ v: Double, _ limit: Double) -> Double { v.isFinite ? min(max(0, v), max(0, limit)) : 0 }
        return EdgeInsets(
            top: c(minY - rect.minY, rect.height), left: c(minX - rect.minX, rect.width),
            bottom: c(rect.maxY - maxY, rect.height), right: c(rect.maxX - maxX, rect.width))
    }
}
