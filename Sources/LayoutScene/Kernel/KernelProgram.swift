import LayoutKernel

/// A kernel-level constraint file for `layout solve`: one constraint per line over named
/// variables, with an optional strength after `!`:
///
/// ```
/// # a label and a button in a 390 pt row
/// left == 16
/// left + width + 8 == button
/// button + 88 == 374
/// width >= 100 !strong
/// ```
///
/// Names may contain dots (`label.width`); `#` starts a comment. Strengths are `required`
/// (default), `strong`, `medium`, `weak` or a number (a priority, weight 1).
public struct KernelProgram {
    /// One parsed line.
    public struct Line {
        /// The constraint text as written (without comment).
        public var text: String
        /// Where the constraint starts.
        public var location: SourceLocation
        /// The kernel constraint.
        public var constraint: Constraint
    }

    /// The constraints, in file order.
    public private(set) var lines: [Line] = []
    /// The variables, in order of first appearance.
    public private(set) var variables: [Variable] = []

    /// Parses a file's text; `file` is used in error messages only.
    public static func parse(_ text: String, file: String = "") throws(SceneError) -> KernelProgram {
        var program = KernelProgram()
        var byName: [String: Variable] = [:]
        for (index, rawLine) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isLineBreak).enumerated() {
            var line = String(rawLine)
            if let hash = line.firstIndex(of: "#") { line = String(line[..<hash]) }
            let leading = line.prefix(while: { $0 == " " || $0 == "\t" }).count
            let body = line.drop(while: { $0 == " " || $0 == "\t" }).trimmingTrailingSpace()
            guard !body.isEmpty else { continue }
            let location = SourceLocation(line: index + 1, column: leading + 1)
            do {
                let constraint = try parseConstraint(body, variables: &byName, order: &program.variables)
                program.lines.append(Line(text: body, location: location, constraint: constraint))
            } catch {
                throw SceneError(file: file, location: location.advanced(by: error.offset), message: "\(error.message) in \"\(body)\"")
            }
        }
        return program
    }

    private static func parseConstraint(
        _ text: String, variables: inout [String: Variable],
        order: inout [Variable]
    ) throws(ExpressionError) -> Constraint {
        var cursor = TokenCursor(tokens: try ExpressionLexer.tokens(text))
        let lhs = try LinearSum.parse(&cursor)
        guard let relationText = cursor.relation() else { throw cursor.fail("a relation (==, <= or >=)") }
        let rhs = try LinearSum.parse(&cursor)
        var strength = Strength.required
        if cursor.accept("!") {
            strength = try parseStrength(&cursor)
        }
        guard cursor.current.kind == .end else { throw cursor.fail("'+', '-', '*', '/', '!' or the end of the line") }
        var terms: [Term] = []
        for (side, sign) in [(lhs, 1.0), (rhs, -1.0)] {
            for t in side.terms {
                let name = t.name
                let variable: Variable
                if let known = variables[name] {
                    variable = known
                } else {
                    variable = Variable(name)
                    variables[name] = variable
                    order.append(variable)
                }
                terms.append(Term(variable, sign * t.coefficient))
            }
        }
        let relation: Relation = relationText == "==" ? .equal : relationText == "<=" ? .lessThanOrEqual : .greaterThanOrEqual
        return Constraint(LinearExpression(terms, constant: lhs.constant - rhs.constant), relation, strength: strength)
    }

    private static func parseStrength(_ cursor: inout TokenCursor) throws(ExpressionError) -> Strength {
        let token = cursor.current
        switch token.kind {
        case .number(let n):
            _ = cursor.next()
            return Strength(n)
        case .identifier(let name):
            _ = cursor.next()
            switch name {
            case "required": return .required
            case "strong": return .strong
            case "medium": return .medium
            case "weak": return .weak
            default:
                throw ExpressionError(
                    message: "unknown strength '\(name)' (expected required, strong, medium, weak or a number)", offset: token.offset)
            }
        default:
            throw cursor.fail("a strength after '!' (required, strong, medium, weak or a number)")
        }
    }
}

extension Substring {
    func trimmingTrailingSpace() -> String {
        var s = self
        while let last = s.last, last == " " || last == "\t" || last == "\r" { s.removeLast() }
        return String(s)
    }
}
