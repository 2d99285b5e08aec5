/// `updateVariables()` for a caller that looks each changed variable up in a table of its own
/// at once (a layout engine): the variables are handed to it borrowed, in one buffer, instead
/// of in a new array of references. Listing a variable in that array took a retain, and freeing
/// the array a release, for each one; a layout that moves every row of a long list lists every
/// row.
extension Solver {
    /// Writes `Variable.value` for every variable whose value changed, as `updateVariables()`
    /// does, and calls `body` once with those variables, unretained, in the order
    /// `updateVariables()` would list them. They are alive while `body` runs, provided it does
    /// not call this solver (which may let go of them); `body` takes a strong reference
    /// (`takeUnretainedValue()`) to keep one.
    package func updateVariables(borrowing body: (UnsafeBufferPointer<Unmanaged<Variable>>) -> Void) {
        // A scratch solver's variables belong to its parent: it never writes them.
        guard core.claimsHandles else { return }
        core.writeChangedValues(borrowing: body)
    }
}
