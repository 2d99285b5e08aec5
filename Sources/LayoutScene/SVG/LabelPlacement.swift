import LayoutAnchors

/// Keeps the text labels of one panel from piling up: each label goes at its preferred
/// place, or, when a label already placed there would overlap it, one line lower, until it
/// is free. Text extents are estimated from the character count (no font metrics here),
/// which is enough to keep the labels of views that share a corner apart.
struct LabelPlacement {
    /// The boxes of the labels placed so far.
    private(set) var placed: [Rect] = []

    /// The width of one character as a fraction of the font size (Helvetica's average).
    static let characterWidth = 0.56
    /// The most lines a label moves down before it is drawn where it is anyway.
    static let maximumShift = 40

    /// Where to draw `text` (its baseline start, or end with `anchorEnd`), starting from
    /// `preferred` and moving down one line at a time past placed labels; the box is recorded.
    mutating func place(_ text: String, at preferred: Point, fontSize: Double, anchorEnd: Bool = false) -> Point {
        let width = Double(text.count) * fontSize * LabelPlacement.characterWidth
        let lineHeight = fontSize + 1
        var point = preferred
        for _ in 0..<LabelPlacement.maximumShift {
            let candidate = box(at: point, width: width, fontSize: fontSize, anchorEnd: anchorEnd)
            if !placed.contains(where: { LabelPlacement.overlap($0, candidate) }) { break }
            point.y += lineHeight
        }
        placed.append(box(at: point, width: width, fontSize: fontSize, anchorEnd: anchorEnd))
        return point
    }

    /// The box a label of `width` covers when its baseline starts (or ends) at `point`.
    private func box(at point: Point, width: Double, fontSize: Double, anchorEnd: Bool) -> Rect {
        Rect(x: anchorEnd ? point.x - width : point.x, y: point.y - fontSize, width: width, height: fontSize + 1)
    }

    /// Whether two rectangles overlap with a positive area.
    static func overlap(_ a: Rect, _ b: Rect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }
}
