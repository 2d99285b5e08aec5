/// Which tableau rows a definition's constant change shifts, and by how much, kept between
/// calls while nothing is added or removed.
///
/// A constant change on a definition must shift, at the call, the rows of the tableau
/// constraints expanded through it (a required one that cannot hold refuses the change
/// there). Finding them walks everything below the definition (`Definitions.userChanges`):
/// hiding the rows of a stack one by one walks the rest of the stack each time, while nothing
/// is added or removed in between. So once the walks since the last add or removal have
/// visited more definitions than there are, the table is built: for each definition, the
/// tableau constraints expanded through it and the factor of its constant in their
/// expansion (the same factor `Definitions.expand` multiplies the constant by). A change is
/// then one look-up. Any add or removal drops the table (`storeRecordAsIs`, `dropRecord`);
/// building costs at most what the walks since then cost (it gives up past that budget), so
/// a solver whose structure changes between constant changes pays no more than the walks.
struct UserShiftTable {
    /// Whether the table matches the constraints held.
    var isValid = false
    /// Definition `i`'s entries are `slots[start[i] ..< start[i + 1]]` and `factors[…]`.
    var start: [Int32] = []
    /// The record slot of each entry's tableau constraint, and the factor of the definition's
    /// constant in its expansion.
    var slots: [Int32] = []
    var factors: [Double] = []
    /// Definitions visited by walks since the table was last dropped, and the count at which
    /// a build is tried (raised after a build gave up).
    var walked = 0
    var nextTry = 0

    /// Forgets the table (the arrays keep their capacity for the next build).
    @inline(__always) mutating func drop() {
        isValid = false
        walked = 0
        nextTry = 0
    }
}

extension SolverCore {
    /// The shifts of the tableau constraints expanded through definition `record` for a
    /// change `change` of its value, by marker; nil when a coefficient on the way is extreme
    /// (the caller recomputes the constraint instead).
    mutating func userShifts(of record: Record, change: Double) -> [(marker: Marker, delta: Double)]? {
        let v = record.defined
        if !userShifts.isValid && userShifts.walked > max(definitions.liveCount, userShifts.nextTry) {
            buildUserShifts(budget: userShifts.walked)
        }
        var shifts: [(marker: Marker, delta: Double)] = []
        if userShifts.isValid {
            let i = Int(definitions.indexOf[Int(v)])
            for k in Int(userShifts.start[i])..<Int(userShifts.start[i + 1]) {
                let factor = userShifts.factors[k]
                if abs(factor) > 1e6 { return nil }
                shifts.append((marker(at: Int(userShifts.slots[k])), factor * change))
            }
            shifts.removeAll { $0.delta == 0 }
            return shifts
        }
        var index: [ObjectIdentifier: Int] = [:]
        var changes: [(symbol: Int32, delta: Double)] = []
        userShifts.walked += definitions.userChanges(change, from: v, into: &changes)
        for (symbol, valueChange) in changes {
            for user in liveTableauUsers(of: symbol) {
                guard let r = slot(of: user).flatMap({ records[Int($0)] }),
                    let coefficient = r.terms.first(where: { $0.symbol == symbol })?.coefficient
                else { continue }
                if SolverCore.isExtreme(coefficient) { return nil }
                let key = ObjectIdentifier(user)
                if let i = index[key] {
                    shifts[i].delta += coefficient * valueChange
                } else {
                    index[key] = shifts.count
                    shifts.append((r.markerInfo, coefficient * valueChange))
                }
            }
        }
        shifts.removeAll { $0.delta == 0 }
        return shifts
    }

    /// Builds the table (see `UserShiftTable`), giving up once it has visited more than
    /// `budget` definitions, or at a tableau constraint with an extreme coefficient on a
    /// defined variable (the walk bails out on those).
    private mutating func buildUserShifts(budget: Int) {
        var entries: [(index: Int32, slot: Int32, factor: Double)] = []
        var coefficients: [Double] = []
        var touched: [Bool] = []
        swap(&coefficients, &expansionCoefficients)
        swap(&touched, &expansionTouched)
        defer {
            swap(&coefficients, &expansionCoefficients)
            swap(&touched, &expansionTouched)
        }
        for s in records.indices {
            guard let r = records[s], !r.isDefinition,
                r.terms.contains(where: { definitions.isDefined($0.symbol) })
            else { continue }
            if r.terms.contains(where: { definitions.isDefined($0.symbol) && SolverCore.isExtreme($0.coefficient) }) {
                userShifts.nextTry = Int.max
                return
            }
            definitions.visitExpansion(of: r.terms, coefficients: &coefficients, touched: &touched) { index, factor in
                entries.append((index, Int32(s), factor))
            }
            if entries.count > budget {
                userShifts.nextTry = 2 * budget
                return
            }
        }
        // By definition index (a counting sort).
        let count = definitions.variableOf.count
        var start = [Int32](repeating: 0, count: count + 1)
        for e in entries { start[Int(e.index) + 1] += 1 }
        for i in 0..<count { start[i + 1] += start[i] }
        var next = start
        var slots = [Int32](repeating: 0, count: entries.count)
        var factors = [Double](repeating: 0, count: entries.count)
        for e in entries {
            let k = Int(next[Int(e.index)])
            next[Int(e.index)] += 1
            slots[k] = e.slot
            factors[k] = e.factor
        }
        userShifts.start = start
        userShifts.slots = slots
        userShifts.factors = factors
        userShifts.isValid = true
    }
}
