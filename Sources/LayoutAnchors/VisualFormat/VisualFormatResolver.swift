// Resolves a parsed visual format against the caller's views, metrics and options.
//
// Names are looked up left to right, so the error reported is the leftmost one. A name in a
// width/height predicate is a view if the views dictionary has it, else a metric; anywhere
// else (spacing, priority) it must be a metric.

/// Turns a `VisualFormatSyntax` into a `VisualFormatPlan`, or reports the first bad name,
/// number or option.
struct VisualFormatResolver {
    /// The caller's metrics (empty when nil).
    let metrics: [String: Double]
    /// The caller's views.
    let views: [String: View]

    /// Standard spacing between two sibling views.
    static let siblingSpacing = 8.0
    /// Standard spacing between a view and the superview's edge.
    static let superviewSpacing = 20.0

    /// Resolves `syntax` with `options`.
    func plan(
        _ syntax: VisualFormatSyntax,
        options: FormatOptions
    ) throws(VisualFormatSyntaxError) -> VisualFormatPlan {
        let direction = try Self.direction(options)
        let alignments = try Self.alignments(options, orientation: syntax.orientation)
        var steps: [VisualFormatStep] = []
        var resolved: [View] = []
        for (index, element) in syntax.views.enumerated() {
            // Textual order, so that the leftmost bad name is the one reported.
            let incoming = index == 0 ? syntax.leadingSuperview : syntax.connections[index - 1]
            let spacings = try incoming.map { link throws(VisualFormatSyntaxError) in try gaps(link) }
            let view = try view(named: element.name, at: element.nameOffset)
            if let spacings, index == 0, let offset = syntax.leadingSuperviewOffset {
                let superview = try superview(of: view, at: offset)
                steps += spacingSteps(spacings, .superview(superview), .view(view))
            } else if let spacings, index > 0 {
                steps += spacingSteps(spacings, .view(resolved[index - 1]), .view(view))
            }
            for predicate in element.predicates {
                steps.append(try dimension(view, predicate))
            }
            resolved.append(view)
        }
        if let link = syntax.trailingSuperview, let offset = syntax.trailingSuperviewOffset,
            let last = resolved.last
        {
            let spacings = try gaps(link)
            let superview = try superview(of: last, at: offset)
            steps += spacingSteps(spacings, .view(last), .superview(superview))
        }
        for alignment in alignments {
            for index in resolved.indices.dropLast() {
                steps.append(.alignment(resolved[index], resolved[index + 1], alignment))
            }
        }
        return VisualFormatPlan(orientation: syntax.orientation, direction: direction, steps: steps)
    }

    private func view(named name: String, at offset: Int) throws(VisualFormatSyntaxError) -> View {
        guard let view = views[name] else {
            throw VisualFormatSyntaxError(
                message: "'\(name)' is not a key in the views dictionary", offset: offset)
        }
        return view
    }

    private func superview(of view: View, at offset: Int) throws(VisualFormatSyntaxError) -> View {
        guard let superview = view.superview else {
            throw VisualFormatSyntaxError(
                message: "Unable to interpret '|' character, because the related view doesn't have a superview",
                offset: offset)
        }
        return superview
    }

    /// One resolved gap of a connection: relation, constant (nil = standard), priority.
    private typealias Gap = (relation: VisualFormatRelation, constant: Double?, priority: Double?)

    /// The gaps a connection asks for, with metrics resolved; `nil` constant = standard.
    private func gaps(_ connection: VisualFormatConnection) throws(VisualFormatSyntaxError) -> [Gap] {
        switch connection {
        case .flush:
            return [(.equal, 0, nil)]
        case .standard:
            return [(.equal, nil, nil)]
        case .predicates(let predicates):
            var gaps: [Gap] = []
            for predicate in predicates {
                let constant = try metricValue(predicate.object, at: predicate.objectOffset)
                gaps.append((predicate.relation, constant, try priority(predicate)))
            }
            return gaps
        }
    }

    /// Spacing steps between two neighbours; the standard gap depends on whether one is `|`.
    private func spacingSteps(
        _ gaps: [Gap], _ earlier: VisualFormatEndpoint,
        _ later: VisualFormatEndpoint
    ) -> [VisualFormatStep] {
        let standard = earlier.isSuperview || later.isSuperview ? Self.superviewSpacing : Self.siblingSpacing
        return gaps.map { gap in
            .spacing(
                earlier: earlier, later: later, relation: gap.relation,
                constant: gap.constant ?? standard, priority: gap.priority)
        }
    }

    private func dimension(
        _ view: View, _ predicate: VisualFormatPredicate
    ) throws(VisualFormatSyntaxError) -> VisualFormatStep {
        let target: VisualFormatDimensionTarget
        if case .name(let name) = predicate.object, let other = views[name] {
            target = .view(other)
        } else if case .name(let name) = predicate.object, metrics[name] == nil {
            throw VisualFormatSyntaxError(
                message: "'\(name)' is not a key in the views or metrics dictionary",
                offset: predicate.objectOffset)
        } else {
            target = .constant(try metricValue(predicate.object, at: predicate.objectOffset))
        }
        return .dimension(
            view, relation: predicate.relation, target: target,
            priority: try priority(predicate))
    }

    /// A number, or a metric's value; a view name here is an error.
    private func metricValue(
        _ value: VisualFormatValue, at offset: Int
    ) throws(VisualFormatSyntaxError) -> Double {
        switch value {
        case .number(let number):
            return number
        case .name(let name):
            if let number = metrics[name] {
                guard number.isFinite else {
                    throw VisualFormatSyntaxError(
                        message: "Metric '\(name)' is not a finite number", offset: offset)
                }
                return number
            }
            if views[name] != nil {
                throw VisualFormatSyntaxError(
                    message: "'\(name)' is a view; a view name may only relate a view's width or height",
                    offset: offset)
            }
            throw VisualFormatSyntaxError(
                message: "'\(name)' is not a key in the metrics dictionary", offset: offset)
        }
    }

    private func priority(_ predicate: VisualFormatPredicate) throws(VisualFormatSyntaxError) -> Double? {
        guard let written = predicate.priority, let offset = predicate.priorityOffset else { return nil }
        let value = try metricValue(written, at: offset)
        guard value > 0, value <= 1000 else {
            throw VisualFormatSyntaxError(
                message: "A priority must be greater than 0 and at most 1000", offset: offset)
        }
        return value
    }
}
