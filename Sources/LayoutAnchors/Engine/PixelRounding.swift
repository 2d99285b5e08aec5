/// Rounding to the window's pixel grid, as UIKit does: each edge is rounded to the nearest
/// pixel (1 / displayScale) in the root's coordinates; a size is the difference of two rounded
/// edges, so adjacent views never overlap nor leave a gap.
struct PixelRounding: Equatable {
    let scale: Double

    /// A coordinate rounded to the nearest pixel (halves round away from zero).
    @inline(__always) func round(_ value: Double) -> Double {
        guard scale > 0, value.isFinite else { return value }
        return PixelRounding.nearest(value * scale) / scale
    }

    /// `x.rounded()` (to nearest, halves away from zero, the sign of a zero kept) without the
    /// C library call it compiles to. Exact: below 2^52 in magnitude converting to `Int64`
    /// truncates without error and `x - t`, the fraction, is representable; at and above 2^52
    /// (and for infinities and NaN) `rounded()` is used.
    @inline(__always) static func nearest(_ x: Double) -> Double {
        guard abs(x) < 4_503_599_627_370_496 else { return x.rounded() }
        let t = Double(Int64(x))
        let fraction = x - t
        let r = fraction >= 0.5 ? t + 1 : fraction <= -0.5 ? t - 1 : t
        return r == 0 ? Double(signOf: x, magnitudeOf: 0) : r
    }

    /// The rounded frame of `rect` relative to a container whose origin (root coordinates,
    /// unrounded) is given.
    func frame(of rect: Rect, originX containerX: Double, originY containerY: Double) -> Rect {
        frame(of: rect, in: container(originX: containerX, originY: containerY))
    }

    /// A container's origin (root coordinates, unrounded) rounded once for the frames of all its
    /// subviews: a layout that moves the rows of a list frames each of them against the same
    /// origin.
    struct Container {
        let x: Double, y: Double
        /// Whether both are within 2^31 pixels (see `wholePixelFrame`); false for a scale
        /// below 2^-64 or a value that is not finite.
        fileprivate let inWholePixelRange: Bool
        /// The origin in whole pixels and rounded (`pixelX / scale`); 0 when out of range.
        fileprivate let pixelX: Double, pixelY: Double, roundedX: Double, roundedY: Double
    }

    /// Rounds a container's origin for `frame(of:in:)`.
    @inline(__always) func container(originX x: Double, originY y: Double) -> Container {
        let s = scale, ox = x * s, oy = y * s
        // False for NaN, as `scale <= 0` is. A scale of at least 2^-64 keeps the whole-pixel
        // frames finite (below 2^31 / 2^-64 in magnitude).
        guard s >= 0x1p-64, abs(ox) < PixelRounding.wholePixelLimit, abs(oy) < PixelRounding.wholePixelLimit else {
            return Container(x: x, y: y, inWholePixelRange: false, pixelX: 0, pixelY: 0, roundedX: 0, roundedY: 0)
        }
        let px = PixelRounding.nearestSmall(ox), py = PixelRounding.nearestSmall(oy)
        return Container(x: x, y: y, inWholePixelRange: true, pixelX: px, pixelY: py, roundedX: px / s, roundedY: py / s)
    }

    /// The rounded frame of `rect` relative to `container`.
    func frame(of rect: Rect, in container: Container) -> Rect {
        if container.inWholePixelRange, let frame = wholePixelFrame(of: rect, in: container) { return frame }
        return generalFrame(of: rect, in: container)
    }

    /// `frame(of:in:)` when it is finite, else nil. A whole-pixel frame is finite by
    /// construction (see `container(originX:originY:)`), so only the general path is tested:
    /// layout frames every moved view through this (inlined there: a call passed the container
    /// and the frame through memory).
    @inline(__always) func finiteFrame(of rect: Rect, in container: Container) -> Rect? {
        if container.inWholePixelRange, let frame = wholePixelFrame(of: rect, in: container) { return frame }
        let frame = generalFrame(of: rect, in: container)
        return InputValidation.isFinite(frame) ? frame : nil
    }

