/// Anything that can stand on either side of the operator DSL: a `Variable`, a `Term` or a
/// `LinearExpression`. Plain numbers combine with these through their own overloads, so
/// integer literals (`x + 10`, `2 * y`) work.
public protocol LinearExpressionConvertible {
    /// The value as a linear expression.
    var linearExpression: LinearExpression { get }
}

extension Variable: LinearExpressionConvertible {
    /// `1 · self`, with room for three more terms: the operators append the other operand's
    /// terms to it in place (most constraints have two to four terms).
    public var linearExpression: LinearExpression {
        var terms: [Term] = []
        terms.reserveCapacity(4)
        terms.append(Term(self))
        return LinearExpression(terms)
    }
}

extension Term: LinearExpressionConvertible {
    /// The one-term expression.
    public var linearExpression: LinearExpression { LinearExpression([self]) }
}

extension LinearExpression: LinearExpressionConvertible {
    /// Itself.
    public var linearExpression: LinearExpression { self }
}

// The operators build their result in the left operand's array: an operand made for the
// expression (a variable's, or a sum's) is held by nothing else, so it grows in place
// instead of being copied into a new array for each sum, difference and negation.
extension LinearExpression {
    /// Every coefficient and the constant multiplied by `factor`.
    consuming func scaled(by factor: Double) -> LinearExpression {
        var result = self
        for i in result.terms.indices { result.terms[i].coefficient *= factor }
        result.constant *= factor
        return result
    }

    /// `self + factor · other`.
    consuming func adding(_ other: LinearExpression, times factor: Double) -> LinearExpression {
        var result = self
        result.terms.reserveCapacity(result.terms.count + other.terms.count)
        for term in other.terms { result.terms.append(Term(term.variable, term.coefficient * factor)) }
        result.constant += other.constant * factor
        return result
    }

    /// `self + constant`.
    consuming func adding(constant: Double) -> LinearExpression {
        var result = self
        result.constant += constant
        return result
    }
}

// MARK: - Arithmetic

/// Sum of two expressions.
public func + <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> LinearExpression {
    lhs.linearExpression.adding(rhs.linearExpression, times: 1)
}
/// An expression plus a constant.
public func + <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> LinearExpression {
    lhs.linearExpression.adding(constant: rhs)
}
/// A constant plus an expression.
public func + <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> LinearExpression {
    rhs.linearExpression.adding(constant: lhs)
}
/// Difference of two expressions.
public func - <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> LinearExpression {
    lhs.linearExpression.adding(rhs.linearExpression, times: -1)
}
/// An expression minus a constant.
public func - <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> LinearExpression {
    lhs.linearExpression.adding(constant: -rhs)
}
/// A constant minus an expression.
public func - <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> LinearExpression {
    rhs.linearExpression.scaled(by: -1).adding(constant: lhs)
}
/// The negated expression.
public prefix func - <T: LinearExpressionConvertible>(operand: T) -> LinearExpression {
    operand.linearExpression.scaled(by: -1)
}
/// An expression scaled by a constant.
public func * <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> LinearExpression {
    lhs.linearExpression.scaled(by: rhs)
}
/// A constant times an expression.
public func * <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> LinearExpression {
    rhs.linearExpression.scaled(by: lhs)
}
/// An expression divided by a constant.
public func / <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> LinearExpression {
    lhs.linearExpression.scaled(by: 1 / rhs)
}

// MARK: - Relations

/// `lhs == rhs` as a required constraint.
public func == <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .equal)
}
/// `lhs == rhs` as a required constraint.
public func == <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> Constraint {
    Constraint(lhs - rhs, .equal)
}
/// `lhs == rhs` as a required constraint.
public func == <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .equal)
}
/// `lhs <= rhs` as a required constraint.
public func <= <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .lessThanOrEqual)
}
/// `lhs <= rhs` as a required constraint.
public func <= <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> Constraint {
    Constraint(lhs - rhs, .lessThanOrEqual)
}
/// `lhs <= rhs` as a required constraint.
public func <= <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .lessThanOrEqual)
}
/// `lhs >= rhs` as a required constraint.
public func >= <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .greaterThanOrEqual)
}
/// `lhs >= rhs` as a required constraint.
public func >= <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> Constraint {
    Constraint(lhs - rhs, .greaterThanOrEqual)
}
/// `lhs >= rhs` as a required constraint.
public func >= <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .greaterThanOrEqual)
}

// MARK: - Strength

/// A copy of the constraint at another strength: `(x == 100) | .weak`.
public func | (constraint: consuming Constraint, strength: Strength) -> Constraint {
    // An operand nothing else refers to and no solver holds (the `x == 100` above) takes the
    // strength itself: no one can tell it from a copy, and a copy would cost an allocation,
    // a copy of its terms and the operand's release.
    var operand = constraint
    if isKnownUniquelyReferenced(&operand) && operand.words.owner(0) == 0 {
        operand.strength = strength
        return operand
    }
    return operand.withStrength(strength)
}
