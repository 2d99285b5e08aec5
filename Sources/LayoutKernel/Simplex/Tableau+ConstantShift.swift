/// Changing a constraint's constant in place (the marker technique): the shift, and the
/// check whether it is harmless.
extension Tableau {
    // MARK: - Changing a constant in place

    /// Shifts the constraint whose marker is `marker` (with original coefficient
    /// `markerCoefficient`) and other symbol `other` by `delta` in its constant, the marker
    /// technique of the Cassowary paper. Returns whether any restricted row went negative
    /// (or a dummy left zero), i.e. whether the dual simplex has work to do.
    mutating func shiftConstant(
        by delta: Double, marker: Int32, markerCoefficient: Double,
        other: Int32, otherCoefficient: Double
    ) -> Bool {
        var needsRepair = false
        if isBasic(marker) {
            needsRepair = bump(marker, by: -delta / markerCoefficient)
            if !deferredRows.isEmpty { bumpDeferredHolders(of: marker, delta: delta, coefficient: markerCoefficient) }
        } else if other >= 0 && isBasic(other) {
            needsRepair = bump(other, by: -delta / otherCoefficient)
            if !deferredRows.isEmpty { bumpDeferredHolders(of: other, delta: delta, coefficient: otherCoefficient) }
        } else {
            let s = Int(marker)
            if compactedAt[s] == structureEpoch {
                // Nothing changed since the list was compacted: it is exact, and read in place
                // (bumpRows changes no occurrence list, so the buffer stays valid).
                needsRepair = bumpRows(columns.list(marker), holding: marker, delta: delta, markerCoefficient: markerCoefficient)
            } else {
                collectRows(containing: marker)
                let targets = visit
                needsRepair = targets.withUnsafeBufferPointer {
                    bumpRows($0, holding: marker, delta: delta, markerCoefficient: markerCoefficient)
                }
            }
        }
        return needsRepair
    }

    /// `bump` for every row in `targets` (the rows that hold `marker`), by the marker's
    /// coefficient `c` times the shift (computed as `c * delta / markerCoefficient`, as
    /// `bump` was called). One pass through the rows' and the symbols' buffers (one
    /// uniqueness check per table, not one per row): a suggestion shifts a dozen rows or so,
    /// and the per-row checks would otherwise be a large share of that work.
    private mutating func bumpRows(
        _ targets: UnsafeBufferPointer<Int32>, holding marker: Int32, delta: Double, markerCoefficient: Double
    ) -> Bool {
        // The tables go to a static function as separate arguments: the loop then writes the
        // dirty list and the rows to repair in place, where closures over `self` had to take
        // both out of the tableau and put them back around it on every suggestion. (The two
        // read-only tables are still retained and released once a call: borrowed from `self`
        // while other fields are written, the compiler copies them; taking them out as well,
        // or lending them as mutable buffers, measured dearer.)
        let needsRepair = columnHints.withHints(for: marker, count: targets.count) { hints in
            Tableau.bumpRows(
                targets, hints: hints, holding: marker, delta: delta, markerCoefficient: markerCoefficient,
                rows: &rows, basics: basicOf, kinds: kinds, isDirty: &isDirty, dirtyList: &dirtySymbols,
                negative: &infeasible)
        }
        if !deferredRows.isEmpty { markDeferredHolders(ofRows: targets) }
        return needsRepair
    }

    /// `bumpRows`' loop, over the tables it touches.
    @inline(__always)
    private static func bumpRows(
        _ targets: UnsafeBufferPointer<Int32>, hints: UnsafeMutableBufferPointer<Int32>?, holding marker: Int32,
        delta: Double, markerCoefficient: Double, rows: inout [Row], basics: [Int32], kinds: [SymbolKind],
        isDirty: inout [Bool], dirtyList: inout IndexList, negative: inout [Int32]
    ) -> Bool {
        var needsRepair = false
        // Safe: `targets` holds live row indices (an exact occurrence list, or collectRows
        // checked each against the row table); a live row's basic symbol is below
        // `kinds.count`, which `isDirty.count` is never below (`growSymbolTables`); `hints`,
        // when given, is exactly `targets.count` long (`ColumnHints.withHints`); each buffer
        // pointer lives only inside its closure; at most one external symbol per row goes on
        // the dirty list, so `added` stays within the room asked for.
        dirtyList.append(upTo: targets.count) { out in
            var added = 0
            rows.withUnsafeMutableBufferPointer { rowBuffer in
                basics.withUnsafeBufferPointer { basics in
                    kinds.withUnsafeBufferPointer { kindOf in
                        isDirty.withUnsafeMutableBufferPointer { dirty in
                            var k = 0
                            while k < targets.count {
                                let ri = Int(targets[k])
                                let c =
                                    hints != nil
                                    ? rowBuffer[ri].coefficient(of: marker, hint: &hints.unsafelyUnwrapped[k])
                                    : rowBuffer[ri].coefficient(of: marker)
                                k &+= 1
                                let constant = rowBuffer[ri].constant + c * delta / markerCoefficient
                                rowBuffer[ri].constant = constant
                                let basic = basics[ri]
                                let s = Int(basic)
                                switch kindOf[s] {
                                case .external:
                                    if !dirty[s] {
                                        dirty[s] = true
                                        out[added] = basic
                                        added &+= 1
                                    }
                                case .dummy:
                                    if !nearZero(constant) { needsRepair = true }
                                case .slack, .error:
                                    if constant < 0 {
                                        negative.append(basic)
                                        needsRepair = true
                                    }
                                }
                            }
                        }
                    }
                }
            }
            return added
        }
        return needsRepair
    }

    /// Adds `amount` to the constant of the row of `basic` (for `shiftConstant`); returns
    /// whether the row now needs the dual simplex (a restricted row went negative, or a
    /// dummy left zero).
    @inline(__always) private mutating func bump(_ basic: Int32, by amount: Double) -> Bool {
        let r = Int(rowOf[Int(basic)])
        rows[r].constant += amount
        markChanged(basic)
        let kind = kinds[Int(basic)]
        if kind == .dummy { return !nearZero(rows[r].constant) }
        if kind != .external && rows[r].constant < 0 {
            infeasible.append(basic)
            return true
        }
        return false
    }

    /// Whether shifting as `shiftConstant` would leave every restricted row feasible and every
    /// dummy at zero, computed without changing anything.
    mutating func shiftIsHarmless(
        by delta: Double, marker: Int32, markerCoefficient: Double,
        other: Int32, otherCoefficient: Double
    ) -> Bool {
        func ok(_ basic: Int32, _ amount: Double) -> Bool {
            let value = rows[Int(rowOf[Int(basic)])].constant + amount
            switch kinds[Int(basic)] {
            case .external: return true
            case .dummy: return nearZero(value)
            case .slack, .error: return value >= 0
            }
        }
        if isBasic(marker) { return ok(marker, -delta / markerCoefficient) }
        if other >= 0 && isBasic(other) { return ok(other, -delta / otherCoefficient) }
        collectRows(containing: marker)
        for r in visit where !ok(basicOf[Int(r)], rows[Int(r)].coefficient(of: marker) * delta / markerCoefficient) {
            return false
        }
        return true
    }

    /// Basic dummies whose row constant left zero: a redundant equality that now conflicts.
    func brokenDummy() -> Int32? {
        for (r, basic) in basicOf.enumerated() where basic >= 0 && kinds[Int(basic)] == .dummy {
            if !nearZero(rows[r].constant) { return basic }
        }
        return nil
    }
}
