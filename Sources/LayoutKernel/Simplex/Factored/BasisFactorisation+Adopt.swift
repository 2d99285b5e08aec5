extension BasisFactorisation {
    /// Takes the factors out of a finished elimination: pivots to the row-indexed form, L by
    /// columns and by rows, U by columns and by rows, and the dependent positions paired with
    /// the rows left without pivot.
    mutating func adopt(_ elimination: MarkowitzElimination) {
        let m = dimension
        positionOfRow = [Int32](repeating: -1, count: m)
        rowOfPosition = [Int32](repeating: -1, count: m)
        diagonal = [Double](repeating: 0, count: m)
        for k in elimination.pivotRows.indices {
            let r = Int(elimination.pivotRows[k]), c = elimination.pivotColumns[k]
            positionOfRow[r] = c
            rowOfPosition[Int(c)] = Int32(r)
            diagonal[r] = elimination.pivotValues[k]
        }
        // A dependent position takes the unit column of a row left without pivot: the elimination
        // never touched such a column (its rows' pivots came from other columns), so the factors
        // stand for the basis with it in place.
        dependentPositions = (0..<m).filter { rowOfPosition[$0] < 0 }
        substituteRows = (0..<m).filter { positionOfRow[$0] < 0 }
        for (p, r) in zip(dependentPositions, substituteRows) {
            positionOfRow[r] = Int32(p)
            rowOfPosition[p] = Int32(r)
            diagonal[r] = 1
        }
        order = elimination.pivotRows + substituteRows.map { Int32($0) }
        orderSlot = [Int32](repeating: 0, count: m)
        for (slot, r) in order.enumerated() { orderSlot[Int(r)] = Int32(slot) }
        lOrder = order

        lIndex = elimination.lIndex
        lValue = elimination.lValue
        lBegin = [Int32](repeating: 0, count: m)
        lEnd = [Int32](repeating: 0, count: m)
        for k in elimination.pivotRows.indices {
            let r = Int(elimination.pivotRows[k])
            lBegin[r] = elimination.lStart[k]
            lEnd[r] = elimination.lStart[k + 1]
        }
        // L by rows: a counting sort of L's entries by row.
        var rowCounts = [Int32](repeating: 0, count: m + 1)
        for i in lIndex { rowCounts[Int(i) + 1] += 1 }
        for i in 0..<m { rowCounts[i + 1] += rowCounts[i] }
        ltBegin = Array(rowCounts[0..<m])
        ltEnd = ltBegin
        ltIndex = [Int32](repeating: 0, count: lIndex.count)
        ltValue = [Double](repeating: 0, count: lIndex.count)
        for r in lOrder {
            let ri = Int(r)
            for k in Int(lBegin[ri])..<Int(lEnd[ri]) {
                let i = Int(lIndex[k])
                let at = Int(ltEnd[i])
                ltIndex[at] = r
                ltValue[at] = lValue[k]
                ltEnd[i] += 1
            }
        }

        uEntryCount = 0
        // Each line's room first, so the pools fill without moving anything.
        var columnCounts = [Int32](repeating: 0, count: m), uRowCounts = [Int32](repeating: 0, count: m)
        for k in elimination.pivotRows.indices {
            let r = Int(elimination.pivotRows[k])
            var rowCount = 0
            for at in Int(elimination.uStart[k])..<Int(elimination.uStart[k + 1]) {
                let position = Int(elimination.uIndex[at])
                if elimination.isDependent[position] { continue }
                columnCounts[Int(rowOfPosition[position])] += 1
                rowCount += 1
            }
            uRowCounts[r] = Int32(rowCount)
        }
        uColumns = LinePool(capacities: columnCounts, filler: Entry(index: 0, value: 0))
        uRows = LinePool(capacities: uRowCounts, filler: Entry(index: 0, value: 0))
        for k in elimination.pivotRows.indices {
            let r = Int(elimination.pivotRows[k])
            for at in Int(elimination.uStart[k])..<Int(elimination.uStart[k + 1]) {
                let position = Int(elimination.uIndex[at])
                if elimination.isDependent[position] { continue }
                let t = Int(rowOfPosition[position])
                let value = elimination.uValue[at]
                uRows.append(Entry(index: Int32(t), value: value), to: r)
                uColumns.append(Entry(index: Int32(r), value: value), to: t)
                uEntryCount += 1
            }
        }

        isRetiredRow = [Bool](repeating: false, count: m)
        isRetiredPosition = [Bool](repeating: false, count: m)
        work = [Double](repeating: 0, count: m)
        spike = [Double](repeating: 0, count: m)
        inPattern = [UInt32](repeating: 0, count: m)
        search.grow(to: m)
        factoredNonZeros = nonZeroCount
    }
}
