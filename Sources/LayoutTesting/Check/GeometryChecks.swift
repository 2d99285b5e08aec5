import LayoutAnchors

/// Views outside their superview or the screen, small tap targets, overlapping siblings.
extension CheckContext {
    mutating func checkGeometry() {
        for view in visibleViews where !isEmpty(view.frame) {
            guard let superview = view.superview else { continue }
            var clipped = false
            if !(superview is ScrollView) && !(superview is Window), let overhang = overhang(of: view.frame, outside: superview.bounds) {
                clipped = true
                report(.clipped, view, "extends outside its superview \(ViewNaming.name(of: superview)) by \(overhang)")
            }
            if !clipped, enclosingScrollView(of: view) == nil,
                let overhang = overhang(of: view.convert(view.bounds, to: nil), outside: window.bounds)
            {
                report(.offScreen, view, "extends off-screen by \(overhang)")
            }
            if isOn(.smallTapTarget), options.isTapTarget(view) {
                let side = options.minimumTapTargetSide
                let size = view.frame.size
                if size.width < side - geometryTolerance || size.height < side - geometryTolerance {
                    report(.smallTapTarget, view, "tap target is \(n(size.width))x\(n(size.height)) pt, smaller than \(n(side))x\(n(side))")
                }
            }
        }
        if isOn(.overlappingSiblings) { checkOverlaps() }
    }

    private mutating func checkOverlaps() {
        for parent in [window] + visibleViews {
            let children = parent.subviews.filter { !$0.isHidden && !isEmpty($0.frame) }
            for (i, a) in children.enumerated() {
                for b in children[(i + 1)...] {
                    let overlap = overlapSize(a.frame, b.frame)
                    if overlap.width > geometryTolerance && overlap.height > geometryTolerance {
                        report(
                            .overlappingSiblings, b,
                            "overlaps its sibling \(ViewNaming.name(of: a)) by \(n(overlap.width))x\(n(overlap.height)) pt")
                    }
                }
            }
        }
    }

    /// "12 pt past the right edge, 4 pt past the bottom edge", or nil when `rect` is inside
    /// `bounds` (within half a pixel).
    func overhang(of rect: Rect, outside bounds: Rect) -> String? {
        var parts: [String] = []
        let edges: [(Double, String)] = [
            (bounds.minX - rect.minX, "left"), (rect.maxX - bounds.maxX, "right"),
            (bounds.minY - rect.minY, "top"), (rect.maxY - bounds.maxY, "bottom"),
        ]
        for (amount, edge) in edges where amount > geometryTolerance {
            parts.append("\(n(amount)) pt past the \(edge) edge")
        }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    /// The size of the overlap of two rects (zero or negative sides when they do not overlap).
    /// Written here rather than with `Rect.intersection` so the module does not depend on
    /// when the Rect helpers land.
    func overlapSize(_ a: Rect, _ b: Rect) -> Size {
        Size(width: min(a.maxX, b.maxX) - max(a.minX, b.minX), height: min(a.maxY, b.maxY) - max(a.minY, b.minY))
    }

    /// A rect with no area shows nothing and is not checked.
    func isEmpty(_ rect: Rect) -> Bool { rect.width <= 0 || rect.height <= 0 }
}
