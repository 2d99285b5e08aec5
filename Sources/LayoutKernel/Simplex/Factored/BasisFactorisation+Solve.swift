/// FTRAN (`B x = b`) and BTRAN (`Bᵀ y = c`), dense and sparse. Retired rows and positions
/// (`retire(row:position:)`) are ignored on input and zero on output.
extension BasisFactorisation {
    /// FTRAN in place: `vector` holds `b` over rows on entry and `x` over positions on return.
    mutating func solve(_ vector: inout [Double]) {
        precondition(vector.count == dimension, "vector length is not the dimension")
        for r in 0..<dimension { work[r] = isRetiredRow[r] ? 0 : vector[r] }
        lowerForward(dense: true)
        etasForward(dense: true)
        upperForward(dense: true)
        for t in 0..<dimension {
            let p = Int(positionOfRow[t])
            vector[p] = isRetiredPosition[p] ? 0 : work[t]
            work[t] = 0
        }
    }

    /// BTRAN in place: `vector` holds `c` over positions on entry and `y` over rows on return.
    mutating func solveTransposed(_ vector: inout [Double]) {
        precondition(vector.count == dimension, "vector length is not the dimension")
        for p in 0..<dimension { work[Int(rowOfPosition[p])] = isRetiredPosition[p] ? 0 : vector[p] }
        upperBackward(dense: true)
        etasBackward(dense: true)
        lowerBackward(dense: true)
        for r in 0..<dimension {
            vector[r] = isRetiredRow[r] ? 0 : work[r]
            work[r] = 0
        }
    }

    /// FTRAN, sparse: `b` over rows, `x` (emptied first) over positions. The cost is the
    /// reach of `b`'s entries in the factors (plus the row etas), not the dimension, unless
    /// `b` holds more than `dimension / sparseRatio` entries: then the dense loops run.
    mutating func solve(_ b: SparseVector, into x: inout SparseVector) {
        x.removeAll()
        let dense = forwardToSpike(b)
        upperForward(dense: dense)
        if dense {
            for t in 0..<dimension { gatherForward(t, into: &x) }
        } else {
            for t in pattern { gatherForward(Int(t), into: &x) }
        }
    }

    /// BTRAN, sparse: `c` over positions, `y` (emptied first) over rows; cost as `solve`'s.
    mutating func solveTransposed(_ c: SparseVector, into y: inout SparseVector) {
        y.removeAll()
        let dense = c.count * Self.sparseRatio > dimension
        beginPattern()
        for k in c.indices.indices {
            let p = Int(c.indices[k])
            if isRetiredPosition[p] { continue }
            let t = rowOfPosition[p]
            work[Int(t)] += c.values[k]
            if !dense { addToPattern(t) }
        }
        upperBackward(dense: dense)
        etasBackward(dense: dense)
        lowerBackward(dense: dense)
        if dense {
            for r in 0..<dimension { gatherBackward(r, into: &y) }
        } else {
            for r in pattern { gatherBackward(Int(r), into: &y) }
        }
    }

    /// Moves row `t`'s FTRAN result out of `work` into `x`, at its position.
    @inline(__always) private mutating func gatherForward(_ t: Int, into x: inout SparseVector) {
        let v = work[t]
        if v == 0 { return }
        work[t] = 0
        let p = positionOfRow[t]
        if !isRetiredPosition[Int(p)] { x.append(p, v) }
    }

    /// Moves row `r`'s BTRAN result out of `work` into `y`.
    @inline(__always) private mutating func gatherBackward(_ r: Int, into y: inout SparseVector) {
        let v = work[r]
        if v == 0 { return }
        work[r] = 0
        if !isRetiredRow[r] { y.append(Int32(r), v) }
    }

    /// The first half of FTRAN, `R L⁻¹ b`, left in `work` (and `pattern` unless dense): the
    /// spike a Forrest–Tomlin update puts into U. Returns whether it ran dense.
    mutating func forwardToSpike(_ b: SparseVector) -> Bool {
        let dense = b.count * Self.sparseRatio > dimension
        beginPattern()
        for k in b.indices.indices {
            let i = b.indices[k]
            if isRetiredRow[Int(i)] { continue }
            work[Int(i)] += b.values[k]
            if !dense { addToPattern(i) }
        }
        lowerForward(dense: dense)
        etasForward(dense: dense)
        return dense
    }
}
