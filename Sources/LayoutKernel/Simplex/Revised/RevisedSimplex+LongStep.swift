/// Long steps in the primal ratio test. An optional row's error is piecewise linear in the
/// entering column: where a basic error (or an optional inequality's basic slack) reaches 0,
/// its partner column (the opposite column of the same row) can take over at no other cost
/// than a steeper slope. Passing such breakpoints while the entering column's reduced-cost
/// vector stays improving, instead of stopping at each with a pivot, is what keeps a chain of
/// weak pulls linear: moving the chain's head past n/2 pulls is one FTRAN, not n/2 of them.
extension RevisedSimplex {
    /// Whether the ratio test may pass the breakpoint where basic column `j` (moving at `rate`
    /// per unit step) reaches 0, swapping in its partner; if so adds the slope change to
    /// `slope` (the entering column's reduced-cost vector, signed so that improving is
    /// negative). Swapping `j` (cost `c`) for its partner (cost `c'`) raises the slope by
    /// `(c + c')·|α|` at their levels.
    func passableBreakpoint(_ j: Int, rate: Double, slope: inout [Double]) -> Bool {
        guard rate < 0, lower[j] == 0, partner[j] >= 0 else { return false }
        let mate = Int(partner[j])
        guard position[mate] < 0, value[mate] == 0, lower[mate] == 0, !upper[mate].isFinite else { return false }
        var trial = slope
        if costLevel[j] >= 0 { trial[Int(costLevel[j])] += costWeight[j] * -rate }
        if costLevel[mate] >= 0 { trial[Int(costLevel[mate])] += costWeight[mate] * -rate }
        for d in trial {
            if d < -Self.dualTolerance {
                slope = trial
                return true
            }
            if d > Self.dualTolerance { return false }
        }
        return false
    }

    /// The basic column at position `p`, now at 0 past its breakpoint, gives its place to its
    /// partner (the column of opposite sign): the basis is `B·D` with `D` flipping position
    /// `p`, so `y' = y + (c + c')·ρ_p`... in reduced costs `d_j += (c + c')·α_pj` at the two
    /// columns' levels; the factorisation is kept, the position's sign flips.
    /// The values must already be moved (the old basic holds the partner's value, negated).
    ///
    /// Without `updatingPrices` the reduced costs are left stale (the caller prices from
    /// scratch after many swaps: each swap's `ρ_p` can reach a whole chain, one pricing costs
    /// about one such reach).
    mutating func swapInPartner(at p: Int, updatingPrices: Bool) {
        let old = Int(basic[p]), mate = Int(partner[old])
        value[mate] = max(0, -value[old])
        value[old] = 0
        if !updatingPrices {
            position[old] = -1
            position[mate] = Int32(p)
            basic[p] = Int32(mate)
            positionSign[p] = -positionSign[p]
            return
        }
        computeRowAlpha(p)
        let oldLevel = Int(costLevel[old]), mateLevel = Int(costLevel[mate])
        for j32 in rowTouched {
            let j = Int(j32)
            if position[j] >= 0 && j != old { continue }
            let a = rowAlpha[j]
            if oldLevel >= 0 { reduced[oldLevel][j] += costWeight[old] * a }
            if mateLevel >= 0 { reduced[mateLevel][j] += costWeight[mate] * a }
        }
        for k in reduced.indices { reduced[k][mate] = 0 }
        position[old] = -1
        position[mate] = Int32(p)
        basic[p] = Int32(mate)
        for j32 in rowTouched where position[Int(j32)] < 0 { fileIfAttractive(Int(j32)) }
        positionSign[p] = -positionSign[p]
    }
}
