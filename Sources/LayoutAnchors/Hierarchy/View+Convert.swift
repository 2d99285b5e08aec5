extension View {
    /// Converts a rectangle from this view's coordinate space to `view`'s (nil: the window).
    /// Transforms on the way count, as in UIKit: the result is the box around the rectangle's
    /// four corners carried across, so a rectangle in a view zoomed to 2 comes out twice as
    /// large in its scroll view.
    public func convert(_ rect: Rect, to view: View?) -> Rect {
        coordinateMap(to: view).box(of: rect)
    }

    /// Converts a rectangle from `view`'s coordinate space (nil: the window) to this view's.
    public func convert(_ rect: Rect, from view: View?) -> Rect {
        (view ?? root).coordinateMap(to: self).box(of: rect)
    }

    /// Converts a point from this view's coordinate space to `view`'s (nil: the window).
    public func convert(_ point: Point, to view: View?) -> Point {
        coordinateMap(to: view).point(point)
    }

    /// Converts a point from `view`'s coordinate space (nil: the window) to this view's.
    public func convert(_ point: Point, from view: View?) -> Point {
        (view ?? root).coordinateMap(to: self).point(point)
    }

    /// This view's coordinates to `view`'s (nil: the root's). A view in another hierarchy
    /// is treated as if its root were this one's, as UIKit does for views in two windows on
    /// one screen.
    private func coordinateMap(to view: View?) -> CoordinateMap {
        let up = mapToRoot()
        guard let view else { return up }
        return up.followed(by: view.mapToRoot().inverted)
    }

    /// This view's coordinates to its root's: each level moves by the frame's origin less the
    /// bounds' origin, then applies the view's transform about its anchor (the centre, or the
    /// top-left corner of a zoomed view), the arithmetic of `View.transformedFrame`.
    private func mapToRoot() -> CoordinateMap {
        var map = CoordinateMap.identity
        var current = self
        while let parent = current.superview {
            let f = current.storedFrame, origin = current.boundsOrigin
            var level = Transform(translationX: f.minX - origin.x, y: f.minY - origin.y)
            if let extras = current.extras, !extras.transform.isIdentity {
                let anchor = extras.transformsAboutTopLeft ? Point(x: f.minX, y: f.minY) : Point(x: f.midX, y: f.midY)
                level = level.concatenating(Transform(translationX: -anchor.x, y: -anchor.y))
                    .concatenating(extras.transform)
                    .concatenating(Transform(translationX: anchor.x, y: anchor.y))
            }
            map = map.followed(by: CoordinateMap(level))
            current = parent
        }
        return map
    }
}

/// An affine map between two views' coordinates. Kept apart from `Transform` so that a chain
/// of plain moves stays a plain move: adding the offsets gives the exact sums UIKit's frames
/// give, where multiplying through a matrix would round.
private struct CoordinateMap {
    var transform: Transform

    static let identity = CoordinateMap(.identity)

    init(_ transform: Transform) { self.transform = transform }

    /// Whether the map only moves.
    private var isMove: Bool { transform.a == 1 && transform.b == 0 && transform.c == 0 && transform.d == 1 }

    func followed(by other: CoordinateMap) -> CoordinateMap {
        if isMove && other.isMove {
            return CoordinateMap(Transform(translationX: transform.tx + other.transform.tx, y: transform.ty + other.transform.ty))
        }
        return CoordinateMap(transform.concatenating(other.transform))
    }

    /// The map back. A map that flattens (a view scaled to zero) has none: every point comes
    /// back NaN, which says so, where `Transform.inverted()`'s unchanged matrix would give a
    /// plausible wrong answer.
    var inverted: CoordinateMap {
        guard transform.isInvertible else {
            return CoordinateMap(Transform(a: .nan, b: .nan, c: .nan, d: .nan, tx: .nan, ty: .nan))
        }
        return CoordinateMap(transform.inverted())
    }

    func point(_ p: Point) -> Point {
        if isMove { return Point(x: p.x + transform.tx, y: p.y + transform.ty) }
        let q = transform.apply(p.x, p.y)
        return Point(x: q.0, y: q.1)
    }

    func box(of rect: Rect) -> Rect {
        if isMove {
            return Rect(x: rect.minX + transform.tx, y: rect.minY + transform.ty, width: rect.width, height: rect.height)
        }
        return transform.boundingBox(of: rect, about: Point(x: 0, y: 0))
    }
}
