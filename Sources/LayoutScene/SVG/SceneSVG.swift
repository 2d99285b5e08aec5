import LayoutAnchors

/// Draws a laid-out scene as SVG: the window with its safe area and every view as a labelled
/// rectangle (scroll view content clipped to the scroll view), the layout guides the scene's
/// constraints use as dashed outlines, the keyboard, and beside the window one panel per
/// scroll view with its whole content area at `contentSize` and the visible region marked.
/// Floating views are orange, ambiguous views red, broken constraints are listed in a
/// caption under the picture, and a legend explains the colours. Every view's rectangle holds
/// a `<title>` with its name and frame, which viewers show on hover; labels of views that
/// share a corner are moved apart (`LabelPlacement`). Views are named by
/// `View.diagnosticName`.
///
/// Elements carry `class` names (`window`, `safe-area`, `view`, `ambiguous`, `floating`,
/// `guide`, `content-area`, `visible-region`, `caption`) and ids (`view-NAME`,
/// `content-NAME`), so tools and tests can find them.
public enum SceneSVG {
    /// The picture of `built` as SVG text.
    public static func render(_ built: BuiltScene) -> String {
        var drawing = SceneDrawing(built: built)
        return drawing.draw()
    }
}

/// The state of one drawing: the document, the panel origins, which views float.
struct SceneDrawing {
    let built: BuiltScene
    let report: RenderReport
    let floating: Set<ObjectIdentifier>
    var doc = SVGDocument(width: 0, height: 0)
    /// The labels placed in the current panel, so that new ones avoid them.
    var labels = LabelPlacement()
    static let margin = 20.0
    static let top = 64.0
    static let gap = 40.0

    init(built: BuiltScene) {
        self.built = built
        self.report = RenderReport(built)
        self.floating = FloatingViews.find(in: built)
    }

    mutating func draw() -> String {
        let window = built.window
        let w = window.frame.width, h = window.frame.height
        var panelsWidth = w
        var panelHeight = h
        for s in built.scrollViews {
            let content = contentExtent(s)
            panelsWidth += SceneDrawing.gap + content.width
            panelHeight = max(panelHeight, content.height)
        }
        let titleWidth = Double(built.scene.title.count) * 9
        doc.width = SceneDrawing.margin * 2 + max(panelsWidth, titleWidth, 640)
        // Frames are finite but may be far wider than any caption (1e21 through multipliers):
        // the column count is capped before it becomes an Int.
        let available = (doc.width - 2 * SceneDrawing.margin) / 6.8
        let columns = available.isFinite ? Int(min(available, 100_000)) : 100_000
        let captionLines = SceneDrawing.wrap(caption(), columns: columns)
        let legendWidth = doc.width - 2 * SceneDrawing.margin
        let legendTop = SceneDrawing.top + panelHeight + 24 + Double(captionLines.count) * 16
        doc.height = legendTop + SVGLegend.height(width: legendWidth) + 8
        doc.element("rect", [("x", "0"), ("y", "0"), ("width", n(doc.width)), ("height", n(doc.height)), ("fill", "#fafafa")])
        doc.text(
            built.scene.title,
            [("x", n(SceneDrawing.margin)), ("y", "24"), ("font-size", "16"), ("font-weight", "bold"), ("fill", SVGStyle.text)])
        drawWindowPanel(at: Point(x: SceneDrawing.margin, y: SceneDrawing.top))
        var x = SceneDrawing.margin + w + SceneDrawing.gap
        for s in built.scrollViews {
            drawContentPanel(s, at: Point(x: x, y: SceneDrawing.top))
            x += contentExtent(s).width + SceneDrawing.gap
        }
        drawCaption(captionLines, at: SceneDrawing.top + panelHeight + 24)
        SVGLegend.draw(in: &doc, x: SceneDrawing.margin, y: legendTop, width: legendWidth)
        return doc.text
    }

    /// The size a scroll view's content panel needs: the content and the visible region.
    func contentExtent(_ s: ScrollView) -> Size {
        let shift = contentShift(s)
        let content = contentBox(s)
        let visible = Rect(origin: s.contentOffset, size: s.bounds.size)
        return Size(width: max(content.maxX, visible.maxX, 40) + shift.x, height: max(content.maxY, visible.maxY, 40) + shift.y)
    }

    /// How far the content panel's origin moves right and down so that a visible region
    /// scrolled above or left of the content (negative offsets, from adjusted insets) fits.
    func contentShift(_ s: ScrollView) -> Point {
        Point(x: max(0, -s.contentOffset.x), y: max(0, -s.contentOffset.y))
    }

