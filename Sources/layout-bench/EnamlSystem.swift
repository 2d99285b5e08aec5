import LayoutKernel

/// The 37 variables of kiwi's enaml-like benchmark, in BENCH.md's order.
let enamlVariableNames = """
    width height left top contents_top contents_bottom contents_left contents_right midline ctleft
    ctheight cttop ctwidth lb1left lb1height lb1top lb1width lb2left lb2height lb2top
    lb2width lb3left lb3height lb3top lb3width fl1left fl1height fl1top fl1width fl2left
    fl2height fl2top fl2width fl3left fl3height fl3top fl3width
    """.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)

/// The 111 constraints of BENCH.md (a), one a line: `<terms> <constant> <op> 0 | <strength>`.
let enamlTable = """
    +left +0 >= 0 | required
    +height +0 == 0 | medium
    +top +0 >= 0 | required
    +width +0 >= 0 | required
    +height +0 >= 0 | required
    -top +contents_top -10 == 0 | required
    +lb3height -16 == 0 | strong
    +lb3height -16 >= 0 | strong
    +ctleft +0 >= 0 | required
    +cttop +0 >= 0 | required
    +ctwidth +0 >= 0 | required
    +ctheight +0 >= 0 | required
    +fl3left +0 >= 0 | required
    +ctheight -24 >= 0 | smedium
    +ctwidth -16777200 <= 0 | smedium
    +ctheight -24 <= 0 | smedium
    +fl3top +0 >= 0 | required
    +fl3width +0 >= 0 | required
    +fl3height +0 >= 0 | required
    +lb1width -67 == 0 | weak
    +lb2width +0 >= 0 | required
    +lb2height +0 >= 0 | required
    +fl2height +0 >= 0 | required
    +lb3left +0 >= 0 | required
    +fl2width -125 >= 0 | strong
    +fl2height -21 == 0 | strong
    +fl2height -21 >= 0 | strong
    +lb3top +0 >= 0 | required
    +lb3width +0 >= 0 | required
    +fl1left +0 >= 0 | required
    +fl1width +0 >= 0 | required
    +lb1width -67 >= 0 | strong
    +fl2left +0 >= 0 | required
    +lb2width -66 == 0 | weak
    +lb2width -66 >= 0 | strong
    +lb2height -16 == 0 | strong
    +fl1height +0 >= 0 | required
    +fl1top +0 >= 0 | required
    +lb2top +0 >= 0 | required
    -lb2top +lb3top -lb2height -10 == 0 | mmedium
    -lb3top -lb3height +fl3top -10 >= 0 | required
    -lb3top -lb3height +fl3top -10 == 0 | mmedium
    +contents_bottom -fl3height -fl3top +0 == 0 | mmedium
    +fl1top -contents_top +0 >= 0 | required
    +fl1top -contents_top +0 == 0 | mmedium
    +contents_bottom -fl3height -fl3top +0 >= 0 | required
    -left -width +contents_right +10 == 0 | required
    -top -height +contents_bottom +10 == 0 | required
    -left +contents_left -10 == 0 | required
    +lb3left -contents_left +0 == 0 | mmedium
    +fl1left -midline +0 == 0 | strong
    +fl2left -midline +0 == 0 | strong
    +ctleft -midline +0 == 0 | strong
    +fl1top +0.5*fl1height -lb1top -0.5*lb1height +0 == 0 | strong
    +lb1left -contents_left +0 >= 0 | required
    +lb1left -contents_left +0 == 0 | mmedium
    -lb1left +fl1left -lb1width -10 >= 0 | required
    -lb1left +fl1left -lb1width -10 == 0 | mmedium
    -fl1left +contents_right -fl1width +0 >= 0 | required
    +width +0 == 0 | medium
    -fl1top +fl2top -fl1height -10 >= 0 | required
    -fl1top +fl2top -fl1height -10 == 0 | mmedium
    +cttop -fl2top -fl2height -10 >= 0 | required
    -ctheight -cttop +fl3top -10 >= 0 | required
    +contents_bottom -fl3height -fl3top +0 >= 0 | required
    +cttop -fl2top -fl2height -10 == 0 | mmedium
    -fl1left +contents_right -fl1width +0 == 0 | mmedium
    -lb2top -0.5*lb2height +fl2top +0.5*fl2height +0 == 0 | strong
    -contents_left +lb2left +0 >= 0 | required
    -contents_left +lb2left +0 == 0 | mmedium
    +fl2left -lb2width -lb2left -10 >= 0 | required
    -ctheight -cttop +fl3top -10 == 0 | mmedium
    +contents_bottom -fl3height -fl3top +0 == 0 | mmedium
    +lb1top +0 >= 0 | required
    +lb1width +0 >= 0 | required
    +lb1height +0 >= 0 | required
    +fl2left -lb2width -lb2left -10 == 0 | mmedium
    -fl2left -fl2width +contents_right +0 == 0 | mmedium
    -fl2left -fl2width +contents_right +0 >= 0 | required
    +lb3left -contents_left +0 >= 0 | required
    +lb1left +0 >= 0 | required
    +0.5*ctheight +cttop -lb3top -0.5*lb3height +0 == 0 | strong
    +ctleft -lb3left -lb3width -10 >= 0 | required
    -ctwidth -ctleft +contents_right +0 >= 0 | required
    +ctleft -lb3left -lb3width -10 == 0 | mmedium
    +fl3left -contents_left +0 >= 0 | required
    +fl3left -contents_left +0 == 0 | mmedium
    -ctwidth -ctleft +contents_right +0 == 0 | mmedium
    -fl3left +contents_right -fl3width +0 == 0 | mmedium
    -contents_top +lb1top +0 >= 0 | required
    -contents_top +lb1top +0 == 0 | mmedium
    -fl3left +contents_right -fl3width +0 >= 0 | required
    +lb2top -lb1top -lb1height -10 >= 0 | required
    -lb2top +lb3top -lb2height -10 >= 0 | required
    +lb2top -lb1top -lb1height -10 == 0 | mmedium
    +fl1height -21 == 0 | strong
    +fl1height -21 >= 0 | strong
    +lb2left +0 >= 0 | required
    +lb2height -16 >= 0 | strong
    +fl2top +0 >= 0 | required
    +fl2width +0 >= 0 | required
    +lb1height -16 >= 0 | strong
    +lb1height -16 == 0 | strong
    +fl3width -125 >= 0 | strong
    +fl3height -21 == 0 | strong
    +fl3height -21 >= 0 | strong
    +lb3height +0 >= 0 | required
    +ctwidth -119 >= 0 | smedium
    +lb3width -24 == 0 | weak
    +lb3width -24 >= 0 | strong
    +fl1width -125 >= 0 | strong
    """

