/// The phases the solves and updates are made of. Each works in place on `work`, a dense
/// vector over rows (zero between calls), and, when sparse, keeps `pattern`: every row whose
/// entry may be non-zero, each once. The sparse phases cost the reach of `pattern` in the
/// factor they apply (`ReachSearch`); the dense ones run over every row.
extension BasisFactorisation {
    mutating func beginPattern() {
        patternStamp &+= 1
        if patternStamp == 0 {
            for i in inPattern.indices { inPattern[i] = 0 }
            patternStamp = 1
        }
        pattern.removeAll(keepingCapacity: true)
    }

    @inline(__always) mutating func addToPattern(_ i: Int32) {
        if inPattern[Int(i)] != patternStamp {
            inPattern[Int(i)] = patternStamp
            pattern.append(i)
        }
    }

    /// Zeroes `work` where a sparse phase may have written.
    mutating func clearWork(dense: Bool) {
        if dense {
            for i in 0..<dimension { work[i] = 0 }
        } else {
            for i in pattern { work[Int(i)] = 0 }
        }
    }

    // MARK: Forward (FTRAN): L, then the row etas, then U.

    mutating func lowerForward(dense: Bool) {
        if dense {
            for r32 in lOrder {
                let r = Int(r32), v = work[r]
                if v == 0 { continue }
                for k in Int(lBegin[r])..<Int(lEnd[r]) { work[Int(lIndex[k])] -= lValue[k] * v }
            }
            return
        }
        search.run(seeds: pattern, begin: lBegin, end: lEnd, index: lIndex)
        for r32 in search.reached {
            addToPattern(r32)
            let r = Int(r32), v = work[r]
            if v == 0 { continue }
            for k in Int(lBegin[r])..<Int(lEnd[r]) { work[Int(lIndex[k])] -= lValue[k] * v }
        }
    }

    mutating func etasForward(dense: Bool) {
        for e in etaTarget.indices {
            var sum = 0.0
            for k in Int(etaStart[e])..<Int(etaStart[e + 1]) { sum += etaValue[k] * work[Int(etaIndex[k])] }
            if sum == 0 { continue }
            let t = etaTarget[e]
            work[Int(t)] -= sum
            if !dense { addToPattern(t) }
        }
    }

    mutating func upperForward(dense: Bool) {
        if dense {
            for t32 in order.reversed() where t32 >= 0 { upperForwardStep(Int(t32)) }
            return
        }
        search.run(seeds: pattern, lines: uColumns)
        for t32 in search.reached {
            addToPattern(t32)
            upperForwardStep(Int(t32))
        }
    }

    @inline(__always) private mutating func upperForwardStep(_ t: Int) {
        var v = work[t]
        if v == 0 { return }
        v /= diagonal[t]
        work[t] = v
        for k in uColumns.range(t) {
            let e = uColumns[k]
            work[Int(e.index)] -= e.value * v
        }
    }

    // MARK: Backward (BTRAN): Uᵀ, then the row etas in reverse, then Lᵀ.

    mutating func upperBackward(dense: Bool) {
        if dense {
            for t32 in order where t32 >= 0 { upperBackwardStep(Int(t32)) }
            return
        }
        search.run(seeds: pattern, lines: uRows)
        for t32 in search.reached {
            addToPattern(t32)
            upperBackwardStep(Int(t32))
        }
    }

    @inline(__always) private mutating func upperBackwardStep(_ t: Int) {
        var v = work[t]
        if v == 0 { return }
        v /= diagonal[t]
        work[t] = v
        for k in uRows.range(t) {
            let e = uRows[k]
            work[Int(e.index)] -= e.value * v
        }
    }

    mutating func etasBackward(dense: Bool) {
        for e in etaTarget.indices.reversed() {
            let v = work[Int(etaTarget[e])]
            if v == 0 { continue }
            for k in Int(etaStart[e])..<Int(etaStart[e + 1]) {
                let j = etaIndex[k]
                work[Int(j)] -= etaValue[k] * v
                if !dense { addToPattern(j) }
            }
        }
    }

    mutating func lowerBackward(dense: Bool) {
        if dense {
            for i32 in lOrder.reversed() { lowerBackwardStep(Int(i32)) }
            return
        }
        search.run(seeds: pattern, begin: ltBegin, end: ltEnd, index: ltIndex)
        for i32 in search.reached {
            addToPattern(i32)
            lowerBackwardStep(Int(i32))
        }
    }

    @inline(__always) private mutating func lowerBackwardStep(_ i: Int) {
        let v = work[i]
        if v == 0 { return }
        for k in Int(ltBegin[i])..<Int(ltEnd[i]) { work[Int(ltIndex[k])] -= ltValue[k] * v }
    }
}
