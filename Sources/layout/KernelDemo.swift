import LayoutKernel

/// The README's kernel example: a label and a button in a row that a window drag resizes.
func runKernelDemo() {
    let solver = Solver()
    let window = Variable("window")
    let labelLeft = Variable("label.left"), labelWidth = Variable("label.width")
    let buttonLeft = Variable("button.left"), buttonWidth = Variable("button.width")
    do {
        try solver.addEditVariable(window, strength: .strong)
        try solver.add(labelLeft == 16)
        try solver.add(buttonLeft == labelLeft + labelWidth + 8)
        try solver.add(buttonLeft + buttonWidth == window - 16)
        try solver.add(buttonWidth == 88)
        try solver.add(labelWidth >= 120)
        print("Kernel: a label and a button in a window being dragged narrower")
        for width in [390.0, 300.0, 200.0] {
            try solver.suggestValue(width, for: window)
            solver.updateVariables()
            print("  window \(width): label.width \(labelWidth.value), button.left \(buttonLeft.value), window \(window.value)")
        }
        let tooNarrow: Constraint = labelWidth <= 100
        do {
            try solver.add(tooNarrow)
        } catch {
            if case .unsatisfiableConstraint(_, let conflict) = error {
                let reasons = conflict.map { "\($0.expression) \($0.relation) 0" }.joined(separator: ", ")
                print("  refused \(tooNarrow.expression) \(tooNarrow.relation) 0: conflicts with \(reasons)")
            }
        }
    } catch {
        print("demo failed: \(error)")
    }
}
