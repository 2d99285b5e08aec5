/// Anything that can stand on either side of the operator DSL: a `Variable`, a `Term` or a
/// `LinearExpression`. Plain numbers combine with these through their own overloads, so
/// integer literals (`x + 10`, `2 * y`) work.
public protocol LinearExpressionConvertible {
    /// The value as a linear expression.
    var linearExpression: LinearExpression { get }
}

extension Variable: LinearExpressionConvertible {
    /// `1 · self`.
    public var linearExpression: LinearExpression { LinearExpression([Term(self)]) }
}

extension Term: LinearExpressionConvertible {
    /// The one-term expression.
    public var linearExpression: LinearExpression { LinearExpression([self]) }
}

extension LinearExpression: LinearExpressionConvertible {
    /// Itself.
    public var linearExpression: LinearExpression { self }
}

extension LinearExpression {
    /// Every coefficient and the constant multiplied by `factor`.
    func scaled(by factor: Double) -> LinearExpression {
        LinearExpression(terms.map { Term($0.variable, $0.coefficient * factor) }, constant: constant * factor)
    }

    /// `self + other`.
    func adding(_ other: LinearExpression) -> LinearExpression {
        LinearExpression(terms + other.terms, constant: constant + other.constant)
    }
}

// MARK: - Arithmetic

/// Sum of two expressions.
public func + <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> LinearExpression {
    lhs.linearExpression.adding(rhs.linearExpression)
}
/// An expression plus a constant.
public func + <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> LinearExpression {
    lhs.linearExpression.adding(LinearExpression(constant: rhs))
}
/// A constant plus an expression.
public func + <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> LinearExpression {
    LinearExpression(constant: lhs).adding(rhs.linearExpression)
}
/// Difference of two expressions.
public func - <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> LinearExpression {
    lhs.linearExpression.adding(rhs.linearExpression.scaled(by: -1))
}
/// An expression minus a constant.
public func - <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> LinearExpression {
    lhs.linearExpression.adding(LinearExpression(constant: -rhs))
}
/// A constant minus an expression.
public func - <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> LinearExpression {
    LinearExpression(constant: lhs).adding(rhs.linearExpression.scaled(by: -1))
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