    /// The content area to draw: `contentSize`, or, when a side of it is zero (undetermined),
    /// the box around the content's subviews.
    func contentBox(_ s: ScrollView) -> Rect {
        var box = Rect(origin: .zero, size: s.contentSize)
        guard isUndetermined(s) else { return box }
        for child in s.subviews {
            let f = child.frame
            box.size.width = max(box.width, f.maxX)
            box.size.height = max(box.height, f.maxY)
        }
        return box
    }

    func isUndetermined(_ s: ScrollView) -> Bool {
        !s.subviews.isEmpty && (s.contentSize.width == 0 || s.contentSize.height == 0)
    }

    // MARK: window panel

    mutating func drawWindowPanel(at o: Point) {
        let window = built.window
        let frame = window.bounds
        doc.text(
            "window \(n(frame.width))x\(n(frame.height))", [("x", n(o.x)), ("y", n(o.y - 8)), ("font-size", "12"), ("fill", SVGStyle.text)])
        doc.open("g", [("transform", "translate(\(n(o.x)) \(n(o.y)))")])
        doc.element(
            "rect",
            [
                ("class", "window"), ("x", "0"), ("y", "0"), ("width", n(frame.width)), ("height", n(frame.height)),
                ("fill", "white"), ("stroke", SVGStyle.windowStroke), ("stroke-width", "2"),
            ])
        let safe = window.safeAreaLayoutGuide.layoutFrame
        rect(safe, cls: "safe-area", fill: SVGStyle.safeAreaFill, stroke: SVGStyle.safeAreaStroke, dashed: true)
        labels = LabelPlacement()
        smallText("safe area", at: Point(x: safe.maxX - 4, y: safe.minY + 10), color: SVGStyle.safeAreaStroke, anchorEnd: true)
        for child in window.subviews { drawView(child) }
        drawGuides()
        if let keyboard = window.keyboardFrame {
            doc.element(
                "rect",
                [
                    ("class", "keyboard"), ("x", n(keyboard.minX)), ("y", n(keyboard.minY)), ("width", n(keyboard.width)),
                    ("height", n(keyboard.height)), ("fill", SVGStyle.keyboardFill), ("fill-opacity", "0.5"),
                ])
            smallText("keyboard", at: Point(x: keyboard.minX + 4, y: keyboard.minY + 12), color: "white")
        }
        doc.close("g")
    }

    mutating func drawView(_ view: View) {
        let frame = view.convert(view.bounds, to: nil)
        drawBox(view, frame: frame)
        guard let scroll = view as? ScrollView, !view.subviews.isEmpty else {
            for child in view.subviews { drawView(child) }
            return
        }
        let clipID = "clip-\(SceneDrawing.idName(scroll))"
        doc.open("clipPath", [("id", clipID)])
        doc.element("rect", [("x", n(frame.minX)), ("y", n(frame.minY)), ("width", n(frame.width)), ("height", n(frame.height))])
        doc.close("clipPath")
        doc.open("g", [("clip-path", "url(#\(clipID))")])
        for child in view.subviews { drawView(child) }
        doc.close("g")
    }

    /// One view's rectangle and name. `prefix` tells the window panel from content panels.
    mutating func drawBox(_ view: View, frame: Rect, idPrefix: String = "view") {
        let name = view.diagnosticName
        let isFloating = floating.contains(ObjectIdentifier(view))
        let ambiguous = view.hasAmbiguousLayout
        var cls = "view"
        var fill = SVGStyle.viewFill, stroke = SVGStyle.viewStroke
        if view is ScrollView { fill = SVGStyle.scrollFill; stroke = SVGStyle.scrollStroke }
        if view is Label { fill = SVGStyle.labelFill }
        if isFloating { cls += " floating"; stroke = SVGStyle.floating; fill = SVGStyle.floating }
        if ambiguous { cls += " ambiguous"; stroke = SVGStyle.ambiguous; fill = SVGStyle.ambiguous }
        // A stack view draws nothing of its own (as in UIKit): a dashed outline, no fill.
        let isStack = view is StackView
        if isStack { cls += " stack" }
        var title = name
        if isFloating { title += " (floating)" }
        if ambiguous { title += " AMBIGUOUS LAYOUT" }
        var attributes = [
            ("id", "\(idPrefix)-\(SceneDrawing.idName(view))"), ("class", cls), ("x", n(frame.minX)), ("y", n(frame.minY)),
            ("width", n(frame.width)), ("height", n(frame.height)), ("fill", fill),
            ("fill-opacity", isStack ? "0" : "0.18"), ("stroke", stroke), ("stroke-width", ambiguous ? "2" : "1"),
        ]
        if isStack { attributes.append(("stroke-dasharray", "4 2")) }
        doc.element("rect", attributes, title: hoverText(view, title: title, drawnAt: frame))
        let labelAt = labels.place(title, at: Point(x: frame.minX + 3, y: frame.minY + 12), fontSize: 10)
        doc.text(
            title,
            [
                ("class", "view-label"), ("x", n(labelAt.x)), ("y", n(labelAt.y)), ("font-size", "10"),
                ("fill", ambiguous ? SVGStyle.ambiguous : SVGStyle.text),
            ])
        if let label = view as? Label, !label.text.isEmpty {
            let text = "\u{201C}\(LayoutTrace.shortened(label.text))\u{201D}"
            let textAt = labels.place(text, at: Point(x: labelAt.x, y: labelAt.y + 12), fontSize: 9)
            doc.text(text, [("x", n(textAt.x)), ("y", n(textAt.y)), ("font-size", "9"), ("font-style", "italic"), ("fill", SVGStyle.text)])
        }
    }

