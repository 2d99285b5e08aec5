/// Updates between refactorisations. Each checks before it changes anything, so a refused
/// update leaves the factorisation of the old basis intact.
extension BasisFactorisation {
    /// Forrest–Tomlin: the basis with `column` (over rows) at position `position`.
    ///
    /// The spike `s = R L⁻¹ a` replaces U's column `t` (t: the position's row); row `t` is then
    /// cleared right of the diagonal by a combination of the rows after it (one row eta, which
    /// later solves apply), and `t` moves to the end of `order`, so U stays triangular. The new
    /// pivot is computed twice, as `s[t] − Σ mⱼ s[j]` and as `α · U[t, t]` with `α = (B⁻¹a)[position]`
    /// (the determinant ratio); `.unstable` when they disagree, `.singular` when `α` is negligible
    /// beside the largest entry of `B⁻¹a`.
    ///
    /// `alpha`, when the caller has it (a simplex has `(B⁻¹a)[position]` from its ratio test, or
    /// from the pivot row `(B⁻ᵀ e_position) · a` of a dual simplex), saves the update its own
    /// FTRAN, whose reach can be far larger than the update's (down a whole chain); the
    /// singular test then compares the new pivot with the spike's largest entry instead.
    mutating func replace(position: Int, with column: SparseVector, alpha knownAlpha: Double? = nil) -> UpdateOutcome {
        precondition(position >= 0 && position < dimension && !isRetiredPosition[position], "not a live basis position")
        let t = Int(rowOfPosition[position])
        let dense = forwardToSpike(column)
        captureSpike(dense: dense)
        let alpha: Double
        if let knownAlpha {
            alpha = knownAlpha
            clearWork(dense: dense)
        } else {
            upperForward(dense: dense)
            alpha = work[t]
            var largest = 0.0
            if dense {
                for i in 0..<dimension { largest = max(largest, abs(work[i])) }
            } else {
                for i in pattern { largest = max(largest, abs(work[Int(i)])) }
            }
            clearWork(dense: dense)
            if !(abs(alpha) > Self.pivotTolerance * largest) {
                clearSpike()
                return .singular
            }
        }
        // The multipliers: row t of U (right of the diagonal) as a combination of the rows
        // after it, m = Uₜᵀ-solve over those rows.
        beginPattern()
        for k in uRows.range(t) {
            let e = uRows[k]
            work[Int(e.index)] = e.value
            addToPattern(e.index)
        }
        upperBackward(dense: false)
        etaEntries.removeAll()
        var newPivot = spike[t]
        for j in pattern {
            let m = work[Int(j)]
            work[Int(j)] = 0
            if m == 0 { continue }
            etaEntries.append(j, m)
            newPivot -= m * spike[Int(j)]
        }
        let expected = alpha * diagonal[t]
        if knownAlpha != nil {
            var largest = 0.0
            for v in spikeEntries.values { largest = max(largest, abs(v)) }
            if !(abs(newPivot) > Self.pivotTolerance * largest) {
                clearSpike()
                return .singular
            }
        }
        if !(abs(newPivot - expected) <= Self.stabilityTolerance * max(abs(newPivot), abs(expected))) {
            clearSpike()
            return .unstable
        }
        // Commit: U's column t and row t give way to the spike; t moves to the end.
        for k in uColumns.range(t) { removeEntry(from: &uRows, line: Int(uColumns[k].index), index: t) }
        for k in uRows.range(t) { removeEntry(from: &uColumns, line: Int(uRows[k].index), index: t) }
        uEntryCount -= uColumns.count(t) + uRows.count(t)
        uColumns.removeAll(t)
        uRows.removeAll(t)
        noteGrowth(pivot: newPivot)
        insertSpike(asColumn: t)
        diagonal[t] = newPivot
        order[Int(orderSlot[t])] = -1
        orderSlot[t] = Int32(order.count)
        order.append(Int32(t))
        if etaEntries.count > 0 { appendEta(target: t) }
        updateCount += 1
        if order.count > 2 * dimension + Self.maximumUpdates { compactOrder() }
        return .updated
    }

    /// Bordering: the basis grows by a row and a column,
    /// `B' = [B a; rᵀ d]`, with `row` over the existing positions (`rᵀ`) and `column` over the
    /// rows `0...dimension` (its entry at the new row `dimension` is `d`). The new row and the
    /// new position are both `dimension` (before the call).
    ///
    /// With `B = L R⁻¹ U` (permutations aside): `B' = [L R⁻¹ 0; zᵀ 1] · [U s; 0 δ]` where
    /// `s = R L⁻¹ a` (a spike, as in `replace`), `Uᵀ z = r`, `δ = d − zᵀ s`. So U gains a last
    /// row and column (pivot δ, column s), and the new row gets the row eta `w[new] -= zᵀ w`.
    /// `.singular` when `δ` is negligible beside `|d| + Σ|zᵢ sᵢ|`.
    mutating func append(row: SparseVector, column: SparseVector) -> UpdateOutcome {
        let n = dimension
        var oldPart = SparseVector()
        var d = 0.0
        for k in column.indices.indices {
            let i = Int(column.indices[k])
            precondition(i >= 0 && i <= n, "row index out of range")
            if i == n { d += column.values[k] } else { oldPart.append(Int32(i), column.values[k]) }
        }
        let dense = forwardToSpike(oldPart)
        captureSpike(dense: dense)
        clearWork(dense: dense)
        // z: Uᵀ z = r, r moved from positions to their rows.
        beginPattern()
        for k in row.indices.indices {
            let p = Int(row.indices[k])
            precondition(p >= 0 && p < n, "position out of range")
            if isRetiredPosition[p] { continue }
            let t = rowOfPosition[p]
            work[Int(t)] += row.values[k]
            addToPattern(t)
        }
        upperBackward(dense: false)
        etaEntries.removeAll()
        var pivot = d, size = abs(d)
        for j in pattern {
            let z = work[Int(j)]
            work[Int(j)] = 0
            if z == 0 { continue }
            etaEntries.append(j, z)
            pivot -= z * spike[Int(j)]
            size += abs(z * spike[Int(j)])
        }
        if !(abs(pivot) > Self.pivotTolerance * size) {
            clearSpike()
            return .singular
        }
        noteGrowth(pivot: pivot)
        grow(by: 1)
        insertSpike(asColumn: n)
        diagonal[n] = pivot
        positionOfRow[n] = Int32(n)
        rowOfPosition[n] = Int32(n)
        orderSlot[n] = Int32(order.count)
        order.append(Int32(n))
        if etaEntries.count > 0 { appendEta(target: n) }
        updateCount += 1
        return .updated
    }

