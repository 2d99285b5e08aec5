/// The checks every number that enters layout passes: constants,
/// multipliers, priorities, frames, insets, margins, offsets and window sizes. A value that
/// fails is refused: the old value stays and an `.invalidConstraint` issue says why.
///
/// Lengths are limited to `maximumLength` in magnitude, far beyond any screen, so that sums and
/// differences of a few of them stay finite and exact to the pixel grid (doubles hold integers
/// exactly up to 2^53, about 9e15). A value such as 1e308 would otherwise overflow to infinity
/// as soon as the solver adds two of them.
enum InputValidation {
    /// The largest length, constant or offset accepted, in points.
    static let maximumLength = 1e15
    /// The largest multiplier accepted, in magnitude.
    static let maximumMultiplier = 1e6

    /// Why `value` cannot be a length (nil when it can).
    static func problem(length value: Double) -> String? {
        if !value.isFinite { return "\(value) is not finite" }
        if abs(value) > maximumLength { return "\(value) is larger than \(NumberText.exact(maximumLength)) in magnitude" }
        return nil
    }

    /// Why `value` cannot be a multiplier (nil when it can).
    static func problem(multiplier value: Double) -> String? {
        if !value.isFinite { return "the multiplier \(value) is not finite" }
        if abs(value) > maximumMultiplier {
            return "the multiplier \(value) is larger than \(NumberText.exact(maximumMultiplier)) in magnitude"
        }
        return nil
    }

    /// The first problem among several lengths.
    static func problem(lengths values: [Double]) -> String? {
        for value in values { if let problem = problem(length: value) { return problem } }
        return nil
    }

    /// The first problem among two to four lengths (without an array: every view's
    /// initializer checks its frame).
    private static func problem(_ a: Double, _ b: Double, _ c: Double = 0, _ d: Double = 0) -> String? {
        guard isOrdinary(a) && isOrdinary(b) && isOrdinary(c) && isOrdinary(d) else {
            return problem(length: a) ?? problem(length: b) ?? problem(length: c) ?? problem(length: d)
        }
        return nil
    }

    /// True for a finite length within `maximumLength`.
    private static func isOrdinary(_ value: Double) -> Bool { abs(value) <= maximumLength }

    /// The first problem among the four insets.
    static func problem(_ insets: EdgeInsets) -> String? {
        problem(insets.top, insets.left, insets.bottom, insets.right)
    }

    /// The first problem among the four insets.
    static func problem(_ insets: DirectionalEdgeInsets) -> String? {
        problem(insets.top, insets.leading, insets.bottom, insets.trailing)
    }

    /// The first problem among the origin and size.
    static func problem(_ rect: Rect) -> String? {
        problem(rect.minX, rect.minY, rect.width, rect.height)
    }

    /// The first problem among width and height.
    static func problem(_ size: Size) -> String? { problem(size.width, size.height) }

    /// The first problem among x and y.
    static func problem(_ point: Point) -> String? { problem(point.x, point.y) }

    /// Whether every value of a solved rectangle is finite (inlined: checked for every frame
    /// written).
    @inline(__always) static func isFinite(_ rect: Rect) -> Bool {
        rect.minX.isFinite && rect.minY.isFinite && rect.width.isFinite && rect.height.isFinite
    }

    /// Why a priority is not valid: UIKit's range is 1...1000.
    static func problem(_ priority: LayoutPriority) -> String? {
        priority.isValid ? nil : "the priority \(priority) is outside 1...1000"
    }
}

extension View {
    /// Records that a property change was refused (the old value stays).
    func refuse(_ property: String, _ problem: String) {
        engine.record(
            LayoutIssue(
                kind: .invalidConstraint, constraint: nil, conflictingConstraints: [],
                description: "Refused to set \(property) of \(itemName(self)): \(problem). The old value stays."))
    }
}