    /// The most views a scene may have for its hover titles to carry explanations: each costs
    /// its chain of constraints, so a huge scene would spend most of its rendering there.
    static let explainedViewLimit = 1000

    /// What a view's rectangle shows on hover: its name, its frame's numbers and, in a scene of
    /// at most `explainedViewLimit` views, why its frame is there (`View.explainLayout`).
    func hoverText(_ view: View, title: String, drawnAt rect: Rect) -> String {
        let f = view.frame
        var text = "\(title)\nframe (\(n(f.minX)), \(n(f.minY)), \(n(f.width)), \(n(f.height))) in its superview"
        text += "\ndrawn at (\(n(rect.minX)), \(n(rect.minY)), \(n(rect.width)), \(n(rect.height)))"
        if let scroll = view as? ScrollView {
            text +=
                "\ncontentSize \(n(scroll.contentSize.width))x\(n(scroll.contentSize.height)), "
                + "contentOffset (\(n(scroll.contentOffset.x)), \(n(scroll.contentOffset.y)))"
        }
        if built.views.count <= Self.explainedViewLimit, !(view is Window) {
            text += "\n\n" + view.explainLayout(.horizontal).description + "\n" + view.explainLayout(.vertical).description
        }
        return text
    }

    /// A view's name made safe for an element id: the identifier, or the path with every
    /// character other than letters, digits, `-`, `_` and `.` replaced by `_`.
    static func idName(_ view: View) -> String {
        String(view.diagnosticName.map { $0.isLetter || $0.isNumber || "-_.".contains($0) ? $0 : "_" })
    }

    /// The guides the scene's constraints refer to (other than the window's safe area), and
    /// custom guides, as dashed outlines in window coordinates.
    mutating func drawGuides() {
        for (guide, name) in GuideUsage.guides(in: built) {
            // The window's safe area is drawn already; a content guide is shown by its scroll view's panel.
            guard let owner = guide.owningView, guide !== built.window.safeAreaLayoutGuide,
                guide !== (owner as? ScrollView)?.contentLayoutGuide
            else { continue }
            let frame = owner.convert(guide.layoutFrame, to: nil)
            let color = name.hasSuffix("readableContentGuide") ? SVGStyle.readableStroke : SVGStyle.guideStroke
            rect(
                frame, cls: "guide", fill: "none", stroke: color, dashed: true, id: "guide-\(name)",
                title:
                    "\(name)\nlayoutFrame (\(n(guide.layoutFrame.minX)), \(n(guide.layoutFrame.minY)), \(n(guide.layoutFrame.width)), \(n(guide.layoutFrame.height)))"
            )
            smallText(name, at: Point(x: frame.maxX - 3, y: frame.maxY - 3), color: color, anchorEnd: true)
        }
    }

    // MARK: content panel

    mutating func drawContentPanel(_ s: ScrollView, at o: Point) {
        let name = SceneDrawing.idName(s)
        let size = s.contentSize
        doc.text(
            "\(s.diagnosticName) content \(n(size.width))x\(n(size.height))",
            [("x", n(o.x)), ("y", n(o.y - 8)), ("font-size", "12"), ("fill", SVGStyle.text)])
        let shift = contentShift(s)
        doc.open("g", [("transform", "translate(\(n(o.x + shift.x)) \(n(o.y + shift.y)))")])
        let box = contentBox(s)
        let undetermined = isUndetermined(s)
        doc.element(
            "rect",
            [
                ("id", "content-\(name)"), ("class", undetermined ? "content-area ambiguous" : "content-area"), ("x", "0"), ("y", "0"),
                ("width", n(box.width)), ("height", n(box.height)), ("fill", "white"),
                ("stroke", undetermined ? SVGStyle.ambiguous : SVGStyle.scrollStroke), ("stroke-width", "2"),
                ("stroke-dasharray", undetermined ? SVGStyle.dash : nil),
            ])
        if undetermined {
            smallText("content size not determined by constraints", at: Point(x: 4, y: box.maxY - 4), color: SVGStyle.ambiguous)
        }
        labels = LabelPlacement()
        drawContent(of: s, in: s)
        drawUnrealisedRows(of: s)
        let visible = Rect(origin: s.contentOffset, size: s.bounds.size)
        rect(
            visible, cls: "visible-region", fill: SVGStyle.visibleStroke, stroke: SVGStyle.visibleStroke, dashed: true,
            id: "visible-\(name)", opacity: "0.06", width: "2")
        smallText(
            "visible, offset (\(n(s.contentOffset.x)), \(n(s.contentOffset.y)))",
            at: Point(x: visible.maxX - 4, y: visible.maxY - 4), color: SVGStyle.visibleStroke, anchorEnd: true)
        doc.close("g")
    }