    /// Takes row `row` and position `position` out of the basis: the factorisation then solves
    /// with `B` less that row and that column. Done as the Forrest–Tomlin replacement of the
    /// position's column by the unit column of the row: `B` becomes block triangular,
    /// `[B̃ 0; rᵀ 1]`, so solving with the row's input at zero and the position's output
    /// dropped is solving with `B̃`. The row and position stay (retired) until the caller
    /// refactors with the remaining columns. `.singular` when `B̃` would be singular, that is
    /// when `(B⁻¹)[position, row]` is negligible: choose a position whose basic variable
    /// depends on the row (FTRAN of the row's unit vector names them).
    mutating func retire(row: Int, position: Int) -> UpdateOutcome {
        precondition(row >= 0 && row < dimension && !isRetiredRow[row], "not a live row")
        let outcome = replace(position: position, with: SparseVector(indices: [Int32(row)], values: [1]))
        if outcome == .updated {
            isRetiredRow[row] = true
            isRetiredPosition[position] = true
        }
        return outcome
    }

    // MARK: Helpers

    /// Records how much the update can amplify rounding: its largest multiplier, and its
    /// spike's largest entry over its pivot. Forrest–Tomlin does not pivot, so both can be large
    /// even when the pivot checks pass; past `maximumGrowth`, `needsRefactor` says so.
    private mutating func noteGrowth(pivot: Double) {
        var largest = 0.0
        for v in etaEntries.values { largest = max(largest, abs(v)) }
        var spikeLargest = 0.0
        for v in spikeEntries.values { spikeLargest = max(spikeLargest, abs(v)) }
        updateGrowth = max(updateGrowth, largest, spikeLargest / abs(pivot))
    }

    /// Copies the spike left in `work` into `spikeEntries` (and `spike`, dense, for lookups).
    private mutating func captureSpike(dense: Bool) {
        spikeEntries.removeAll()
        if dense {
            for i in 0..<dimension where work[i] != 0 { spikeEntries.append(Int32(i), work[i]) }
        } else {
            for i in pattern where work[Int(i)] != 0 { spikeEntries.append(i, work[Int(i)]) }
        }
        for k in spikeEntries.indices.indices { spike[Int(spikeEntries.indices[k])] = spikeEntries.values[k] }
    }

    private mutating func clearSpike() {
        for i in spikeEntries.indices { spike[Int(i)] = 0 }
    }

    /// Puts the captured spike into U as column `t` (its entry at `t` is the pivot's business).
    private mutating func insertSpike(asColumn t: Int) {
        for k in spikeEntries.indices.indices {
            let i = Int(spikeEntries.indices[k])
            spike[i] = 0
            if i == t { continue }
            let value = spikeEntries.values[k]
            uColumns.append(Entry(index: Int32(i), value: value), to: t)
            uRows.append(Entry(index: Int32(t), value: value), to: i)
            uEntryCount += 1
        }
    }

    private mutating func appendEta(target: Int) {
        etaTarget.append(Int32(target))
        etaIndex.append(contentsOf: etaEntries.indices)
        etaValue.append(contentsOf: etaEntries.values)
        etaStart.append(Int32(etaIndex.count))
    }

    private func removeEntry(from pool: inout LinePool<Entry>, line: Int, index: Int) {
        let range = pool.range(line)
        for k in range where Int(pool[k].index) == index {
            pool.remove(at: k - range.lowerBound, from: line)
            return
        }
    }

    /// Drops the `-1` holes updates leave in `order`.
    private mutating func compactOrder() {
        order.removeAll { $0 < 0 }
        for (slot, r) in order.enumerated() { orderSlot[Int(r)] = Int32(slot) }
    }

    private mutating func grow(by count: Int) {
        dimension += count
        let m = dimension
        func extend<T>(_ array: inout [T], _ value: T) {
            array.append(contentsOf: repeatElement(value, count: m - array.count))
        }
        extend(&lBegin, 0)
        extend(&lEnd, 0)
        extend(&ltBegin, 0)
        extend(&ltEnd, 0)
        extend(&diagonal, 0)
        while uColumns.lineCount < m { uColumns.addLine() }
        while uRows.lineCount < m { uRows.addLine() }
        extend(&orderSlot, 0)
        extend(&positionOfRow, 0)
        extend(&rowOfPosition, 0)
        extend(&isRetiredRow, false)
        extend(&isRetiredPosition, false)
        extend(&work, 0)
        extend(&spike, 0)
        extend(&inPattern, 0)
        search.grow(to: m)
    }
}