/// The enaml system, parsed from the table.
func enamlSystem() -> KernelSystem {
    var index: [String: Int] = [:]
    for (i, name) in enamlVariableNames.enumerated() { index[name] = i }
    var rows: [KernelSystem.Row] = []
    for line in enamlTable.split(separator: "\n") {
        let halves = line.split(separator: "|")
        let tokens = halves[0].split(separator: " ").map(String.init)
        let relation: Relation =
            tokens[tokens.count - 2] == "=="
            ? .equal
            : tokens[tokens.count - 2] == "<=" ? .lessThanOrEqual : .greaterThanOrEqual
        let constant = Double(tokens[tokens.count - 3])!
        var terms: [(Int, Double)] = []
        for token in tokens[..<(tokens.count - 3)] {
            if let star = token.firstIndex(of: "*") {
                terms.append((index[String(token[token.index(after: star)...])]!, Double(token[..<star])!))
            } else {
                terms.append((index[String(token.dropFirst())]!, token.hasPrefix("-") ? -1 : 1))
            }
        }
        let strength: Strength
        switch halves[1].trimmingCharacters() {
        case "required": strength = .required
        case "strong": strength = BenchStrength.strong
        case "medium": strength = BenchStrength.medium
        case "mmedium": strength = BenchStrength.mmedium
        case "smedium": strength = BenchStrength.smedium
        default: strength = BenchStrength.weak(1)
        }
        rows.append(.init(terms: terms, constant: constant, relation: relation, strength: strength))
    }
    return KernelSystem(variableCount: enamlVariableNames.count, rows: rows, edits: [0, 1])
}

/// The sizes of the enaml resize cycle.
let enamlSizes: [(Double, Double)] = [(400, 600), (600, 400), (800, 1200), (1200, 800), (400, 800), (800, 400)]

extension Substring {
    func trimmingCharacters() -> String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}
