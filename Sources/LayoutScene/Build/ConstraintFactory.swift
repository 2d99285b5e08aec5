import LayoutAnchors

/// Makes an (inactive) `LayoutConstraint` from a parsed anchor expression.
struct ConstraintFactory {
    let resolver: AnchorResolver

    func make(_ e: AnchorExpression) throws(ExpressionError) -> LayoutConstraint {
        let first = try resolver.anchor(e.first)
        let constraint: LayoutConstraint
        if let secondRef = e.second {
            let second = try resolver.anchor(secondRef)
            constraint = try relate(first, second, e, secondOffset: secondRef.offset)
        } else {
            guard case .dimension(let d) = first else {
                throw ExpressionError(
                    message:
                        "'\(e.first.text)' is an \(first.axisName) anchor: it needs another anchor on the right (only width and height may equal a constant)",
                    offset: e.first.offset)
            }
            switch e.relation {
            case .equal: constraint = d.constraint(equalToConstant: e.constant)
            case .lessThanOrEqual: constraint = d.constraint(lessThanOrEqualToConstant: e.constant)
            case .greaterThanOrEqual: constraint = d.constraint(greaterThanOrEqualToConstant: e.constant)
            }
        }
        if let p = e.priority { constraint.priority = LayoutPriority(p) }
        return constraint
    }

    private func relate(
        _ first: ResolvedAnchor, _ second: ResolvedAnchor, _ e: AnchorExpression,
        secondOffset: Int
    ) throws(ExpressionError) -> LayoutConstraint {
        let c = e.constant
        switch (first, second) {
        case (.dimension(let a), .dimension(let b)):
            switch e.relation {
            case .equal: return a.constraint(equalTo: b, multiplier: e.multiplier, constant: c)
            case .lessThanOrEqual: return a.constraint(lessThanOrEqualTo: b, multiplier: e.multiplier, constant: c)
            case .greaterThanOrEqual: return a.constraint(greaterThanOrEqualTo: b, multiplier: e.multiplier, constant: c)
            }
        case (.x(let a), .x(let b)):
            try requireUnitMultiplier(e, offset: secondOffset)
            return relate(a, b, e.relation, c)
        case (.y(let a), .y(let b)):
            try requireUnitMultiplier(e, offset: secondOffset)
            return relate(a, b, e.relation, c)
        default:
            throw ExpressionError(
                message:
                    "cannot relate '\(e.first.text)' (\(first.axisName)) to '\(e.second!.text)' (\(second.axisName)): anchors must be on the same axis",
                offset: secondOffset)
        }
    }

    private func relate<T>(_ a: LayoutAnchor<T>, _ b: LayoutAnchor<T>, _ r: LayoutRelation, _ c: Double) -> LayoutConstraint {
        switch r {
        case .equal: return a.constraint(equalTo: b, constant: c)
        case .lessThanOrEqual: return a.constraint(lessThanOrEqualTo: b, constant: c)
        case .greaterThanOrEqual: return a.constraint(greaterThanOrEqualTo: b, constant: c)
        }
    }

    private func requireUnitMultiplier(_ e: AnchorExpression, offset: Int) throws(ExpressionError) {
        guard e.multiplier == 1 else {
            throw ExpressionError(message: "a multiplier is only allowed between width and height anchors", offset: offset)
        }
    }
}
