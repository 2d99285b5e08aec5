/// Shrinks a set of required constraints that a new (or changed) required constraint
/// conflicts with to a minimal one: without any single member, the probe could be added.
///
/// A deletion filter over a scratch solver: drop each candidate in turn and keep it dropped
/// when the conflict remains. Runs only on the error path, over the few constraints that the
/// simplex certificate names (or, when that certificate falls short, over all of them).
enum ConflictMinimizer {
    /// Up to this many candidates, every one is tested (the result is then minimal).
    static let exhaustiveLimit = 48

    /// The subset of `candidates` that `probe` conflicts with, minimal among the candidates
    /// whose `testable` flag is set (the others are always kept), or nil when `probe` does not
    /// conflict with `candidates` at all.
    static func minimize(probe: Constraint, candidates: [Constraint], testable: [Bool]) -> [Constraint]? {
        let solver = SolverCore.scratch()
        let copies = candidates.map { Constraint($0.expression, $0.relation) }
        for copy in copies { try? solver.add(copy) }
        let probeCopy = Constraint(probe.expression, probe.relation)
        func conflicts() -> Bool {
            do {
                try solver.add(probeCopy)
                try? solver.remove(probeCopy)
                return false
            } catch {
                return true
            }
        }
        guard conflicts() else { return nil }
        var keep = [Bool](repeating: true, count: candidates.count)
        for i in candidates.indices where testable[i] && solver.contains(copies[i]) {
            try? solver.remove(copies[i])
            if conflicts() {
                keep[i] = false
            } else {
                try? solver.add(copies[i])
            }
        }
        return candidates.indices.filter { keep[$0] }.map { candidates[$0] }
    }
}
