import XCTest

// @testable: lowers the pivot budget through the tableau's seams and reads whether recovery ran.
@testable import LayoutKernel

/// An unguarded call (ordinary numbers, no snapshot) whose simplex run stops at the pivot
/// budget is put back and run again guarded (Solver+PivotBudget.swift): it ends applied with a
/// sound solution, or refused with `nonFiniteValue` and the solver holding what it held
/// before. No ordinary input reaches the budget (1000 + 100 per symbol pivots), so the tests
/// lower it through the tableau's seams: the next run then stops after its first pivot.
/// A recovery leaves a tableau at the default budget (a rebuilt one, or the seam reset), which
/// the tests use to check that the path they aim at was taken.
final class StoppedCallRecoveryTests: XCTestCase {
    /// Makes the next simplex run of `solver` stop after one pivot.
    private func forceStop(_ solver: Solver) {
        solver.core.tableau.minimumPivotBudget = 0
        solver.core.tableau.pivotsPerSymbol = 0
    }

    private func recovered(_ solver: Solver) -> Bool {
        solver.core.tableau.minimumPivotBudget == Tableau.defaultMinimumPivotBudget
    }

    /// The random oracle sessions with every call's runs cut short after one pivot: every
    /// check of `OracleSession` (accepted exactly when the reference finds the required
    /// constraints feasible, a refusal changes nothing, every level optimal) still holds.
    func testRandomSessionsCutShortAtEveryCallAgreeWithTheDenseReference() throws {
        var recoveries = 0
        for seed in UInt64(1)...400 {
            var session = OracleSession(seed: seed)
            for _ in 0..<8 {
                forceStop(session.solver)
                _ = try session.run(steps: 1)
                if recovered(session.solver) { recoveries += 1 }
                // Recovered calls leave the solver unguarded: the next stop is recovered too.
                XCTAssertFalse(session.solver.core.context.watchesMagnitudes, "seed \(seed)")
            }
        }
        // Most calls pivot; a test in which none stopped would prove nothing.
        XCTAssertGreaterThan(recoveries, 150)
    }

