import LayoutAnchors

extension RenderReport {
    /// Reads the report from a laid-out scene.
    public init(_ built: BuiltScene) {
        let w = built.window
        title = built.scene.title
        windowSize = [w.frame.width, w.frame.height]
        safeArea = RenderReport.insets(w.safeAreaInsets)
        var entries: [ViewEntry] = []
        RenderReport.collect(w, depth: 0, into: &entries)
        views = entries
        scrollViews = built.scrollViews.map { s in
            ScrollEntry(
                id: s.diagnosticName, contentSize: [s.contentSize.width, s.contentSize.height],
                contentOffset: [s.contentOffset.x, s.contentOffset.y],
                adjustedContentInset: RenderReport.insets(s.adjustedContentInset))
        }
        let writer = ConstraintText(name: built.name(of:))
        // The scene entry of each constraint, looked up once: searching every entry per
        // constraint cost O(issues x constraints), and an unsatisfiable chain lists all of its
        // links as conflicts (O(n²) for a scene of n views).
        var entryOf: [ObjectIdentifier: Int] = [:]
        for (index, made) in built.constraints.enumerated() {
            for c in made where entryOf[ObjectIdentifier(c)] == nil { entryOf[ObjectIdentifier(c)] = index }
        }
        func line(of c: LayoutConstraint) -> Int? {
            guard let index = entryOf[ObjectIdentifier(c)] else { return nil }
            return built.scene.constraints[index].textLocation.line
        }
        issues = w.layoutIssues.map { issue in
            let kind: String
            switch issue.kind {
            case .unsatisfiable: kind = "unsatisfiable"
            case .invalidConstraint: kind = "invalidConstraint"
            case .ambiguousLayout: kind = "ambiguousLayout"
            }
            return IssueEntry(
                kind: kind, constraint: issue.constraint.map(writer.expression), line: issue.constraint.flatMap(line),
                conflicts: issue.conflictingConstraints.map { c in
                    writer.expression(c) + (line(of: c).map { " (line \($0))" } ?? "")
                }, message: issue.description)
        }
        constraintCount = built.allConstraints.count
    }

    static func rect(_ r: Rect) -> [Double] { [r.minX, r.minY, r.width, r.height] }

    static func insets(_ i: EdgeInsets) -> [Double] { [i.top, i.left, i.bottom, i.right] }

    private static func collect(_ view: View, depth: Int, into entries: inout [ViewEntry]) {
        let label = view as? Label
        entries.append(
            ViewEntry(
                id: view.identifier ?? (view is Window ? "window" : view.diagnosticName),
                kind: String(describing: type(of: view)), depth: depth, frame: rect(view.frame),
                windowFrame: rect(view.convert(view.bounds, to: nil)),
                autoLayout: !view.translatesAutoresizingMaskIntoConstraints,
                ambiguous: view.hasAmbiguousLayout, text: label?.text))
        for child in view.subviews { collect(child, depth: depth + 1, into: &entries) }
    }
}
