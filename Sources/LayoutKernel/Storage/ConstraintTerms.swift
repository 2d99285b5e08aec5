/// A constraint's terms, kept in the constraint object itself: up to four in place, more in a
/// box.
///
/// Why: most constraints of a layout have one to four terms (`a.top == b.top + 8` has two,
/// `a.trailing == b.trailing` four), and a separate array per constraint cost an array header
/// and its own malloc chunk, as much again as the constraint object. In place, a constraint of
/// up to four terms is one object.
///
/// The variables are plain optional fields, read without a retain (an enum with the variables
/// as its payload took a retain and release per field on every read). The fourth field holds
/// the fourth variable, or, when `first` is nil and there are five terms or more, a
/// `ManyTerms` box with all of them: one field for either, so that the constraint stays one
/// malloc size smaller. Read only through `count`, `forEach` and `variable(_:)`, which tell
/// the two apart.
struct ConstraintTerms {
    private let first: Variable?
    private let second: Variable?
    private let third: Variable?
    private let fourthOrMany: (any AnyObject & Sendable)?
    private let coefficients: (Double, Double, Double, Double)

    /// Five terms or more.
    private final class ManyTerms: Sendable {
        let terms: [Term]
        init(_ terms: [Term]) { self.terms = terms }
    }

    /// The terms of `terms`, taken off its end: an array that no one else holds (an
    /// expression built for the constraint, the usual case) gives up its variables without a
    /// retain each here and a release each when it is freed; a shared one is copied once.
    init(taking terms: consuming [Term]) {
        var terms = terms
        let n = terms.count
        guard (1...4).contains(n) else {
            self.init(terms)
            return
        }
        let d = n > 3 ? terms.removeLast() : nil
        let c = n > 2 ? terms.removeLast() : nil
        let b = n > 1 ? terms.removeLast() : nil
        let a = terms.removeLast()
        self.init(
            variables: (a.variable, b?.variable, c?.variable, d?.variable),
            coefficients: (a.coefficient, b?.coefficient ?? 0, c?.coefficient ?? 0, d?.coefficient ?? 0))
    }

    private init(
        variables: (Variable?, Variable?, Variable?, (any AnyObject & Sendable)?), coefficients: (Double, Double, Double, Double)
    ) {
        (first, second, third, fourthOrMany) = variables
        self.coefficients = coefficients
    }

    init(_ terms: [Term]) {
        switch terms.count {
        case 0:
            (first, second, third, fourthOrMany) = (nil, nil, nil, nil)
            coefficients = (0, 0, 0, 0)
        case 1:
            (first, second, third, fourthOrMany) = (terms[0].variable, nil, nil, nil)
            coefficients = (terms[0].coefficient, 0, 0, 0)
        case 2:
            (first, second, third, fourthOrMany) = (terms[0].variable, terms[1].variable, nil, nil)
            coefficients = (terms[0].coefficient, terms[1].coefficient, 0, 0)
        case 3:
            (first, second, third, fourthOrMany) = (terms[0].variable, terms[1].variable, terms[2].variable, nil)
            coefficients = (terms[0].coefficient, terms[1].coefficient, terms[2].coefficient, 0)
        case 4:
            (first, second, third, fourthOrMany) = (terms[0].variable, terms[1].variable, terms[2].variable, terms[3].variable)
            coefficients = (terms[0].coefficient, terms[1].coefficient, terms[2].coefficient, terms[3].coefficient)
        default:
            (first, second, third, fourthOrMany) = (nil, nil, nil, ManyTerms(terms))
            coefficients = (0, 0, 0, 0)
        }
    }

    /// The box of five terms or more, else nil.
    @inline(__always) private var many: ManyTerms? {
        first == nil ? fourthOrMany.map { $0 as! ManyTerms } : nil
    }

    /// How many terms there are.
    var count: Int {
        if first == nil { return many?.terms.count ?? 0 }
        return second == nil ? 1 : third == nil ? 2 : fourthOrMany == nil ? 3 : 4
    }

    /// Calls `body` with each term's variable and coefficient, in order.
    @inline(__always) func forEach<E: Error>(_ body: (Variable, Double) throws(E) -> Void) throws(E) {
        if first == nil {
            guard let terms = many?.terms else { return }
            for k in terms.indices { try body(terms[k].variable, terms[k].coefficient) }
            return
        }
        try body(first!, coefficients.0)
        if second == nil { return }
        try body(second!, coefficients.1)
        if third == nil { return }
        try body(third!, coefficients.2)
        if fourthOrMany == nil { return }
        try body(fourthOrMany as! Variable, coefficients.3)
    }

    /// The variable of term `k` (`k < count`).
    func variable(_ k: Int) -> Variable {
        if let many { return many.terms[k].variable }
        switch k {
        case 0: return first!
        case 1: return second!
        case 2: return third!
        default: return fourthOrMany as! Variable
        }
    }

    /// Whether every coefficient satisfies `predicate`.
    @inline(__always) func allCoefficients(_ predicate: (Double) -> Bool) -> Bool {
        var all = true
        forEach { _, coefficient in if !predicate(coefficient) { all = false } }
        return all
    }

    /// The terms as an array (for the public `expression`).
    var array: [Term] {
        if let many { return many.terms }
        var terms: [Term] = []
        terms.reserveCapacity(count)
        forEach { terms.append(Term($0, $1)) }
        return terms
    }
}
