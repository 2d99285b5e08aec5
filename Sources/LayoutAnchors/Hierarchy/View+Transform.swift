extension View {
    /// How the view is drawn relative to its laid-out frame (UIKit's `transform`; default
    /// identity): a scale and a move about its centre, or about its top-left corner for the
    /// view a scroll view zooms. `frame` reports the transformed box; layout, `bounds`,
    /// constraints and subviews' frames are untouched by it (so subviews' frames stay in
    /// the untransformed coordinates, as UIKit's do). A transform with a NaN or infinite entry
    /// is refused with an issue.
    public var transform: Transform {
        get { extras?.transform ?? .identity }
        set {
            let entries = [newValue.a, newValue.b, newValue.c, newValue.d, newValue.tx, newValue.ty]
            if let problem = InputValidation.problem(lengths: entries) { return refuse("transform", problem) }
            if newValue.isIdentity && extras == nil { return }
            viewExtras.transform = newValue
        }
    }

    /// The frame under the transform: the box around the laid-out frame transformed about its
    /// centre (or top-left corner, see `ViewExtras.transformsAboutTopLeft`).
    func transformedFrame(_ extras: ViewExtras) -> Rect {
        let f = storedFrame
        let anchor = extras.transformsAboutTopLeft ? Point(x: f.minX, y: f.minY) : Point(x: f.midX, y: f.midY)
        return extras.transform.boundingBox(of: f, about: anchor)
    }

    /// The laid-out frame whose transformed box is `frame`, for a transform that only scales
    /// and moves (no rotation or shear, no zero scale); otherwise `frame` itself.
    func untransformedFrame(_ frame: Rect) -> Rect {
        guard let t = extras?.transform, !t.isIdentity else { return frame }
        guard t.b == 0, t.c == 0, t.a != 0, t.d != 0 else { return frame }
        let width = frame.width / abs(t.a), height = frame.height / abs(t.d)
        if extras?.transformsAboutTopLeft == true {
            return Rect(x: frame.minX - t.tx, y: frame.minY - t.ty, width: width, height: height)
        }
        return Rect(x: frame.midX - t.tx - width / 2, y: frame.midY - t.ty - height / 2, width: width, height: height)
    }
}