    mutating func drawContent(of view: View, in scroll: ScrollView) {
        for child in view.subviews {
            drawBox(child, frame: child.convert(child.bounds, to: scroll), idPrefix: "content-\(SceneDrawing.idName(scroll))")
            drawContent(of: child, in: scroll)
        }
    }

    // MARK: caption

    func caption() -> [(String, String)] {
        var lines: [(String, String)] = []
        for issue in report.issues where issue.kind != "ambiguousLayout" {
            let verb = issue.kind == "unsatisfiable" ? "Broken" : "Refused"
            lines.append(("\(verb): \(issue.constraint ?? "?")\(issue.line.map { " (line \($0))" } ?? "")", SVGStyle.ambiguous))
            for c in issue.conflicts { lines.append(("    conflicts with \(c)", SVGStyle.text)) }
        }
        let ambiguous = report.views.filter { $0.ambiguous }.map { $0.id }
        if !ambiguous.isEmpty { lines.append(("Ambiguous layout: \(ambiguous.joined(separator: ", "))", SVGStyle.ambiguous)) }
        for issue in report.issues where issue.kind == "ambiguousLayout" {
            lines.append(("Ambiguous: \(issue.message)", SVGStyle.ambiguous))
        }
        if lines.isEmpty { lines.append(("No layout issues.", SVGStyle.text)) }
        return lines
    }

    /// Splits caption lines longer than `columns` characters at spaces (continuations indented
    /// by four spaces), or inside a word that does not fit. Each line gets at least 20 columns,
    /// so every cut moves forward (a word longer than a line used to loop forever here, found
    /// by FuzzScene), and the work is linear in the text.
    static func wrap(_ lines: [(String, String)], columns: Int) -> [(String, String)] {
        let columns = max(columns, 20)
        var result: [(String, String)] = []
        for (text, color) in lines {
            let characters = Array(text)
            var start = 0, prefix = ""
            while prefix.count + characters.count - start > columns {
                let limit = start + columns - prefix.count
                let cut = characters[(start + 1)..<limit].lastIndex(of: " ") ?? limit
                result.append((prefix + String(characters[start..<cut]), color))
                start = cut
                while start < characters.count, characters[start] == " " { start += 1 }
                prefix = "    "
            }
            result.append((prefix + String(characters[start...]), color))
        }
        return result
    }

    mutating func drawCaption(_ lines: [(String, String)], at y: Double) {
        doc.open("g", [("class", "caption")])
        for (index, line) in lines.enumerated() {
            doc.text(line.0, [("x", n(SceneDrawing.margin)), ("y", n(y + Double(index) * 16)), ("font-size", "12"), ("fill", line.1)])
        }
        doc.close("g")
    }

    // MARK: helpers

    mutating func rect(
        _ r: Rect, cls: String, fill: String, stroke: String, dashed: Bool, id: String? = nil,
        opacity: String? = nil, width: String = "1", title: String? = nil
    ) {
        doc.element(
            "rect",
            [
                ("id", id), ("class", cls), ("x", n(r.minX)), ("y", n(r.minY)), ("width", n(r.width)), ("height", n(r.height)),
                ("fill", fill), ("fill-opacity", opacity), ("stroke", stroke), ("stroke-width", width),
                ("stroke-dasharray", dashed ? SVGStyle.dash : nil),
            ], title: title)
    }

    /// A 9-point label, moved down past labels already placed in the panel.
    mutating func smallText(_ text: String, at p: Point, color: String, anchorEnd: Bool = false) {
        let at = labels.place(text, at: p, fontSize: 9, anchorEnd: anchorEnd)
        doc.text(text, [("x", n(at.x)), ("y", n(at.y)), ("font-size", "9"), ("fill", color), ("text-anchor", anchorEnd ? "end" : nil)])
    }

    func n(_ v: Double) -> String { SVGDocument.number(v) }
}
