import LayoutKernel

let solver = Solver()
let left = Variable("left"), width = Variable("width"), right = Variable("right")
let window = Variable("window")
do {
    try solver.addEditVariable(window, strength: .strong)
    try solver.add(left == 16)
    try solver.add(left + width + 16 == window)
    try solver.add(right == left + width)
    try solver.add(width >= 100)
    try solver.add((width == 50) | .weak)
    try solver.suggestValue(390, for: window)
    solver.updateVariables()
    print(left, left.value, width, width.value, right, right.value)
    try solver.suggestValue(100, for: window)
    solver.updateVariables()
    print(left, left.value, width, width.value, right, right.value, window.value)
    let bad: Constraint = width <= 50
    do { try solver.add(bad) } catch { print(error) }
    print(solver.debugDescription)
} catch {
    print("error:", error)
}
