extension LayoutEngine {
    /// Runs `body`, which changes several environment-driven constants one at a time (a guide's
    /// four constants, a frame's, content offsets). A state halfway through such a batch may
    /// conflict where the final one does not (an edge pinned to two guides that move together,
    /// one of them following a frame the next solve moves), so a constraint whose new constant
    /// conflicts is taken out without a report, added back after the batch and in each later
    /// pass, and reported only if the settled layout still conflicts (`settleQuietlyBroken`).
    /// Returns the body's result, and whether a constraint got back in (the solver changed).
    func applyingConstantBatch<R>(_ body: () -> R) -> (result: R, restored: Bool) {
        if state.pass.isApplyingEnvironment { return (body(), false) }
        state.pass.isApplyingEnvironment = true
        let result = body()
        state.pass.isApplyingEnvironment = false
        let retry = state.constraints.quietlyBroken
        state.constraints.quietlyBroken = []
        var restored = false
        for c in retry where c.engineHandle === handle && c.activeFlag && c.kernel == nil {
            c.isBroken = false
            add(c, reportingConflict: false)
            if c.kernel != nil { restored = true } else { state.constraints.quietlyBroken.append(c) }
        }
        return (result, restored)
    }

    /// Once the layout has settled: adds back what is still out, reporting real conflicts.
    func settleQuietlyBroken() {
        let retry = state.constraints.quietlyBroken
        state.constraints.quietlyBroken = []
        for c in retry where c.engineHandle === handle && c.activeFlag && c.kernel == nil {
            c.isBroken = false
            add(c)
        }
    }
}
