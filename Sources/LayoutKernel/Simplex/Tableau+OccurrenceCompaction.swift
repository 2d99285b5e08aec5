/// The occurrence index's compaction: one list at a time (`compactList(of:)`, when a
/// symbol's rows are collected) and all at once (`compactStaleLists`, when stale entries
/// pile up). The stored properties used here are internal for this file only.
extension Tableau {
    /// A fresh `stamp` for marking rows in `rowStamps` (all marks are cleared when it wraps).
    @inline(__always) mutating func nextStamp() {
        stamp &+= 1
        if stamp == 0 {
            for i in rowStamps.indices { rowStamps[i] = 0 }
            stamp = 1
        }
    }

    /// Compacts the occurrence list of `symbol` in place to the live rows that hold it, each
    /// once, in their first order; returns their number. Not during phase one.
    mutating func compactList(of symbol: Int32) -> Int {
        nextStamp()
        // The list's buffer stays valid through the loop: nothing in it appends to a list. The
        // tables are read through buffers (no bounds check per entry; `ri` is checked against
        // `basics`, and the three tables have one element per row index, checked once).
        let store = columns.uniqueStorage()
        let list = store.list(symbol)
        var kept = 0
        let stamp = self.stamp
        basicOf.withUnsafeBufferPointer { basics in
            rows.withUnsafeBufferPointer { rowBuffer in
                rowStamps.withUnsafeMutableBufferPointer { stamps in
                    precondition(stamps.count == basics.count && rowBuffer.count == basics.count, "row tables out of step")
                    for i in 0..<list.count {
                        let r = list[i]
                        let ri = Int(r)
                        // Entries may point past the end after a failed phase one shrank the row table.
                        if ri >= basics.count || stamps[ri] == stamp || basics[ri] < 0 { continue }
                        stamps[ri] = stamp
                        if rowBuffer[ri].contains(symbol) {
                            list[kept] = r
                            kept += 1
                        }
                    }
                }
            }
        }
        store.setCount(symbol, kept)
        compactedAt[Int(symbol)] = structureEpoch
        return kept
    }

    /// For `pivot`: drops the pivot row `row` from the list of `symbol` (the entering symbol),
    /// which is exact (compacted at the epoch before the pivot detached `row`; `row` holds
    /// the symbol, so the list names it), and notes the list exact at the current epoch, so
    /// that the substitution that follows reads it as it stands. Without this, `substitute`
    /// compacted the list that `leavingSymbol` had just compacted, a binary search per entry,
    /// at every pivot. Order is kept (it
    /// steers later pivots among ties). Not during phase one (its lists must keep every row
    /// it may restore), and only with nothing else changed since the detach.
    mutating func keepListExact(of symbol: Int32, droppingRow row: Int32) {
        let store = columns.uniqueStorage()
        let list = store.list(symbol)
        var kept = 0
        for i in 0..<list.count where list[i] != row {
            list[kept] = list[i]
            kept += 1
        }
        store.setCount(symbol, kept)
        compactedAt[Int(symbol)] = structureEpoch
    }

    /// Keeps the stale entries of the occurrence index bounded: once the lists hold more than
    /// sixteen times the entries the last full compaction left (plus a margin), every list is
    /// compacted at once. The live rows of each symbol are found from the rows (a counting
    /// sort of the live cells by symbol), then each list keeps those entries, in its own
    /// order, each once: the lists `compactList(of:)` would leave, without a binary search
    /// per entry. The order matters: substitutions visit rows in list order, which decides
    /// the pivots among ties (rebuilding the lists in row order instead broke a round trip of
    /// `setConstant` in RandomSystemTests). At least fifteen times as many entries were
    /// appended since the last compaction, so the cost per appended entry stays constant and
    /// small (a lower factor compacts more often for little memory; compacting each list when
    /// it doubled would check each entry by binary search). Not during phase one (its lists
    /// must keep every row it may restore).
    mutating func compactStaleLists() {
        guard !inPhaseOne, columns.entryCount > 16 * entriesAfterCompaction + 4096 else { return }
        let symbolCount = kinds.count
        // Live (row, symbol) pairs grouped by symbol: rowsBySymbol[start[s]..<start[s + 1]].
        var start = [Int](repeating: 0, count: symbolCount + 1)
        var rowsBySymbol: [Int32] = []
        // Safe: every cell's symbol is a live id below symbolCount (checked), so start has
        // an entry for it and for the one after; fill[s] stays below start[s + 1] <=
        // rowsBySymbol.count, since each (row, symbol) pair was counted once.
        start.withUnsafeMutableBufferPointer { start in
            for r in basicOf.indices where basicOf[r] >= 0 {
                for cell in rows[r].cells {
                    precondition(cell.symbol >= 0 && Int(cell.symbol) < symbolCount, "symbol out of range")
                    start[Int(cell.symbol) + 1] += 1
                }
            }
            for s in 0..<symbolCount { start[s + 1] += start[s] }
            rowsBySymbol = [Int32](repeating: 0, count: start[symbolCount])
            var fill = Array(start)
            fill.withUnsafeMutableBufferPointer { fill in
                rowsBySymbol.withUnsafeMutableBufferPointer { pairs in
                    for r in basicOf.indices where basicOf[r] >= 0 {
                        for cell in rows[r].cells {
                            let s = Int(cell.symbol)
                            pairs[fill[s]] = Int32(r)
                            fill[s] += 1
                        }
                    }
                }
            }
        }
        // Each list keeps the entries whose row is marked for its symbol, each once. Safe:
        // every row index read from rowsBySymbol is a live row (below rowStamps.count), every
        // entry is checked against rowStamps.count, and the list's buffer stays valid (nothing
        // here appends to a list).
        let store = columns.uniqueStorage()
        stamp &+= 1
        var mark = stamp
        rowStamps.withUnsafeMutableBufferPointer { stamps in
            for s in 0..<symbolCount {
                let list = store.list(Int32(s))
                let first = start[s], end = start[s + 1]
                if list.isEmpty && first == end { continue }
                if mark == 0 {
                    for i in stamps.indices { stamps[i] = 0 }
                    mark = 1
                }
                for i in first..<end { stamps[Int(rowsBySymbol[i])] = mark }
                var kept = 0
                for i in 0..<list.count {
                    let ri = Int(list[i])
                    if ri < stamps.count && stamps[ri] == mark {
                        stamps[ri] = 0
                        list[kept] = list[i]
                        kept += 1
                    }
                }
                precondition(kept == end - first, "a live cell is missing from its occurrence list")
                store.setCount(Int32(s), kept)
                mark &+= 1
            }
        }
        stamp = mark
        for s in compactedAt.indices { compactedAt[s] = structureEpoch }
        entriesAfterCompaction = columns.entryCount
    }
}
