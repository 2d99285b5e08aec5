/// The definitions due for evaluation, as bits over definition indices.
///
/// While no definition slot was ever reused, index order is creation order, and that is an
/// evaluation order (a definition refers only to variables defined before it; see
/// `Definitions`). A set of bits then orders itself: evaluating the lowest due index first
/// evaluates every definition after the definitions it refers to, and the dependents a
/// definition makes due all lie above it. No walk, no sort, no reversal, where the
/// depth-first `evaluationOrder` follows every edge and lists the order before evaluating.
struct DueDefinitions {
    /// Bit `i % 64` of word `i / 64` is set when definition `i` is due.
    private(set) var words: [UInt64] = []
    /// Scratch for the evaluation: the variables whose value changed.
    var changedScratch: [Int32] = []
    /// The lowest and highest word that may hold a set bit (`low > high`: none).
    private(set) var low = Int.max
    private(set) var high = -1

    var isEmpty: Bool { low > high }

    /// Calls `body` with the words pinned (see `DueWords`).
    @inline(__always) mutating func withWords(_ body: (UnsafeMutableBufferPointer<UInt64>) -> Void) {
        words.withUnsafeMutableBufferPointer { body($0) }
    }

    /// Marks definition `index` due.
    mutating func insert(_ index: Int32) {
        let w = Int(index) >> 6
        if w >= words.count { words.append(contentsOf: repeatElement(0, count: w + 1 - words.count)) }
        words[w] |= 1 &<< UInt64(index & 63)
        if w < low { low = w }
        if w > high { high = w }
    }

    /// Makes the words cover `count` definitions and the scratch list hold as many.
    mutating func reserve(_ count: Int) {
        let wordCount = (count + 63) >> 6
        if words.count < wordCount { words.append(contentsOf: repeatElement(0, count: wordCount - words.count)) }
        if changedScratch.count < count {
            changedScratch.append(contentsOf: repeatElement(0, count: count - changedScratch.count))
        }
    }

    /// Calls `body` with every due index, lowest first, and empties the set (for the
    /// evaluation by reach, which takes the due definitions as roots).
    mutating func drain(_ body: (Int32) -> Void) {
        guard low <= high else { return }
        for w in low...high {
            var word = words[w]
            words[w] = 0
            while word != 0 {
                body(Int32(truncatingIfNeeded: w &<< 6 | word.trailingZeroBitCount))
                word &= word &- 1
            }
        }
        emptied()
    }

    /// Forgets the range once every bit was taken.
    mutating func emptied() {
        low = Int.max
        high = -1
    }
}

/// The evaluation loop's view of the due bits, on raw words.
///
/// Why unsafe: through `[UInt64]` in a struct inside the solver's tables, every write re-checked
/// the buffer's uniqueness with a runtime call, a large share of the work of evaluating one
/// due definition. Why safe: `words` points at `DueDefinitions.words`, pinned by
/// `withUnsafeMutableBufferPointer` for the whole loop and sized by `reserve` to cover every
/// definition index, and `insert` checks the word index against `words.count`.
struct DueWords {
    let words: UnsafeMutableBufferPointer<UInt64>
    var low: Int
    var high: Int

    @inline(__always) mutating func insert(_ index: Int32) {
        let w = Int(index) >> 6
        precondition(w < words.count, "definition index beyond the due words")
        words[w] |= 1 &<< UInt64(index & 63)
        if w < low { low = w }
        if w > high { high = w }
    }

    /// Takes the lowest due index, clearing its bit, or returns nil when none is left.
    @inline(__always) mutating func popLowest() -> Int32? {
        while low <= high {
            let word = words[low]
            if word != 0 {
                words[low] = word & (word &- 1)
                return Int32(truncatingIfNeeded: low &<< 6 | word.trailingZeroBitCount)
            }
            low &+= 1
        }
        return nil
    }
}
extension Definitions {
    /// Whether the due set can order the definitions (see `DueDefinitions`).
    var evaluatesByIndex: Bool { indicesInCreationOrder }

    /// Marks due every definition that refers to `symbol` (an edge may be stale after a
    /// removal: a freed slot is skipped when its bit comes up; a slot is never reused while
    /// `evaluatesByIndex`, so a live definition on an edge refers to `symbol`).
    @inline(__always) mutating func markDependentsDue(of symbol: Int32) {
        var edge = dependentHead[Int(symbol)]
        while edge >= 0 {
            let link = edges[Int(edge)]
            due.insert(link.item)
            edge = link.next
        }
    }

