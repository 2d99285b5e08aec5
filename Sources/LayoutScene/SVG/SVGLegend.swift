/// The key under a scene picture: one swatch per kind of shape, in the colours `SceneSVG`
/// draws them with, laid out in rows that wrap at the picture's width.
struct SVGLegend {
    /// One entry: the swatch's fill, stroke and dashing, and what it means.
    struct Entry {
        let fill: String
        let stroke: String
        let dashed: Bool
        let meaning: String
    }

    static let entries: [Entry] = [
        Entry(fill: "white", stroke: SVGStyle.windowStroke, dashed: false, meaning: "window"),
        Entry(fill: SVGStyle.safeAreaFill, stroke: SVGStyle.safeAreaStroke, dashed: true, meaning: "safe area"),
        Entry(fill: SVGStyle.viewFill, stroke: SVGStyle.viewStroke, dashed: false, meaning: "view"),
        Entry(fill: SVGStyle.scrollFill, stroke: SVGStyle.scrollStroke, dashed: false, meaning: "scroll view"),
        Entry(fill: SVGStyle.labelFill, stroke: SVGStyle.viewStroke, dashed: false, meaning: "label"),
        Entry(fill: SVGStyle.floating, stroke: SVGStyle.floating, dashed: false, meaning: "floating view"),
        Entry(fill: SVGStyle.ambiguous, stroke: SVGStyle.ambiguous, dashed: false, meaning: "ambiguous"),
        Entry(fill: "none", stroke: SVGStyle.guideStroke, dashed: true, meaning: "layout guide"),
        Entry(fill: "none", stroke: SVGStyle.readableStroke, dashed: true, meaning: "readable content guide"),
        Entry(fill: "none", stroke: SVGStyle.visibleStroke, dashed: true, meaning: "visible region"),
        Entry(fill: SVGStyle.keyboardFill, stroke: SVGStyle.keyboardFill, dashed: false, meaning: "keyboard"),
    ]

    static let rowHeight = 18.0
    static let swatch = 12.0
    static let fontSize = 11.0

    /// The width an entry takes: swatch, gap, text, gap before the next.
    static func width(of entry: Entry) -> Double {
        swatch + 6 + Double(entry.meaning.count) * fontSize * LabelPlacement.characterWidth + 16
    }

    /// Each entry's position (relative to the legend's top left) in rows no wider than `width`.
    static func layout(width: Double) -> [(Entry, Double, Double)] {
        var result: [(Entry, Double, Double)] = []
        var x = 0.0, y = 0.0
        for entry in entries {
            let w = SVGLegend.width(of: entry)
            if x > 0 && x + w > width {
                x = 0
                y += rowHeight
            }
            result.append((entry, x, y))
            x += w
        }
        return result
    }

    /// The height of the legend in rows no wider than `width`.
    static func height(width: Double) -> Double {
        (layout(width: width).last?.2 ?? 0) + rowHeight
    }

    /// Draws the legend with its top left at (`x`, `y`), as a `<g class="legend">`.
    static func draw(in doc: inout SVGDocument, x: Double, y: Double, width: Double) {
        let n = SVGDocument.number
        doc.open("g", [("class", "legend"), ("transform", "translate(\(n(x)) \(n(y)))")])
        for (entry, ex, ey) in layout(width: width) {
            doc.element(
                "rect",
                [
                    ("x", n(ex)), ("y", n(ey)), ("width", n(swatch)), ("height", n(swatch)),
                    ("fill", entry.fill), ("fill-opacity", entry.fill == "none" ? nil : "0.5"),
                    ("stroke", entry.stroke), ("stroke-dasharray", entry.dashed ? "3 2" : nil),
                ])
            doc.text(
                entry.meaning,
                [
                    ("x", n(ex + swatch + 6)), ("y", n(ey + swatch - 1)), ("font-size", n(fontSize)),
                    ("fill", SVGStyle.text),
                ])
        }
        doc.close("g")
    }
}