    /// Each edge rounded with `round`, differences cleaned: any magnitude, any value.
    private func generalFrame(of rect: Rect, in container: Container) -> Rect {
        let minX = round(rect.minX), minY = round(rect.minY)
        let maxX = round(rect.maxX), maxY = round(rect.maxY)
        let originX = round(container.x), originY = round(container.y)
        return Rect(x: clean(minX - originX), y: clean(minY - originY), width: clean(maxX - minX), height: clean(maxY - minY))
    }

    /// Edges and origins within this many pixels of the root's origin take `wholePixelFrame`.
    private static let wholePixelLimit = 2_147_483_647.0

    /// `frame(of:in:)` for edges within 2^31 pixels of the root's origin (the container's
    /// checked by `container(originX:originY:)`), with each edge rounded once, a few
    /// instructions (every view that moves is framed again at each layout, so this is paid
    /// once per moved view), instead of ten library calls: each edge is rounded to a whole
    /// number of pixels `p` (its rounded coordinate being `p / scale`, as `round` gives), and
    /// `clean` of the difference of two rounded coordinates rounds it back to the difference
    /// of their whole pixels (`cleanDifference`). The same result, bit for bit: the difference
    /// is within 2^-20 pixel of that whole number (two divisions and a subtraction, each within
    /// half an ulp, on numbers below 2^32), so `clean`'s rounding gives it. Nil outside that
    /// range or for a value that is not finite (the general path then decides).
    @inline(__always) private func wholePixelFrame(of rect: Rect, in container: Container) -> Rect? {
        let s = scale
        let x0 = rect.minX * s, y0 = rect.minY * s, x1 = rect.maxX * s, y1 = rect.maxY * s
        // False for NaN.
        let limit = PixelRounding.wholePixelLimit
        guard abs(x0) < limit, abs(y0) < limit, abs(x1) < limit, abs(y1) < limit else { return nil }
        let px0 = PixelRounding.nearestSmall(x0), py0 = PixelRounding.nearestSmall(y0)
        let px1 = PixelRounding.nearestSmall(x1), py1 = PixelRounding.nearestSmall(y1)
        let pox = container.pixelX, poy = container.pixelY
        let minX = px0 / s, minY = py0 / s, maxX = px1 / s, maxY = py1 / s
        let originX = container.roundedX, originY = container.roundedY
        return Rect(
            x: cleanDifference(px0 - pox, minX - originX), y: cleanDifference(py0 - poy, minY - originY),
            width: cleanDifference(px1 - px0, maxX - minX), height: cleanDifference(py1 - py0, maxY - minY))
    }

    /// `nearest(x)` for `abs(x) < 2^51`, except that a result of zero may have either sign
    /// (`wholePixelFrame` makes every zero +0): adding and subtracting 1.5 x 2^52 rounds to the
    /// nearest integer, halves to even (the default rounding, exact in this range); when `x`
    /// was a half (its distance to that integer, exact, is 1/2), the result is `x` plus a half
    /// away from zero instead, an integer and exact too. One test of the distance, where
    /// testing for a half that went towards zero on each side took two each: four of these
    /// run for every view that moves.
    @inline(__always) static func nearestSmall(_ x: Double) -> Double {
        let shift = 6_755_399_441_055_744.0
        let even = (x + shift) - shift
        return abs(x - even) == 0.5 ? x + Double(signOf: x, magnitudeOf: 0.5) : even
    }

    /// `clean(value)` for a `value` known to round to `whole` pixels (see `wholePixelFrame`).
    @inline(__always) private func cleanDifference(_ whole: Double, _ value: Double) -> Double {
        PixelRounding.snap(value, to: whole / scale)
    }

    /// Removes floating-point dust left by subtractions (so 0.1 + 0.2 style noise and -0 go).
    @inline(__always) private func clean(_ value: Double) -> Double {
        PixelRounding.snap(value, to: round(value))
    }

    /// `rounded` when `value` is within dust of it, else `value`; a zero is +0.
    @inline(__always) private static func snap(_ value: Double, to rounded: Double) -> Double {
        let v = abs(rounded - value) < 1e-9 ? rounded : value
        return v == 0 ? 0 : v
    }
}
