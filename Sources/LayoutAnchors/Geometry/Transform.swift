/// An affine transform of a view's drawing: the counterpart of `CGAffineTransform`
/// (`x' = a*x + c*y + tx`, `y' = b*x + d*y + ty`). Named `Transform`, not
/// `AffineTransform`, because swift-corelibs-foundation has a type of that name.
public struct Transform: Equatable, Sendable {
    /// The matrix entries, as CGAffineTransform's.
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    /// A transform from its six entries.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// No change.
    public static let identity = Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A scale by `x` horizontally and `y` vertically.
    public init(scaleX x: Double, y: Double) { self.init(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0) }

    /// A move by `x` and `y`.
    public init(translationX x: Double, y: Double) { self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y) }

    /// Whether this is the identity.
    public var isIdentity: Bool { self == .identity }

    /// This transform followed by `other` (CGAffineTransform's `concatenating(_:)`).
    public func concatenating(_ t: Transform) -> Transform {
        Transform(
            a: a * t.a + b * t.c, b: a * t.b + b * t.d,
            c: c * t.a + d * t.c, d: c * t.b + d * t.d,
            tx: tx * t.a + ty * t.c + t.tx, ty: tx * t.b + ty * t.d + t.ty)
    }

    /// A scale applied before this transform.
    public func scaledBy(x: Double, y: Double) -> Transform { Transform(scaleX: x, y: y).concatenating(self) }

    /// A move applied before this transform.
    public func translatedBy(x: Double, y: Double) -> Transform { Transform(translationX: x, y: y).concatenating(self) }

    /// Whether the transform can be undone: its matrix has a non-zero determinant.
    public var isInvertible: Bool { a * d - b * c != 0 }

    /// The transform that undoes this one; a transform that is not invertible (a zero scale)
    /// comes back unchanged, as CGAffineTransform's `inverted()` does.
    public func inverted() -> Transform {
        let det = a * d - b * c
        guard det != 0 else { return self }
        return Transform(
            a: d / det, b: -b / det, c: -c / det, d: a / det,
            tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }

    /// The point transformed.
    func apply(_ x: Double, _ y: Double) -> (Double, Double) { (a * x + c * y + tx, b * x + d * y + ty) }

    /// The smallest rectangle holding `rect` transformed about `anchor` (the point that stays
    /// put without translation): UIKit's frame of a transformed view.
    func boundingBox(of rect: Rect, about anchor: Point) -> Rect {
        let corners = [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY), (rect.maxX, rect.maxY)]
        let moved = corners.map { corner -> (Double, Double) in
            let p = apply(corner.0 - anchor.x, corner.1 - anchor.y)
            return (p.0 + anchor.x, p.1 + anchor.y)
        }
        let xs = moved.map(\.0), ys = moved.map(\.1)
        let minX = xs.min()!, minY = ys.min()!
        return Rect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
    }
}