    /// A drag step past a required bound: `x <= 50` required, x an edit variable (strong)
    /// suggested 80. The dual simplex stops after its first pivot; the step is redone:
    /// x = min(80, 50) = 50. The next suggestion (30, inside the bound) gives x = 30.
    func testAStoppedSuggestionIsRedoneAndTheSolverStaysUsable() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(x <= 50)
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(20, for: x)
        forceStop(solver)
        try solver.suggestValue(80, for: x)
        XCTAssertTrue(recovered(solver))
        solver.updateVariables()
        XCTAssertEqual(x.value, 50, accuracy: 1e-9)
        try solver.suggestValue(30, for: x)
        solver.updateVariables()
        XCTAssertEqual(x.value, 30, accuracy: 1e-9)
        XCTAssertFalse(solver.core.context.watchesMagnitudes)
    }

    /// A stopped add whose guarded rerun is refused (`failsGuardedCallsForTesting`): the add
    /// throws `nonFiniteValue`, the solver holds its two old constraints (x >= 10 required,
    /// x == 40 weak, so x = 40; and y == 100 medium alone: y = 100), and the constraint is free
    /// for another solver. Without the seam the same add is accepted: y <= x + 5 required
    /// and y == 100 medium outrank x == 40 weak, so y = 100 and x = 95.
    func testARefusedRerunLeavesWhatTheSolverHeldBefore() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let bound = x >= 10, pull = (x == 40) | .weak
        try solver.add(bound)
        try solver.add(pull)
        let link = (y <= x + 5) | .required
        let pullY = (y == 100) | .medium
        solver.failsGuardedCallsForTesting = true
        try solver.add(pullY)  // the budget is not lowered yet: no stop, no guard
        forceStop(solver)
        XCTAssertThrowsError(try solver.add(link)) { error in
            guard case SolverError.nonFiniteValue = error else { return XCTFail("\(error)") }
        }
        XCTAssertTrue(recovered(solver))
        XCTAssertFalse(solver.contains(link))
        XCTAssertEqual(Set(solver.constraints.map(ObjectIdentifier.init)), Set([bound, pull, pullY].map(ObjectIdentifier.init)))
        solver.updateVariables()
        XCTAssertEqual(x.value, 40, accuracy: 1e-9)
        XCTAssertEqual(y.value, 100, accuracy: 1e-9)
        // The refused constraint was handed back (its variables stay: other constraints use them).
        XCTAssertEqual(link.words.owner(0), 0)
        solver.failsGuardedCallsForTesting = false
        // Accepted now: medium (y == 100) outranks weak (x == 40), and y <= x + 5 lets
        // y = 100 only with x >= 95; x == 40 then costs least at x = 95.
        forceStop(solver)
        try solver.add(link)
        XCTAssertTrue(recovered(solver))
        solver.updateVariables()
        XCTAssertEqual(x.value, 95, accuracy: 1e-9)
        XCTAssertEqual(y.value, 100, accuracy: 1e-9)
    }

    /// `setStrength` stopped, with the rerun refused and then accepted. x == 10 weak,
    /// x == 20 medium: x = 20. Raising the first to strong gives x = 10.
    func testAStoppedStrengthChange() throws {
        let solver = Solver()
        let x = Variable("x")
        let low = (x == 10) | .weak
        try solver.add(low)
        try solver.add((x == 20) | .medium)
        solver.failsGuardedCallsForTesting = true
        forceStop(solver)
        XCTAssertThrowsError(try solver.setStrength(.strong, for: low))
        XCTAssertTrue(recovered(solver))
        XCTAssertEqual(low.strength, .weak)
        solver.updateVariables()
        XCTAssertEqual(x.value, 20, accuracy: 1e-9)
        solver.failsGuardedCallsForTesting = false
        forceStop(solver)
        try solver.setStrength(.strong, for: low)
        XCTAssertTrue(recovered(solver))
        XCTAssertEqual(low.strength, .strong)
        solver.updateVariables()
        XCTAssertEqual(x.value, 10, accuracy: 1e-9)
    }

    /// After a random oracle session, every optional constraint moves to another strength and
    /// every edit variable is removed, each call cut short after one pivot; after each, the
    /// solver agrees with the reference (required constraints hold, every level optimal).
    func testStoppedStrengthChangesAndEditRemovalsAgreeWithTheDenseReference() throws {
        var strengthRecoveries = 0, editRecoveries = 0
        for seed in UInt64(1)...300 {
            var session = OracleSession(seed: seed)
            _ = try session.run(steps: 8)
            for i in session.held.indices where !session.held[i].entry.strength.isRequired {
                let strength = OracleSession.strengths[Int((seed &+ UInt64(i)) % UInt64(OracleSession.strengths.count))]
                forceStop(session.solver)
                try session.solver.setStrength(strength, for: session.held[i].constraint)
                if recovered(session.solver) { strengthRecoveries += 1 }
                session.held[i].entry.strength = strength
                try session.compare()
            }
            while let edit = session.edits.first {
                forceStop(session.solver)
                try session.solver.removeEditVariable(session.variables[edit.index])
                if recovered(session.solver) { editRecoveries += 1 }
                session.edits.removeFirst()
                try session.compare()
            }
        }
        // Each kind of call stopped many times; a test in which none did would prove nothing.
        // (300 seeds: 32 and 11.)
        XCTAssertGreaterThan(strengthRecoveries, 15)
        XCTAssertGreaterThan(editRecoveries, 5)
    }

    /// When the rebuild itself stops (`rebuildPivotBudgetForTesting`), the solver is left
    /// empty, as after `reset()`, the call throws `nonFiniteValue`, every handle is free for
    /// another solver, and the solver takes new constraints: w == 5 gives w = 5.
    func testARebuildThatCannotFinishLeavesAnEmptyUsableSolver() throws {
        let solver = Solver()
        let x = Variable("x"), w = Variable("w")
        let bound = x <= 50, pull = (x == 45) | .weak
        try solver.add(bound)
        try solver.add(pull)
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(20, for: x)
        solver.rebuildPivotBudgetForTesting = 0
        forceStop(solver)
        XCTAssertThrowsError(try solver.suggestValue(80, for: x)) { error in
            guard case SolverError.nonFiniteValue = error else { return XCTFail("\(error)") }
        }
        XCTAssertTrue(solver.constraints.isEmpty)
        XCTAssertFalse(solver.hasEditVariable(x))
        let other = Solver()
        XCTAssertNoThrow(try other.add(bound))
        XCTAssertNoThrow(try other.add(pull))
        other.reset()
        try solver.add(w == 5)
        solver.updateVariables()
        XCTAssertEqual(w.value, 5, accuracy: 1e-9)
    }

    /// A solver rebuilt after a stop, and one emptied by a failed rebuild, hold nothing once
    /// the user lets go: the solver, its variables and its constraints are freed.
    func testARecoveredSolverAndItsHandlesAreFreed() throws {
        weak var weakSolver: Solver?, weakX: Variable?, weakBound: Constraint?, weakPull: Constraint?
        for failsRebuild in [false, true] {
            try {
                let solver = Solver()
                let x = Variable("x")
                let bound = x <= 50, pull = (x == 45) | .weak
                try solver.add(bound)
                try solver.add(pull)
                try solver.addEditVariable(x, strength: .strong)
                try solver.suggestValue(20, for: x)
                if failsRebuild { solver.rebuildPivotBudgetForTesting = 0 }
                forceStop(solver)
                try? solver.suggestValue(80, for: x)
                XCTAssertTrue(recovered(solver))
                weakSolver = solver
                weakX = x
                weakBound = bound
                weakPull = pull
            }()
            XCTAssertNil(weakSolver)
            XCTAssertNil(weakX)
            XCTAssertNil(weakBound)
            XCTAssertNil(weakPull)
        }
    }
}
