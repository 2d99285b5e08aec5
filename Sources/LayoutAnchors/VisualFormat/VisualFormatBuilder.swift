// Turns a resolved plan into (inactive) constraints, with the public anchor API only.
//
// Spacing `[a]-c-[b]` becomes `b.start == a.end + c`; next to the superview the superview's
// own edge is used: `|-c-[a]` is `a.start == super.start + c`, `[a]-c-|` is
// `super.end == a.end + c`. In `H:` formats start/end are leading/trailing (the default),
// left/right (`.directionLeftToRight`), or — with `.directionRightToLeft`, where the first
// view is the rightmost — right/left with the items swapped: `[a]-c-[b]` is `a.left == b.right + c`.

/// Creates the constraints of a `VisualFormatPlan`.
enum VisualFormatBuilder {
    /// The constraints, in plan order; none is activated.
    static func constraints(for plan: VisualFormatPlan) -> [LayoutConstraint] {
        plan.steps.map { step in
            let made = constraint(for: step, plan: plan)
            if let priority = step.priority {
                made.priority = LayoutPriority(Float(priority))
            }
            return made
        }
    }

    private static func constraint(for step: VisualFormatStep, plan: VisualFormatPlan) -> LayoutConstraint {
        switch step {
        case .spacing(let earlier, let later, let relation, let constant, _):
            if plan.orientation == .vertical {
                return spacing(
                    earlier, later, relation, constant, reversed: false,
                    start: { $0.topAnchor }, end: { $0.bottomAnchor })
            }
            switch plan.direction {
            case .leadingToTrailing:
                return spacing(
                    earlier, later, relation, constant, reversed: false,
                    start: { $0.leadingAnchor }, end: { $0.trailingAnchor })
            case .leftToRight:
                return spacing(
                    earlier, later, relation, constant, reversed: false,
                    start: { $0.leftAnchor }, end: { $0.rightAnchor })
            case .rightToLeft:
                return spacing(
                    earlier, later, relation, constant, reversed: true,
                    start: { $0.rightAnchor }, end: { $0.leftAnchor })
            }
        case .dimension(let view, let relation, let target, _):
            let anchor = plan.orientation == .horizontal ? view.widthAnchor : view.heightAnchor
            switch target {
            case .constant(let value):
                return relateConstant(anchor, relation, value)
            case .view(let other):
                let otherAnchor = plan.orientation == .horizontal ? other.widthAnchor : other.heightAnchor
                return relateDimension(anchor, relation, otherAnchor)
            }
        case .alignment(let first, let second, let alignment):
            return align(first, second, alignment)
        }
    }

    /// `later.start rel earlier.end + c` (or swapped for right-to-left); the superview
    /// contributes the edge that faces its child.
    private static func spacing<Axis>(
        _ earlier: VisualFormatEndpoint, _ later: VisualFormatEndpoint,
        _ relation: VisualFormatRelation, _ constant: Double, reversed: Bool,
        start: (View) -> LayoutAnchor<Axis>, end: (View) -> LayoutAnchor<Axis>
    ) -> LayoutConstraint {
        let earlierEdge = earlier.isSuperview ? start(earlier.view) : end(earlier.view)
        let laterEdge = later.isSuperview ? end(later.view) : start(later.view)
        return reversed
            ? relate(earlierEdge, relation, laterEdge, constant)
            : relate(laterEdge, relation, earlierEdge, constant)
    }

    private static func align(
        _ first: View, _ second: View,
        _ alignment: VisualFormatAlignment
    ) -> LayoutConstraint {
        switch alignment {
        case .left: return relate(first.leftAnchor, .equal, second.leftAnchor, 0)
        case .right: return relate(first.rightAnchor, .equal, second.rightAnchor, 0)
        case .leading: return relate(first.leadingAnchor, .equal, second.leadingAnchor, 0)
        case .trailing: return relate(first.trailingAnchor, .equal, second.trailingAnchor, 0)
        case .centerX: return relate(first.centerXAnchor, .equal, second.centerXAnchor, 0)
        case .top: return relate(first.topAnchor, .equal, second.topAnchor, 0)
        case .bottom: return relate(first.bottomAnchor, .equal, second.bottomAnchor, 0)
        case .centerY: return relate(first.centerYAnchor, .equal, second.centerYAnchor, 0)
        case .firstBaseline:
            return relate(first.firstBaselineAnchor, .equal, second.firstBaselineAnchor, 0)
        case .lastBaseline:
            return relate(first.lastBaselineAnchor, .equal, second.lastBaselineAnchor, 0)
        }
    }

    /// `a relation b + constant` on either axis (the anchor base class has the three forms).
    private static func relate<Axis>(
        _ a: LayoutAnchor<Axis>, _ relation: VisualFormatRelation,
        _ b: LayoutAnchor<Axis>, _ constant: Double
    ) -> LayoutConstraint {
        switch relation {
        case .equal: return a.constraint(equalTo: b, constant: constant)
        case .lessThanOrEqual: return a.constraint(lessThanOrEqualTo: b, constant: constant)
        case .greaterThanOrEqual: return a.constraint(greaterThanOrEqualTo: b, constant: constant)
        }
    }

    private static func relateConstant(
        _ a: LayoutDimension, _ relation: VisualFormatRelation,
        _ constant: Double
    ) -> LayoutConstraint {
        switch relation {
        case .equal: return a.constraint(equalToConstant: constant)
        case .lessThanOrEqual: return a.constraint(lessThanOrEqualToConstant: constant)
        case .greaterThanOrEqual: return a.constraint(greaterThanOrEqualToConstant: constant)
        }
    }

    private static func relateDimension(
        _ a: LayoutDimension, _ relation: VisualFormatRelation,
        _ b: LayoutDimension
    ) -> LayoutConstraint {
        switch relation {
        case .equal: return a.constraint(equalTo: b)
        case .lessThanOrEqual: return a.constraint(lessThanOrEqualTo: b)
        case .greaterThanOrEqual: return a.constraint(greaterThanOrEqualTo: b)
        }
    }
}

extension VisualFormatStep {
    /// The priority written with `@`, if any (alignments are always required).
    var priority: Double? {
        switch self {
        case .spacing(_, _, _, _, let priority), .dimension(_, _, _, let priority): return priority
        case .alignment: return nil
        }
    }
}
