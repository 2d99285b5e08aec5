import LayoutAnchors

/// Keeps the text labels of one panel from piling up: each label goes at its preferred
/// place, or, when a label already placed there would overlap it, one line lower, until it
/// is free. Text extents are estimated from the character count (no font metrics here),
/// which is enough to keep the labels of views that share a corner apart.
///
/// The placed boxes are filed in a grid of cells (`cellWidth` x `cellHeight`) so that each test
/// looks only at the boxes sharing a cell with the candidate: with one list of every box, the
/// labels of a scene of n views would cost O(n²) tests, and large scenes would spend most of
/// their rendering here.
struct LabelPlacement {
    /// The boxes of the labels placed so far.
    private(set) var placed: [Rect] = []
    /// The indices in `placed` of the boxes that touch each grid cell.
    private var cells: [GridCell: [Int]] = [:]
    /// The indices in `placed` of the boxes that touch too many cells to be filed in them.
    private var oversized: [Int] = []

    /// A grid cell: its column and row.
    private struct GridCell: Hashable {
        let column: Int
        let row: Int
    }

    /// The grid's cell size, in points: a few characters wide, about a line high.
    private static let cellWidth = 64.0
    private static let cellHeight = 16.0

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
            if !overlapsPlaced(candidate) { break }
            point.y += lineHeight
        }
        let placedBox = box(at: point, width: width, fontSize: fontSize, anchorEnd: anchorEnd)
        file(placedBox, as: placed.count)
        placed.append(placedBox)
        return point
    }

    /// Whether `candidate` overlaps a placed box (looking only at those in its cells, and at
    /// the few too large for the grid).
    private func overlapsPlaced(_ candidate: Rect) -> Bool {
        guard let touched = LabelPlacement.cells(of: candidate) else {
            return placed.contains { LabelPlacement.overlap($0, candidate) }  // too large for the grid
        }
        for index in oversized where LabelPlacement.overlap(placed[index], candidate) { return true }
        for cell in touched {
            for index in cells[cell] ?? [] where LabelPlacement.overlap(placed[index], candidate) { return true }
        }
        return false
    }

    /// Files a box: in every grid cell it touches, or in `oversized` when it touches too many.
    private mutating func file(_ box: Rect, as index: Int) {
        guard let touched = LabelPlacement.cells(of: box) else { return oversized.append(index) }
        for cell in touched { cells[cell, default: []].append(index) }
    }

    /// The grid cells a box touches; nil when they are more than 64 (a box that long, or
    /// outside any sensible drawing, is checked against every candidate instead).
    private static func cells(of box: Rect) -> [GridCell]? {
        let limit = 1e12
        guard abs(box.minX) < limit, abs(box.maxX) < limit, abs(box.minY) < limit, abs(box.maxY) < limit else { return nil }
        let columns = Int((box.minX / cellWidth).rounded(.down))...Int((box.maxX / cellWidth).rounded(.down))
        let rows = Int((box.minY / cellHeight).rounded(.down))...Int((box.maxY / cellHeight).rounded(.down))
        guard columns.count * rows.count <= 64 else { return nil }
        var result: [GridCell] = []
        for row in rows { for column in columns { result.append(GridCell(column: column, row: row)) } }
        return result
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
