/// The position terms of an expression being built, inline (an expression has at most four
/// items), so recording them allocates nothing: where each item's scroll chain starts, and the
/// coefficient of its minX or minY.
struct PositionTerms {
    private var a: (start: View?, coefficient: Double)?
    private var b: (start: View?, coefficient: Double)?
    private var c: (start: View?, coefficient: Double)?
    private var d: (start: View?, coefficient: Double)?

    /// True when no position term was recorded.
    var isEmpty: Bool { a == nil }

    /// Records a position term (at most four are kept).
    mutating func append(start: View?, _ coefficient: Double) {
        let entry = (start, coefficient)
        if a == nil { a = entry } else if b == nil { b = entry } else if c == nil { c = entry } else if d == nil { d = entry }
    }

    /// Calls `body` on each recorded term.
    func forEach(_ body: (View?, Double) -> Void) {
        if let a { body(a.start, a.coefficient) }
        if let b { body(b.start, b.coefficient) }
        if let c { body(c.start, c.coefficient) }
        if let d { body(d.start, d.coefficient) }
    }
}
