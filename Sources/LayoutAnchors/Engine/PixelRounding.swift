/// Rounding to the window's pixel grid, as UIKit does: each edge is rounded to the nearest
/// pixel (1 / displayScale) in the root's coordinates; a size is the difference of two rounded
/// edges, so adjacent views never overlap nor leave a gap.
struct PixelRounding {
    let scale: Double

    /// A coordinate rounded to the nearest pixel (halves round away from zero).
    func round(_ value: Double) -> Double {
        guard scale > 0, value.isFinite else { return value }
        return (value * scale).rounded() / scale
    }

    /// The rounded frame of `rect` relative to a container whose origin (root coordinates,
    /// unrounded) is given.
    func frame(of rect: Rect, originX containerX: Double, originY containerY: Double) -> Rect {
        let minX = round(rect.minX), minY = round(rect.minY)
        let maxX = round(rect.maxX), maxY = round(rect.maxY)
        let originX = round(containerX), originY = round(containerY)
        return Rect(x: clean(minX - originX), y: clean(minY - originY), width: clean(maxX - minX), height: clean(maxY - minY))
    }

    /// Removes floating-point dust left by subtractions (so 0.1 + 0.2 style noise and -0 go).
    private func clean(_ value: Double) -> Double {
        let r = round(value)
        let v = abs(r - value) < 1e-9 ? r : value
        return v == 0 ? 0 : v
    }
}
