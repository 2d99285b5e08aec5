/// The basis: its factorisation, the two products every pivot needs (the entering column
/// `B⁻¹a_q` and the leaving row `e_rᵀB⁻¹A`), and the change of one basic column.
extension RevisedSimplex {
    /// Factors the current basis again and recomputes the basic values from the nonbasic ones
    /// (`x_B = B⁻¹(b − N x_N)`), which also clears the rounding the updates let in.
    mutating func refactor() {
        factor = BasisFactorisation(columns: basic.map { columns[Int($0)] })
        for p in positionSign.indices { positionSign[p] = 1 }
        // Sized here (a refactor costs the dimension anyway) so that a constant change does not.
        if isOutOfBounds.count < basic.count {
            isOutOfBounds.append(contentsOf: repeatElement(false, count: basic.count - isOutOfBounds.count))
        }
        refactorCount += 1
        if factor.isSingular {
            status = .failed
            return
        }
        var residual = rhs
        for j in kind.indices where position[j] < 0 && value[j] != 0 {
            let column = columns[j], v = value[j]
            for k in column.indices.indices { residual[Int(column.indices[k])] -= column.values[k] * v }
        }
        factor.solve(&residual)
        for p in basic.indices { value[Int(basic[p])] = residual[p] }
    }

    /// `columnAlpha = B⁻¹ a_q` (over positions), sparse.
    mutating func computeColumnAlpha(_ q: Int) {
        factor.solve(columns[q], into: &columnAlpha)
        Self.applySigns(positionSign, to: &columnAlpha)
        workCounts.columnSolves += 1
        workCounts.columnEntries += columnAlpha.count
        workCounts.columnReach += factor.lastReach
    }

    /// Multiplies the entries of a vector over positions by the positions' signs: FTRAN with
    /// the factorisation gives `B_factored⁻¹ b`; the basis's is `D` times that. Static, with
    /// the signs passed in: as a method on `self` called with `&self.columnAlpha`, the read of
    /// `self` overlapped the write of its field, and Swift copied the whole model (every
    /// array retained and released) at each call.
    @inline(__always) static func applySigns(_ signs: [Double], to vector: inout SparseVector) {
        for k in vector.indices.indices where signs[Int(vector.indices[k])] < 0 { vector.values[k] = -vector.values[k] }
    }

    /// `rowAlpha[j] = (e_rᵀ B⁻¹ A)_j` for every column the row reaches (`rowTouched`), through
    /// `ρ = B⁻ᵀ e_r` and the rows' entries: the cost is the reach of `ρ` and those rows' lengths.
    mutating func computeRowAlpha(_ r: Int) {
        clearRowAlpha()
        factor.solveTransposed(SparseVector(indices: [Int32(r)], values: [positionSign[r]]), into: &rho)
        workCounts.rowSolves += 1
        workCounts.rowEntries += rho.count
        workCounts.rowReach += factor.lastReach
        for k in rho.indices.indices {
            let i = Int(rho.indices[k]), y = rho.values[k]
            let line = rowEntries[i]
            workCounts.pivotRowTerms += line.count
            for e in line.indices.indices {
                let j = Int(line.indices[e])
                if !isRowTouched[j] {
                    isRowTouched[j] = true
                    rowTouched.append(Int32(j))
                }
                rowAlpha[j] += y * line.values[e]
            }
        }
        workCounts.pivotRowColumns += rowTouched.count
    }

    mutating func clearRowAlpha() {
        for j in rowTouched {
            rowAlpha[Int(j)] = 0
            isRowTouched[Int(j)] = false
        }
        rowTouched.removeAll(keepingCapacity: true)
    }

    /// Column `q` takes position `r`'s place. `rowAlpha` must hold row `r` of `B⁻¹A` (from
    /// `computeRowAlpha(r)`) and `columnAlpha` column `q` (from `computeColumnAlpha(q)`); the
    /// values must already be moved. Updates the reduced costs of every level (`d_j −= θ α_rj`
    /// with `θ = d_q / α_rq`, the leaving column gets `−θ`), files the columns that became
    /// attractive, and updates or refactors the factorisation.
    mutating func changeBasis(enter q: Int, leave r: Int) {
        let leaving = Int(basic[r])
        var alpha = 0.0
        for k in columnAlpha.indices.indices where Int(columnAlpha.indices[k]) == r { alpha = columnAlpha.values[k] }
        for level in reduced.indices {
            let theta = reduced[level][q] / alpha
            if theta == 0 { continue }
            for j32 in rowTouched {
                let j = Int(j32)
                if position[j] < 0 { reduced[level][j] -= theta * rowAlpha[j] }
            }
            reduced[level][leaving] = -theta
        }
        for level in reduced.indices { reduced[level][q] = 0 }
        position[leaving] = -1
        position[q] = Int32(r)
        basic[r] = Int32(q)
        pivotCount += 1
        for j32 in rowTouched where position[Int(j32)] < 0 { fileIfAttractive(Int(j32)) }
        fileIfAttractive(leaving)
        let outcome = factor.replace(position: r, with: columns[q], alpha: positionSign[r] * alpha)
        positionSign[r] = 1
        if outcome != .updated || factor.needsRefactor { refactor() }
    }
}
