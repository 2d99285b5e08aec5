/// Building a long parametric row in one pass.
///
/// `parametricRow` merges each term into a sorted row, one linear merge per term: fine for
/// the few terms of most constraints, quadratic for a constraint whose expansion has
/// thousands (a stack of N rows pinned at both ends expands to the sum of N free heights;
/// those terms arrive in descending symbol order, so every merge moves the whole row). Here
/// the contributions are summed in a hash map and sorted once: O(N log N).
extension Tableau {
    /// Above this many terms a row is accumulated instead of merged term by term.
    static let longRowThreshold = 64

    func accumulatedRow(_ terms: [(symbol: Int32, coefficient: Double)], constant: Double) -> Row {
        var sums: [Int32: Double] = [:]
        sums.reserveCapacity(terms.count)
        var total = constant
        for term in terms where !nearZero(term.coefficient) {
            if let basicRow = row(of: term.symbol) {
                total += basicRow.constant * term.coefficient
                for cell in basicRow.cells { sums[cell.symbol, default: 0] += cell.coefficient * term.coefficient }
            } else {
                sums[term.symbol, default: 0] += term.coefficient
            }
        }
        var result = Row(constant: total)
        result.cells = sums.compactMap { nearZero($0.value) ? nil : Cell(symbol: $0.key, coefficient: $0.value) }
        result.cells.sort { $0.symbol < $1.symbol }
        return result
    }
}