    /// Evaluates the due definitions in evaluation order, and empties the due set. A
    /// definition whose value changed makes its dependents due and appends its variable to
    /// `changed`; one whose value did not change stops there (its dependents read the same
    /// values as at their last evaluation). Other variables are read from `variableValue`.
    /// The due bits stand for indices while `evaluatesByIndex`, for ranks in `ranks`
    /// (definitions sorted by `order`) otherwise. `write` is called with each variable
    /// appended and its new value.
    @inline(__always) mutating func evaluateDue(
        into changed: inout IndexList, variableValue: (Int32) -> Double, write: (Int32, Double) -> Void
    ) {
        if evaluatesByIndex {
            evaluateDueBits(ranked: false, into: &changed, variableValue: variableValue, write: write)
            return
        }
        // The due bits are indices; the loop takes them as ranks.
        ranks.update(items: items, variableOf: variableOf)
        var byIndex = DueDefinitions()
        swap(&byIndex, &ranks.scratch)
        swap(&byIndex, &self.due)
        byIndex.drain { index in
            let r = ranks.rankOf[Int(index)]
            if r >= 0 { self.due.insert(r) }
        }
        swap(&byIndex, &ranks.scratch)
        evaluateDueBits(ranked: true, into: &changed, variableValue: variableValue, write: write)
    }

    /// `evaluateDue`'s loop, its bits indices or (`ranked`) ranks: written once, and inlined
    /// at two call sites with `ranked` a constant, so that the common case carries no test of
    /// it per definition.
    @inline(__always) private mutating func evaluateDueBits(
        ranked: Bool, into changed: inout IndexList, variableValue: (Int32) -> Double, write: (Int32, Double) -> Void
    ) {
        let count = variableOf.count
        due.reserve(count)
        var found = 0
        let low = due.low, high = due.high
        // The written tables are taken out while the loop runs, so that the loop reads the
        // others in place (local copies of them would cost a retain and a release each).
        var scratch: [Int32] = []
        var values: [Double] = []
        var due = DueDefinitions()
        swap(&scratch, &self.due.changedScratch)
        swap(&values, &self.values)
        swap(&due, &self.due)
        defer {
            swap(&due, &self.due)
            swap(&values, &self.values)
            swap(&scratch, &self.due.changedScratch)
        }
        let byIndex = !ranked
        // Empty (no copy of a table) in index order, the common case.
        let rankOf = byIndex ? [] : ranks.rankOf
        let indexAtRank = byIndex ? [] : ranks.indexAtRank
        // Safe: `values` is indexed by symbols: a body symbol passed the checked read of
        // `indexOf` first, and `values` has one entry per entry of `indexOf` (checked once
        // here); a defined variable is checked before its write. `out` holds `count` slots and
        // takes each definition's variable at most once (a bit is set only above the one
        // taken, see `DueDefinitions`), and `found < count` is checked before each write.
        precondition(values.count == indexOf.count, "per-symbol tables out of step")
        values.withUnsafeMutableBufferPointer { values in
            scratch.withUnsafeMutableBufferPointer { out in
                due.withWords { words in
                    var bits = DueWords(words: words, low: low, high: high)
                    while let bit = bits.popLowest() {
                        let i = byIndex ? Int(bit) : Int(indexAtRank[Int(bit)])
                        let v = variableOf[i]
                        guard v >= 0 else { continue }
                        precondition(Int(v) < values.count, "defined variable beyond the symbols")
                        var value = items[i].constant
                        let start = Int(items[i].bodyStart)
                        for k in start..<start + Int(items[i].bodyCount) {
                            let s = bodySymbols[k]
                            value += bodyCoefficients[k] * (indexOf[Int(s)] >= 0 ? values[Int(s)] : variableValue(s))
                        }
                        guard values[Int(v)] != value else { continue }
                        values[Int(v)] = value
                        write(v, value)
                        precondition(found < count, "a definition evaluated twice")
                        out[found] = v
                        found &+= 1
                        var edge = dependentHead[Int(v)]
                        while edge >= 0 {
                            let item = edges[Int(edge)].item
                            if byIndex {
                                bits.insert(item)
                            } else if rankOf[Int(item)] >= 0 {
                                // A stale edge (a freed slot) has no rank.
                                bits.insert(rankOf[Int(item)])
                            }
                            edge = edges[Int(edge)].next
                        }
                    }
                }
            }
        }
        due.emptied()
        scratch.withUnsafeBufferPointer { changed.append(contentsOf: UnsafeBufferPointer(rebasing: $0[0..<found])) }
    }
}
