/// A constraint's terms, kept in the constraint object itself: up to four inline, more in an
/// array.
///
/// Why: most constraints of a layout have one to four terms (`a.top == b.top + 8` has two,
/// `a.trailing == b.trailing` four), and a separate array per constraint cost a 32-byte header
/// and its own malloc chunk, as much again as the constraint object. Inline, a constraint of
/// up to four terms is one object. The variables are one enum (a pointer's spare bits tell the
/// cases apart, so it takes four pointers' room, not five), the coefficients a tuple beside
/// it; a constraint of five terms or more keeps them all in `many` and leaves the tuple unused.
struct ConstraintTerms {
    private enum Variables {
        case none
        case inline(Variable, Variable?, Variable?, Variable?)
        case many([Term])
    }

    private let variables: Variables
    private let coefficients: (Double, Double, Double, Double)

    init(_ terms: [Term]) {
        switch terms.count {
        case 0:
            variables = .none
            coefficients = (0, 0, 0, 0)
        case 1:
            variables = .inline(terms[0].variable, nil, nil, nil)
            coefficients = (terms[0].coefficient, 0, 0, 0)
        case 2:
            variables = .inline(terms[0].variable, terms[1].variable, nil, nil)
            coefficients = (terms[0].coefficient, terms[1].coefficient, 0, 0)
        case 3:
            variables = .inline(terms[0].variable, terms[1].variable, terms[2].variable, nil)
            coefficients = (terms[0].coefficient, terms[1].coefficient, terms[2].coefficient, 0)
        case 4:
            variables = .inline(terms[0].variable, terms[1].variable, terms[2].variable, terms[3].variable)
            coefficients = (terms[0].coefficient, terms[1].coefficient, terms[2].coefficient, terms[3].coefficient)
        default:
            variables = .many(terms)
            coefficients = (0, 0, 0, 0)
        }
    }

    /// How many terms there are.
    var count: Int {
        switch variables {
        case .none: return 0
        case .inline(_, let b, let c, let d): return d != nil ? 4 : c != nil ? 3 : b != nil ? 2 : 1
        case .many(let terms): return terms.count
        }
    }

    /// The variable of term `k` (`k < count`).
    @inline(__always) func variable(_ k: Int) -> Variable {
        switch variables {
        case .none: preconditionFailure("no terms")
        case .inline(let a, let b, let c, let d):
            switch k {
            case 0: return a
            case 1: return b!
            case 2: return c!
            default: return d!
            }
        case .many(let terms): return terms[k].variable
        }
    }

    /// The coefficient of term `k` (`k < count`).
    @inline(__always) func coefficient(_ k: Int) -> Double {
        if case .many(let terms) = variables { return terms[k].coefficient }
        switch k {
        case 0: return coefficients.0
        case 1: return coefficients.1
        case 2: return coefficients.2
        default: return coefficients.3
        }
    }

    /// Whether every coefficient satisfies `predicate`.
    func allCoefficients(_ predicate: (Double) -> Bool) -> Bool {
        for k in 0..<count where !predicate(coefficient(k)) { return false }
        return true
    }

    /// The terms as an array (for the public `expression`).
    var array: [Term] {
        if case .many(let terms) = variables { return terms }
        return (0..<count).map { Term(variable($0), coefficient($0)) }
    }
}
