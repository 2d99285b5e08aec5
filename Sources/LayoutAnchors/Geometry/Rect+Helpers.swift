/// Rectangle arithmetic, as CoreGraphics' `CGRect` offers it. A rectangle with a negative
/// width or height is first standardized (its origin moved to the smallest corner).
extension Rect {
    /// The same rectangle with a non-negative width and height.
    public var standardized: Rect {
        var r = self
        if r.size.width < 0 { r.origin.x += r.size.width; r.size.width = -r.size.width }
        if r.size.height < 0 { r.origin.y += r.size.height; r.size.height = -r.size.height }
        return r
    }

    /// True when the width or the height is zero (or not a number).
    public var isEmpty: Bool { !(size.width != 0 && size.height != 0) }

    /// Whether `point` lies inside: the minimum edges are included, the maximum edges are not
    /// (so a point belongs to exactly one of two rectangles that share an edge).
    public func contains(_ point: Point) -> Bool {
        let r = standardized
        return point.x >= r.minX && point.x < r.maxX && point.y >= r.minY && point.y < r.maxY
    }

    /// Whether `rect` lies entirely inside, edges included (an empty rectangle on the edge too).
    public func contains(_ rect: Rect) -> Bool {
        let r = standardized, s = rect.standardized
        return s.minX >= r.minX && s.maxX <= r.maxX && s.minY >= r.minY && s.maxY <= r.maxY
    }

    /// Whether the two overlap with a positive area (rectangles that only share an edge, and
    /// empty rectangles, do not intersect).
    public func intersects(_ rect: Rect) -> Bool {
        let r = standardized, s = rect.standardized
        return max(r.minX, s.minX) < min(r.maxX, s.maxX) && max(r.minY, s.minY) < min(r.maxY, s.maxY)
    }

    /// The overlap of the two; `.zero` when they do not intersect (see `intersects(_:)`).
    public func intersection(_ rect: Rect) -> Rect {
        guard intersects(rect) else { return .zero }
        let r = standardized, s = rect.standardized
        let minX = max(r.minX, s.minX), minY = max(r.minY, s.minY)
        return Rect(x: minX, y: minY, width: min(r.maxX, s.maxX) - minX, height: min(r.maxY, s.maxY) - minY)
    }

    /// The smallest rectangle that contains both.
    public func union(_ rect: Rect) -> Rect {
        let r = standardized, s = rect.standardized
        let minX = min(r.minX, s.minX), minY = min(r.minY, s.minY)
        return Rect(x: minX, y: minY, width: max(r.maxX, s.maxX) - minX, height: max(r.maxY, s.maxY) - minY)
    }

    /// The rectangle moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }

    /// The rectangle shrunk by `dx` on the left and right and `dy` on the top and bottom
    /// (grown for negative values). Where the insets exceed the size, the result has zero
    /// extent on that axis, at the centre.
    public func insetBy(dx: Double, dy: Double) -> Rect {
        let r = standardized
        let width = r.size.width - 2 * dx, height = r.size.height - 2 * dy
        return Rect(
            x: width < 0 ? r.midX : r.minX + dx, y: height < 0 ? r.midY : r.minY + dy,
            width: max(0, width), height: max(0, height))
    }
}
