import FuzzSupport
import LayoutKernel

/// Interprets the input as a session of solver calls on six variables, with extreme numbers.
/// After every call: a call that threw changed nothing (the tableau dump, the constraint's
/// constant and strength), and every required constraint the solver holds is satisfied by the
/// values `updateVariables()` wrote, within a relative tolerance. A violation traps.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSolver(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    var input = ByteReader(data, size)
    var session = SolverSession()
    // The full dump comparison costs most of the time: one input in eight makes it, the
    // others check that a failed call changed no value and no membership.
    session.comparesDumps = input.byte() & 7 == 0
    var steps = 0
    while !input.isAtEnd && steps < 32 {
        session.step(&input)
        steps += 1
    }
    return 0
}

struct SolverSession {
    let solver = Solver()
    let variables = (0..<6).map { Variable("v\($0)") }
    var made: [Constraint] = []
    /// The largest magnitude the session's numbers reached since the last reset (constants,
    /// suggestions, and every held constraint's terms at the written values): the solver
    /// computes in doubles, so a small number next to 1e308 is lost, and a required
    /// constraint can only be held to about `1e-9 ×` this.
    var magnitude = 0.0
    /// The calls so far, printed with a violation (to turn it into a regression test); kept
    /// as closures so that only a violation pays for the text.
    var log: [() -> String] = []

    static let strengths: [Strength] = [
        .required, .strong, .medium, .weak, Strength(1), Strength(999.5, weight: 3), Strength(250, weight: 0),
        Strength(0), Strength(.nan), Strength(500, weight: -1), Strength(.infinity), Strength(1e308, weight: 1e308),
    ]

    var comparesDumps = false

    mutating func step(_ input: inout ByteReader) {
        let before = comparesDumps ? solver.debugDescription : ""
        let madeBefore = made
        let membersBefore = madeBefore.map(solver.contains)
        let op = input.index(10)
        do {
            switch op {
            case 0, 1: try addConstraint(&input)
            case 2:
                if let c = pick(&input) {
                    log.append { "remove(\(c))" }
                    try solver.remove(c)
                }
            case 3:
                if let c = pick(&input) {
                    let constant = input.number()
                    if constant.isFinite { magnitude = max(magnitude, abs(constant)) }
                    log.append { "setConstant(\(constant), for: \(c))" }
                    try checkedChange(c) { try solver.setConstant(constant, for: c) }
                }
            case 4:
                if let c = pick(&input) {
                    let s = strength(&input)
                    log.append { "setStrength(\(s), for: \(c))" }
                    try checkedChange(c) { try solver.setStrength(s, for: c) }
                }
            case 5:
                let (v, s) = (variable(&input), strength(&input))
                log.append { "addEditVariable(\(v), strength: \(s))" }
                try solver.addEditVariable(v, strength: s)
            case 6:
                let v = variable(&input)
                log.append { "removeEditVariable(\(v))" }
                try solver.removeEditVariable(v)
            case 7, 8:
                let (value, v) = (input.number(), variable(&input))
                if value.isFinite { magnitude = max(magnitude, abs(value)) }
                log.append { "suggestValue(\(value), for: \(v))" }
                try solver.suggestValue(value, for: v)
            default:
                if input.index(4) == 0 {
                    log.append { "reset()" }
                    solver.reset()
                    magnitude = 0
                }
            }
        } catch {
            let call = log[log.count - 1]
            log[log.count - 1] = { call() + "  // throws \(error)" }
            let changedValues = solver.updateVariables()
            if !changedValues.isEmpty || madeBefore.map(solver.contains) != membersBefore {
                violation("\(error) changed values or membership\ncalls:\n" + log.map { $0() }.joined(separator: "\n"))
            }
            if comparesDumps && solver.debugDescription != before {
                violation("\(error) changed the solver:\n\(before)\n---\n\(solver.debugDescription)\ncalls:\n"
                          + log.map { $0() }.joined(separator: "\n"))
            }
        }
        solver.updateVariables()
        noteMagnitudes()
        checkRequiredConstraints()
    }

    mutating func noteMagnitudes() {
        for c in solver.constraints {
            var scale = abs(c.expression.constant)
            for term in c.expression.terms {
                scale += abs(term.coefficient) * max(1, abs(term.variable.value))
            }
            // A sum that overflows stands for the largest magnitude there is.
            if !scale.isNaN { magnitude = max(magnitude, min(scale, .greatestFiniteMagnitude)) }
        }
    }

    mutating func addConstraint(_ input: inout ByteReader) throws {
        var terms: [Term] = []
        for _ in 0..<input.index(4) { terms.append(Term(variable(&input), input.number())) }
        let relations: [Relation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
        let c = Constraint(LinearExpression(terms, constant: input.number()), relations[input.index(3)],
                           strength: strength(&input))
        if made.count >= 16 { made.removeFirst() }
        made.append(c)
        let (expression, relation, strength) = (c.expression, c.relation, c.strength)
        log.append { "add(\(Constraint(expression, relation, strength: strength)))" }
        do {
            try solver.add(c)
        } catch {
            if solver.contains(c) { violation("refused \(c) but holds it") }
            throw error
        }
    }

    /// Runs a change of `c` and checks that a failure kept its constant and strength.
    func checkedChange(_ c: Constraint, _ body: () throws -> Void) throws {
        let constant = c.expression.constant, strength = c.strength
        do {
            try body()
        } catch {
            if c.expression.constant.bitPattern != constant.bitPattern
                || c.strength.priority.bitPattern != strength.priority.bitPattern
                || c.strength.weight.bitPattern != strength.weight.bitPattern {
                violation("a failed change altered \(c)")
            }
            throw error
        }
    }

    mutating func pick(_ input: inout ByteReader) -> Constraint? {
        made.isEmpty ? nil : made[input.index(made.count)]
    }

    mutating func variable(_ input: inout ByteReader) -> Variable { variables[input.index(variables.count)] }

    mutating func strength(_ input: inout ByteReader) -> Strength { Self.strengths[input.index(Self.strengths.count)] }

    /// Every required constraint holds for the written values, within 1e-6 of the magnitude of
    /// its terms and 1e-9 of the session's `magnitude`, plus what the terms with coefficients
    /// below the solver's zero tolerance (1e-8, treated as zero by design) contribute, plus what
    /// a move of every variable by that tolerance (relative above 1) would change.
    /// Values that overflow are not judged.
    func checkRequiredConstraints() {
        for c in solver.constraints where c.strength.isRequired {
            var value = c.expression.constant, scale = abs(value), ignored = 0.0
            for term in c.expression.terms {
                let product = term.coefficient * term.variable.value
                value += product
                scale += abs(product)
                if abs(term.coefficient) < 1e-8 { ignored += abs(product) }
                // Values are accurate to the solver's zero tolerance (1e-8, relative above 1).
                ignored += abs(term.coefficient) * 1e-8 * max(1, abs(term.variable.value))
            }
            guard scale.isFinite, c.expression.terms.allSatisfy({ $0.variable.value.isFinite }) else { continue }
            let error: Double
            switch c.relation {
            case .equal: error = abs(value)
            case .lessThanOrEqual: error = max(0, value)
            case .greaterThanOrEqual: error = max(0, -value)
            }
            if !(error <= 1e-6 * scale + 1e-9 * magnitude + ignored + 1e-7) {
                let values = variables.map { "\($0) = \($0.value)" }.joined(separator: ", ")
                violation("required \(c) violated by \(error): \(values)\n\(solver.debugDescription)\ncalls:\n"
                          + log.map { $0() }.joined(separator: "\n"))
            }
        }
    }
}
