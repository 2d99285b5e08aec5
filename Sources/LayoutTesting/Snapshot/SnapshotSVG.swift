import Foundation
import LayoutAnchors
import LayoutScene

/// Draws a snapshot text as SVG with LayoutScene's `SVGDocument`: every view a labelled
/// rectangle at its place on screen (frames accumulated down the tree, scroll views shifted
/// by their offset), labels green, scroll views yellow, other views blue. Drawing from the
/// text, not from a live hierarchy, lets a failed test show the expected layout next to the
/// actual one.
public enum SnapshotSVG {
    /// One parsed snapshot line.
    struct Line {
        var depth: Int
        var frame: Rect
        var title: String
        var offset: Point
    }

    /// The picture of a snapshot text.
    public static func render(_ snapshot: String, title: String) -> String {
        let parsed = parse(snapshot)
        var placed: [(Rect, String, Int)] = []
        var origins: [Point] = []  // each depth's content origin on screen
        for line in parsed {
            origins.removeLast(max(0, origins.count - line.depth))
            let parent = origins.last ?? Point(x: 0, y: 0)
            let onScreen = Rect(
                x: parent.x + line.frame.minX, y: parent.y + line.frame.minY,
                width: line.frame.width, height: line.frame.height)
            placed.append((onScreen, line.title, line.depth))
            origins.append(Point(x: onScreen.minX - line.offset.x, y: onScreen.minY - line.offset.y))
        }
        let window = placed.first?.0 ?? Rect(x: 0, y: 0, width: 100, height: 100)
        let margin = 20.0, top = 44.0
        var doc = SVGDocument(width: window.width + 2 * margin, height: window.height + top + margin)
        doc.element(
            "rect",
            [
                ("x", "0"), ("y", "0"), ("width", SVGDocument.number(doc.width)),
                ("height", SVGDocument.number(doc.height)), ("fill", "#fafafa"),
            ])
        doc.text(title, [("x", SVGDocument.number(margin)), ("y", "26"), ("font-size", "14"), ("font-weight", "bold")])
        for (rect, name, depth) in placed {
            let fill = depth == 0 ? "none" : name.hasPrefix("Label") ? "#82b366" : name.hasPrefix("ScrollView") ? "#f5f0d5" : "#6c8ebf"
            doc.element(
                "rect",
                [
                    ("x", SVGDocument.number(rect.minX + margin)), ("y", SVGDocument.number(rect.minY + top)),
                    ("width", SVGDocument.number(rect.width)), ("height", SVGDocument.number(rect.height)),
                    ("fill", fill), ("fill-opacity", "0.15"), ("stroke", "#3d5f8f"),
                ])
            doc.text(
                name,
                [
                    ("x", SVGDocument.number(rect.minX + margin + 2)), ("y", SVGDocument.number(rect.minY + top + 11)),
                    ("font-size", "9"), ("fill", "#222222"),
                ])
        }
        return doc.text
    }

    /// The view lines of a snapshot (the header skipped).
    static func parse(_ snapshot: String) -> [Line] {
        var result: [Line] = []
        for raw in snapshot.split(separator: "\n") {
            let indent = raw.prefix { $0 == " " }.count
            let text = raw.dropFirst(indent)
            guard text.hasPrefix("("), let close = text.firstIndex(of: ")") else { continue }
            let numbers = text[text.index(after: text.startIndex)..<close].split(separator: ",").compactMap {
                Double($0.trimmingCharacters(in: .whitespaces))
            }
            guard numbers.count == 4 else { continue }
            let rest = text[text.index(after: close)...].drop { $0 == " " }
            var offset = Point(x: 0, y: 0)
            if let range = rest.range(of: " offset ") {
                let value = rest[range.upperBound...].prefix { $0 != " " }.split(separator: ",").compactMap { Double($0) }
                if value.count == 2 { offset = Point(x: value[0], y: value[1]) }
            }
            let title = rest.split(separator: " ").prefix(2).joined(separator: " ")
            result.append(
                Line(
                    depth: indent / 2, frame: Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]),
                    title: title, offset: offset))
        }
        return result
    }
}
