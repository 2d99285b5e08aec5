extension Solver {
    /// The values the next `updateVariables()` would write to `variables` (a variable this
    /// solver does not hold: its own value), computed without writing or listing anything; nil
    /// when that takes more than `budget` definition evaluations, after which writing the
    /// values (`updateVariables()`) is the cheaper way to read them.
    ///
    /// For a caller that reads a few values between two solves: `updateVariables()` writes and
    /// lists every variable that moved, and a variable moved by the first solve and back by
    /// the second would be listed twice for nothing. Costs the definitions the queried
    /// variables' values go through, each once per call, and one tableau read per variable
    /// that no definition defines.
    package func currentValues(of variables: [Variable], budget: Int) -> [Double]? {
        inPlace({ $0.currentValues(of: variables, budget: budget) })
    }
}
